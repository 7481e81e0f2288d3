// testcage merge (src/ingest/merge.ts): one result from several results.json files, each
// read as hostile; counts and status decided again from the merged tests.

import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeFiles, mergeResults, MIXED_FRAMEWORK, NothingToMerge } from "../../src/ingest/merge.js";
import type { RunResult } from "../../src/core/model.js";
import { resultOf, testResult } from "../helpers/results.js";
import { validateResults } from "../helpers/schema.js";

const shard = (index: number, total: number, r: RunResult): RunResult => ({ ...r, shard: { index, total } });
const passed = (name: string, file = "tests/test_a.py") => testResult({ name, file });
const failed = (name: string, file = "tests/test_a.py") =>
  testResult({ name, file, status: "failed", message: "boom" });

function dir(files: Record<string, unknown>): string {
  const d = mkdtempSync(join(tmpdir(), "tc-merge-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(d, name, ".."), { recursive: true });
    writeFileSync(join(d, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return d;
}

describe("mergeResults", () => {
  it("concatenates tests in id order and recomputes counts, status and durations", () => {
    const a = shard(
      1,
      2,
      resultOf([passed("z"), failed("b")], { summary: { ...resultOf([]).summary, duration_ms: 900 } }),
    );
    const b = shard(2, 2, resultOf([passed("a"), testResult({ name: "s", status: "skipped" })]));
    b.summary.duration_ms = 400;
    const m = mergeResults([
      { source: "s1/results.json", result: a },
      { source: "s2/results.json", result: b },
    ]);
    validateResults(JSON.parse(JSON.stringify(m)));
    expect(m.tests.map((t) => t.name)).toEqual(["a", "b", "s", "z"]);
    expect(m.summary).toEqual({ total: 4, passed: 2, failed: 1, errored: 0, skipped: 1, duration_ms: 900 });
    expect(m.status).toBe("fail");
    expect(m.errors).toEqual([]);
    expect(m.merged?.duration_sum_ms).toBe(1300);
    expect(m.merged?.inputs.map((i) => [i.source, i.total, i.shard?.index])).toEqual([
      ["s1/results.json", 2, 1],
      ["s2/results.json", 2, 2],
    ]);
    expect(m.framework?.id).toBe("pytest");
    expect(m.shard).toBeUndefined();
  });

  it("keeps the first of a duplicated id and says so in an error", () => {
    const a = resultOf([passed("x")]);
    const b = resultOf([failed("x"), passed("y")]);
    const m = mergeResults([
      { source: "a.json", result: a },
      { source: "b.json", result: b },
    ]);
    expect(m.tests.map((t) => [t.name, t.status])).toEqual([
      ["x", "passed"],
      ["y", "passed"],
    ]);
    expect(m.errors).toHaveLength(1);
    expect(m.errors[0]).toMatchObject({ kind: "report-invalid" });
    expect(m.errors[0]!.message).toMatch(
      /1 test id is in more than one input.*tests\/test_a.py::x \(a.json and b.json\)/,
    );
    expect(m.status).toBe("error");
  });

  it("keeps every input's errors, naming the input", () => {
    const a = resultOf([passed("x")], {
      errors: [{ kind: "collection", message: "tests/test_b.py failed to import" }],
    });
    const m = mergeResults([{ source: "shard-2/results.json", result: a }]);
    expect(m.errors[0]!.message).toBe("shard-2/results.json: tests/test_b.py failed to import");
    expect(m.status).toBe("fail");
  });

  it("says which shard of a split is missing", () => {
    const m = mergeResults([
      { source: "1", result: shard(1, 3, resultOf([passed("a")])) },
      { source: "3", result: shard(3, 3, resultOf([passed("c")])) },
    ]);
    expect(m.errors).toEqual([
      expect.objectContaining({
        kind: "report-missing",
        message: expect.stringMatching(/shard 2\/3 of the split is missing/),
      }),
    ]);
    expect(m.status).toBe("error");
  });

  it("marks a merge of different frameworks as mixed", () => {
    const jest = resultOf([passed("j", "a.test.js")], { framework: { id: "jest", name: "Jest", reason: "r" } });
    const m = mergeResults([
      { source: "py", result: resultOf([passed("p")]) },
      { source: "js", result: jest },
    ]);
    expect(m.framework).toMatchObject({ id: MIXED_FRAMEWORK, name: "mixed (jest, pytest)" });
    expect(m.status).toBe("pass");
  });

  it("keeps what the parts say of how their tests ran, once each", () => {
    const go = { id: "go", name: "go test", reason: "go.mod present", notes: ["nested module exp did not run"] };
    const m = mergeResults([
      { source: "1", result: shard(1, 2, resultOf([passed("a")], { framework: go })) },
      { source: "2", result: shard(2, 2, resultOf([passed("b")], { framework: go })) },
    ]);
    expect(m.framework?.notes).toEqual(["nested module exp did not run"]);
    expect(mergeResults([{ source: "x", result: resultOf([passed("a")]) }]).framework).not.toHaveProperty("notes");
  });

  it("does not take an error status without an error as anything but an error", () => {
    const m = mergeResults([{ source: "x", result: resultOf([passed("a")], { status: "error" }) }]);
    expect(m.status).toBe("error");
    expect(m.errors[0]!.message).toMatch(/x: its status is error, but it lists no error/);
  });

  it("is a no-tests error when nothing was in the inputs", () => {
    const m = mergeResults([{ source: "x", result: resultOf([]) }]);
    expect(m.errors[0]!.kind).toBe("no-tests");
    expect(m.status).toBe("error");
  });
});

describe("mergeFiles", () => {
  it("recomputes a lying summary and status from the tests", async () => {
    const lying = {
      ...resultOf([failed("a"), failed("b")]),
      status: "pass",
      summary: { total: 9, passed: 9, failed: 0, errored: 0, skipped: 0, duration_ms: 5 },
    };
    const d = dir({ "s1/results.json": lying, "s2/results.json": resultOf([passed("c")]) });
    const m = await mergeFiles(["s*/results.json"], d);
    expect(m.summary).toMatchObject({ total: 3, passed: 1, failed: 2 });
    expect(m.status).toBe("fail");
    expect(m.merged?.inputs.map((i) => i.source)).toEqual(["s1/results.json", "s2/results.json"]);
  });

  it("names a file that is not JSON, one that is missing, and a symlink, and merges the rest", async () => {
    const d = dir({
      "good.json": resultOf([passed("a")]),
      "bad.json": "<html>not json",
      "hostile.json": { tests: "x" },
    });
    symlinkSync("/etc/passwd", join(d, "link.json"));
    const m = await mergeFiles(["good.json", "bad.json", "gone.json", "hostile.json", "link.json"], d);
    validateResults(JSON.parse(JSON.stringify(m)));
    const messages = m.errors.map((e) => e.message);
    expect(messages).toEqual([
      expect.stringMatching(/^bad.json is not a usable testcage results.json: not JSON/),
      "gone.json could not be read: does not exist",
      expect.stringMatching(/^hostile.json is not a usable testcage results.json: not a testcage results.json/),
      expect.stringMatching(/^link.json could not be read: .*not a regular file/),
    ]);
    expect(m.tests.map((t) => t.name)).toEqual(["a"]);
    expect(m.status).toBe("error");
  });

  it("refuses when no file matched at all", async () => {
    const d = dir({});
    await expect(mergeFiles(["shards/*/results.json"], d)).rejects.toThrow(NothingToMerge);
    await expect(mergeFiles(["shards/*/results.json"], d)).rejects.toThrow(
      /no file matches 'shards\/\*\/results.json'/,
    );
    await expect(mergeFiles([], d)).rejects.toThrow(/name the results.json files/);
  });

  it("drops a forged shard mark and paths that leave the repository", async () => {
    const r = { ...resultOf([testResult({ name: "a", file: "../../etc/passwd" })]), shard: { index: 7, total: 3 } };
    const d = dir({ "a.json": r });
    const m = await mergeFiles(["a.json"], d);
    expect(m.merged?.inputs[0]!.shard).toBeUndefined();
    expect(m.tests[0]!.file).toBeNull();
  });
});
