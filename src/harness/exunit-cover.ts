// Harness file for ExUnit coverage. The test run is "mix test --cover --export-coverage testcage": mix
// cover-compiles the project as for any "mix test --cover" and exports the data
// at the end instead of printing its table, so mix's coverage threshold cannot
// turn a passing run's exit status into 3. Afterwards this file is loaded into
// "elixir -r <file> -S mix do test.coverage, testcage.lcov": mix's own
// test.coverage task imports that export and prints mix's table (its exit status
// is ignored), then the task defined here writes the same imported data as lcov.
//
// Lines are counted as mix counts them (a line with any call is covered, line 0
// is generated code, the project's test_coverage ignore_modules are left out),
// with one difference: lcov is per source file, so modules that share lines of
// one file (modules defined in a loop) count such a line once, where mix's table
// counts it once per module.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** Env: where the lcov file goes (the reports folder). */
export const EXUNIT_LCOV_ENV = "TESTCAGE_EXUNIT_LCOV";
/** Env: the file saying why no lcov was written. */
export const EXUNIT_COVER_PROBLEM_ENV = "TESTCAGE_EXUNIT_COVER_PROBLEM";

/** The text of src/harness/files/exunit-cover.exs (inlined at build time: scripts/harness-sources.mjs). */
export const EXUNIT_COVER: string = HARNESS_SOURCES["exunit-cover.exs"];
