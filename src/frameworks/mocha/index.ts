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
// (coverage.ts); the harness, results and exit code are the same under it.

import { MOCHA_HARNESS } from "../../harness/mocha-reporter.js";
import { nameFilter } from "../../reports/jest-json.js";
import { testCommandCoverage } from "../coverage-plan.js";
import { nodeFrameworkHint, npmInstall } from "../install.js";
import { configChoosingFiles } from "../selection.js";
import { declaredMajor, dependsOn, testScriptArgs, testScriptRuns, type ScriptRules } from "../test-script.js";
import type { FrameworkAdapter, Invocation, PlanContext, ProjectFacts } from "../../core/adapter-types.js";
import { withCoverage } from "./coverage.js";
import { parseMocha } from "./parse.js";
import { nodeHostToolchain } from "../node-toolchain.js";

export { loadError, testsOfMocha } from "./parse.js";
export { readMochaReport } from "./report.js";

const REPORT = "testcage-mocha.jsonl";
const HARNESS_FILE = "testcage-mocha-harness.cjs";
const CONFIG_FILE = /^\.mocharc\.(js|cjs|mjs|yaml|yml|json|jsonc)$/;

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
  followsTestScript: (facts) => testScriptArgs(facts, "mocha", MOCHA_SCRIPT, false) !== null,
  name: "Mocha",
  language: "javascript",
  hostToolchain: nodeHostToolchain,

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
      // mocha 5's option parser refuses --no-color (it knew --no-colors, which every later mocha takes too).
      "--no-colors",
      // Absolute paths in stacks: mocha otherwise strips the working directory, and keeps only its own frames out.
      "--full-trace",
      // Parallel workers hand the reporter copies without suite parents, locations or output.
      // mocha 5 refuses the flag (parallel runs came with 8; 6 and 7 let unknown flags pass).
      ...((declaredMajor(facts, "mocha") ?? Infinity) < 6 ? [] : ["--no-parallel"]),
      ...(pattern === null ? [] : ["--grep", pattern]),
      ...files.map((f) => `${paths.project}/${f}`),
    ];
    // mocha measures no coverage itself: c8 or nyc runs it (coverage.ts).
    const measured = coverage === true && !testCommand ? withCoverage(mochaArgv, paths, facts) : null;
    return {
      argv: testCommand ? ["sh", "-c", testCommand] : (measured?.argv ?? mochaArgv),
      // The script's own variables (NODE_ENV=test mocha) first; testcage's win where they overlap.
      env: {
        ...(testCommand ? {} : script?.env),
        TESTCAGE_MOCHA_REPORT: `${paths.reports}/${REPORT}`,
        // A --test-command's mocha loads the harness from here (docs/frameworks.md).
        ...(testCommand ? { TESTCAGE_MOCHA_HARNESS: harness } : {}),
        ...measured?.env,
      },
      reports: [{ name: "harness", file: REPORT }, ...(measured?.reports ?? [])],
      coverage: measured?.coverage ?? (coverage ? testCommandCoverage("mocha") : null),
      harness: [{ name: HARNESS_FILE, content: MOCHA_HARNESS }],
      requires: testCommand ? null : { program: bin, hint: nodeFrameworkHint(facts, "mocha") },
    };
  },

  install: ({ facts }) => npmInstall(facts),

  parse: parseMocha,

  liveStatus(line) {
    // The spec reporter: "  ✔ title (5ms)", "  1) title", "  - title".
    if (/^\s+[✔✓] \S/.test(line)) return "passed";
    // Failures print as "    1) title" in the run; the summary repeats them at two spaces, which is not counted.
    if (/^ {4,}\d+\) \S/.test(line)) return "failed";
    if (/^\s+- \S/.test(line)) return "skipped";
    return null;
  },
};
