import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scanProject } from "../../../src/detect/scan.js";
import {
  failingLine,
  filterArgs,
  nodeTest,
  preOrder,
  scriptInvocation,
} from "../../../src/frameworks/node-test/index.js";
import type { PackageJson, ParseInput, ProjectFacts, ReportContent } from "../../../src/core/adapter-types.js";
import { readSourceFile } from "../../../src/core/source.js";
import { loadParseInput, SAMPLES } from "../../helpers/golden.js";
import { nodeRuntimes } from "../../helpers/node24.js";

const facts = (files: string[], packageJson: PackageJson | null = null): ProjectFacts => ({
  files,
  topLevel: [],
  texts: {},
  packageJson,
});
const scripts = (s: Record<string, string>, extra: PackageJson = {}): PackageJson => ({ scripts: s, ...extra });

const P = "/sandbox/project";
const line = (o: object | string): string => (typeof o === "string" ? o : JSON.stringify(o));
const RUN = { event: "run", node: "v20.20.2", nameFilter: false };
const rec = (name: string, extra: object = {}): object => ({
  event: "test",
  status: "pass",
  name,
  suite: [],
  nesting: 0,
  file: `${P}/a.test.js`,
  line: 1,
  column: 1,
  type: "test",
  duration_ms: 1.5,
  skip: null,
  todo: null,
  fileLevel: false,
  error: null,
  ...extra,
});

function input(events: (object | string)[], extra: Partial<ParseInput> = {}): ParseInput {
  return {
    reports: { events: { ok: true, text: events.map(line).join("\n") + "\n" } },
    exitCode: 1,
    stdout: "",
    stderr: "",
    timedOut: false,
    projectPath: P,
    readSource: () => undefined,
    ...extra,
  };
}

describe("node-test detect", () => {
  it("trusts the test script most, then other scripts, then file names", () => {
    expect(nodeTest.detect(facts([], scripts({ test: "node --test" })))).toEqual({
      score: 100,
      reason: "package.json test script runs node --test",
    });
    expect(nodeTest.detect(facts([], scripts({ test: "node --import tsx --test test/" })))?.score).toBe(100);
    expect(nodeTest.detect(facts([], scripts({ test: "npm run build && node --test" })))?.score).toBe(100);
    expect(nodeTest.detect(facts([], scripts({ test: "eslint .", "test:unit": "node --test" })))).toEqual({
      score: 60,
      reason: 'package.json script "test:unit" runs node --test',
    });
    expect(nodeTest.detect(facts(["src/a.test.js", "package.json"], scripts({})))).toMatchObject({ score: 10 });
    expect(nodeTest.detect(facts(["test/helpers.mjs"], scripts({})))).toMatchObject({ score: 10 });
  });

  it("does not take other commands or other runners' test files", () => {
    for (const test of [
      "node --test-reporter=spec x.js",
      "ts-node --test",
      "nodemon --test",
      "jest",
      "node index.js --testing",
    ]) {
      expect(nodeTest.detect(facts([], scripts({ test })))).toBeNull();
    }
    expect(nodeTest.detect(facts(["a.test.js"], scripts({}, { devDependencies: { jest: "^29" } })))).toBeNull();
    expect(nodeTest.detect(facts(["a.test.js"], scripts({}, { devDependencies: { vitest: "^3" } })))).toBeNull();
    expect(nodeTest.detect(facts(["a.test.js", "deno.json"]))).toBeNull();
    // A runner testcage does not run, named only by the script a test script runs (minimist's), or a dependency.
    const tape = scripts({ test: "npm run tests-only", "tests-only": "nyc tape 'test/**/*.js'" });
    expect(nodeTest.detect(facts(["test/all.js"], tape))).toBeNull();
    expect(nodeTest.detect(facts(["test/all.js"], scripts({}, { devDependencies: { ava: "^6" } })))).toBeNull();
    // "tape" inside another word is not tape.
    expect(nodeTest.detect(facts(["test/all.js"], scripts({ test: "videotape-check" })))).toMatchObject({ score: 10 });
    expect(nodeTest.detect(facts(["src/index.js", "README.md"], scripts({})))).toBeNull();
  });
});

