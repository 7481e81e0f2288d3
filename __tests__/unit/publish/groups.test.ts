// Failures of one parametrized test, one table test or the retries of one test
// are one entry in the summary and the check run, with a count, the case ids
// and one stack; the summary leads with a verdict a person reads at a glance.

import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/core/model.js";
import { checkOutput } from "../../../src/publish/check-output.js";
import { groupFailures, messageShape } from "../../../src/publish/groups.js";
import { jobSummary } from "../../../src/publish/job-summary.js";
import { byteLength } from "../../../src/publish/limits.js";
import { renderMarkdown, visibleText } from "../../helpers/markdown-render.js";
import { resultOf, testResult } from "../../helpers/results.js";
import { testContext } from "../../helpers/github-context.js";

const ctx = testContext(true);

/** 137 cases of `test_many`, failing at the same assert the way pytest reports them. */
function parametrized(n: number, file = "tests/test_many.py", name = "test_many"): TestResult[] {
  return Array.from({ length: n }, (_, i) =>
    testResult({
      name: `${name}[${i}]`,
      parameters: String(i),
      file,
      line: 5,
      status: "failed",
      message: `AssertionError: case ${i} fails\nassert ${i} < 0`,
      stack: `n = ${i}\n\n    @pytest.mark.parametrize("n", range(${n}))\n    def ${name}(n):\n>       assert n < 0, f"case {n} fails"\nE       AssertionError: case ${i} fails\n${"E       frame\n".repeat(30)}\n${file}:5: AssertionError`,
      stdout: `checking ${i}\n`,
    }),
  );
}

const passing = Array.from({ length: 20 }, (_, i) => testResult({ name: `test_ok_${i}`, duration_ms: 10 + i }));

describe("groupFailures", () => {
  it("137 cases of one parametrized test are one group: count, case ids, message shape", () => {
    const groups = groupFailures(parametrized(137), new Set());
    expect(groups).toHaveLength(1);
    const [g] = groups;
    expect(g!.label).toBe("test_many[…]");
    expect(g!.shape).toBe("AssertionError: case N fails");
    expect(g!.tests).toHaveLength(137);
    expect(g!.cases.slice(0, 3)).toEqual(["0", "1", "2"]);
    expect(`${g!.file}:${g!.line}`).toBe("tests/test_many.py:5");
  });

  it("the case id is taken out of the message shape, whatever it looks like", () => {
    expect(messageShape("ValueError: bad input 'alpha-beta'\nmore", "alpha-beta")).toBe("ValueError: bad input '…'");
    expect(messageShape("at 0x7f3a2c segfault 12.5%", null)).toBe("at 0x… segfault N%");
    expect(messageShape(null, null)).toBe("");
  });

  it("keeps apart what differs: place, message shape, failed versus errored", () => {
    const tests = [
      testResult({ name: "t[1]", line: 5, status: "failed", message: "AssertionError: case 1 fails" }),
      testResult({ name: "t[2]", line: 5, status: "failed", message: "KeyError: 'x'" }),
      testResult({ name: "t[3]", line: 9, status: "failed", message: "AssertionError: case 3 fails" }),
      testResult({ name: "t[4]", line: 5, status: "error", message: "AssertionError: case 4 fails" }),
      testResult({ name: "t[5]", line: 5, status: "failed", message: "AssertionError: case 5 fails" }),
    ];
    const groups = groupFailures(tests, new Set());
    expect(groups.map((g) => g.tests.map((t) => t.name))).toEqual([["t[1]", "t[5]"], ["t[2]"], ["t[3]"], ["t[4]"]]);
    expect(groups[1]!.label).toBe("t[2]");
  });

  it("names table tests by their shared start and retries by the test's name", () => {
    const rows = [1, 2, 3].map((i) =>
      testResult({
        name: `adds ${i} + ${i}`,
        suite: ["math"],
        file: "src/math.test.ts",
        line: 12,
        status: "failed",
        message: `expected ${i * 2} to be ${i * 2 + 1}`,
      }),
    );
    const retries = [1, 2, 3].map(() =>
      testResult({
        name: "flaky",
        file: "src/net.test.ts",
        line: 4,
        status: "failed",
        message: "timeout after 500 ms",
      }),
    );
    const groups = groupFailures([...retries, ...rows], new Set());
    expect(groups.map((g) => [g.label, g.tests.length])).toEqual([
      ["flaky", 3],
      ["math › adds …", 3],
    ]);
  });

  it("orders groups: files the pull request changed first, then by count, then as listed", () => {
    const tests = [
      ...parametrized(3, "tests/test_small.py", "test_small"),
      ...parametrized(50, "tests/test_big.py", "test_big"),
      ...parametrized(2, "tests/test_changed.py", "test_changed"),
      ...parametrized(3, "tests/test_other.py", "test_other"),
    ];
    const labels = (changed: string[]): string[] => groupFailures(tests, new Set(changed)).map((g) => g.label);
    expect(labels(["tests/test_changed.py"])).toEqual([
      "test_changed[…]",
      "test_big[…]",
      "test_small[…]",
      "test_other[…]",
    ]);
    expect(labels([])[0]).toBe("test_big[…]");
  });
});

