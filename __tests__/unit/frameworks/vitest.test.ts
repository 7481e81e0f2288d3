import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseFramework } from "../../../src/frameworks/index.js";
import type { PackageJson, ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { HARNESS_REPORTER, VITEST_LAUNCHER, vitest } from "../../../src/frameworks/vitest.js";
import { nodeFrameworkHint } from "../../../src/frameworks/install.js";
import { readSourceFile } from "../../../src/core/source.js";
import { loadParseInput, ROOT } from "../../helpers/golden.js";

const facts = (files: string[], packageJson: PackageJson | null = null): ProjectFacts => ({
  files,
  topLevel: [],
  texts: {},
  packageJson,
});
const withReports = (json: string, harness?: string): ParseInput => ({
  ...loadParseInput("vitest", "pass"),
  reports: {
    json: { ok: true, text: json },
    harness: harness === undefined ? { ok: false, problem: "missing", detail: "" } : { ok: true, text: harness },
  },
});

describe("vitest detect", () => {
  it("prefers config files, then the test script, then the dependency", () => {
    expect(vitest.detect(facts(["vitest.config.mts"]))).toEqual({ score: 100, reason: "vitest.config.mts present" });
    expect(vitest.detect(facts(["vitest.workspace.ts"]))?.score).toBe(100);
    expect(vitest.detect(facts(["package.json"], { scripts: { test: "vitest run --coverage" } }))?.score).toBe(60);
    expect(vitest.detect(facts(["package.json"], { devDependencies: { vitest: "^3.2.0" } }))).toEqual({
      score: 50,
      reason: "vitest is a dependency in package.json",
    });
    expect(vitest.detect(facts(["package.json"], { devDependencies: { "@vitest/coverage-v8": "^3" } }))).toBeNull();
    expect(vitest.detect(facts(["src/a.test.ts"]))).toBeNull();
  });

  it("wins over jest when vitest is the dependency, also when jest is one too", () => {
    expect(chooseFramework(facts(["package.json"], { devDependencies: { vitest: "^3" } }))?.adapter.id).toBe("vitest");
    const both = chooseFramework(facts(["package.json"], { devDependencies: { jest: "^29", vitest: "^3" } }))!;
    expect(both.adapter.id).toBe("vitest");
    expect(both.alternatives).toEqual([{ id: "jest", detection: expect.objectContaining({ score: 45 }) }]);
  });

  it("gives way when the test script runs jest", () => {
    const scripted = facts(["vitest.config.ts", "package.json"], {
      scripts: { test: "jest" },
      devDependencies: { jest: "^29", vitest: "^3" },
    });
    expect(vitest.detect(scripted)).toEqual({
      score: 40,
      reason: "vitest.config.ts present, but the test script runs jest",
    });
    expect(chooseFramework(scripted)?.adapter.id).toBe("jest");
  });
});

describe("vitest plan", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };

  it("runs the project's own vitest with json, verbose and the harness reporter", () => {
    const inv = vitest.plan({ paths, facts: facts(["package.json"]), filter: [], testCommand: null });
    expect(inv.argv).toEqual([
      "sh",
      "/h/testcage-vitest-launch.sh",
      "/p/node_modules/.bin/vitest",
      "run",
      "--reporter=verbose",
      "--reporter=json",
      "--outputFile.json=/r/vitest.json",
      "--reporter=/h/testcage-vitest-reporter.mjs",
      "--includeTaskLocation",
      "--coverage.enabled=false",
    ]);
    expect(inv.env).toEqual({
      TESTCAGE_VITEST_REPORT: "/r/testcage-vitest.json",
      TESTCAGE_VITEST_STREAM: "/r/testcage-vitest-stream.jsonl",
    });
    expect(inv.reports).toEqual([
      { name: "json", file: "vitest.json" },
      { name: "harness", file: "testcage-vitest.json" },
      { name: "stream", file: "testcage-vitest-stream.jsonl" },
    ]);
    expect(inv.harness).toEqual([
      { name: "testcage-vitest-reporter.mjs", content: HARNESS_REPORTER },
      { name: "testcage-vitest-launch.sh", content: VITEST_LAUNCHER },
    ]);
    expect(inv.requires).toEqual({
      program: "/p/node_modules/.bin/vitest",
      hint: "add vitest to devDependencies and run npm install (or pass --install-command 'npm install --no-save vitest')",
    });
  });

  it("the missing-vitest hint installs what the package declares, or adds vitest where it declares none (zod's package)", () => {
    const declared: ProjectFacts = {
      files: ["package.json", "pnpm-lock.yaml"],
      topLevel: [],
      texts: {},
      packageJson: { devDependencies: { vitest: "^4.0.0" } },
    };
    expect(nodeFrameworkHint(declared, "vitest")).toBe(
      "add vitest to devDependencies and run pnpm install (or pass --install-command 'pnpm install')",
    );
    expect(nodeFrameworkHint({ ...declared, packageJson: { devDependencies: {} } }, "vitest")).toBe(
      "add vitest to devDependencies and run pnpm install (or pass --install-command 'pnpm add --save-dev vitest')",
    );
  });

  it("passes files as absolute paths and names as one anchored -t pattern", () => {
    const inv = vitest.plan({
      paths,
      facts: facts([]),
      filter: ["src/a.test.ts::outer::inner::row (1+1)", "b.test.ts::top"],
      testCommand: null,
    });
    expect(inv.argv).toContain("--testNamePattern=^(?:outer inner row \\(1\\+1\\)|top)$");
    expect(inv.argv.slice(-2)).toEqual(["/p/src/a.test.ts", "/p/b.test.ts"]);
  });

  it("hands a user's test command to the shell", () => {
    const inv = vitest.plan({ paths, facts: facts([]), filter: [], testCommand: "npm test" });
    expect(inv.argv).toEqual(["sh", "-c", "npm test"]);
    expect(inv.requires).toBeNull();
  });
});

