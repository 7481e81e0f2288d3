// --coverage end to end: each framework's coverage sample in the process and
// docker sandboxes (ExUnit's in the service sandbox too), and testcage's normalized figures equal the ones the
// coverage tool itself printed in the same run (read from that run's stdout.log,
// or, for JaCoCo, from the jacoco.csv its report goal wrote, kept in reports/).
// Rust's tools (llvm-profdata and llvm-cov of rustc's own LLVM) are in the rust
// runner image; in the process sandbox they are used where this machine has them,
// and otherwise the run must say what to install.

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Coverage } from "../../src/core/coverage-model.js";
import { adapterById } from "../../src/frameworks/index.js";
import { NO_COVERAGE_TOOL } from "../../src/frameworks/mocha/coverage.js";
import { defaultImage } from "../../src/sandbox/docker.js";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker, startService, stopServices } from "../helpers/docker.js";
import { ROOT } from "../helpers/golden.js";

type Printed = (stdout: string, c: Coverage, outDir: string) => void;

const DIR = (fw: string) => `__tests__/samples/${fw}/coverage`;
/** Cases whose sample is not <framework>/coverage. */
const SAMPLE_DIRS: Record<string, string> = { "mocha (nyc)": "__tests__/samples/mocha/coverage-nyc" };
const dirOf = (name: string): string => SAMPLE_DIRS[name] ?? DIR(name);

/** Which tool wrote an istanbul coverage-final.json: nyc stamps every file with its schema, c8 with "all". */
function istanbulWriter(outDir: string): "c8" | "nyc" | "unknown" {
  const doc = JSON.parse(readFileSync(join(outDir, "reports", "coverage.json"), "utf8")) as Record<
    string,
    Record<string, unknown>
  >;
  const first = Object.values(doc)[0] ?? {};
  return "_coverageSchema" in first ? "nyc" : "all" in first ? "c8" : "unknown";
}

/**
 * mix's coverage table as "mix test.coverage" prints it from the run's export:
 * "    50.00% | Shapes" per module, then "    55.56% | Total".
 */
function mixTable(stdout: string): { modules: Map<string, number>; total: number } {
  const m = /^Percentage \| Module\n-+\|-+\n([\s\S]*?)^-+\|-+\n\s*([\d.]+)% \| Total$/m.exec(stdout);
  expect(m, `mix test.coverage printed its table:\n${stdout}`).not.toBeNull();
  const rows = [...m![1]!.matchAll(/^\s*([\d.]+)% \| (\S+)$/gm)].map((r) => [r[2]!, Number(r[1])] as const);
  return { modules: new Map(rows), total: Number(m![2]) };
}

const fileOf = (c: Coverage, suffix: string) => c.files.find((f) => f.file.endsWith(suffix));

