// Shard units for vitest (src/select/shard.ts): which test files must stay in one shard
// because vitest's file filter cannot pass one of them without the other.

/**
 * vitest's file filter selects every test file whose lower-cased relative path
 * contains the filter's (its filterFiles), so `a.test.ts` also runs `sub/a.test.ts`
 * and `ba.test.ts`. Such a containing file goes with the file it contains: one unit,
 * named by the contained file, which alone is passed. A file's path can only contain
 * another test path ending where a test suffix ends, which keeps this near linear.
 */
export function vitestShardUnits(files: readonly string[]): Map<string, string> {
  const lower = new Map<string, string>();
  for (const f of [...files].sort()) if (!lower.has(f.toLowerCase())) lower.set(f.toLowerCase(), f);
  const units = new Map<string, string>();
  for (const f of files) {
    const l = f.toLowerCase();
    let best: string | null = null;
    for (const m of l.matchAll(/\.(?:test|spec)\.[cm]?[jt]sx?/g)) {
      const ends = [m.index + m[0].length];
      if (m[0].endsWith("x")) ends.push(ends[0]! - 1);
      for (const end of ends) {
        for (let start = 0; start < end; start++) {
          const other = lower.get(l.slice(start, end));
          if (other !== undefined && other !== f && (best === null || other.length < best.length)) best = other;
        }
      }
    }
    if (best !== null) units.set(f, best);
  }
  // A chain (c contains b contains a) ends at the shortest, which every link contains.
  for (const [f, u] of units) {
    let root = u;
    for (let hops = 0; units.has(root) && hops < files.length; hops++) root = units.get(root)!;
    units.set(f, root);
  }
  return units;
}
