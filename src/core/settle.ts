// What a parse hands on meets results.json's schema whatever the report said
// (docs/architecture.md §5): a report from the sandbox can give a duration of -3 or
// 1e309 and a line of 0, and every reader would have to remember to refuse them.
// Here they become null, once, for every adapter and for --report-paths. Likewise
// its text: a test's name, id or suite comes from the tests (a parametrize id, a
// node:test title) and can hold NUL, escape sequences or half a surrogate pair, which
// a terminal obeys and a strict JSON parser refuses; cleaned here (cleanText), once.

import type { RunError, TestResult } from "./model.js";
import type { ParsedRun } from "./adapter-types.js";
import { cleanIfNeeded } from "./text.js";

const TEXT_FIELDS = ["id", "name", "file", "message", "stack", "stdout", "stderr", "parameters"] as const;

/** `t` with its text cleaned, or `t` itself when it needed none. */
function cleanTest(t: TestResult): TestResult {
  let out: TestResult | null = null;
  for (const key of TEXT_FIELDS) {
    const value = t[key];
    if (typeof value !== "string") continue;
    const clean = cleanIfNeeded(value);
    if (clean !== value) (out ??= { ...t })[key] = clean;
  }
  const suite = t.suite.map(cleanIfNeeded);
  if (suite.some((s, i) => s !== t.suite[i])) (out ??= { ...t }).suite = suite;
  if (t.tags?.length) {
    const tags = t.tags.map(cleanIfNeeded);
    if (tags.some((s, i) => s !== t.tags![i])) (out ??= { ...t }).tags = tags;
  }
  // An id is never empty (the schema's one rule for it): one that was nothing but controls says so.
  if (out && out.id === "") out.id = "(an id of control characters only)";
  return out ?? t;
}

/** A non-negative whole number of milliseconds, or null. */
export function durationMs(ms: number | null | undefined): number | null {
  return typeof ms === "number" && Number.isFinite(ms) && ms >= 0 ? Math.round(ms) : null;
}

/** A 1-based line number, or null. */
export function lineNumber(line: number | null | undefined): number | null {
  return typeof line === "number" && Number.isSafeInteger(line) && line >= 1 ? line : null;
}

export function settleTest(given: TestResult): TestResult {
  const t = cleanTest(given);
  const duration = durationMs(t.duration_ms);
  const line = lineNumber(t.line);
  return duration === t.duration_ms && line === t.line ? t : { ...t, duration_ms: duration, line };
}

export function settleError(given: RunError): RunError {
  // A message of nothing but control characters is still said to be one.
  const message = cleanIfNeeded(given.message) || "(a message of control characters only)";
  const e = message === given.message ? given : { ...given, message };
  if (e.line === undefined || e.line === null || lineNumber(e.line) === e.line) return e;
  return { ...e, line: null };
}

export function settleParsed(run: ParsedRun): ParsedRun {
  return { ...run, tests: run.tests.map(settleTest), errors: run.errors.map(settleError) };
}
