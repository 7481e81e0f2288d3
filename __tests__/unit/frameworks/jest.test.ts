import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseFramework } from "../../../src/frameworks/index.js";
import { jest } from "../../../src/frameworks/jest.js";
import type { PackageJson, ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { readSourceFile } from "../../../src/core/source.js";
import { loadParseInput, ROOT } from "../../helpers/golden.js";

const facts = (files: string[], packageJson: PackageJson | null = null): ProjectFacts => ({
  files,
  topLevel: [],
  texts: {},
  packageJson,
});
const withJson = (text: string): ParseInput => ({
  ...loadParseInput("jest", "pass"),
  reports: { json: { ok: true, text } },
});

describe("jest detect", () => {
  it("prefers config files and the package.json key, then the test script, then the dependency", () => {
    expect(jest.detect(facts(["jest.config.ts"]))).toEqual({ score: 100, reason: "jest.config.ts present" });
    expect(jest.detect(facts(["package.json"], { jest: { testMatch: [] } }))?.reason).toBe(
      '"jest" key in package.json',
    );
    expect(jest.detect(facts(["package.json"], { scripts: { test: "cross-env CI=1 jest --coverage" } }))?.score).toBe(
      60,
    );
    expect(jest.detect(facts(["package.json"], { devDependencies: { jest: "^30.0.0" } }))?.score).toBe(50);
    expect(jest.detect(facts(["package.json"], { dependencies: { jest: "^29.0.0" } }))?.score).toBe(50);
  });

  it("does not take ts-jest, jest-environment or nested config files for jest", () => {
    expect(
      jest.detect(
        facts(["package.json"], { scripts: { test: "ts-jest-runner" }, devDependencies: { "ts-jest": "^29" } }),
      ),
    ).toBeNull();
    expect(jest.detect(facts(["sub/jest.config.js", "a.test.js"]))).toBeNull();
  });

  it("gives way to vitest when vitest is the dependency too and nothing names jest", () => {
    const both = facts(["package.json"], { devDependencies: { jest: "^29", vitest: "^3" } });
    expect(jest.detect(both)).toEqual({
      score: 45,
      reason: "jest is a dependency in package.json, but vitest is one too and is preferred",
    });
    expect(chooseFramework(both)?.adapter.id).toBe("vitest");
  });

  it("wins over vitest when the test script runs jest", () => {
    const scripted = facts(["package.json"], {
      scripts: { test: "jest" },
      devDependencies: { jest: "^29", vitest: "^3" },
    });
    const choice = chooseFramework(scripted)!;
    expect(choice.adapter.id).toBe("jest");
    expect(choice.alternatives.map((a) => a.id)).toContain("vitest");
  });

  it("keeps a jest config but ranks it below vitest when the test script runs vitest", () => {
    const migrating = facts(["jest.config.js", "package.json"], {
      scripts: { test: "vitest run" },
      devDependencies: { jest: "^29", vitest: "^3" },
    });
    expect(jest.detect(migrating)?.score).toBe(40);
    expect(chooseFramework(migrating)?.adapter.id).toBe("vitest");
  });
});

describe("jest plan", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };

  it("runs the project's own jest with the json report and test locations", () => {
    const inv = jest.plan({ paths, facts: facts(["package.json"]), filter: [], testCommand: null });
    expect(inv.argv).toEqual([
      "node",
      "/h/testcage-jest-launcher.cjs",
      "/p/node_modules/.bin/jest",
      "--ci",
      "--watchAll=false",
      "--json",
      "--outputFile=/r/jest.json",
      "--testLocationInResults",
      "--reporters=default",
      "--reporters=/h/testcage-jest-reporter.cjs",
      "--cacheDirectory=/c/jest",
      "--coverage=false",
    ]);
    expect(inv.env).toEqual({ TESTCAGE_JEST_STREAM: "/r/testcage-jest-stream.jsonl" });
    expect(inv.reports).toEqual([
      { name: "json", file: "jest.json" },
      { name: "stream", file: "testcage-jest-stream.jsonl" },
    ]);
    expect(inv.harness.map((h) => h.name)).toEqual(["testcage-jest-reporter.cjs", "testcage-jest-launcher.cjs"]);
    expect(inv.requires?.program).toBe("/p/node_modules/.bin/jest");
    // This package does not declare jest: the command for this run adds it.
    expect(inv.requires?.hint).toMatch(
      /devDependencies.*run npm install \(or pass --install-command .npm install --no-save jest.\)/,
    );
  });

  it("turns ids into one anchored name pattern and exact file patterns", () => {
    const inv = jest.plan({
      paths,
      facts: facts([]),
      filter: [
        "src/calc.test.js::calc::add::add(2, 2) = 5",
        "src/calc.test.js::top level",
        "b.test.js::same title [2]",
      ],
      testCommand: null,
    });
    const pattern = inv.argv.find((a) => a.startsWith("--testNamePattern="))!.slice("--testNamePattern=".length);
    expect(pattern).toBe("^(?:calc add add\\(2, 2\\) = 5|top level|same title \\[2\\]|same title)$");
    const re = new RegExp(pattern, "i");
    expect(re.test("calc add add(2, 2) = 5")).toBe(true);
    expect(re.test("calc add add(2, 2) = 55")).toBe(false);
    expect(re.test("same title")).toBe(true);
    expect(inv.argv.slice(-2)).toEqual(["^/p/src/calc\\.test\\.js$", "^/p/b\\.test\\.js$"]);
  });

  it("switches on VM modules when the test script does (ESM test files)", () => {
    const esm = facts(["package.json"], {
      scripts: { test: "node --experimental-vm-modules node_modules/jest/bin/jest.js" },
    });
    expect(jest.plan({ paths, facts: esm, filter: [], testCommand: null }).env).toMatchObject({
      NODE_OPTIONS: "--experimental-vm-modules",
    });
  });

  it("switches on VM modules when a script the test script runs by name does (npm run test:node && ...)", () => {
    const chained = facts(["package.json"], {
      scripts: {
        test: "npm run test:node && npm run test:browser",
        "test:node": "NODE_OPTIONS='--experimental-vm-modules --no-warnings' jest --coverage",
        "test:browser": "NODE_OPTIONS='--experimental-vm-modules' jest --testEnvironment=jsdom",
      },
    });
    expect(jest.plan({ paths, facts: chained, filter: [], testCommand: null }).env).toMatchObject({
      NODE_OPTIONS: "--experimental-vm-modules",
    });
    // A script the test script does not run says nothing about the test run.
    const unrelated = facts(["package.json"], {
      scripts: { test: "jest", "test:esm": "NODE_OPTIONS=--experimental-vm-modules jest" },
    });
    expect(jest.plan({ paths, facts: unrelated, filter: [], testCommand: null }).env?.["NODE_OPTIONS"]).toBeUndefined();
  });

  it("hands a user's test command to the shell and requires nothing", () => {
    const inv = jest.plan({ paths, facts: facts([]), filter: [], testCommand: "npm test" });
    expect(inv.argv).toEqual(["sh", "-c", "npm test"]);
    expect(inv.requires).toBeNull();
    expect(inv.harness).toEqual([]);
  });
});

