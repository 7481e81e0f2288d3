// lcov tracefiles (node --test-reporter=lcov, c8, llvm-cov export, many others):
// SF/DA/BRDA/FN records per file, closed by end_of_record, with LF/LH, FNF/FNH and
// BRF/BRH summaries. Which of the two is the truth depends on the writer, so each
// reader below says which one it counts.

import { count, fromLineHits, type CoverageCount } from "../core/coverage-model.js";
import { num, type RawFile } from "./read.js";

interface LcovFile {
  path: string;
  lineHits: Map<number, number>;
  branches: number[];
  fnHits: Map<string, number>;
  /** The writer's summary records (LF, LH, FNF, FNH, BRF, BRH), as written. */
  summary: Map<string, number>;
}

const SUMMARY_TAGS = new Set(["LF", "LH", "FNF", "FNH", "BRF", "BRH"]);

function parseLcov(text: string): LcovFile[] {
  const out: LcovFile[] = [];
  let file: LcovFile | null = null;
  const flush = (): void => {
    if (file) out.push(file);
    file = null;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const colon = line.indexOf(":");
    const tag = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1);
    if (tag === "SF") {
      flush();
      file = { path: value, lineHits: new Map(), branches: [], fnHits: new Map(), summary: new Map() };
    } else if (tag === "end_of_record") {
      flush();
    } else if (!file) {
      continue;
    } else if (tag === "DA") {
      const [l, h] = value.split(",");
      const n = Number(l);
      if (Number.isInteger(n) && n > 0) file.lineHits.set(n, Math.max(file.lineHits.get(n) ?? 0, Number(h) || 0));
    } else if (tag === "BRDA") {
      const taken = value.split(",")[3];
      file.branches.push(taken === "-" || taken === undefined ? 0 : Number(taken) || 0);
    } else if (tag === "FN") {
      const name = value.split(",").slice(1).join(",");
      if (!file.fnHits.has(name)) file.fnHits.set(name, 0);
    } else if (tag === "FNDA") {
      const [h, ...name] = value.split(",");
      file.fnHits.set(name.join(","), Math.max(file.fnHits.get(name.join(",")) ?? 0, Number(h) || 0));
    } else if (SUMMARY_TAGS.has(tag)) {
      const n = num(value);
      if (n !== null && Number.isInteger(n)) file.summary.set(tag, n);
    }
  }
  flush();
  return out;
}

/** One file counted from its records. */
function fromRecords(f: LcovFile): RawFile {
  const { lines, uncovered } = fromLineHits(f.lineHits);
  const fns = [...f.fnHits.values()];
  return {
    path: f.path,
    coverage: {
      lines,
      statements: null,
      branches: f.branches.length ? count(f.branches.filter((b) => b > 0).length, f.branches.length) : null,
      functions: fns.length ? count(fns.filter((h) => h > 0).length, fns.length) : null,
      uncovered_lines: uncovered,
    },
  };
}

/** Counts from the records; LF/LH and friends are only summaries of them. */
export function readLcov(text: string): RawFile[] {
  return parseLcov(text).map(fromRecords);
}

/** A summary pair (covered, total) that makes sense, else null. */
function summaryCount(summary: ReadonlyMap<string, number>, hit: string, found: string): CoverageCount | null {
  const covered = summary.get(hit);
  const total = summary.get(found);
  if (covered === undefined || total === undefined || covered > total) return null;
  return count(covered, total);
}

/**
 * llvm-cov's lcov export (`llvm-cov export -format=lcov`), counted the way llvm-cov
 * counts in its own report table: LF/LH, FNF/FNH and BRF/BRH come from the same
 * per-file summary as `llvm-cov report`'s columns, while the records do not add up
 * to it. There a line inside a closure counts once for the closure and once for
 * the function around it, and a function counts once however many instantiations
 * (generics, each crate the file is compiled into) it has, where FN records list
 * every instantiation by its mangled name. So totals are the summaries (the
 * records where a summary is missing or impossible), and DA gives the uncovered lines.
 * BRF:0 means nothing was measured (stable Rust has no branch coverage): null.
 */
export function readLlvmCovLcov(text: string): RawFile[] {
  return parseLcov(text).map((f) => {
    const records = fromRecords(f).coverage;
    const branches = summaryCount(f.summary, "BRH", "BRF");
    const functions = summaryCount(f.summary, "FNH", "FNF");
    return {
      path: f.path,
      coverage: {
        ...records,
        lines: summaryCount(f.summary, "LH", "LF") ?? records.lines,
        branches: branches ? (branches.total > 0 ? branches : null) : records.branches,
        functions: functions ? (functions.total > 0 ? functions : null) : records.functions,
      },
    };
  });
}
