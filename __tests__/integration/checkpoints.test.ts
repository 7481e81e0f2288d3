// SCBench checkpoints and groups end to end: the CLI runs real pytest on a
// checkpointed project (__tests__/fixtures/scbench-checkpoints) and results.json,
// ctrf.json and defects.json carry the checkpoint, tags, groups and scenario ids.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/model.js";
import { ROOT } from "../helpers/golden.js";
import { validateDefects, validateResults } from "../helpers/schema.js";

const PROJECT = join(ROOT, "__tests__/fixtures/scbench-checkpoints");

function run(...args: string[]): { code: number | null; out: string; result: RunResult } {
  const out = mkdtempSync(join(tmpdir(), "tc-checkpoint-"));
  const r = spawnSync(
    "node",
    [
      join(ROOT, "dist/cli.js"),
      "run",
      PROJECT,
      "--sandbox",
      "process",
      "--install-command",
      "none",
      "--out",
      out,
      ...args,
    ],
    { encoding: "utf8", timeout: 120_000 },
  );
  const result = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as RunResult;
  validateResults(result);
  validateDefects(JSON.parse(readFileSync(join(out, "defects.json"), "utf8")));
  return { code: r.status, out, result };
}

const counts = (total: number, passed: number, failed = 0) => ({ total, passed, failed, errored: 0, skipped: 0 });

describe("--checkpoint and --groups on a checkpointed pytest project", () => {
  it("checkpoint 2 alone: its file only, tags from every marker level, groups by SCBench's rules", () => {
    const { code, out, result } = run("--checkpoint", "checkpoint_2", "--groups", "perf=performance");
    expect(code).toBe(1);
    expect(result.checkpoint).toEqual({
      name: "checkpoint_2",
      number: 2,
      include_prior: false,
      files: ["tests/test_checkpoint_2.py"],
    });
    const tags = Object.fromEntries(result.tests.map((t) => [t.name, t.tags ?? []]));
    expect(tags).toEqual({
      test_discount_half: ["scenario:DISC"],
      test_discount_out_of_range: ["scenario:DISC", "error"],
      test_discount_keeps_cents: ["scenario:DISC", "regression", "scenario:DISC-7"],
      "test_discount_table[100-0-100]": ["scenario:DISC"],
      "test_discount_table[free]": ["scenario:DISC", "functionality"],
    });
    expect(result.groups).toEqual({
      core: counts(2, 2),
      error: counts(1, 1),
      regression: counts(1, 0, 1),
      functionality: counts(1, 1),
    });
    const ctrf = JSON.parse(readFileSync(join(out, "ctrf.json"), "utf8")) as {
      results: { tests: { name: string; tags?: string[] }[] };
    };
    expect(ctrf.results.tests.find((t) => t.name.endsWith("test_discount_out_of_range"))?.tags).toEqual([
      "scenario:DISC",
      "error",
    ]);
    // The function's scenario marker is nearer than the module's pytestmark.
    const defects = JSON.parse(readFileSync(join(out, "defects.json"), "utf8")) as {
      defects: { test_id: string; scenario_id?: string }[];
    };
    expect(defects.defects).toHaveLength(1);
    expect(defects.defects[0]).toMatchObject({
      test_id: "tests/test_checkpoint_2.py::test_discount_keeps_cents",
      scenario_id: "DISC-7",
    });
  });

  it("checkpoint 3 with prior ones: earlier checkpoints are regression, custom markers before functionality", () => {
    const { result } = run("--checkpoint", "3", "--include-prior", "--groups", "perf=performance");
    expect(result.checkpoint?.files).toEqual([
      "tests/test_checkpoint_1.py",
      "tests/test_checkpoint_2.py",
      "tests/test_checkpoint_3.py",
    ]);
    expect(result.summary.total).toBe(10);
    expect(result.tests.find((t) => t.name === "test_bulk_values")?.tags).toEqual(["perf", "functionality"]);
    expect(result.groups).toEqual({
      regression: counts(7, 6, 1),
      performance: counts(2, 2),
      core: counts(1, 1),
    });
  });

  it("a checkpoint with no file is an error result that lists the checkpoints there are", () => {
    const { code, result } = run("--checkpoint", "9");
    expect(code).toBe(2);
    expect(result.status).toBe("error");
    expect(result.errors[0]?.kind).toBe("no-tests");
    expect(result.message).toContain("checkpoints found: 1, 2, 3");
  });
});
