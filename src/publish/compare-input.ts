// The action's `compare` input: a base results.json (the base branch's latest
// run, downloaded by an earlier step) to compare this run with. No base is not
// a failure: the first run of a branch has none, and a comparison is extra
// information, so every problem becomes a note and the run publishes as usual.

import * as core from "@actions/core";
import { resolve } from "node:path";
import { compareWithBaseFile } from "../compare.js";
import type { RunResult } from "../model.js";
import { escapeMarkdown } from "./markdown.js";

/** Sets result.comparison from the file named by `input`; returns a note for the summary when it could not. */
export async function applyComparison(result: RunResult, input: string, workspace: string): Promise<string | null> {
  const file = input.trim();
  if (file === "") return null;
  const outcome = await compareWithBaseFile(result, resolve(workspace, file), file);
  if (outcome.ok) {
    result.comparison = outcome.comparison;
    const c = outcome.comparison.counts;
    core.info(
      `Compared with ${file}: ${c.new_failures} new failures, ${c.fixed} fixed, ${c.still_failing} still failing, ${c.added} added, ${c.removed} removed.`,
    );
    return null;
  }
  // A missing base is ordinary (a new branch, an expired artifact); anything else is worth a warning.
  if (outcome.error.endsWith("no such file")) core.info(`No comparison: ${outcome.error}.`);
  else core.warning(`No comparison with the base: ${outcome.error}`);
  return `No comparison with the base: ${escapeMarkdown(outcome.error)}.`;
}
