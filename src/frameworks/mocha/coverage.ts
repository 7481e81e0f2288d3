// Coverage for mocha, which measures none itself: the mocha command runs under
// c8 (V8's own coverage, istanbul reports) or nyc (istanbul instrumentation),
// both of which start mocha as a child and pass signals on to it, so the harness
// reporter, timeouts and the exit code behave as without coverage (under c8 the
// harness also has V8 write what it measured when a stop signal comes).
//
// Which tool: the project's own from node_modules/.bin, c8 before nyc unless
// package.json declares nyc and not c8; without either, the c8 on the sandbox's
// PATH (the node runner image has one). The choice is made inside the sandbox at
// run time, because only then is node_modules there (the install phase may have
// just written it). With no tool at all the tests run plainly and the reason is
// written for the coverage step, as PHPUnit's and RSpec's are.
//
// The tool writes istanbul's coverage-final.json for testcage and prints its
// text-summary to the log, so the figures can be checked against the tool's own
// in the same run. The project's c8/nyc config still says what is measured
// (include, exclude, all); testcage overrides only where reports go, where raw
// data goes (a fresh temp folder, never the project), and switches off
// check-coverage, so a missed threshold cannot turn passing tests into exit 1.

import { dependsOn } from "../test-script.js";
import type { CoverageSpec, ProjectFacts, ReportSpec, SandboxPaths } from "../../core/adapter-types.js";
import { harnessCoverage } from "../coverage-plan.js";

export type MochaCoverageTool = "c8" | "nyc";

const COVERAGE_DIR = "coverage";
const PROBLEM = "coverage-problem.txt";
const PROBLEM_ENV = "TESTCAGE_COVERAGE_PROBLEM";
const DIR_ENV = "TESTCAGE_COVERAGE_DIR";
const PROJECT_ENV = "TESTCAGE_PROJECT";

export const NO_COVERAGE_TOOL =
  "no coverage tool for mocha: neither c8 nor nyc is in the project's node_modules and no c8 is on the sandbox's PATH; add c8 to devDependencies (npm install --save-dev c8) or use testcage's node runner image, which has c8";

/** The order the project's own tools are tried in: nyc first only when the project declares nyc and not c8. */
export function coverageToolOrder(facts: ProjectFacts): MochaCoverageTool[] {
  return dependsOn(facts, "nyc") && !dependsOn(facts, "c8") ? ["nyc", "c8"] : ["c8", "nyc"];
}

/**
 * The shell script that picks the tool and runs it around "$@" (the mocha
 * command). Every flag is written as --name=value: both tools split their own
 * arguments from the command at its first word without knowing which of their
 * flags take values, so a bare boolean would swallow mocha's path.
 */
export function coverageScript(order: readonly MochaCoverageTool[]): string {
  const problem = NO_COVERAGE_TOOL.replace(/'/g, "'\\''");
  return [
    "tool=; kind=",
    `for t in ${order.join(" ")}; do`,
    `  if [ -x "$${PROJECT_ENV}/node_modules/.bin/$t" ]; then tool="$${PROJECT_ENV}/node_modules/.bin/$t"; kind=$t; break; fi`,
    "done",
    'if [ -z "$tool" ] && command -v c8 >/dev/null 2>&1; then tool=c8; kind=c8; fi',
    `if [ -z "$tool" ]; then printf '%s\\n' '${problem}' >"$${PROBLEM_ENV}"; exec "$@"; fi`,
    // Raw coverage data goes to a fresh folder under the sandbox's TMPDIR, never into the project.
    'raw=$(mktemp -d "${TMPDIR:-/tmp}/testcage-coverage.XXXXXX") || raw="${TMPDIR:-/tmp}/testcage-coverage.$$"',
    'case "$kind" in',
    `  c8) set -- "$tool" --reporter=json --reporter=text-summary "--reports-dir=$${DIR_ENV}" "--temp-directory=$raw" --check-coverage=false "$@" ;;`,
    `  nyc) set -- "$tool" --reporter=json --reporter=text-summary "--report-dir=$${DIR_ENV}" "--temp-dir=$raw" --check-coverage=false --cache=false "$@" ;;`,
    "esac",
    // The tool passes on the signal mocha died of by sending it to itself, which
    // works because no sandbox runs the command as a PID namespace's init.
    'exec "$@"',
  ].join("\n");
}

export interface MochaCoveragePlan {
  argv: string[];
  env: Record<string, string>;
  reports: ReportSpec[];
  coverage: CoverageSpec;
}

/** Wraps the mocha command so the chosen coverage tool runs it. */
export function withCoverage(
  mochaArgv: readonly string[],
  paths: SandboxPaths,
  facts: ProjectFacts,
): MochaCoveragePlan {
  return {
    argv: ["sh", "-c", coverageScript(coverageToolOrder(facts)), "testcage-mocha-coverage", ...mochaArgv],
    env: {
      [PROJECT_ENV]: paths.project,
      [DIR_ENV]: `${paths.reports}/${COVERAGE_DIR}`,
      [PROBLEM_ENV]: `${paths.reports}/${PROBLEM}`,
    },
    ...harnessCoverage("istanbul", `${COVERAGE_DIR}/coverage-final.json`, PROBLEM),
  };
}
