// The promptfoo provider's pure parts (docs/promptfoo.md): its config read as the
// CLI's options, and a run's result turned into promptfoo's ProviderResponse.

import { describe, expect, it } from "vitest";
import { InputError, resolveOptions } from "../../src/options/options.js";
import { providerSettings, requestedOut } from "../../src/promptfoo/options.js";
import { OUTPUT_TEST_CAP, providerResponse } from "../../src/promptfoo/response.js";
import { errorResult } from "../../src/ingest/results-file.js";
import { manyFailures, resultOf, testResult } from "../helpers/results.js";

const cwd = "/work/repo";

describe("providerSettings", () => {
  it("takes the CLI's flags by their names and their option names", () => {
    const s = providerSettings(
      {
        dir: "proj",
        framework: "pytest",
        sandbox: "process",
        timeout: 30,
        "test-command": "pytest -x",
        installAllowHosts: ["a.example.com"],
        filter: "t.py::test_a",
        coverage: true,
        env: ["A=1"],
      },
      undefined,
      cwd,
    );
    expect(s.raw).toEqual({
      dir: "proj",
      framework: "pytest",
      sandbox: "process",
      timeout: "30",
      testCommand: "pytest -x",
      installAllowHosts: ["a.example.com"],
      filter: ["t.py::test_a"],
      coverage: true,
      env: ["A=1"],
    });
    expect(s.baseDir).toBe(cwd);
    expect(s.compare).toBeNull();
  });

  it("resolves relative paths against promptfoo's basePath, the config file's folder", () => {
    const s = providerSettings({ basePath: "examples/promptfoo", dir: "../p", out: "res" }, undefined, cwd);
    expect(s.baseDir).toBe("/work/repo/examples/promptfoo");
    const opts = resolveOptions(s.raw, s.baseDir, {});
    expect(opts.projectDir).toBe("/work/repo/examples/p");
    expect(opts.outDir).toBe("/work/repo/examples/promptfoo/res");
    expect(providerSettings({ basePath: "/abs/cfg" }, undefined, cwd).baseDir).toBe("/abs/cfg");
  });

  it("lets a test's vars.testcage override the config key by key", () => {
    const s = providerSettings(
      { dir: "a", framework: "pytest", filter: ["x.py::one"] },
      { project: "ignored", testcage: { dir: "b", filter: "x.py::two", compare: "base.json" } },
      cwd,
    );
    expect(s.raw).toEqual({ dir: "b", framework: "pytest", filter: ["x.py::two"] });
    expect(s.compare).toBe("base.json");
  });

  it("defaults the project to the config's folder when no dir is given", () => {
    expect(providerSettings(undefined, undefined, cwd).raw).toEqual({ dir: "." });
    expect(providerSettings(null, {}, cwd).raw).toEqual({ dir: "." });
  });

  it("refuses unknown keys and values of the wrong shape, naming the fix", () => {
    expect(() => providerSettings({ framwork: "pytest" }, undefined, cwd)).toThrow(
      /the provider's config has an unknown key 'framwork'; the keys are the CLI's options: dir, framework/,
    );
    expect(() => providerSettings({}, { testcage: { help: true } }, cwd)).toThrow(
      /vars.testcage has an unknown key 'help'/,
    );
    expect(() => providerSettings({ timeout: { s: 1 } }, undefined, cwd)).toThrow(
      /config timeout must be a string or a number, got a mapping/,
    );
    expect(() => providerSettings({ sandbox: ["process"] }, undefined, cwd)).toThrow(/got a list/);
    expect(() => providerSettings({ coverage: "yes" }, undefined, cwd)).toThrow(/coverage must be true or false/);
    expect(() => providerSettings({ timeout: Number.NaN }, undefined, cwd)).toThrow(InputError);
    expect(() => providerSettings("pytest", undefined, cwd)).toThrow(
      /config must be a mapping of options, got a string/,
    );
    expect(() => providerSettings({}, { testcage: "x" }, cwd)).toThrow(/vars.testcage must be a mapping/);
  });

  it("hands values on for the engine's own validation", () => {
    const s = providerSettings({ timeout: -5 }, undefined, cwd);
    expect(() => resolveOptions(s.raw, s.baseDir, {})).toThrow(/timeout must be a number of seconds between 1/);
  });
});

