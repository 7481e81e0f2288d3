import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  EXUNIT_NO_HEX,
  exunit,
  failingLine,
  filterArgs,
  fullName,
  otherCoverTool,
  shortName,
  splitFailure,
} from "../../../src/frameworks/exunit.js";
import type { ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { readExunitEvents } from "../../../src/reports/exunit-events.js";
import { loadParseInput } from "../../helpers/golden.js";

const facts = (files: string[]): ProjectFacts => ({ files, topLevel: [], texts: {}, packageJson: null });
const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };

function input(events: string | null, extra: Partial<ParseInput> = {}): ParseInput {
  return {
    reports: {
      events: events === null ? { ok: false, problem: "missing", detail: "missing" } : { ok: true, text: events },
    },
    exitCode: 2,
    stdout: "",
    stderr: "",
    timedOut: false,
    projectPath: "/p",
    readSource: () => undefined,
    ...extra,
  };
}

const line = (rec: Record<string, unknown>): string => JSON.stringify(rec);
const test = (over: Record<string, unknown>): string =>
  line({
    event: "test",
    module: "AppTest",
    name: "test works",
    describe: null,
    file: "/p/test/app_test.exs",
    line: 4,
    state: "passed",
    reason: null,
    time_us: 1500,
    message: null,
    frames: [],
    ...over,
  });

describe("exunit detect and plan", () => {
  it("prefers mix.exs with test_helper.exs, then mix.exs, then test files", () => {
    expect(exunit.detect(facts(["mix.exs", "test/test_helper.exs"]))?.score).toBe(100);
    expect(exunit.detect(facts(["mix.exs"]))?.score).toBe(50);
    expect(exunit.detect(facts(["apps/a/test/a_test.exs"]))?.score).toBe(10);
    expect(exunit.detect(facts(["lib/a.ex"]))).toBeNull();
  });
  it("loads the Hex stand-in and the injected formatter with elixir -r and keeps the CLI formatter", () => {
    const inv = exunit.plan({ paths, facts: facts(["mix.exs"]), filter: [], testCommand: null });
    expect(inv.argv.slice(0, 8)).toEqual([
      "elixir",
      "-r",
      "/h/testcage_no_hex.exs",
      "-r",
      "/h/testcage_formatter.exs",
      "-S",
      "mix",
      "test",
    ]);
    expect(inv.argv).toEqual(expect.arrayContaining(["Testcage.ExUnitFormatter", "ExUnit.CLIFormatter"]));
    expect(inv.env["TESTCAGE_EXUNIT_REPORT"]).toBe("/r/exunit.jsonl");
    expect(inv.harness[0]).toEqual({ name: "testcage_no_hex.exs", content: EXUNIT_NO_HEX });
    expect(inv.harness[1]?.content).toContain("defmodule Testcage.ExUnitFormatter");
  });
  it("describes Hex dependencies without Hex only where no Hex archive is installed, and never fetches them", () => {
    expect(EXUNIT_NO_HEX).toContain("Mix.SCM.append(TestcageNoHex.SCM)");
    expect(EXUNIT_NO_HEX).toMatch(/if Path\.wildcard\(Path\.join\(archives, "hex-\*"\)\) == \[\] do/);
    expect(EXUNIT_NO_HEX).toContain('Mix.raise("Hex is not installed');
  });
  it("names round-trip between ExUnit's full names and ids", () => {
    expect(shortName({ name: "test add/2 adds", describe: "add/2" })).toBe("adds");
    expect(shortName({ name: "doctest A.b/1 (1)", describe: null })).toBe("doctest A.b/1 (1)");
    expect(fullName(["AppTest", "add/2"], "adds")).toBe("test add/2 adds");
    expect(fullName(["AppTest"], "doctest A.b/1 (1)")).toBe("doctest A.b/1 (1)");
    expect(filterArgs(["test/a_test.exs::AppTest::add/2::adds"])).toEqual([
      "--only",
      "test:test add/2 adds",
      "test/a_test.exs",
    ]);
  });
});

