// The job summary's and the check run's tables of single tests: the slowest, from one
// pass over every test of the run (a run on disk is read once, in order), and the flaky
// ones, from the tests held in memory and the count (docs/architecture.md §6).

import type { RunResult, TestResult } from "../core/model.js";
import { slowestOf } from "../core/slowest.js";
import type { GitHubContext } from "./context.js";
import { displayName } from "./annotations.js";
import { escapeMarkdown } from "./markdown.js";
import { formatDuration, location } from "./render.js";

export function slowestTests(tests: Iterable<TestResult>, n: number): string {
  const timed = slowestOf(tests, n);
  if (timed.length === 0) return "";
  const rows = timed.map(
    (t) => `| ${escapeMarkdown(displayName(t))} | ${t.status} | ${formatDuration(t.duration_ms!)} |`,
  );
  return [`### Slowest tests`, "", "| test | status | duration |", "|---|---|---:|", ...rows].join("\n");
}

/**
 * Flaky tests (retries.ts): passed, but only when run again. Listed so they are
 * fixed rather than forgotten; never counted as failures.
 */
export function flakySection(result: RunResult, ctx: GitHubContext | null, max = 20): string {
  // A run on disk holds its first flaky tests and counts them all.
  const flaky = result.tests.filter((t) => t.flaky === true);
  const count = result.testStore?.flaky ?? flaky.length;
  if (count === 0) return "";
  const rows = flaky.slice(0, max).map((t) => {
    const attempts = t.attempts ?? [];
    const trail = attempts.map((a) => a.status).join(" → ");
    return `| ${escapeMarkdown(displayName(t))} | ${location(t, ctx)} | ${escapeMarkdown(trail)} |`;
  });
  const more = count > max ? [``, `…and ${count - max} more flaky tests (results.json lists them).`] : [];
  return [
    `### ⚠️ Flaky tests: ${count}`,
    "",
    "Failed, then passed when run again (retries): counted as passed.",
    "",
    "| test | where | attempts |",
    "|---|---|---|",
    ...rows,
    ...more,
  ].join("\n");
}
