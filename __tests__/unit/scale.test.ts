// Hot paths at scale: linear time and no stack overflow on very large runs (issue 13).
// Time bounds are loose (a loaded 2-core machine must never trip them); what they catch
// is a quadratic step, which at these sizes takes minutes, not seconds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { minOf, pushAll } from "../../src/core/arrays.js";
import { toJunitXml } from "../../src/formats/junit.js";
import type { RunResult, TestResult } from "../../src/core/model.js";
import { readReports } from "../../src/ingest/report-paths.js";
import { HELD_FAILURES } from "../../src/ingest/test-store.js";

function manyTests(n: number, files: number): TestResult[] {
  const statuses = ["passed", "failed", "error", "skipped"] as const;
  return Array.from({ length: n }, (_, i) => ({
    id: `tests/test_${i % files}.py::test_${i}`,
    name: `test_${i}`,
    suite: [],
    status: statuses[i % 4]!,
    duration_ms: 1,
    file: `tests/test_${i % files}.py`,
    line: i + 1,
    message: i % 4 === 0 ? null : "boom",
    stack: null,
    stdout: null,
    stderr: null,
  }));
}

describe("large runs", () => {
  it("appends 300k items without overflowing the stack", () => {
    const big = Array.from({ length: 300_000 }, (_, i) => i);
    const target = [-1];
    expect(() => pushAll(target, big)).not.toThrow();
    expect(target).toHaveLength(300_001);
    expect(target[300_000]).toBe(299_999);
    expect(minOf(big, 0)).toBe(0);
    expect(minOf([], 7)).toBe(7);
  });

  it("exports 200k tests as JUnit XML in linear time", () => {
    const tests = manyTests(200_000, 2000);
    const result = {
      tests,
      errors: [],
      framework: { id: "reports", name: "x", reason: "" },
      summary: { total: 200_000, passed: 50_000, failed: 50_000, errored: 50_000, skipped: 50_000, duration_ms: 1 },
    } as unknown as RunResult;
    const started = performance.now();
    const xml = toJunitXml(result);
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(20);
    expect(xml.match(/<testsuite /g)).toHaveLength(2000);
    expect(xml.match(/<testcase /g)).toHaveLength(200_000);
    expect(xml).toContain(
      '<testsuite name="tests/test_1.py" tests="100" failures="100" errors="0" skipped="0" time="0.100">',
    );
  });

  it("reads one report of 300k test cases (the shape that overflowed the stack), placing each by its module", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scale-"));
    try {
      mkdirSync(join(dir, "tests/pkg"), { recursive: true });
      for (let m = 0; m < 30; m++) writeFileSync(join(dir, `tests/pkg/test_module_${m}.py`), "");
      const n = 300_000;
      const cases: string[] = [];
      for (let i = 0; i < n; i++) {
        const head = `<testcase classname="tests.pkg.test_module_${i % 30}" name="test_${i}" time="0.001"`;
        cases.push(
          i % 20 === 0
            ? `${head}><failure message="boom">tests/pkg/test_module_${i % 30}.py:${(i % 50) + 1}: AssertionError</failure></testcase>`
            : `${head}/>`,
        );
      }
      writeFileSync(
        join(dir, "junit.xml"),
        `<testsuites><testsuite name="pytest">${cases.join("")}</testsuite></testsuites>`,
      );
      const read = await readReports(dir, ["junit.xml"]);
      expect(read.errors).toEqual([]);
      // On disk past SPILL_AFTER: every test read back by position, the failures held in memory.
      const all = read.store!;
      expect(all.length).toBe(n);
      expect(all.at(n - 1)).toMatchObject({ id: `tests/pkg/test_module_29.py::test_${n - 1}`, order: n - 1 });
      expect(all.at(20)).toMatchObject({ file: "tests/pkg/test_module_20.py", status: "failed", line: 21 });
      expect(all.counts).toEqual({ passed: n - n / 20, failed: n / 20, errored: 0, skipped: 0, flaky: 0 });
      expect(read.tests).toHaveLength(HELD_FAILURES);
      expect(read.tests[1]).toEqual(all.at(20));
      all.remove();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
