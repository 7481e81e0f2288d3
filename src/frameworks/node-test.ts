// node:test (`node --test`), through two injected harness files
// (src/harness/node-test-reporter.ts): a custom reporter that writes node's
// event stream as JSON lines, and a preload that captures per-test output.
// A second, stock `spec` reporter keeps the run log readable.
//
// Captured per test:
// - id, name and suite path from node's own events: describe blocks and parent
//   tests (t.test) form the suite path, so same-named tests in different suites
//   get distinct ids; tests made in a loop keep their own names.
// - status: pass, fail, skip, todo (todo counts as skipped, as node counts it
//   apart from failures). Assertion failures and thrown errors are "failed"; a
//   failing hook or a test cancelled by its parent is "error".
// - file: exact and project-relative, the file whose code called test()/it().
// - line: 1-based. For failures, the first stack frame in the test's own file,
//   which is the failing assertion or throw; otherwise node's definition line.
// - message and stack of what the test threw (node wraps it in ERR_TEST_FAILURE
//   and keeps the original as `cause`).
// - stdout/stderr: a preload in each test-file process copies what reaches
//   process.stdout/stderr between node:test's beforeEach and afterEach hooks.
// - order: source order per file (node reports a parent after its subtests; it
//   is moved before them), files in the order node ran them.
// Counting mirrors node's own summary: tests and parent tests count, describe
// blocks do not, and a file that reported no test counts as one (passing when
// it ran cleanly, like a plain assertion script).
//
// Not captured, or captured with less precision:
// - output of tests that overlap in time (the concurrency option): it cannot be
//   told apart, so it stays in the run log only; same for output from module top
//   level, from before/after hooks, and everything on Node older than 20.16.
// - output of tests declared in a helper module instead of the test file.
// - a file that fails before reporting any test (syntax error, missing import)
//   is a collection error, not a test, although node counts it as a failed test;
//   a describe block that fails by itself (its body throws, a hook fails) is a
//   collection error too, since node counts no test for it.
// - the preload registers root-level hooks, so a file that throws at top level
//   after declaring tests still runs those tests (node alone would not).
// - `filter` re-runs tests by name pattern; a subtest made by t.test inside a
//   parent test runs only when its parent's id is in the filter too, and a
//   passing plain-script file is not reported under a filter (Node 22+ reports
//   a file none of whose tests matched the same way).
// - the project's own `node ... --test ...` test script is imitated (its node
//   flags and paths); anything beyond one plain node command is not, and its
//   globs are expanded by node itself, which Node 20 does not do.
// - no live counts: the spec reporter ends a describe block with the same
//   ✔/✖ line as a test, so its lines cannot be counted as tests.

import { expandedWords } from "./test-script.js";
import { pathToFileURL } from "node:url";
import { posix } from "node:path";
import { NODE_TEST_CAPTURE, NODE_TEST_OUTPUT_ENV, NODE_TEST_REPORTER } from "../harness/node-test-reporter.js";
import type { RunError, TestResult, TestStatus } from "../core/model.js";
import {
  readNodeTestEvents,
  readNodeTestOutput,
  type NodeTestError,
  type NodeTestOutput,
  type NodeTestRecord,
  type NodeTestStart,
} from "../reports/node-test-events.js";
import { escapeRegExp, firstLine, tidy } from "../core/text.js";
import { makeTestId, parseTestId } from "../core/ids.js";
import { npmInstall } from "./install.js";
import type {
  FrameworkAdapter,
  ParseInput,
  ParsedRun,
  PlanContext,
  ProjectFacts,
  ReportContent,
} from "../core/adapter-types.js";
import { unfinishedMessage, unfinishedTest } from "../core/unfinished.js";

const REPORT = "node-test.jsonl";
const OUTPUT = "node-test-output.jsonl";
const REPORTER_FILE = "testcage-reporter.mjs";
const CAPTURE_FILE = "testcage-capture.mjs";
/** Node 20 reports tests a name pattern left out as skipped with this reason; they were not selected. */
const NOT_SELECTED = "test name does not match pattern";

