// The reporter testcage adds to a jest run so that a run stopped at the timeout
// keeps what finished: jest writes its --json report only when the whole run
// ends, so without this a timed-out run has no tests at all.
//
// It appends JSON lines to $TESTCAGE_JEST_STREAM as the run goes: a "file" line
// per finished test file in the shape of a --json report's testResults entry
// (so the same reader reads both), and a "case-start" / "case-end" line per test
// (onTestCaseStart needs jest 29.6 or later; older jest still gives the file
// lines), so the test running when the run was stopped can be named. Texts are
// capped and the file stops growing at MAX_BYTES, so it stays under the
// engine's report cap. Writing never throws: a full disk must not change the
// run. Plain CommonJS using only node:fs; checked with jest 30.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** The text of src/harness/files/jest-reporter.cjs (inlined at build time: scripts/harness-sources.mjs). */
export const JEST_HARNESS: string = HARNESS_SOURCES["jest-reporter.cjs"];