describe("node-test plan", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };

  it("runs node --test with the harness reporter to a file and spec to stdout", () => {
    const inv = nodeTest.plan({
      paths,
      facts: facts([], scripts({ test: "node --test" })),
      filter: [],
      testCommand: null,
    });
    expect(inv.argv).toEqual([
      "node",
      "--import=file:///h/testcage-capture.mjs",
      "--test",
      "--test-reporter=file:///h/testcage-reporter.mjs",
      "--test-reporter-destination=/r/node-test.jsonl",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
    ]);
    expect(inv.env).toEqual({ TESTCAGE_NODE_TEST_OUTPUT: "/r/node-test-output.jsonl" });
    expect(inv.reports).toEqual([
      { name: "events", file: "node-test.jsonl" },
      { name: "output", file: "node-test-output.jsonl" },
    ]);
    expect(inv.harness.map((h) => h.name)).toEqual(["testcage-reporter.mjs", "testcage-capture.mjs"]);
    expect(inv.harness.every((h) => h.content.includes("export") || h.content.includes("import"))).toBe(true);
    expect(inv.requires?.program).toBe("node");
  });

  it("keeps the test script's node flags and paths, drops its reporters and watch mode", () => {
    const pkg = scripts({ test: "node --import tsx --test --test-reporter dot --watch 'test/**/*.test.ts'" });
    const inv = nodeTest.plan({ paths, facts: facts([], pkg), filter: [], testCommand: null });
    expect(inv.argv.slice(1, 4)).toEqual(["--import=file:///h/testcage-capture.mjs", "--import", "tsx"]);
    expect(inv.argv).not.toContain("dot");
    expect(inv.argv).not.toContain("--watch");
    expect(inv.argv[inv.argv.length - 1]).toBe("test/**/*.test.ts");
  });

  it("turns ids into anchored, escaped name patterns and the files they are in", () => {
    const filter = ["test/a.test.js::math (v2)::adds [1+1]", "b.test.js::top.level?", "c.test.cjs::c.test.cjs"];
    const inv = nodeTest.plan({ paths, facts: facts([]), filter, testCommand: null });
    const patterns = inv.argv.filter((a) => a.startsWith("--test-name-pattern=")).map((a) => a.slice(20));
    expect(patterns).toEqual(["^adds \\[1\\+1\\]$", "^math \\(v2\\) adds \\[1\\+1\\]$", "^top\\.level\\?$"]);
    // The own-name form is what Node 20 matches, the joined form what Node 22+ matches.
    expect(new RegExp(patterns[0]!).test("adds [1+1]")).toBe(true);
    expect(new RegExp(patterns[1]!).test("math (v2) adds [1+1]")).toBe(true);
    expect(new RegExp(patterns[2]!).test("topXlevel")).toBe(false);
    expect(inv.argv.slice(-3)).toEqual(["test/a.test.js", "b.test.js", "c.test.cjs"]);
  });

  it("filters replace the script's paths and name patterns", () => {
    const pkg = scripts({ test: "node --test --test-name-pattern=slow test/" });
    const inv = nodeTest.plan({ paths, facts: facts([], pkg), filter: ["test/x.test.js::y"], testCommand: null });
    expect(inv.argv.filter((a) => a.startsWith("--test-name-pattern"))).toEqual(["--test-name-pattern=^y$"]);
    expect(inv.argv[inv.argv.length - 1]).toBe("test/x.test.js");
    expect(filterArgs(["-odd.test.js::t"]).files).toEqual(["./-odd.test.js"]);
  });

  it("a repeat's id ('same name [2]') selects by the name node knows it by, as well as its own", () => {
    expect(filterArgs(["t.test.js::s::same name [2]"]).patterns).toEqual([
      "^same name \\[2\\]$",
      "^s same name \\[2\\]$",
      "^same name$",
      "^s same name$",
    ]);
    expect(filterArgs(["t.test.js::[2]"]).patterns).toEqual(["^\\[2\\]$"]);
  });

  it("a test command replaces the argv", () => {
    const inv = nodeTest.plan({ paths, facts: facts([]), filter: [], testCommand: "npm test" });
    expect(inv.argv).toEqual(["sh", "-c", "npm test"]);
    expect(inv.requires).toBeNull();
  });
});

