// Harness file for ExUnit (mix test), written read-only into the sandbox's
// harness folder. It is an ExUnit formatter (a GenServer receiving ExUnit's
// events), loaded with `elixir -r <file> -S mix test --formatter
// Testcage.ExUnitFormatter` next to the stock CLI formatter, writing one JSON
// object per line. Elixir 1.14 has no JSON library built in, so it carries a
// small encoder (as Exercism's Elixir test runner does). A failure inside the
// formatter is printed and never stops a run.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** Env var naming the JSON-lines file the formatter appends to. */
export const EXUNIT_REPORT_ENV = "TESTCAGE_EXUNIT_REPORT";
/**
 * Set (to "1") when the run is "mix test --cover --export-coverage": the formatter
 * then removes older exports first (see exunit-cover.ts).
 */
export const EXUNIT_COVER_RUN_ENV = "TESTCAGE_EXUNIT_COVER";

/** The module to pass to --formatter. */
export const EXUNIT_FORMATTER_MODULE = "Testcage.ExUnitFormatter";

/** The text of src/harness/files/exunit-formatter.exs (inlined at build time: scripts/harness-sources.mjs). */
export const EXUNIT_FORMATTER: string = HARNESS_SOURCES["exunit-formatter.exs"];
