// results-file: an earlier run's results.json, possibly written by a fork's code.

import { describe, expect, it } from "vitest";
import { parseResultsJson, resultsFileEntries } from "../../src/ingest/results-input.js";
import { resultOf, testResult } from "../helpers/results.js";

describe("parseResultsJson", () => {
  it("round-trips a results.json", () => {
    const r = resultOf([testResult({ name: "a" }), testResult({ name: "b", status: "failed", message: "m" })], {
      status: "fail",
    });
    const parsed = parseResultsJson(JSON.stringify(r));
    expect(parsed.tests).toEqual(r.tests.map((t) => ({ ...t })));
    expect(parsed.summary).toMatchObject({ total: 2, passed: 1, failed: 1 });
    expect(parsed.status).toBe("fail");
    expect(parsed.sandbox).toBeNull();
  });

  it("recomputes counts and refuses a pass that lists failures", () => {
    const r = resultOf([testResult({ name: "b", status: "failed" })]);
    const forged = { ...r, status: "pass", summary: { ...r.summary, failed: 0, passed: 1 } };
    const parsed = parseResultsJson(JSON.stringify(forged));
    expect(parsed.status).toBe("fail");
    expect(parsed.summary).toMatchObject({ passed: 0, failed: 1 });
  });

  it("keeps framework.notes (the summary's 'How the tests ran' of a published run), strings only and bounded", () => {
    const r = resultOf([testResult({ name: "a" })]);
    const doc = JSON.parse(JSON.stringify(r)) as { framework: Record<string, unknown> };
    doc.framework["notes"] = ["nested module exp did not run", 3, "", { toString: 1 }, "y".repeat(2500)];
    const parsed = parseResultsJson(JSON.stringify(doc));
    expect(parsed.framework?.notes).toEqual(["nested module exp did not run", `${"y".repeat(2000)}…`]);
    doc.framework["notes"] = Array.from({ length: 12 }, (_, i) => `note ${i}`);
    expect(parseResultsJson(JSON.stringify(doc)).framework?.notes).toHaveLength(10);
    doc.framework["notes"] = "not a list";
    expect(parseResultsJson(JSON.stringify(doc)).framework).not.toHaveProperty("notes");
  });

  it("keeps tags (for merged checkpoint runs), strings only and bounded", () => {
    const r = resultOf([testResult({ name: "a" }), testResult({ name: "b" })]);
    const doc = JSON.parse(JSON.stringify(r)) as { tests: Record<string, unknown>[] };
    doc.tests[0]!["tags"] = ["smoke", 3, "", "x".repeat(201), { toString: 1 }, "scenario:S-1"];
    doc.tests[1]!["tags"] = "smoke";
    const parsed = parseResultsJson(JSON.stringify(doc));
    expect(parsed.tests.map((t) => t.tags)).toEqual([["smoke", "scenario:S-1"], undefined]);
  });

  it("drops paths that leave the repository", () => {
    const r = resultOf([
      testResult({ name: "a", file: "../../etc/passwd" }),
      testResult({ name: "b", file: "/abs/x.py" }),
    ]);
    expect(parseResultsJson(JSON.stringify(r)).tests.map((t) => t.file)).toEqual([null, null]);
  });

  it.each([
    ["not json", /not JSON/],
    ['{"status":"pass"}', /not a testcage results.json/],
    ['{"version":"1","status":"pass","tests":{},"errors":[]}', /must be arrays/],
    ['{"version":"1","status":"pass","tests":[{"id":1}],"errors":[]}', /tests\[0\]/],
    ['{"version":"1","status":"fail","tests":[],"errors":[{"kind":"pwned","message":"x"}]}', /errors\[0\]/],
  ])("refuses %s", (text, message) => {
    expect(() => parseResultsJson(text)).toThrow(message);
  });
});

describe("resultsFileEntries", () => {
  it("reads one path, or several one a line or comma-separated", () => {
    expect(resultsFileEntries("out/results.json")).toEqual(["out/results.json"]);
    expect(resultsFileEntries(" shard-*/results.json\n\n a.json, b.json ,\n")).toEqual([
      "shard-*/results.json",
      "a.json",
      "b.json",
    ]);
    expect(resultsFileEntries("  \n")).toEqual([]);
  });
});