// ---------------------------------------------------------------- detect

/** `node [flags] --test [...]` as a whole word, not --test-reporter and friends. */
const NODE_TEST_COMMAND = /(?:^|[\s;&|(])(?:\S*\/)?node(?:\s+[^\s;&|]+)*?\s+--test(?=[\s;&|)]|$)/;
/** Other JavaScript test runners; their projects' *.test.js files are not node:test files. */
const OTHER_RUNNERS = [
  "jest",
  "vitest",
  "mocha",
  "ava",
  "tap",
  "tape",
  "jasmine",
  "uvu",
  "karma",
  "qunit",
  "@playwright/test",
  "cypress",
];
/** node's default test file patterns (Node 20). */
const NODE_TEST_FILE = /(^|\/)(test\/.*\.[cm]?js|[^/]*[.\-_]test\.[cm]?js|test-[^/]*\.[cm]?js|test\.[cm]?js)$/;

function otherRunner(facts: ProjectFacts): string | null {
  const pkg = facts.packageJson;
  const deps = { ...(pkg?.dependencies ?? {}), ...(pkg?.devDependencies ?? {}) };
  const dep = OTHER_RUNNERS.find((name) => name in deps);
  if (dep) return dep;
  if (facts.files.some((f) => /^(deno\.jsonc?|bunfig\.toml|bun\.lockb?)$/.test(f))) return "deno or bun";
  return null;
}

// ---------------------------------------------------------------- plan

const LCOV = "lcov.info";

/** Flags of `node` that take their value as the next word. */
const VALUE_FLAGS = new Set([
  "--import",
  "--require",
  "-r",
  "--loader",
  "--experimental-loader",
  "--conditions",
  "-C",
  "--env-file",
  "--input-type",
  "--disable-warning",
  "--test-reporter",
  "--test-reporter-destination",
  "--test-name-pattern",
  "--test-skip-pattern",
  "--test-concurrency",
  "--test-timeout",
  "--test-shard",
  "--test-isolation",
  "--experimental-test-isolation",
  "--test-global-setup",
  "--test-coverage-include",
  "--test-coverage-exclude",
  "--test-coverage-branches",
  "--test-coverage-functions",
  "--test-coverage-lines",
  "--watch-path",
]);
/** Flags testcage sets itself, or that would keep the run from ending. */
const OWN_FLAGS = new Set([
  "--test",
  "--test-reporter",
  "--test-reporter-destination",
  "--watch",
  "--watch-path",
  "--watch-preserve-output",
]);
const PATTERN_FLAGS = new Set(["--test-name-pattern", "--test-skip-pattern"]);

export interface ScriptInvocation {
  /** node flags from the script, minus the ones testcage sets. */
  flags: string[];
  /** Files, folders or globs the script names. */
  positionals: string[];
}

/**
 * The node flags and paths of a package.json test script that is one plain
 * `node ... --test ...` command, so the run loads what the project's own does
 * (`--import tsx`, `--experimental-*`, a test folder). Anything more (pipes,
 * `&&`, variables, another program) is not imitated: null.
 */
export function scriptInvocation(
  script: string | undefined,
  filtering: boolean,
  files: readonly string[] = [],
): ScriptInvocation | null {
  if (!script) return null;
  const argv = expandedWords(script.trim(), files);
  if (!argv || argv.length === 0 || !/^(?:\S*\/)?node$/.test(argv[0]!) || !argv.includes("--test")) return null;
  const flags: string[] = [];
  const positionals: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith("-") || word === "-") {
      positionals.push(word);
      continue;
    }
    const name = word.split("=")[0]!;
    const value = !word.includes("=") && VALUE_FLAGS.has(name) && i + 1 < argv.length ? argv[++i]! : null;
    if (OWN_FLAGS.has(name) || (filtering && PATTERN_FLAGS.has(name))) continue;
    flags.push(word);
    if (value !== null) flags.push(value);
  }
  return { flags, positionals };
}

