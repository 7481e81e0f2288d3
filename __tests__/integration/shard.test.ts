// --shard K/N and testcage merge with the built CLI on a real pytest suite in the
// process sandbox: N shards, merged, give exactly the unsharded run's ids and counts.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";

const SAMPLES = join(ROOT, "__tests__/samples");
const sortedIds = (ids: string[]): string[] => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe("--shard and merge", () => {
  for (const [sample, total] of [
    ["pytest/many-failures", 3],
    ["pytest/many-failures", 2],
    ["pytest/mixed", 1],
  ] as const) {
    it(`${sample} in ${total} shards merges into the unsharded run`, async () => {
      const dir = join(SAMPLES, sample);
      const whole = await runCli(["run", dir, "--sandbox", "process"]);
      const shards = await Promise.all(
        Array.from({ length: total }, (_, k) =>
          runCli(["run", dir, "--sandbox", "process", "--shard", `${k + 1}/${total}`]),
        ),
      );
      shards.forEach((s, k) => {
        expect(s.result.shard).toEqual({ index: k + 1, total });
        expect(s.result.tests.length).toBeGreaterThan(0);
      });
      // Every test ran in exactly one shard.
      const shardIds = shards.flatMap((s) => s.result.tests.map((t) => t.id));
      expect(new Set(shardIds).size).toBe(shardIds.length);

      const merged = await runCli(["merge", ...shards.map((s) => join(s.outDir, "results.json"))]);
      expect(merged.result.tests.map((t) => t.id)).toEqual(sortedIds(whole.result.tests.map((t) => t.id)));
      expect({ ...merged.result.summary, duration_ms: 0 }).toEqual({ ...whole.result.summary, duration_ms: 0 });
      expect(merged.result.status).toBe(whole.result.status);
      expect(merged.code).toBe(whole.code);
      expect(merged.result.errors).toEqual([]);
      expect(merged.result.framework?.id).toBe("pytest");
      expect(merged.result.merged?.inputs.map((i) => i.shard?.index)).toEqual(shards.map((_, k) => k + 1));
      expect(merged.result.summary.duration_ms).toBe(Math.max(...shards.map((s) => s.result.summary.duration_ms)));
      for (const t of merged.result.tests) {
        const same = whole.result.tests.find((w) => w.id === t.id)!;
        expect([t.status, t.file, t.line]).toEqual([same.status, same.file, same.line]);
      }
    });
  }

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
    const run = await runCli(["run", join(SAMPLES, "go/pass"), "--sandbox", "process", "--shard", "1/2"]);
    expect(run.code).toBe(2);
    expect(run.result.errors[0]).toMatchObject({ kind: "bad-input" });
    expect(run.result.errors[0]!.message).toMatch(/which it can do for pytest, jest, not for go test/);
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
