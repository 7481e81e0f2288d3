// This run against the base branch's results.json: new failures, fixed, still
// failing, added and removed tests, by id; the base file is hostile input; the
// comparison shows in the check run's title, the summary and results.json.

import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMPARISON_LIST_CAP, compareWithBase, compareWithBaseFile } from "../../src/ingest/compare.js";
import type { RunResult } from "../../src/core/model.js";
import { checkOutput } from "../../src/publish/check-output.js";
import { jobSummary } from "../../src/publish/job-summary.js";
import { RESULTS_INPUT_MAX_BYTES } from "../../src/ingest/results-input.js";
import { writeResults } from "../../src/ingest/results-file.js";
import { renderMarkdown, visibleText } from "../helpers/markdown-render.js";
import { resultOf, testResult } from "../helpers/results.js";
import { validateResults } from "../helpers/schema.js";
import { testContext } from "../helpers/github-context.js";

const ctx = testContext(true);

const failed = (name: string, line = 1) =>
  testResult({ name, status: "failed", line, message: `AssertionError: ${name} broke` });
const passed = (name: string) => testResult({ name });

/** The base branch: a and b pass, c and d fail, old exists. */
const base = resultOf([passed("a"), passed("b"), failed("c"), failed("d"), passed("old")]);
/** The pull request: a now fails, b passes, c still fails, d is fixed, old is gone, fresh (new, failing) and extra (new, passing) appear. */
const head = resultOf([failed("a", 3), passed("b"), failed("c", 5), passed("d"), failed("fresh", 9), passed("extra")]);

async function baseFile(result: RunResult): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "compare-"));
  return writeResults(dir, result);
}

describe("compareWithBaseFile", () => {
  it("two results.json: new failures, fixed, still failing, added and removed, by id", async () => {
    const outcome = await compareWithBaseFile(head, await baseFile(base), "main, run 41");
    expect(outcome.ok).toBe(true);
    const c = outcome.ok ? outcome.comparison : null;
    expect(c).toMatchObject({
      base: { source: "main, run 41", status: "fail", total: 5, failed: 2 },
      counts: { new_failures: 2, fixed: 1, still_failing: 1, added: 2, removed: 1 },
      new_failures: ["tests/test_a.py::a", "tests/test_a.py::fresh"],
      fixed: ["tests/test_a.py::d"],
      still_failing: ["tests/test_a.py::c"],
      added: ["tests/test_a.py::fresh", "tests/test_a.py::extra"],
      removed: ["tests/test_a.py::old"],
    });
    // Written into results.json, the file keeps to the schema.
    expect(() => validateResults({ ...head, comparison: c })).not.toThrow();
  });

  it("retries: a test listed more than once counts as failing if any try failed", () => {
    const retried = resultOf([passed("a"), failed("a"), passed("b")]);
    const outcome = compareWithBase(retried, JSON.stringify(base));
    expect(outcome.ok && outcome.comparison.new_failures).toEqual(["tests/test_a.py::a"]);
  });

  it("caps each list at 1000 ids, counts stay exact", () => {
    const many = resultOf(Array.from({ length: 1500 }, (_, i) => failed(`t${i}`)));
    const outcome = compareWithBase(many, JSON.stringify(resultOf([passed("x")])));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.comparison.counts.new_failures).toBe(1500);
    expect(outcome.comparison.new_failures).toHaveLength(COMPARISON_LIST_CAP);
    expect(() => validateResults({ ...many, comparison: outcome.comparison })).not.toThrow();
  });
});