describe("vitest launcher", () => {
  /** The launcher run on a project whose installed vitest is `version` and whose bin echoes its arguments. */
  function launch(version: string): string {
    const project = mkdtempSync(join(tmpdir(), "tc-vitest-launch-"));
    mkdirSync(join(project, "node_modules/.bin"), { recursive: true });
    mkdirSync(join(project, "node_modules/vitest"));
    writeFileSync(
      join(project, "node_modules/vitest/package.json"),
      `{\n  "name": "vitest",\n  "type": "module",\n  "version": "${version}",\n  "dependencies": { "x": { "version": "9.9.9" } }\n}\n`,
    );
    const bin = join(project, "node_modules/.bin/vitest");
    writeFileSync(bin, '#!/bin/sh\nprintf "%s|" "$@"\n');
    chmodSync(bin, 0o755);
    writeFileSync(join(project, "launch.sh"), VITEST_LAUNCHER);
    return execFileSync(
      "sh",
      [join(project, "launch.sh"), bin, "run", "--reporter=json", "--includeTaskLocation", "a b.test.ts"],
      { encoding: "utf8" },
    );
  }

  it("leaves out --includeTaskLocation for vitest before 3, whose command line rejects it before running anything", () => {
    // vitest 1.4 to 2 know it only as a config option, which the harness reporter sets.
    for (const v of ["0.34.6", "1.1.3", "1.6.1", "2.1.9"]) expect(launch(v)).toBe("run|--reporter=json|a b.test.ts|");
  });

  it("puts the project's node_modules/.bin first on PATH, as npm test does (vitest 1's typecheck starts tsc by name)", () => {
    const project = mkdtempSync(join(tmpdir(), "tc-vitest-path-"));
    const bins = join(project, "node_modules/.bin");
    mkdirSync(bins, { recursive: true });
    writeFileSync(join(bins, "vitest"), '#!/bin/sh\nprintf "%s" "${PATH%%:*}"\n');
    chmodSync(join(bins, "vitest"), 0o755);
    writeFileSync(join(project, "launch.sh"), VITEST_LAUNCHER);
    expect(
      execFileSync("sh", [join(project, "launch.sh"), join(bins, "vitest"), "run"], {
        encoding: "utf8",
        env: { PATH: "/usr/bin:/bin" },
      }),
    ).toBe(bins);
  });

  it("passes every flag to vitest 3 and later", () => {
    for (const v of ["3.0.0", "3.2.4", "4.1.12", "10.0.0"]) {
      expect(launch(v)).toBe("run|--reporter=json|--includeTaskLocation|a b.test.ts|");
    }
  });
});