describe("exunit coverage plan", () => {
  const withMix = (mixExs: string): ProjectFacts => ({ ...facts(["mix.exs"]), texts: { "mix.exs": mixExs } });
  const plain = "def project, do: [app: :a, test_coverage: [ignore_modules: [A.Debug]]]";

  it("exports mix's cover data, then runs mix test.coverage and the lcov task on it", () => {
    const inv = exunit.plan({ paths, facts: withMix(plain), filter: [], testCommand: null, coverage: true });
    expect(inv.argv.slice(0, 2)).toEqual(["sh", "-c"]);
    expect(inv.argv[2]).toContain('elixir -r "$nohex" -r "$cover" -S mix do test.coverage, testcage.lcov');
    expect(inv.argv.slice(3, 6)).toEqual(["/r/exunit.jsonl", "/h/testcage_cover.exs", "/h/testcage_no_hex.exs"]);
    expect(inv.argv.slice(6, 17)).toEqual([
      "elixir",
      "-r",
      "/h/testcage_no_hex.exs",
      "-r",
      "/h/testcage_formatter.exs",
      "-S",
      "mix",
      "test",
      "--cover",
      "--export-coverage",
      "testcage",
    ]);
    expect(inv.env).toMatchObject({
      TESTCAGE_EXUNIT_COVER: "1",
      TESTCAGE_EXUNIT_LCOV: "/r/lcov.info",
      TESTCAGE_EXUNIT_COVER_PROBLEM: "/r/coverage-problem.txt",
    });
    expect(inv.coverage).toEqual({ report: "coverage", format: "lcov", problemReport: "coverage-problem" });
    expect(inv.harness.map((h) => h.name)).toEqual([
      "testcage_no_hex.exs",
      "testcage_formatter.exs",
      "testcage_cover.exs",
    ]);
    expect(inv.harness[2]!.content).toContain("defmodule Mix.Tasks.Testcage.Lcov");
  });

  it("without coverage, mix test runs as it is, without --cover", () => {
    const inv = exunit.plan({ paths, facts: withMix(plain), filter: [], testCommand: null, coverage: false });
    expect(inv.argv[0]).toBe("elixir");
    expect(inv.argv).not.toContain("--cover");
    expect(inv.env["TESTCAGE_EXUNIT_COVER"]).toBeUndefined();
    expect(inv.coverage).toBeNull();
  });

  it("finds a test_coverage tool other than mix's, literal or from a function", () => {
    expect(otherCoverTool("test_coverage: [tool: ExCoveralls],")).toBe("ExCoveralls");
    expect(otherCoverTool("test_coverage: test_coverage()\n...\ndefp test_coverage, do: [tool: Cov.Tool]")).toBe(
      "Cov.Tool",
    );
    expect(otherCoverTool("test_coverage: [tool: Mix.Tasks.Test.Coverage, summary: [threshold: 80]]")).toBeNull();
    expect(otherCoverTool(plain)).toBeNull();
    expect(otherCoverTool(undefined)).toBeNull();
  });

  it("with another tool (it would judge the run) or a test command: no coverage, and why", () => {
    const tool = exunit.plan({
      paths,
      facts: withMix("test_coverage: [tool: ExCoveralls]"),
      filter: [],
      testCommand: null,
      coverage: true,
    });
    expect(tool.argv[0]).toBe("elixir");
    expect(tool.argv).not.toContain("--cover");
    expect(tool.coverage).toEqual({ problem: expect.stringMatching(/^mix\.exs sets test_coverage tool ExCoveralls/) });
    const command = exunit.plan({ paths, facts: withMix(plain), filter: [], testCommand: "mix test", coverage: true });
    expect(command.argv).toEqual(["sh", "-c", "mix test"]);
    expect(command.coverage).toEqual({ problem: expect.stringMatching(/not with a test command/) });
  });

  describe("the two-step script", () => {
    const inv = exunit.plan({ paths, facts: withMix(plain), filter: [], testCommand: null, coverage: true });
    const script = inv.argv[2]!;

    /** Runs the script with `sh -c "exit <testExit>"` as mix test and a stub elixir that logs its argv and exits 3. */
    function runScript(events: string | null, testExit: number) {
      const dir = mkdtempSync(join(tmpdir(), "tc-exunit-script-"));
      const bin = join(dir, "elixir");
      writeFileSync(bin, `#!/bin/sh\necho "$@" > "${dir}/called"\nexit 3\n`);
      chmodSync(bin, 0o755);
      const eventsFile = join(dir, "events.jsonl");
      if (events !== null) writeFileSync(eventsFile, events);
      const r = spawnSync(
        "sh",
        ["-c", script, eventsFile, "/h/testcage_cover.exs", "/h/testcage_no_hex.exs", "sh", "-c", `exit ${testExit}`],
        {
          env: { PATH: `${dir}:${process.env["PATH"]}` },
          encoding: "utf8",
        },
      );
      let called: string | null = null;
      try {
        called = readFileSync(join(dir, "called"), "utf8").trim();
      } catch {
        called = null;
      }
      return { status: r.status, called };
    }

    it("keeps mix test's exit status, whatever mix test.coverage exits with", () => {
      const finished = '{"event":"suite_started"}\n{"event":"suite_finished"}\n';
      expect(runScript(finished, 0)).toEqual({
        status: 0,
        called: "-r /h/testcage_no_hex.exs -r /h/testcage_cover.exs -S mix do test.coverage, testcage.lcov",
      });
      expect(runScript(finished, 2).status).toBe(2);
    });

    it("reports coverage only after the suite finished (not after a compile error or a crash)", () => {
      expect(runScript(null, 1)).toEqual({ status: 1, called: null });
      expect(runScript('{"event":"suite_started"}\n', 1)).toEqual({ status: 1, called: null });
    });
  });
});

