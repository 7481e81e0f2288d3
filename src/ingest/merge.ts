// `testcage merge --out DIR FILE...` (docs/scale.md): one result from several
// results.json files, the shards of one suite or the legs of a matrix. Every input
// is hostile (docs/architecture.md §5) and read through the results-file reader;
// nothing an input claims about its counts or status is kept, both are decided
// again from the merged tests and errors, the way a run decides them.

import { isAbsolute, join, resolve } from "node:path";
import {
  RESULTS_VERSION,
  type FrameworkInfo,
  type MergeInfo,
  type RunError,
  type RunResult,
  type TestResult,
} from "../core/model.js";
import { compileGlob, expandGlob, REPORT_LIMITS } from "./report-paths.js";
import { MAX_NOTES, parseResultsJson, RESULTS_INPUT_MAX_BYTES } from "./results-input.js";
import { readReportFile } from "../core/safe-read.js";
import { decideStatus, describeRun, summarize } from "../core/status.js";
import { VERSION } from "../core/version.js";

/** The framework id of a merge whose inputs ran different frameworks. */
export const MIXED_FRAMEWORK = "mixed";

/** Inputs one merge reads, and the bytes they may add up to. */
export const MERGE_LIMITS = { maxInputs: REPORT_LIMITS.maxFiles, totalCapBytes: REPORT_LIMITS.totalCapBytes } as const;

export interface MergeInput {
  /** The file as the user named it, for messages. */
  source: string;
  result: RunResult;
}

/** Thrown when there is nothing to merge at all (no file matched): bad input, not a result. */
export class NothingToMerge extends Error {}

const DUPLICATES_LISTED = 5;

/** acc combined with the time `value` names; a value that is no time changes nothing. */
function timeOf(value: string, pick: (a: number, b: number) => number, acc: number | null): number | null {
  const t = Date.parse(value);
  if (!Number.isFinite(t)) return acc;
  return acc === null ? t : pick(acc, t);
}

function mergedFramework(inputs: readonly MergeInput[]): FrameworkInfo | null {
  const byId = new Map<string, FrameworkInfo>();
  for (const { result } of inputs) if (result.framework) byId.set(result.framework.id, result.framework);
  const n = `${inputs.length} result${inputs.length === 1 ? "" : "s"}`;
  if (byId.size === 0) return null;
  // What each part says of how its tests ran, once each (shards of one project say the same).
  const said = [...new Set(inputs.flatMap(({ result }) => result.framework?.notes ?? []))].slice(0, MAX_NOTES);
  const notes = said.length ? { notes: said } : {};
  if (byId.size === 1) {
    const [only] = byId.values();
    return { id: only!.id, name: only!.name, reason: `merged from ${n} (${only!.reason})`, ...notes };
  }
  const ids = [...byId.keys()].sort();
  return {
    id: MIXED_FRAMEWORK,
    name: `mixed (${ids.join(", ")})`,
    reason: `merged from ${n} of different frameworks`,
    ...notes,
  };
}

/** What the inputs' shard marks say is missing or inconsistent. */
function shardProblems(inputs: readonly MergeInput[]): RunError[] {
  const shards = inputs.map((i) => i.result.shard);
  if (shards.length === 0 || shards.some((s) => s === undefined)) return [];
  const totals = new Set(shards.map((s) => s!.total));
  if (totals.size > 1) {
    return [
      {
        kind: "report-invalid",
        message: `the inputs are shards of different splits (of ${[...totals].sort((a, b) => a - b).join(", ")}); merge the shards of one run`,
      },
    ];
  }
  const total = shards[0]!.total;
  const have = new Set(shards.map((s) => s!.index));
  const missing: number[] = [];
  for (let k = 1; k <= total; k++) if (!have.has(k)) missing.push(k);
  if (missing.length === 0) return [];
  const listed = missing.slice(0, 20).map((k) => `${k}/${total}`);
  return [
    {
      kind: "report-missing",
      message: `shard${missing.length === 1 ? "" : "s"} ${listed.join(", ")}${missing.length > listed.length ? ", …" : ""} of the split ${missing.length === 1 ? "is" : "are"} missing; the merged result does not cover the whole suite`,
    },
  ];
}

/**
 * The merged result. Tests are ordered by id; an id already taken by an earlier input
 * keeps the earlier test and becomes one error. `problems`: inputs that could not be read.
 */
