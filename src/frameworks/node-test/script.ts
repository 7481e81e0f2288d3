// The `node ... --test ...` command the project's `npm test` script runs:
// its node flags and paths are kept so the run loads what the project's own does
// (src/frameworks/test-script.ts splits it, by node's own flag table here).

import type { ProjectFacts } from "../../core/adapter-types.js";
import { runsNodeTest, scriptArgs, testScriptCommand, type ScriptArgs, type ScriptRules } from "../test-script.js";

/** Flags of `node` that take their value as the next word. */
const VALUE_FLAGS = new Set([
  "--import",
  "--require",
  "-r",
  "--loader",
  "--experimental-loader",
  "--conditions",
  "-C",
  "--env-file",
  "--input-type",
  "--disable-warning",
  "--test-reporter",
  "--test-reporter-destination",
  "--test-name-pattern",
  "--test-skip-pattern",
  "--test-concurrency",
  "--test-timeout",
  "--test-shard",
  "--test-isolation",
  "--experimental-test-isolation",
  "--test-global-setup",
  "--test-coverage-include",
  "--test-coverage-exclude",
  "--test-coverage-branches",
  "--test-coverage-functions",
  "--test-coverage-lines",
  "--watch-path",
]);
/** Flags testcage sets itself, or that would keep the run from ending. */
const OWN_FLAGS = [
  "--test",
  "--test-reporter",
  "--test-reporter-destination",
  "--watch",
  "--watch-path",
  "--watch-preserve-output",
];
const PATTERN_FLAGS = ["--test-name-pattern", "--test-skip-pattern"];

const NODE_SCRIPT: ScriptRules = {
  own: OWN_FLAGS,
  ownWithValue: [],
  pattern: PATTERN_FLAGS,
  valueFlags: VALUE_FLAGS,
};

/**
 * The node flags, paths and variables of the plain `node ... --test ...` command the
 * package.json test script reaches (through `npm run build && node --test`, a script
 * it runs by name), so the run loads what the project's own does (`--import tsx`,
 * `--experimental-*`, a test folder). Anything else (pipes, substitutions, another
 * program, two such commands) is not imitated: null.
 */
export function scriptInvocation(facts: ProjectFacts, filtering: boolean): ScriptArgs | null {
  const command = testScriptCommand(facts, "node", runsNodeTest);
  if (!command) return null;
  return { ...scriptArgs(command.argv, command.start, NODE_SCRIPT, filtering), env: command.env };
}
