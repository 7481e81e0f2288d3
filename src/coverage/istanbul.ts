// istanbul's coverage-final.json (jest --coverageReporters=json, vitest's json
// reporter, nyc): per file statementMap/s, fnMap/f, branchMap/b. Line coverage
// is derived exactly as istanbul-lib-coverage's getLineCoverage does (a line's
// count is the highest of the statements starting on it), so totals match the
// text summary jest prints.

import { count, fromLineHits } from "../core/coverage-model.js";
import { num, obj, type RawFile } from "./read.js";

export function readIstanbul(text: string): RawFile[] {
  const doc = obj(JSON.parse(text));
  const out: RawFile[] = [];
  for (const [key, raw] of Object.entries(doc)) {
    const f = obj(raw);
    const path = typeof f["path"] === "string" ? f["path"] : key;
    const statementMap = obj(f["statementMap"]);
    const s = obj(f["s"]);
    const lineHits = new Map<number, number>();
    let stCovered = 0;
    let stTotal = 0;
    for (const [id, hitsRaw] of Object.entries(s)) {
      const hits = num(hitsRaw) ?? 0;
      stTotal++;
      if (hits > 0) stCovered++;
      const line = num(obj(obj(statementMap[id])["start"])["line"]);
      if (line === null) continue;
      const prev = lineHits.get(line);
      if (prev === undefined || prev < hits) lineHits.set(line, hits);
    }
    const fns = Object.values(obj(f["f"])).map((v) => num(v) ?? 0);
    const branchHits = Object.values(obj(f["b"])).flatMap((v) => (Array.isArray(v) ? v.map((x) => num(x) ?? 0) : []));
    const { lines, uncovered } = fromLineHits(lineHits);
    out.push({
      path,
      coverage: {
        lines,
        statements: count(stCovered, stTotal),
        branches: count(branchHits.filter((h) => h > 0).length, branchHits.length),
        functions: count(fns.filter((h) => h > 0).length, fns.length),
        uncovered_lines: uncovered,
      },
    });
  }
  return out;
}
