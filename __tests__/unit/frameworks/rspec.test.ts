import { describe, expect, it } from "vitest";
import { failingLine, filterArgs, outsideError, rspec } from "../../../src/frameworks/rspec.js";
import type { ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { readRspecJson, scopedIndexes } from "../../../src/reports/rspec-json.js";
import { loadParseInput } from "../../helpers/golden.js";

const facts = (files: string[]): ProjectFacts => ({ files, topLevel: [], texts: {}, packageJson: null });
const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };

function input(json: unknown, extra: Partial<ParseInput> = {}): ParseInput {
  return {
    reports: { json: { ok: true, text: typeof json === "string" ? json : JSON.stringify(json) } },
    exitCode: 1,
    stdout: "",
    stderr: "",
    timedOut: false,
    projectPath: "/p",
    readSource: () => undefined,
    ...extra,
  };
}

const example = (over: Record<string, unknown>): Record<string, unknown> => ({
  id: "./spec/a_spec.rb[1:1]",
  description: "works",
  full_description: "A works",
  status: "passed",
  file_path: "./spec/a_spec.rb",
  line_number: 2,
  run_time: 0.001,
  pending_message: null,
  ...over,
});

describe("rspec detect and plan", () => {
  it("prefers .rspec and spec_helper, then Gemfile with specs, then spec files", () => {
    expect(rspec.detect(facts([".rspec"]))?.score).toBe(100);
    expect(rspec.detect(facts(["spec/spec_helper.rb"]))?.score).toBe(100);
    expect(rspec.detect(facts(["Gemfile", "spec/a_spec.rb"]))?.score).toBe(50);
    expect(rspec.detect(facts(["spec/a_spec.rb"]))?.score).toBe(10);
    expect(rspec.detect(facts(["lib/a.rb"]))).toBeNull();
  });
  it("loads the injected formatter, writes JSON to the reports folder, keeps progress on stdout", () => {
    const inv = rspec.plan({ paths, facts: facts([".rspec"]), filter: [], testCommand: null });
    expect(inv.argv).toEqual(expect.arrayContaining(["--require", "/h/testcage_rspec.rb", "--out", "/r/rspec.json"]));
    expect(inv.argv).toContain("progress");
    expect(inv.harness[0]?.content).toContain("class RspecJson < RSpec::Core::Formatters::JsonFormatter");
  });
  it("turns ids into -e full descriptions and files", () => {
    expect(filterArgs(["spec/a_spec.rb::A::#b::works", "x"])).toEqual([
      "-e",
      "A #b works",
      "-e",
      "A#b works",
      "spec/a_spec.rb",
    ]);
    expect(filterArgs(["spec/a_spec.rb::A::b"])).toEqual(["-e", "A b", "spec/a_spec.rb"]);
  });
});