/** For each framework: how its tool prints coverage, and the check against testcage's figures. */
const TOOLS: Record<string, Printed> = {
  exunit(stdout, c) {
    const table = mixTable(stdout);
    expect(c.lines!.percent).toBe(table.total);
    // lib/shapes.ex holds one module, so its figure is that module's row.
    expect(fileOf(c, "/lib/shapes.ex")!.lines!.percent).toBe(table.modules.get("Shapes"));
    // Lines run while mix started the application, before any test, count (cover starts before it, as in mix).
    expect(table.modules.get("CoverageSample.Application")).toBe(100);
    expect(fileOf(c, "/lib/coverage_sample/application.ex")!.uncovered_lines).toEqual([[17, 18]]);
    // mix.exs's ignore_modules leaves CoverageSample.Debug out of both.
    expect([...table.modules.keys()].sort()).toEqual(["CoverageSample.Application", "CoverageSample.Config", "Shapes"]);
    expect(fileOf(c, "/lib/coverage_sample/debug.ex")).toBeUndefined();
    // Only this run's export was read; mix judged it below its 90% threshold, yet the run passed (checked by the caller).
    expect(stdout.match(/^Importing cover results: .*$/gm)).toEqual([
      "Importing cover results: cover/testcage.coverdata",
    ]);
    expect(stdout).toMatch(/^Coverage test failed, threshold not met:$/m);
  },
  pytest(stdout, c) {
    // pytest-cov's table: TOTAL  Stmts  Miss  Branch  BrPart  Cover
    const m = /^TOTAL\s+(\d+)\s+(\d+)\s+(\d+)\s+\d+\s+(\d+)%/m.exec(stdout);
    expect(m, "pytest-cov printed its TOTAL line").not.toBeNull();
    const [stmts, miss, branch, cover] = m!.slice(1).map(Number);
    expect(c.lines).toMatchObject({ total: stmts, covered: stmts! - miss! });
    expect(c.branches?.total).toBe(branch);
    const combined = (c.lines!.covered + c.branches!.covered) / (c.lines!.total + c.branches!.total);
    expect(Math.round(combined * 100)).toBe(cover);
  },
  // The unittest harness runs coverage.py itself and prints its table: the same TOTAL row.
  unittest: (stdout, c, outDir) => TOOLS["pytest"]!(stdout, c, outDir),
  vitest: (stdout, c, outDir) => TOOLS["jest"]!(stdout, c, outDir),
  // c8 and nyc print istanbul's text-summary too; the sample says which one testcage must pick.
  mocha(stdout, c, outDir) {
    TOOLS["jest"]!(stdout, c, outDir);
    expect(istanbulWriter(outDir)).toBe("c8");
    // The sample's .c8rc.json sets "all": a file no test loads is measured, wholly uncovered.
    expect(c.files.find((f) => f.file.endsWith("/lib/format.js"))?.lines?.covered).toBe(0);
  },
  "mocha (nyc)"(stdout, c, outDir) {
    TOOLS["jest"]!(stdout, c, outDir);
    expect(istanbulWriter(outDir)).toBe("nyc");
  },
  go(stdout, c) {
    // go test -json carries "coverage: 57.1% of statements" in an output event.
    const m = /coverage: ([\d.]+)% of statements/.exec(stdout);
    expect(m, "go test printed its coverage").not.toBeNull();
    expect(Math.round(c.statements!.percent! * 10) / 10).toBe(Number(m![1]));
  },
  jest(stdout, c) {
    const printed = Object.fromEntries(
      [...stdout.matchAll(/^(Statements|Branches|Functions|Lines)\s*:.*\(\s*(\d+)\/(\d+)\s*\)/gm)].map((m) => [
        m[1],
        { covered: Number(m[2]), total: Number(m[3]) },
      ]),
    );
    expect(Object.keys(printed)).toHaveLength(4);
    expect({ s: c.statements, b: c.branches, f: c.functions, l: c.lines }).toMatchObject({
      s: printed["Statements"],
      b: printed["Branches"],
      f: printed["Functions"],
      l: printed["Lines"],
    });
  },
  maven(_stdout, c, outDir) {
    // JaCoCo's report goal writes jacoco.csv beside jacoco.xml: its own counts per class.
    const [header, ...rows] = readFileSync(join(outDir, "reports", "jacoco.csv"), "utf8")
      .trim()
      .split("\n");
    const cols = header!.split(",");
    expect(rows.length, "JaCoCo wrote a row per class").toBeGreaterThan(0);
    const sum = (col: string): number => rows.reduce((n, row) => n + Number(row.split(",")[cols.indexOf(col)]), 0);
    const counted = (kind: string) => ({
      covered: sum(`${kind}_COVERED`),
      total: sum(`${kind}_COVERED`) + sum(`${kind}_MISSED`),
    });
    expect({ l: c.lines, b: c.branches, f: c.functions }).toMatchObject({
      l: counted("LINE"),
      b: counted("BRANCH"),
      f: counted("METHOD"),
    });
  },
  phpunit(stdout, c) {
    // --coverage-text's summary: "  Lines:   33.33% (4/12)". Its "Methods" counts only
    // fully covered methods; testcage's functions count the ones that ran, so only lines compare.
    const m = /^ Summary:[\s\S]*?^\s+Lines:\s+([\d.]+)% \((\d+)\/(\d+)\)/m.exec(stdout);
    expect(m, "PHPUnit printed its coverage summary").not.toBeNull();
    expect(c.lines).toMatchObject({ covered: Number(m![2]), total: Number(m![3]), percent: Number(m![1]) });
  },
  rspec(stdout, c) {
    // SimpleCov's totals: "Line Coverage: 53.85% (7 / 13)", "Branch Coverage: 33.33% (2 / 6)".
    const lines = /^Line Coverage: ([\d.]+)% \((\d+) \/ (\d+)\)/m.exec(stdout);
    const branches = /^Branch Coverage: ([\d.]+)% \((\d+) \/ (\d+)\)/m.exec(stdout);
    expect(lines, "SimpleCov printed its line coverage").not.toBeNull();
    expect(branches, "SimpleCov printed its branch coverage").not.toBeNull();
    expect(c.lines).toMatchObject({ covered: Number(lines![2]), total: Number(lines![3]), percent: Number(lines![1]) });
    expect(c.branches).toMatchObject({
      covered: Number(branches![2]),
      total: Number(branches![3]),
      percent: Number(branches![1]),
    });
  },
  cargo(stdout, c) {
    // llvm-cov report's TOTAL row: Regions, Missed, Cover, Functions, Missed, Executed,
    // Lines, Missed, Cover, Branches, Missed, Cover (stable Rust measures no branches: "-").
    const m = /^TOTAL\s+\d+\s+\d+\s+[\d.]+%\s+(\d+)\s+(\d+)\s+([\d.]+)%\s+(\d+)\s+(\d+)\s+([\d.]+)%\s+0\s+0\s+-$/m.exec(
      stdout,
    );
    expect(m, "llvm-cov report printed its TOTAL row").not.toBeNull();
    const [functions, missedFunctions, executed, lines, missedLines, linePercent] = m!.slice(1).map(Number);
    expect(c.lines).toEqual({ total: lines, covered: lines! - missedLines!, percent: linePercent });
    expect(c.functions).toEqual({ total: functions, covered: functions! - missedFunctions!, percent: executed });
    expect(c.branches).toBeNull();
    expect(c.format).toBe("llvm-cov");
  },
  "node-test"(stdout, c) {
    // node's table row per file: name | line % | branch % | funcs % | uncovered lines
    const row = /shapes\.js\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|\s*([\d -]*)/.exec(stdout);
    expect(row, "node printed its coverage table").not.toBeNull();
    const f = c.files.find((x) => x.file.endsWith("/shapes.js"))!;
    expect([f.lines!.percent, f.branches!.percent, f.functions!.percent]).toEqual(row!.slice(1, 4).map(Number));
    const ranges = f.uncovered_lines.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(" ");
    expect(ranges).toBe(row![4]!.trim());
  },
};