describe("jest stream reporter", () => {
  it("is CommonJS exporting a class and requires nothing but node:fs", () => {
    const inv = jest.plan({
      paths: { project: "/p", reports: "/r", harness: "/h", cache: "/c" },
      facts: facts([]),
      filter: [],
      testCommand: null,
    });
    const content = inv.harness[0]!.content;
    expect(content).toMatch(/module\.exports = TestcageJestReporter;/);
    expect([...content.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(["node:fs"]);
  });
});

describe("jest parse (recorded runs)", () => {
  it("pass: three tests at their definition lines", () => {
    const run = jest.parse(loadParseInput("jest", "pass"));
    expect(run.reportFound).toBe(true);
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["math.test.js::adds two numbers", "passed", 3],
      ["math.test.js::divides two numbers", "passed", 7],
      ["math.test.js::refuses to divide by zero", "passed", 11],
    ]);
  });

  it("fail: the failing line is the assertion's, also for an error thrown outside an assertion", () => {
    const run = jest.parse(loadParseInput("jest", "fail"));
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => t.status)).toEqual(["passed", "failed", "failed", "failed"]);
    const [, wrong, objects, thrown] = run.tests;
    expect(wrong).toMatchObject({ name: "shouts wrongly", file: "strings.test.js", line: 9 });
    expect(wrong!.message).toBe(
      'expect(received).toBe(expected) // Object.is equality\n\nExpected: "HEY"\nReceived: "HEY!"',
    );
    expect(wrong!.stack).toContain("at Object.toBe (/sandbox/project/strings.test.js:9:18)");
    expect(wrong!.stack).not.toContain("node_modules");
    expect(objects).toMatchObject({ line: 13 });
    expect(objects!.message).toContain('-     "go",\n+     "py",');
    expect(thrown).toMatchObject({
      line: 18,
      message: "TypeError: Cannot read properties of undefined (reading 'verbose')",
    });
    expect(run.tests.every((t) => t.stdout === null && t.stderr === null)).toBe(true);
  });

  it("mixed: nested describes, test.each rows, skips and todos, in source order with distinct ids", () => {
    const run = jest.parse(loadParseInput("jest", "mixed"));
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => t.status)).toEqual([
      "passed",
      "passed",
      "failed",
      "passed",
      "skipped",
      "skipped",
      "skipped",
      "passed",
      "passed",
      "passed",
      "passed",
      "passed",
    ]);
    expect(run.tests.map((t) => t.order)).toEqual([...Array(12).keys()]);
    expect(new Set(run.tests.map((t) => t.id)).size).toBe(12);
    const byId = new Map(run.tests.map((t) => [t.id, t]));
    expect(byId.get("calc.test.js::calc::add::adds positives")).toMatchObject({ suite: ["calc", "add"], line: 5 });
    // Rows of a table share the table's line; a failing row points at its assertion.
    expect(byId.get("calc.test.js::calc::add::add(1, 1) = 2")).toMatchObject({ status: "passed", line: 13 });
    expect(byId.get("calc.test.js::calc::add::add(2, 2) = 5")).toMatchObject({ status: "failed", line: 14 });
    expect(byId.get("calc.test.js::calc::add::add(2, 2) = 5")!.message).toBe(
      "expect(received).toBe(expected) // Object.is equality\n\nExpected: 5\nReceived: 4",
    );
    expect(byId.get("calc.test.js::calc::a skipped block::never runs")).toMatchObject({
      status: "skipped",
      message: null,
    });
    expect(byId.get("calc.test.js::calc::handles overflow")).toMatchObject({
      status: "skipped",
      message: "todo",
      line: 28,
    });
    expect(byId.get("calc.test.js::first group::same title")?.line).toBe(32);
    expect(byId.get("calc.test.js::second group::same title")?.line).toBe(38);
    expect(byId.get("table.test.js::upper(a)::converts")).toMatchObject({ suite: ["upper(a)"], file: "table.test.js" });
    expect(byId.has("table.test.js::upper(b)::converts")).toBe(true);
    // jest's json has no per-test console output; it is in the run log.
    expect(byId.get("calc.test.js::logs to the console")).toMatchObject({ status: "passed", stdout: null });
  });

  it("error: files that do not load are collection errors with file and line, and no test ran", () => {
    const run = jest.parse(loadParseInput("jest", "error"));
    expect(run.tests).toEqual([]);
    expect(run.errors.map((e) => [e.kind, e.file, e.line])).toEqual([
      ["collection", "missing-module.test.js", 1],
      ["collection", "syntax.test.js", 2],
    ]);
    expect(run.errors[0]!.message).toBe(
      "missing-module.test.js could not be run: Cannot find module './definitely-not-a-module' from 'missing-module.test.js'",
    );
    expect(run.errors[1]!.message).toBe(
      "syntax.test.js could not be run: SyntaxError: /sandbox/project/syntax.test.js: Unexpected token (2:12)",
    );
    expect(run.errors[1]!.details).toContain("> 2 |   expect(1 +).toBe(1);");
  });

  it("partial: a broken file next to a passing one is an error entry beside the test", () => {
    const run = jest.parse(loadParseInput("jest", "partial"));
    expect(run.tests.map((t) => [t.id, t.status])).toEqual([["good.test.js::still runs", "passed"]]);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "broken.test.js", line: 1 });
    expect(run.errors[0]!.message).toContain("Cannot find module './config.json'");
  });

  it("empty: jest writes no report and says no tests were found", () => {
    const input = loadParseInput("jest", "empty");
    expect(input.reports["json"]).toMatchObject({ ok: false, problem: "missing" });
    const run = jest.parse(input);
    expect(run.errors.map((e) => e.kind)).toEqual(["no-tests"]);
    expect(run.reportFound).toBe(false);
  });
});

