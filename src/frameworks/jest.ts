// jest: the built-in `--json` report with `--testLocationInResults`, and a
// small reporter (src/harness/jest-reporter.ts) that streams finished files and
// test starts and ends, read only when the run was stopped before jest wrote
// the json (a timeout): the finished tests keep their results and the test that
// was running is an error entry at the line where it is defined.
//
// Captured per test: status (pending/todo/disabled count as skipped), title and
// describe path, duration, message and stack of a failure, and a 1-based line:
// for a failure the first stack frame in the test file (where the failing
// assertion or throw is), else where the test is defined (all rows of a
// test.each table share the line of the table call). Order: files by path,
// tests in definition order within a file.
// Not captured: per-test stdout/stderr (jest buffers console output per file and
// its json carries none of it, so it stays in the run log), test source, retries.
// There is no live count: jest prints its progress on stderr.
// A file that fails outside its tests (does not load, or afterAll throws) is a
// "collection" error carrying the file and, where the text names it, the line.

import { dependsOn, testScriptArgs, testScriptChain, testScriptRuns, type ScriptRules } from "./test-script.js";
import type { RunError } from "../core/model.js";
import {
  errorSummary,
  fileRef,
  byRelativePath,
  lineInFile,
  nameFilter,
  positionInText,
  pruneStack,
  readJestJson,
  statusOf,
  testsOf,
  type FileRef,
  type JestFile,
} from "../reports/jest-json.js";
import { filesOfStream, readJestStream, unfinishedOfStream } from "../reports/jest-stream.js";
import { JEST_HARNESS } from "../harness/jest-reporter.js";
import { JEST_LAUNCHER } from "../harness/jest-launcher.js";
import { cleanText, escapeRegExp, tidy } from "../core/text.js";
import { nodeFrameworkHint, npmInstall } from "./install.js";
import type {
  FrameworkAdapter,
  Invocation,
  ParseInput,
  ParsedRun,
  PlanContext,
  ProjectFacts,
} from "../core/adapter-types.js";
import { configChoosingFiles } from "./selection.js";
import { nodeHostToolchain } from "./node-toolchain.js";

const REPORT = "jest.json";

/** What of `npm test`'s jest flags testcage sets itself. */
const JEST_SCRIPT: ScriptRules = {
  own: [
    "--ci",
    "--json",
    "--outputFile",
    "--watch",
    "--watchAll",
    "--reporters",
    "--testLocationInResults",
    "--coverage",
    "--collectCoverage",
    "--coverageDirectory",
    "--coverageReporters",
    "--cacheDirectory",
  ],
  ownWithValue: ["--outputFile", "--reporters", "--coverageDirectory", "--coverageReporters", "--cacheDirectory"],
  pattern: ["--testNamePattern", "-t", "--testPathPattern", "--testPathPatterns"],
};
const STREAM = "testcage-jest-stream.jsonl";
const HARNESS_FILE = "testcage-jest-reporter.cjs";
const LAUNCHER_FILE = "testcage-jest-launcher.cjs";
const STREAM_FORMAT = "testcage-jest-stream/1";
const CONFIG_FILE = /^jest\.config\.(js|ts|mjs|cjs|mts|cts|json)$/;

/** Jest on ES modules needs node's VM modules: on when the test script, or a script it runs, turns them on. */
function vmModules(facts: ProjectFacts): boolean {
  return testScriptChain(facts).some((script) => script.includes("--experimental-vm-modules"));
}

function jestEvidence(facts: ProjectFacts): { score: number; reason: string } | null {
  const config = facts.files.find((f) => CONFIG_FILE.test(f));
  if (config) return { score: 100, reason: `${config} present` };
  if (facts.packageJson?.jest !== undefined) return { score: 100, reason: '"jest" key in package.json' };
  if (testScriptRuns(facts, "jest")) return { score: 60, reason: "the test script in package.json runs jest" };
  if (dependsOn(facts, "jest")) return { score: 50, reason: "jest is a dependency in package.json" };
  return null;
}

/**
 * A jest file's failures outside its tests. jest formats the file message as
 * "  ● <test name>" sections, one per failed test, plus "  ● Test suite failed
 * to run" for the file's own error; only the latter is news here, because the
 * failed tests carry theirs.
 */