const SANDBOXES = dockerSkipped() ? ["process"] : ["process", "docker"];
/** Frameworks also run in the service sandbox: ExUnit's coverage is two mix steps in the run's folder there. */
const IN_SERVICE = ["exunit"];
const services = new Map<string, string>();

/** Tools that come with the runner image, not with this machine: the process sandbox checks them apart. */
const IMAGE_TOOLS = new Set(["cargo"]);

/**
 * Whether this machine's rustc has llvm-profdata and llvm-cov of its own LLVM major
 * version where testcage's coverage script looks: rustup's llvm-tools in the
 * sysroot, Debian's versioned names, or plain names of that version.
 */
function hostLlvmTools(): { llvm: string; found: boolean } {
  const sh = (cmd: string): string => spawnSync("sh", ["-c", cmd], { encoding: "utf8" }).stdout.trim();
  const llvm = sh("rustc -vV | sed -n 's/^LLVM version: \\([0-9]*\\).*/\\1/p'");
  const found = ["llvm-profdata", "llvm-cov"].every((tool) =>
    [
      sh(`echo "$(rustc --print sysroot)/lib/rustlib/$(rustc -vV | sed -n 's/^host: //p')/bin/${tool}"`),
      sh(`command -v ${tool}-${llvm}`),
      sh(`command -v ${tool}`),
    ].some(
      (path) =>
        path !== "" &&
        existsSync(path) &&
        sh(`'${path}' --version | sed -n 's/.*LLVM version \\([0-9]*\\).*/\\1/p' | head -n 1`) === llvm,
    ),
  );
  return { llvm, found };
}

beforeAll(() => {
  if (SANDBOXES.includes("docker")) requireDocker();
  if (dockerSkipped()) return;
  for (const fw of IN_SERVICE) {
    const { language } = adapterById(fw)!;
    services.set(fw, startService(defaultImage(language), ["--read-only", "--tmpfs", "/tmp:rw,exec"]));
  }
});
afterAll(() => stopServices());

async function expectCoverageOf(fw: string, sandboxArgs: string[]): Promise<void> {
  const run = await runCli(["run", dirOf(fw), ...sandboxArgs, "--coverage", "--cache", "project"], {
    ...process.env,
    TESTCAGE_LABEL: `dev.testcage.coverage-${process.pid}`,
  });
  expect(run.result.status).toBe("pass");
  const c = run.result.coverage!;
  expect(c.problem).toBeNull();
  // Only the project's own files, repo-relative; uncovered code exists in every sample.
  expect(c.files.length).toBeGreaterThan(0);
  for (const f of c.files) expect(f.file.startsWith(`${dirOf(fw)}/`)).toBe(true);
  expect(c.files.some((f) => f.uncovered_lines.length > 0)).toBe(true);
  TOOLS[fw]!(readFileSync(join(run.outDir, "stdout.log"), "utf8"), c, run.outDir);
}

