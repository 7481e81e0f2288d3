// SimpleCov's .resultset.json (Ruby): per command name ("RSpec", "Minitest", ...)
// the raw Coverage data of each file by absolute path: "lines", one entry per
// source line (null = not relevant, 0 = missed, n = hits), and with branch
// coverage on, "branches": { "[:if, 0, 3, 4, 3, 20]": { "[:then, 1, ...]": hits } }.
// Older SimpleCov (< 0.18) stored the lines array alone. Several command names
// (merged runs) add up: a line or branch is covered if any run covered it.
//
// Lines SimpleCov itself skips (# :nocov: blocks) are not in the raw data and
// count here as SimpleCov's raw Coverage says.

import { count, fromLineHits } from "../core/coverage-model.js";
import { num, obj, type RawFile } from "./read.js";

interface Acc {
  lines: Map<number, number>;
  branches: Map<string, number>;
}

export function readSimplecov(text: string): RawFile[] {
  const doc = obj(JSON.parse(text));
  const byFile = new Map<string, Acc>();
  for (const run of Object.values(doc)) {
    const coverage = obj(obj(run)["coverage"]);
    for (const [path, raw] of Object.entries(coverage)) {
      const acc = byFile.get(path) ?? { lines: new Map<number, number>(), branches: new Map<string, number>() };
      byFile.set(path, acc);
      const lines = Array.isArray(raw) ? raw : obj(raw)["lines"];
      if (Array.isArray(lines)) {
        lines.forEach((hits, i) => {
          // null: not relevant; SimpleCov also writes "ignored" for skipped lines in some versions.
          const n = num(hits);
          if (n !== null) acc.lines.set(i + 1, Math.max(acc.lines.get(i + 1) ?? 0, n));
        });
      }
      if (!Array.isArray(raw)) {
        for (const [condition, branches] of Object.entries(obj(obj(raw)["branches"]))) {
          for (const [branch, hits] of Object.entries(obj(branches))) {
            const key = `${condition} ${branch}`;
            acc.branches.set(key, Math.max(acc.branches.get(key) ?? 0, num(hits) ?? 0));
          }
        }
      }
    }
  }
  return [...byFile].map(([path, acc]) => {
    const { lines, uncovered } = fromLineHits(acc.lines);
    const b = [...acc.branches.values()];
    return {
      path,
      coverage: {
        lines,
        statements: null,
        branches: b.length ? count(b.filter((h) => h > 0).length, b.length) : null,
        functions: null,
        uncovered_lines: uncovered,
      },
    };
  });
}
