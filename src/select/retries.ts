// Reruns of failed tests (--retries N, docs/scale.md): the engine runs the failed
// tests again through the framework's filter, in a fresh sandbox each time, and
// this module folds the attempts into one result. Pure. A test that failed and
// then passed is `passed` with `flaky: true` and its attempts listed: never a
// failure, always said (summary, warning annotation, CTRF's flaky).

import type { RetryInfo, RunResult, TestAttempt, TestResult } from "../core/model.js";
import { decideStatus, describeRun, summarize } from "../core/status.js";

/** More reruns than this hides a broken test rather than naming a flaky one. */
export const MAX_RETRIES = 10;
/** Past this many failures the run is broken, not flaky: they are not run again. */
export const MAX_RETRIED_TESTS = 200;

const failing = (t: TestResult): boolean => t.status === "failed" || t.status === "error";

/** The ids to run again after the first run, or why none are. */
export function firstRetry(result: RunResult): { ids: string[] } | { note: string } {
  if (result.status === "pass") return { ids: [] };
  if (result.status === "error")
    return { note: "the run ended as an error (its result is incomplete), so no failed test was run again" };
  const ids = result.tests.filter(failing).map((t) => t.id);
  if (ids.length > MAX_RETRIED_TESTS)
    return {
      note: `${ids.length} tests failed, more than the ${MAX_RETRIED_TESTS} testcage runs again: that many failures are not flakiness`,
    };
  return { ids };
}

/** The ids that failed in the first run and have not passed in any rerun so far. */
export function stillFailing(first: RunResult, reruns: readonly RunResult[]): string[] {
  const passed = new Set<string>();
  for (const r of reruns) for (const t of r.tests) if (t.status === "passed") passed.add(t.id);
  return first.tests.filter((t) => failing(t) && !passed.has(t.id)).map((t) => t.id);
}

const attemptOf = (t: TestResult, attempt: number): TestAttempt => ({
  attempt,
  status: t.status,
  duration_ms: t.duration_ms,
  message: t.message,
});

/**
 * The first run with its failed tests' reruns folded in. A failed test's later
 * attempts are read only until one passes; a rerun that did not report a test
 * adds no attempt for it. Counts and status are decided again; the first run's
 * errors stand (a rerun's problems are listed in `retries`, not made run errors:
 * they concern a second look, not the suite's result).
 */
export function mergeAttempts(first: RunResult, reruns: readonly RunResult[], max: number): RunResult {
  const byRun = reruns.map((r) => new Map(r.tests.map((t) => [t.id, t])));
  const tests = first.tests.map((t): TestResult => {
    if (!failing(t)) return t;
    const attempts = [attemptOf(t, 1)];
    for (let i = 0; i < byRun.length; i++) {
      const again = byRun[i]!.get(t.id);
      if (!again) continue;
      attempts.push(attemptOf(again, i + 2));
      if (again.status === "passed") return { ...again, flaky: true, attempts };
    }
    return attempts.length > 1 ? { ...t, attempts } : t;
  });
  const retries: RetryInfo = {
    max,
    reruns: reruns.map((r, i) => ({
      attempt: i + 2,
      tests: r.tests.length,
      passed: r.tests.filter((t) => t.status === "passed").length,
      failed: r.tests.filter(failing).length,
      problems: r.errors.slice(0, 5).map((e) => `${e.kind}: ${e.message}`),
    })),
  };
  const last = reruns[reruns.length - 1];
  const finishedAt = last?.finished_at ?? first.finished_at;
  const wall = Date.parse(finishedAt) - Date.parse(first.started_at);
  const summary = summarize(tests, Number.isFinite(wall) && wall >= 0 ? wall : first.summary.duration_ms);
  const status = decideStatus(tests, first.errors);
  const flaky = tests.filter((t) => t.flaky).length;
  const said = describeRun(status, summary, first.errors);
  return {
    ...first,
    status,
    message: flaky && status !== "error" ? `${said}; ${flaky} flaky (failed, then passed when run again)` : said,
    summary,
    tests,
    finished_at: finishedAt,
    retries,
  };
}

export function flakyTests(result: RunResult): TestResult[] {
  return result.tests.filter((t) => t.flaky === true);
}
