// The check run output and the job summary stay within GitHub's limits however
// much the tests report, and degrade in the documented order.

import { describe, expect, it } from "vitest";
import { checkOutput } from "../../../src/publish/check-output.js";
import { jobSummary } from "../../../src/publish/job-summary.js";
import { byteLength, closeOpenFences } from "../../../src/publish/limits.js";
import { dockerIsolation, manyFailures, resultOf, testResult } from "../../helpers/results.js";
import { testContext } from "../../helpers/github-context.js";

const ctx = testContext();

describe("checkOutput", () => {
  it("small runs: full detail with links to the commit", () => {
    const result = resultOf([
      testResult({ name: "ok", duration_ms: 900 }),
      testResult({
        name: "bad",
        status: "failed",
        line: 7,
        message: "assert 1 == 2",
        stack: "tb line",
        stdout: "printed",
      }),
    ]);
    const out = checkOutput(result, ctx, ["1 annotation"]);
    expect(out.title).toBe("1 failed, 1 passed");
    expect(out.summary).toContain("Slowest tests");
    expect(out.text).toContain("[tests/test\\_a\\.py\\:7](https://github.com/acme/app/blob/abc123/tests/test_a.py#L7)");
    expect(out.text).toContain("assert 1 == 2");
    expect(out.text).toContain("<summary>Stack</summary>");
    expect(out.text).toContain("printed");
  });

  it("a distinct title for runs that could not be judged", () => {
    const result = resultOf([], {
      status: "error",
      message: "no tests found",
      errors: [{ kind: "no-tests", message: "no tests found" }],
    });
    expect(checkOutput(result, ctx, []).title).toBe("Tests could not be judged (no-tests)");
  });

  it("137 failures with large messages: summary and text within 65535 bytes, fences closed", () => {
    const result = resultOf([
      ...manyFailures(137, 9, 3000),
      ...Array.from({ length: 500 }, (_, i) => testResult({ name: `p${i}` })),
    ]);
    const out = checkOutput(result, ctx, []);
    expect(byteLength(out.summary)).toBeLessThanOrEqual(65_535);
    expect(byteLength(out.text)).toBeLessThanOrEqual(65_535);
    expect(closeOpenFences(out.text)).toBe(out.text);
    // Degraded, not dropped: the first failure keeps its message, later ones shrink, the rest are counted.
    expect(out.text).toContain("test\\_case\\_0");
    expect(out.text).toMatch(/and \d+ more failed or errored tests/);
  });

  it("a single enormous message is trimmed, never over the limit", () => {
    const result = resultOf([
      testResult({ name: "huge", status: "failed", message: "é".repeat(200_000), stack: "`".repeat(90_000) }),
    ]);
    const out = checkOutput(result, ctx, []);
    expect(byteLength(out.text)).toBeLessThanOrEqual(65_535);
    expect(closeOpenFences(out.text)).toBe(out.text);
  });
});

describe("jobSummary", () => {
  it("full: facts, failures with stack and output, slowest tests", () => {
    const result = resultOf(
      [testResult({ name: "bad", status: "failed", message: "m", stack: "s", stderr: "warned" })],
      {
        sandbox: {
          kind: "docker",
          isolation: dockerIsolation({ output_cap_bytes: 1 }),
          container: {
            image: "testcage/runner-python:local",
            runtime: "runsc",
            user: "10001:10001",
            memory: "2g",
            cpus: "2",
            pids_limit: 1024,
            tmpfs_size: "512m",
            read_only_root: true,
          },
        },
      },
    );
    const md = jobSummary(result, ctx, "full", ["a note"]);
    expect(md).toContain("**Sandbox:** docker: no network");
    expect(md).toContain("runtime runsc");
    expect(md).toContain("<summary>stderr</summary>");
    expect(md).toContain("> a note");
    expect(md).toContain("Slowest tests");
  });

  it("compact: one line per failure; off: nothing", () => {
    const result = resultOf(manyFailures(5));
    const md = jobSummary(result, ctx, "compact", []);
    expect(md).not.toContain("<summary>Stack</summary>");
    expect(md.match(/^- [❌💥]/gmu)).toHaveLength(5);
    expect(jobSummary(result, ctx, "off", [])).toBe("");
  });

  it("10,000 failures with big output stay under 1 MiB", () => {
    const md = jobSummary(resultOf(manyFailures(10_000, 50, 2000)), ctx, "full", []);
    expect(byteLength(md)).toBeLessThanOrEqual(1024 * 1024);
    expect(md).toMatch(/and \d+ more failed or errored tests/);
    expect(closeOpenFences(md)).toBe(md);
  });
});

describe("coverage in the summaries", () => {
  const coverage = {
    format: "coverage.py" as const,
    problem: null,
    lines: { covered: 12, total: 20, percent: 60 },
    statements: null,
    branches: { covered: 2, total: 8, percent: 25 },
    functions: null,
    files: [
      {
        file: "app/full.py",
        lines: { covered: 5, total: 5, percent: 100 },
        statements: null,
        branches: null,
        functions: null,
        uncovered_lines: [] as [number, number][],
      },
      {
        file: "app/shapes.py",
        lines: { covered: 7, total: 15, percent: 46.67 },
        statements: null,
        branches: null,
        functions: null,
        uncovered_lines: [
          [4, 6],
          [11, 11],
        ] as [number, number][],
      },
    ],
  };

  it("shows totals and the least covered files with their uncovered lines, linked", () => {
    const md = jobSummary(resultOf([testResult({ name: "ok" })], { coverage }), ctx, "full", []);
    expect(md).toContain("### Coverage (coverage.py)");
    expect(md).toContain("| 60.00% (12/20) | – | 25.00% (2/8) | – |");
    expect(md).toContain(
      "[app/shapes\\.py\\:4](https://github.com/acme/app/blob/abc123/app/shapes.py#L4) | 46.67% (7/15) | 4–6, 11 |",
    );
    expect(md).not.toContain("app/full");
    expect(checkOutput(resultOf([testResult({ name: "ok" })], { coverage }), ctx, []).summary).toContain(
      "### Coverage",
    );
  });

  it("says why when there are no figures", () => {
    const md = jobSummary(
      resultOf([testResult({ name: "ok" })], {
        coverage: {
          ...coverage,
          format: null,
          problem: "coverage is not supported for Vitest yet",
          lines: null,
          branches: null,
          files: [],
        },
      }),
      ctx,
      "compact",
      [],
    );
    expect(md).toContain("⚠️ coverage is not supported for Vitest yet");
  });
});
