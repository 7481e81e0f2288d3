// `npm run bench -- shards [--rounds N] [--tests N]`: what --shard buys, a MEASUREMENT like
// the rest of the bench (no thresholds, exit 0).
//
// A pytest suite is generated (default 2,400 tests): 24 modules of uneven size, 40 to 160
// tests each, whose tests take 10 to 30 ms (a sleep: the machine is shared, and a sleep
// costs the same however busy it is), so a module's size says little about its time.
// Each round, one after another in the process sandbox, as N matrix legs each on a
// runner of its own would run:
//   unsharded      testcage run <suite>                          (its results.json is
//                                                                  the durations file)
//   by size        testcage run <suite> --shard K/4, K = 1..4    (no earlier run: sizes)
//   by durations   testcage run <suite> --shard K/4 --durations <the unsharded results.json>
// The figure is the slowest shard's wall over the unsharded wall (the matrix finishes
// with its slowest leg); the round's four shards must hold every test exactly once.

import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Measured } from "./ingest.js";

export interface ShardDeps {
  work: string;
  cli: string;
  rounds: number;
  tests: number;
  measure: (argv: string[], cwd: string) => Promise<Measured>;
  log: (line: string) => void;
}

export interface ShardRound {
  unsharded_s: number;
  by_size_s: number[];
  by_durations_s: number[];
  /** Slowest shard / unsharded. */
  by_size_ratio: number;
  by_durations_ratio: number;
}

export interface ShardBench {
  tests: number;
  modules: number;
  shards: number;
  rounds: ShardRound[];
}

const SHARDS = 4;
const MODULES = 24;

/** A fixed pseudo-random sequence (a linear congruential generator): the same suite every time. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Writes the suite; returns the number of tests. */
export function generateSuite(dir: string, tests: number): number {
  mkdirSync(join(dir, "tests"), { recursive: true });
  const rand = lcg(16);
  const weights = Array.from({ length: MODULES }, () => 40 + rand() * 120);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((w / sum) * tests)));
  counts[0]! += tests - counts.reduce((a, b) => a + b, 0);
  counts.forEach((count, m) => {
    const ms = 10 + Math.floor(rand() * 21);
    const lines = [
      "import time",
      "",
      "import pytest",
      "",
      "",
      `@pytest.mark.parametrize("n", range(${count}))`,
      `def test_step_${m}(n):`,
      `    time.sleep(${ms / 1000})`,
      "    assert n >= 0",
      "",
    ];
    writeFileSync(join(dir, "tests", `test_module_${String(m).padStart(2, "0")}.py`), lines.join("\n"));
  });
  return counts.reduce((a, b) => a + b, 0);
}

interface Ran {
  wallS: number;
  ids: string[];
}

async function run(deps: ShardDeps, suite: string, out: string, extra: string[]): Promise<Ran> {
  const m = await deps.measure(["node", deps.cli, "run", suite, "--sandbox", "process", "--out", out, ...extra], suite);
  const result = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as {
    status: string;
    tests: { id: string }[];
    errors: { message: string }[];
  };
  if (result.status !== "pass") {
    throw new Error(
      `bench shards: ${extra.join(" ") || "unsharded"} ended ${result.status}: ${result.errors[0]?.message}`,
    );
  }
  return { wallS: m.wallS, ids: result.tests.map((t) => t.id) };
}

function checkCover(whole: Ran, shards: Ran[], label: string): void {
  const ids = shards.flatMap((s) => s.ids);
  const same =
    ids.length === whole.ids.length && new Set(ids).size === ids.length && whole.ids.every((i) => ids.includes(i));
  if (!same) throw new Error(`bench shards: the ${label} shards do not hold every test exactly once`);
}

export async function shardBench(deps: ShardDeps): Promise<ShardBench> {
  const suite = join(deps.work, "shard-suite");
  const tests = generateSuite(suite, deps.tests);
  deps.log(`bench shards: ${tests} tests in ${MODULES} modules, ${SHARDS} shards, ${deps.rounds} round(s)`);
  const rounds: ShardRound[] = [];
  for (let r = 0; r < deps.rounds; r++) {
    const dir = (name: string): string => join(deps.work, `round-${r}`, name);
    const whole = await run(deps, suite, dir("whole"), []);
    deps.log(`  round ${r + 1}: unsharded ${whole.wallS.toFixed(2)} s, ${whole.ids.length} tests`);
    if (whole.ids.length !== tests) throw new Error(`bench shards: ${whole.ids.length} tests ran, ${tests} generated`);
    const bySize: Ran[] = [];
    const byDurations: Ran[] = [];
    for (let k = 1; k <= SHARDS; k++) {
      bySize.push(await run(deps, suite, dir(`size-${k}`), ["--shard", `${k}/${SHARDS}`]));
      byDurations.push(
        await run(deps, suite, dir(`durations-${k}`), [
          "--shard",
          `${k}/${SHARDS}`,
          "--durations",
          join(dir("whole"), "results.json"),
        ]),
      );
    }
    checkCover(whole, bySize, "by-size");
    checkCover(whole, byDurations, "by-durations");
    const slowest = (s: Ran[]): number => Math.max(...s.map((x) => x.wallS));
    const round: ShardRound = {
      unsharded_s: whole.wallS,
      by_size_s: bySize.map((s) => s.wallS),
      by_durations_s: byDurations.map((s) => s.wallS),
      by_size_ratio: slowest(bySize) / whole.wallS,
      by_durations_ratio: slowest(byDurations) / whole.wallS,
    };
    deps.log(
      `  round ${r + 1}: by size ${round.by_size_s.map((s) => s.toFixed(2)).join(" / ")} s, by durations ${round.by_durations_s.map((s) => s.toFixed(2)).join(" / ")} s`,
    );
    rounds.push(round);
  }
  return { tests, modules: MODULES, shards: SHARDS, rounds };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export function printShards(b: ShardBench): string {
  const lines = [
    `\n${b.tests} tests, ${b.modules} modules, ${b.shards} shards run one after another (as ${b.shards} runners would run them side by side)`,
    "round  unsharded  slowest by size  ratio  slowest by durations  ratio",
  ];
  b.rounds.forEach((r, i) => {
    lines.push(
      `${String(i + 1).padEnd(6)} ${r.unsharded_s.toFixed(2).padStart(8)} s ${Math.max(...r.by_size_s)
        .toFixed(2)
        .padStart(14)} s  ${r.by_size_ratio.toFixed(3)} ${Math.max(...r.by_durations_s)
        .toFixed(2)
        .padStart(19)} s  ${r.by_durations_ratio.toFixed(3)}`,
    );
  });
  lines.push(
    `median ratio, slowest shard / unsharded: by size ${median(b.rounds.map((r) => r.by_size_ratio)).toFixed(3)}, by durations ${median(b.rounds.map((r) => r.by_durations_ratio)).toFixed(3)} (target <= 0.35)`,
  );
  return lines.join("\n");
}
