// node:test's reports -> tests and errors: the reporter's event stream, the capture
// preload's per-test output, and node's stand-ins for whole files. What is captured,
// and what is not, is said in index.ts.

import { posix } from "node:path";
import type { RunError, TestResult, TestStatus } from "../../core/model.js";
import {
  readNodeTestEvents,
  readNodeTestOutput,
  type NodeTestError,
  type NodeTestOutput,
  type NodeTestRecord,
  type NodeTestStart,
} from "../../reports/node-test-events.js";
import { escapeRegExp, firstLine, tidy } from "../../core/text.js";
import { makeTestId } from "../../core/ids.js";
import type { ParseInput, ParsedRun, ReportContent } from "../../core/adapter-types.js";
import { unfinishedMessage, unfinishedTest } from "../../core/unfinished.js";

/** Node 20 reports tests a name pattern left out as skipped with this reason; they were not selected. */
const NOT_SELECTED = "test name does not match pattern";

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

export function parseNodeTest(input: ParseInput): ParsedRun {
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
      tests.push(unfinishedTest({ file: relative(ctx, s.file), suite: s.suite, name: s.name, line: s.line }, message));
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
}
