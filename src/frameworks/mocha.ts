// mocha: an injected harness (src/harness/mocha-reporter.ts) that is both a
// `--require` and the `--reporter`, because mocha's built-in json reporter has
// no suite path, no test location, no per-test output, and is written only at
// the very end (a timeout leaves nothing).
//
// Captured per test: status (pending tests, it.skip, this.skip() and tests
// without a body are skipped), title and describe path, duration, message (with
// the expected/actual of assertion libraries whose message has no diff) and
// stack, stdout/stderr written while the test ran, and a 1-based line: for a
// failure the first stack frame in the test file, else where `it` was called
// (a timeout has no frame in the test, so it gets the definition line).
// A failing hook is one entry with status "error", named as mocha names it
// ('"before all" hook for "test"'), in its describe path: mocha counts it as a
// failure and runs none of the tests it guards, which then appear nowhere (as
// in mocha's own reporters). Tests fail as "failed", whatever they threw.
// Order: the order mocha ran them, which is definition order within a file.
// A spec file that does not load stops mocha before any test runs; that is a
// "collection" error with the file and line mocha's message names (only the
// first such file: mocha stops there).
// A project's `parallel: true` is overridden with --no-parallel: in parallel mode
// the reporter sees copies of the tests without describe path, location or
// output. Not captured: test source, retries (the final attempt counts), output
// of hooks and of code running after its test ended.
// Coverage: mocha has none of its own, so c8 or nyc runs the mocha command
// (mocha-coverage.ts); the harness, results and exit code are the same under it.

import { dependsOn, testScriptArgs, testScriptRuns, type ScriptRules } from "./test-script.js";
import type { RunError, TestResult } from "../core/model.js";
import { MOCHA_HARNESS } from "../harness/mocha-reporter.js";
import { errorSummary, fileRef, lineInFile, nameFilter, pruneStack, type FileRef } from "../reports/jest-json.js";
import { firstLine, tidy } from "../core/text.js";
import { makeTestId, occurrences, repeated } from "../core/ids.js";
import { nodeFrameworkHint, npmInstall } from "./install.js";
import { unfinishedMessage, unfinishedTest } from "../core/unfinished.js";
import { withCoverage } from "./mocha-coverage.js";
import type {
  FrameworkAdapter,
  Invocation,
  ParseInput,
  ParsedRun,
  PlanContext,
  ProjectFacts,
} from "../core/adapter-types.js";
import { testCommandCoverage } from "./coverage-plan.js";
import { parseRecord } from "../reports/json-lines.js";
import { configChoosingFiles } from "./selection.js";

const REPORT = "testcage-mocha.jsonl";
const HARNESS_FILE = "testcage-mocha-harness.cjs";
const CONFIG_FILE = /^\.mocharc\.(js|cjs|mjs|yaml|yml|json|jsonc)$/;
const MAX_RECORDS = 200_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
const str = (value: unknown): string => (typeof value === "string" ? value : "");
const strs = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

export interface MochaError {
  name: string;
  code: string;
  message: string;
  stack: string;
  actual: string | null;
  expected: string | null;
}

export interface MochaRecord {
  type: "test" | "hook";
  seq: number;
  file: string;
  suite: string[];
  title: string;
  status: "passed" | "failed" | "skipped";
  durationMs: number | null;
  timedOut: boolean;
  where: { file: string; line: number } | null;
  error: MochaError | null;
  stdout: string;
  stderr: string;
}

export interface MochaReport {
  records: MochaRecord[];
  /** Tests as they started (status unknown until a record with the same seq arrives). */
  begun: Pick<MochaRecord, "seq" | "file" | "suite" | "title" | "where">[];
  /** The run reached mocha's "end" event. */
  ended: boolean;
  started: boolean;
}

function errorOf(value: unknown): MochaError | null {
  if (!isRecord(value)) return null;
  const opt = (v: unknown): string | null => (typeof v === "string" ? v : null);
  return {
    name: str(value["name"]),
    code: str(value["code"]),
    message: str(value["message"]),
    stack: str(value["stack"]),
    actual: opt(value["actual"]),
    expected: opt(value["expected"]),
  };
}