const script = (test: string, filtering = false, files: string[] = []): ReturnType<typeof scriptInvocation> =>
  scriptInvocation(facts(files, scripts({ test })), filtering);

describe("node-test script parsing", () => {
  it("imitates the one plain node --test command the script reaches", () => {
    expect(script("node --test")).toEqual({ flags: [], positionals: [], env: {} });
    expect(script('node --experimental-test-coverage --test-concurrency 1 --test "a b.test.js"')).toEqual({
      flags: ["--experimental-test-coverage", "--test-concurrency", "1"],
      positionals: ["a b.test.js"],
      env: {},
    });
    expect(script("node --test --test-name-pattern=x")?.flags).toEqual(["--test-name-pattern=x"]);
    expect(script("node --test --test-name-pattern=x", true)?.flags).toEqual([]);
    // Through a chain, with the variables sh sets for it.
    expect(script("tsc -p . && NODE_ENV=test node --test dist/test")).toEqual({
      flags: [],
      positionals: ["dist/test"],
      env: { NODE_ENV: "test" },
    });
    // Under a coverage wrapper (fastify's packages): node's part, c8's own flags left to the coverage option.
    expect(script("c8 --100 node --import tsx --test test/")).toEqual({
      flags: ["--import", "tsx"],
      positionals: ["test/"],
      env: {},
    });
    expect(script("nyc node --test")).toEqual({ flags: [], positionals: [], env: {} });
    for (const s of [
      "node --test | tap-spec",
      "node --test $DIR",
      "c8 node x.js",
      "c8 mocha --test",
      "node x.js",
      "node --test 'open",
      "node --test a && node --test b",
    ]) {
      expect(script(s)).toBeNull();
    }
  });
});

describe("node-test script globs", () => {
  it("expands an unquoted glob against the project's files, as npm's shell does (node 20 reads no globs)", () => {
    const files = ["tests/index.mjs", "tests/bind.mjs", "tests/index.test-d.ts", "package.json"];
    expect(script("node --test ./tests/*.mjs", false, files)).toEqual({
      flags: [],
      positionals: ["./tests/bind.mjs", "./tests/index.mjs"],
      env: {},
    });
    // Quoted: the shell passes it on as written (node 21+ expands it itself).
    expect(script("node --test 'tests/*.mjs'", false, files)?.positionals).toEqual(["tests/*.mjs"]);
  });
});

