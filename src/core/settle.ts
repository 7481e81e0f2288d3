// What a parse hands on meets results.json's schema whatever the report said
// (docs/architecture.md §5): a report from the sandbox can give a duration of -3 or
// 1e309 and a line of 0, and every reader would have to remember to refuse them.
// Here they become null, once, for every adapter and for --report-paths.

import type { RunError, TestResult } from "./model.js";
import type { ParsedRun } from "./adapter-types.js";

/** A non-negative whole number of milliseconds, or null. */
export function durationMs(ms: number | null | undefined): number | null {
  return typeof ms === "number" && Number.isFinite(ms) && ms >= 0 ? Math.round(ms) : null;
}

/** A 1-based line number, or null. */
export function lineNumber(line: number | null | undefined): number | null {
  return typeof line === "number" && Number.isSafeInteger(line) && line >= 1 ? line : null;
}

export function settleTest(t: TestResult): TestResult {
  const duration = durationMs(t.duration_ms);
  const line = lineNumber(t.line);
  return duration === t.duration_ms && line === t.line ? t : { ...t, duration_ms: duration, line };
}

export function settleError(e: RunError): RunError {
  if (e.line === undefined || e.line === null || lineNumber(e.line) === e.line) return e;
  return { ...e, line: null };
}

export function settleParsed(run: ParsedRun): ParsedRun {
  return { ...run, tests: run.tests.map(settleTest), errors: run.errors.map(settleError) };
}
