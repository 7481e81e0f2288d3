// vitest: the built-in json reporter (jest's format) with --includeTaskLocation,
// the verbose reporter for the log and live counts, and a small harness
// reporter for what the json leaves out.
//
// Captured per test: status (skipped and todo count as skipped), title and
// describe path, duration, message and stack of a failure, and a 1-based line:
// for a failure the first stack frame in the test file, else where the test is
// defined (rows of test.each share the line of the table call). Per-test
// stdout/stderr come from the harness (console output vitest tags with the
// test); output of hooks and describe bodies is not attributed to a test.
// Order: files by path, tests in definition order within a file.
// Errors of a file or describe block (import failures, syntax errors, a throwing
// beforeAll/afterAll) are "collection" errors with file and line. vitest's json
// marks the tests under a failed beforeAll "skipped" and keeps only the file's
// message, so the harness supplies the describe-level errors and their stacks;
// without it (a custom --test-command) only the json's file message is known.
// Not captured: test source, retries, unhandled errors outside any file (they
// make vitest exit non-zero, which the engine reports as an exit-code mismatch).

import { testScriptArgs, type ScriptRules } from "./test-script.js";
import type { RunError, TestResult } from "../model.js";
import { basename } from "node:path";
import {
  byRelativePath,
  definitionLine,
  errorSummary,
  fileRef,
  lineInFile,
  nameFilter,
  positionInText,
  pruneStack,
  readJestJson,
  statusOf,
  testsOf,
  type TestExtras,
  type JestFile,
  type TestKey,
} from "../reports/jest-json.js";
import { filesOfStream, readJestStream, unfinishedOfStream } from "../reports/jest-stream.js";
import { tidy } from "../text.js";
import { dependsOn, testScriptRuns } from "./jest.js";
import { nodeFrameworkHint, npmInstall } from "./install.js";
import type { FrameworkAdapter, ParseInput, ParsedRun, PlanContext, ProjectFacts } from "./types.js";

const REPORT = "vitest.json";

/** What of `npm test`'s vitest flags testcage sets itself. */
const VITEST_SCRIPT: ScriptRules = {
  subcommands: ["run", "watch", "dev", "related"],
  own: [
    "--reporter",
    "--outputFile",
    "--watch",
    "-w",
    "--run",
    "--ui",
    "--open",
    "--coverage",
    "--includeTaskLocation",
  ],
  ownWithValue: ["--reporter", "--outputFile"],
  pattern: ["--testNamePattern", "-t"],
};
const HARNESS_REPORT = "testcage-vitest.json";
const STREAM = "testcage-vitest-stream.jsonl";
const STREAM_FORMAT = "testcage-vitest-stream/1";
const HARNESS_FILE = "testcage-vitest-reporter.mjs";
const LAUNCHER_FILE = "testcage-vitest-launch.sh";

/**
 * Starts the project's vitest (its bin is the first argument) with the given
 * flags, less those its version does not know: vitest rejects an unknown flag
 * before running anything, and --includeTaskLocation came in vitest 1.4 (older
 * versions run without test locations; a failure's line still comes from its
 * stack). The version is read from the installed package, next to the bin.
 */
export const VITEST_LAUNCHER = [
  "# testcage: runs the project's vitest without the flags its version does not know; written by testcage.",
  'pkg="${1%/.bin/vitest}/vitest/package.json"',
  'v=$(sed -n \'s/^ *"version": *"\\([0-9][0-9]*\\.[0-9][0-9]*\\)\\..*/\\1/p\' "$pkg" 2>/dev/null | head -n 1)',
  'case "$v" in 0.*|1.[0-3]) drop=--includeTaskLocation ;; *) drop= ;; esac',
  'for a; do shift; [ -n "$drop" ] && [ "$a" = "$drop" ] && continue; set -- "$@" "$a"; done',
  'exec "$@"',
  "",
].join("\n");
const CONFIG_FILE = /^vitest\.(config|workspace)\.(js|ts|mjs|cjs|mts|cts|json)$/;

