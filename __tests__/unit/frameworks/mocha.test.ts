import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseFramework } from "../../../src/frameworks/index.js";
import { loadError, mocha, readMochaReport } from "../../../src/frameworks/mocha/index.js";
import type { PackageJson, ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { MOCHA_HARNESS } from "../../../src/harness/mocha-reporter.js";
import { loadParseInput } from "../../helpers/golden.js";

const facts = (files: string[], packageJson: PackageJson | null = null): ProjectFacts => ({
  files,
  topLevel: [],
  texts: {},
  packageJson,
});
const START = JSON.stringify({ type: "start", format: "testcage-mocha/1", cwd: "/sandbox/project" });
const line = (record: Record<string, unknown>): string =>
  JSON.stringify({
    type: "test",
    seq: 0,
    file: "/sandbox/project/test/a.spec.js",
    suite: ["a"],
    title: "t",
    status: "passed",
    duration: 1,
    where: { file: "/sandbox/project/test/a.spec.js", line: 3 },
    error: null,
    stdout: "",
    stderr: "",
    ...record,
  });
const withReport = (text: string | null, stderr = ""): ParseInput => ({
  ...loadParseInput("mocha", "pass"),
  stderr,
  reports: {
    harness: text === null ? { ok: false, problem: "missing", detail: "" } : { ok: true, text },
  },
});

describe("mocha detect", () => {
  it("prefers .mocharc, then the package.json key, the test script, the dependency", () => {
    expect(mocha.detect(facts([".mocharc.yml"]))).toEqual({ score: 100, reason: ".mocharc.yml present" });
    expect(mocha.detect(facts(["package.json"], { mocha: { spec: "x" } }))?.score).toBe(100);
    expect(mocha.detect(facts(["package.json"], { scripts: { test: "mocha --recursive" } }))?.score).toBe(60);
    expect(mocha.detect(facts(["package.json"], { devDependencies: { mocha: "^11" } }))?.score).toBe(50);
    expect(mocha.detect(facts(["package.json"], { devDependencies: { "mocha-junit-reporter": "^2" } }))).toBeNull();
    expect(mocha.detect(facts(["test/a.spec.js"]))).toBeNull();
  });

  it("gives way when the test script runs jest or vitest", () => {
    const pkg = { scripts: { test: "jest" }, devDependencies: { jest: "^30", mocha: "^11" } };
    expect(mocha.detect(facts([".mocharc.json", "package.json"], pkg))?.score).toBe(40);
    expect(chooseFramework(facts(["package.json"], pkg))?.adapter.id).toBe("jest");
  });
});

describe("mocha plan", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  it("loads the harness as require and reporter, and filters by file and full title", () => {
    const inv = mocha.plan({
      paths,
      facts: facts([]),
      filter: ["test/a.spec.js::outer::does (things)"],
      testCommand: null,
    });
    expect(inv.argv).toEqual([
      "/p/node_modules/.bin/mocha",
      "--require",
      "/h/testcage-mocha-harness.cjs",
      "--reporter",
      "/h/testcage-mocha-harness.cjs",
      "--no-colors",
      "--full-trace",
      "--no-parallel",
      "--grep",
      "^(?:outer does \\(things\\))$",
      "/p/test/a.spec.js",
    ]);
    expect(inv.env).toEqual({ TESTCAGE_MOCHA_REPORT: "/r/testcage-mocha.jsonl" });
    expect(inv.harness[0]?.content).toBe(MOCHA_HARNESS);
  });

  it("passes no --no-parallel to a mocha 5 (its parser refuses flags it does not know), and the script's variables", () => {
    const argvOf = (mochaRange: string): string[] =>
      mocha.plan({
        paths,
        facts: facts(["test.js"], {
          scripts: { test: "npm run test:node && npm run lint", "test:node": "NODE_ENV=test mocha test.js" },
          devDependencies: { mocha: mochaRange },
        }),
        filter: [],
        testCommand: null,
      }).argv;
    expect(argvOf("^5.2.0")).not.toContain("--no-parallel");
    expect(argvOf("^5.2.0")).toContain("--no-colors");
    expect(argvOf("~4.1 || ^5")).not.toContain("--no-parallel");
    for (const range of ["^10.2.0", ">=8", "latest", "github:mochajs/mocha"])
      expect(argvOf(range)).toContain("--no-parallel");
    const inv = mocha.plan({
      paths,
      facts: facts(["test.js"], {
        scripts: { test: "npm run t", t: "NODE_ENV=test TESTCAGE_MOCHA_REPORT=/x mocha test.js" },
      }),
      filter: [],
      testCommand: null,
    });
    expect(inv.argv.slice(0, 2)).toEqual(["/p/node_modules/.bin/mocha", "test.js"]);
    expect(inv.env).toEqual({ NODE_ENV: "test", TESTCAGE_MOCHA_REPORT: "/r/testcage-mocha.jsonl" });
  });
});

