// The check run's output: title, summary and text, each within GitHub's limits
// (65535 bytes for summary and text). The summary is the verdict (counts and
// the distinct failures) with the run's facts; the text the failures in detail,
// grouped as in the job summary. Degrades rather than fails: passing detail
// goes first, then failure detail shrinks group by group.

import { allTests, type RunResult } from "../core/model.js";
import { flakySection, slowestTests } from "./test-tables.js";
import { SLOWEST_SHOWN } from "../core/slowest.js";
import type { GitHubContext } from "./context.js";
import { groupFailures } from "./groups.js";
import { fitMarkdown, GITHUB_LIMITS, truncateChars } from "./limits.js";
import { escapeMarkdown } from "./markdown.js";
import {
  cacheNote,
  checkTitle,
  countsTable,
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

export interface CheckOutput {
  title: string;
  summary: string;
  text: string;
}

/** `notes` are the publisher's own lines (annotation counts, missing permissions), already escaped. */
export function checkOutput(
  result: RunResult,
  ctx: GitHubContext | null,
  notes: string[],
  extras: SummaryExtras = {},
): CheckOutput {
  const limit = GITHUB_LIMITS.checkOutputBytes;
  const groups = groupFailures(result.tests, extras.changedFiles ?? new Set());
  const verdict = [headline(result), cacheNote(result), countsTable(result), notes.map((n) => `> ${n}`).join("\n")];
  const table = joinParts([
    distinctFailures(groups, ctx, result.comparison ?? null),
    flakySection(result, ctx),
    comparisonSection(result, ctx),
  ]);
  const factLines = runFacts(result);
  const facts = factLines ? joinParts(["### How the tests ran", factLines]) : "";
  const coverage = coverageSection(result.coverage, ctx, 10);
  const candidates = [
    joinParts([
      ...verdict,
      table,
      errorsByKind(result.errors, ctx),
      facts,
      coverage,
      slowestTests(result.testStore?.slowest() ?? allTests(result), SLOWEST_SHOWN),
    ]),
    joinParts([...verdict, table, errorsByKind(result.errors, ctx), facts, coverageSection(result.coverage, ctx, 0)]),
    joinParts([...verdict, table, errorsByKind(result.errors, ctx), facts]),
    joinParts([
      ...verdict,
      table,
      errorsByKind(
        result.errors.map((e) => ({ ...e, details: null })),
        ctx,
      ),
    ]),
  ];
  const summary = candidates.find((c) => Buffer.byteLength(c) <= limit) ?? fitMarkdown(candidates.at(-1)!, limit);
  const heading = "## Failed and errored tests";
  const text =
    groups.length === 0
      ? result.status === "error"
        ? `${heading}\n\nNone reported: ${escapeMarkdown(result.message)}`
        : "No failed tests."
      : fitMarkdown(joinParts([heading, groupsWithin(groups, ctx, limit - 256)]), limit);
  return {
    title: truncateChars(checkTitle(result), GITHUB_LIMITS.checkTitleChars),
    summary,
    text: fitMarkdown(text, limit),
  };
}