/**
 * A reporter vitest loads next to its own: it keeps console output per test
 * (vitest tags each log with the test's id), the diff of failed assertions (the
 * json has only the error's stack) and the errors of files and describe blocks,
 * and writes them as JSON when the run ends. Plain JavaScript importing only
 * node:fs. It answers both onFinished (vitest 1-2) and onTestRunEnd (3 and
 * later, which call both; the first one writes); runs were checked with 3 and 4.
 *
 * vitest writes its json only when the run ends, so a run stopped at the
 * timeout would have no tests: the reporter also appends a JSON line per test
 * as it starts (onTestCaseReady) and ends (onTestCaseResult), and per file the
 * tests it will run and its end, to $TESTCAGE_VITEST_STREAM, in the shape
 * src/reports/jest-stream.ts reads. Those
 * hooks are vitest 3's; older vitest never calls them, so its stopped runs have
 * no stream and end as a timeout error without tests. The stream's texts are
 * capped and it stops growing at STREAM_MAX_BYTES (under the engine's report
 * cap); writing never throws, so a full disk does not change the run.
 */
export const HARNESS_REPORTER = `// testcage: per-test output, assertion diffs and suite errors for vitest; written by testcage.
import { appendFileSync, writeFileSync } from "node:fs";

const MAX_OUTPUT = 256 * 1024;
const MAX_TEXT = 64 * 1024;
const STREAM_MAX_BYTES = 16 * 1024 * 1024;
const text = (value) => (typeof value === "string" ? value : "");
const capped = (value) => text(value).slice(0, MAX_TEXT);
const errorsOf = (task) =>
  (Array.isArray(task.result?.errors) ? task.result.errors : []).map((e) => ({ message: text(e?.message), stack: text(e?.stack) }));

// The file, describe path, title and definition line of a vitest 3 TestCase.
function caseOf(testCase) {
  const suite = [];
  for (let p = testCase?.parent; p && p.type === "suite"; p = p.parent) suite.unshift(capped(p.name));
  const line = testCase?.location?.line;
  return {
    file: capped(testCase?.module?.moduleId),
    ancestorTitles: suite,
    title: capped(testCase?.name),
    location: typeof line === "number" ? { line, column: testCase.location.column ?? null } : null,
  };
}

export default class TestcageReporter {
  constructor() {
    this.output = new Map();
    this.written = false;
    this.streamBytes = 0;
    this.stream({ type: "start", format: "testcage-vitest-stream/1" });
  }

  stream(record) {
    const out = process.env.TESTCAGE_VITEST_STREAM;
    if (!out) return;
    try {
      const line = JSON.stringify(record) + "\\n";
      const size = Buffer.byteLength(line);
      if (this.streamBytes + size > STREAM_MAX_BYTES) return;
      this.streamBytes += size;
      appendFileSync(out, line);
    } catch {
      // a full disk or an odd value must not crash the run
    }
  }

  // The tests that will run, in order: vitest may never deliver the start of the
  // last one (see unfinishedOfStream), and then these say which it was.
  onTestModuleCollected(testModule) {
    const tests = [];
    try {
      for (const t of testModule.children.allTests()) {
        if (tests.length >= 10000) break;
        const mode = t.options?.mode;
        if (mode !== "skip" && mode !== "todo") tests.push(caseOf(t));
      }
    } catch {
      return;
    }
    this.stream({ type: "collected", file: capped(testModule?.moduleId), tests });
  }

  onTestModuleEnd(testModule) {
    this.stream({ type: "file-end", file: capped(testModule?.moduleId) });
  }

  onTestCaseReady(testCase) {
    this.stream({ type: "case-start", ...caseOf(testCase) });
  }

  // The fields of an assertionResults entry of vitest's json.
  onTestCaseResult(testCase) {
    let result, diagnostic;
    try {
      result = testCase.result();
      diagnostic = testCase.diagnostic();
    } catch {
      return;
    }
    const state = text(result?.state);
    const status = state === "skipped" && testCase.options?.mode === "todo" ? "todo" : state;
    const errors = Array.isArray(result?.errors) ? result.errors : [];
    this.stream({
      type: "case-end",
      ...caseOf(testCase),
      status,
      duration: typeof diagnostic?.duration === "number" ? diagnostic.duration : null,
      failureMessages: errors.slice(0, 20).map((e) => capped(e?.stack || e?.message)),
    });
  }

  onUserConsoleLog(log) {
    if (!log || typeof log.taskId !== "string") return;
    const entry = this.output.get(log.taskId) ?? { stdout: "", stderr: "" };
    const stream = log.type === "stderr" ? "stderr" : "stdout";
    if (entry[stream].length < MAX_OUTPUT) entry[stream] += text(log.content).slice(0, MAX_OUTPUT);
    this.output.set(log.taskId, entry);
  }

  onTestRunEnd(modules) {
    this.write((modules ?? []).map((m) => m?.task).filter(Boolean));
  }

  onFinished(files) {
    this.write(files ?? []);
  }

  write(files) {
    if (this.written) return;
    this.written = true;
    const tests = [];
    const errors = [];
    const seen = new Map();
    const walk = (task, file, suite) => {
      for (const t of task.tasks ?? []) {
        if (t.type === "suite") {
          const path = [...suite, text(t.name)];
          for (const e of errorsOf(t)) errors.push({ file, suite: path, ...e });
          walk(t, file, path);
        } else {
          const key = JSON.stringify([file, suite, text(t.name)]);
          const occurrence = (seen.get(key) ?? 0) + 1;
          seen.set(key, occurrence);
          const out = this.output.get(t.id) ?? { stdout: "", stderr: "" };
          const diffs = (Array.isArray(t.result?.errors) ? t.result.errors : []).map((e) => text(e?.diff)).filter(Boolean);
          if (out.stdout || out.stderr || diffs.length) tests.push({ file, suite, name: text(t.name), occurrence, ...out, diffs });
        }
      }
    };
    for (const file of files) {
      const path = text(file.filepath);
      for (const e of errorsOf(file)) errors.push({ file: path, suite: [], ...e });
      walk(file, path, []);
    }
    const out = process.env.TESTCAGE_VITEST_REPORT;
    if (out) writeFileSync(out, JSON.stringify({ format: "testcage-vitest/1", tests, errors }));
  }
}
`;