describe("node-test parse (recorded runs)", () => {
  it("mixed: nesting, subtests, loops, skip and todo, output, plain script file, in source order", () => {
    const run = nodeTest.parse(loadParseInput("node-test", "mixed"));
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => [t.id, t.status])).toEqual([
      ["test/cases.test.js::math::addition::works", "passed"],
      ["test/cases.test.js::math::addition::is wrong on purpose", "failed"],
      ["test/cases.test.js::math::subtraction::works", "passed"],
      ["test/cases.test.js::math::skipped for now", "skipped"],
      ["test/cases.test.js::math::handles overflow", "skipped"],
      ["test/cases.test.js::parent with subtests", "failed"],
      ["test/cases.test.js::parent with subtests::child passes", "passed"],
      ["test/cases.test.js::parent with subtests::child fails", "failed"],
      ["test/cases.test.js::square of 1", "passed"],
      ["test/cases.test.js::square of 2", "passed"],
      ["test/cases.test.js::square of 3", "passed"],
      ["test/cases.test.js::prints", "passed"],
      ["test/cases.test.js::skips itself", "skipped"],
      ["test/smoke.test.cjs::test/smoke.test.cjs", "passed"],
    ]);
    expect(run.tests.map((t) => t.order)).toEqual([...Array(14).keys()]);
    const byId = new Map(run.tests.map((t) => [t.id, t]));
    const get = (id: string) => byId.get(`test/cases.test.js::${id}`)!;
    // The failing assertion's line, not the it() line above it.
    expect(get("math::addition::is wrong on purpose")).toMatchObject({
      suite: ["math", "addition"],
      file: "test/cases.test.js",
      line: 10,
      message: "Expected values to be strictly equal:\n\n4 !== 5",
    });
    expect(get("math::addition::is wrong on purpose").stack).toMatch(/^AssertionError \[ERR_ASSERTION\]/);
    expect(get("parent with subtests::child fails")).toMatchObject({ line: 27, suite: ["parent with subtests"] });
    expect(get("parent with subtests::child fails").message).toContain("Expected values to be strictly deep-equal");
    expect(get("parent with subtests")).toMatchObject({ line: 22, message: "1 subtest failed", stack: null });
    expect(get("math::addition::works").line).toBe(6);
    expect(get("math::subtraction::works").line).toBe(14);
    expect(get("math::skipped for now")).toMatchObject({ message: null, line: 18 });
    expect(get("math::handles overflow")).toMatchObject({ message: "todo", line: 19 });
    expect(get("skips itself").message).toBe("not on this platform");
    expect(get("prints")).toMatchObject({ stdout: "hello from stdout", stderr: "hello from stderr" });
    expect(get("square of 2")).toMatchObject({ stdout: null, stderr: null, line: 32 });
    expect(byId.get("test/smoke.test.cjs::test/smoke.test.cjs")).toMatchObject({ stdout: "smoke script ran", line: 1 });
  });

  it("fail: assertion lines, custom messages, an error thrown outside an assertion", () => {
    const run = nodeTest.parse(loadParseInput("node-test", "fail"));
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => [t.name, t.status, t.line])).toEqual([
      ["upper-cases", "passed", 4],
      ["joins in the wrong order", "failed", 10],
      ["adds wrongly", "failed", 15],
      ["throws outside an assertion", "failed", 21],
    ]);
    const [, joins, adds, throws] = run.tests;
    expect(joins!.message).toBe("Expected values to be strictly equal:\n\n'ab' !== 'ba'");
    expect(adds!.message).toMatch(/^one and one should be three/);
    expect(throws!.message).toBe("TypeError: Cannot read properties of undefined (reading 'timeout')");
    expect(throws!.stdout).toBe("reading the config");
    expect(run.tests.every((t) => t.file === "strings.test.js")).toBe(true);
  });

  it("error: files that fail to load are collection errors at the failing line, not tests", () => {
    const run = nodeTest.parse(loadParseInput("node-test", "error"));
    expect(run.tests).toEqual([]);
    expect(run.errors.map((e) => [e.kind, e.file, e.line])).toEqual([
      ["collection", "missing-import.test.js", 3],
      ["collection", "syntax.test.js", 4],
    ]);
    expect(run.errors[0]!.message).toMatch(
      /^missing-import\.test\.js failed while loading.*Cannot find module .*does-not-exist\.js/,
    );
    expect(run.errors[1]!.message).toContain("SyntaxError: Unexpected token ';'");
    expect(run.errors[1]!.details).toContain("const x = ;");
  });

  it("empty: no test files is no-tests", () => {
    const run = nodeTest.parse(loadParseInput("node-test", "empty"));
    expect(run.tests).toEqual([]);
    expect(run.errors.map((e) => e.kind)).toEqual(["no-tests"]);
    expect(run.reportFound).toBe(true);
  });

  it("pass: describe blocks are suites, not tests", () => {
    const run = nodeTest.parse(loadParseInput("node-test", "pass"));
    expect(run.tests.map((t) => [t.id, t.status])).toEqual([
      ["math.test.js::adds two numbers", "passed"],
      ["math.test.js::strings::upper-cases", "passed"],
      ["math.test.js::strings::splits on commas", "passed"],
    ]);
  });
});