describe("vitest 1's json (recorded: __tests__/fixtures/vitest-1)", () => {
  it("drops the file's own suite, named '', that vitest 1 puts first in every test's ancestorTitles", () => {
    const dir = join(ROOT, "__tests__/fixtures/vitest-1");
    const run = vitest.parse({
      ...withReports(readFileSync(join(dir, "json.json"), "utf8"), readFileSync(join(dir, "harness.json"), "utf8")),
      projectPath: "/project",
    });
    expect(run.tests.map((t) => [t.id, t.suite, t.status])).toEqual([
      ["test/sum.test.js::adds at the top level", [], "passed"],
      ["test/sum.test.js::sum::adds in a describe block", ["sum"], "passed"],
      ["test/sum.test.js::sum::fails in a describe block", ["sum"], "failed"],
    ]);
    // The harness keys its output by the same suite path.
    expect(run.tests[0]!.stdout).toBe("top-level output");
  });
});

describe("vitest harness reporter", () => {
  it("is a module with a default export class and no dependency but node:fs", () => {
    expect(HARNESS_REPORTER).toMatch(/^export default class /m);
    expect([...HARNESS_REPORTER.matchAll(/^import .* from "(.*)";$/gm)].map((m) => m[1])).toEqual(["node:fs"]);
  });
});

describe("vitest parse (recorded runs)", () => {
  it("pass: three tests at their definition lines", () => {
    const run = vitest.parse(loadParseInput("vitest", "pass"));
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["math.test.ts::adds two numbers", "passed", 4],
      ["math.test.ts::divides two numbers", "passed", 8],
      ["math.test.ts::refuses to divide by zero", "passed", 12],
    ]);
  });

  it("fail: the failing line is the assertion's, the message carries the diff", () => {
    const run = vitest.parse(loadParseInput("vitest", "fail"));
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => t.status)).toEqual(["passed", "failed", "failed", "failed"]);
    const [, wrong, objects, thrown] = run.tests;
    expect(wrong).toMatchObject({ name: "shouts wrongly", file: "strings.test.ts", line: 10 });
    expect(wrong!.message).toBe(
      "expected 'HEY!' to be 'HEY' // Object.is equality\n\nExpected: \"HEY\"\nReceived: \"HEY!\"",
    );
    expect(wrong!.stack).toBe(
      "AssertionError: expected 'HEY!' to be 'HEY' // Object.is equality\n    at /sandbox/project/strings.test.ts:10:18",
    );
    expect(objects).toMatchObject({ line: 14 });
    expect(objects!.message).toContain('-     "go",\n+     "py",');
    expect(thrown).toMatchObject({
      line: 19,
      message: "TypeError: Cannot read properties of undefined (reading 'verbose')",
    });
  });

  it("mixed: nested describes, test.each rows, skips, todos and per-test console output", () => {
    const run = vitest.parse(loadParseInput("vitest", "mixed"));
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
      "skipped",
      "passed",
      "passed",
    ]);
    expect(run.tests.map((t) => t.order)).toEqual([...Array(13).keys()]);
    expect(new Set(run.tests.map((t) => t.id)).size).toBe(13);
    const byId = new Map(run.tests.map((t) => [t.id, t]));
    expect(byId.get("calc.test.ts::calc::add::adds positives")).toMatchObject({ suite: ["calc", "add"], line: 6 });
    expect(byId.get("calc.test.ts::calc::add::add(1, 1) = 2")).toMatchObject({ status: "passed", line: 14 });
    const row = byId.get("calc.test.ts::calc::add::add(2, 2) = 5")!;
    expect(row).toMatchObject({ status: "failed", line: 15 });
    expect(row.message).toBe("expected 4 to be 5 // Object.is equality\n\n- Expected\n+ Received\n\n- 5\n+ 4");
    expect(byId.get("calc.test.ts::calc::a skipped block::never runs")).toMatchObject({ status: "skipped", line: 20 });
    expect(byId.get("calc.test.ts::calc::handles overflow")).toMatchObject({ status: "skipped", message: "todo" });
    expect(byId.get("calc.test.ts::skipped by a condition")).toMatchObject({ status: "skipped", line: 50 });
    expect(byId.get("calc.test.ts::first group::same title")?.line).toBe(33);
    expect(byId.get("calc.test.ts::second group::same title")?.line).toBe(39);
    expect(byId.get("table.test.ts::upper('a')::converts")).toMatchObject({ suite: ["upper('a')"], line: 7 });
    expect(byId.has("table.test.ts::upper('b')::converts")).toBe(true);
    expect(byId.get("calc.test.ts::logs to the console")).toMatchObject({
      stdout: "hello from a test",
      stderr: "oops on stderr",
    });
    expect(byId.get("calc.test.ts::calc::add::adds positives")).toMatchObject({ stdout: null, stderr: null });
  });

  it("error: a missing import and a syntax error are collection errors with file and line", () => {
    const run = vitest.parse(loadParseInput("vitest", "error"));
    expect(run.tests).toEqual([]);
    expect(run.errors.map((e) => [e.kind, e.file, e.line])).toEqual([
      ["collection", "missing-module.test.ts", 2],
      ["collection", "syntax.test.ts", 4],
    ]);
    expect(run.errors[0]!.message).toBe(
      "missing-module.test.ts could not be run: Cannot find module './definitely-not-a-module' imported from '/sandbox/project/missing-module.test.ts'",
    );
    expect(run.errors[1]!.message).toBe(
      'syntax.test.ts could not be run: Transform failed with 1 error: /sandbox/project/syntax.test.ts:4:12: ERROR: Unexpected ")"',
    );
  });

  it("error without the harness: the json's file message still makes the errors", () => {
    const input = loadParseInput("vitest", "error");
    const run = vitest.parse({ ...input, reports: { json: input.reports["json"]! } });
    expect(run.errors.map((e) => [e.kind, e.file, e.line])).toEqual([
      ["collection", "missing-module.test.ts", null],
      ["collection", "syntax.test.ts", 4],
    ]);
  });

  it("partial: a broken file next to a passing one is an error entry beside the test", () => {
    const run = vitest.parse(loadParseInput("vitest", "partial"));
    expect(run.tests.map((t) => [t.id, t.status])).toEqual([["good.test.ts::still runs", "passed"]]);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "broken.test.ts", line: 2 });
    expect(run.errors[0]!.message).toContain("Cannot find module './config.json'");
  });

  it("empty: no test files is no-tests", () => {
    const run = vitest.parse(loadParseInput("vitest", "empty"));
    expect(run.tests).toEqual([]);
    expect(run.errors.map((e) => e.kind)).toEqual(["no-tests"]);
  });
});

