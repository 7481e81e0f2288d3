// borp (fastify's node:test runner: avvio, @fastify/static) picks the test files
// itself: the files or globs it is given, else its --pattern, else its config's
// `files` (.borp.yaml), else every `*.test.{js,mjs,cjs,ts,mts,cts}` outside
// node_modules. node --test alone would take node's default patterns, which also
// match the helpers and fixtures under test/ (avvio: 335 tests against borp's 329).
// So a test script that runs borp gives node --test borp's file set. Where borp
// would compile TypeScript first, it is not imitated (the note says so).

import type { ProjectFacts } from "../../core/adapter-types.js";
import { globPathRegExp } from "../../core/glob-segment.js";
import { testScriptCommand } from "../test-script.js";

/** borp's flags that take the next word as their value. */
const VALUE_FLAGS = new Set([
  "-p",
  "--pattern",
  "-c",
  "--concurrency",
  "-t",
  "--timeout",
  "-X",
  "--coverage-exclude",
  "-i",
  "--ignore",
  "-r",
  "--reporter",
  "--lines",
  "--branches",
  "--functions",
  "--statements",
]);

const DEFAULT_PATTERN = "**/*.test.{js,mjs,cjs,ts,mts,cts}";
const TYPESCRIPT = /\.[cm]?ts$/;

/** Where borp's own arguments start, also under a coverage wrapper; null when the command is not borp. */
export function runsBorp(argv: readonly string[]): number | null {
  const isBorp = (w: string | undefined): boolean =>
    w !== undefined && /^(?:(?:\.\/)?node_modules\/\.bin\/)?borp$/.test(w);
  const i = argv[0] === "npx" ? 1 : /^(?:\S*\/)?(?:c8|nyc)$/.test(argv[0] ?? "") ? argv.findIndex(isBorp) : 0;
  return i >= 0 && isBorp(argv[i]) ? i + 1 : null;
}

/** A glob as borp's glob library reads it (`**`, `*`, `?`, `{a,b}`): the report-paths dialect. */
export const globRegExp = globPathRegExp;

/** The `files:` list of a .borp.yaml (a YAML block or flow sequence of strings). */
export function borpConfigFiles(yaml: string): string[] {
  const lines = yaml.split(/\r?\n/);
  const at = lines.findIndex((l) => /^files\s*:/.test(l));
  if (at === -1) return [];
  const unquote = (s: string): string => s.trim().replace(/^(['"])(.*)\1$/, "$2");
  const inline = /^files\s*:\s*\[(.*)\]\s*$/.exec(lines[at]!);
  if (inline) return inline[1]!.split(",").map(unquote).filter(Boolean);
  const out: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const item = /^\s+-\s+(.+?)\s*$/.exec(line);
    if (item) out.push(unquote(item[1]!.replace(/\s+#.*$/, "")));
    else if (line.trim() !== "" && !line.trim().startsWith("#")) break;
  }
  return out;
}

/**
 * The test files borp would run for the project's `npm test`, project-relative and
 * sorted; null when npm test does not run borp (as one plain command), when borp
 * would compile TypeScript, or when nothing matches.
 */
export function borpTestFiles(facts: ProjectFacts): { files: string[]; env: Record<string, string> } | null {
  const command = testScriptCommand(facts, "borp", runsBorp);
  if (!command) return null;
  const given: string[] = [];
  const ignore = ["node_modules/**"];
  let pattern: string | null = null;
  const args = command.argv.slice(command.start);
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    const [flag, inlineValue] = word.startsWith("--") && word.includes("=") ? word.split(/=(.*)/s) : [word, undefined];
    const value = (): string => inlineValue ?? args[++i] ?? "";
    if (!flag!.startsWith("-")) given.push(word);
    else if (flag === "-p" || flag === "--pattern") pattern = value();
    else if (flag === "-i" || flag === "--ignore") ignore.push(value());
    else if (VALUE_FLAGS.has(flag!) && inlineValue === undefined) i++;
  }
  const config = facts.texts[".borp.yaml"] ?? facts.texts[".borp.yml"];
  if (config) given.push(...borpConfigFiles(config));
  const include = given.length ? given : [pattern ?? DEFAULT_PATTERN];
  const plain = include.filter((f) => !f.includes("*")).map((f) => f.replace(/^\.\//, ""));
  const globs = include.filter((f) => f.includes("*")).map(globRegExp);
  const ignored = ignore.map(globRegExp);
  const files = facts.files
    .filter((f) => plain.includes(f) || globs.some((g) => g.test(f)))
    .filter((f) => !ignored.some((g) => g.test(f)))
    .sort();
  if (files.length === 0 || files.some((f) => TYPESCRIPT.test(f))) return null;
  return { files, env: command.env };
}
