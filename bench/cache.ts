// `npm run bench -- cache` (option: --rounds N): what a result-cache hit costs, a
// MEASUREMENT like the rest of the bench (no thresholds, exit 0). On a copy of
// __tests__/samples/pytest/many-failures (140 tests, 3 files), three commands run as
// child processes, in an order rotated every round so drift hits all alike:
//   node      node -e 0: starting Node at all, the floor of any CLI call;
//   uncached  node <cli> run <copy> --sandbox process: the tests run;
//   hit       node <cli> run <copy> --sandbox process --result-cache <dir>, after one
//             untimed run that stored the entry: nothing runs.
// Wall seconds (median over the rounds) per command; ×uncached and ×node are the hit's
// median over theirs. Every hit is checked to say cache.hit in its results.json.

import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface CacheMeasured {
  wallS: number;
  exitCode: number | null;
  output: string;
}

export interface CacheDeps {
  work: string;
  root: string;
  cli: string;
  rounds: number;
  measure: (argv: string[], cwd: string) => Promise<CacheMeasured>;
  log: (line: string) => void;
}

const COMMANDS = ["node", "uncached", "hit"] as const;
type Command = (typeof COMMANDS)[number];

export interface CacheRow {
  command: Command;
  median_s: number;
  min_s: number;
  max_s: number;
}

export interface CacheReport {
  rows: CacheRow[];
  hit_over_uncached: number;
  hit_over_node: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export async function cacheBench(deps: CacheDeps): Promise<CacheReport> {
  const project = join(deps.work, "cache-project");
  cpSync(join(deps.root, "__tests__/samples/pytest/many-failures"), project, { recursive: true });
  const cacheDir = join(deps.work, "result-cache");
  const out = join(deps.work, "cache-out");
  mkdirSync(out, { recursive: true });
  const run = ["run", project, "--sandbox", "process", "--out", out];
  const argv: Record<Command, string[]> = {
    node: [process.execPath, "-e", "0"],
    uncached: [process.execPath, deps.cli, ...run],
    hit: [process.execPath, deps.cli, ...run, "--result-cache", cacheDir],
  };
  const stored = await deps.measure(argv.hit, deps.work);
  deps.log(`cache: entry stored (untimed run, exit ${stored.exitCode})`);
  const times: Record<Command, number[]> = { node: [], uncached: [], hit: [] };
  for (let round = 0; round < deps.rounds; round++) {
    for (let i = 0; i < COMMANDS.length; i++) {
      const command = COMMANDS[(i + round) % COMMANDS.length]!;
      const m = await deps.measure(argv[command], deps.work);
      if (command === "hit") {
        const cache = (JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as { cache?: { hit?: boolean } })
          .cache;
        if (cache?.hit !== true) throw new Error(`cache bench: a hit run did not hit: ${m.output.slice(-400)}`);
      }
      times[command].push(m.wallS);
      deps.log(`cache: round ${round + 1} ${command} ${m.wallS.toFixed(3)} s`);
    }
  }
  const rows = COMMANDS.map((command) => ({
    command,
    median_s: median(times[command]),
    min_s: Math.min(...times[command]),
    max_s: Math.max(...times[command]),
  }));
  const med = (c: Command): number => rows.find((r) => r.command === c)!.median_s;
  return { rows, hit_over_uncached: med("hit") / med("uncached"), hit_over_node: med("hit") / med("node") };
}

export function printCache(report: CacheReport, rounds: number): string {
  const lines = [
    `result cache (pytest/many-failures, process sandbox), median of ${rounds} round(s):`,
    "command    median s   min s    max s",
    ...report.rows.map(
      (r) =>
        `${r.command.padEnd(10)} ${r.median_s.toFixed(3).padStart(8)} ${r.min_s.toFixed(3).padStart(7)} ${r.max_s.toFixed(3).padStart(8)}`,
    ),
    `hit ×uncached ${report.hit_over_uncached.toFixed(2)}, hit ×node ${report.hit_over_node.toFixed(2)}`,
  ];
  return lines.join("\n");
}
