// The launcher testcage injects for pytest in trusted-tests mode (see frameworks/pytest.ts).
// Standard library only.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** The text of src/harness/files/pytest-launcher.py (inlined at build time: scripts/harness-sources.mjs). */
export const PYTEST_LAUNCHER: string = HARNESS_SOURCES["pytest-launcher.py"];
