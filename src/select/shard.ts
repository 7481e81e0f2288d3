// Sharding (docs/scale.md): `--shard K/N` runs the K-th of N slices of the suite,
// split by test file (by package for go). Pure: the slice depends only on the list of
// units and their weights, so N runners given the same checkout (and the same
// durations file) agree on who runs what without talking.

import type { RunResult, ShardInfo } from "../core/model.js";

/** More slices than this is a typo, not a plan. */
export const MAX_SHARDS = 1000;

/** "K/N" -> {index: K, total: N}; throws a message naming the fix (the caller makes it an InputError). */
export function parseShard(value: string): ShardInfo {
  const m = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(value);
  const index = m ? Number(m[1]) : NaN;
  const total = m ? Number(m[2]) : NaN;
  if (!m || total < 1 || total > MAX_SHARDS || index < 1 || index > total) {
    throw new Error(
      `shard must be K/N with 1 <= K <= N <= ${MAX_SHARDS} (the K-th of N slices, e.g. 2/4); got '${value}'`,
    );
  }
  return { index, total };
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The units (test files, or go packages) of one shard, dealt greedily: heaviest first
 * (ties by path, code-unit order, the same on every machine), each into the lightest
 * shard so far (ties to the lowest index). Every unit lands in exactly one shard. With
 * no weights every unit weighs 1 and the deal is round-robin over the sorted paths:
 * shard sizes differ by at most one unit. A weight below 1 counts as 1, so the N
 * heaviest units always go to N different shards and no shard is empty while there are
 * at least N units. The result is sorted by path.
 */
export function shardFiles(
  files: readonly string[],
  shard: ShardInfo,
  weights?: ReadonlyMap<string, number>,
): string[] {
  const weightOf = (f: string): number => {
    const w = weights?.get(f);
    return w !== undefined && Number.isFinite(w) && w > 1 ? w : 1;
  };
  const units = [...new Set(files)]
    .map((path) => ({ path, weight: weightOf(path) }))
    .sort((a, b) => b.weight - a.weight || byCodeUnit(a.path, b.path));
  const heap = new LoadHeap(shard.total);
  const mine: string[] = [];
  for (const unit of units) {
    if (heap.addToLightest(unit.weight) === shard.index - 1) mine.push(unit.path);
  }
  return mine.sort(byCodeUnit);
}

/** A min-heap of shard loads keyed by (load, index): the lightest shard in O(log N). */
class LoadHeap {
  private readonly loads: number[];
  private readonly order: number[];

  constructor(total: number) {
    this.loads = new Array<number>(total).fill(0);
    this.order = Array.from({ length: total }, (_, i) => i);
  }

  private less(a: number, b: number): boolean {
    const [x, y] = [this.order[a]!, this.order[b]!];
    return this.loads[x]! < this.loads[y]! || (this.loads[x] === this.loads[y] && x < y);
  }

  /** Adds `weight` to the lightest shard and returns that shard's index (0-based). */
  addToLightest(weight: number): number {
    const top = this.order[0]!;
    this.loads[top]! += weight;
    // Sift the root down: only its load grew.
    let i = 0;
    for (;;) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let least = i;
      if (l < this.order.length && this.less(l, least)) least = l;
      if (r < this.order.length && this.less(r, least)) least = r;
      if (least === i) return top;
      [this.order[i], this.order[least]] = [this.order[least]!, this.order[i]!];
      i = least;
    }
  }
}

/**
 * Per-unit weights from an earlier run's results.json (`--durations`): each test's
 * duration added to the unit its file belongs to (the file itself, else `unitOf(file)`,
 * go's package folder). A unit the earlier run does not know (a new test file) weighs
 * the mean of the known ones. Null when no test of the earlier run maps to a unit: then
 * the caller falls back to sizes. Durations are whole milliseconds, so the sums are
 * exact and every runner computes the same weights.
 */
export function durationWeights(
  units: readonly string[],
  previous: Pick<RunResult, "tests"> & Partial<Pick<RunResult, "working_directory">>,
  unitOf: (file: string) => string = (f) => f,
): Map<string, number> | null {
  const known = new Set(units);
  const sums = new Map<string, number>();
  // results.json names files from the repository's root; the units are the project's
  // own paths, inside its working directory (a monorepo's services/api).
  const wd = previous.working_directory ? `${previous.working_directory.replace(/\/+$/, "")}/` : null;
  for (const t of previous.tests) {
    if (t.file === null || t.duration_ms === null) continue;
    const file = wd && wd !== "./" && t.file.startsWith(wd) ? t.file.slice(wd.length) : t.file;
    const unit = known.has(file) ? file : unitOf(file);
    if (!known.has(unit)) continue;
    sums.set(unit, (sums.get(unit) ?? 0) + t.duration_ms);
  }
  if (sums.size === 0) return null;
  let total = 0;
  for (const v of sums.values()) total += v;
  const mean = Math.round(total / sums.size);
  return new Map(units.map((u) => [u, sums.get(u) ?? mean]));
}
