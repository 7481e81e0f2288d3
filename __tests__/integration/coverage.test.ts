// --coverage end to end: each framework's coverage sample in the process and
// docker sandboxes, and testcage's normalized figures equal the ones the
// coverage tool itself printed in the same run (read from that run's stdout.log,
// or, for JaCoCo, from the jacoco.csv its report goal wrote, kept in reports/).
// Rust's tools (llvm-profdata and llvm-cov of rustc's own LLVM) are in the rust
// runner image; in the process sandbox they are used where this machine has them,
// and otherwise the run must say what to install.

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Coverage } from "../../src/coverage/model.js";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";

type Printed = (stdout: string, c: Coverage, outDir: string) => void;

const DIR = (fw: string) => `__tests__/samples/${fw}/coverage`;

/** For each framework: how its tool prints coverage, and the check against testcage's figures. */
/**
 * mix test --cover's own table for a copy of the project. testcage's run uses the same
 * tool (Erlang's :cover) without mix's threshold, so the figure comes from a native
 * run of the same project: coverage is deterministic for it.
 */
function mixCoverTotal(project: string): number {
  const copy = join(mkdtempSync(join(tmpdir(), "tc-mix-cover-")), "project");
  cpSync(project, copy, { recursive: true });
  const r = spawnSync("mix", ["test", "--cover"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, MIX_ENV: "test" },
  });
  const m = /^\s*([\d.]+)% \| Total$/m.exec(r.stdout);
  expect(m, `mix test --cover printed its Total row:\n${r.stdout}${r.stderr}`).not.toBeNull();
  return Number(m![1]);
}

const TOOLS: Record<string, Printed> = {
  exunit(_stdout, c) {
    expect(c.lines!.percent).toBe(mixCoverTotal(DIR("exunit")));
    expect(c.files.map((f) => f.uncovered_lines.length).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
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
});

describe.each(SANDBOXES)("--coverage in the %s sandbox", (sandbox) => {
  it.each(Object.keys(TOOLS).filter((fw) => sandbox !== "process" || !IMAGE_TOOLS.has(fw)))(
    "%s: figures equal the tool's own output of the same run",
    async (fw) => {
      const run = await runCli(["run", DIR(fw), "--sandbox", sandbox, "--coverage", "--cache", "project"], {
        ...process.env,
        TESTCAGE_LABEL: `dev.testcage.coverage-${process.pid}`,
      });
      expect(run.result.status).toBe("pass");
      const c = run.result.coverage!;
      expect(c.problem).toBeNull();
      // Only the project's own files, repo-relative; uncovered code exists in every sample.
      expect(c.files.length).toBeGreaterThan(0);
      for (const f of c.files) expect(f.file.startsWith(`${DIR(fw)}/`)).toBe(true);
      expect(c.files.some((f) => f.uncovered_lines.length > 0)).toBe(true);
      TOOLS[fw]!(readFileSync(join(run.outDir, "stdout.log"), "utf8"), c, run.outDir);
    },
    180_000,
  );
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

  it("a framework without coverage support says so, and the run is still judged", async () => {
    const run = await runCli(["run", "__tests__/samples/mocha/pass", "--sandbox", "process", "--coverage"]);
    expect(run.result.status).toBe("pass");
    expect(run.result.coverage).toMatchObject({
      format: null,
      problem: expect.stringMatching(/^coverage is not supported for mocha yet$/i),
    });
  });

  it("a vitest project without a coverage provider is told which package to add", async () => {
    const run = await runCli(["run", "__tests__/samples/vitest/pass", "--sandbox", "process", "--coverage"]);
    expect(run.result.status).toBe("pass");
    expect(run.result.coverage?.problem).toMatch(/add @vitest\/coverage-v8/);
  });
});
