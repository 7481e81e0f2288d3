import { describe, expect, it } from "vitest";
import { batches, pickForCommands, planAnnotations } from "../../../src/publish/annotations.js";
import { manyFailures, resultOf, testResult } from "../../helpers/results.js";

describe("planAnnotations", () => {
  it("annotates each failed and errored test at file:line with name, message and stack", () => {
    const result = resultOf([
      testResult({ name: "ok" }),
      testResult({
        name: "bad",
        suite: ["TestX"],
        status: "failed",
        line: 12,
        message: "assert 1 == 2",
        stack: "trace",
      }),
      testResult({ name: "boom", status: "error", line: null, message: null }),
      testResult({ name: "lost", status: "failed", file: null }),
      testResult({ name: "skip", status: "skipped" }),
    ]);
    const plan = planAnnotations(result, new Set(), 1000);
    expect(plan.annotations).toEqual([
      {
        path: "tests/test_a.py",
        start_line: 12,
        end_line: 12,
        annotation_level: "failure",
        title: "TestX › bad",
        message: "assert 1 == 2",
        raw_details: "trace",
      },
      {
        path: "tests/test_a.py",
        start_line: 1,
        end_line: 1,
        annotation_level: "failure",
        title: "boom",
        message: "Test errored (no message).",
      },
    ]);
    expect(plan.unlocated).toBe(1);
    expect(plan.beyondCap).toBe(0);
  });

  it("puts failures in changed files first, keeps order otherwise, and counts beyond the cap", () => {
    const result = resultOf(manyFailures(30, 3));
    const plan = planAnnotations(result, new Set(["tests/test_file_2.py"]), 20);
    expect(plan.annotations).toHaveLength(20);
    expect(plan.beyondCap).toBe(10);
    expect(plan.annotations.slice(0, 10).every((a) => a.path === "tests/test_file_2.py")).toBe(true);
    const rest = plan.annotations.slice(10).map((a) => a.start_line);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it("annotates collection errors that name a file", () => {
    const result = resultOf([], {
      status: "error",
      errors: [{ kind: "collection", message: "SyntaxError", file: "tests/test_b.py", line: 3, details: "tb" }],
    });
    const [a] = planAnnotations(result, new Set(), 10).annotations;
    expect(a).toMatchObject({ path: "tests/test_b.py", start_line: 3, annotation_level: "failure", raw_details: "tb" });
  });

  it("plain text for GitHub: no Markdown escaping, ANSI codes and carriage returns gone", () => {
    const result = resultOf([
      testResult({
        name: "it's <b>\u001b[31mred\u001b[0m</b>\r\nname",
        status: "failed",
        message: "\u001b[31mAssertionError\u001b[0m: a & b\r\n",
        stack: "\u001b[2mframe\u001b[22m\r\nframe",
      }),
    ]);
    const [a] = planAnnotations(result, new Set(), 10).annotations;
    expect(a).toMatchObject({
      title: "it's <b>red</b> name",
      message: "AssertionError: a & b",
      raw_details: "frame\nframe",
    });
  });

  it("drops bidirectional controls: a failing test cannot be titled to read as passed", () => {
    const result = resultOf([
      testResult({
        name: "ok \u202Edeliaf ton ,dessap",
        status: "failed",
        message: "expected \u2066x\u2069 \u202Bto be\u202C y",
        stack: "at \u202Dframe",
      }),
    ]);
    const [a] = planAnnotations(result, new Set(), 10).annotations;
    expect(a).toMatchObject({
      title: "ok deliaf ton ,dessap",
      message: "expected x to be y",
      raw_details: "at frame",
    });
  });

  it("caps titles at 255 characters and messages at 64 KiB", () => {
    const result = resultOf([testResult({ name: "n".repeat(400), status: "failed", message: "m".repeat(100_000) })]);
    const [a] = planAnnotations(result, new Set(), 10).annotations;
    expect(a!.title.length).toBe(255);
    expect(Buffer.byteLength(a!.message)).toBeLessThanOrEqual(65_536);
  });
});

describe("batches", () => {
  it("splits 137 into 50 + 50 + 37", () => {
    expect(batches(Array.from({ length: 137 }, (_, i) => i)).map((b) => b.length)).toEqual([50, 50, 37]);
    expect(batches([])).toEqual([]);
  });
});

describe("pickForCommands", () => {
  it("chooses 10 per level: changed files first, then one per file before repeats", () => {
    const plan = planAnnotations(resultOf(manyFailures(40, 4)), new Set(), 1000);
    const { chosen, left } = pickForCommands(plan.annotations, new Set(["tests/test_file_3.py"]));
    expect(chosen).toHaveLength(10);
    expect(left.failure).toBe(30);
    // All 10 failures of the changed file come first...
    expect(chosen.every((a) => a.path === "tests/test_file_3.py")).toBe(true);
    const spread = pickForCommands(plan.annotations, new Set()).chosen.map((a) => a.path);
    // ...and without changed files, the first four are four different files.
    expect(new Set(spread.slice(0, 4)).size).toBe(4);
  });
});