describe("the summary of 137 failures of one parametrized test", () => {
  const result = resultOf([...parametrized(137), ...passing]);
  const md = jobSummary(result, ctx, "full", []);
  const r = renderMarkdown(md);

  it("stays under 10 KB", () => {
    expect(byteLength(md)).toBeLessThan(10 * 1024);
  });

  it("opens with the verdict: status and counts, then one row for the one distinct failure", () => {
    const text = visibleText(r);
    expect(text.indexOf("137 failed, 20 passed")).toBeLessThan(text.indexOf("1 distinct failure"));
    const distinct = r.rows.filter((row) => row.length === 4 && row[1] === "test_many[…]");
    expect(distinct).toEqual([["❌ 137", "test_many[…]", "tests/test_many.py:5", "AssertionError: case N fails"]]);
    expect(r.links).toContain("https://github.com/acme/app/blob/abc123/tests/test_many.py#L5");
  });

  it("details: one entry with the count, the case ids collapsed, and one stack", () => {
    const headings = r.blocks.filter((b) => b.includes("test_many"));
    expect(headings).toContain("❌ 137 × test_many[…]");
    expect(md.match(/^#### /gm)).toHaveLength(1);
    expect(md).toContain("<summary>137 cases</summary>");
    expect(visibleText(r)).toContain("0, 1, 2, 3,");
    expect(visibleText(r)).toContain("135, 136");
    expect(md.match(/<summary>Stack<\/summary>/g)).toHaveLength(1);
    expect(r.code.filter((c) => c.includes("AssertionError: case 0 fails"))).toHaveLength(2);
  });

  it("the check run: the verdict in its summary, the one grouped entry in its text", () => {
    const out = checkOutput(result, ctx, []);
    expect(out.title).toBe("137 failed, 20 passed");
    expect(out.summary).toContain("| ❌ 137 | test\\_many\\[…\\] |");
    expect(out.text.match(/^#### /gm)).toHaveLength(1);
    expect(byteLength(out.text)).toBeLessThan(10 * 1024);
  });

  it("compact: the verdict and one line for the group", () => {
    const compact = jobSummary(result, ctx, "compact", []);
    expect(compact.match(/^- ❌/gm)).toEqual(["- ❌"]);
    expect(compact).toMatch(/^- ❌ 137 × test\\_many\\\[…\\\] \(\[tests/m);
  });
});

describe("many distinct failures", () => {
  it("the verdict table shows the first ten and says how many there are", () => {
    const tests = Array.from({ length: 14 }, (_, i) =>
      testResult({ name: `test_${i}`, line: 10 * (i + 1), status: "failed", message: `E${i}: broke` }),
    );
    const r = renderMarkdown(jobSummary(resultOf(tests), ctx, "full", []));
    expect(visibleText(r)).toContain("14 distinct failures (the first 10):");
    expect(r.rows.filter((row) => row.length === 4 && /^❌ \d+$/.test(row[0]!))).toHaveLength(10);
  });
});
