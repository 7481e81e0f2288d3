// Coverage for mocha: the plan (c8 or nyc runs the mocha command), the run-time
// choice of the tool by the launcher script (run with stand-ins for c8, nyc and
// mocha), and the reports
// c8 and nyc wrote in real runs (scripts/record-coverage-fixtures.sh) read to the
// totals each printed.

import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readCoverage } from "../../../src/coverage/from-run.js";
import type { Coverage } from "../../../src/core/coverage-model.js";
import { normalizeCoverage } from "../../../src/coverage/normalize.js";
import { mocha } from "../../../src/frameworks/mocha/index.js";
import { NO_COVERAGE_TOOL } from "../../../src/frameworks/mocha/coverage.js";
import type { Invocation, PackageJson, ProjectFacts } from "../../../src/core/adapter-types.js";
import { pathMapper } from "../../../src/core/paths.js";
import { ROOT } from "../../helpers/golden.js";

const facts = (packageJson: PackageJson | null = null): ProjectFacts => ({
  files: ["package.json"],
  topLevel: [],
  texts: {},
  packageJson,
});
const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
const plan = (f: ProjectFacts, coverage = true, testCommand: string | null = null): Invocation =>
  mocha.plan({ paths, facts: f, filter: [], testCommand, coverage });

describe("mocha plan with coverage", () => {
  it("runs the usual mocha command under the launcher and reads istanbul JSON, or the reason it wrote", () => {
    const inv = plan(facts());
    const plain = plan(facts(), false);
    expect(inv.argv.slice(0, 2)).toEqual(["sh", "-c"]);
    expect(inv.argv.slice(3)).toEqual(["testcage-mocha-coverage", ...plain.argv]);
    expect(inv.env).toEqual({
      TESTCAGE_MOCHA_REPORT: "/r/testcage-mocha.jsonl",
      TESTCAGE_PROJECT: "/p",
      TESTCAGE_COVERAGE_DIR: "/r/coverage",
      TESTCAGE_COVERAGE_PROBLEM: "/r/coverage-problem.txt",
    });
    expect(inv.reports).toEqual([
      { name: "harness", file: "testcage-mocha.jsonl" },
      { name: "coverage", file: "coverage/coverage-final.json" },
      { name: "coverage-problem", file: "coverage-problem.txt" },
    ]);
    expect(inv.coverage).toEqual({ report: "coverage", format: "istanbul", problemReport: "coverage-problem" });
    // The framework check still looks for mocha itself.
    expect(inv.requires).toEqual(plain.requires);
  });

  it("without coverage, or with a test command, adds nothing", () => {
    const off = plan(facts(), false);
    expect(off.argv[0]).toBe("/p/node_modules/.bin/mocha");
    expect(off.coverage).toBeNull();
    expect(off.reports).toHaveLength(1);
    const custom = plan(facts(), true, "npm test");
    expect(custom.argv).toEqual(["sh", "-c", "npm test"]);
    expect(custom.coverage).toMatchObject({ problem: expect.stringMatching(/test command/) });
  });
});

