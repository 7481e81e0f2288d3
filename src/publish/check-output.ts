// The check run's output: title, summary and text, each within GitHub's limits
// (65535 bytes for summary and text). Degrades rather than fails: passing detail
// goes first, then failure detail shrinks test by test.

import type { RunResult } from "../model.js";
import type { GitHubContext } from "./context.js";
import { fitMarkdown, GITHUB_LIMITS, truncateChars } from "./limits.js";
import { escapeMarkdown } from "./markdown.js";
import {
  checkTitle,
  coverageSection,
  countsTable,
  errorsByKind,
  failuresWithin,
  headline,
  joinParts,
  problems,
  runFacts,
  slowestTests,
} from "./render.js";

export interface CheckOutput {
  title: string;
  summary: string;
  text: string;
}

/** `notes` are the publisher's own lines (annotation counts, missing permissions), already escaped. */
export function checkOutput(result: RunResult, ctx: GitHubContext | null, notes: string[]): CheckOutput {
  const limit = GITHUB_LIMITS.checkOutputBytes;
  const core = [headline(result), countsTable(result), runFacts(result), notes.map((n) => `> ${n}`).join("\n")];
  const coverage = coverageSection(result.coverage, ctx, 10);
  const candidates = [
    joinParts([...core, errorsByKind(result.errors, ctx), coverage, slowestTests(result.tests, 10)]),
    joinParts([...core, errorsByKind(result.errors, ctx), coverageSection(result.coverage, ctx, 0)]),
    joinParts([...core, errorsByKind(result.errors, ctx)]),
    joinParts([
      ...core,
      errorsByKind(
        result.errors.map((e) => ({ ...e, details: null })),
        ctx,
      ),
    ]),
  ];
  const summary = candidates.find((c) => Buffer.byteLength(c) <= limit) ?? fitMarkdown(candidates.at(-1)!, limit);
  const failed = problems(result);
  const heading = "## Failed and errored tests";
  const text =
    failed.length === 0
      ? result.status === "error"
        ? `${heading}\n\nNone reported: ${escapeMarkdown(result.message)}`
        : "No failed tests."
      : fitMarkdown(joinParts([heading, failuresWithin(failed, ctx, limit - 256)]), limit);
  return {
    title: truncateChars(checkTitle(result), GITHUB_LIMITS.checkTitleChars),
    summary,
    text: fitMarkdown(text, limit),
  };
}