describe("vitest parse (hostile or odd reports)", () => {
  const file = (assertionResults: unknown[], extra: Record<string, unknown> = {}): string =>
    JSON.stringify({
      testResults: [
        { name: "/sandbox/project/hooks.test.ts", status: "failed", message: "", assertionResults, ...extra },
      ],
    });

  it("reports a failed describe-level hook from the harness, with its line", () => {
    const harness = JSON.stringify({
      format: "testcage-vitest/1",
      tests: [],
      errors: [
        {
          file: "/sandbox/project/hooks.test.ts",
          suite: ["broken setup"],
          message: "setup exploded",
          stack: "Error: setup exploded\n    at /sandbox/project/hooks.test.ts:5:11",
        },
      ],
    });
    const run = vitest.parse(
      withReports(file([{ title: "a", ancestorTitles: ["broken setup"], status: "skipped" }]), harness),
    );
    expect(run.tests.map((t) => t.status)).toEqual(["skipped"]);
    expect(run.errors).toEqual([
      expect.objectContaining({
        kind: "collection",
        file: "hooks.test.ts",
        line: 5,
        message: 'hooks.test.ts: describe "broken setup" failed: setup exploded',
      }),
    ]);
  });

  it("without the harness, a failed file with no failed test is still an error", () => {
    const run = vitest.parse(withReports(file([{ title: "a", status: "skipped" }])));
    expect(run.errors).toEqual([
      expect.objectContaining({
        kind: "collection",
        file: "hooks.test.ts",
        message: "hooks.test.ts failed outside its tests: a hook or describe block failed; see the log",
      }),
    ]);
  });

  it("ignores a harness file of another shape and reports invalid json", () => {
    const run = vitest.parse(
      withReports(file([{ title: "a", status: "passed" }], { status: "passed" }), '{"format":"other","errors":[1]}'),
    );
    expect(run.errors).toEqual([]);
    expect(run.tests[0]).toMatchObject({ status: "passed", stdout: null });
    expect(vitest.parse(withReports("[]")).errors.map((e) => e.kind)).toEqual(["report-invalid"]);
  });
});

describe("vitest live status", () => {
  it("counts the verbose reporter's per-test lines only", () => {
    const stdout = loadParseInput("vitest", "mixed").stdout.split("\n");
    const counted = stdout.map((l) => vitest.liveStatus!(l)).filter((s) => s !== null);
    expect(counted).toEqual([
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
      "skipped",
      "passed",
      "passed",
    ]);
    expect(vitest.liveStatus!(" ✓ calc.test.ts (3 tests) 4ms")).toBeNull();
    expect(vitest.liveStatus!("   → expected 4 to be 5")).toBeNull();
  });
});