/**
 * Test ids -> name patterns and files. Node 20 matches a pattern against each
 * test's own name, Node 22+ also against the names from the outermost suite
 * down joined by spaces; both forms are passed, anchored, so either node
 * selects the test (Node 22+ may also run same-named tests of other suites).
 */
export function filterArgs(filter: readonly string[]): { patterns: string[]; files: string[] } {
  const patterns = new Set<string>();
  const files = new Set<string>();
  for (const id of filter) {
    const parsed = parseTestId(id);
    if (!parsed) continue;
    if (parsed.file !== "") files.add(parsed.file.startsWith("-") ? `./${parsed.file}` : parsed.file);
    // A file-level id stands for a whole file without node:test tests: the file is enough.
    if (parsed.suite.length === 0 && parsed.name === parsed.file) continue;
    patterns.add(`^${escapeRegExp(parsed.name)}$`);
    if (parsed.suite.length > 0) patterns.add(`^${escapeRegExp([...parsed.suite, parsed.name].join(" "))}$`);
  }
  return { patterns: [...patterns], files: [...files] };
}

// ---------------------------------------------------------------- parse

interface Context {
  projectRoot: string;
  readSource: ParseInput["readSource"];
}

function relative(ctx: Context, file: string | null): string | null {
  if (file === null || file === "") return null;
  if (file.startsWith(`${ctx.projectRoot}/`)) return posix.normalize(file.slice(ctx.projectRoot.length + 1));
  return null;
}

function isAssertion(c: NonNullable<NodeTestError["cause"]>): boolean {
  return c.code === "ERR_ASSERTION" || /^AssertionError\b/.test(c.name ?? "");
}

/** What the test threw, as a person reads it: the assertion's message, or "TypeError: ...". */
function thrown(err: NodeTestError): string | null {
  const c = err.cause;
  if (!c || (c.message === null && c.name === null)) return null;
  if (c.name === null || isAssertion(c)) return c.message;
  return c.message ? `${c.name}: ${c.message}` : c.name;
}

function messageOf(err: NodeTestError | null): string | null {
  if (!err) return null;
  const cause = thrown(err);
  switch (err.failureType) {
    case "testCodeFailure":
      return cause ?? err.message;
    case "hookFailed":
      // "failed running beforeEach hook: Error: no database"
      return cause && err.message ? `${err.message}: ${cause}` : (cause ?? err.message);
    default:
      return err.message ?? cause;
  }
}

/** Stacks of subtest, timeout and cancel failures show only node's internals. */
function stackOf(err: NodeTestError | null): string | null {
  if (!err) return null;
  if (err.cause?.stack) return err.cause.stack;
  return err.failureType === "testCodeFailure" || err.failureType === "hookFailed" ? err.stack : null;
}

const FRAME = /^\s*at (?:.*?\()?(.+?):(\d+):(\d+)\)?\s*$/;

function framePath(path: string): string {
  if (!path.startsWith("file://")) return path;
  try {
    return decodeURIComponent(path.slice("file://".length));
  } catch {
    return path.slice("file://".length);
  }
}

/** 1-based line of the first stack frame in `file` (absolute): where the failure surfaced in the test file. */
export function failingLine(stack: string | null, file: string | null): number | null {
  if (!stack || !file) return null;
  for (const line of stack.split("\n")) {
    const m = FRAME.exec(line);
    if (m && framePath(m[1]!) === file) return Number(m[2]);
  }
  return null;
}

function statusOf(rec: NodeTestRecord): TestStatus {
  if (rec.skip !== null || rec.todo !== null) return "skipped";
  if (rec.status === "pass") return "passed";
  switch (rec.error?.failureType) {
    case "hookFailed":
    case "cancelledByParent":
    case "uncaughtException":
    case "unhandledRejection":
      return "error";
    default:
      return "failed";
  }
}

