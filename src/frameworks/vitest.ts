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

import { dependsOn, testScriptArgs, testScriptRuns, type ScriptRules } from "./test-script.js";
import type { RunError, TestResult } from "../core/model.js";
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
import { tidy } from "../core/text.js";
import { HARNESS_REPORTER, VITEST_LAUNCHER } from "../harness/vitest-reporter.js";
import { nodeFrameworkHint, npmInstall } from "./install.js";
import type { FrameworkAdapter, ParseInput, ParsedRun, PlanContext, ProjectFacts } from "../core/adapter-types.js";
import { configChoosingFiles } from "./selection.js";
import { vitestShardUnits } from "./vitest-shard-units.js";
import { nodeHostToolchain } from "./node-toolchain.js";

export { HARNESS_REPORTER, VITEST_LAUNCHER };
export { vitestShardUnits };

const REPORT = "vitest.json";

/**
 * vitest 1's json puts the file's own suite, named "", first in every test's
 * ancestorTitles (['', 'describe']); 2 and later leave it out. Dropped when every test
 * has it, so ids and the harness's keys are the same in every version (a project whose
 * every test sits in describe("") would lose that level too).
 */
function withoutFileSuite(files: JestFile[]): JestFile[] {
  const fileSuiteFirst = files.every((f) => f.assertions.every((a) => a.ancestorTitles[0] === ""));
  if (!fileSuiteFirst || !files.some((f) => f.assertions.length > 0)) return files;
  return files.map((f) => ({
    ...f,
    assertions: f.assertions.map((a) => ({ ...a, ancestorTitles: a.ancestorTitles.slice(1) })),
  }));
}

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

const CONFIG_FILE = /^vitest\.(config|workspace)\.(js|ts|mjs|cjs|mts|cts|json)$/;

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
  const chosen = configChoosingFiles(
    facts,
    VITEST_CONFIG_FILE,
    VITEST_SELECTION_KEYS,
    (f, key) => `${f} mentions ${key}, which may choose the test files`,
  );
  if (chosen) return chosen;
  const script = testScriptArgs(facts, "vitest", VITEST_SCRIPT, false);
  if (script?.positionals.length) return "the project's test script names the paths vitest runs";
  const flag = script?.flags.find((f) => /^(-c|-r|--(config|root|dir|project|workspace|typecheck)\b)/.test(f));
  if (flag) return `the project's test script passes ${flag.split("=")[0]}, which chooses the test files`;
  return facts.files.filter((f) => VITEST_TEST_FILE.test(f) && !f.split("/").includes("node_modules"));
}

export const vitest: FrameworkAdapter = {
  id: "vitest",
  followsTestScript: (facts) => testScriptArgs(facts, "vitest", VITEST_SCRIPT, false) !== null,
  name: "Vitest",
  language: "javascript",
  hostToolchain: nodeHostToolchain,

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

  plan({ paths, facts, filter, shardFiles, testCommand, coverage, parallel }: PlanContext) {
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
          ...(parallel === "off" ? ["--fileParallelism=false"] : []),
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
      ...(testCommand
        ? {}
        : { parallel: parallel === "off" ? "--fileParallelism=false" : "vitest's parallel files (its default)" }),
      // The script's own variables (NODE_ENV=test vitest) first; testcage's win where they overlap.
      env: {
        ...(testCommand ? {} : script?.env),
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
    const files = withoutFileSuite(read.files);
    const tests = testsOf(files, input.projectPath, extras).map((t) => typecheckTest(t, input.readSource));
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
  if (dependsOn(facts, "@vitest/coverage-v8")) return "v8";
  if (dependsOn(facts, "@vitest/coverage-istanbul")) return "istanbul";
  return null;
}
