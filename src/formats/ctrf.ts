// results.json as a CTRF report (Common Test Report Format, spec 0.0.0), for
// tools that read CTRF. Errored tests have no CTRF status of their own: they are
// "failed" with rawStatus "error", so counts still add up.

import { allTests, type RunResult, type TestResult } from "../core/model.js";

export const CTRF_SPEC_VERSION = "0.0.0";

const lines = (text: string | null): string[] | undefined => (text ? text.replace(/\n$/, "").split("\n") : undefined);

export function ctrfTest(t: TestResult): Record<string, unknown> {
  const test: Record<string, unknown> = {
    name: t.name || t.id,
    status: t.status === "error" ? "failed" : t.status,
    rawStatus: t.status,
    duration: Math.max(0, Math.round(t.duration_ms ?? 0)),
  };
  if (t.suite.length) test["suite"] = t.suite;
  if (t.message) test["message"] = t.message;
  if (t.stack) test["trace"] = t.stack;
  if (t.file) test["filePath"] = t.file;
  if (t.line) test["line"] = t.line;
  // CTRF's own field for labels (docs/results.md, Tags).
  if (t.tags?.length) test["tags"] = t.tags;
  const stdout = lines(t.stdout);
  if (stdout) test["stdout"] = stdout;
  const stderr = lines(t.stderr);
  if (stderr) test["stderr"] = stderr;
  // CTRF's own fields for a test run more than once (retries.ts): how many extra runs, and whether it passed only on one.
  if (t.attempts && t.attempts.length > 1) test["retries"] = t.attempts.length - 1;
  if (t.flaky) test["flaky"] = true;
  test["extra"] = {
    id: t.id,
    ...(t.parameters ? { parameters: t.parameters } : {}),
    ...(t.attempts ? { attempts: t.attempts } : {}),
  };
  return test;
}

/** The CTRF document; with `withTests` false its tests array is left empty, for writing them one by one. */
export function toCtrf(result: RunResult, withTests = true): Record<string, unknown> {
  const start = Date.parse(result.started_at);
  const stop = Date.parse(result.finished_at);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const tests = allTests(result);
  if (result.testStore) {
    // Counted as they were stored: the summary is theirs.
    const s = result.summary;
    Object.assign(counts, { passed: s.passed, failed: s.failed + s.errored, skipped: s.skipped });
  } else {
    for (const t of tests) {
      if (t.status === "passed") counts.passed++;
      else if (t.status === "skipped") counts.skipped++;
      else counts.failed++;
    }
  }
  return {
    reportFormat: "CTRF",
    specVersion: CTRF_SPEC_VERSION,
    timestamp: result.finished_at,
    generatedBy: `${result.tool.name} ${result.tool.version}`,
    results: {
      tool: { name: result.framework?.id ?? "unknown" },
      summary: {
        tests: tests.length,
        passed: counts.passed,
        failed: counts.failed,
        skipped: counts.skipped,
        pending: 0,
        other: 0,
        start: Number.isFinite(start) ? start : 0,
        stop: Number.isFinite(stop) ? stop : 0,
      },
      tests: withTests ? Array.from(tests, ctrfTest) : [],
      extra: { status: result.status, message: result.message, errors: result.errors },
    },
  };
}
