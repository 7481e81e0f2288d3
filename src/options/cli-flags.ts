// The CLI's flags, described once: the parser's table, `--help` and docs/cli.md's
// CLI reference (scripts/action-docs.ts) are all made from FLAGS, so a flag, its
// default and its help text cannot disagree between them.

import { pushAll } from "../core/arrays.js";
import { frameworkIds } from "../frameworks/index.js";
import { DEFAULTS, SANDBOX_KINDS, type RawOptions } from "./options.js";

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
  /** Where the value goes in RawOptions (none for help/version). */
  option?: keyof RawOptions;
}

export const FLAGS: readonly CliFlag[] = [
  {
    name: "framework",
    type: "string",
    value: "NAME",
    help: `${frameworkIds().join(", ")}, or auto (default)`,
    group: "run",
    option: "framework",
  },
  {
    name: "sandbox",
    type: "string",
    value: "KIND",
    help: `${SANDBOX_KINDS.join(", ")}; auto (default) takes docker when its runner image is present, else process`,
    group: "run",
    option: "sandbox",
  },
  {
    name: "out",
    type: "string",
    value: "DIR",
    help: `where results go (default: ./${DEFAULTS.out})`,
    group: "run",
    option: "out",
  },
  {
    name: "timeout",
    type: "string",
    value: "SECONDS",
    help: `stop the tests after this long (default: ${DEFAULTS.timeoutSeconds}); the run is then an error`,
    group: "run",
    option: "timeout",
  },
  {
    name: "grace",
    type: "string",
    value: "SECONDS",
    help: `time between SIGINT and SIGKILL at the timeout (default: ${DEFAULTS.graceSeconds})`,
    group: "run",
    option: "grace",
  },
  {
    name: "filter",
    type: "string",
    multiple: true,
    value: "ID",
    help: "run only this test id, copied from a results.json (repeatable)",
    group: "run",
    option: "filter",
  },
  {
    name: "shard",
    type: "string",
    value: "K/N",
    help: "run the K-th of N slices of the test files (pytest, jest, vitest, mocha, node:test, rspec; go by package); merge the N results with testcage merge",
    group: "run",
    option: "shard",
  },
  {
    name: "durations",
    type: "string",
    value: "FILE",
    help: "with --shard: balance the slices by the per-file durations in an earlier results.json (default: by file size)",
    group: "run",
    option: "durations",
  },
  {
    name: "env",
    type: "string",
    multiple: true,
    value: "NAME[=VALUE]",
    help: "pass this variable into the sandbox (repeatable)",
    group: "run",
    option: "env",
  },
  {
    name: "install-command",
    type: "string",
    value: "CMD",
    help: "run CMD first in the project copy, reaching only package registries (none: skip the install phase)",
    group: "run",
    option: "installCommand",
  },
  {
    name: "install-allow-hosts",
    type: "string",
    multiple: true,
    value: "HOST",
    help: "let the install phase reach HOST (or *.domain) besides the package registries (repeatable)",
    group: "run",
    option: "installAllowHosts",
  },
  {
    name: "test-command",
    type: "string",
    value: "CMD",
    help: "run CMD instead of the framework's own command",
    group: "run",
    option: "testCommand",
  },
  {
    name: "tests-from",
    type: "string",
    value: "DIR",
    help: "trusted tests: take the tests and framework config from DIR, drop the project's (pytest, unittest, go)",
    group: "run",
    option: "testsFrom",
  },
  {
    name: "cache",
    type: "string",
    value: "run|off|project",
    help: "build caches: run (default) starts from your own caches read-only, nothing persists; off starts empty; project keeps them per project",
    group: "run",
    option: "cache",
  },
  {
    name: "result-cache",
    type: "string",
    value: "DIR",
    help: "keep results in DIR by a hash of the project's files, framework, command, image and options; an unchanged project returns its stored result without running",
    group: "run",
    option: "resultCache",
  },
  {
    name: "parallel",
    type: "string",
    value: "auto|off",
    help: "in-suite parallelism: auto (default; the framework's own, pytest-xdist when the project has it) or off (one at a time)",
    group: "run",
    option: "parallel",
  },
  {
    name: "retries",
    type: "string",
    value: "N",
    help: "run failed tests again up to N times (0-10, default 0); one that then passes is passed and marked flaky",
    group: "run",
    option: "retries",
  },
  {
    name: "checkpoint",
    type: "string",
    value: "N",
    help: "run checkpoint N's test file (test_checkpoint_N.py, pytest); results.json gets a groups summary",
    group: "run",
    option: "checkpoint",
  },
  {
    name: "include-prior",
    type: "boolean",
    help: "with --checkpoint: also run the checkpoints before it (their tests count as regression)",
    group: "run",
    option: "includePrior",
  },
  {
    name: "groups",
    type: "string",
    value: "SPEC",
    help: 'marker=group[,marker=group] or a JSON file of them: custom groups for results.json "groups"',
    group: "run",
    option: "groups",
  },
  {
    name: "coverage",
    type: "boolean",
    help: 'run the framework\'s coverage tool; figures in results.json "coverage"',
    group: "run",
    option: "coverage",
  },
  {
    name: "compare",
    type: "string",
    value: "FILE",
    help: "compare with an earlier run's results.json (the base branch's): new failures, fixed, still failing, added, removed",
    group: "run",
  },
  {
    name: "report-paths",
    type: "string",
    multiple: true,
    value: "GLOBS",
    help: "read these JUnit XML / TRX reports instead of running tests\n(comma-separated globs relative to DIR; repeatable)",
    group: "run",
    option: "reportPaths",
  },
  {
    name: "image",
    type: "string",
    value: "REF",
    help: "image to run in (default: testcage's runner image for the language)",
    group: "container",
    option: "image",
  },
  {
    name: "memory",
    type: "string",
    value: "SIZE",
    help: `memory limit, no swap (default: ${DEFAULTS.memory})`,
    group: "container",
    option: "memory",
  },
  {
    name: "cpus",
    type: "string",
    value: "N",
    help: "CPU limit (default: all of this machine's)",
    group: "container",
    option: "cpus",
  },
  {
    name: "pids-limit",
    type: "string",
    value: "N",
    help: `process limit (default: ${DEFAULTS.pidsLimit})`,
    group: "container",
    option: "pidsLimit",
  },
  {
    name: "tmpfs-size",
    type: "string",
    value: "SIZE",
    help: `size of the writable /tmp (default: ${DEFAULTS.tmpfsSize})`,
    group: "container",
    option: "tmpfsSize",
  },
  {
    name: "disk",
    type: "string",
    value: "SIZE|none",
    help: `cap on what the tests write to disk: project copy, reports, cache (default: ${DEFAULTS.disk})`,
    group: "container",
    option: "disk",
  },
  {
    name: "runtime",
    type: "string",
    value: "NAME",
    help: "runc (default) or runsc (gVisor)",
    group: "container",
    option: "runtime",
  },
  {
    name: "network",
    type: "string",
    value: "NAME",
    help: "docker network of the test phase (default: none)",
    group: "container",
    option: "network",
  },
  {
    name: "container",
    type: "string",
    value: "NAME",
    help: "the long-lived container of the service sandbox (required with --sandbox service)",
    group: "container",
    option: "container",
  },
  { name: "help", type: "boolean", short: "h", help: "show this help", group: "general" },
  { name: "version", type: "boolean", help: "print the version", group: "general" },
];

/** The table node:util's parseArgs takes. */
export function parseArgsOptions(): Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }> {
  const out: Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }> = {};
  for (const f of FLAGS) {
    out[f.name] = { type: f.type, ...(f.multiple ? { multiple: true } : {}), ...(f.short ? { short: f.short } : {}) };
  }
  return out;
}

/** parseArgs's values turned into the engine's raw options. */
export function rawOptions(values: Record<string, unknown>, dir: string | undefined): RawOptions {
  const raw: RawOptions = { dir };
  for (const f of FLAGS) {
    if (!f.option) continue;
    const v = values[f.name];
    if (v !== undefined) (raw as Record<string, unknown>)[f.option] = v;
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

const STRING_FLAGS = new Set(FLAGS.filter((f) => f.type === "string").map((f) => `--${f.name}`));

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
    const f = FLAGS.find((x) => `--${x.name}` === flag);
    return `${flag} needs a value${f?.value ? ` (${flag} ${f.value})` : ""}`;
  }
  return err.message.split("\n")[0]!;
}
