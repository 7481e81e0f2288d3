// Go coverprofiles (go test -coverprofile): "file:l0.c0,l1.c1 numStmts count"
// per block. Statements are Go's own metric (what `go test -cover` and
// `go tool cover -func` print); lines are every line a block spans, covered when
// any block on it ran. The same block can appear more than once (several
// packages' runs): counts are merged per block, as `go tool cover` does.

import { count, fromLineHits } from "../core/coverage-model.js";
import type { RawFile } from "./read.js";

const BLOCK = /^(.+):(\d+)\.(\d+),(\d+)\.(\d+) (\d+) (\d+)$/;

export function readGoCover(text: string): RawFile[] {
  const blocks = new Map<string, { file: string; start: number; end: number; stmts: number; hits: number }>();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("mode:")) continue;
    const m = BLOCK.exec(line);
    if (!m) continue;
    const key = `${m[1]}:${m[2]}.${m[3]},${m[4]}.${m[5]}`;
    const hits = Number(m[7]);
    const prev = blocks.get(key);
    if (prev) prev.hits = Math.max(prev.hits, hits);
    else blocks.set(key, { file: m[1]!, start: Number(m[2]), end: Number(m[4]), stmts: Number(m[6]), hits });
  }
  const byFile = new Map<string, { covered: number; total: number; lineHits: Map<number, number> }>();
  for (const b of blocks.values()) {
    const f = byFile.get(b.file) ?? { covered: 0, total: 0, lineHits: new Map<number, number>() };
    byFile.set(b.file, f);
    f.total += b.stmts;
    if (b.hits > 0) f.covered += b.stmts;
    for (let l = b.start; l <= b.end && l - b.start < 100_000; l++)
      f.lineHits.set(l, Math.max(f.lineHits.get(l) ?? 0, b.hits));
  }
  return [...byFile].map(([path, f]) => {
    const { lines, uncovered } = fromLineHits(f.lineHits);
    return {
      path,
      coverage: {
        lines,
        statements: count(f.covered, f.total),
        branches: null,
        functions: null,
        uncovered_lines: uncovered,
      },
    };
  });
}
