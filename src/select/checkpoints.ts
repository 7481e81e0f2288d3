// SCBench-style checkpoints and groups (docs/results.md, "Checkpoints and groups").
// A checkpointed project has test files test_checkpoint_N.py; `--checkpoint N`
// runs checkpoint N's file, with `--include-prior` also those of the checkpoints
// before it. The `groups` summary files every test into one group, by SCBench's
// priority rules: a test of a prior checkpoint is "regression"; then the markers
// (tags, src/select/tags.ts) `error`, `regression`, the config's custom markers (marker
// -> group, in config order), `functionality`; everything else is "core".

import { readFileSync } from "node:fs";
import type { TestResult } from "../core/model.js";

export interface CheckpointChoice {
  /** The name as given ("2", "checkpoint_2"). */
  name: string;
  number: number;
  include_prior: boolean;
}

/** "2", "checkpoint_2", "checkpoint-2" or "test_checkpoint_2" -> 2; null when it names no checkpoint. */
export function parseCheckpoint(name: string): number | null {
  const m = /^(?:(?:test_)?checkpoint[_-]?)?(\d{1,6})(?:\.py)?$/i.exec(name.trim());
  return m ? Number(m[1]) : null;
}

/** The checkpoint a test file belongs to (test_checkpoint_N.py), or null. */
export function checkpointOf(file: string | null): number | null {
  const m = file ? /(?:^|[/\\])test_checkpoint_(\d+)\.py$/.exec(file) : null;
  return m ? Number(m[1]) : null;
}

/** The test files a checkpoint run selects, in checkpoint order. */
export function checkpointFiles(files: readonly string[], choice: CheckpointChoice): string[] {
  return files
    .map((f) => ({ f, n: checkpointOf(f) }))
    .filter((x) => x.n !== null && (x.n === choice.number || (choice.include_prior && x.n < choice.number)))
    .sort((a, b) => a.n! - b.n! || a.f.localeCompare(b.f))
    .map((x) => x.f);
}

/** A groups config is a handful of pairs; a bigger file is a mistake (or hostile), not read whole into the run. */
const GROUPS_FILE_LIMIT = 64 * 1024;

/** marker -> group, from "marker=group,marker=group" or a JSON file holding such an object. */
export function parseGroups(
  spec: string,
  readFile: (path: string) => string = (p) => readFileSync(p, "utf8"),
): Map<string, string> {
  const text = spec.trim();
  let pairs: [string, unknown][];
  if (/^[\w.-]+\s*=/.test(text)) {
    pairs = text
      .split(/[,\n]/)
      .filter((p) => p.trim() !== "")
      .map((p) => {
        const [marker, group] = p.split("=", 2).map((s) => s.trim());
        return [marker ?? "", group];
      });
  } else {
    let content: string;
    try {
      content = readFile(text);
    } catch (err) {
      throw new Error(`groups file ${text} could not be read: ${(err as Error).message}`);
    }
    if (content.length > GROUPS_FILE_LIMIT) {
      throw new Error(
        `groups file ${text} is larger than ${GROUPS_FILE_LIMIT} characters; it should hold marker -> group pairs`,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch (err) {
      throw new Error(`groups file ${text} is not JSON: ${(err as Error).message}`);
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new Error(`groups file ${text} must hold an object of marker -> group`);
    }
    pairs = Object.entries(parsed as Record<string, unknown>);
  }
  const groups = new Map<string, string>();
  for (const [marker, group] of pairs) {
    if (!/^\w+$/.test(marker) || typeof group !== "string" || !/^[\w.-]+$/.test(group)) {
      throw new Error(`groups entry '${marker}=${String(group)}' is not marker=group (letters, digits, _)`);
    }
    groups.set(marker, group);
  }
  return groups;
}

/** SCBench's priority rules for one test. */
export function groupOf(t: TestResult, checkpoint: number | null, custom: ReadonlyMap<string, string>): string {
  const own = checkpointOf(t.file);
  if (checkpoint !== null && own !== null && own < checkpoint) return "regression";
  const tags = new Set(t.tags ?? []);
  if (tags.has("error")) return "error";
  if (tags.has("regression")) return "regression";
  for (const [marker, group] of custom) if (tags.has(marker)) return group;
  if (tags.has("functionality")) return "functionality";
  return "core";
}

export interface GroupCounts {
  total: number;
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
}

/** Counts per group, groups in order of first appearance. */
export function groupSummary(
  tests: readonly TestResult[],
  checkpoint: number | null,
  custom: ReadonlyMap<string, string>,
): Record<string, GroupCounts> {
  const out: Record<string, GroupCounts> = {};
  for (const t of tests) {
    const g = groupOf(t, checkpoint, custom);
    const c = (out[g] ??= { total: 0, passed: 0, failed: 0, errored: 0, skipped: 0 });
    c.total++;
    if (t.status === "passed") c.passed++;
    else if (t.status === "failed") c.failed++;
    else if (t.status === "error") c.errored++;
    else c.skipped++;
  }
  return out;
}
