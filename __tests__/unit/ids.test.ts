import { describe, expect, it } from "vitest";
import { distinctIds, makeTestId, parseTestId, selectableNames } from "../../src/core/ids.js";

const t = (id: string, extra = 0): { id: string; name: string; extra: number } => ({
  id,
  name: parseTestId(id)!.name,
  extra,
});

describe("test ids", () => {
  it("every test its own id: a repeat of a title gets ' [n]' in run order, distinct ids stay as they are", () => {
    const distinct = [t("a.js::x"), t("a.js::y"), t("b.js::x")];
    expect(distinctIds(distinct)).toBe(distinct);
    expect(distinctIds([t("a.js::s::x", 1), t("a.js::y", 2), t("a.js::s::x", 3), t("a.js::s::x", 4)])).toEqual([
      { id: "a.js::s::x", name: "x", extra: 1 },
      { id: "a.js::y", name: "y", extra: 2 },
      { id: "a.js::s::x [2]", name: "x [2]", extra: 3 },
      { id: "a.js::s::x [3]", name: "x [3]", extra: 4 },
    ]);
    expect(makeTestId("a.js", ["s"], "x [2]")).toBe("a.js::s::x [2]");
  });

  it("a repeat is selected by its own name and by the name the framework knows", () => {
    expect(selectableNames("x")).toEqual(["x"]);
    expect(selectableNames("x [2]")).toEqual(["x [2]", "x"]);
    expect(selectableNames("[2]")).toEqual(["[2]"]);
    expect(selectableNames("x [a]")).toEqual(["x [a]"]);
  });
});
