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

import { npmInstall } from "../install.js";
import { dependsOn, otherRunner } from "../test-script.js";
import type { FrameworkAdapter, ProjectFacts } from "../../core/adapter-types.js";
import { parseNodeTest } from "./parse.js";
import { NODE_TEST_FILE, nodeTestFiles, planNodeTest } from "./plan.js";
import { nodeHostToolchain } from "../node-toolchain.js";

export { failingLine, preOrder } from "./parse.js";
export { filterArgs, nodeTestFiles } from "./plan.js";
export { scriptInvocation } from "./script.js";

/** `node [flags] --test [...]` as a whole word, not --test-reporter and friends. */
const NODE_TEST_COMMAND = /(?:^|[\s;&|(])(?:\S*\/)?node(?:\s+[^\s;&|]+)*?\s+--test(?=[\s;&|)]|$)/;
/** The other JavaScript test runners testcage runs; their projects' *.test.js files are not node:test files. */
const RUNNERS_OF_OURS = ["jest", "vitest", "mocha"];

function otherRunnerOf(facts: ProjectFacts): string | null {
  const dep = RUNNERS_OF_OURS.find((name) => dependsOn(facts, name));
  if (dep) return dep;
  // One testcage does not run, named by the test script (minimist's `nyc tape ...`) or a dependency.
  const other = otherRunner(facts);
  if (other) return other.runner;
  if (facts.files.some((f) => /^(deno\.jsonc?|bunfig\.toml|bun\.lockb?)$/.test(f))) return "deno or bun";
  return null;
}

export const nodeTest: FrameworkAdapter = {
  id: "node-test",
  name: "node:test",
  language: "javascript",
  hostToolchain: nodeHostToolchain,

  detect(facts) {
    const scripts = facts.packageJson?.scripts ?? {};
    const testScript = scripts["test"];
    if (typeof testScript === "string" && NODE_TEST_COMMAND.test(testScript)) {
      return { score: 100, reason: "package.json test script runs node --test" };
    }
    const other = Object.entries(scripts).find(([, s]) => typeof s === "string" && NODE_TEST_COMMAND.test(s));
    if (other) return { score: 60, reason: `package.json script "${other[0]}" runs node --test` };
    if (otherRunnerOf(facts)) return null;
    const testFile = facts.files.find((f) => NODE_TEST_FILE.test(f));
    // Without a package.json, .js files under test/ in a Python or Go project are fixtures, not tests.
    const otherLanguage = facts.packageJson === null && facts.files.some((f) => /\.(py|go)$/.test(f));
    if (testFile && !otherLanguage) {
      return { score: 10, reason: `JavaScript test file ${testFile} and no other test runner` };
    }
    return null;
  },

  testFiles: nodeTestFiles,

  plan: planNodeTest,

  install: ({ facts }) => npmInstall(facts),

  parse: parseNodeTest,
};
