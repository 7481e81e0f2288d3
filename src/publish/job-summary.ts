// The job summary ($GITHUB_STEP_SUMMARY): what a person sees on the run page.
// `full` carries messages, stacks and captured output; `compact` one line per
// failure. Either way it stays under GitHub's 1 MiB per step, degrading as the
// check run output does.

import type { RunResult } from "../model.js";
import type { GitHubContext } from "./context.js";
import { byteLength, fitMarkdown, GITHUB_LIMITS } from "./limits.js";
import { escapeMarkdown } from "./markdown.js";
import {
  countsTable,
  coverageSection,
  errorsByKind,
  failuresWithin,
  headline,
  joinParts,
  problems,
  runFacts,
  slowestTests,
} from "./render.js";

export type SummaryMode = "full" | "compact" | "off";

export const SUMMARY_MODES: readonly SummaryMode[] = ["full", "compact", "off"];

export function jobSummary(result: RunResult, ctx: GitHubContext | null, mode: SummaryMode, notes: string[]): string {
  if (mode === "off") return "";
  const limit = GITHUB_LIMITS.jobSummaryBytes;
  const top = joinParts([
    `## testcage: ${escapeMarkdown(result.framework ? result.framework.name : "tests")}${result.working_directory !== "." ? ` in ${escapeMarkdown(result.working_directory)}` : ""}`,
    headline(result),
    countsTable(result),
    mode === "full" ? runFacts(result) : "",
    notes.map((n) => `> ${n}`).join("\n"),
  ]);
  const errors = errorsByKind(
    mode === "full" ? result.errors : result.errors.map((e) => ({ ...e, details: null })),
    ctx,
  );
  const slowest = joinParts([
    mode === "full" ? slowestTests(result.tests, 10) : "",
    coverageSection(result.coverage, ctx, mode === "full" ? 10 : 0),
  ]);
  const failed = problems(result);
  const reserved = byteLength(top) + byteLength(errors) + byteLength(slowest) + 512;
  const failures =
    failed.length === 0
      ? ""
      : joinParts([
          "### Failed and errored tests",
          failuresWithin(failed, ctx, limit - reserved, mode === "full" ? "full" : "line"),
        ]);
  return fitMarkdown(joinParts([top, errors, failures, slowest]), limit);
}
