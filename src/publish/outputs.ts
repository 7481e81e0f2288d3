// The step outputs derived from a result: one place, so the action and tests agree.

import type { RunResult } from "../core/model.js";

export function stepOutputs(result: RunResult, resultsPath: string): Record<string, string> {
  const s = result.summary;
  return {
    status: result.status,
    total: String(s.total),
    passed: String(s.passed),
    failed: String(s.failed),
    errored: String(s.errored),
    skipped: String(s.skipped),
    "duration-ms": String(s.duration_ms),
    "results-path": resultsPath,
    flaky: String(result.testStore?.flaky ?? result.tests.filter((t) => t.flaky === true).length),
    "cache-hit": String(result.cache?.hit === true),
  };
}
