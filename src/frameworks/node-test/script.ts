// The project's `npm test` script when it is one plain `node ... --test ...` command:
// its node flags and paths are kept so the run loads what the project's own does
// (src/frameworks/test-script.ts splits it, by node's own flag table here).

import { expandedWords, scriptArgs, type ScriptArgs, type ScriptRules } from "../test-script.js";

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
 * The node flags and paths of a package.json test script that is one plain
 * `node ... --test ...` command, so the run loads what the project's own does
 * (`--import tsx`, `--experimental-*`, a test folder). Anything more (pipes,
 * `&&`, variables, another program) is not imitated: null.
 */
export function scriptInvocation(
  script: string | undefined,
  filtering: boolean,
  files: readonly string[] = [],
): ScriptArgs | null {
  if (!script) return null;
  // Unquoted globs expanded as sh would, against the project's files (test-script.ts).
  const argv = expandedWords(script.trim(), files);
  if (!argv || argv.length === 0 || !/^(?:\S*\/)?node$/.test(argv[0]!) || !argv.includes("--test")) return null;
  return scriptArgs(argv, 1, NODE_SCRIPT, filtering);
}