/** Whole milliseconds, as the schema has them; node measures fractions. */
function durationOf(ms: number | null): number | null {
  return ms === null ? null : Math.round(ms);
}

/** Per-test output from the capture preload, keyed by file and node's fullName, in run order. */
class OutputIndex {
  private readonly byKey = new Map<string, NodeTestOutput[]>();

  constructor(records: NodeTestOutput[]) {
    for (const r of records) {
      if (r.ambiguous || r.file === null) continue;
      const key = OutputIndex.key(r.file, r.path);
      const list = this.byKey.get(key);
      if (list) list.push(r);
      else this.byKey.set(key, [r]);
    }
  }

  static key(file: string, path: string): string {
    return `${file}\u0000${path}`;
  }

  /** The next unclaimed output of this test; same-named tests take theirs in run order. */
  take(rec: NodeTestRecord): NodeTestOutput | null {
    if (rec.file === null) return null;
    return this.byKey.get(OutputIndex.key(rec.file, [...rec.suite, rec.name].join(" > ")))?.shift() ?? null;
  }
}

function captured(text: string | undefined, truncated: boolean): string | null {
  const t = tidy(text);
  return t !== null && truncated ? `${t}\n[testcage: output truncated]` : t;
}

function toTest(ctx: Context, rec: NodeTestRecord, output: NodeTestOutput | null): TestResult {
  const file = relative(ctx, rec.file);
  const status = statusOf(rec);
  const failing = status === "failed" || status === "error";
  const stack = failing ? stackOf(rec.error) : null;
  let message: string | null = null;
  if (failing) message = messageOf(rec.error);
  else if (rec.skip !== null) message = rec.skip || null;
  else if (rec.todo !== null) message = rec.todo || "todo";
  return {
    id: makeTestId(file, rec.suite, rec.name),
    name: rec.name,
    suite: rec.suite,
    status,
    duration_ms: durationOf(rec.durationMs),
    file,
    line: (failing ? failingLine(stack, rec.file) : null) ?? rec.line,
    message: tidy(message),
    stack: tidy(stack),
    stdout: captured(output?.stdout, output?.truncated ?? false),
    stderr: captured(output?.stderr, output?.truncated ?? false),
  };
}

const ERROR_LINE = /^\s*(?:[\w$]+\.)*[\w$]*(?:Error|Exception)(?: \[[A-Z0-9_]+\])?: \S.*$/m;

/** The line that says why a file failed: node's diagnostic, else the error its process printed. */
function whyFileFailed(rec: NodeTestRecord): string | null {
  const out = rec.output;
  if (!out) return null;
  for (const text of [out.diagnostics, out.stderr, out.stdout]) {
    const m = ERROR_LINE.exec(text);
    if (m) return m[0].trim();
  }
  return firstLine(out.diagnostics) || firstLine(out.stderr) || null;
}

/** Where in the file its failure points: a path:line in what it printed, else the import of a missing module. */
function fileFailureLine(ctx: Context, rec: NodeTestRecord, why: string | null): number | null {
  const file = rec.file;
  const out = rec.output;
  if (!file || !out) return null;
  const at = new RegExp(`${escapeRegExp(file)}:(\\d+)`).exec(`${out.diagnostics}\n${out.stderr}`);
  if (at) return Number(at[1]);
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(why ?? "")?.[1];
  const rel = relative(ctx, file);
  const source = rel === null || !missing ? undefined : ctx.readSource(rel);
  if (!missing || source === undefined) return null;
  const needle = missing.startsWith("/") ? missing.slice(missing.lastIndexOf("/") + 1) : missing;
  const index = source.split("\n").findIndex((l) => l.includes(needle) && /\b(?:import|require|from)\b/.test(l));
  return index === -1 ? null : index + 1;
}