describe.each(SANDBOXES)("--coverage in the %s sandbox", (sandbox) => {
  it.each(Object.keys(TOOLS).filter((fw) => sandbox !== "process" || !IMAGE_TOOLS.has(fw)))(
    "%s: figures equal the tool's own output of the same run",
    (fw) => expectCoverageOf(fw, ["--sandbox", sandbox]),
    180_000,
  );
});

describe.skipIf(dockerSkipped())("--coverage in the service sandbox", () => {
  it.each(IN_SERVICE)(
    "%s: figures equal the tool's own output of the same run",
    (fw) => expectCoverageOf(fw, ["--sandbox", "service", "--container", services.get(fw)!]),
    180_000,
  );
});

describe("ExUnit: where mix's table and testcage's figures differ", () => {
  it("modules sharing lines of one file: mix counts such a line per module, lcov once for the file", async () => {
    const project = join(mkdtempSync(join(tmpdir(), "tc-exunit-shared-")), "project");
    cpSync("__tests__/fixtures/coverage/exunit-shared-lines", project, { recursive: true });
    // An export an earlier run left in cover/ is not read (mix test.coverage would fail on this one).
    mkdirSync(join(project, "cover"));
    writeFileSync(join(project, "cover", "earlier.coverdata"), "not cover data");
    const run = await runCli(["run", project, "--sandbox", "process", "--coverage"]);
    expect(run.result.status).toBe("pass");
    const table = mixTable(readFileSync(join(run.outDir, "stdout.log"), "utf8"));
    // Both modules have code on line 4; one of them ran.
    expect(Object.fromEntries(table.modules)).toEqual({ "Twins.Called": 100, "Twins.Idle": 0 });
    expect(table.total).toBe(50);
    const c = run.result.coverage!;
    expect(c.problem).toBeNull();
    expect(c.lines).toEqual({ covered: 1, total: 1, percent: 100 });
    expect(c.files.map((f) => f.uncovered_lines)).toEqual([[]]);
  }, 120_000);
});

describe("cargo --coverage in the process sandbox", () => {
  const host = hostLlvmTools();
  it(`measures with this machine's LLVM ${host.llvm} tools if it has them, else says what to install`, async () => {
    const run = await runCli(["run", DIR("cargo"), "--sandbox", "process", "--coverage", "--cache", "project"]);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.passed).toBe(5);
    const c = run.result.coverage!;
    if (host.found) {
      expect(c.problem).toBeNull();
      TOOLS["cargo"]!(readFileSync(join(run.outDir, "stdout.log"), "utf8"), c, run.outDir);
    } else {
      expect(c).toMatchObject({ format: null, lines: null, functions: null, files: [] });
      expect(c.problem).toBe(
        `llvm-profdata and llvm-cov of LLVM ${host.llvm} (the LLVM of rustc ${spawnSync("rustc", ["-V"], { encoding: "utf8" }).stdout.split(" ")[1]}) were not found: add rustup's llvm-tools component (rustup component add llvm-tools-preview), or install Debian's llvm-${host.llvm}`,
      );
    }
  }, 180_000);
});

describe("without --coverage", () => {
  it("results.json has no coverage field", async () => {
    const run = await runCli(["run", DIR("pytest"), "--sandbox", "process"]);
    expect(run.result.coverage).toBeUndefined();
  });

  it("a vitest project without a coverage provider is told which package to add", async () => {
    const run = await runCli(["run", "__tests__/samples/vitest/pass", "--sandbox", "process", "--coverage"]);
    expect(run.result.status).toBe("pass");
    expect(run.result.coverage?.problem).toMatch(/add @vitest\/coverage-v8/);
  });
});

/**
 * A copy of a mocha sample under the repo's .tmp/ with its node_modules hard-linked
 * (nothing is downloaded); `withoutTools` drops c8 and nyc, which the samples'
 * shared toolchain has, and `specs` adds spec files.
 */
