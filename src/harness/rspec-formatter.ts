// Harness file for RSpec, written read-only into the sandbox's harness folder.
// It is RSpec's own
// JSON formatter (the report stays a standard rspec --format json report) with
// two additions per example: the descriptions of its enclosing example groups,
// which the JSON lacks (full_description runs them together), and what the
// example printed to $stdout/$stderr while it ran (still printed as usual).
// Any failure in the additions leaves the standard fields alone.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** Env var naming the JSON-lines file of example starts and ends. */
export const RSPEC_EVENTS_ENV = "TESTCAGE_RSPEC_EVENTS";

/** The class name to pass to --format. */
export const RSPEC_FORMATTER_CLASS = "Testcage::RspecJson";

/** The text of src/harness/files/rspec-formatter.rb (inlined at build time: scripts/harness-sources.mjs). */
export const RSPEC_FORMATTER: string = HARNESS_SOURCES["rspec-formatter.rb"];
