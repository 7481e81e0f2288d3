// The compare input's modes, and where compare: auto looks: which branch,
// which workflow, and when it does not look at all.

import { describe, expect, it, vi } from "vitest";
import { baseTarget } from "../../../src/publish/base-results.js";
import { applyComparison, compareMode } from "../../../src/publish/compare-input.js";
import { errorResult } from "../../../src/ingest/results-file.js";
import { testContext } from "../../helpers/github-context.js";
import { resultOf, testResult } from "../../helpers/results.js";

describe("compareMode", () => {
  it("auto by default, off, or a path", () => {
    expect(compareMode("")).toEqual({ kind: "auto" });
    expect(compareMode(" auto ")).toEqual({ kind: "auto" });
    for (const off of ["off", "false", "none"]) expect(compareMode(off)).toEqual({ kind: "off" });
    expect(compareMode("base/results.json")).toEqual({ kind: "file", path: "base/results.json" });
  });
});

describe("baseTarget", () => {
  const pr = testContext(true);

  it("a pull request: its base branch, this run's workflow file, this job's artifact name", () => {
    expect(baseTarget(pr, "testcage-test-1a2b3c4d")).toEqual({
      branch: "main",
      workflow: "ci.yml",
      artifactName: "testcage-test-1a2b3c4d",
    });
    const reusable = { ...pr, workflowRef: "Acme/App/.github/workflows/tests.yaml@refs/pull/7/merge" };
    expect(baseTarget(reusable, "n")).toMatchObject({ workflow: "tests.yaml" });
  });

  it("no base branch (a push to the default branch, a schedule): nothing to look for", () => {
    expect(baseTarget(testContext(false), "n")).toBeNull();
  });

  it("a workflow that cannot be told: a reason, said as a note", () => {
    expect(baseTarget({ ...pr, workflowRef: null }, "n")).toMatch(/GITHUB_WORKFLOW_REF is unset/);
    expect(baseTarget({ ...pr, workflowRef: "other/repo/.github/workflows/ci.yml@refs/heads/main" }, "n")).toMatch(
      /cannot tell this run's workflow file/,
    );
    expect(baseTarget({ ...pr, workflowRef: "acme/app/dynamic/pages/build@refs/heads/main" }, "n")).toMatch(
      /cannot tell/,
    );
  });
});

describe("applyComparison with compare: auto", () => {
  const head = resultOf([testResult({ name: "a", status: "failed" }), testResult({ name: "b" })]);
  const base = Buffer.from(JSON.stringify(resultOf([testResult({ name: "a" }), testResult({ name: "b" })])));

  it("compares with what the lookup found", async () => {
    const result = structuredClone(head);
    const note = await applyComparison(result, "auto", "/", async () => ({
      ok: true,
      results: base,
      source: "main, run 9",
    }));
    expect(note).toBeNull();
    expect(result.comparison).toMatchObject({ base: { source: "main, run 9" }, counts: { new_failures: 1 } });
  });

  it("a lookup that found nothing, or was refused: one note, no comparison", async () => {
    const result = structuredClone(head);
    const note = await applyComparison(result, "", "/", async () => ({
      ok: false,
      problem: "denied",
      message: "GitHub answered 403 to the runs of ci.yml on main (Resource not accessible by integration)",
    }));
    // The answer is escaped like all text from outside; the hint is ours, in code spans.
    expect(note!.replace(/\\/g, "")).toMatch(
      /^No comparison with the base: GitHub answered 403 to the runs of ci.yml on main/,
    );
    expect(note).toMatch(/ The job's token needs `actions: read`/);
    expect(result.comparison).toBeUndefined();
  });

  it("an invalid base results.json from the artifact: a note", async () => {
    const result = structuredClone(head);
    const note = await applyComparison(result, "auto", "/", async () => ({
      ok: true,
      results: Buffer.from('{"version": 1, "status": "pass", "tests": "lots"}'),
      source: "main, run 9",
    }));
    expect(note!.replace(/\\/g, "")).toMatch(/main, run 9: tests and errors must be arrays/);
    expect(result.comparison).toBeUndefined();
  });

  it("does not look when there is nothing to look for, when off, or when this run has no tests", async () => {
    const lookup = vi.fn(async () => null);
    expect(await applyComparison(structuredClone(head), "auto", "/", lookup)).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(1);
    const never = vi.fn(async () => null);
    expect(await applyComparison(structuredClone(head), "off", "/", never)).toBeNull();
    expect(await applyComparison(errorResult("timeout", "x", new Date()), "auto", "/", never)).toBeNull();
    expect(never).not.toHaveBeenCalled();
  });
});