function whereOf(value: unknown): { file: string; line: number } | null {
  if (!isRecord(value)) return null;
  const line = num(value["line"]);
  const file = str(value["file"]);
  return line !== null && line >= 1 && file !== "" ? { file, line: Math.floor(line) } : null;
}

/** Reads the harness's JSON lines; lines of an unknown shape are dropped, never trusted. */
export function readMochaReport(text: string): MochaReport {
  const report: MochaReport = { records: [], begun: [], ended: false, started: false };
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const doc = parseRecord(line); // null for a line cut by a kill mid-write
    if (!doc) continue;
    if (doc["type"] === "start" && doc["format"] === "testcage-mocha/1") report.started = true;
    if (doc["type"] === "end") report.ended = true;
    if (doc["type"] === "begin") {
      const seq = num(doc["seq"]);
      if (seq !== null && report.begun.length < MAX_RECORDS)
        report.begun.push({
          seq,
          file: str(doc["file"]),
          suite: strs(doc["suite"]),
          title: str(doc["title"]),
          where: whereOf(doc["where"]),
        });
      continue;
    }
    if (doc["type"] !== "test" && doc["type"] !== "hook") continue;
    const status = doc["status"];
    const seq = num(doc["seq"]);
    if ((status !== "passed" && status !== "failed" && status !== "skipped") || seq === null) continue;
    if (report.records.length >= MAX_RECORDS) break;
    report.records.push({
      type: doc["type"],
      seq,
      file: str(doc["file"]),
      suite: strs(doc["suite"]),
      title: str(doc["title"]),
      status,
      durationMs: num(doc["duration"]),
      timedOut: doc["timedOut"] === true,
      where: whereOf(doc["where"]),
      error: errorOf(doc["error"]),
      stdout: str(doc["stdout"]),
      stderr: str(doc["stderr"]),
    });
  }
  return report;
}

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

function mochaEvidence(facts: ProjectFacts): { score: number; reason: string } | null {
  const config = facts.files.find((f) => CONFIG_FILE.test(f));
  if (config) return { score: 100, reason: `${config} present` };
  if (facts.packageJson?.["mocha"] !== undefined) return { score: 100, reason: '"mocha" key in package.json' };
  if (testScriptRuns(facts, "mocha")) return { score: 60, reason: "the test script in package.json runs mocha" };
  if (dependsOn(facts, "mocha")) return { score: 50, reason: "mocha is a dependency in package.json" };
  return null;
}

/** What of `npm test`'s mocha flags testcage sets itself (its reporter; no watching, no parallel workers). */
const MOCHA_SCRIPT: ScriptRules = {
  own: [
    "--reporter",
    "-R",
    "--reporter-option",
    "--reporter-options",
    "-O",
    "--watch",
    "-w",
    "--parallel",
    "-p",
    "--color",
    "-c",
    "--colors",
  ],
  ownWithValue: ["--reporter", "-R", "--reporter-option", "--reporter-options", "-O"],
  pattern: ["--grep", "-g", "--fgrep", "-f", "--invert", "-i"],
};

/** Options that choose which files mocha loads, in a config file, package.json's "mocha" key or the test script. */
const MOCHA_SELECTION_KEYS = /\b(spec|recursive|extension|ignore|exclude|file|require-root-hooks|config|package)\b/;

/**
 * The test files mocha loads with its defaults (`./test/*.{js,cjs,mjs}`), for --shard.
 * Anything that changes the list (a spec, --recursive, --extension, --ignore, --file, a
 * config file testcage cannot read) is refused with the reason. Root hooks a test file
 * defines outside any describe apply only to the files of its own shard, as a conftest
 * does not for pytest: docs/scale.md says so.
 */