export function mergeResults(inputs: readonly MergeInput[], problems: readonly RunError[] = []): RunResult {
  const firstSeen = new Map<string, string>();
  const tests: TestResult[] = [];
  const duplicates: string[] = [];
  let duplicateCount = 0;
  const errors: RunError[] = [...problems];
  for (const { source, result } of inputs) {
    for (const t of result.tests) {
      const earlier = firstSeen.get(t.id);
      if (earlier !== undefined) {
        duplicateCount++;
        if (duplicates.length < DUPLICATES_LISTED) duplicates.push(`${t.id} (${earlier} and ${source})`);
        continue;
      }
      firstSeen.set(t.id, source);
      tests.push(t);
    }
    for (const e of result.errors) errors.push({ ...e, message: `${source}: ${e.message}` });
    // An input that says it has no result but names no reason is not taken as a success.
    if (result.status === "error" && result.errors.length === 0) {
      errors.push({ kind: "report-invalid", message: `${source}: its status is error, but it lists no error` });
    }
  }
  if (duplicateCount > 0) {
    errors.push({
      kind: "report-invalid",
      message: `${duplicateCount} test id${duplicateCount === 1 ? " is" : "s are"} in more than one input (the first input's test kept): ${duplicates.join(", ")}${duplicateCount > duplicates.length ? ", …" : ""}; shards overlap or one file was given twice`,
    });
  }
  errors.push(...shardProblems(inputs));
  tests.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (tests.length === 0 && errors.length === 0) {
    errors.push({ kind: "no-tests", message: "the merged results hold no test; check that every shard ran its tests" });
  }

  const now = Date.now();
  let started: number | null = null;
  let finished: number | null = null;
  let longest = 0;
  let sum = 0;
  const merged: MergeInfo = { inputs: [], duration_sum_ms: 0 };
  for (const { source, result } of inputs) {
    started = timeOf(result.started_at, Math.min, started);
    finished = timeOf(result.finished_at, Math.max, finished);
    const d = result.summary.duration_ms;
    longest = Math.max(longest, d);
    sum += d;
    merged.inputs.push({
      source,
      status: result.status,
      framework: result.framework?.id ?? null,
      total: result.tests.length,
      duration_ms: d,
      ...(result.shard ? { shard: result.shard } : {}),
    });
  }
  merged.duration_sum_ms = sum;
  const dirs = new Set(inputs.map((i) => i.result.working_directory));
  const summary = summarize(tests, longest);
  const status = decideStatus(tests, errors);
  return {
    version: RESULTS_VERSION,
    status,
    message: describeRun(status, summary, errors),
    framework: mergedFramework(inputs),
    // Sandbox facts come from other runs and cannot be checked here (as for results-file).
    sandbox: null,
    summary,
    tests,
    errors,
    command: null,
    exit_code: null,
    started_at: new Date(started ?? now).toISOString(),
    finished_at: new Date(Math.max(finished ?? now, started ?? now)).toISOString(),
    working_directory: dirs.size === 1 ? [...dirs][0]! : ".",
    logs: { stdout: "", stderr: "", truncated: false },
    tool: { name: "testcage", version: VERSION },
    merged,
  };
}

/** The files a pattern names: itself when it has no wildcard, else the regular files it matches. */
async function matchPattern(pattern: string, cwd: string): Promise<{ files: string[]; refused: string[] }> {
  if (!/[*?[{]/.test(pattern)) return { files: [resolve(cwd, pattern)], refused: [] };
  const root = isAbsolute(pattern) ? "/" : cwd;
  const found = await expandGlob(root, compileGlob(isAbsolute(pattern) ? pattern.slice(1) : pattern), {
    entries: REPORT_LIMITS.maxEntries,
  });
  return { files: found.files.map((f) => join(root, f)), refused: found.refused };
}

/** Reads every file the patterns name (relative to cwd) and merges them. Throws NothingToMerge when none matched. */
export async function mergeFiles(patterns: readonly string[], cwd: string): Promise<RunResult> {
  if (patterns.length === 0)
    throw new NothingToMerge("name the results.json files to merge: testcage merge --out DIR FILE...");
  const problems: RunError[] = [];
  const paths: { path: string; source: string }[] = [];
  const seen = new Set<string>();
  for (const pattern of patterns) {
    const { files, refused } = await matchPattern(pattern, cwd);
    for (const r of refused)
      problems.push({
        kind: "report-invalid",
        message: `${r} is a symlink; merge never follows symlinks, so it was not read`,
      });
    if (files.length === 0 && refused.length === 0)
      problems.push({ kind: "report-missing", message: `no file matches '${pattern}'` });
    for (const path of files) {
      if (seen.has(path)) continue;
      seen.add(path);
      const source = /[*?[{]/.test(pattern)
        ? path.startsWith(`${cwd}/`)
          ? path.slice(cwd.length + 1)
          : path
        : pattern;
      paths.push({ path, source });
    }
  }
  if (paths.length === 0) {
    throw new NothingToMerge(
      `no results.json to merge: ${problems.map((p) => p.message).join("; ")}; check the paths (globs are relative to the current folder)`,
    );
  }
  const inputs: MergeInput[] = [];
  let bytes = 0;
  for (const [i, { path, source }] of paths.entries()) {
    if (i >= MERGE_LIMITS.maxInputs) {
      problems.push({
        kind: "output-limit",
        message: `${paths.length} files to merge, over the limit of ${MERGE_LIMITS.maxInputs}; ${source} and later ones were not read`,
      });
      break;
    }
    const content = await readReportFile(path, RESULTS_INPUT_MAX_BYTES);
    if (!content.ok) {
      const why = content.problem === "missing" ? "does not exist" : content.detail;
      problems.push({
        kind: content.problem === "too-large" ? "output-limit" : "report-invalid",
        message: `${source} could not be read: ${why}`,
      });
      continue;
    }
    bytes += content.text.length;
    if (bytes > MERGE_LIMITS.totalCapBytes) {
      problems.push({
        kind: "output-limit",
        message: `the files to merge add up to more than ${MERGE_LIMITS.totalCapBytes} bytes; ${source} and later ones were not read`,
      });
      break;
    }
    try {
      inputs.push({ source, result: parseResultsJson(content.text) });
    } catch (err) {
      problems.push({
        kind: "report-invalid",
        message: `${source} is not a usable testcage results.json: ${(err as Error).message}`,
      });
    }
  }
  return mergeResults(inputs, problems);
}
