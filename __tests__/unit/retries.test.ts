// Reruns of failed tests (src/select/retries.ts): attempts folded into one result, flaky
// tests passed and said everywhere they are shown (CTRF, annotations, summary), and
// a results.json that claims flakiness read back only when its attempts show it.

import { describe, expect, it } from "vitest";
import { toCtrf } from "../../src/formats/ctrf.js";
import type { RunResult } from "../../src/core/model.js";
import { planAnnotations } from "../../src/publish/annotations.js";
import { jobSummary } from "../../src/publish/job-summary.js";
import { parseResultsJson } from "../../src/ingest/results-input.js";
import { mergeResults } from "../../src/ingest/merge.js";
import { firstRetry, flakyTests, MAX_RETRIED_TESTS, mergeAttempts, stillFailing } from "../../src/select/retries.js";
import { resultOf, testResult } from "../helpers/results.js";
import { validateResults } from "../helpers/schema.js";

const passed = (name: string) => testResult({ name });
const failed = (name: string, message = `boom ${name}`) => testResult({ name, status: "failed", message, line: 7 });
const errored = (name: string) => testResult({ name, status: "error", message: "fixture broke" });
const at = (iso: string, r: RunResult): RunResult => ({ ...r, started_at: iso, finished_at: iso });

describe("firstRetry", () => {
  it("asks for the failed and errored tests of a failed run, nothing of a passing one", () => {
    expect(firstRetry(resultOf([passed("a"), failed("b"), errored("c")]))).toEqual({
      ids: ["tests/test_a.py::b", "tests/test_a.py::c"],
    });
    expect(firstRetry(resultOf([passed("a")]))).toEqual({ ids: [] });
  });

  it("runs nothing again after an error run or a flood of failures, and says why", () => {
    const stopped = { ...resultOf([failed("b")]), status: "error" as const };
    expect(firstRetry(stopped)).toEqual({ note: expect.stringMatching(/ended as an error/) });
    const flood = resultOf(Array.from({ length: MAX_RETRIED_TESTS + 1 }, (_, i) => failed(`t${i}`)));
    expect(firstRetry(flood)).toEqual({ note: expect.stringMatching(/201 tests failed, more than the 200/) });
  });
});

describe("stillFailing", () => {
  it("drops the tests that passed in any rerun so far", () => {
    const first = resultOf([passed("a"), failed("b"), failed("c"), failed("d")]);
    const r2 = resultOf([passed("b"), failed("c"), failed("d")]);
    const r3 = resultOf([passed("c"), failed("d")]);
    expect(stillFailing(first, [])).toEqual(["tests/test_a.py::b", "tests/test_a.py::c", "tests/test_a.py::d"]);
    expect(stillFailing(first, [r2])).toEqual(["tests/test_a.py::c", "tests/test_a.py::d"]);
    expect(stillFailing(first, [r2, r3])).toEqual(["tests/test_a.py::d"]);
  });
});

describe("mergeAttempts", () => {
  const first = at("2026-01-01T00:00:00.000Z", resultOf([passed("a"), failed("b"), failed("c"), errored("d")]));
  const r2 = at(
    "2026-01-01T00:00:02.000Z",
    resultOf([testResult({ name: "b", stdout: "second\n", duration_ms: 9 }), failed("c", "again"), errored("d")]),
  );
  const r3 = at("2026-01-01T00:00:05.000Z", resultOf([passed("c"), failed("d", "still")]));
  const merged = mergeAttempts(first, [r2, r3], 2);

  it("makes a test that failed then passed passed and flaky, with its attempts in order", () => {
    validateResults(JSON.parse(JSON.stringify(merged)));
    const b = merged.tests.find((t) => t.name === "b")!;
    expect(b).toMatchObject({ status: "passed", flaky: true, stdout: "second\n", duration_ms: 9 });
    expect(b.attempts).toEqual([
      { attempt: 1, status: "failed", duration_ms: 5, message: "boom b" },
      { attempt: 2, status: "passed", duration_ms: 9, message: null },
    ]);
    const c = merged.tests.find((t) => t.name === "c")!;
    expect(c.flaky).toBe(true);
    expect(c.attempts?.map((a) => [a.attempt, a.status, a.message])).toEqual([
      [1, "failed", "boom c"],
      [2, "failed", "again"],
      [3, "passed", null],
    ]);
  });

  it("keeps a test that never passed failing, its first failure shown and every attempt listed", () => {
    const d = merged.tests.find((t) => t.name === "d")!;
    expect(d).toMatchObject({ status: "error", message: "fixture broke" });
    expect(d.flaky).toBeUndefined();
    expect(d.attempts?.map((a) => a.status)).toEqual(["error", "error", "failed"]);
  });

  it("leaves tests that passed the first time alone", () => {
    expect(merged.tests[0]).toEqual(first.tests[0]);
    expect(merged.tests.map((t) => t.id)).toEqual(first.tests.map((t) => t.id));
  });

  it("decides counts and status again, says the flaky count and spans the wall time", () => {
    expect(merged.summary).toEqual({ total: 4, passed: 3, failed: 0, errored: 1, skipped: 0, duration_ms: 5000 });
    expect(merged.status).toBe("fail");
    expect(merged.message).toBe("4 tests: 1 errored, 3 passed; 2 flaky (failed, then passed when run again)");
    expect(merged.finished_at).toBe("2026-01-01T00:00:05.000Z");
    expect(merged.retries).toEqual({
      max: 2,
      reruns: [
        { attempt: 2, tests: 3, passed: 1, failed: 2, problems: [] },
        { attempt: 3, tests: 2, passed: 1, failed: 1, problems: [] },
      ],
    });
  });

  it("passes a run whose every failure was flaky", () => {
    const one = mergeAttempts(resultOf([passed("a"), failed("b")]), [resultOf([passed("b")])], 1);
    expect(one.status).toBe("pass");
    expect(flakyTests(one).map((t) => t.name)).toEqual(["b"]);
  });

  it("lists a rerun's problems without making them the run's errors", () => {
    const broken = {
      ...resultOf([]),
      status: "error" as const,
      errors: [{ kind: "timeout" as const, message: "stopped after 1 s" }],
    };
    const m = mergeAttempts(resultOf([failed("b")]), [broken], 1);
    expect(m.errors).toEqual([]);
    expect(m.status).toBe("fail");
    expect(m.tests[0]).toMatchObject({ status: "failed" });
    expect(m.tests[0]!.attempts).toBeUndefined();
    expect(m.retries?.reruns[0]?.problems).toEqual(["timeout: stopped after 1 s"]);
  });
});

