// --shard K/N: the slices of a suite's test files (src/select/shard.ts) and which files each
// shardable adapter counts as tests.

import { describe, expect, it } from "vitest";
import { durationWeights, parseShard, shardFiles } from "../../src/select/shard.js";
import { goShardUnits, goTestFiles } from "../../src/frameworks/go/index.js";
import { vitestShardUnits, vitestTestFiles } from "../../src/frameworks/vitest.js";
import type { TestResult } from "../../src/core/model.js";
import { mochaTestFiles } from "../../src/frameworks/mocha/index.js";
import { nodeTestFiles } from "../../src/frameworks/node-test/index.js";
import { rspecTestFiles } from "../../src/frameworks/rspec.js";
import { jestTestFiles } from "../../src/frameworks/jest.js";
import { pytestTestFiles } from "../../src/frameworks/pytest.js";
import type { ProjectFacts } from "../../src/core/adapter-types.js";
import { resolveOptions, InputError } from "../../src/options/options.js";

const facts = (files: string[], over: Partial<ProjectFacts> = {}): ProjectFacts => ({
  files,
  packageJson: null,
  topLevel: [],
  texts: {},
  ...over,
});

describe("parseShard", () => {
  it("reads K/N", () => {
    expect(parseShard("2/4")).toEqual({ index: 2, total: 4 });
    expect(parseShard(" 1 / 1 ")).toEqual({ index: 1, total: 1 });
  });
  it.each(["0/3", "4/3", "1/0", "3", "a/b", "1/3/4", "-1/3", "1/1001", ""])("refuses %j", (v) => {
    expect(() => parseShard(v)).toThrow(/shard must be K\/N/);
  });
  it("is an input error in the options, and refuses filter and test-command with it", () => {
    expect(resolveOptions({ shard: "2/3" }, "/w", {}).shard).toEqual({ index: 2, total: 3 });
    expect(resolveOptions({}, "/w", {}).shard).toBeNull();
    expect(() => resolveOptions({ shard: "5/3" }, "/w", {})).toThrow(InputError);
    expect(() => resolveOptions({ shard: "1/2", filter: ["a.py::t"] }, "/w", {})).toThrow(/combined with filter/);
    expect(() => resolveOptions({ shard: "1/2", testCommand: "pytest" }, "/w", {})).toThrow(/test-command/);
    expect(resolveOptions({ shard: "1/2", durations: "prev/results.json" }, "/w", {}).durations).toEqual({
      path: "/w/prev/results.json",
      label: "prev/results.json",
    });
    expect(() => resolveOptions({ durations: "r.json" }, "/w", {})).toThrow(/without shard it changes nothing/);
  });
});