describe("requestedOut", () => {
  it("finds out before validation, vars.testcage over config, from basePath; never throws", () => {
    expect(requestedOut({ basePath: "cfg", out: "res", framwork: 1 }, undefined, cwd)).toBe("/work/repo/cfg/res");
    expect(requestedOut({ out: "a" }, { testcage: { out: "/abs/b" } }, cwd)).toBe("/abs/b");
    expect(requestedOut({ out: 5 }, undefined, cwd)).toBeNull();
    expect(requestedOut("text", { testcage: [] }, cwd)).toBeNull();
    expect(requestedOut(undefined, undefined, cwd)).toBeNull();
  });
});

describe("providerResponse", () => {
  const failing = testResult({ name: "test_b", status: "failed", message: "assert 1 == 2", stack: "tb", stdout: "o" });
  const result = resultOf([testResult({ name: "test_a" }), failing], {
    sandbox: {
      kind: "process",
      isolation: {} as never,
      container: null,
    },
    exit_code: 1,
  });

  it("puts the summary and the tests, without captured output, in output; no error for a judged run", () => {
    const r = providerResponse(result, "/out/results.json");
    expect(r.error).toBeUndefined();
    const out = JSON.parse(r.output) as Record<string, unknown>;
    expect(out).toMatchObject({
      status: "fail",
      framework: "pytest",
      summary: { total: 2, passed: 1, failed: 1, errored: 0, skipped: 0 },
      errors: [],
    });
    const tests = out["tests"] as Record<string, unknown>[];
    expect(tests.map((t) => [t["name"], t["status"], t["message"]])).toEqual([
      ["test_a", "passed", null],
      ["test_b", "failed", "assert 1 == 2"],
    ]);
    for (const t of tests) {
      expect(t).not.toHaveProperty("stdout");
      expect(t).not.toHaveProperty("stack");
    }
    expect(out).not.toHaveProperty("tests_omitted");
    expect(r.metadata).toEqual({
      status: "fail",
      message: "2 tests",
      framework: "pytest",
      sandbox: "process",
      summary: result.summary,
      exit_code: 1,
      results_file: "/out/results.json",
      compare_error: null,
    });
    expect(providerResponse(result, null, "base.json: no such file").metadata.compare_error).toBe(
      "base.json: no such file",
    );
  });

  it("sets error, with the run's message, only when the run could not be judged", () => {
    const r = providerResponse(errorResult("timeout", "tests did not finish within 5 s", new Date()), null);
    expect(r.error).toBe("testcage: tests did not finish within 5 s");
    expect(JSON.parse(r.output)).toMatchObject({ status: "error", errors: [{ kind: "timeout" }] });
    expect(r.metadata).toMatchObject({ status: "error", framework: null, sandbox: null, results_file: null });
    expect(providerResponse(resultOf([testResult({ name: "ok" })]), null).error).toBeUndefined();
  });

  it("caps the tests in output, failures first, and counts the rest", () => {
    const passing = Array.from({ length: OUTPUT_TEST_CAP }, (_, i) => testResult({ name: `pass_${i}` }));
    const failures = manyFailures(3);
    const big = resultOf([...passing, ...failures]);
    const out = JSON.parse(providerResponse(big, null).output) as {
      tests: { name: string }[];
      tests_omitted: number;
      summary: { total: number };
    };
    expect(out.tests).toHaveLength(OUTPUT_TEST_CAP);
    expect(out.tests.slice(0, 3).map((t) => t.name)).toEqual(["test_case_0", "test_case_1", "test_case_2"]);
    expect(out.tests_omitted).toBe(3);
    expect(out.summary.total).toBe(OUTPUT_TEST_CAP + 3);
  });
});
