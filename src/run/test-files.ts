// The step that narrows a run to some test files: --shard K/N (shard.ts) and
// --checkpoint N (checkpoints.ts) both pick from every test file of the project.

import { stat } from "node:fs/promises";
import { checkpointFiles as pickCheckpointFiles, checkpointOf, type CheckpointChoice } from "../select/checkpoints.js";
import { ALL_FILES_LIMITS, listAllFiles } from "../detect/scan.js";
import { ADAPTERS } from "../frameworks/index.js";
import type { FrameworkAdapter, ProjectFacts } from "../core/adapter-types.js";
import type { FrameworkInfo, ShardInfo } from "../core/model.js";
import type { RunOptions } from "../options/options.js";
import { readResultsFile } from "../ingest/results-input.js";
import { durationWeights, shardFiles } from "../select/shard.js";
import { stopRun, type RunContext, type Stop } from "./types.js";

type Refusal = { kind: "bad-input" | "no-tests"; message: string };

export interface TestFiles {
  /** The test files (go: package folders) the run is limited to; undefined: all of them. */
  only: string[] | undefined;
  /** With --checkpoint: that checkpoint's files, for results.json. */
  checkpoint: string[] | undefined;
}

/** This run's test files, or the result that says why there are none to run. */
export async function selectTestFiles(
  ctx: RunContext,
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  framework: FrameworkInfo,
): Promise<TestFiles | Stop> {
  const { opts, log } = ctx;
  const picked: TestFiles = { only: undefined, checkpoint: undefined };
  if (opts.shard) {
    const shard = await shardSelection(adapter, facts, opts, opts.shard, log);
    if (!("files" in shard)) return stopRun(ctx, shard.kind, shard.message, { framework });
    picked.only = shard.files;
    log(
      `shard ${opts.shard.index}/${opts.shard.total}: ${shard.files.length} ${adapter.shardUnitName ?? "test file"}${shard.files.length === 1 ? "" : "s"}`,
    );
  }
  if (opts.checkpoint) {
    const checkpoint = await checkpointSelection(adapter, facts, opts.projectDir, opts.checkpoint);
    if (!("files" in checkpoint)) return stopRun(ctx, checkpoint.kind, checkpoint.message, { framework });
    picked.checkpoint = checkpoint.files;
    picked.only = checkpoint.files;
    log(`checkpoint ${opts.checkpoint.number}: ${checkpoint.files.join(", ")}`);
  }
  return picked;
}

/** The frameworks --shard can split by test file. */
function shardableFrameworks(): string[] {
  return ADAPTERS.filter((a) => a.testFiles).map((a) => a.id);
}

/**
 * Every test file of the project as the adapter tells them (detection's walk is
 * shallow and capped; a split must see every one), or why it cannot list them.
 * Only for an adapter that has testFiles.
 */
async function everyTestFile(
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  projectDir: string,
): Promise<{ files: string[] } | { tooMany: true } | { refused: string }> {
  const every = await listAllFiles(projectDir);
  if (!every) return { tooMany: true };
  const all = adapter.testFiles!({ ...facts, files: every });
  return typeof all === "string" ? { refused: all } : { files: all };
}

/** This shard's test files (go: package folders), or why there are none to run. */
async function shardSelection(
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  opts: Pick<RunOptions, "projectDir" | "durations">,
  shard: ShardInfo,
  log: (line: string) => void,
): Promise<{ files: string[] } | Refusal> {
  const label = `shard ${shard.index}/${shard.total}`;
  if (!adapter.testFiles) {
    return {
      kind: "bad-input",
      message: `${label}: testcage splits a suite by test file, which it can do for ${shardableFrameworks().join(", ")}, not for ${adapter.name}; run it without shard`,
    };
  }
  const listed = await everyTestFile(adapter, facts, opts.projectDir);
  if ("tooMany" in listed) {
    return {
      kind: "bad-input",
      message: `${label}: the project has more than ${ALL_FILES_LIMITS.maxFiles} files or folders deeper than ${ALL_FILES_LIMITS.maxDepth}, too many to split reliably; run it without shard`,
    };
  }
  if ("refused" in listed) return { kind: "bad-input", message: `${label}: ${listed.refused}; run it without shard` };
  const all = listed.files;
  const grouped = adapter.shardUnits?.(all) ?? new Map<string, string>();
  const unitOf = (f: string): string => grouped.get(f) ?? f;
  const units = [...new Set(all.map(unitOf))];
  let weights: Map<string, number> | null = null;
  if (opts.durations) {
    let previous;
    try {
      previous = await readResultsFile(opts.durations.path);
    } catch (err) {
      return {
        kind: "bad-input",
        message: `${label}: durations file ${opts.durations.label} is not a usable results.json (${(err as Error).message}); give an earlier run's results.json, or drop durations`,
      };
    }
    weights = durationWeights(units, previous, unitOf);
    log(
      weights
        ? `${label}: balanced by the durations in ${opts.durations.label}`
        : `${label}: ${opts.durations.label} names none of these test files; balanced by file size`,
    );
  }
  weights ??= await sizeWeights(opts.projectDir, all, unitOf);
  const files = shardFiles(units, shard, weights);
  if (files.length === 0) {
    const unit = adapter.shardUnitName ?? "test file";
    return {
      kind: "no-tests",
      message: `${label} has no ${unit}: ${adapter.name} has ${units.length} ${unit}${units.length === 1 ? "" : "s"} here, so at most ${Math.max(1, units.length)} shard${units.length === 1 ? "" : "s"} get one; use fewer shards`,
    };
  }
  return { files };
}

/** Each unit's bytes of test files: the stand-in for its run time when no earlier durations are given. */
async function sizeWeights(
  projectDir: string,
  files: readonly string[],
  unitOf: (file: string) => string,
): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  for (const f of files) {
    let size = 0;
    try {
      size = (await stat(`${projectDir}/${f}`)).size;
    } catch {
      // Gone since the listing: it weighs nothing, and still lands in one shard.
    }
    const unit = unitOf(f);
    weights.set(unit, (weights.get(unit) ?? 0) + size);
  }
  return weights;
}

/** A checkpoint's test files (checkpoints.ts), or why there are none. */
async function checkpointSelection(
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  projectDir: string,
  choice: CheckpointChoice,
): Promise<{ files: string[] } | Refusal> {
  const label = `checkpoint ${choice.name}`;
  if (!adapter.testFiles || adapter.id !== "pytest") {
    return {
      kind: "bad-input",
      message: `${label}: checkpoints are pytest files (test_checkpoint_N.py), not ${adapter.name} tests`,
    };
  }
  const listed = await everyTestFile(adapter, facts, projectDir);
  if ("tooMany" in listed) {
    return { kind: "bad-input", message: `${label}: the project has too many files to list every test file` };
  }
  if ("refused" in listed) return { kind: "bad-input", message: `${label}: ${listed.refused}` };
  const all = listed.files;
  const files = pickCheckpointFiles(all, choice);
  if (!files.some((f) => checkpointOf(f) === choice.number)) {
    const known = [...new Set(all.map(checkpointOf).filter((n) => n !== null))].sort((a, b) => a - b);
    return {
      kind: "no-tests",
      message: `${label}: no test_checkpoint_${choice.number}.py here${known.length ? `; checkpoints found: ${known.join(", ")}` : "; no test_checkpoint_N.py file at all"}`,
    };
  }
  return { files };
}
