// --shard K/N: the slices of a suite's test files (src/shard.ts) and which files each
// shardable adapter counts as tests.

import { describe, expect, it } from "vitest";
import { parseShard, shardFiles } from "../../src/shard.js";
import { jestTestFiles } from "../../src/frameworks/jest.js";
import { pytestTestFiles } from "../../src/frameworks/pytest.js";
import type { ProjectFacts } from "../../src/frameworks/types.js";
import { resolveOptions, InputError } from "../../src/options.js";

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
});
