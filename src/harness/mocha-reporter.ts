// The file testcage injects into a mocha run, both as `--require` (loaded before
// the spec files) and as `--reporter` (the same module, so one file).
//
// As a require it patches mocha's Suite#addTest to remember where each test is
// defined (the first stack frame outside mocha and Node), which mocha itself
// never records. As a reporter it appends one JSON line per outcome to
// $TESTCAGE_MOCHA_REPORT as the run goes (so a timeout keeps what ran), with
// the title path, file, definition line, duration, error and the output the
// test wrote, and an "end" line with mocha's own stats; for the log it starts
// mocha's spec reporter next to itself. Under c8 it also writes V8's coverage
// when the run is stopped by a signal. Plain CommonJS using only Node's
// fs/module/v8 and the project's own mocha; checked with mocha 10 and 11.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** The text of src/harness/files/mocha-reporter.cjs (inlined at build time: scripts/harness-sources.mjs). */
export const MOCHA_HARNESS: string = HARNESS_SOURCES["mocha-reporter.cjs"];