describe("the launcher picks the coverage tool at run time", () => {
  const dir = mkdtempSync(join(tmpdir(), "tc-mocha-cov-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const tool = (path: string, body: string): void => {
    writeFileSync(path, `#!/bin/sh\n${body}\n`);
    chmodSync(path, 0o755);
  };
  // Stand-ins that say who ran, with which arguments.
  const say = (name: string) => `echo "${name} $*"`;
  const project = (name: string, tools: string[]): string => {
    const root = join(dir, name);
    mkdirSync(join(root, "node_modules/.bin"), { recursive: true });
    tool(join(root, "node_modules/.bin/mocha"), say("mocha"));
    for (const t of tools) tool(join(root, "node_modules/.bin", t), say(`project-${t}`));
    return root;
  };
  const pathBin = join(dir, "path-bin");
  mkdirSync(pathBin);
  tool(join(pathBin, "c8"), say("path-c8"));

  const run = (root: string, opts: { pkg?: PackageJson; pathC8?: boolean } = {}) => {
    const inv = mocha.plan({
      paths: { ...paths, project: root, reports: join(root, "reports") },
      facts: facts(opts.pkg ?? null),
      filter: [],
      testCommand: null,
      coverage: true,
    });
    rmSync(join(root, "reports"), { recursive: true, force: true });
    mkdirSync(join(root, "reports"));
    const r = spawnSync(inv.argv[0]!, inv.argv.slice(1), {
      cwd: root,
      encoding: "utf8",
      env: { PATH: `${opts.pathC8 ? `${pathBin}:` : ""}/usr/bin:/bin`, TMPDIR: dir, ...inv.env },
    });
    const problem = join(root, "reports/coverage-problem.txt");
    return {
      out: r.stdout.trim(),
      status: r.status,
      problem: existsSync(problem) ? readFileSync(problem, "utf8") : null,
    };
  };

  it("the project's c8 first: json and text-summary, reports and raw data outside the project, no threshold", () => {
    const root = project("both", ["c8", "nyc"]);
    const { out, problem } = run(root, { pathC8: true });
    expect(out).toMatch(
      new RegExp(
        `^project-c8 --reporter=json --reporter=text-summary --reports-dir=${root}/reports/coverage --temp-directory=${dir}/testcage-coverage\\.\\w+ --check-coverage=false ${root}/node_modules/\\.bin/mocha --require `,
      ),
    );
    expect(problem).toBeNull();
  });

  it("nyc when the project declares nyc and not c8", () => {
    const root = project("nyc", ["c8", "nyc"]);
    const { out } = run(root, { pkg: { devDependencies: { nyc: "^18", mocha: "^11" } } });
    expect(out).toMatch(
      new RegExp(
        `^project-nyc --reporter=json --reporter=text-summary --report-dir=${root}/reports/coverage --temp-dir=${dir}/testcage-coverage\\.\\w+ --check-coverage=false --cache=false ${root}/node_modules/\\.bin/mocha `,
      ),
    );
    expect(run(root, { pkg: { devDependencies: { nyc: "^18", c8: "^11" } } }).out).toMatch(/^project-c8 /);
    expect(run(project("nyc-only", ["nyc"])).out).toMatch(/^project-nyc /);
  });

  it("the sandbox's c8 (the runner image's) when the project has neither", () => {
    expect(run(project("image", []), { pathC8: true }).out).toMatch(
      /^path-c8 --reporter=json .* --check-coverage=false /,
    );
  });

  it("no tool anywhere: mocha runs plainly and the reason is written", () => {
    const { out, status, problem } = run(project("none", []));
    expect(out).toMatch(/^mocha --require /);
    expect(status).toBe(0);
    expect(problem).toBe(`${NO_COVERAGE_TOOL}\n`);
  });
});

describe("what c8 and nyc wrote around mocha", () => {
  const FIX = join(ROOT, "__tests__/fixtures/coverage/mocha");
  const printed = (tool: string) =>
    Object.fromEntries(
      [...readFileSync(join(FIX, `${tool}-summary.txt`), "utf8").matchAll(/^(\w+)\s*:.*\(\s*(\d+)\/(\d+)\s*\)/gm)].map(
        (m) => [m[1], { covered: Number(m[2]), total: Number(m[3]) }],
      ),
    );
  const read = (tool: string, files: string[]): Coverage =>
    normalizeCoverage("istanbul", readFileSync(join(FIX, `${tool}-coverage-final.json`), "utf8"), {
      projectPath: `/work/mocha-${tool}`,
      projectFiles: files,
      toRepo: (rel) => `proj/${rel}`,
    });

  it.each([
    ["c8", ["lib/format.js", "lib/shapes.js", "test/shapes.spec.js"]],
    ["nyc", ["lib/shapes.js", "test/shapes.spec.js"]],
  ])("%s: statements, branches, functions and lines equal its text-summary", (tool, files) => {
    const c = read(tool, files);
    const p = printed(tool);
    expect(Object.keys(p)).toHaveLength(4);
    expect({ s: c.statements, b: c.branches, f: c.functions, l: c.lines }).toMatchObject({
      s: p["Statements"],
      b: p["Branches"],
      f: p["Functions"],
      l: p["Lines"],
    });
  });

  it("c8 lists the file no test loaded (the sample's .c8rc.json sets all) as wholly uncovered", () => {
    const c = read("c8", ["lib/format.js", "lib/shapes.js", "test/shapes.spec.js"]);
    expect(c.files.map((f) => [f.file, f.uncovered_lines])).toEqual([
      ["proj/lib/format.js", [[1, 7]]],
      [
        "proj/lib/shapes.js",
        [
          [4, 5],
          [12, 16],
        ],
      ],
    ]);
  });
});

describe("a missing tool reaches results.json as the coverage problem", () => {
  it("with no figures, not zeros", () => {
    const c = readCoverage(
      mocha,
      plan(facts()),
      { "coverage-problem": { ok: true, text: `${NO_COVERAGE_TOOL}\n` } },
      "/p",
      [],
      pathMapper("/p", "app"),
    );
    expect(c).toMatchObject({ format: null, lines: null, branches: null, functions: null, files: [] });
    expect(c.problem).toBe(NO_COVERAGE_TOOL);
  });
});
