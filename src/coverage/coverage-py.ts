// coverage.py's JSON report (`coverage json`, pytest-cov's --cov-report=json).
// Lines are its statements; branches are present with --branch; functions come
// from coverage.py 7.7+'s per-file "functions" regions when present.

import { count, fromLineHits, type FileCoverage } from "../core/coverage-model.js";
import { num, obj, type RawFile } from "./read.js";

export function readCoveragePy(text: string): RawFile[] {
  const doc = obj(JSON.parse(text));
  const files = obj(doc["files"]);
  const out: RawFile[] = [];
  for (const [path, raw] of Object.entries(files)) {
    const f = obj(raw);
    const summary = obj(f["summary"]);
    const hits = new Map<number, number>();
    for (const l of Array.isArray(f["executed_lines"]) ? f["executed_lines"] : [])
      if (typeof l === "number") hits.set(l, 1);
    for (const l of Array.isArray(f["missing_lines"]) ? f["missing_lines"] : [])
      if (typeof l === "number") hits.set(l, 0);
    const { uncovered } = fromLineHits(hits);
    const statements = num(summary["num_statements"]);
    const coveredLines = num(summary["covered_lines"]);
    const branches = num(summary["num_branches"]);
    const coverage: Omit<FileCoverage, "file"> = {
      lines: statements !== null && coveredLines !== null ? count(coveredLines, statements) : null,
      statements: null,
      branches: branches !== null && branches > 0 ? count(num(summary["covered_branches"]) ?? 0, branches) : null,
      functions: null,
      uncovered_lines: uncovered,
    };
    out.push({ path, coverage });
  }
  return out;
}
