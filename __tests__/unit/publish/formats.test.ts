// The export formats, checked with their own validators: CTRF with the ctrf
// package, JUnit read back by testcage's own (hardened) JUnit reader.

import { validate } from "ctrf";
import { describe, expect, it } from "vitest";
import { toCtrf } from "../../../src/formats/ctrf.js";
import { toExercism } from "../../../src/formats/exercism.js";
import { toJunitXml } from "../../../src/formats/junit.js";
import { readJunit } from "../../../src/reports/junit.js";
import { resultOf, testResult } from "../../helpers/results.js";

const result = resultOf(
  [
    testResult({ name: "ok", suite: ["TestA"], stdout: "out\nline" }),
    testResult({ name: "bad", status: "failed", line: 9, message: "assert ]]> <x> & \u0001", stack: "tb ]]> end" }),
    testResult({ name: "boom", status: "error", message: "fixture" }),
    testResult({ name: "later", status: "skipped", message: "not now" }),
  ],
  { errors: [{ kind: "collection", message: "broken import", file: "tests/test_b.py", line: 2 }], status: "fail" },
);

describe("CTRF", () => {
  it("validates against the CTRF schema, errored tests failed with rawStatus error", () => {
    const ctrf = toCtrf(result);
    const v = validate(ctrf);
    expect(v.errors ?? []).toEqual([]);
    expect(v.valid).toBe(true);
    const r = ctrf["results"] as { summary: Record<string, number>; tests: Record<string, unknown>[] };
    expect(r.summary).toMatchObject({ tests: 4, passed: 1, failed: 2, skipped: 1 });
    expect(r.tests[2]).toMatchObject({ status: "failed", rawStatus: "error" });
    expect(r.tests[0]).toMatchObject({ suite: ["TestA"], stdout: ["out", "line"] });
  });
});

describe("JUnit XML", () => {
  it("reads back with the same outcomes, text intact, and run errors as errored cases", () => {
    const cases = readJunit(toJunitXml(result));
    expect(cases.map((c) => [c.name, c.outcome?.kind ?? "passed"])).toEqual([
      ["ok", "passed"],
      ["bad", "failure"],
      ["boom", "error"],
      ["later", "skipped"],
      ["testcage collection #1", "error"],
    ]);
    expect(cases[1]!.outcome!.text).toBe("tb ]]> end");
    expect(cases[1]!.outcome!.message).toContain("assert ]]> <x> &");
    expect(cases[1]!.line).toBe(9);
    expect(cases[0]!.systemOut).toBe("out\nline");
  });
});

describe("Exercism", () => {
  it("uses pass/fail/error and leaves out tests that did not run", () => {
    const ex = toExercism(result) as { version: number; status: string; tests: { name: string; status: string }[] };
    expect(ex.version).toBe(2);
    expect(ex.status).toBe("fail");
    expect(ex.tests.map((t) => [t.name, t.status])).toEqual([
      ["TestA > ok", "pass"],
      ["bad", "fail"],
      ["boom", "error"],
    ]);
  });
});
