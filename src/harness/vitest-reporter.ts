// Harness files for vitest (see frameworks/vitest.ts), written read-only into
// the sandbox's harness folder.

import { HARNESS_SOURCES } from "./sources.generated.js";

/**
 * Starts the project's vitest (its bin is the first argument) with the given
 * flags, less those its version does not know: vitest rejects an unknown flag
 * before running anything, and --includeTaskLocation is a command-line flag from
 * vitest 3 (1.4 and 2 know it only as a config option, which the reporter below
 * sets; older versions run without test locations, and a failure's line still
 * comes from its stack). The version is read from the installed package, next to
 * the bin.
 *
 * The text of src/harness/files/vitest-launch.sh (inlined at build time: scripts/harness-sources.mjs).
 */
export const VITEST_LAUNCHER: string = HARNESS_SOURCES["vitest-launch.sh"];

/**
 * A reporter vitest loads next to its own: it keeps console output per test
 * (vitest tags each log with the test's id), the diff of failed assertions (the
 * json has only the error's stack) and the errors of files and describe blocks,
 * and writes them as JSON when the run ends. It also switches on the config's
 * includeTaskLocation as vitest starts (onInit), for versions whose command line
 * lacks the flag (2: each test's definition line in the json). Plain JavaScript importing only
 * node:fs. It answers both onFinished (vitest 1-2) and onTestRunEnd (3 and
 * later, which call both; the first one writes); runs were checked with 3 and 4.
 *
 * vitest writes its json only when the run ends, so a run stopped at the
 * timeout would have no tests: the reporter also appends a JSON line per test
 * as it starts (onTestCaseReady) and ends (onTestCaseResult), and per file the
 * tests it will run and its end, to $TESTCAGE_VITEST_STREAM, in the shape
 * src/reports/jest-stream.ts reads. Those hooks are vitest 3's; older vitest
 * never calls them, so its stopped runs have no stream and end as a timeout
 * error without tests. The stream's texts are
 * capped and it stops growing at STREAM_MAX_BYTES (under the engine's report
 * cap); writing never throws, so a full disk does not change the run.
 *
 * The text of src/harness/files/vitest-reporter.mjs (inlined at build time: scripts/harness-sources.mjs).
 */
export const HARNESS_REPORTER: string = HARNESS_SOURCES["vitest-reporter.mjs"];
