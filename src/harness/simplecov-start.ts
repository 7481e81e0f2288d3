// Harness file that starts SimpleCov for an RSpec run. It is loaded through RUBYOPT (-r), before RSpec
// itself: RSpec loads a project's .rspec requires (spec_helper, which often
// loads the code under test) before any --require given on the command line,
// and code loaded before SimpleCov.start is not measured.
//
// It measures lines and, where Ruby supports it, branches of the project's
// files (SimpleCov's "test_frameworks" profile leaves spec/ and test/ out),
// writes SimpleCov's .resultset.json into the reports folder and prints
// SimpleCov's own totals ("Line Coverage: 60.0% (12 / 20)"). Without SimpleCov
// it writes why into the problem file and the tests run as usual.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** Env: the folder SimpleCov writes .resultset.json into (the reports folder). */
export const SIMPLECOV_DIR_ENV = "TESTCAGE_COVERAGE_DIR";
/** Env: the project root, whose files are measured. */
export const SIMPLECOV_ROOT_ENV = "TESTCAGE_COVERAGE_ROOT";
/** Env: the file to write when SimpleCov cannot be loaded. */
export const SIMPLECOV_PROBLEM_ENV = "TESTCAGE_COVERAGE_PROBLEM";

/** The text of src/harness/files/simplecov-start.rb (inlined at build time: scripts/harness-sources.mjs). */
export const SIMPLECOV_START: string = HARNESS_SOURCES["simplecov-start.rb"];