describe("a hostile base file is refused with a clear error", () => {
  it.each([
    ["not JSON", "{ nope", /base\.json: not JSON/],
    ["not a results.json", JSON.stringify({ hello: 1 }), /not a testcage results\.json/],
    ["a test without an id", JSON.stringify({ ...base, tests: [{ name: "x", status: "passed" }] }), /tests\[0\]/],
    [
      "another framework's run",
      JSON.stringify({ ...base, framework: { id: "jest", name: "Jest" } }),
      /not comparable: a jest run, this one is pytest/,
    ],
    ["another working directory", JSON.stringify({ ...base, working_directory: "pkg/b" }), /ran in pkg\/b/],
  ])("%s", (_, text, error) => {
    const outcome = compareWithBase(head, text, "base.json");
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(error);
  });

  it("bytes that are not UTF-8", () => {
    const bytes = Buffer.concat([
      Buffer.from('{"version":"1.2.0","status":"pass","message":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    expect(compareWithBase(head, bytes, "base.json")).toEqual({ ok: false, error: "base.json: not UTF-8 text" });
  });

  it("a file over the 64 MiB cap, without parsing it", () => {
    const outcome = compareWithBase(head, new Uint8Array(RESULTS_INPUT_MAX_BYTES + 1), "big.json");
    expect(!outcome.ok && outcome.error).toMatch(/over the 67108864-byte cap/);
  });

  it("a symlink (say, to the runner's token file) and a missing file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "compare-"));
    writeFileSync(join(dir, "secret"), JSON.stringify(base));
    symlinkSync(join(dir, "secret"), join(dir, "results.json"));
    const linked = await compareWithBaseFile(head, join(dir, "results.json"), "base/results.json");
    expect(!linked.ok && linked.error).toMatch(/^base\/results\.json: .*not a regular file/);
    const missing = await compareWithBaseFile(head, join(dir, "none.json"), "none.json");
    expect(missing).toEqual({ ok: false, error: "none.json: no such file" });
  });

  it("a run that could not start is not compared (every base test would look removed)", () => {
    const broken = resultOf([], { status: "error", errors: [{ kind: "no-tests", message: "none" }] });
    expect(compareWithBase(broken, JSON.stringify(base)).ok).toBe(false);
  });
});

describe("the comparison as people read it", () => {
  const outcome = compareWithBase(head, JSON.stringify(base), "main, run 41");
  const compared: RunResult = { ...head, comparison: outcome.ok ? outcome.comparison : null };

  it("the check run's title says how many failures are new", () => {
    expect(checkOutput(compared, ctx, []).title).toBe("2 new failures, 3 failed, 3 passed, 1 fixed");
    const same = compareWithBase(base, JSON.stringify(base), "main");
    expect(checkOutput({ ...base, comparison: same.ok ? same.comparison : null }, ctx, []).title).toBe(
      "no new failures, 2 failed, 3 passed",
    );
    expect(checkOutput(head, ctx, []).title).toBe("3 failed, 3 passed");
  });

  it("the summary: counts since the base, new failures and fixed tests by name with links, the rest collapsed", () => {
    const md = jobSummary(compared, ctx, "full", []);
    const r = renderMarkdown(md);
    const text = visibleText(r);
    expect(text).toContain(
      "Since main, run 41 (5 tests, 2 failing): 2 new failures · 1 fixed · 1 still failing · 2 added · 1 removed",
    );
    expect(text).toMatch(/🆕 New failures:\na \(tests\/test_a\.py:3\)\nfresh \(tests\/test_a\.py:9\)/);
    expect(text).toMatch(/✅ Fixed:\nd \(tests\/test_a\.py:1\)/);
    expect(md).toContain("<summary>1 removed</summary>");
    expect(text).toContain("tests/test_a.py::old");
    expect(r.links).toContain("https://github.com/acme/app/blob/abc123/tests/test_a.py#L9");
    // In the verdict table, groups with a new failure are marked.
    expect(r.rows.filter((row) => row[1]?.startsWith("🆕 ")).map((row) => row[1])).toEqual(["🆕 a", "🆕 fresh"]);
    expect(r.rows.find((row) => row[1] === "c")).toBeDefined();
  });

  it("the cases of one parametrized test are one line in each list", () => {
    const cases = (name: string, status: "passed" | "failed") =>
      Array.from({ length: 50 }, (_, i) =>
        testResult({ name: `${name}[${i}]`, line: 7, status, message: status === "failed" ? `case ${i}` : null }),
      );
    const before = resultOf([...cases("test_b", "passed"), ...cases("test_gone", "passed")]);
    const after = resultOf(cases("test_b", "failed"));
    const outcome = compareWithBase(after, JSON.stringify(before), "main");
    const md = jobSummary({ ...after, comparison: outcome.ok ? outcome.comparison : null }, ctx, "full", []);
    const text = visibleText(renderMarkdown(md));
    expect(text).toContain("🆕 New failures:\n50 × test_b[…] (tests/test_a.py:7)");
    expect(text).toContain("50 × tests/test_a.py::test_gone[…]");
    expect(text).not.toContain("more: see comparison");
  });

  it("the check run's summary carries the same comparison", () => {
    expect(visibleText(renderMarkdown(checkOutput(compared, ctx, []).summary))).toContain(
      "Since main, run 41 (5 tests, 2 failing): 2 new failures",
    );
  });
});
