import { describe, expect, it } from "vitest";
import { checkpointFiles, groupOf, parseCheckpoint, parseGroups } from "../../src/select/checkpoints.js";
import type { TestResult } from "../../src/core/model.js";
import { nameTags } from "../../src/select/tags.js";
import { testResult } from "../helpers/results.js";

const test = (file: string, tags?: string[]): TestResult => testResult({ name: "t", file, ...(tags ? { tags } : {}) });

describe("SCBench checkpoints and groups", () => {
  it("names a checkpoint by number or file stem, nothing else", () => {
    expect(parseCheckpoint("2")).toBe(2);
    expect(parseCheckpoint("checkpoint_12")).toBe(12);
    expect(parseCheckpoint("test_checkpoint_3.py")).toBe(3);
    expect(parseCheckpoint("latest")).toBeNull();
  });

  it("picks the checkpoint's file, and the earlier ones on request", () => {
    const files = ["t/test_checkpoint_3.py", "t/test_checkpoint_1.py", "t/test_other.py", "t/test_checkpoint_2.py"];
    expect(checkpointFiles(files, { name: "2", number: 2, include_prior: false })).toEqual(["t/test_checkpoint_2.py"]);
    expect(checkpointFiles(files, { name: "2", number: 2, include_prior: true })).toEqual([
      "t/test_checkpoint_1.py",
      "t/test_checkpoint_2.py",
    ]);
  });

  it("applies the priority rules in order", () => {
    const custom = new Map([
      ["perf", "performance"],
      ["api", "interface"],
    ]);
    // A prior checkpoint beats every marker.
    expect(groupOf(test("test_checkpoint_1.py", ["error"]), 2, custom)).toBe("regression");
    expect(groupOf(test("test_checkpoint_2.py", ["regression", "error"]), 2, custom)).toBe("error");
    expect(groupOf(test("test_checkpoint_2.py", ["perf", "regression"]), 2, custom)).toBe("regression");
    expect(groupOf(test("test_checkpoint_2.py", ["functionality", "api", "perf"]), 2, custom)).toBe("performance");
    expect(groupOf(test("test_checkpoint_2.py", ["functionality"]), 2, custom)).toBe("functionality");
    expect(groupOf(test("test_checkpoint_2.py", ["slow"]), 2, custom)).toBe("core");
    // Without a checkpoint, no test is a prior one.
    expect(groupOf(test("test_checkpoint_1.py"), null, custom)).toBe("core");
  });

  it("reads groups inline or from a JSON file, and refuses what is not marker=group", () => {
    expect([...parseGroups("perf=performance, api=interface")]).toEqual([
      ["perf", "performance"],
      ["api", "interface"],
    ]);
    expect([...parseGroups("g.json", () => '{"perf":"performance"}')]).toEqual([["perf", "performance"]]);
    expect(() => parseGroups("g.json", () => "[1]")).toThrow(/object of marker -> group/);
    expect(() => parseGroups("g.json", () => "{")).toThrow(/g.json is not JSON/);
    expect(() => parseGroups("g.json", () => `{"a":"${"b".repeat(70_000)}"}`)).toThrow(/larger than/);
    expect(() =>
      parseGroups("missing.json", () => {
        throw new Error("ENOENT");
      }),
    ).toThrow(/missing.json could not be read: ENOENT/);
    expect(() => parseGroups("perf=")).toThrow(/not marker=group/);
  });

  it("takes @tag tokens from names and describe blocks", () => {
    const t = {
      ...test("a.test.ts"),
      suite: ["login @smoke"],
      name: "rejects a bad password @security @scenario:AUTH-3",
    };
    expect(nameTags(t)).toEqual(["smoke", "security", "scenario:AUTH-3"]);
    expect(nameTags({ ...t, suite: [], name: "mails user@example.com" })).toEqual([]);
  });
});