describe("flaky tests where they are shown", () => {
  const merged = mergeAttempts(
    resultOf([failed("b"), failed("c")]),
    [resultOf([passed("b"), failed("c")]), resultOf([failed("c")])],
    2,
  );

  it("CTRF: flaky and retries on the test, attempts in extra", () => {
    const tests = (toCtrf(merged) as { results: { tests: Record<string, unknown>[] } }).results.tests;
    expect(tests[0]).toMatchObject({ name: "b", status: "passed", flaky: true, retries: 1 });
    expect(tests[1]).toMatchObject({ name: "c", status: "failed", retries: 2 });
    expect(tests[1]!["flaky"]).toBeUndefined();
    expect((tests[0]!["extra"] as { attempts: unknown[] }).attempts).toHaveLength(2);
  });

  it("annotations: a flaky test is a warning at its line, a failure stays a failure", () => {
    const plan = planAnnotations(merged, new Set(), 50);
    expect(plan.annotations.map((a) => [a.annotation_level, a.title, a.start_line])).toEqual([
      ["failure", "c", 7],
      ["warning", "flaky: b", 1],
    ]);
    expect(plan.annotations[1]!.message).toMatch(
      /^Flaky: failed, then passed on attempt 2 of 2\. First failure: boom b/,
    );
  });

  it("job summary: a flaky section naming the test and its attempts", () => {
    const md = jobSummary(merged, null, "full", []);
    expect(md).toContain("### ⚠️ Flaky tests: 1");
    expect(md).toMatch(/\| b \| tests/);
    expect(md).toContain("failed → passed");
  });
});

describe("flaky and attempts read back from a results.json (hostile input)", () => {
  const doc = (test: Record<string, unknown>): string =>
    JSON.stringify({ version: "1.5.0", status: "pass", tests: [{ id: "f::t", name: "t", ...test }], errors: [] });
  const attempts = [
    { attempt: 1, status: "failed", duration_ms: 3, message: "x" },
    { attempt: 2, status: "passed", duration_ms: 4, message: null },
  ];

  it("keeps them when the attempts show a failure before the pass", () => {
    const t = parseResultsJson(doc({ status: "passed", flaky: true, attempts })).tests[0]!;
    expect(t.flaky).toBe(true);
    expect(t.attempts).toEqual(attempts);
  });

  it("drops a flaky claim the attempts do not back, and malformed attempts", () => {
    expect(parseResultsJson(doc({ status: "passed", flaky: true })).tests[0]!.flaky).toBeUndefined();
    const allPassed = attempts.map((a) => ({ ...a, status: "passed" }));
    expect(
      parseResultsJson(doc({ status: "passed", flaky: true, attempts: allPassed })).tests[0]!.flaky,
    ).toBeUndefined();
    expect(parseResultsJson(doc({ status: "failed", flaky: true, attempts })).tests[0]!.flaky).toBeUndefined();
    const bad = parseResultsJson(doc({ status: "passed", flaky: true, attempts: [attempts[0], { status: "nope" }] }));
    expect(bad.tests[0]!.attempts).toBeUndefined();
    const many = parseResultsJson(doc({ status: "passed", attempts: Array.from({ length: 12 }, () => attempts[0]) }));
    expect(many.tests[0]!.attempts).toBeUndefined();
  });
});

describe("flaky tests through testcage merge", () => {
  it("keeps each shard's flaky tests and their attempts, counted as passed", () => {
    const shard1 = mergeAttempts(resultOf([failed("b")]), [resultOf([passed("b")])], 1);
    const shard2 = resultOf([testResult({ name: "c", file: "tests/test_c.py" })]);
    // As merge reads them: written to results.json and read back as hostile input.
    const reread = (r: RunResult): RunResult => parseResultsJson(JSON.stringify(r));
    const m = mergeResults([
      { source: "s1/results.json", result: reread(shard1) },
      { source: "s2/results.json", result: reread(shard2) },
    ]);
    expect(m.status).toBe("pass");
    expect(flakyTests(m).map((t) => [t.id, t.attempts?.map((a) => a.status)])).toEqual([
      ["tests/test_a.py::b", ["failed", "passed"]],
    ]);
    validateResults(JSON.parse(JSON.stringify(m)));
  });
});
