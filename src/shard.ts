// Sharding (docs/scale.md): `--shard K/N` runs the K-th of N slices of the suite,
// split by test file. Pure: the slice depends only on the sorted list of test files,
// so N runners given the same checkout agree on who runs what without talking.

import type { ShardInfo } from "./model.js";

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

/**
 * The test files of one shard: the files sorted by path (code-unit order, the same on
 * every machine) and dealt round-robin, so shard sizes differ by at most one file and
 * every file lands in exactly one shard. A shard past the number of files is empty.
 */
export function shardFiles(files: readonly string[], shard: ShardInfo): string[] {
  const sorted = [...new Set(files)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.filter((_, i) => i % shard.total === shard.index - 1);
}