describe("vitest parse (a run stopped at the timeout)", () => {
  const recorded = readFileSync(join(ROOT, "__tests__/fixtures/timeouts/vitest/stream.jsonl"), "utf8");
  const stopped = (stream: string, over: Partial<ParseInput> = {}): ParseInput => ({
    ...loadParseInput("vitest", "pass"),
    reports: {
      json: { ok: false, problem: "missing", detail: "missing" },
      harness: { ok: false, problem: "missing", detail: "missing" },
      stream: { ok: true, text: stream },
    },
    exitCode: 130,
    timedOut: true,
    timeoutSeconds: 15,
    readSource: (rel) => readSourceFile(join(ROOT, "__tests__/timeouts/vitest"), rel),
    ...over,
  });
  const finished = [
    ["math.test.ts::adds two numbers", "passed", 4],
    ["math.test.ts::divides two numbers", "passed", 8],
    ["math.test.ts::refuses to divide by zero", "passed", 12],
  ];

  it("keeps the tests that finished and names the running one at its definition line", () => {
    const run = vitest.parse(stopped(recorded));
    expect(run.reportFound).toBe(true);
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([...finished, ["zhang.test.ts::hangs", "error", 3]]);
    expect(run.tests[3]!.message).toBe("did not finish within 15 s: the run timed out while this test was running");
  });

  it("names the running test from the file's collected tests when vitest never delivered its start", () => {
    // vitest's worker sends test starts on a throttle that can miss the last one; seen in real runs.
    const lost = recorded
      .split("\n")
      .filter((l) => !(l.includes('"case-start"') && l.includes("zhang")))
      .join("\n");
    expect(lost).not.toEqual(recorded);
    const run = vitest.parse(stopped(lost));
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([...finished, ["zhang.test.ts::hangs", "error", 3]]);
  });

  it("reads the stream only for a stopped run, and only with the reporter's first line", () => {
    expect(vitest.parse(stopped(recorded, { timedOut: false, exitCode: 1 })).tests).toEqual([]);
    expect(vitest.parse(stopped(recorded.replace("testcage-vitest-stream/1", "x"))).tests).toEqual([]);
    const junk = `${recorded}\n{"type":"collected","file":"/sandbox/project/z.test.ts","tests":7}\n{"type":"case-end"}\n`;
    expect(vitest.parse(stopped(junk)).tests).toHaveLength(4);
  });
});

describe("vitest --typecheck tests (recorded from vitest 3.2.7)", () => {
  const dir = join(ROOT, "__tests__/fixtures/vitest-typecheck");
  const input: ParseInput = {
    ...loadParseInput("vitest", "pass"),
    projectPath: "/PROJECT",
    reports: {
      json: { ok: true, text: readFileSync(join(dir, "vitest.json"), "utf8") },
      harness: { ok: false, problem: "missing", detail: "" },
    },
    readSource: (rel) => readSourceFile(join(dir, "project"), rel),
  };

  it("get ids without the file repeated, and the line they are defined on", () => {
    const run = vitest.parse(input);
    expect(run.tests.map((t) => [t.id, t.status, t.file, t.line])).toEqual([
      ["math.test.ts::adds two numbers", "passed", "math.test.ts", 4],
      ["math.test.ts::divides two numbers", "passed", "math.test.ts", 8],
      ["math.test.ts::refuses to divide by zero", "passed", "math.test.ts", 12],
      ["types.test-d.ts::add returns a number", "passed", "types.test-d.ts", 4],
      ["types.test-d.ts::add is not a string", "failed", "types.test-d.ts", 8],
    ]);
    expect(run.tests[4]?.suite).toEqual([]);
    expect(run.tests[4]?.message).toContain("Expected string, Actual number");
  });

  it("a filter built from such an id still matches vitest's own full name, which has the file", () => {
    const argv = vitest.plan({
      paths: { project: "/p", reports: "/r", harness: "/h", cache: "/c" },
      facts: facts(["package.json", "types.test-d.ts"], { scripts: { test: "vitest run --typecheck" } }),
      filter: ["types.test-d.ts::add is not a string"],
      testCommand: null,
    }).argv;
    const pattern = argv.find((a) => a.startsWith("--testNamePattern="));
    expect(pattern).toBeDefined();
    const re = new RegExp(String(pattern).slice("--testNamePattern=".length));
    expect(re.test("types.test-d.ts add is not a string")).toBe(true);
    expect(re.test("add is not a string")).toBe(true);
    expect(re.test("types.test-d.ts add returns a number")).toBe(false);
  });
});