interface HarnessError {
  file: string;
  suite: string[];
  message: string;
  stack: string;
}

interface Harness {
  extras: Map<string, TestExtras>;
  errors: HarnessError[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const strs = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

function testKey(file: string, suite: readonly string[], name: string, occurrence: number): string {
  return JSON.stringify([file, suite, name, occurrence]);
}

/** The harness file is as hostile as any report: unknown shapes give nothing, never a crash. */
function readHarness(input: ParseInput): Harness | null {
  const report = input.reports["harness"];
  if (!report || !report.ok) return null;
  let doc: unknown;
  try {
    doc = JSON.parse(report.text);
  } catch {
    return null;
  }
  if (!isRecord(doc) || doc["format"] !== "testcage-vitest/1") return null;
  const extras = new Map<string, TestExtras>();
  for (const t of Array.isArray(doc["tests"]) ? doc["tests"] : []) {
    if (!isRecord(t) || typeof t["occurrence"] !== "number") continue;
    extras.set(testKey(str(t["file"]), strs(t["suite"]), str(t["name"]), t["occurrence"]), {
      stdout: tidy(str(t["stdout"])),
      stderr: tidy(str(t["stderr"])),
      diff: tidy(strs(t["diffs"]).join("\n\n")),
    });
  }
  const errors: HarnessError[] = [];
  for (const e of Array.isArray(doc["errors"]) ? doc["errors"] : []) {
    if (!isRecord(e)) continue;
    errors.push({ file: str(e["file"]), suite: strs(e["suite"]), message: str(e["message"]), stack: str(e["stack"]) });
  }
  return { extras, errors };
}

/**
 * vitest's typecheck runner (`--typecheck`, *.test-d.ts) reports its tests under
 * a root suite named after the file and with no location. The id loses that
 * suite (the file is already the id's first part) and the line comes from where
 * the test is defined in the source, as for the other tests.
 */
export function typecheckTest(t: TestResult, readSource: (rel: string) => string | undefined): TestResult {
  let out = t;
  if (t.file && t.suite[0] === basename(t.file)) {
    const suite = t.suite.slice(1);
    out = { ...out, suite, id: t.id.replace(`${t.file}::${t.suite[0]}::`, `${t.file}::`) };
  }
  if (out.line === null && out.file) {
    const source = readSource(out.file);
    const line = source === undefined ? null : definitionLine(source, out.name);
    if (line !== null) out = { ...out, line };
  }
  return out;
}

function vitestEvidence(facts: ProjectFacts): { score: number; reason: string } | null {
  const config = facts.files.find((f) => CONFIG_FILE.test(f));
  if (config) return { score: 100, reason: `${config} present` };
  if (testScriptRuns(facts, "vitest")) return { score: 60, reason: "the test script in package.json runs vitest" };
  if (dependsOn(facts, "vitest")) return { score: 50, reason: "vitest is a dependency in package.json" };
  return null;
}

const NO_TESTS =
  "vitest found no tests; check include / exclude in the vitest config and the test file names (*.test.ts, *.spec.ts)";

function saysNoTests(input: ParseInput): boolean {
  return /No test files found/.test(input.stdout) || /No test files found/.test(input.stderr);
}

function hasTests(file: JestFile | undefined): boolean {
  return file !== undefined && file.assertions.length > 0;
}

/** Errors of files and describe blocks, from the harness when it ran, else from the json. */
function suiteErrors(files: readonly JestFile[], harness: Harness | null, projectPath: string): RunError[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  if (harness) {
    const entries = byRelativePath(harness.errors.map((e) => ({ e, ref: fileRef(e.file, projectPath) })));
    return entries.map(({ e, ref }) => {
      const text = e.stack.includes(e.message) ? e.stack : `${e.message}\n${e.stack}`;
      const where =
        e.suite.length > 0
          ? `${ref.rel}: describe "${e.suite.join(" > ")}" failed`
          : `${ref.rel} ${hasTests(byName.get(e.file)) ? "failed outside its tests" : "could not be run"}`;
      return {
        kind: "collection" as const,
        message: `${where}: ${errorSummary(e.message) || errorSummary(e.stack) || "see the log"}`,
        file: ref.rel,
        line: lineInFile(e.stack, ref) ?? positionInText(text, ref),
        details: tidy(pruneStack(text)),
      };
    });
  }
  const errors: RunError[] = [];
  for (const { f, ref } of byRelativePath(files.map((f) => ({ f, ref: fileRef(f.name, projectPath) })))) {
    const testFailed = f.assertions.some((a) => ["failed", "error"].includes(statusOf(a.status, a.failureMessages)));
    if (f.message === "" && (f.status !== "failed" || testFailed)) continue;
    errors.push({
      kind: "collection",
      message: `${ref.rel} ${hasTests(f) ? "failed outside its tests" : "could not be run"}: ${errorSummary(f.message) || "a hook or describe block failed; see the log"}`,
      file: ref.rel,
      line: positionInText(f.message, ref),
      details: tidy(pruneStack(f.message)),
    });
  }
  return errors;
}

/**
 * A run stopped before vitest wrote its json (the timeout, a kill): the tests
 * the harness streamed as they ended, and the ones that started and never
 * ended. Only ever for a stopped run, which is an error whatever the stream
 * says, so a forged stream cannot pass a run.
 */
function fromStream(input: ParseInput): ParsedRun {
  const report = input.reports["stream"];
  const stream = report?.ok ? readJestStream(report.text, STREAM_FORMAT) : null;
  if (!stream?.started) return { tests: [], errors: [], reportFound: false };
  const tests = [...testsOf(filesOfStream(stream), input.projectPath), ...unfinishedOfStream(stream, input, "vitest")];
  return { tests, errors: [], reportFound: true };
}

/** vitest's default include, `**\/*.{test,spec}.?(c|m)[jt]s?(x)`. */
const VITEST_TEST_FILE = /(^|\/)[^/]*\.(?:test|spec)\.[cm]?[jt]sx?$/;
const VITEST_CONFIG_FILE = /^vite(?:st)?\.(?:config|workspace)\.\w+$/;
/** Config keys that choose the test files (or split them among projects) in ways testcage does not read. */
const VITEST_SELECTION_KEYS = /\b(include|exclude|includeSource|dir|root|projects|workspace|typecheck)\b/;

/**
 * The test files vitest finds with its defaults, for --shard. Configuration or test
 * script flags that change which files are tests are refused with the reason. The list
 * may hold more than vitest runs (vitest 3 also excludes dist/ and cypress/, vitest 4
 * does not): such a file selects nothing in its shard, while leaving one out would lose
 * its tests.
 */
export function vitestTestFiles(facts: ProjectFacts): string[] | string {
  if (facts.files.some((f) => /^vitest\.workspace\.\w+$/.test(f))) {
    return "a vitest workspace file splits the tests among projects";
  }
  for (const f of facts.files) {
    if (!VITEST_CONFIG_FILE.test(f)) continue;
    const text = facts.texts[f];
    if (text === undefined) return `${f} could not be read to see which files are tests`;
    const key = VITEST_SELECTION_KEYS.exec(text);
    if (key) return `${f} mentions ${key[1]}, which may choose the test files`;
  }
  const script = testScriptArgs(facts, "vitest", VITEST_SCRIPT, false);
  if (script?.positionals.length) return "the project's test script names the paths vitest runs";
  const flag = script?.flags.find((f) => /^(-c|-r|--(config|root|dir|project|workspace|typecheck)\b)/.test(f));
  if (flag) return `the project's test script passes ${flag.split("=")[0]}, which chooses the test files`;
  return facts.files.filter((f) => VITEST_TEST_FILE.test(f) && !f.split("/").includes("node_modules"));
}

/**
 * vitest's file filter selects every test file whose lower-cased relative path
 * contains the filter's (its filterFiles), so `a.test.ts` also runs `sub/a.test.ts`
 * and `ba.test.ts`. Such a containing file goes with the file it contains: one unit,
 * named by the contained file, which alone is passed. A file's path can only contain
 * another test path ending where a test suffix ends, which keeps this near linear.
 */
export function vitestShardUnits(files: readonly string[]): Map<string, string> {
  const lower = new Map<string, string>();
  for (const f of [...files].sort()) if (!lower.has(f.toLowerCase())) lower.set(f.toLowerCase(), f);
  const units = new Map<string, string>();
  for (const f of files) {
    const l = f.toLowerCase();
    let best: string | null = null;
    for (const m of l.matchAll(/\.(?:test|spec)\.[cm]?[jt]sx?/g)) {
      const ends = [m.index + m[0].length];
      if (m[0].endsWith("x")) ends.push(ends[0]! - 1);
      for (const end of ends) {
        for (let start = 0; start < end; start++) {
          const other = lower.get(l.slice(start, end));
          if (other !== undefined && other !== f && (best === null || other.length < best.length)) best = other;
        }
      }
    }
    if (best !== null) units.set(f, best);
  }
  // A chain (c contains b contains a) ends at the shortest, which every link contains.
  for (const [f, u] of units) {
    let root = u;
    for (let hops = 0; units.has(root) && hops < files.length; hops++) root = units.get(root)!;
    units.set(f, root);
  }
  return units;
}

export const vitest: FrameworkAdapter = {
  id: "vitest",
  name: "Vitest",
  language: "javascript",

  detect(facts) {
    const evidence = vitestEvidence(facts);
    if (!evidence) return null;
    // What npm test runs decides between vitest and a jest still around (see jest.ts).
    if (testScriptRuns(facts, "jest") && !testScriptRuns(facts, "vitest")) {
      return { score: Math.min(evidence.score, 40), reason: `${evidence.reason}, but the test script runs jest` };
    }
    return evidence;
  },

  testFiles: vitestTestFiles,
  shardUnits: vitestShardUnits,

  plan({ paths, facts, filter, shardFiles, testCommand, coverage }: PlanContext) {
    // The project's own vitest, never npx: the test phase has no network.
    const bin = `${paths.project}/node_modules/.bin/vitest`;
    // vitest measures coverage only through a provider package the project installs.
    const provider = coverage ? coverageProvider(facts) : null;
    const { files: filterFiles, pattern } = nameFilter(filter);
    const files = [...filterFiles, ...(shardFiles ?? [])];
    const selecting = filter.length > 0 || shardFiles !== undefined;
    const script = testScriptArgs(facts, "vitest", VITEST_SCRIPT, selecting);
    const argv = testCommand
      ? ["sh", "-c", testCommand]
      : [
          "sh",
          `${paths.harness}/${LAUNCHER_FILE}`,
          bin,
          "run",
          // The project's own flags (--typecheck, --config, --project…) and paths; testcage's after them.
          ...(script?.flags ?? []),
          ...(selecting ? [] : (script?.positionals ?? [])),
          "--reporter=verbose",
          "--reporter=json",
          `--outputFile.json=${paths.reports}/${REPORT}`,
          `--reporter=${paths.harness}/${HARNESS_FILE}`,
          "--includeTaskLocation",
          // Without coverage asked for, off: a missed threshold would make vitest exit 1 with every test passed.
          ...(provider
            ? [
                "--coverage.enabled=true",
                `--coverage.provider=${provider}`,
                "--coverage.reporter=json",
                "--coverage.reporter=text-summary",
                `--coverage.reportsDirectory=${paths.reports}/coverage`,
              ]
            : ["--coverage.enabled=false"]),
          ...(pattern === null ? [] : [`--testNamePattern=${pattern}`]),
          // File filters match by substring of the relative path (vitestShardUnits says which files a path also selects).
          ...files.map((f) => `${paths.project}/${f}`),
        ];
    return {
      argv,
      env: {
        TESTCAGE_VITEST_REPORT: `${paths.reports}/${HARNESS_REPORT}`,
        TESTCAGE_VITEST_STREAM: `${paths.reports}/${STREAM}`,
      },
      reports: [
        { name: "json", file: REPORT },
        { name: "harness", file: HARNESS_REPORT },
        { name: "stream", file: STREAM },
        ...(provider ? [{ name: "coverage", file: "coverage/coverage-final.json" }] : []),
      ],
      coverage: provider
        ? { report: "coverage", format: "istanbul" as const }
        : coverage
          ? { problem: "vitest measures coverage through a provider: add @vitest/coverage-v8 to devDependencies" }
          : null,
      harness: [
        { name: HARNESS_FILE, content: HARNESS_REPORTER },
        { name: LAUNCHER_FILE, content: VITEST_LAUNCHER },
      ],
      requires: testCommand ? null : { program: bin, hint: nodeFrameworkHint(facts, "vitest") },
    };
  },

  install: ({ facts }) => npmInstall(facts),

  parse(input: ParseInput): ParsedRun {
    const report = input.reports["json"];
    if (!report || !report.ok) {
      if (input.timedOut || input.exitCode === null) return fromStream(input);
      const errors: RunError[] = saysNoTests(input) ? [{ kind: "no-tests", message: NO_TESTS }] : [];
      return { tests: [], errors, reportFound: false };
    }
    const read = readJestJson(report.text);
    if (!read.ok) {
      return {
        tests: [],
        errors: [{ kind: "report-invalid", message: `the vitest report could not be read: ${read.problem}` }],
        reportFound: false,
      };
    }
    const harness = readHarness(input);
    const extras = (k: TestKey): TestExtras | undefined =>
      harness?.extras.get(testKey(k.file, k.suite, k.name, k.occurrence));
    const tests = testsOf(read.files, input.projectPath, extras).map((t) => typecheckTest(t, input.readSource));
    const errors = suiteErrors(read.files, harness, input.projectPath);
    if (tests.length === 0 && errors.length === 0) errors.push({ kind: "no-tests", message: NO_TESTS });
    return { tests, errors, reportFound: true };
  },

  liveStatus(line) {
    // The verbose reporter prints " ✓ file > suite > test 2ms" once per test; per-file lines have no " > ".
    const m = /^ {0,2}([✓×↓]) \S.* > /.exec(line);
    if (!m) return null;
    return m[1] === "✓" ? "passed" : m[1] === "×" ? "failed" : "skipped";
  },
};

/** The coverage provider the project declares (vitest loads it from the project). */
function coverageProvider(facts: ProjectFacts): "v8" | "istanbul" | null {
  const deps = { ...facts.packageJson?.dependencies, ...facts.packageJson?.devDependencies };
  if ("@vitest/coverage-v8" in deps) return "v8";
  if ("@vitest/coverage-istanbul" in deps) return "istanbul";
  return null;
}
