import { describe, expect, it } from "vitest";
import { readAssertion, readJestJson, titleText } from "../../../src/reports/jest-json.js";

describe("jest titles that are not strings", () => {
  it("reads a title as jest shows it: jest 22 kept it([2010, 6], …) as an array in its report", () => {
    expect(titleText([2010, 6])).toBe("2010,6");
    expect(titleText(42)).toBe("42");
    expect(titleText("plain")).toBe("plain");
    expect(titleText({ toString: "x" })).toBeNull();
    expect(titleText([{ a: 1 }])).toBeNull();
    expect(readAssertion({ title: [2010, 6], ancestorTitles: ["ArraySupport", 7], status: "passed" })).toMatchObject({
      title: "2010,6",
      ancestorTitles: ["ArraySupport", "7"],
    });
  });

  it("keeps every such test of a report: none dropped from the count", () => {
    const report = {
      numTotalTests: 3,
      testResults: [
        {
          name: "/p/test/plugin/arraySupport.test.js",
          assertionResults: [
            { title: [2010, 6], ancestorTitles: [], status: "passed", failureMessages: [] },
            { title: [2010, 6, 11], ancestorTitles: [], status: "passed", failureMessages: [] },
            { title: "a string", ancestorTitles: [], status: "passed", failureMessages: [] },
          ],
        },
      ],
    };
    const read = readJestJson(JSON.stringify(report));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.files.flatMap((f) => f.assertions.map((a) => a.title))).toEqual(["2010,6", "2010,6,11", "a string"]);
  });
});
