// Turns tests + errors into the summary, the run status and the one-line message.
// Pure: the rules here are the Exercism contract plus "infrastructure problems
// are never folded into failing tests" (docs/architecture.md §2).

import type { RunError, RunStatus, Summary, TestResult } from "./model.js";

export function summarize(tests: readonly TestResult[], durationMs: number): Summary {
  const count = (s: TestResult["status"]): number => tests.filter((t) => t.status === s).length;
  return {
    total: tests.length,
    passed: count("passed"),
    failed: count("failed"),
    errored: count("error"),
    skipped: count("skipped"),
    duration_ms: durationMs,
  };
}

/** Errors that mean "some test file did not load" while other tests still ran and count. */
const PARTIAL_KINDS = new Set<RunError["kind"]>(["collection"]);

/**
 * The run was stopped before the suite finished (the timeout, a cancel, the
 * memory or disk cap): whatever the finished tests say, the suite's result is
 * unknown, so the run is an error whether or not a test had failed by then. A
 * process or thread the pids limit refused stands with them: what the tests saw
 * was the sandbox's limit, not the project.
 */
const STOPPED_KINDS = new Set<RunError["kind"]>(["timeout", "oom", "disk-limit", "pids-limit"]);

export function decideStatus(tests: readonly TestResult[], errors: readonly RunError[]): RunStatus {
  return statusOf(
    tests.length,
    tests.some((t) => t.status === "failed" || t.status === "error"),
    errors,
  );
}

/** decideStatus from counts: how many tests there are and whether one failed or errored. */
export function statusOf(total: number, failing: boolean, errors: readonly RunError[]): RunStatus {
  if (total === 0) return "error";
  if (errors.some((e) => STOPPED_KINDS.has(e.kind))) return "error";
  if (failing) return "fail";
  if (errors.length === 0) return "pass";
  return errors.every((e) => PARTIAL_KINDS.has(e.kind)) ? "fail" : "error";
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function describeRun(status: RunStatus, summary: Summary, errors: readonly RunError[]): string {
  const parts: string[] = [];
  if (summary.failed) parts.push(`${summary.failed} failed`);
  if (summary.errored) parts.push(`${summary.errored} errored`);
  if (summary.passed) parts.push(`${summary.passed} passed`);
  if (summary.skipped) parts.push(`${summary.skipped} skipped`);
  const counts = `${plural(summary.total, "test")}: ${parts.join(", ") || "none ran"}`;
  const first = errors[0];
  if (status === "error") return first ? `${first.message}` : `No test result could be trusted (${counts}).`;
  const extra = errors.length ? `; ${plural(errors.length, "problem")} (${errors.map((e) => e.kind).join(", ")})` : "";
  return `${counts}${extra}`;
}
