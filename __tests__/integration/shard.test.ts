// --shard K/N and testcage merge with the built CLI on real suites (every framework
// --shard can split) in the process sandbox: N shards, merged, give exactly the
// unsharded run's ids, counts and errors.

import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";
import type { RunResult } from "../../src/core/model.js";

const SAMPLES = join(ROOT, "__tests__/samples");
const sortedIds = (ids: string[]): string[] => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** N shards of `sample`, merged, against its unsharded run; returns the shard runs. */
async function shardedEqualsWhole(
  dir: string,
  total: number,
  framework: string,
  extra: string[] = [],
  errors: "same" | "more" = "same",
) {
  const whole = await runCli(["run", dir, "--sandbox", "process"]);
  const shards = await Promise.all(
    Array.from({ length: total }, (_, k) =>
      runCli(["run", dir, "--sandbox", "process", "--shard", `${k + 1}/${total}`, ...extra]),
    ),
  );
  expect(whole.result.framework?.id).toBe(framework);
  expect(whole.result.tests.length + whole.result.errors.length).toBeGreaterThan(0);
  shards.forEach((s, k) => {
    expect(s.result.shard).toEqual({ index: k + 1, total });
    // Every shard got work: a test, or (go) a package that did not build.
    expect(s.result.tests.length + s.result.errors.length).toBeGreaterThan(0);
  });
  // Every test ran in exactly one shard.
  const shardIds = shards.flatMap((s) => s.result.tests.map((t) => t.id));
  expect(new Set(shardIds).size).toBe(shardIds.length);

  const merged = await runCli(["merge", ...shards.map((s) => join(s.outDir, "results.json"))]);
  expect(merged.result.tests.map((t) => t.id)).toEqual(sortedIds(whole.result.tests.map((t) => t.id)));
  expect({ ...merged.result.summary, duration_ms: 0 }).toEqual({ ...whole.result.summary, duration_ms: 0 });
  expect(merged.result.status).toBe(whole.result.status);
  expect(merged.code).toBe(whole.code);
  // The unsharded run's errors (a file or package that does not load) are each in exactly one shard.
  const messages = (r: RunResult): string[] => r.errors.map((e) => `${e.kind}: ${e.message}`).sort();
  const inputs = shards.map((s) => join(s.outDir, "results.json"));
  const mergedMessages = merged.result.errors
    .map((e) => {
      const source = inputs.find((i) => e.message.startsWith(`${i}: `));
      expect(source).toBeDefined();
      return `${e.kind}: ${e.message.slice(source!.length + 2)}`;
    })
    .sort();
  if (errors === "same") expect(mergedMessages).toEqual(messages(whole.result));
  else expect(mergedMessages).toEqual(expect.arrayContaining(messages(whole.result)));
  expect(merged.result.framework?.id).toBe(framework);
  expect(merged.result.merged?.inputs.map((i) => i.shard?.index)).toEqual(shards.map((_, k) => k + 1));
  expect(merged.result.summary.duration_ms).toBe(Math.max(...shards.map((s) => s.result.summary.duration_ms)));
  for (const t of merged.result.tests) {
    const same = whole.result.tests.find((w) => w.id === t.id)!;
    expect([t.status, t.file, t.line]).toEqual([same.status, same.file, same.line]);
  }
  return { whole, shards };
}