describe("mocha harness", () => {
  it("is valid CommonJS", () => {
    const dir = mkdtempSync(join(tmpdir(), "mocha-harness-"));
    try {
      writeFileSync(join(dir, "h.cjs"), MOCHA_HARNESS);
      const r = spawnSync(process.execPath, ["--check", join(dir, "h.cjs")], { encoding: "utf8" });
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("mocha parse", () => {
  it("uses the definition line, or the first frame in the test file for a failure", () => {
    const failed = line({
      seq: 1,
      title: "f",
      status: "failed",
      error: {
        name: "AssertionError",
        message: "expected 1 to equal 2",
        stack:
          "AssertionError: expected 1 to equal 2\n    at lib (/sandbox/project/lib.js:9:3)\n    at Context.<anonymous> (/sandbox/project/test/a.spec.js:7:5)\n    at node:internal/timers:1:1",
        actual: "1",
        expected: "2",
      },
    });
    const parsed = mocha.parse(withReport([START, line({}), failed, ""].join("\n")));
    expect(parsed.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["test/a.spec.js::a::t", "passed", 3],
      ["test/a.spec.js::a::f", "failed", 7],
    ]);
    expect(parsed.tests[1]?.message).toBe("expected 1 to equal 2\n\nexpected: 2\nactual:   1");
    expect(parsed.tests[1]?.stack).not.toContain("node:internal");
  });

  it("lists a failing hook as one error entry and says the guarded tests did not run", () => {
    const hook = line({
      type: "hook",
      title: '"before all" hook for "t"',
      status: "failed",
      where: null,
      error: { message: "db down", stack: "Error: db down\n    at Context.<anonymous> (test/a.spec.js:4:11)" },
    });
    const [t] = mocha.parse(withReport([START, hook].join("\n"))).tests;
    expect(t).toMatchObject({ status: "error", line: 4, name: '"before all" hook for "t"' });
    expect(t?.message).toContain("none of the remaining tests");
  });

  it("counts a test that passed and then failed (done() twice) once, as failed", () => {
    const parsed = mocha.parse(
      withReport(
        [START, line({}), line({ status: "failed", error: { message: "done() called multiple times" } })].join("\n"),
      ),
    );
    expect(parsed.tests.map((t) => t.status)).toEqual(["failed"]);
  });

  it("keeps repeated titles apart and drops lines of a wrong shape or cut by a kill", () => {
    const text = [
      START,
      line({}),
      line({ seq: 2 }),
      '{"type":"test","seq":"x"}',
      "[1,2]",
      line({ seq: 3 }).slice(0, 20),
    ];
    const parsed = mocha.parse(withReport(text.join("\n")));
    expect(parsed.tests.map((t) => t.id)).toEqual(["test/a.spec.js::a::t", "test/a.spec.js::a::t [2]"]);
    expect(parsed.reportFound).toBe(true);
  });

  it("does not trust a report without the harness's start line", () => {
    expect(mocha.parse(withReport(line({}))).errors[0]?.kind).toBe("report-invalid");
    expect(readMochaReport("").started).toBe(false);
  });

  it("reports zero tests only after the run ended", () => {
    const ended = JSON.stringify({ type: "end", stats: {} });
    expect(mocha.parse(withReport([START, ended].join("\n"))).errors[0]?.kind).toBe("no-tests");
    expect(mocha.parse(withReport(START)).errors).toEqual([]);
  });

  it("turns mocha's load failure into a collection error at the file and line", () => {
    const syntax = loadError(
      " Exception during run: /sandbox/project/test/b.spec.js:3\n    const x = ;\n              ^\n\nSyntaxError: Unexpected token ';'\n    at wrapSafe (node:internal/modules/cjs/loader:1464:18)\n",
      "/sandbox/project",
    );
    expect(syntax).toMatchObject({ kind: "collection", file: "test/b.spec.js", line: 3 });
    expect(syntax?.message).toContain("SyntaxError: Unexpected token ';'");
    const esm = loadError(
      "Exception during run: Error: boom\n    at file:///sandbox/project/test/c.spec.mjs:5:7\n    at /sandbox/project/node_modules/x/y.js:1:1",
      "/sandbox/project",
    );
    expect(esm).toMatchObject({ file: "test/c.spec.mjs", line: 5 });
    const linking = loadError(
      "Exception during run: Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/sandbox/project/test/missing.js' imported from /sandbox/project/test/b.spec.js\n  code: 'ERR_MODULE_NOT_FOUND'",
      "/sandbox/project",
    );
    expect(linking).toMatchObject({ file: "test/b.spec.js", line: null });
    const nowhere = loadError("Exception during run: Error: boom\n    at /elsewhere/x.js:1:1", "/sandbox/project");
    expect(nowhere).toMatchObject({ kind: "collection", file: null, line: null });
    expect(loadError("all fine", "/sandbox/project")).toBeNull();
  });

  it("says no tests when mocha finds no spec files", () => {
    const parsed = mocha.parse(withReport(null, 'Error: No test files found: "test"'));
    expect(parsed.errors.map((e) => e.kind)).toEqual(["no-tests"]);
  });
});

describe("mocha liveStatus", () => {
  it("counts the spec reporter's lines during the run, not the summary", () => {
    expect(mocha.liveStatus?.("    ✔ adds")).toBe("passed");
    expect(mocha.liveStatus?.("    1) whispers")).toBe("failed");
    expect(mocha.liveStatus?.("  1) strings")).toBeNull();
    expect(mocha.liveStatus?.("    - pending one")).toBe("skipped");
    expect(mocha.liveStatus?.("  3 passing (5ms)")).toBeNull();
  });
});