function mochaProject(
  sample: string,
  name: string,
  opts: { withoutTools?: boolean; specs?: Record<string, string> } = {},
): string {
  const dir = join(ROOT, ".tmp", `mocha-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const src = join(ROOT, "__tests__/samples/mocha", sample);
  cpSync(src, dir, { recursive: true, filter: (from) => !from.startsWith(join(src, "node_modules")) });
  expect(spawnSync("cp", ["-al", join(src, "node_modules"), join(dir, "node_modules")]).status).toBe(0);
  if (opts.withoutTools) for (const t of ["c8", "nyc"]) rmSync(join(dir, "node_modules/.bin", t));
  for (const [file, text] of Object.entries(opts.specs ?? {})) writeFileSync(join(dir, "test", file), text);
  return dir;
}

describe("mocha in a project without c8 or nyc", () => {
  let project = "";
  beforeAll(() => {
    project = mochaProject("pass", "no-coverage-tool", { withoutTools: true });
    return () => rmSync(project, { recursive: true, force: true });
  });

  it("process sandbox (no c8 on PATH): the tests are judged and coverage says what to add", async () => {
    // Only this Node and the system's folders on PATH, so a c8 installed globally here cannot stand in.
    const bin = join(project, ".bin-node");
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, "node"));
    const run = await runCli(["run", project, "--sandbox", "process", "--coverage"], {
      ...process.env,
      PATH: `${bin}:/usr/sbin:/usr/bin:/sbin:/bin`,
    });
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.passed).toBe(3);
    expect(run.result.coverage).toEqual({
      format: null,
      problem: NO_COVERAGE_TOOL,
      lines: null,
      statements: null,
      branches: null,
      functions: null,
      files: [],
    });
  });

  it.skipIf(dockerSkipped())(
    "docker sandbox: the runner image's c8 measures, and the figures equal its printed summary",
    async () => {
      const run = await runCli(["run", project, "--sandbox", "docker", "--coverage"], {
        ...process.env,
        TESTCAGE_LABEL: `dev.testcage.coverage-${process.pid}`,
      });
      expect(run.result.status).toBe("pass");
      const c = run.result.coverage!;
      expect(c.problem).toBeNull();
      expect(c.files.map((f) => f.file.split("/").pop())).toEqual(["math.js"]);
      TOOLS["jest"]!(readFileSync(join(run.outDir, "stdout.log"), "utf8"), c, run.outDir);
      expect(istanbulWriter(run.outDir)).toBe("c8");
    },
    180_000,
  );
});

describe.each(SANDBOXES)("mocha under c8 stopped at the timeout, %s sandbox", (sandbox) => {
  let project = "";
  beforeAll(() => {
    project = mochaProject("coverage", `hang-${sandbox}`, {
      specs: {
        // After shapes.spec.js: mocha loads spec files in name order.
        "z-hang.spec.js": [
          'const assert = require("node:assert");',
          'const { label } = require("../lib/shapes");',
          'describe("hang", function () {',
          '  it("labels large sizes", function () { assert.strictEqual(label(500), "large"); });',
          '  it("never ends", function () { this.timeout(0); return new Promise(() => setInterval(() => {}, 1000)); });',
          "});",
          "",
        ].join("\n"),
      },
    });
    return () => rmSync(project, { recursive: true, force: true });
  });

  it("mocha gets the SIGINT through c8; the tests and the coverage of what ran are kept", async () => {
    const run = await runCli(["run", project, "--sandbox", sandbox, "--coverage", "--timeout", "5", "--grace", "20"], {
      ...process.env,
      TESTCAGE_LABEL: `dev.testcage.coverage-${process.pid}`,
    });
    expect(run.result.status).toBe("error");
    expect(run.result.errors.map((e) => e.kind)).toContain("timeout");
    // The finished tests are kept; the one the timeout stopped is named, as in every framework.
    expect(run.result.tests.map((t) => [t.name, t.status])).toEqual([
      ["squares", "passed"],
      ["labels small sizes", "passed"],
      ["labels large sizes", "passed"],
      ["never ends", "error"],
    ]);
    expect(run.result.tests[3]!.message).toBe(
      "did not finish within 5 s: the run timed out while this test was running",
    );
    // Ended by the SIGINT (130), not by the kill after the grace period.
    expect(run.result.exit_code).toBe(130);
    // The harness had V8 write its coverage before mocha died: c8 printed and wrote what ran.
    const c = run.result.coverage!;
    expect(c.problem).toBeNull();
    TOOLS["jest"]!(readFileSync(join(run.outDir, "stdout.log"), "utf8"), c, run.outDir);
    const shapes = c.files.find((f) => f.file.endsWith("/lib/shapes.js"))!;
    // Counted, not zeroed: what the finished tests ran is covered, as in the full sample.
    expect(shapes.uncovered_lines).toEqual([
      [4, 5],
      [12, 16],
    ]);
  }, 120_000);
});