function fileErrors(file: JestFile, ref: FileRef): RunError[] {
  const message = cleanText(file.message);
  const own = message
    .split(/^ {2}● /m)
    .filter((s) => s.startsWith("Test suite failed to run"))
    .map((s) => s.replace(/^Test suite failed to run\s*/, ""));
  const testFailed = file.assertions.some((a) => ["failed", "error"].includes(statusOf(a.status, a.failureMessages)));
  if (own.length === 0 && file.status === "failed" && !testFailed) own.push(message);
  const what = file.assertions.length === 0 ? "could not be run" : "failed outside its tests";
  return own.map((body) => ({
    kind: "collection" as const,
    message: `${ref.rel} ${what}: ${errorSummary(body) || "see the log"}`,
    file: ref.rel,
    line: lineInFile(body, ref) ?? positionInText(body, ref),
    details: tidy(pruneStack(body)),
  }));
}

function saysNoTests(input: ParseInput): boolean {
  return /No tests found/.test(input.stdout) || /No tests found/.test(input.stderr);
}

const NO_TESTS =
  "jest found no tests; check testMatch / testRegex / roots in the jest config and the test file names (*.test.js, __tests__/)";

function collectionErrors(files: readonly JestFile[], projectPath: string): RunError[] {
  const errors: RunError[] = [];
  for (const { f, ref } of byRelativePath(files.map((f) => ({ f, ref: fileRef(f.name, projectPath) })))) {
    for (const e of fileErrors(f, ref)) errors.push(e);
  }
  return errors;
}

/**
 * A run stopped before jest wrote its json (the timeout, a kill): what the
 * harness streamed. Only ever for a stopped run, which is an error whatever
 * the stream says, so a forged stream cannot pass a run.
 */
function fromStream(input: ParseInput): ParsedRun {
  const report = input.reports["stream"];
  const stream = report?.ok ? readJestStream(report.text, STREAM_FORMAT) : null;
  if (!stream?.started) return { tests: [], errors: [], reportFound: false };
  const files = filesOfStream(stream);
  const tests = [...testsOf(files, input.projectPath), ...unfinishedOfStream(stream, input, "jest")];
  return { tests, errors: collectionErrors(stream.files, input.projectPath), reportFound: true };
}

/** jest's default testMatch: files under __tests__, and *.test.* / *.spec.* (js, jsx, ts, tsx). */
const JEST_TEST_FILE = /(^|\/)__tests__\/(?:.*\/)?[^/]+\.[jt]sx?$|(^|\/)(?:[^/]*\.)?(?:spec|test)\.[jt]sx?$/;
const JEST_SELECTION_KEYS = /\b(testMatch|testRegex|roots|testPathIgnorePatterns|projects|rootDir)\b/;

/**
 * The test files jest finds with its defaults, for --shard. Configuration that changes
 * which files are tests, or a test script that names paths, is refused with the reason.
 */
export function jestTestFiles(facts: ProjectFacts): string[] | string {
  const inPackage = facts.packageJson?.jest;
  if (inPackage !== undefined && JEST_SELECTION_KEYS.test(JSON.stringify(inPackage) ?? "")) {
    return "package.json's jest configuration chooses the test files itself (testMatch, testRegex, roots, projects)";
  }
  const chosen = configChoosingFiles(
    facts,
    /^jest\.config\.\w+$/,
    JEST_SELECTION_KEYS,
    (f, key) => `${f} sets ${key}, which chooses the test files`,
  );
  if (chosen) return chosen;
  const script = testScriptArgs(facts, "jest", JEST_SCRIPT, false);
  if (script?.positionals.length) return "the project's test script names the paths jest runs";
  const flag = script?.flags.find((f) =>
    /^(-c|--(config|roots|testMatch|testRegex|testPathPattern|testPathIgnorePatterns|projects|selectProjects)\b)/.test(
      f,
    ),
  );
  if (flag) return `the project's test script passes ${flag.split("=")[0]}, which chooses the test files`;
  return facts.files.filter((f) => JEST_TEST_FILE.test(f));
}