function processEnd(err: NodeTestError | null): string {
  if (err?.exitCode !== null && err?.exitCode !== undefined) return `exited with code ${err.exitCode}`;
  if (err?.signal) return `was killed by ${err.signal}`;
  return "failed";
}

function fileDetails(rec: NodeTestRecord): string | null {
  const out = rec.output;
  return out ? tidy([out.diagnostics, out.stderr].filter((t) => t.trim() !== "").join("\n")) : null;
}

/** A describe block's own failure (not its tests'): node counts no test for it. */
function suiteError(ctx: Context, rec: NodeTestRecord): RunError | null {
  const type = rec.error?.failureType;
  if (rec.status !== "fail" || type === "subtestsFailed" || type === "cancelledByParent") return null;
  const file = relative(ctx, rec.file);
  const stack = stackOf(rec.error);
  const path = [...rec.suite, rec.name].join(" > ");
  const why = messageOf(rec.error) ?? "no reason given";
  // An after hook fails once the tests have run; anything else stops them.
  const consequence = /\bafter hook\b/.test(rec.error?.message ?? "") ? "" : "; its tests did not run";
  return {
    kind: "collection",
    message: `describe "${path}" in ${file ?? "a test file"} failed: ${why}${consequence}`,
    file,
    line: failingLine(stack, rec.file) ?? rec.line,
    details: tidy(stack),
  };
}

/** Tests node started but never finished, innermost only (their suites and parents are open too). */
function unfinished(starts: NodeTestStart[], finished: NodeTestRecord[]): NodeTestStart[] {
  const key = (r: NodeTestStart): string => [r.file, r.line, r.column, r.nesting, r.name].join("\u0000");
  const done = new Map<string, number>();
  for (const r of finished) done.set(key(r), (done.get(key(r)) ?? 0) + 1);
  const open: NodeTestStart[] = [];
  for (const s of starts) {
    const n = done.get(key(s)) ?? 0;
    if (n > 0) done.set(key(s), n - 1);
    else open.push(s);
  }
  return open.filter((s, i) => !(open[i + 1] && open[i + 1]!.nesting > s.nesting));
}

/**
 * node reports a test after its subtests; source order puts a parent first.
 * Records come depth-first, so the blocks just before a record that are nested
 * deeper are its subtrees, and it goes in front of them.
 */
export function preOrder<T extends { nesting: number }>(records: readonly T[]): T[] {
  const blocks: { nesting: number; items: T[] }[] = [];
  for (const rec of records) {
    let i = blocks.length;
    while (i > 0 && blocks[i - 1]!.nesting > rec.nesting) i--;
    const children = blocks.splice(i);
    blocks.push({ nesting: rec.nesting, items: [rec, ...children.flatMap((b) => b.items)] });
  }
  return blocks.flatMap((b) => b.items);
}

function missingReportErrors(input: ParseInput): RunError[] {
  const bad = /bad option: --(?:test|import)\S*|--test-reporter-destination.*(?:not allowed|unknown)/.exec(
    input.stderr,
  );
  if (!bad) return [];
  return [
    {
      kind: "framework-missing",
      message: `this node is too old for node --test with custom reporters (${bad[0]}); use Node 20 or newer`,
    },
  ];
}

function outputRecords(content: ReportContent | undefined): NodeTestOutput[] {
  return content?.ok ? readNodeTestOutput(content.text) : [];
}

/** NODE_TEST_FILE's names in TypeScript, which Node 23.6+ also runs (type stripping on by default). */
const NODE_TEST_TS_FILE = /(^|\/)(test\/.*\.[cm]?ts|[^/]*[.\-_]test\.[cm]?ts|test-[^/]*\.[cm]?ts|test\.[cm]?ts)$/;

/**
 * The test files `node --test` finds with its defaults, for --shard. Refused with the
 * reason when the list depends on the Node version (TypeScript test files, dot folders)
 * or the test script names its own files.
 */