describe("jest parse (hostile or odd reports)", () => {
  it("calls a report that is not JSON invalid instead of crashing", () => {
    const run = jest.parse(withJson("{not json"));
    expect(run.reportFound).toBe(false);
    expect(run.errors.map((e) => e.kind)).toEqual(["report-invalid"]);
    expect(jest.parse(withJson('{"testResults": 5}')).errors[0]!.message).toMatch(/testResults/);
  });

  it("drops entries of the wrong shape and never counts an unknown status as a pass", () => {
    const text = JSON.stringify({
      testResults: [
        null,
        { name: 7 },
        {
          name: "/sandbox/project/a.test.js",
          assertionResults: [
            { title: "odd", status: "exploded", ancestorTitles: "nope", location: { line: "3" }, duration: "fast" },
            { title: { not: "a title" } },
            // A number is a title jest accepts (it(42, ...)): kept as jest shows it, its missing status an error.
            { title: 42 },
            { title: "ok", status: "passed", failureMessages: [1, "x"] },
          ],
        },
      ],
    });
    const run = jest.parse(withJson(text));
    expect(run.tests.map((t) => [t.id, t.status, t.line, t.duration_ms])).toEqual([
      ["a.test.js::odd", "error", null, null],
      ["a.test.js::42", "error", null, null],
      ["a.test.js::ok", "passed", null, null],
    ]);
  });

  it("keeps ids unique when a file repeats a title", () => {
    const test = { title: "works", status: "passed", ancestorTitles: ["s"] };
    const run = jest.parse(
      withJson(
        JSON.stringify({ testResults: [{ name: "/sandbox/project/a.test.js", assertionResults: [test, test, test] }] }),
      ),
    );
    expect(run.tests.map((t) => t.id)).toEqual([
      "a.test.js::s::works",
      "a.test.js::s::works [2]",
      "a.test.js::s::works [3]",
    ]);
    expect(run.tests.map((t) => t.name)).toEqual(["works", "works", "works"]);
  });

  it("reports an afterAll failure of a file whose tests passed", () => {
    const message =
      "  ● Test suite failed to run\n\n    teardown exploded\n\n      at Object.<anonymous> (hooks.test.js:18:9)\n";
    const text = JSON.stringify({
      testResults: [
        {
          name: "/sandbox/project/hooks.test.js",
          status: "failed",
          message,
          assertionResults: [{ title: "b", status: "passed" }],
        },
      ],
    });
    const run = jest.parse(withJson(text));
    expect(run.tests.map((t) => t.status)).toEqual(["passed"]);
    expect(run.errors).toEqual([
      expect.objectContaining({
        kind: "collection",
        file: "hooks.test.js",
        line: 18,
        message: "hooks.test.js failed outside its tests: teardown exploded",
      }),
    ]);
  });

  it("stays fast on huge hostile failure texts", () => {
    const huge = `(${"a".repeat(3_000_000)}\n    at ${"x:".repeat(1_000_000)}`;
    const text = JSON.stringify({
      testResults: [
        {
          name: "/sandbox/project/a.test.js",
          status: "failed",
          message: huge,
          assertionResults: [{ title: "t", status: "failed", failureMessages: [huge] }],
        },
      ],
    });
    const started = Date.now();
    const run = jest.parse(withJson(text));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(run.tests[0]).toMatchObject({ status: "failed", line: null });
  });

  it("zero tests in a written report is no-tests", () => {
    expect(jest.parse(withJson('{"testResults": []}')).errors.map((e) => e.kind)).toEqual(["no-tests"]);
  });
});

