// The job summary ($GITHUB_STEP_SUMMARY): what a person sees on the run page.
// A verdict first, read in ten seconds: status and counts, then the distinct
// failures (parametrized cases and retries grouped) in a short table; the
// details below. `full` carries messages, stacks and captured output; `compact`
// one line per distinct failure. Either way it stays under GitHub's 1 MiB per
// step, degrading as the check run output does.

import { allTests, type RunResult } from "../core/model.js";
import { SUMMARY_MODES } from "../options/option-model.js";
import { flakySection, slowestTests } from "./test-tables.js";
import { SLOWEST_SHOWN } from "../core/slowest.js";
import type { GitHubContext } from "./context.js";
import { groupFailures } from "./groups.js";
import { byteLength, fitMarkdown, GITHUB_LIMITS } from "./limits.js";
import { escapeMarkdown } from "./markdown.js";
import {
  countsTable,
  cacheNote,
  comparisonSection,
  coverageSection,
  distinctFailures,
  errorsByKind,
  groupsWithin,
  headline,
  joinParts,
  runFacts,
  type SummaryExtras,
} from "./render.js";

export { SUMMARY_MODES };
export type SummaryMode = (typeof SUMMARY_MODES)[number];

export function jobSummary(
  result: RunResult,
  ctx: GitHubContext | null,
  mode: SummaryMode,
  notes: string[],
  extras: SummaryExtras = {},
): string {
  if (mode === "off") return "";
  const limit = GITHUB_LIMITS.jobSummaryBytes;
  const groups = groupFailures(result.tests, extras.changedFiles ?? new Set());
  const verdict = joinParts([
    `## testcage: ${escapeMarkdown(result.framework ? result.framework.name : "tests")}${result.working_directory !== "." ? ` in ${escapeMarkdown(result.working_directory)}` : ""}`,
    headline(result),
    cacheNote(result),
    countsTable(result),
    distinctFailures(groups, ctx, result.comparison ?? null),
    flakySection(result, ctx),
    comparisonSection(result, ctx),
    notes.map((n) => `> ${n}`).join("\n"),
  ]);
  const errors = errorsByKind(
    mode === "full" ? result.errors : result.errors.map((e) => ({ ...e, details: null })),
    ctx,
  );
  const factLines = mode === "full" ? runFacts(result) : "";
  const facts = factLines ? joinParts(["### How the tests ran", factLines]) : "";
  const slowest = joinParts([
    mode === "full" ? slowestTests(result.testStore?.slowest() ?? allTests(result), SLOWEST_SHOWN) : "",
    coverageSection(result.coverage, ctx, mode === "full" ? 10 : 0),
  ]);
  const reserved = byteLength(verdict) + byteLength(errors) + byteLength(facts) + byteLength(slowest) + 512;
  const failures =
    groups.length === 0
      ? ""
      : joinParts([
          "### Failed and errored tests",
          groupsWithin(groups, ctx, limit - reserved, mode === "full" ? "full" : "line"),
        ]);
  return fitMarkdown(joinParts([verdict, errors, failures, facts, slowest]), limit);
}