export const jest: FrameworkAdapter = {
  id: "jest",
  followsTestScript: (facts) => testScriptArgs(facts, "jest", JEST_SCRIPT, false) !== null,
  name: "Jest",
  language: "javascript",
  hostToolchain: nodeHostToolchain,

  detect(facts) {
    const evidence = jestEvidence(facts);
    if (!evidence) return null;
    // Projects moving to vitest keep jest around for a while; what npm test runs decides.
    if (testScriptRuns(facts, "vitest") && !testScriptRuns(facts, "jest")) {
      return { score: Math.min(evidence.score, 40), reason: `${evidence.reason}, but the test script runs vitest` };
    }
    if (evidence.score < 100 && dependsOn(facts, "vitest") && !testScriptRuns(facts, "jest")) {
      return { score: evidence.score - 5, reason: `${evidence.reason}, but vitest is one too and is preferred` };
    }
    return evidence;
  },

  testFiles: jestTestFiles,

  plan({ paths, facts, filter, shardFiles, testCommand, coverage, parallel }: PlanContext): Invocation {
    // The project's own jest, never npx: the test phase has no network.
    const bin = `${paths.project}/node_modules/.bin/jest`;
    const { files: filterFiles, pattern } = nameFilter(filter);
    const files = [...filterFiles, ...(shardFiles ?? [])];
    const selecting = filter.length > 0 || shardFiles !== undefined;
    const script = testScriptArgs(facts, "jest", JEST_SCRIPT, selecting);
    const argv = testCommand
      ? ["sh", "-c", testCommand]
      : [
          "node",
          `${paths.harness}/${LAUNCHER_FILE}`,
          bin,
          // The project's own flags and paths first; testcage's after them win where they overlap.
          ...(script?.flags ?? []),
          ...(selecting ? [] : (script?.positionals ?? [])),
          "--ci",
          "--watchAll=false",
          "--json",
          `--outputFile=${paths.reports}/${REPORT}`,
          "--testLocationInResults",
          // --reporters replaces the reporters a jest config names (jest-junit and the like) for
          // this run; "default" keeps jest's usual log next to the stream.
          "--reporters=default",
          `--reporters=${paths.harness}/${HARNESS_FILE}`,
          `--cacheDirectory=${paths.cache}/jest`,
          ...(parallel === "off" ? ["--runInBand"] : []),
          // Without coverage asked for, off: a missed coverage threshold would make jest exit 1 with every test passed.
          ...(coverage
            ? [
                "--coverage",
                `--coverageDirectory=${paths.reports}/coverage`,
                "--coverageReporters=json",
                "--coverageReporters=text-summary",
              ]
            : ["--coverage=false"]),
          ...(pattern === null ? [] : [`--testNamePattern=${pattern}`]),
          // Positional arguments are regexes over absolute paths: anchor them on the exact file.
          ...files.map((f) => `^${escapeRegExp(`${paths.project}/${f}`)}$`),
        ];
    return {
      argv,
      ...(testCommand ? {} : { parallel: parallel === "off" ? "--runInBand" : "jest's workers (its default)" }),
      // ESM test files need jest's VM modules, which projects switch on in their test script.
      // The script's own variables (TZ=UTC jest) first; testcage's win where they overlap.
      env: {
        ...(testCommand ? {} : script?.env),
        TESTCAGE_JEST_STREAM: `${paths.reports}/${STREAM}`,
        ...(vmModules(facts) ? { NODE_OPTIONS: "--experimental-vm-modules" } : {}),
      },
      reports: [
        { name: "json", file: REPORT },
        { name: "stream", file: STREAM },
        ...(coverage ? [{ name: "coverage", file: "coverage/coverage-final.json" }] : []),
      ],
      coverage: coverage ? { report: "coverage", format: "istanbul" } : null,
      harness: testCommand
        ? []
        : [
            { name: HARNESS_FILE, content: JEST_HARNESS },
            { name: LAUNCHER_FILE, content: JEST_LAUNCHER },
          ],
      requires: testCommand ? null : { program: bin, hint: nodeFrameworkHint(facts, "jest") },
    };
  },

  install: ({ facts }) => npmInstall(facts),

  parse(input: ParseInput): ParsedRun {
    const report = input.reports["json"];
    if (!report || !report.ok) {
      if (input.timedOut || input.exitCode === null) return fromStream(input);
      // On "No tests found" jest exits 1 without writing the report.
      const errors: RunError[] = saysNoTests(input) ? [{ kind: "no-tests", message: NO_TESTS }] : [];
      return { tests: [], errors, reportFound: false };
    }
    const read = readJestJson(report.text);
    if (!read.ok) {
      return {
        tests: [],
        errors: [{ kind: "report-invalid", message: `the jest report could not be read: ${read.problem}` }],
        reportFound: false,
      };
    }
    const tests = testsOf(read.files, input.projectPath);
    const errors = collectionErrors(read.files, input.projectPath);
    if (tests.length === 0 && errors.length === 0) errors.push({ kind: "no-tests", message: NO_TESTS });
    return { tests, errors, reportFound: true };
  },
};