describe("--shard and merge", () => {
  for (const [sample, total, framework, errors] of [
    ["pytest/many-failures", 3, "pytest"],
    ["pytest/many-failures", 2, "pytest"],
    ["pytest/mixed", 1, "pytest"],
    ["vitest/mixed", 2, "vitest"],
    ["vitest/partial", 2, "vitest"],
    ["vitest/error", 2, "vitest"],
    ["go/mixed", 3, "go"],
    ["mocha/mixed", 2, "mocha"],
    // mocha loads every file before running any and stops at the first that fails: the
    // unsharded run names one broken file, the shards name each.
    ["mocha/error", 2, "mocha", "more"],
    ["node-test/mixed", 2, "node-test"],
    ["node-test/error", 2, "node-test"],
    ["rspec/mixed", 2, "rspec"],
    ["rspec/error", 2, "rspec"],
  ] as const) {
    it(`${sample} in ${total} shards merges into the unsharded run`, async () => {
      await shardedEqualsWhole(join(SAMPLES, sample), total, framework, [], errors ?? "same");
    });
  }

  it("jest/mixed without its testMatch (jest's defaults) in 2 shards merges into the unsharded run", async () => {
    // The jest samples name their testMatch, which sharding refuses; a copy with jest's defaults
    // (node_modules hard-linked, as the samples' own set-up does) is the same suite.
    const dir = mkdtempSync(join(tmpdir(), "tc-shard-jest-"));
    const from = join(SAMPLES, "jest/mixed");
    for (const f of readdirSync(from)) {
      if (f === "node_modules") execFileSync("cp", ["-al", join(from, f), join(dir, f)]);
      else if (f !== "package.json") cpSync(join(from, f), join(dir, f));
    }
    const pkg = JSON.parse(readFileSync(join(from, "package.json"), "utf8")) as Record<string, unknown>;
    delete pkg["jest"];
    writeFileSync(join(dir, "package.json"), JSON.stringify(pkg));
    try {
      await shardedEqualsWhole(dir, 2, "jest");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("balances by an earlier run's durations: every test in one shard, the heaviest file opens shard 1", async () => {
    const dir = join(SAMPLES, "pytest/many-failures");
    const durations = await runCli(["run", dir, "--sandbox", "process"]);
    const file = join(durations.outDir, "results.json");
    const { shards } = await shardedEqualsWhole(dir, 2, "pytest", ["--durations", file]);
    // The sample is in a folder of this repository: results.json names its files from the root.
    for (const s of shards) expect(s.stderr).toMatch(/balanced by the durations in/);
    // The file with the most recorded time is dealt first, so it opens shard 1.
    const perFile = new Map<string, number>();
    for (const t of durations.result.tests) perFile.set(t.file!, (perFile.get(t.file!) ?? 0) + (t.duration_ms ?? 0));
    for (const [f, ms] of perFile) perFile.set(f, Math.max(1, ms));
    const heaviest = [...perFile].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
    expect(new Set(shards[0]!.result.tests.map((t) => t.file))).toContain(heaviest);
    const bad = await runCli([
      "run",
      dir,
      "--sandbox",
      "process",
      "--shard",
      "1/2",
      "--durations",
      "/nonexistent.json",
    ]);
    expect(bad.code).toBe(2);
    expect(bad.result.errors[0]!.message).toMatch(/durations file \/nonexistent.json is not a usable results.json/);
  });

  it("merges a glob of shard folders and regenerates the exports", async () => {
    const dir = join(SAMPLES, "pytest/many-failures");
    const { outDir } = await runCli(["run", dir, "--sandbox", "process", "--shard", "1/1"]);
    const merged = await runCli(["merge", `${outDir}/*.json`], process.env, outDir);
    // results.json matches; ctrf.json and the other exports are not results and are named.
    expect(merged.result.merged?.inputs.map((i) => i.source)).toEqual(["results.json"]);
    expect(merged.result.summary.total).toBe(140);
    expect(merged.result.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^ctrf.json is not a usable testcage results.json/),
      expect.stringMatching(/^defects.json is not a usable testcage results.json/),
      expect.stringMatching(/^exercism-results.json is not a usable testcage results.json/),
    ]);
  });

  it("ends a shard with no test file as a no-tests error that says how many shards fit", async () => {
    const run = await runCli(["run", join(SAMPLES, "pytest/many-failures"), "--sandbox", "process", "--shard", "4/4"]);
    expect(run.code).toBe(2);
    expect(run.result.shard).toEqual({ index: 4, total: 4 });
    expect(run.result.errors).toEqual([
      expect.objectContaining({
        kind: "no-tests",
        message: expect.stringMatching(
          /shard 4\/4 has no test file: pytest has 3 test files here, so at most 3 shards/,
        ),
      }),
    ]);
  });

  it("refuses a framework it cannot split by file, naming those it can", async () => {
    const run = await runCli(["run", join(SAMPLES, "cargo/pass"), "--sandbox", "process", "--shard", "1/2"]);
    expect(run.code).toBe(2);
    expect(run.result.errors[0]).toMatchObject({ kind: "bad-input" });
    expect(run.result.errors[0]!.message).toMatch(/which it can do for [a-z, -]*pytest[a-z, -]*, not for cargo test/);
  });

  it("refuses a jest project whose configuration chooses the test files", async () => {
    const run = await runCli(["run", join(SAMPLES, "jest/mixed"), "--sandbox", "process", "--shard", "1/2"]);
    expect(run.code).toBe(2);
    expect(run.result.errors[0]!.message).toMatch(/package.json's jest configuration chooses the test files/);
  });

  it("merge: no file matched is bad input; merge refuses run flags", async () => {
    const none = await runCli(["merge", "/nonexistent-dir/*/results.json"]);
    expect(none.code).toBe(2);
    expect(none.result.errors[0]).toMatchObject({ kind: "bad-input" });
    expect(none.result.errors[0]!.message).toMatch(/no results.json to merge: no file matches/);
    const flags = await runCli(["merge", "--sandbox", "process", "x.json"]);
    expect(flags.result.errors[0]!.message).toMatch(/merge takes only --out and the files to merge; drop --sandbox/);
  });
});