describe("node-test parse (synthetic reports)", () => {
  it("ignores malformed, truncated and ill-typed lines", () => {
    const run = nodeTest.parse(
      input([
        RUN,
        "not json",
        '{"event":"test","status":"pass","name":"cut off',
        rec("name is a number", { name: 42 }),
        rec("bad status", { status: "weird" }),
        rec("suite not a list", { suite: "x" }),
        [1, 2, 3] as unknown as object,
        rec("deep", { suite: Array.from({ length: 5000 }, () => "s"), nesting: 5000 }),
        rec("good one", { line: 7 }),
        { event: "unknown" },
      ]),
    );
    expect(run.tests.map((t) => [t.name, t.line])).toEqual([["good one", 7]]);
  });

  it("without the reporter's first line the report does not count", () => {
    expect(nodeTest.parse(input([rec("x")])).reportFound).toBe(false);
    const missing: ReportContent = { ok: false, problem: "missing", detail: "" };
    const old = nodeTest.parse({
      ...input([]),
      reports: { events: missing },
      stderr: "node: bad option: --test-reporter-destination=/r/x\n",
    });
    expect(old.reportFound).toBe(false);
    expect(old.errors.map((e) => e.kind)).toEqual(["framework-missing"]);
  });

  it("drops tests Node 20 skipped only because a name pattern left them out", () => {
    const run = nodeTest.parse(
      input([{ ...RUN, nameFilter: true }, rec("other", { skip: "test name does not match pattern" }), rec("picked")]),
    );
    expect(run.tests.map((t) => t.name)).toEqual(["picked"]);
  });

  it("a failing hook and a cancelled test are errors; a timeout is a failure", () => {
    const err = (failureType: string, message: string, cause: object | null = null) => ({
      name: "Error",
      message,
      code: "ERR_TEST_FAILURE",
      failureType,
      stack: null,
      cause,
    });
    const run = nodeTest.parse(
      input([
        RUN,
        rec("hook", {
          status: "fail",
          error: err("hookFailed", "failed running beforeEach hook", { name: "Error", message: "no db", stack: null }),
        }),
        rec("cancelled", {
          status: "fail",
          error: err("cancelledByParent", "test did not finish before its parent and was cancelled"),
        }),
        rec("slow", { status: "fail", error: err("testTimeoutFailure", "test timed out after 50ms") }),
        rec("string", {
          status: "fail",
          error: err("testCodeFailure", "just a string", { name: null, message: "just a string" }),
        }),
        rec("todo fails", { status: "fail", todo: "later", error: err("testCodeFailure", "x") }),
      ]),
    );
    expect(run.tests.map((t) => [t.name, t.status, t.message])).toEqual([
      ["hook", "error", "failed running beforeEach hook: Error: no db"],
      ["cancelled", "error", "test did not finish before its parent and was cancelled"],
      ["slow", "failed", "test timed out after 50ms"],
      ["string", "failed", "just a string"],
      ["todo fails", "skipped", "later"],
    ]);
  });

  it("a describe block that fails by itself is a collection error", () => {
    const run = nodeTest.parse(
      input([
        RUN,
        rec("inner", {
          nesting: 1,
          suite: ["outer"],
          status: "fail",
          line: 3,
          error: { failureType: "cancelledByParent", message: "cancelled" },
        }),
        rec("outer", {
          type: "suite",
          status: "fail",
          line: 2,
          error: {
            failureType: "testCodeFailure",
            message: "boom",
            cause: {
              name: "Error",
              message: "boom",
              stack: `Error: boom\n    at SuiteContext.<anonymous> (${P}/a.test.js:4:9)`,
            },
          },
        }),
        rec("ok suite", {
          type: "suite",
          status: "fail",
          error: { failureType: "subtestsFailed", message: "1 subtest failed" },
        }),
        rec("cleanup", {
          type: "suite",
          status: "fail",
          line: 9,
          error: {
            failureType: "hookFailed",
            message: "failed running after hook",
            cause: { name: "Error", message: "disk full", stack: null },
          },
        }),
      ]),
    );
    expect(run.errors).toEqual([
      expect.objectContaining({
        kind: "collection",
        file: "a.test.js",
        line: 4,
        message: 'describe "outer" in a.test.js failed: Error: boom; its tests did not run',
      }),
      expect.objectContaining({
        kind: "collection",
        line: 9,
        message: 'describe "cleanup" in a.test.js failed: failed running after hook: Error: disk full',
      }),
    ]);
    expect(run.tests.map((t) => [t.id, t.status])).toEqual([["a.test.js::outer::inner", "error"]]);
  });

  it("a file failing after its tests ran is an error test; a file with no tests that passed is a passed test", () => {
    const fileLevel = (name: string, extra: object) =>
      rec(`${P}/${name}`, { file: `${P}/${name}`, fileLevel: true, ...extra });
    const run = nodeTest.parse(
      input([
        RUN,
        rec("fine"),
        fileLevel("a.test.js", {
          status: "fail",
          error: { failureType: "testCodeFailure", message: "test failed", exitCode: 3 },
          output: { stdout: "", stderr: "", diagnostics: "" },
        }),
        fileLevel("plain.test.js", { output: { stdout: "ran\n", stderr: "", diagnostics: "" } }),
      ]),
    );
    expect(run.tests.map((t) => [t.id, t.status, t.message, t.stdout])).toEqual([
      ["a.test.js::fine", "passed", null, null],
      ["a.test.js::a.test.js", "error", "the test file's process exited with code 3 after its tests ran", null],
      ["plain.test.js::plain.test.js", "passed", null, "ran"],
    ]);
  });

  it("names the tests a timeout cut off, innermost only", () => {
    const start = (name: string, nesting: number, suite: string[], lineNo: number) => ({
      event: "start",
      name,
      nesting,
      suite,
      file: `${P}/a.test.js`,
      line: lineNo,
      column: 1,
    });
    const events = [
      RUN,
      start("quick", 0, [], 2),
      rec("quick", { line: 2 }),
      start("stuck", 0, [], 3),
      start("hangs", 1, ["stuck"], 4),
    ];
    const run = nodeTest.parse(input(events, { timedOut: true, exitCode: null }));
    expect(run.tests.map((t) => [t.id, t.status, t.line, t.message])).toEqual([
      ["a.test.js::quick", "passed", 2, null],
      ["a.test.js::stuck::hangs", "error", 4, "did not finish: the run timed out while this test was running"],
    ]);
    // A run that ended by itself names nothing.
    expect(nodeTest.parse(input(events, { exitCode: 1 })).tests).toHaveLength(1);
  });

  it("takes per-test output by file and full name, skipping output of overlapping tests", () => {
    const outputs = [
      {
        file: `${P}/a.test.js`,
        path: "s > t",
        name: "t",
        stdout: "first\n",
        stderr: "",
        truncated: false,
        ambiguous: false,
      },
      {
        file: `${P}/a.test.js`,
        path: "s > t",
        name: "t",
        stdout: "second\n",
        stderr: "",
        truncated: true,
        ambiguous: false,
      },
      {
        file: `${P}/a.test.js`,
        path: "u",
        name: "u",
        stdout: "mixed up\n",
        stderr: "",
        truncated: false,
        ambiguous: true,
      },
      "garbage",
    ];
    const events = [RUN, rec("u"), rec("t", { suite: ["s"], nesting: 1 }), rec("t", { suite: ["s"], nesting: 1 })];
    const base = input(events);
    const run = nodeTest.parse({
      ...base,
      reports: { ...base.reports, output: { ok: true, text: outputs.map(line).join("\n") } },
    });
    expect(run.tests.map((t) => t.stdout)).toEqual([null, "first", "second\n[testcage: output truncated]"]);
  });
});

