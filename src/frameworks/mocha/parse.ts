// The mocha harness's records -> tests, and what mocha printed when a spec file did
// not load or it found no tests. What is captured, and what is not, is said in index.ts.

import type { RunError, TestResult } from "../../core/model.js";
import { errorSummary, fileRef, lineInFile, pruneStack, type FileRef } from "../../reports/jest-json.js";
import { firstLine, tidy } from "../../core/text.js";
import { makeTestId, occurrences, repeated } from "../../core/ids.js";
import type { ParseInput, ParsedRun } from "../../core/adapter-types.js";
import { unfinishedMessage, unfinishedTest } from "../../core/unfinished.js";
import { readMochaReport, type MochaError, type MochaRecord, type MochaReport } from "./report.js";

/** One record per runnable: a test that passed and then failed (done() called twice) counts as failed. */
function merged(records: readonly MochaRecord[]): MochaRecord[] {
  const bySeq = new Map<string, MochaRecord>();
  for (const r of records) {
    const key = `${r.type}:${r.seq}`;
    const before = bySeq.get(key);
    if (before === undefined || before.status !== "failed") bySeq.set(key, r);
    else if (r.status === "failed") bySeq.set(key, { ...before, error: before.error ?? r.error });
  }
  return [...bySeq.values()];
}

/** The message of a failure; assertion libraries whose message has no diff get expected/actual added. */
function messageOf(e: MochaError, timedOut: boolean): string | null {
  const base = tidy(e.message) ?? tidy(firstLine(e.stack));
  if (base === null) return timedOut ? "timed out" : null;
  if (e.expected !== null && e.actual !== null && !base.includes("\n")) {
    return tidy(`${base}\n\nexpected: ${e.expected}\nactual:   ${e.actual}`);
  }
  return base;
}

/** A failed before hook means tests did not run that appear nowhere else: say so. */
function withHookNote(message: string | null, r: MochaRecord): string | null {
  if (r.type !== "hook" || !/^"before (all|each)" hook/.test(r.title)) return message;
  return `${message ?? "the hook failed"}\n(mocha ran none of the remaining tests of this describe block)`;
}

function toTest(r: MochaRecord, ref: FileRef, order: number, id: string): TestResult {
  const failed = r.status === "failed";
  const status = r.type === "hook" ? "error" : r.status;
  const defLine = r.where && r.where.file === r.file ? r.where.line : null;
  const errLine = failed && r.error ? lineInFile(r.error.stack, ref) : null;
  return {
    id,
    name: r.title,
    suite: r.suite,
    status,
    duration_ms: r.durationMs === null ? null : Math.round(r.durationMs),
    file: ref.rel === "" ? null : ref.rel,
    line: errLine ?? defLine,
    message: failed && r.error ? withHookNote(messageOf(r.error, r.timedOut), r) : null,
    stack: failed && r.error ? tidy(pruneStack(r.error.stack)) : null,
    stdout: tidy(r.stdout),
    stderr: tidy(r.stderr),
    order,
  };
}

/**
 * Source order: files in the order mocha ran them, entries within a file by the
 * line `it` was called on (mocha runs a block's own tests before its nested
 * blocks); a hook, which has no definition line, sorts by where it failed.
 */
function sourceOrder(records: readonly MochaRecord[]): MochaRecord[] {
  const fileRank = new Map<string, number>();
  for (const r of records) if (!fileRank.has(r.file)) fileRank.set(r.file, fileRank.size);
  const key = (r: MochaRecord): number =>
    r.where && r.where.file === r.file
      ? r.where.line
      : ((r.error ? lineInFile(r.error.stack, fileRef(r.file, "")) : null) ?? Number.MAX_SAFE_INTEGER);
  return records
    .map((r, i) => ({ r, i, file: fileRank.get(r.file) ?? 0, line: key(r) }))
    .sort((a, b) => a.file - b.file || a.line - b.line || a.i - b.i)
    .map((x) => x.r);
}

/** Tests that began and never reported an outcome: the run was stopped inside them. */
function unfinishedOfMocha(report: MochaReport, input: ParseInput): TestResult[] {
  const done = new Set(report.records.filter((r) => r.type === "test").map((r) => r.seq));
  const message = unfinishedMessage(input, "mocha");
  return report.begun
    .filter((b) => !done.has(b.seq))
    .map((b) => {
      const ref = fileRef(b.file, input.projectPath);
      const where = b.where ? fileRef(b.where.file, input.projectPath) : null;
      const line = where && where.rel === ref.rel ? b.where!.line : null;
      return unfinishedTest({ file: ref.rel, suite: b.suite, name: b.title, line }, message);
    });
}

