// lcov tracefiles (node --test-reporter=lcov, c8, many others): SF/DA/BRDA/FN
// records per file, closed by end_of_record. Totals are recomputed from the
// records (LF/LH and friends are only summaries of them).

import { count, fromLineHits } from "./model.js";
import type { RawFile } from "./read.js";

export function readLcov(text: string): RawFile[] {
  const out: RawFile[] = [];
  let path: string | null = null;
  let lineHits = new Map<number, number>();
  let branches: number[] = [];
  let fnHits = new Map<string, number>();
  const flush = (): void => {
    if (path === null) return;
    const { lines, uncovered } = fromLineHits(lineHits);
    const fns = [...fnHits.values()];
    out.push({
      path,
      coverage: {
        lines,
        statements: null,
        branches: branches.length ? count(branches.filter((b) => b > 0).length, branches.length) : null,
        functions: fns.length ? count(fns.filter((h) => h > 0).length, fns.length) : null,
        uncovered_lines: uncovered,
      },
    });
    path = null;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const colon = line.indexOf(":");
    const tag = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1);
    if (tag === "SF") {
      flush();
      path = value;
      lineHits = new Map();
      branches = [];
      fnHits = new Map();
    } else if (tag === "DA") {
      const [l, h] = value.split(",");
      const n = Number(l);
      if (Number.isInteger(n) && n > 0) lineHits.set(n, Math.max(lineHits.get(n) ?? 0, Number(h) || 0));
    } else if (tag === "BRDA") {
      const taken = value.split(",")[3];
      branches.push(taken === "-" || taken === undefined ? 0 : Number(taken) || 0);
    } else if (tag === "FN") {
      const name = value.split(",").slice(1).join(",");
      if (!fnHits.has(name)) fnHits.set(name, 0);
    } else if (tag === "FNDA") {
      const [h, ...name] = value.split(",");
      fnHits.set(name.join(","), Math.max(fnHits.get(name.join(",")) ?? 0, Number(h) || 0));
    } else if (tag === "end_of_record") {
      flush();
    }
  }
  flush();
  return out;
}
