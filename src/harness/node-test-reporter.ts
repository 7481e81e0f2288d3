// Harness files for `node --test`, written read-only into the sandbox's harness
// folder.
//
// NODE_TEST_REPORTER is a custom reporter (--test-reporter=<file>) that runs in
// the runner process and turns node's event stream into JSON lines.
// NODE_TEST_CAPTURE is preloaded (--import=<file>) into every test-file process:
// node hands the runner a file's stdout/stderr only as a whole, in an order that
// does not follow the test events, so per-test output has to be taken where the
// test runs. Both must work on Node 20 and Node 24 (GitHub's runtime) and must
// never break a run: every handler swallows its own failures.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** Env var naming the file the capture preload appends per-test output to. */
export const NODE_TEST_OUTPUT_ENV = "TESTCAGE_NODE_TEST_OUTPUT";

/** The text of src/harness/files/node-test-reporter.mjs (inlined at build time: scripts/harness-sources.mjs). */
export const NODE_TEST_REPORTER: string = HARNESS_SOURCES["node-test-reporter.mjs"];

/** The text of src/harness/files/node-test-capture.mjs (inlined at build time: scripts/harness-sources.mjs). */
export const NODE_TEST_CAPTURE: string = HARNESS_SOURCES["node-test-capture.mjs"];
