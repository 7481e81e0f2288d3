// Every recorded sample of every framework parses to exactly what was recorded
// (durations masked). Re-record with `npm run record-golden` after a deliberate
// parser change and review the diff of expected.json.

import { describe, expect, it } from "vitest";
import { ADAPTERS } from "../../src/frameworks/index.js";
import { goldenCases, loadExpected, loadParseInput, maskVolatile } from "../helpers/golden.js";

describe.each(ADAPTERS.map((a) => [a.id, a] as const))("golden %s", (id, adapter) => {
  const cases = goldenCases(id);
  it("has recorded samples", () => {
    expect(cases.length).toBeGreaterThanOrEqual(4);
  });
  it.each(cases)("%s parses as recorded", (sample) => {
    const parsed = adapter.parse(loadParseInput(id, sample));
    expect(maskVolatile(parsed)).toEqual(loadExpected(id, sample));
  });
});
