// The CLI's flags, made from the option table (option-table.ts): the parser's
// table, `--help` and docs/cli.md's CLI reference (scripts/action-docs.ts) all come
// from FLAGS, so a flag, its default and its help text cannot disagree between them.

import { pushAll } from "../core/arrays.js";
import { OPTIONS, type OptionRow, type RawOptions } from "./option-table.js";

export interface CliFlag {
  name: string;
  type: "string" | "boolean";
  /** Repeatable: every occurrence is kept. */
  multiple?: boolean;
  short?: string;
  /** The value's placeholder in help (string flags). */
  value?: string;
  /** Help text; a second line may follow after "\n". */
  help: string;
  group: "run" | "container" | "general";
  /** Where the value goes in RawOptions (none for help/version and compare). */
  option?: keyof RawOptions;
  /** Old names of the flag, still taken. */
  aliases?: readonly string[];
}

function flagOf(row: OptionRow, cli: NonNullable<OptionRow["cli"]>): CliFlag {
  const value = cli.value ?? row.choices?.join("|");
  const was = cli.aliases?.length ? `; old name: ${cli.aliases.map((a) => `--${a}`).join(", ")}` : "";
  return {
    name: row.name,
    type: row.type === "boolean" ? "boolean" : "string",
    ...(row.type === "list" ? { multiple: true } : {}),
    ...(row.type !== "boolean" && value ? { value } : {}),
    help: `${cli.help.replaceAll("{default}", row.default)}${was}`,
    group: cli.group,
    ...(row.engine ? { option: row.engine } : {}),
    ...(cli.aliases?.length ? { aliases: cli.aliases } : {}),
  };
}

/** The CLI's flags: the option table's rows that have a flag, then help and version. */
export const FLAGS: readonly CliFlag[] = [
  ...OPTIONS.flatMap((row) => (row.cli ? [flagOf(row, row.cli)] : [])),
  { name: "help", type: "boolean", short: "h", help: "show this help", group: "general" },
  { name: "version", type: "boolean", help: "print the version", group: "general" },
];

/** The table node:util's parseArgs takes. */
export function parseArgsOptions(): Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }> {
  const out: Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }> = {};
  for (const f of FLAGS) {
    const spec = { type: f.type, ...(f.multiple ? { multiple: true } : {}) };
    out[f.name] = { ...spec, ...(f.short ? { short: f.short } : {}) };
    for (const alias of f.aliases ?? []) out[alias] = spec;
  }
  return out;
}

/** parseArgs's values turned into the engine's raw options. */
export function rawOptions(values: Record<string, unknown>, dir: string | undefined): RawOptions {
  const raw: RawOptions = { dir };
  for (const f of FLAGS) {
    if (!f.option) continue;
    // The flag's own name wins over an old name; a repeatable flag keeps the values of both.
    const given = [f.name, ...(f.aliases ?? [])].map((n) => values[n]).filter((v) => v !== undefined);
    if (given.length === 0) continue;
    (raw as Record<string, unknown>)[f.option] = f.multiple ? given.flat() : given[0];
  }
  return raw;
}

const FLAG_WIDTH = 26;
const LINE_WIDTH = 96;

/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

function flagLines(flag: CliFlag): string[] {
  const left = `${flag.short ? `-${flag.short}, ` : ""}--${flag.name}${flag.value ? ` ${flag.value}` : ""}`;
  const [first = "", ...rest] = flag.help.split("\n").flatMap((paragraph) => wrap(paragraph, LINE_WIDTH - FLAG_WIDTH));
  const pad = " ".repeat(FLAG_WIDTH);
  const head = left.length < FLAG_WIDTH - 2 ? `  ${left.padEnd(FLAG_WIDTH - 2)}${first}` : `  ${left}\n${pad}${first}`;
  return [head, ...rest.map((r) => `${pad}${r}`)];
}

/** The whole `--help` text. */
export function usage(): string {
  const group = (g: CliFlag["group"]): string[] => FLAGS.filter((f) => f.group === g).flatMap(flagLines);
  return [
    "usage: testcage run [DIR] [options]",
    "       testcage merge [--out DIR] FILE...",
    "       testcage help",
    "",
    "Runs the tests of the project in DIR (default: .) in a sandbox and writes OUT/results.json.",
    "Tests not finished at the timeout are listed as errored; the run is then an error (exit 2).",
    "",
    "merge: one OUT/results.json (and its exports) from several results.json files, e.g. the",
    "shards of one suite; FILE may be a glob. Counts and status are decided again from the",
    "merged tests; a test id in two inputs keeps the first and is an error. See docs/scale.md.",
    "",
    "options:",
    ...group("run"),
    "",
    "container sandboxes (docker, service):",
    ...group("container"),
    "",
    ...group("general"),
    "",
    "exit codes: 0 all tests passed, 1 tests failed, 2 no trustworthy result (see results.json)",
  ].join("\n");
}

/** The one pointer an error gives instead of the whole usage. */
export const HELP_POINTER = "see testcage --help for the options";

const STRING_FLAGS = new Set(
  FLAGS.filter((f) => f.type === "string").flatMap((f) => [f.name, ...(f.aliases ?? [])].map((n) => `--${n}`)),
);

/**
 * `--timeout -5` joined into `--timeout=-5`: parseArgs takes a value starting
 * with "-" for a flag of its own ("argument is ambiguous"), which would hide the
 * range error the value deserves. Only number-like values are joined, so a
 * forgotten value (`--out --sandbox x`) is still reported as one.
 */
export function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      pushAll(out, argv.slice(i));
      break;
    }
    const next = argv[i + 1];
    if (STRING_FLAGS.has(arg) && next !== undefined && /^-[0-9.]/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** Edit distance, for "did you mean" on a mistyped flag. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * parseArgs's errors in the CLI's own words, one line each: its texts run to
 * three lines and talk about positional arguments nobody asked about.
 */
export function flagErrorMessage(err: { code?: string; message: string }): string {
  const flag = /'(-[^' ]*)/.exec(err.message)?.[1] ?? "";
  if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const name = flag.replace(/^-+/, "");
    const near = FLAGS.map((f) => ({ f, d: distance(name, f.name) }))
      .filter((x) => x.d <= Math.max(1, Math.floor(x.f.name.length / 3)))
      .sort((a, b) => a.d - b.d)[0];
    return `unknown option '${flag}'${near ? ` (did you mean --${near.f.name}?)` : ""}`;
  }
  if (err.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    if (/does not take an argument/.test(err.message)) return `${flag} is a switch and takes no value`;
    const f = FLAGS.find((x) => [x.name, ...(x.aliases ?? [])].some((n) => `--${n}` === flag));
    return `${flag} needs a value${f?.value ? ` (${flag} ${f.value})` : ""}`;
  }
  return err.message.split("\n")[0]!;
}
