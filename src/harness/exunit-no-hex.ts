// Harness file for ExUnit runs without Hex (see frameworks/exunit.ts), written
// read-only into the sandbox's harness folder.

import { HARNESS_SOURCES } from "./sources.generated.js";

/**
 * Loaded with `elixir -r` before mix: without the Hex archive (the runner image
 * has none, and hex.pm may be out of reach), Mix cannot describe a Hex dependency
 * at all and stops, even one `mix test` never loads (ex_doc only: :docs, the
 * usual case). Where no Hex archive is installed, this stand-in SCM describes Hex
 * dependencies, so the test environment's own are checked as with Hex (one that
 * is missing is "not available, run mix deps.get") and the others are left alone.
 *
 * The text of src/harness/files/exunit-no-hex.exs (inlined at build time: scripts/harness-sources.mjs).
 */
export const EXUNIT_NO_HEX: string = HARNESS_SOURCES["exunit-no-hex.exs"];