describe("node-test helpers", () => {
  it("finds the first stack frame in the test file, for file URLs and plain paths", () => {
    const stack = [
      "AssertionError [ERR_ASSERTION]: nope",
      "    at check (/p/helpers.js:3:9)",
      "    at TestContext.<anonymous> (file:///p/my%20tests/a.test.js:12:5)",
      "    at /p/my tests/a.test.js:20:1",
      "    at async Promise.all (index 0)",
    ].join("\n");
    expect(failingLine(stack, "/p/my tests/a.test.js")).toBe(12);
    expect(failingLine(stack, "/p/helpers.js")).toBe(3);
    expect(failingLine(stack, "/p/other.js")).toBeNull();
    expect(failingLine(null, "/p/a.js")).toBeNull();
  });

  it("puts parents before their subtests", () => {
    const r = (name: string, nesting: number) => ({ name, nesting });
    const reported = [
      r("a1", 2),
      r("a2", 2),
      r("A", 1),
      r("b1", 2),
      r("B", 1),
      r("c", 1),
      r("top", 0),
      r("x", 1),
      r("P", 0),
      r("q", 0),
    ];
    expect(preOrder(reported).map((x) => x.name)).toEqual(["top", "A", "a1", "a2", "B", "b1", "c", "P", "x", "q"]);
  });
});

