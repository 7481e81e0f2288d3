// What changed since the base: this run's tests against those of an earlier
// run's results.json (the base branch's latest run), by test id. Pure, apart
// from compareWithBaseFile reading the file.
//
// The base file comes from another run and is hostile input like any
// results-file: size-capped, required to be UTF-8, and checked field by field
// by parseResultsJson before anything here reads it.

import { allTests, type Comparison, type RunResult, type TestResult } from "../core/model.js";
import { parseResultsJson, RESULTS_INPUT_MAX_BYTES } from "./results-input.js";
import { readReportFile } from "../core/safe-read.js";

/** Ids kept per list in results.json; the counts stay exact. A base from another project would list every test. */
export const COMPARISON_LIST_CAP = 1000;

type Outcome = "failing" | "passed" | "skipped";

/** One outcome per id: a test listed more than once (retries) counts as failing if any try failed. */
function outcomes(tests: Iterable<TestResult>): Map<string, Outcome> {
  const out = new Map<string, Outcome>();
  for (const t of tests) {
    const o: Outcome = t.status === "failed" || t.status === "error" ? "failing" : t.status;
    const prev = out.get(t.id);
    if (prev === "failing" || (prev === "passed" && o === "skipped")) continue;
    out.set(t.id, o);
  }
  return out;
}

/**
 * New failures fail here and did not in the base (passed, skipped or absent:
 * a new test that fails is a new failure, and also added). Fixed tests failed
 * in the base and pass here; still failing, in both. Added and removed: ids
 * present on one side only.
 */
export function compareResults(current: RunResult, base: RunResult, source: string): Comparison {
  const now = outcomes(allTests(current));
  const before = outcomes(base.tests);
  const lists = { new_failures: [], fixed: [], still_failing: [], added: [], removed: [] } as Record<
    "new_failures" | "fixed" | "still_failing" | "added" | "removed",
    string[]
  >;
  for (const [id, o] of now) {
    const b = before.get(id);
    if (b === undefined) lists.added.push(id);
    if (o === "failing") (b === "failing" ? lists.still_failing : lists.new_failures).push(id);
    else if (o === "passed" && b === "failing") lists.fixed.push(id);
  }
  for (const id of before.keys()) if (!now.has(id)) lists.removed.push(id);
  const counts = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.length])) as Comparison["counts"];
  const capped = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.slice(0, COMPARISON_LIST_CAP)]));
  return {
    base: {
      source,
      status: base.status,
      started_at: base.started_at,
      total: base.summary.total,
      failed: base.summary.failed + base.summary.errored,
    },
    counts,
    ...(capped as Omit<Comparison, "base" | "counts">),
  };
}

export type CompareOutcome = { ok: true; comparison: Comparison } | { ok: false; error: string };

/**
 * The comparison of `result` with a base results.json given as its bytes (or
 * text); a clear error instead when the file is too big, not UTF-8, not JSON
 * or not a testcage results.json. `source` says where it came from, for people.
 */
export function compareWithBase(result: RunResult, base: string | Uint8Array, source = "base"): CompareOutcome {
  const size = typeof base === "string" ? Buffer.byteLength(base) : base.byteLength;
  if (size > RESULTS_INPUT_MAX_BYTES) {
    return { ok: false, error: `${source}: ${size} bytes, over the ${RESULTS_INPUT_MAX_BYTES}-byte cap` };
  }
  let text: string;
  try {
    text = typeof base === "string" ? base : new TextDecoder("utf-8", { fatal: true }).decode(base);
  } catch {
    return { ok: false, error: `${source}: not UTF-8 text` };
  }
  let parsed: RunResult;
  try {
    parsed = parseResultsJson(text);
  } catch (err) {
    return { ok: false, error: `${source}: ${(err as Error).message}` };
  }
  // Another project's or another matrix leg's results would list every test as added and removed.
  const mismatch = [
    parsed.framework && result.framework && parsed.framework.id !== result.framework.id
      ? `a ${parsed.framework.id} run, this one is ${result.framework.id}`
      : "",
    parsed.working_directory !== result.working_directory
      ? `ran in ${parsed.working_directory}, this one in ${result.working_directory}`
      : "",
  ].filter(Boolean);
  if (mismatch.length) return { ok: false, error: `${source}: not comparable: ${mismatch.join("; ")}` };
  // A run that could not start has no tests: every base test would show as removed.
  if (result.status === "error" && result.tests.length === 0) {
    return { ok: false, error: `${source}: not compared: this run could not be judged and has no tests` };
  }
  return { ok: true, comparison: compareResults(result, parsed, source) };
}

/** compareWithBase on a file: a regular file only (no symlink), size-capped before it is read. */
export async function compareWithBaseFile(result: RunResult, path: string, source = path): Promise<CompareOutcome> {
  const content = await readReportFile(path, RESULTS_INPUT_MAX_BYTES);
  if (!content.ok && content.problem === "missing") return { ok: false, error: `${source}: no such file` };
  if (!content.ok) return { ok: false, error: `${source}: ${content.detail}` };
  return compareWithBase(result, content.text, source);
}
