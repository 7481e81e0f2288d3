// One shape for coverage, whichever tool measured it (issue: normalized
// coverage). Counts are kept, not just percentages, so totals can be re-derived
// and compared with what the tool itself printed.

export const COVERAGE_FORMATS = [
  "coverage.py",
  "istanbul",
  "go",
  "jacoco",
  "cobertura",
  "lcov",
  "llvm-cov",
  "simplecov",
] as const;
export type CoverageFormat = (typeof COVERAGE_FORMATS)[number];

export interface CoverageCount {
  covered: number;
  total: number;
  /** covered / total × 100, two decimals; null when there is nothing to cover. */
  percent: number | null;
}

export interface FileCoverage {
  /** Repo-relative path. */
  file: string;
  lines: CoverageCount | null;
  statements: CoverageCount | null;
  branches: CoverageCount | null;
  functions: CoverageCount | null;
  /** Uncovered line ranges, inclusive, ascending. */
  uncovered_lines: [number, number][];
}

export interface Coverage {
  /** null when no report could be produced at all (the framework has no coverage support here). */
  format: CoverageFormat | null;
  /** Why figures are missing or partial (the tool wrote no report, the report was refused...). */
  problem: string | null;
  lines: CoverageCount | null;
  statements: CoverageCount | null;
  branches: CoverageCount | null;
  functions: CoverageCount | null;
  files: FileCoverage[];
}

export function count(covered: number, total: number): CoverageCount {
  return { covered, total, percent: total > 0 ? Math.round((covered / total) * 10_000) / 100 : null };
}

/** Sums per-file counts (null when no file has that metric). */
export function sum(
  files: readonly FileCoverage[],
  key: "lines" | "statements" | "branches" | "functions",
): CoverageCount | null {
  const present = files.map((f) => f[key]).filter((c): c is CoverageCount => c !== null);
  if (present.length === 0) return null;
  return count(
    present.reduce((s, c) => s + c.covered, 0),
    present.reduce((s, c) => s + c.total, 0),
  );
}

/** Sorted line numbers -> inclusive ranges. */
export function ranges(lines: Iterable<number>): [number, number][] {
  const sorted = [...new Set(lines)].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else out.push([n, n]);
  }
  return out;
}

/** Line-level hits -> lines count and uncovered ranges. */
export function fromLineHits(hits: ReadonlyMap<number, number>): {
  lines: CoverageCount;
  uncovered: [number, number][];
} {
  let covered = 0;
  const missed: number[] = [];
  for (const [line, n] of hits) {
    if (n > 0) covered++;
    else missed.push(line);
  }
  return { lines: count(covered, hits.size), uncovered: ranges(missed) };
}