// The harness itself, run by real node --test (Node 20 here, and Node 24, which
// GitHub runs), parsed, and compared with what the recorded goldens say.
describe.each(nodeRuntimes())("node-test harness under %s", (_label, node) => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

  async function runHarness(projectDir: string): Promise<ParseInput> {
    const root = mkdtempSync(join(tmpdir(), "tc-node-test-"));
    roots.push(root);
    const paths = {
      project: join(root, "project"),
      reports: join(root, "reports"),
      harness: join(root, "harness"),
      cache: join(root, "cache"),
    };
    cpSync(projectDir, paths.project, { recursive: true });
    mkdirSync(paths.reports);
    mkdirSync(paths.harness);
    const inv = nodeTest.plan({ paths, facts: await scanProject(paths.project), filter: [], testCommand: null });
    for (const h of inv.harness) writeFileSync(join(paths.harness, h.name), h.content, { mode: 0o444 });
    const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", NO_COLOR: "1", ...inv.env };
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(node, inv.argv.slice(1), { cwd: paths.project, env, stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout, stderr }));
    });
    const reports: Record<string, ReportContent> = {};
    for (const spec of inv.reports) {
      const file = join(paths.reports, spec.file);
      reports[spec.name] = existsSync(file)
        ? { ok: true, text: readFileSync(file, "utf8") }
        : { ok: false, problem: "missing", detail: spec.file };
    }
    return {
      reports,
      exitCode: result.code,
      stdout: result.stdout,
      stderr: result.stderr,
      timedOut: false,
      projectPath: paths.project,
      readSource: (rel) => readSourceFile(projectDir, rel),
    };
  }

  /** What must not depend on the node version: stacks and durations may. */
  const stable = (t: {
    id: string;
    status: string;
    line: number | null;
    message: string | null;
    stdout: string | null;
    stderr: string | null;
    order?: number;
  }) => ({
    id: t.id,
    status: t.status,
    line: t.line,
    message: t.message,
    stdout: t.stdout,
    stderr: t.stderr,
    order: t.order,
  });

  it.each(["pass", "fail", "error", "mixed", "empty"])("%s parses as the recorded golden does", async (sample) => {
    const live = nodeTest.parse(await runHarness(join(SAMPLES, "node-test", sample)));
    const recorded = nodeTest.parse(loadParseInput("node-test", sample));
    expect(live.tests.map(stable)).toEqual(recorded.tests.map(stable));
    expect(live.errors.map((e) => [e.kind, e.file, e.line])).toEqual(
      recorded.errors.map((e) => [e.kind, e.file, e.line]),
    );
  });

  it("reports describe and hook failures, timeouts, late errors and exit codes the same way", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-node-test-edge-"));
    roots.push(dir);
    writeFileSync(join(dir, "package.json"), '{"type":"module","scripts":{"test":"node --test"}}');
    writeFileSync(
      join(dir, "suites.test.cjs"),
      [
        'const { describe, it, before, beforeEach } = require("node:test");',
        'describe("body throws", () => {',
        '  it("never runs", () => {});',
        '  throw new Error("describe body boom");',
        "});",
        'describe("before fails", () => {',
        '  before(() => { throw new Error("no database"); });',
        '  it("needs the database", () => {});',
        "});",
        'describe("beforeEach fails", () => {',
        '  beforeEach(() => { throw new Error("no fixture"); });',
        '  it("needs the fixture", () => {});',
        "});",
        'it("times out", { timeout: 50 }, () => new Promise((r) => setTimeout(r, 2000)));',
      ].join("\n"),
    );
    writeFileSync(
      join(dir, "exitcode.test.js"),
      'import { test } from "node:test";\ntest("sets the exit code", () => { process.exitCode = 3; });\n',
    );
    writeFileSync(
      join(dir, "late.test.js"),
      'import { test } from "node:test";\ntest("leaves a timer", () => { setTimeout(() => { throw new Error("late boom"); }, 10); });\n',
    );
    writeFileSync(
      join(dir, "together.test.js"),
      [
        'import { describe, it } from "node:test";',
        "const delay = (ms) => new Promise((r) => setTimeout(r, ms));",
        'describe("together", { concurrency: true }, () => {',
        '  it("a", async () => { console.log("from a"); await delay(30); });',
        '  it("b", async () => { console.log("from b"); await delay(30); });',
        "});",
      ].join("\n"),
    );
    const run = nodeTest.parse(await runHarness(dir));
    expect(run.errors.map((e) => [e.kind, e.file, e.line, e.message])).toEqual([
      [
        "collection",
        "suites.test.cjs",
        4,
        'describe "body throws" in suites.test.cjs failed: Error: describe body boom; its tests did not run',
      ],
      [
        "collection",
        "suites.test.cjs",
        7,
        'describe "before fails" in suites.test.cjs failed: failed running before hook: Error: no database; its tests did not run',
      ],
    ]);
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["exitcode.test.js::sets the exit code", "passed", 2],
      ["exitcode.test.js::exitcode.test.js", "error", 1],
      ["late.test.js::leaves a timer", "passed", 2],
      ["late.test.js::late.test.js", "error", 1],
      ["suites.test.cjs::body throws::never runs", "error", 3],
      ["suites.test.cjs::before fails::needs the database", "error", 8],
      ["suites.test.cjs::beforeEach fails::needs the fixture", "error", 11],
      ["suites.test.cjs::times out", "failed", 14],
      ["together.test.js::together::a", "passed", 4],
      ["together.test.js::together::b", "passed", 5],
    ]);
    const byId = new Map(run.tests.map((t) => [t.id, t]));
    expect(byId.get("exitcode.test.js::exitcode.test.js")!.message).toBe(
      "the test file's process exited with code 3 after its tests ran",
    );
    expect(byId.get("late.test.js::late.test.js")!.message).toContain('created the error "Error: late boom"');
    expect(byId.get("suites.test.cjs::beforeEach fails::needs the fixture")!.message).toBe(
      "failed running beforeEach hook: Error: no fixture",
    );
    expect(byId.get("suites.test.cjs::times out")!.message).toBe("test timed out after 50ms");
    // Concurrent tests' output cannot be told apart, so none is claimed.
    expect(byId.get("together.test.js::together::a")!.stdout).toBeNull();
  });
});