export function mochaTestFiles(facts: ProjectFacts): string[] | string {
  const inPackage = facts.packageJson?.["mocha"];
  if (inPackage !== undefined && MOCHA_SELECTION_KEYS.test(JSON.stringify(inPackage) ?? "")) {
    return 'package.json\'s "mocha" configuration chooses the test files';
  }
  const chosen = configChoosingFiles(
    facts,
    CONFIG_FILE,
    MOCHA_SELECTION_KEYS,
    (f, key) => `${f} mentions ${key}, which chooses the test files`,
  );
  if (chosen) return chosen;
  const script = testScriptArgs(facts, "mocha", MOCHA_SCRIPT, false);
  if (script?.positionals.length) return "the project's test script names the files mocha runs";
  const flag = script?.flags.find((f) => /^--?(spec|recursive|extension|ignore|exclude|file|config|package)\b/.test(f));
  if (flag) return `the project's test script passes ${flag.split("=")[0]}, which chooses the test files`;
  return facts.files.filter((f) => /^test\/[^/]+\.(?:js|cjs|mjs)$/.test(f));
}

export const mocha: FrameworkAdapter = {
  id: "mocha",
  name: "Mocha",
  language: "javascript",

  detect(facts) {
    const evidence = mochaEvidence(facts);
    if (!evidence) return null;
    // mocha often stays in devDependencies next to the runner npm test really uses.
    const other = ["jest", "vitest"].find((t) => testScriptRuns(facts, t));
    if (other && !testScriptRuns(facts, "mocha")) {
      return { score: Math.min(evidence.score, 40), reason: `${evidence.reason}, but the test script runs ${other}` };
    }
    return evidence;
  },

  testFiles: mochaTestFiles,

  plan({ paths, facts, filter, shardFiles, testCommand, coverage }: PlanContext): Invocation {
    // The project's own mocha, never npx: the test phase has no network.
    const bin = `${paths.project}/node_modules/.bin/mocha`;
    const harness = `${paths.harness}/${HARNESS_FILE}`;
    const { files: filterFiles, pattern } = nameFilter(filter);
    const files = [...filterFiles, ...(shardFiles ?? [])];
    const selecting = filter.length > 0 || shardFiles !== undefined;
    const script = testScriptArgs(facts, "mocha", MOCHA_SCRIPT, selecting);
    const mochaArgv = [
      bin,
      // The project's own flags (--require, --ui, --recursive, a spec folder…); testcage's after them.
      ...(script?.flags ?? []),
      ...(selecting ? [] : (script?.positionals ?? [])),
      "--require",
      harness,
      "--reporter",
      harness,
      "--no-color",
      // Absolute paths in stacks: mocha otherwise strips the working directory, and keeps only its own frames out.
      "--full-trace",
      // Parallel workers hand the reporter copies without suite parents, locations or output.
      "--no-parallel",
      ...(pattern === null ? [] : ["--grep", pattern]),
      ...files.map((f) => `${paths.project}/${f}`),
    ];
    // mocha measures no coverage itself: c8 or nyc runs it (mocha-coverage.ts).
    const measured = coverage === true && !testCommand ? withCoverage(mochaArgv, paths, facts) : null;
    return {
      argv: testCommand ? ["sh", "-c", testCommand] : (measured?.argv ?? mochaArgv),
      env: { TESTCAGE_MOCHA_REPORT: `${paths.reports}/${REPORT}`, ...measured?.env },
      reports: [{ name: "harness", file: REPORT }, ...(measured?.reports ?? [])],
      coverage: measured?.coverage ?? (coverage ? testCommandCoverage("mocha") : null),
      harness: [{ name: HARNESS_FILE, content: MOCHA_HARNESS }],
      requires: testCommand ? null : { program: bin, hint: nodeFrameworkHint(facts, "mocha") },
    };
  },

  install: ({ facts }) => npmInstall(facts),

  parse(input: ParseInput): ParsedRun {
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
  },

  liveStatus(line) {
    // The spec reporter: "  ✔ title (5ms)", "  1) title", "  - title".
    if (/^\s+[✔✓] \S/.test(line)) return "passed";
    // Failures print as "    1) title" in the run; the summary repeats them at two spaces, which is not counted.
    if (/^ {4,}\d+\) \S/.test(line)) return "failed";
    if (/^\s+- \S/.test(line)) return "skipped";
    return null;
  },
};
