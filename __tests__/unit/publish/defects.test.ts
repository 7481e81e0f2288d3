// defects.json: one defect per failed or errored test, checked against schema/defects.schema.json.

import { describe, expect, it } from "vitest";
import { toDefects } from "../../../src/formats/defects.js";
import { count } from "../../../src/core/coverage-model.js";
import { resultOf, testResult } from "../../helpers/results.js";
import { validateDefects } from "../../helpers/schema.js";

const tests = [
  testResult({ name: "test_ok" }),
  testResult({
    name: "test_bad",
    suite: ["TestCart"],
    status: "failed",
    line: 9,
    message: "AssertionError: 1 != 2",
    stack: "tests/test_a.py:9: AssertionError",
  }),
  testResult({ name: "test_boom", status: "error", line: null, message: "fixture 'db' not found" }),
  testResult({ name: "test_nowhere", status: "failed", file: null, message: null }),
  testResult({ name: "test_later", status: "skipped" }),
];

describe("defects.json", () => {
  it("has one defect per failed or errored test: errored high, failed medium, at file:line", () => {
    const doc = toDefects(resultOf(tests));
    validateDefects(doc);
    expect(doc.status).toBe("fail");
    expect(doc.defects).toEqual([
      {
        severity: "medium",
        description: "Test failed: TestCart > test_bad",
        location: "tests/test_a.py:9",
        details: { error_message: "AssertionError: 1 != 2", stack_trace: "tests/test_a.py:9: AssertionError" },
        type: "test_failure",
        test_id: "tests/test_a.py::test_bad",
      },
      {
        severity: "high",
        description: "Test failed: test_boom",
        location: "tests/test_a.py",
        details: { error_message: "fixture 'db' not found", stack_trace: null },
        type: "test_failure",
        test_id: "tests/test_a.py::test_boom",
      },
      {
        severity: "medium",
        description: "Test failed: test_nowhere",
        location: "::test_nowhere",
        details: { error_message: null, stack_trace: null },
        type: "test_failure",
        test_id: "::test_nowhere",
      },
    ]);
    expect(doc).not.toHaveProperty("coverage_percentage");
  });

  it("gives coverage_percentage from line coverage when coverage ran, statements when there are no lines", () => {
    const coverage = {
      format: "coverage.py" as const,
      problem: null,
      lines: count(83, 100),
      statements: count(1, 3),
      branches: null,
      functions: null,
      files: [],
    };
    const withLines = toDefects(resultOf(tests, { coverage }));
    validateDefects(withLines);
    expect(withLines.coverage_percentage).toBe(83);
    const statementsOnly = toDefects(resultOf(tests, { coverage: { ...coverage, lines: null } }));
    expect(statementsOnly.coverage_percentage).toBe(33.33);
    // Coverage asked for but no figures: left out rather than 0.
    expect(toDefects(resultOf(tests, { coverage: { ...coverage, lines: null, statements: null } }))).not.toHaveProperty(
      "coverage_percentage",
    );
  });

  it("is valid with no defects, and for a run that could not be judged", () => {
    const passing = toDefects(resultOf([testResult({ name: "test_ok" })]));
    validateDefects(passing);
    expect(passing.defects).toEqual([]);
    const error = toDefects(resultOf([], { status: "error", message: "pytest is not installed" }));
    validateDefects(error);
    expect(error).toMatchObject({ status: "error", message: "pytest is not installed", defects: [] });
  });

  it("the schema refuses what is not a defect", () => {
    const doc = toDefects(resultOf(tests));
    expect(() => validateDefects({ ...doc, defects: [{ ...doc.defects[0], severity: "low" }] })).toThrow(/severity/);
    expect(() => validateDefects({ ...doc, defects: [{ ...doc.defects[0], type: "bug" }] })).toThrow(/type/);
    expect(() => validateDefects({ ...doc, coverage_percentage: 101 })).toThrow(/coverage_percentage/);
  });
});