export function testsOfMocha(report: MochaReport, projectPath: string): TestResult[] {
  const tests: TestResult[] = [];
  const occurrence = occurrences();
  for (const r of sourceOrder(merged(report.records))) {
    const ref = fileRef(r.file, projectPath);
    const n = occurrence(makeTestId(ref.rel, r.suite, r.title));
    const id = makeTestId(ref.rel, r.suite, repeated(r.title, n));
    tests.push(toTest(r, ref, tests.length, id));
  }
  return tests;
}

/** Paths under the project in a load error, most specific first: syntax header, require stack, stack frames. */
function loadErrorLocation(text: string, projectPath: string): { ref: FileRef; line: number | null } | null {
  const root = projectPath.replace(/\/+$/, "");
  const inProject = (p: string): boolean =>
    p.startsWith(`${root}/`) && !p.slice(root.length).includes("/node_modules/");
  const clean = (p: string): string => (p.startsWith("file://") ? safeDecode(p.slice("file://".length)) : p);
  const head = text.slice(0, 64 * 1024);
  // "/abs/file.js:3" alone on the first line: Node's header of a SyntaxError.
  const header = /^(?:\s*Exception during run: )?((?:file:\/\/)?\/[^\s:]+):(\d+)\s*$/m.exec(head);
  if (header && inProject(clean(header[1]!))) return { ref: fileRef(clean(header[1]!), root), line: Number(header[2]) };
  const required = /Require stack:\n- (\S+)/.exec(head);
  if (required && inProject(required[1]!)) {
    const ref = fileRef(required[1]!, root);
    return { ref, line: lineInFile(head, ref) };
  }
  // ESM: "Cannot find module '/x/missing.js' imported from /x/test/a.spec.js" (no line: it fails while linking).
  const importer = / imported from ((?:file:\/\/)?\/\S+)/.exec(head);
  if (importer && inProject(clean(importer[1]!))) return { ref: fileRef(clean(importer[1]!), root), line: null };
  for (const m of head.matchAll(/^\s*at (?:.*\()?((?:file:\/\/)?\/[^\s():]+):(\d+):\d+\)?\s*$/gm)) {
    const path = clean(m[1]!);
    if (inProject(path)) return { ref: fileRef(path, root), line: Number(m[2]) };
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** mocha's "Exception during run: ..." (a spec file failed to load, so nothing ran) as a collection error. */
export function loadError(stderr: string, projectPath: string): RunError | null {
  const at = stderr.indexOf("Exception during run:");
  if (at === -1) return null;
  const text = stderr.slice(at + "Exception during run:".length).trim();
  const where = loadErrorLocation(text, projectPath);
  const summary = errorSummary(text) || "see the log";
  return {
    kind: "collection",
    message: where
      ? `${where.ref.rel} could not be loaded, so mocha ran no test: ${summary}`
      : `mocha failed before running any test: ${summary}`,
    file: where ? where.ref.rel : null,
    line: where ? where.line : null,
    details: tidy(pruneStack(text)),
  };
}

const NO_TESTS =
  "mocha found no tests; check `spec` in .mocharc and the test file names (mocha looks in ./test by default)";

function saysNoTests(input: ParseInput): boolean {
  return /No test files found/.test(input.stderr) || /No test files found/.test(input.stdout);
}

export function parseMocha(input: ParseInput): ParsedRun {
  const report = input.reports["harness"];
  const failedLoad = loadError(input.stderr, input.projectPath);
  if (!report || !report.ok) {
    const errors: RunError[] = [];
    if (failedLoad) errors.push(failedLoad);
    else if (saysNoTests(input)) errors.push({ kind: "no-tests", message: NO_TESTS });
    return { tests: [], errors, reportFound: errors.length > 0 };
  }
  const read = readMochaReport(report.text);
  if (!read.started) {
    return {
      tests: [],
      errors: [{ kind: "report-invalid", message: "the mocha harness report has no start line; it is not trusted" }],
      reportFound: false,
    };
  }
  const tests = testsOfMocha(read, input.projectPath);
  if (input.timedOut || input.exitCode === null) for (const t of unfinishedOfMocha(read, input)) tests.push(t);
  const errors: RunError[] = failedLoad ? [failedLoad] : [];
  if (tests.length === 0 && errors.length === 0 && read.ended) errors.push({ kind: "no-tests", message: NO_TESTS });
  return { tests, errors, reportFound: true };
}