describe("shardFiles", () => {
  const files = Array.from({ length: 23 }, (_, i) => `tests/test_${String(i).padStart(2, "0")}.py`);

  it("puts every file in exactly one shard, balanced by count", () => {
    for (const total of [1, 2, 3, 4, 7, 23]) {
      const slices = Array.from({ length: total }, (_, k) => shardFiles(files, { index: k + 1, total }));
      const all = slices.flat();
      expect(all.length).toBe(files.length);
      expect(new Set(all)).toEqual(new Set(files));
      const sizes = slices.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it("does not depend on the order the files were listed in, and ignores repeats", () => {
    const shuffled = [...files].reverse().concat(files.slice(0, 3));
    for (let k = 1; k <= 4; k++) {
      expect(shardFiles(shuffled, { index: k, total: 4 })).toEqual(shardFiles(files, { index: k, total: 4 }));
    }
  });

  it("sorts by code unit, the same on every machine", () => {
    expect(shardFiles(["b.py", "B.py", "a.py", "ä.py"], { index: 1, total: 1 })).toEqual([
      "B.py",
      "a.py",
      "b.py",
      "ä.py",
    ]);
  });

  it("gives empty shards past the number of files", () => {
    expect(shardFiles(["a.py", "b.py"], { index: 3, total: 5 })).toEqual([]);
    expect(shardFiles([], { index: 1, total: 1 })).toEqual([]);
  });
});

describe("shardFiles with weights", () => {
  const deal = (files: string[], total: number, weights: Record<string, number>): string[][] =>
    Array.from({ length: total }, (_, k) =>
      shardFiles(files, { index: k + 1, total }, new Map(Object.entries(weights))),
    );

  it("deals the heaviest first into the lightest shard", () => {
    // 8 -> s1; 7 -> s2; 5 -> s2 (7 < 8): 12; 4 -> s1: 12; 3 -> s1 (tie, lower index): 15; 2 -> s2: 14.
    const w = { a: 8, b: 7, c: 5, d: 4, e: 3, f: 2 };
    expect(deal(Object.keys(w), 2, w)).toEqual([
      ["a", "d", "e"],
      ["b", "c", "f"],
    ]);
  });

  it("beats the round-robin split on a skewed suite and keeps every file in exactly one shard", () => {
    const files = Array.from({ length: 40 }, (_, i) => `t${String(i).padStart(2, "0")}.py`);
    const w = Object.fromEntries(files.map((f, i) => [f, i % 4 === 0 && i < 16 ? 1000 : 10]));
    const slices = deal(files, 4, w);
    expect(slices.flat().sort()).toEqual(files);
    const load = (s: string[]): number => s.reduce((n, f) => n + w[f]!, 0);
    const loads = slices.map(load);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(10);
    const roundRobin = Array.from({ length: 4 }, (_, k) => load(shardFiles(files, { index: k + 1, total: 4 })));
    expect(Math.max(...roundRobin)).toBeGreaterThan(Math.max(...loads));
  });

  it("counts weights below 1 as 1, so no shard is empty while there are enough files", () => {
    const slices = deal(["a", "b", "c"], 3, { a: 0, b: -5, c: Number.NaN });
    expect(slices).toEqual([["a"], ["b"], ["c"]]);
  });

  it("is deterministic whatever the order of the list", () => {
    const files = ["x", "y", "z", "w", "v"];
    const w = { x: 3, y: 3, z: 3, w: 1, v: 2 };
    expect(deal([...files].reverse(), 3, w)).toEqual(deal(files, 3, w));
  });
});

describe("durationWeights", () => {
  const t = (file: string | null, ms: number | null): TestResult => ({
    id: `${file}::t`,
    name: "t",
    suite: [],
    status: "passed",
    duration_ms: ms,
    file,
    line: null,
    message: null,
    stack: null,
    stdout: null,
    stderr: null,
  });

  it("sums each file's tests; a file the earlier run lacks weighs the mean of the known ones", () => {
    const w = durationWeights(["a.py", "b.py", "new.py"], {
      tests: [t("a.py", 100), t("a.py", 50), t("b.py", 30), t("gone.py", 999), t(null, 5), t("b.py", null)],
    });
    expect(w).toEqual(
      new Map([
        ["a.py", 150],
        ["b.py", 30],
        ["new.py", 90],
      ]),
    );
  });

  it("reads files of a project in a working directory (results.json names them from the repository's root)", () => {
    const previous = {
      working_directory: "services/api",
      tests: [t("services/api/a.py", 40), t("services/api/tests/b.py", 2), t("web/a.py", 900)],
    };
    expect(durationWeights(["a.py", "tests/b.py"], previous)).toEqual(
      new Map([
        ["a.py", 40],
        ["tests/b.py", 2],
      ]),
    );
    expect(durationWeights(["a.py"], { working_directory: ".", tests: [t("a.py", 3)] })).toEqual(
      new Map([["a.py", 3]]),
    );
  });

  it("maps test files to their unit (go's package folder) and is null when nothing maps", () => {
    const units = goShardUnits(["x/a_test.go", "x/b_test.go", "y/c_test.go"]);
    const unitOf = (f: string): string => units.get(f) ?? f;
    const w = durationWeights(["x", "y"], { tests: [t("x/a_test.go", 10), t("x/b_test.go", 5), t("y", 7)] }, unitOf);
    expect(w).toEqual(
      new Map([
        ["x", 15],
        ["y", 7],
      ]),
    );
    expect(durationWeights(["x"], { tests: [t("z.py", 1)] })).toBeNull();
  });
});

describe("vitestTestFiles and vitestShardUnits", () => {
  it("takes vitest's default include and refuses configuration that chooses the files", () => {
    const files = ["src/a.test.ts", "b.spec.mjs", "c.test.tsx", "util.ts", "node_modules/x/y.test.js", "e2e.cy.ts"];
    expect(vitestTestFiles(facts(files))).toEqual(["src/a.test.ts", "b.spec.mjs", "c.test.tsx"]);
    const cfg = (text: string) => facts(["vitest.config.ts"], { texts: { "vitest.config.ts": text } });
    expect(vitestTestFiles(cfg("export default { test: {} }"))).toEqual([]);
    expect(vitestTestFiles(cfg("export default { test: { include: ['x/**'] } }"))).toMatch(/mentions include/);
    expect(vitestTestFiles(facts(["vite.config.js"]))).toMatch(/could not be read/);
    expect(vitestTestFiles(facts(["vitest.workspace.ts"]))).toMatch(/workspace/);
    expect(vitestTestFiles(facts([], { packageJson: { scripts: { test: "vitest run src" } } }))).toMatch(
      /names the paths/,
    );
    expect(vitestTestFiles(facts([], { packageJson: { scripts: { test: "vitest --dir src" } } }))).toMatch(/--dir/);
  });

  it("puts a file with the path of another inside its own in that other's unit", () => {
    // vitest's filter "a.test.ts" also selects "sub/a.test.ts", "ba.test.ts" and "A.test.tsx" (lower-cased).
    const files = ["a.test.ts", "sub/a.test.ts", "ba.test.ts", "A.test.tsx", "b.test.ts", "x/sub/a.test.ts"];
    expect(vitestShardUnits(files)).toEqual(
      new Map([
        ["sub/a.test.ts", "a.test.ts"],
        ["ba.test.ts", "a.test.ts"],
        ["A.test.tsx", "a.test.ts"],
        ["x/sub/a.test.ts", "a.test.ts"],
      ]),
    );
    expect(vitestShardUnits(["one.test.ts", "two.test.ts"])).toEqual(new Map());
  });
});

describe("mochaTestFiles, nodeTestFiles, rspecTestFiles", () => {
  it("mocha: ./test/*.{js,cjs,mjs}, not deeper; refuses what chooses other files", () => {
    const files = ["test/a.spec.js", "test/b.cjs", "test/sub/c.js", "test/d.ts", "lib/e.js"];
    expect(mochaTestFiles(facts(files))).toEqual(["test/a.spec.js", "test/b.cjs"]);
    expect(mochaTestFiles(facts([], { packageJson: { mocha: { spec: "src/**/*.spec.js" } } }))).toMatch(/package.json/);
    expect(mochaTestFiles(facts([".mocharc.yml"], { texts: { ".mocharc.yml": "recursive: true\n" } }))).toMatch(
      /mentions recursive/,
    );
    expect(mochaTestFiles(facts([".mocharc.js"]))).toMatch(/could not be read/);
    expect(mochaTestFiles(facts([], { packageJson: { scripts: { test: "mocha --recursive" } } }))).toMatch(
      /--recursive/,
    );
    expect(mochaTestFiles(facts([], { packageJson: { scripts: { test: "mocha spec" } } }))).toMatch(/names the files/);
  });

  it("node:test: node's default names; refuses TypeScript tests, dot folders and glob characters", () => {
    const files = [
      "a.test.js",
      "lib/b-test.mjs",
      "test/c.cjs",
      "test/sub/d.js",
      "test-e.js",
      "f.js",
      "node_modules/x/test/g.js",
    ];
    expect(nodeTestFiles(facts(files))).toEqual([
      "a.test.js",
      "lib/b-test.mjs",
      "test/c.cjs",
      "test/sub/d.js",
      "test-e.js",
    ]);
    expect(nodeTestFiles(facts(["a.test.js", "b.test.ts"]))).toMatch(/TypeScript/);
    expect(nodeTestFiles(facts([".x/test/a.js"]))).toMatch(/dot folder/);
    expect(nodeTestFiles(facts(["test/[a].js"]))).toMatch(/glob character/);
    expect(nodeTestFiles(facts([], { packageJson: { scripts: { test: "node --test test/" } } }))).toMatch(
      /names the files/,
    );
  });

  it("rspec: spec/**/*_spec.rb; refuses an options file that changes the pattern", () => {
    const files = ["spec/a_spec.rb", "spec/models/b_spec.rb", "spec/spec_helper.rb", "lib/c_spec.rb"];
    expect(rspecTestFiles(facts(files))).toEqual(["spec/a_spec.rb", "spec/models/b_spec.rb"]);
    expect(rspecTestFiles(facts([".rspec"], { texts: { ".rspec": "--require spec_helper\n" } }))).toEqual([]);
    expect(rspecTestFiles(facts([".rspec"], { texts: { ".rspec": "--pattern 'x/**/*.rb'\n" } }))).toMatch(/--pattern/);
    expect(rspecTestFiles(facts([".rspec-local"]))).toMatch(/could not be read/);
  });
});

describe("goTestFiles", () => {
  it("takes the _test.go files ./... builds, by package", () => {
    const files = [
      "go.mod",
      "a_test.go",
      "pkg/b_test.go",
      "pkg/b.go",
      "pkg/testdata/c_test.go",
      "vendor/v/d_test.go",
      "_old/e_test.go",
      ".x/f_test.go",
      "pkg/_g_test.go",
      "sub/go.mod",
      "sub/h_test.go",
    ];
    expect(goTestFiles(facts(files))).toEqual(["a_test.go", "pkg/b_test.go"]);
    expect(goShardUnits(["a_test.go", "pkg/b_test.go"])).toEqual(
      new Map([
        ["a_test.go", "."],
        ["pkg/b_test.go", "pkg"],
      ]),
    );
    expect(goTestFiles(facts(["x_test.go"]))).toMatch(/no go.mod/);
  });
});

describe("pytestTestFiles", () => {
  it("takes pytest's default test files, outside the folders it does not recurse into", () => {
    const files = [
      "tests/test_a.py",
      "tests/helpers.py",
      "pkg/b_test.py",
      "build/test_old.py",
      ".hidden/test_x.py",
      "env/pyvenv.cfg",
      "env/lib/test_site.py",
      "conftest.py",
    ];
    expect(pytestTestFiles(facts(files))).toEqual(["tests/test_a.py", "pkg/b_test.py"]);
  });
  it("keeps to testpaths", () => {
    const files = ["tests/test_a.py", "other/test_b.py", "tests2/test_c.py"];
    expect(pytestTestFiles(facts(files, { texts: { "pytest.ini": "[pytest]\ntestpaths = tests\n" } }))).toEqual([
      "tests/test_a.py",
    ]);
    expect(
      pytestTestFiles(
        facts(files, { texts: { "pyproject.toml": '[tool.pytest.ini_options]\ntestpaths = ["tests", "tests2"]\n' } }),
      ),
    ).toEqual(["tests/test_a.py", "tests2/test_c.py"]);
  });
  it("refuses a configuration that changes which files are tests", () => {
    expect(pytestTestFiles(facts([], { texts: { "pytest.ini": "[pytest]\npython_files = check_*.py\n" } }))).toMatch(
      /pytest.ini sets python_files/,
    );
    expect(pytestTestFiles(facts([], { texts: { "setup.cfg": "[tool:pytest]\ntestpaths =\n  a\n  b\n" } }))).toMatch(
      /testpaths in a form/,
    );
  });
});

describe("jestTestFiles", () => {
  it("takes jest's default testMatch", () => {
    const files = ["src/a.test.ts", "src/__tests__/b.js", "src/c.spec.jsx", "src/util.ts", "test.js", "e2e/x.cy.ts"];
    expect(jestTestFiles(facts(files))).toEqual(["src/a.test.ts", "src/__tests__/b.js", "src/c.spec.jsx", "test.js"]);
  });
  it("refuses configuration that chooses the test files", () => {
    expect(jestTestFiles(facts([], { packageJson: { jest: { testMatch: ["**/*.t.js"] } } }))).toMatch(/package.json/);
    expect(
      jestTestFiles(facts(["jest.config.js"], { texts: { "jest.config.js": "module.exports = { roots: ['src'] }" } })),
    ).toMatch(/jest.config.js sets roots/);
    expect(jestTestFiles(facts(["jest.config.ts"]))).toMatch(/could not be read/);
    expect(jestTestFiles(facts([], { packageJson: { scripts: { test: "jest src/unit" } } }))).toMatch(
      /names the paths/,
    );
  });
});

describe("plans of a shard", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  it("pytest passes the shard's files as its file arguments", async () => {
    const { pytest } = await import("../../src/frameworks/pytest.js");
    const argv = pytest.plan({
      paths,
      facts: facts(["tests/test_a.py"]),
      filter: [],
      shardFiles: ["tests/test_a.py", "tests/test_c.py"],
      testCommand: null,
    }).argv;
    expect(argv.slice(-2)).toEqual(["/p/tests/test_a.py", "/p/tests/test_c.py"]);
  });
  it("jest anchors each file and drops the test script's paths", async () => {
    const { jest } = await import("../../src/frameworks/jest.js");
    const argv = jest.plan({
      paths,
      facts: facts(["a.test.js"], { packageJson: { scripts: { test: "jest --silent" } } }),
      filter: [],
      shardFiles: ["a.test.js", "b/c.test.js"],
      testCommand: null,
    }).argv;
    expect(argv.slice(-2)).toEqual(["^/p/a\\.test\\.js$", "^/p/b/c\\.test\\.js$"]);
  });
  it("vitest passes the shard's files and drops the test script's paths", async () => {
    const { vitest } = await import("../../src/frameworks/vitest.js");
    const argv = vitest.plan({
      paths,
      facts: facts(["a.test.ts"], { packageJson: { scripts: { test: "vitest run src" } } }),
      filter: [],
      shardFiles: ["a.test.ts", "b/c.test.ts"],
      testCommand: null,
    }).argv;
    expect(argv.slice(-2)).toEqual(["/p/a.test.ts", "/p/b/c.test.ts"]);
    expect(argv).not.toContain("src");
  });
  it("go tests the shard's packages instead of ./...", async () => {
    const { go } = await import("../../src/frameworks/go/index.js");
    const argv = go.plan({
      paths,
      facts: facts(["go.mod"]),
      filter: [],
      shardFiles: [".", "pkg/x"],
      testCommand: null,
    }).argv;
    expect(argv.slice(-2)).toEqual([".", "./pkg/x"]);
    expect(argv).not.toContain("./...");
  });
});