describe("jest parse (a run stopped at the timeout)", () => {
  const recorded = readFileSync(join(ROOT, "__tests__/fixtures/timeouts/jest/stream.jsonl"), "utf8");
  const stopped = (stream: string, over: Partial<ParseInput> = {}): ParseInput => ({
    ...loadParseInput("jest", "pass"),
    reports: { json: { ok: false, problem: "missing", detail: "missing" }, stream: { ok: true, text: stream } },
    exitCode: null,
    timedOut: true,
    timeoutSeconds: 15,
    readSource: (rel) => readSourceFile(join(ROOT, "__tests__/timeouts/jest"), rel),
    ...over,
  });

  it("keeps the tests that finished and names the running one at its definition line", () => {
    const run = jest.parse(stopped(recorded));
    expect(run.reportFound).toBe(true);
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["math.test.js::adds two numbers", "passed", 3],
      ["math.test.js::divides two numbers", "passed", 7],
      ["math.test.js::refuses to divide by zero", "passed", 11],
      ["zhang.test.js::hangs", "error", 1],
    ]);
    expect(run.tests[3]!.message).toBe("did not finish within 15 s: the run timed out while this test was running");
  });

  it("keeps the finished tests of the file the run was stopped in", () => {
    const file = "/sandbox/project/zhang.test.js";
    const more = [
      { type: "case-start", file, ancestorTitles: [], title: "first" },
      { type: "case-end", file, ancestorTitles: [], title: "first", status: "failed", failureMessages: ["Error: no"] },
      { type: "case-start", file, ancestorTitles: [], title: "hangs" },
    ];
    const head = recorded
      .split("\n")
      .filter((l) => !l.includes("zhang"))
      .join("\n");
    const run = jest.parse(stopped(`${head}\n${more.map((r) => JSON.stringify(r)).join("\n")}\n`));
    expect(run.tests.filter((t) => t.file === "zhang.test.js").map((t) => [t.name, t.status, t.line])).toEqual([
      ["first", "failed", null],
      ["hangs", "error", 1],
    ]);
  });

  it("reads the stream only for a stopped run, and only with the reporter's first line", () => {
    const ended = jest.parse(stopped(recorded, { timedOut: false, exitCode: 1 }));
    expect(ended).toEqual({ tests: [], errors: [], reportFound: false });
    const forged = recorded.replace("testcage-jest-stream/1", "other");
    expect(jest.parse(stopped(forged)).tests).toEqual([]);
    const junk = `${recorded}\n{"type":"file"}\n{"type":"case-start","file":5}\nnot json\n[1]\n`;
    expect(jest.parse(stopped(junk)).tests).toHaveLength(4);
  });

  it("says the run was stopped when it was killed rather than timed out", () => {
    const run = jest.parse(stopped(recorded, { timedOut: false, exitCode: null }));
    expect(run.tests[3]!.message).toBe("did not finish: jest was stopped while this test was running");
  });
});
