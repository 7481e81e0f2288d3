import { describe, expect, it } from "vitest";
import { borpConfigFiles, borpTestFiles, globRegExp, runsBorp } from "../../../src/frameworks/node-test/borp.js";
import { planNodeTest } from "../../../src/frameworks/node-test/plan.js";
import { scriptNotFollowed } from "../../../src/frameworks/test-script.js";
import type { ProjectFacts } from "../../../src/core/adapter-types.js";

// avvio 9.3.1's layout: tests, an ES-module test helper and fixtures under test/.
const AVVIO = [
  "package.json",
  ".borp.yaml",
  "index.js",
  "test/basic.test.js",
  "test/esm.mjs",
  "test/esm.test.js",
  "test/fixtures/esm.mjs",
  "test/fixtures/plugin-no-next.js",
  "test/lib/create-promise.test.js",
];

const facts = (test: string, files = AVVIO, borpYaml?: string): ProjectFacts => ({
  files,
  topLevel: [],
  texts: borpYaml === undefined ? {} : { ".borp.yaml": borpYaml },
  packageJson: { scripts: { test: "npm run test:unit", "test:unit": test } },
});

describe("borp's file set", () => {
  it("is its config's files (avvio: test/**/*.test.js), not node's default patterns", () => {
    expect(
      borpTestFiles(facts("borp --coverage --check-coverage", AVVIO, "files:\n  - 'test/**/*.test.js'\n")),
    ).toEqual({
      files: ["test/basic.test.js", "test/esm.test.js", "test/lib/create-promise.test.js"],
      env: {},
    });
  });

  it("is the files or globs given, else --pattern, else every *.test.* outside node_modules; --ignore leaves some out", () => {
    const files = ["a.test.js", "lib/b.test.mjs", "test/c.test.cjs", "test/x.spec.js", "node_modules/d/e.test.js"];
    expect(borpTestFiles(facts("borp", files))?.files).toEqual(["a.test.js", "lib/b.test.mjs", "test/c.test.cjs"]);
    expect(borpTestFiles(facts("borp -p 'test/*.js'", files))?.files).toEqual(["test/x.spec.js"]);
    expect(borpTestFiles(facts("borp --pattern=**/*.cjs", files))?.files).toEqual(["test/c.test.cjs"]);
    expect(borpTestFiles(facts("borp -c 1 --reporter spec a.test.js", files))?.files).toEqual(["a.test.js"]);
    expect(borpTestFiles(facts("borp --ignore 'lib/**'", files))?.files).toEqual(["a.test.js", "test/c.test.cjs"]);
    expect(borpTestFiles(facts("c8 --100 borp", files))?.files).toHaveLength(3);
  });

  it("is not imitated where borp compiles TypeScript, nothing matches, or npm test does not run it", () => {
    expect(borpTestFiles(facts("borp", ["test/a.test.ts", "test/b.test.js"]))).toBeNull();
    expect(borpTestFiles(facts("borp", ["test/a.spec.js"]))).toBeNull();
    expect(borpTestFiles(facts("node --test", AVVIO))).toBeNull();
    expect(borpTestFiles(facts("borp && borp -p x", AVVIO))).toBeNull();
  });

  it("reads globs and config lists as borp's libraries do", () => {
    expect(globRegExp("test/**/*.test.js").test("test/a.test.js")).toBe(true);
    expect(globRegExp("test/**/*.test.js").test("test/x/y/a.test.js")).toBe(true);
    expect(globRegExp("test/**/*.test.js").test("test/a.test.mjs")).toBe(false);
    expect(globRegExp("**/*.test.{js,mjs}").test("a.test.mjs")).toBe(true);
    expect(globRegExp("./t?st/*.js").test("test/a.js")).toBe(true);
    expect(globRegExp("node_modules/**").test("node_modules/a/b.test.js")).toBe(true);
    expect(
      borpConfigFiles(
        "coverage:\n  check-coverage: true\nfiles:\n  - 'a/*.js' # unit\n  - \"b.js\"\nreporters:\n  - spec\n",
      ),
    ).toEqual(["a/*.js", "b.js"]);
    expect(borpConfigFiles("files: ['a.js', b.js]\n")).toEqual(["a.js", "b.js"]);
    expect(runsBorp(["npx", "borp"])).toBe(2);
    expect(runsBorp(["./node_modules/.bin/borp", "-C"])).toBe(1);
    expect(runsBorp(["c8", "node", "x"])).toBeNull();
  });
});

describe("node:test under borp", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  const avvio = facts("borp --coverage", AVVIO, "files:\n  - 'test/**/*.test.js'\n");
  it("runs node --test on borp's files, and says nothing is left unfollowed", () => {
    const inv = planNodeTest({ paths, facts: avvio, filter: [], testCommand: null, coverage: false } as never);
    expect(inv.argv.slice(-3)).toEqual([
      "./test/basic.test.js",
      "./test/esm.test.js",
      "./test/lib/create-promise.test.js",
    ]);
    // The generic note would say borp is not followed; the resolver asks borpTestFiles first.
    expect(scriptNotFollowed(avvio, "node-test")).toContain("not one plain node --test command");
  });
});
