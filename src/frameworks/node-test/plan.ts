// node:test's run: the command line (the project's own node flags, the injected
// reporter and capture preload, a filter as name patterns), the files it finds for
// --shard, and the reports it leaves. What it captures is said in index.ts.

import { pathToFileURL } from "node:url";
import { posix } from "node:path";
import { borpTestFiles } from "./borp.js";
import { NODE_TEST_CAPTURE, NODE_TEST_OUTPUT_ENV, NODE_TEST_REPORTER } from "../../harness/node-test-reporter.js";
import { escapeRegExp } from "../../core/text.js";
import { parseTestId, selectableNames } from "../../core/ids.js";
import type { Invocation, PlanContext, ProjectFacts } from "../../core/adapter-types.js";
import { scriptInvocation } from "./script.js";

const REPORT = "node-test.jsonl";
const OUTPUT = "node-test-output.jsonl";
const REPORTER_FILE = "testcage-reporter.mjs";
const CAPTURE_FILE = "testcage-capture.mjs";
const LCOV = "lcov.info";

/** node's default test file patterns (Node 20). */
export const NODE_TEST_FILE = /(^|\/)(test\/.*\.[cm]?js|[^/]*[.\-_]test\.[cm]?js|test-[^/]*\.[cm]?js|test\.[cm]?js)$/;

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
    for (const name of selectableNames(parsed.name)) {
      patterns.add(`^${escapeRegExp(name)}$`);
      if (parsed.suite.length > 0) patterns.add(`^${escapeRegExp([...parsed.suite, name].join(" "))}$`);
    }
  }
  return { patterns: [...patterns], files: [...files] };
}

/** NODE_TEST_FILE's names in TypeScript, which Node 23.6+ also runs (type stripping on by default). */
const NODE_TEST_TS_FILE = /(^|\/)(test\/.*\.[cm]?ts|[^/]*[.\-_]test\.[cm]?ts|test-[^/]*\.[cm]?ts|test\.[cm]?ts)$/;

/**
 * The test files `node --test` finds with its defaults, for --shard. Refused with the
 * reason when the list depends on the Node version (TypeScript test files, dot folders)
 * or the test script names its own files.
 */
export function nodeTestFiles(facts: ProjectFacts): string[] | string {
  const script = scriptInvocation(facts, false);
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

export function planNodeTest({ paths, facts, filter, shardFiles, testCommand, coverage }: PlanContext): Invocation {
  const harness = (name: string): string => pathToFileURL(posix.join(paths.harness, name)).href;
  const borp = borpTestFiles(facts);
  const script =
    scriptInvocation(facts, filter.length > 0) ??
    (borp ? { flags: [], positionals: borp.files.map((f) => `./${f}`), env: borp.env } : null);
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
    // The script's own variables (NODE_ENV=test node --test) first; testcage's win where they overlap.
    env: {
      ...(testCommand ? {} : script?.env),
      [NODE_TEST_OUTPUT_ENV]: posix.join(paths.reports, OUTPUT),
      // A test command of the project's own (a file set of its choosing, a wrapper's
      // flags) runs node --test with testcage's reporter and capture by these names;
      // its events file is TESTCAGE_REPORT_EVENTS, as for every report.
      ...(testCommand
        ? { TESTCAGE_NODE_TEST_REPORTER: harness(REPORTER_FILE), TESTCAGE_NODE_TEST_CAPTURE: harness(CAPTURE_FILE) }
        : {}),
    },
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
}
