// The export formats, checked with their own validators: CTRF with the ctrf
// package, JUnit read back by testcage's own (hardened) JUnit reader.

import { validate } from "ctrf";
import { describe, expect, it } from "vitest";
import { toCtrf } from "../../../src/formats/ctrf.js";
import { capOutput, OUTPUT_LIMIT, toExercism, TRUNCATION_NOTICE } from "../../../src/formats/exercism.js";
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

describe("Exercism from the tests' source", () => {
  const source = [
    "import pytest",
    "",
    "",
    "@pytest.mark.task(taskno=2)",
    "class LasagnaTest(unittest.TestCase):",
    "    def test_bake_time(self):",
    "        self.assertEqual(bake_time(), 40)",
    "",
    "    @pytest.mark.task(taskno=3)",
    "    @pytest.mark.slow",
    "    def test_layers(",
    "        self,",
    "    ):",
    "        for n in range(3):",
    "            self.assertEqual(layers(n),",
    "                             n * 2)",
    "",
    "",
    "def test_free_function():",
    "    assert True",
    "",
  ].join("\n");
  const read = (path: string): string | undefined => (path === "lasagna_test.py" ? source : undefined);
  const t = (name: string, suite: string[], over: Parameters<typeof testResult>[0] | object = {}) =>
    testResult({ name, suite, file: "lasagna_test.py", line: null, ...over });

  it("is version 3 with task ids from task markers on the test or its class, test_code the dedented body, in file order", () => {
    const ex = toExercism(
      resultOf([
        t("test_free_function", []),
        t("test_layers", ["LasagnaTest"], { status: "failed", message: "AssertionError: 1 != 2", line: 15 }),
        t("test_bake_time", ["LasagnaTest"], { stdout: "  baking\n" }),
      ]),
      { readSource: read },
    );
    expect(ex).toEqual({
      version: 3,
      status: "fail",
      tests: [
        {
          name: "Lasagna > bake time",
          status: "pass",
          output: "baking",
          test_code: "self.assertEqual(bake_time(), 40)",
          task_id: 2,
        },
        {
          name: "Lasagna > layers",
          status: "fail",
          message: "AssertionError: 1 != 2",
          test_code: "for n in range(3):\n    self.assertEqual(layers(n),\n                     n * 2)",
          task_id: 3,
        },
        { name: "free function", status: "pass", test_code: "assert True" },
      ],
    });
  });

  it("is version 2 without task markers, and without test_code when the source cannot be read", () => {
    const ex = toExercism(resultOf([t("test_free_function", [])]), { readSource: read });
    expect(ex).toMatchObject({ version: 2, tests: [{ test_code: "assert True" }] });
    expect((ex["tests"] as object[])[0]).not.toHaveProperty("task_id");
    const unread = toExercism(resultOf([t("test_layers", ["LasagnaTest"])]));
    expect(unread).toEqual({ version: 2, status: "pass", tests: [{ name: "Lasagna > layers", status: "pass" }] });
  });

  it("caps output at 500 characters, the notice included, as Exercism's Python runner does", () => {
    expect(capOutput("x".repeat(OUTPUT_LIMIT))).toBe("x".repeat(OUTPUT_LIMIT));
    const cut = capOutput(`${"y".repeat(OUTPUT_LIMIT)}z`);
    expect(cut).toHaveLength(OUTPUT_LIMIT);
    expect(cut).toBe(`${"y".repeat(OUTPUT_LIMIT - TRUNCATION_NOTICE.length)}${TRUNCATION_NOTICE}`);
    expect(TRUNCATION_NOTICE).toBe(" [Output was truncated. Please limit to 500 chars]");
  });

  it("gives an error run's message with the framework's own account, and no tests", () => {
    const ex = toExercism(
      resultOf([], {
        status: "error",
        message: "lasagna_test.py could not be collected: SyntaxError: expected ':'",
        errors: [{ kind: "collection", message: "x", details: "lasagna.py:3\nE   SyntaxError: expected ':'" }],
      }),
    );
    expect(ex).toEqual({
      version: 2,
      status: "error",
      message:
        "lasagna_test.py could not be collected: SyntaxError: expected ':'\n\nlasagna.py:3\nE   SyntaxError: expected ':'",
      tests: [],
    });
  });
});
