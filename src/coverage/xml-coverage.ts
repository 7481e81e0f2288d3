// JaCoCo and Cobertura XML reports, parsed with the same hardened parser as test
// reports (no entities, no internal DTD; the external DOCTYPE both tools write
// is dropped unread).

import { attr, children, parseXml } from "../reports/xml.js";
import { count, fromLineHits } from "../core/coverage-model.js";
import { num, type RawFile } from "./read.js";

const JACOCO_ARRAYS = new Set(["group", "package", "class", "method", "sourcefile", "line", "counter"]);
const COBERTURA_ARRAYS = new Set(["source", "package", "class", "method", "line"]);

function counter(node: unknown, type: string): ReturnType<typeof count> | null {
  const c = children(node, "counter").find((n) => attr(n, "type") === type);
  if (!c) return null;
  const missed = num(attr(c, "missed")) ?? 0;
  const covered = num(attr(c, "covered")) ?? 0;
  return count(covered, missed + covered);
}

/** JaCoCo's report.xml: per source file LINE, BRANCH and METHOD counters and line records. */
export function readJacoco(text: string): RawFile[] {
  const doc = parseXml(text, { arrays: JACOCO_ARRAYS, externalDoctype: true });
  const report = doc["report"];
  if (!report) throw new Error("no <report> element: not a JaCoCo XML report");
  const packages: unknown[] = [];
  const walk = (node: unknown): void => {
    for (const p of children(node, "package")) packages.push(p);
    for (const g of children(node, "group")) walk(g); // multi-module aggregate reports nest groups
  };
  walk(report);
  const out: RawFile[] = [];
  for (const pkg of packages) {
    const dir = attr(pkg, "name") ?? "";
    for (const sf of children(pkg, "sourcefile")) {
      const name = attr(sf, "name");
      if (!name) continue;
      const hits = new Map<number, number>();
      for (const l of children(sf, "line")) {
        const nr = num(attr(l, "nr"));
        if (nr) hits.set(nr, num(attr(l, "ci")) ?? 0);
      }
      const { uncovered } = fromLineHits(hits);
      out.push({
        path: dir ? `${dir}/${name}` : name,
        coverage: {
          lines: counter(sf, "LINE"),
          statements: null,
          branches: counter(sf, "BRANCH"),
          functions: counter(sf, "METHOD"),
          uncovered_lines: uncovered,
        },
      });
    }
  }
  return out;
}

/** Cobertura XML (coverage.py's `coverage xml`, pytest-cov's xml report, many others). */
export function readCobertura(text: string): { files: RawFile[]; sources: string[] } {
  const doc = parseXml(text, { arrays: COBERTURA_ARRAYS, externalDoctype: true });
  const root = doc["coverage"];
  if (!root) throw new Error("no <coverage> element: not a Cobertura XML report");
  const sources = children(children(root, "sources")[0], "source")
    .map((s) => (typeof s === "string" ? s : ""))
    .filter(Boolean);
  const byFile = new Map<
    string,
    { hits: Map<number, number>; branchCovered: number; branchTotal: number; fns: number[] }
  >();
  for (const pkg of children(children(root, "packages")[0], "package")) {
    for (const cls of children(children(pkg, "classes")[0], "class")) {
      const file = attr(cls, "filename");
      if (!file) continue;
      const f = byFile.get(file) ?? { hits: new Map<number, number>(), branchCovered: 0, branchTotal: 0, fns: [] };
      byFile.set(file, f);
      for (const line of children(children(cls, "lines")[0], "line")) {
        const nr = num(attr(line, "number"));
        if (!nr) continue;
        const hits = num(attr(line, "hits")) ?? 0;
        const seen = f.hits.get(nr);
        f.hits.set(nr, Math.max(seen ?? 0, hits));
        // "50% (1/2)": counted once per line, even when classes repeat it.
        const cond = /\((\d+)\/(\d+)\)/.exec(attr(line, "condition-coverage") ?? "");
        if (attr(line, "branch") === "true" && cond && seen === undefined) {
          f.branchCovered += Number(cond[1]);
          f.branchTotal += Number(cond[2]);
        }
      }
      for (const m of children(children(cls, "methods")[0], "method")) {
        const lines = children(children(m, "lines")[0], "line");
        f.fns.push(lines.some((l) => (num(attr(l, "hits")) ?? 0) > 0) ? 1 : 0);
      }
    }
  }
  const files = [...byFile].map(([path, f]) => {
    const { lines, uncovered } = fromLineHits(f.hits);
    return {
      path,
      coverage: {
        lines,
        statements: null,
        branches: f.branchTotal ? count(f.branchCovered, f.branchTotal) : null,
        functions: f.fns.length ? count(f.fns.filter(Boolean).length, f.fns.length) : null,
        uncovered_lines: uncovered,
      },
    };
  });
  return { files, sources };
}
