// A launcher for the project's own jest that keeps testcage's flags out of the
// tests' process.argv. Natively `npx jest` leaves argv as [node, jest]; tests
// that parse it (a CLI library calling program.parse()) would otherwise see
// --ci --json --outputFile … and fail, or exit before jest writes its report.
// jest-cli's run() takes its arguments as a parameter, so argv can be put back
// to what jest's own bin sees before it starts.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** The text of src/harness/files/jest-launcher.cjs (inlined at build time: scripts/harness-sources.mjs). */
export const JEST_LAUNCHER: string = HARNESS_SOURCES["jest-launcher.cjs"];