export function nodeTestFiles(facts: ProjectFacts): string[] | string {
  const script = scriptInvocation(facts.packageJson?.scripts?.["test"], false, facts.files);
  if (script?.positionals.length) return "the project's test script names the files node --test runs";
  const outside = (f: string): boolean => !f.split("/").includes("node_modules");
  const ts = facts.files.find((f) => outside(f) && NODE_TEST_TS_FILE.test(f));
  if (ts) return `${ts} is a TypeScript test file, which only some Node versions run by default`;
  const files = facts.files.filter((f) => outside(f) && NODE_TEST_FILE.test(f));
  const hidden = files.find((f) => f.split("/").some((p) => p.startsWith(".")));
  if (hidden) return `${hidden} is in a dot folder, which Node versions search differently`;
  // Node reads its file arguments as globs.
  const glob = files.find((f) => /[*?[\]{}!]/.test(f));
  if (glob) return `${glob} has a glob character in its name`;
  return files;
}

export const nodeTest: FrameworkAdapter = {
  id: "node-test",
  name: "node:test",
  language: "javascript",

  detect(facts) {
    const scripts = facts.packageJson?.scripts ?? {};
    const testScript = scripts["test"];
    if (typeof testScript === "string" && NODE_TEST_COMMAND.test(testScript)) {
      return { score: 100, reason: "package.json test script runs node --test" };
    }
    const other = Object.entries(scripts).find(([, s]) => typeof s === "string" && NODE_TEST_COMMAND.test(s));
    if (other) return { score: 60, reason: `package.json script "${other[0]}" runs node --test` };
    if (otherRunner(facts)) return null;
    const testFile = facts.files.find((f) => NODE_TEST_FILE.test(f));
    // Without a package.json, .js files under test/ in a Python or Go project are fixtures, not tests.
    const otherLanguage = facts.packageJson === null && facts.files.some((f) => /\.(py|go)$/.test(f));
    if (testFile && !otherLanguage) {
      return { score: 10, reason: `JavaScript test file ${testFile} and no other test runner` };
    }
    return null;
  },

  testFiles: nodeTestFiles,

  plan({ paths, facts, filter, shardFiles, testCommand, coverage }: PlanContext) {
    const harness = (name: string): string => pathToFileURL(posix.join(paths.harness, name)).href;
    const script = scriptInvocation(facts.packageJson?.scripts?.["test"], filter.length > 0, facts.files);
    // A shard's files, "./"-led so that none reads as a flag.
    const shard = (shardFiles ?? []).map((f) => `./${f}`);
    const { patterns, files } = filterArgs(filter);
    const argv = testCommand
      ? ["sh", "-c", testCommand]
      : [
          "node",
          `--import=${harness(CAPTURE_FILE)}`,
          ...(script?.flags ?? []),
          "--test",
          `--test-reporter=${harness(REPORTER_FILE)}`,
          `--test-reporter-destination=${posix.join(paths.reports, REPORT)}`,
          "--test-reporter=spec",
          "--test-reporter-destination=stdout",
          // The spec reporter on stdout prints node's own coverage table beside the lcov file.
          ...(coverage
            ? [
                "--experimental-test-coverage",
                "--test-reporter=lcov",
                `--test-reporter-destination=${posix.join(paths.reports, LCOV)}`,
              ]
            : []),
          ...patterns.map((p) => `--test-name-pattern=${p}`),
          ...(files.length > 0 || shard.length > 0 ? [...files, ...shard] : (script?.positionals ?? [])),
        ];
    return {
      argv,
      env: { [NODE_TEST_OUTPUT_ENV]: posix.join(paths.reports, OUTPUT) },
      reports: [
        { name: "events", file: REPORT },
        { name: "output", file: OUTPUT },
        ...(coverage ? [{ name: "coverage", file: LCOV }] : []),
      ],
      coverage: coverage ? { report: "coverage", format: "lcov" as const } : null,
      harness: [
        { name: REPORTER_FILE, content: NODE_TEST_REPORTER },
        { name: CAPTURE_FILE, content: NODE_TEST_CAPTURE },
      ],
      requires: testCommand ? null : { program: "node", hint: "install Node.js 20 or newer (node --test is built in)" },
    };
  },

  install: ({ facts }) => npmInstall(facts),

  parse(input: ParseInput): ParsedRun {
    const report = input.reports["events"];
    const events = report?.ok ? readNodeTestEvents(report.text) : null;
    // Without the reporter's first line, node never got as far as running it.
    if (!events?.run) return { tests: [], errors: missingReportErrors(input), reportFound: false };

    const ctx: Context = { projectRoot: input.projectPath.replace(/\/+$/, ""), readSource: input.readSource };
    const outputs = new OutputIndex(outputRecords(input.reports["output"]));
    const tests: TestResult[] = [];
    const errors: RunError[] = [];
    const filesWithTests = new Set<string>();

    for (const rec of preOrder(events.tests)) {
      if (rec.skip === NOT_SELECTED) continue;
      if (!rec.fileLevel) {
        if (rec.file) filesWithTests.add(rec.file);
        if (rec.type === "suite") {
          const err = suiteError(ctx, rec);
          if (err) errors.push(err);
        } else {
          tests.push(toTest(ctx, rec, outputs.take(rec)));
        }
        continue;
      }
      // node's stand-in for a whole file: reported alone when the file gave no tests.
      const file = relative(ctx, rec.file);
      const hadTests = rec.file !== null && filesWithTests.has(rec.file);
      const out = rec.output;
      if (rec.status === "pass") {
        if (hadTests || events.run.nameFilter) continue;
        tests.push({
          id: makeTestId(file, [], file ?? rec.name),
          name: file ?? rec.name,
          suite: [],
          status: "passed",
          duration_ms: durationOf(rec.durationMs),
          file,
          line: rec.line,
          message: null,
          stack: null,
          stdout: tidy(out?.stdout),
          stderr: tidy(out?.stderr),
        });
        continue;
      }
      const why = whyFileFailed(rec);
      const line = fileFailureLine(ctx, rec, why);
      if (!hadTests) {
        errors.push({
          kind: "collection",
          message: `${file ?? rec.name} failed while loading, before any test ran: ${why ?? `its process ${processEnd(rec.error)}`}`,
          file,
          line,
          details: fileDetails(rec),
        });
        continue;
      }
      tests.push({
        id: makeTestId(file, [], file ?? rec.name),
        name: file ?? rec.name,
        suite: [],
        status: "error",
        duration_ms: durationOf(rec.durationMs),
        file,
        line: line ?? rec.line,
        message: tidy(`the test file's process ${processEnd(rec.error)} after its tests ran${why ? `: ${why}` : ""}`),
        stack: null,
        stdout: tidy(out?.stdout),
        stderr: fileDetails(rec),
      });
    }

    if (input.timedOut || input.exitCode === null) {
      const message = unfinishedMessage(input, "node");
      for (const s of unfinished(events.starts, events.tests)) {
        tests.push(
          unfinishedTest({ file: relative(ctx, s.file), suite: s.suite, name: s.name, line: s.line }, message),
        );
      }
    }

    if (tests.length === 0 && errors.length === 0 && (events.summary?.["tests"] === 0 || input.exitCode === 0)) {
      errors.push({
        kind: "no-tests",
        message: events.run.nameFilter
          ? "node --test ran, but no test matched the filter"
          : "node --test found no test files; it runs **/*.test.{js,mjs,cjs}, *-test.*, *_test.*, test-*.*, test.* and files under test/ folders. Rename the files, name them in the package.json test script, or pass --test-command",
      });
    }
    return { tests: tests.map((t, order) => ({ ...t, order })), errors, reportFound: true };
  },
};
