// The runner testcage injects for Python's unittest (see frameworks/unittest.ts).
// Standard library only.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** The text of src/harness/files/unittest-runner.py (inlined at build time: scripts/harness-sources.mjs). */
export const UNITTEST_HARNESS: string = HARNESS_SOURCES["unittest-runner.py"];
