// The fuzzer's seed corpus (__tests__/fuzz/seeds/, recorded reports, edge cases and
// the reproducers of bugs the fuzzer found) through every reader: each reader's own
// seeds and every other reader's too, and each adapter's recorded runs. A reader
// returns or rejects the report as unreadable (scripts/fuzz/targets.ts
// isRejection); it never throws anything else, and what a parse hands on meets the
// schema. The long run is `npm run fuzz` (docs/architecture.md §7).

import { describe, expect, it } from "vitest";
import { ADAPTER_TARGETS, READERS } from "../../scripts/fuzz/targets.js";

const seeds = READERS.flatMap((r) => r.seeds());

describe("fuzz seed corpus", () => {
  it("has seeds for every reader and adapter", () => {
    for (const t of [...READERS, ...ADAPTER_TARGETS]) expect(t.seeds().length, t.name).toBeGreaterThan(0);
  });

  it.each(READERS.map((r) => [r.name, r] as const))("%s reads every seed without crashing", (_name, reader) => {
    for (const seed of seeds) expect(reader.run(seed.input), seed.name).toBeNull();
  });

  it.each(ADAPTER_TARGETS.map((a) => [a.name, a] as const))("%s parses its recorded runs", (_name, adapter) => {
    for (const seed of adapter.seeds()) expect(adapter.run(seed.input), seed.name).toBeNull();
  });
});
