// The action's `compare` input: what this run is compared with.
//
//   auto (the default, also when empty): the base branch's latest results,
//        found through the REST API (base-results.ts) on pull requests, merge
//        groups and pushes to a branch other than the default one;
//   off: no comparison;
//   anything else: a base results.json an earlier step put on disk.
//
// No base is not a failure: the first run of a branch has none, and a
// comparison is extra information, so every problem becomes a note and the run
// publishes as usual.

import * as core from "@actions/core";
import { resolve } from "node:path";
import { compareWithBase, compareWithBaseFile, type CompareOutcome } from "../ingest/compare.js";
import type { RunResult } from "../core/model.js";
import type { BaseLookup } from "./base-results.js";
import { escapeMarkdown } from "./markdown.js";

export type CompareMode = { kind: "auto" } | { kind: "off" } | { kind: "file"; path: string };

export function compareMode(input: string): CompareMode {
  const value = input.trim();
  if (value === "" || value === "auto") return { kind: "auto" };
  if (value === "off" || value === "false" || value === "none") return { kind: "off" };
  return { kind: "file", path: value };
}

/**
 * Finds the base for compare: auto. null: this run has nothing to look for (an
 * event without a base branch, no token, no repository), which is said nowhere.
 */
export type FindBase = () => Promise<BaseLookup | null>;

/** What to do about a token that cannot read the base branch's runs. */
const PERMISSION_HINT =
  " The job's token needs `actions: read` (`permissions: { actions: read, checks: write, contents: read }`).";

function report(result: RunResult, outcome: CompareOutcome, missingIsOrdinary: boolean, hint = ""): string | null {
  if (outcome.ok) {
    result.comparison = outcome.comparison;
    const c = outcome.comparison.counts;
    core.info(
      `Compared with ${outcome.comparison.base.source}: ${c.new_failures} new failures, ${c.fixed} fixed, ${c.still_failing} still failing, ${c.added} added, ${c.removed} removed.`,
    );
    return null;
  }
  // A missing base is ordinary (a new branch, an expired artifact); anything else is worth a warning.
  if (missingIsOrdinary) core.info(`No comparison: ${outcome.error}.${hint}`);
  else core.warning(`No comparison with the base: ${outcome.error}`);
  return `No comparison with the base: ${escapeMarkdown(outcome.error)}.${hint}`;
}

/** Sets result.comparison as `input` says; returns a note for the summary when it could not. */
export async function applyComparison(
  result: RunResult,
  input: string,
  workspace: string,
  findBase: FindBase = async () => null,
): Promise<string | null> {
  const mode = compareMode(input);
  if (mode.kind === "off") return null;
  if (mode.kind === "file") {
    const outcome = await compareWithBaseFile(result, resolve(workspace, mode.path), mode.path);
    return report(result, outcome, !outcome.ok && outcome.error.endsWith("no such file"));
  }
  // A run that could not start has no tests to compare: no lookup, no note.
  if (result.status === "error" && result.tests.length === 0) return null;
  const found = await findBase();
  if (!found) return null;
  if (found.ok) return report(result, compareWithBase(result, found.results, found.source), false);
  const ordinary = found.problem === "missing" || found.problem === "denied";
  return report(
    result,
    { ok: false, error: found.message },
    ordinary,
    found.problem === "denied" ? PERMISSION_HINT : "",
  );
}