describe("rspec parse", () => {
  it("reads scoped ids as declaration indexes", () => {
    expect(scopedIndexes("./spec/a_spec.rb[1:10:2]")).toEqual([1, 10, 2]);
    expect(scopedIndexes("nonsense")).toEqual([]);
  });
  it("refuses what is not an RSpec report", () => {
    expect(() => readRspecJson('{"tests": []}')).toThrow(/RSpec/);
  });
  it("failing line: first frame in the spec file, relative or absolute", () => {
    const bt = ["/gems/rspec-support/lib/x.rb:1:in `a'", "/p/lib/c.rb:7:in `d'", "./spec/a_spec.rb:9:in `block'"];
    expect(failingLine(bt, "spec/a_spec.rb", "/p")).toBe(9);
    expect(failingLine(["/p/spec/a_spec.rb:12"], "spec/a_spec.rb", "/p")).toBe(12);
    expect(failingLine(bt, "spec/b_spec.rb", "/p")).toBeNull();
  });
  it("expectation failures are failed, other exceptions errors, pending skipped; source order by scoped id", () => {
    const run = rspec.parse(
      input({
        examples: [
          example({ id: "./spec/a_spec.rb[1:2]", description: "later", full_description: "A later", line_number: 9 }),
          example({
            id: "./spec/a_spec.rb[1:1:1]",
            description: "fails",
            status: "failed",
            line_number: 3,
            testcage_groups: ["A", "nested"],
            exception: {
              class: "RSpec::Expectations::ExpectationNotMetError",
              message: "\nexpected: 1\n     got: 2\n",
              backtrace: ["/p/spec/a_spec.rb:4:in `block'"],
            },
          }),
          example({
            id: "./spec/a_spec.rb[1:1:2]",
            description: "raises",
            status: "failed",
            testcage_groups: ["A", "nested"],
            exception: { class: "NoMethodError", message: "undefined method `x'", backtrace: [] },
          }),
          example({ id: "./spec/a_spec.rb[1:1:3]", description: "todo", status: "pending", pending_message: "later" }),
        ],
        summary: { example_count: 4, errors_outside_of_examples_count: 0 },
      }),
    );
    expect(run.tests.map((t) => [t.name, t.status])).toEqual([
      ["fails", "failed"],
      ["raises", "error"],
      ["todo", "skipped"],
      ["later", "passed"],
    ]);
    expect(run.tests[0]).toMatchObject({
      id: "spec/a_spec.rb::A::nested::fails",
      line: 4,
      message: "expected: 1\n     got: 2",
    });
    expect(run.tests[1]!.message).toBe("NoMethodError: undefined method `x'");
    expect(run.tests[1]!.line).toBe(2);
    expect(run.tests[2]!.message).toBe("later");
    // Without the formatter's group path, the suite is the full description minus the name.
    expect(run.tests[3]!.suite).toEqual(["A"]);
  });
  it("a run killed at the timeout keeps finished examples from the event log and names the one running", () => {
    const ev = (kind: string, over: Record<string, unknown>): string =>
      JSON.stringify({ ...example(over), testcage_event: kind, testcage_groups: ["A"] });
    const events = [
      ev("started", {}),
      ev("finished", {}),
      "not json",
      ev("started", { id: "./spec/a_spec.rb[1:2]", description: "hangs", line_number: 7 }),
    ].join("\n");
    const run = rspec.parse({
      ...input(""),
      reports: { json: { ok: true, text: "" }, events: { ok: true, text: events } },
      timedOut: true,
      exitCode: null,
    });
    expect(run.reportFound).toBe(true);
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["spec/a_spec.rb::A::works", "passed", 2],
      ["spec/a_spec.rb::A::hangs", "error", 7],
    ]);
    expect(run.tests[1]!.message).toMatch(/did not finish: the run timed out/);
  });
  it("errors outside of examples are collection errors; no examples is no-tests", () => {
    const err = outsideError(
      "\nAn error occurred while loading ./spec/x_spec.rb.\nFailure/Error: require 'nope'\n\nLoadError:\n  cannot load such file -- nope\n# ./spec/x_spec.rb:1:in `require'\n",
      "/p",
    );
    expect(err).toMatchObject({ kind: "collection", file: "spec/x_spec.rb", line: 1 });
    expect(err.message).toBe("spec/x_spec.rb could not be loaded: LoadError: cannot load such file -- nope");
    const hook = outsideError("\nAn error occurred in a `before(:suite)` hook.\nFailure/Error: raise 'x'\n", "/p");
    expect(hook).toMatchObject({ kind: "collection", file: null });
    const empty = rspec.parse(input({ examples: [], messages: ["No examples found."], summary: { example_count: 0 } }));
    expect(empty.errors.map((e) => e.kind)).toEqual(["no-tests"]);
  });
  it("recorded mixed run: groups, helper failure line, captured output", () => {
    const run = rspec.parse(loadParseInput("rspec", "mixed"));
    expect(run.tests.find((t) => t.name === "adds" && t.suite.length === 3)?.suite).toEqual([
      "Calculator",
      "#add",
      "with negative numbers",
    ]);
    expect(run.tests.find((t) => t.name === "fails in a helper")?.line).toBe(11);
    expect(run.tests[0]?.stdout).toBe("adding 2 and 3");
  });
});