describe("exunit parse", () => {
  it("skips lines that are not records", () => {
    const ev = readExunitEvents(`garbage\n{"event":"suite_started"}\n[1]\n${test({ state: "bogus" })}\n${test({})}\n`);
    expect(ev.started).toBe(true);
    expect(ev.tests).toHaveLength(1);
  });
  it("splits ExUnit's failure text into message and stack", () => {
    const text =
      "  1) test adds (AppTest)\n     test/app_test.exs:4\n     Assertion with == failed\n     code:  assert 1 == 2\n     left:  1\n     right: 2\n     stacktrace:\n       test/app_test.exs:5: (test)\n";
    expect(splitFailure(text)).toEqual({
      message: "Assertion with == failed\ncode:  assert 1 == 2\nleft:  1\nright: 2",
      stack: "test/app_test.exs:5: (test)",
    });
    expect(failingLine(["lib/a.ex:3", "test/app_test.exs:5"], "test/app_test.exs")).toBe(5);
  });
  it("maps states: failed, error, skipped, excluded, invalid with the setup_all failure", () => {
    const run = exunit.parse(
      input(
        [
          line({ event: "suite_started" }),
          test({ name: "test z", line: 20, state: "excluded", reason: "due to slow filter" }),
          test({
            name: "test a",
            line: 2,
            state: "failed",
            message: "  1) x\n     Assertion failed",
            frames: ["test/app_test.exs:3"],
          }),
          test({ name: "test b", line: 8, state: "error", message: "** (RuntimeError) boom" }),
          test({ name: "test c", line: 12, state: "skipped", reason: "flaky" }),
          test({ module: "SetupTest", file: "/p/test/setup_test.exs", name: "test d", line: 9, state: "invalid" }),
          line({
            event: "module_failed",
            module: "SetupTest",
            message:
              "  1) SetupTest: failure on setup_all callback\n     ** (RuntimeError) db down\n     stacktrace:\n       test/setup_test.exs:4: x",
            frames: ["test/setup_test.exs:4"],
          }),
          line({ event: "suite_finished" }),
        ].join("\n"),
      ),
    );
    expect(run.tests.map((t) => [t.name, t.status, t.line])).toEqual([
      ["a", "failed", 3],
      ["b", "error", 8],
      ["c", "skipped", 12],
      ["z", "skipped", 20],
      ["d", "error", 4],
    ]);
    expect(run.tests[0]).toMatchObject({
      id: "test/app_test.exs::AppTest::a",
      message: "Assertion failed",
      duration_ms: 2,
    });
    expect(run.tests[3]!.message).toBe("excluded due to slow filter");
    expect(run.tests[4]!.message).toBe("setup_all failed, so the test did not run: ** (RuntimeError) db down");
  });
  it("a failing doctest points at its iex> example, its id at the test file", () => {
    const run = exunit.parse(
      input(
        test({
          name: "doctest App.double/1 (1)",
          line: 3,
          state: "failed",
          message: "  1) doctest App.double/1 (1) (AppTest)\n     test/app_test.exs:3\n     Doctest failed",
          frames: ["lib/app.ex:5"],
        }),
      ),
    );
    expect(run.tests[0]).toMatchObject({
      id: "test/app_test.exs::AppTest::doctest App.double/1 (1)",
      file: "lib/app.ex",
      line: 5,
      message: "Doctest failed",
    });
  });
  it("a test that started and never finished before the timeout is an error", () => {
    const started = line({
      event: "test_started",
      module: "AppTest",
      name: "test hangs",
      file: "/p/test/app_test.exs",
      line: 9,
    });
    const run = exunit.parse(input(`${started}\n${test({})}\n`, { timedOut: true, exitCode: null }));
    expect(run.tests.map((t) => [t.name, t.status, t.line])).toEqual([
      ["works", "passed", 4],
      ["hangs", "error", 9],
    ]);
    expect(run.tests[1]!.message).toMatch(/did not finish: the run timed out/);
  });
  it("a compile error before ExUnit starts is a collection error at the file and line", () => {
    const run = exunit.parse(
      input(null, {
        exitCode: 1,
        stderr:
          "== Compilation error in file lib/a.ex ==\n** (CompileError) lib/a.ex:7: undefined function nope/0\n    (elixir 1.14.0) lib/kernel/parallel_compiler.ex:346: x\n",
      }),
    );
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "lib/a.ex", line: 7 });
    const syntax = exunit.parse(
      input('{"event":"suite_started"}\n', {
        exitCode: 1,
        stdout: "** (SyntaxError) test/b_test.exs:3:5: syntax error before: ')'\n",
      }),
    );
    expect(syntax.errors[0]).toMatchObject({ kind: "collection", file: "test/b_test.exs", line: 3 });
  });
  it("mix stopping on its dependencies says which, not only that it stopped", () => {
    // Elixir 1.14's mix with a Hex test dependency and no Hex archive.
    const run = exunit.parse(
      input(null, {
        exitCode: 1,
        stderr: [
          "Unchecked dependencies for environment test:",
          "* stream_data (Hex package (Hex is not installed))",
          '  the dependency is not available, run "mix deps.get"',
          "** (Mix) Can't continue due to errors on dependencies",
          "",
        ].join("\n"),
      }),
    );
    expect(run.errors.map((e) => e.message)).toEqual([
      'mix test stopped before running the tests: ** (Mix) Can\'t continue due to errors on dependencies: Unchecked dependencies for environment test: * stream_data (Hex package (Hex is not installed)) the dependency is not available, run "mix deps.get"',
    ]);
  });
  it("no test files is no-tests", () => {
    const run = exunit.parse(input(null, { exitCode: 0, stdout: "Generated app\nThere are no tests to run\n" }));
    expect(run.errors.map((e) => e.kind)).toEqual(["no-tests"]);
  });
  it("recorded mixed run: describe blocks as suites, setup_all invalidations, helper failure line", () => {
    const run = exunit.parse(loadParseInput("exunit", "mixed"));
    expect(run.tests.find((t) => t.name === "adds wrongly")).toMatchObject({
      suite: ["MixedSample.CalculatorTest", "add/2"],
      status: "failed",
      line: 12,
    });
    expect(run.tests.filter((t) => t.suite[0] === "MixedSample.BrokenSetupTest").map((t) => t.status)).toEqual([
      "error",
      "error",
    ]);
  });
});
