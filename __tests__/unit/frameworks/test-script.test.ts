import { describe, expect, it } from "vitest";
import {
  expandGlob,
  expandedWords,
  testScriptArgs,
  testScriptChain,
  words,
  type ScriptRules,
} from "../../../src/frameworks/test-script.js";
import type { ProjectFacts } from "../../../src/core/adapter-types.js";

const facts = (test: string | undefined): ProjectFacts => ({
  files: ["package.json"],
  topLevel: ["package.json"],
  texts: {},
  packageJson: test === undefined ? {} : { scripts: { test } },
});

const RULES: ScriptRules = {
  subcommands: ["run"],
  own: ["--reporter", "--watch", "--json", "--outputFile"],
  ownWithValue: ["--reporter", "--outputFile"],
  pattern: ["-t"],
};

describe("testScriptArgs", () => {
  it("keeps the script's flags with their values and its paths, drops testcage's own", () => {
    expect(
      testScriptArgs(
        facts("vitest run --typecheck --config ci.mjs --reporter dot --watch src/"),
        "vitest",
        RULES,
        false,
      ),
    ).toEqual({ flags: ["--typecheck", "--config", "ci.mjs"], positionals: ["src/"] });
  });

  it("a path after a flag with '=' or after a dropped boolean is a path", () => {
    expect(testScriptArgs(facts("npx vitest --config=ci.mjs --watch tests"), "vitest", RULES, false)).toEqual({
      flags: ["--config=ci.mjs"],
      positionals: ["tests"],
    });
  });

  it("drops the name pattern when testcage filters, keeps it otherwise", () => {
    expect(testScriptArgs(facts("vitest -t slow"), "vitest", RULES, true)).toEqual({ flags: [], positionals: [] });
    expect(testScriptArgs(facts("vitest -t slow"), "vitest", RULES, false)?.flags).toEqual(["-t", "slow"]);
  });

  it("imitates nothing but one plain command of the tool", () => {
    for (const script of ["vitest run && eslint .", "FOO=1 vitest", "jest", "node --test", undefined]) {
      expect(testScriptArgs(facts(script), "vitest", RULES, false)).toBeNull();
    }
  });

  it("splits on spaces and quotes, refuses shell syntax", () => {
    expect(words(`mocha --require "./a b.js" 'x y'`)).toEqual(["mocha", "--require", "./a b.js", "x y"]);
    expect(words("mocha $(ls)")).toBeNull();
  });
});

describe("globs in a test script, expanded as sh expands them", () => {
  const files = [
    "tests/index.mjs",
    "tests/bind.mjs",
    "tests/.hidden.mjs",
    "tests/deep/a.mjs",
    "test/a.spec.js",
    "test/b.spec.js",
    "test/c1.js",
    "test/cx.js",
    "src/x.ts",
  ];

  it("matches each path segment: * and ? stay inside a folder, [...] is a set, hidden files need a dot", () => {
    expect(expandGlob("./tests/*.mjs", files)).toEqual(["./tests/bind.mjs", "./tests/index.mjs"]);
    expect(expandGlob("tests/.*.mjs", files)).toEqual(["tests/.hidden.mjs"]);
    expect(expandGlob("tests/*/*.mjs", files)).toEqual(["tests/deep/a.mjs"]);
    expect(expandGlob("test/c?.js", files)).toEqual(["test/c1.js", "test/cx.js"]);
    expect(expandGlob("test/c[0-9].js", files)).toEqual(["test/c1.js"]);
    expect(expandGlob("test/c[!0-9].js", files)).toEqual(["test/cx.js"]);
    expect(expandGlob("t*", files)).toEqual(["test", "tests"]);
  });

  it("leaves a pattern that matches nothing, or that it does not walk, as written", () => {
    expect(expandGlob("spec/*.js", files)).toEqual(["spec/*.js"]);
    expect(expandGlob("../tests/*.mjs", files)).toEqual(["../tests/*.mjs"]);
    expect(expandGlob("test/[.js", files)).toEqual(["test/[.js"]);
  });

  it("expands only unquoted words, and hands the expanded files to the framework's arguments", () => {
    expect(expandedWords("mocha test/*.spec.js 'test/*.js' \"src/*\"", files)).toEqual([
      "mocha",
      "test/a.spec.js",
      "test/b.spec.js",
      "test/*.js",
      "src/*",
    ]);
    expect(words("mocha test/*.spec.js")).toEqual(["mocha", "test/*.spec.js"]);
    expect(testScriptArgs({ ...facts("mocha test/*.spec.js"), files }, "mocha", RULES, false)?.positionals).toEqual([
      "test/a.spec.js",
      "test/b.spec.js",
    ]);
  });
});

describe("testScriptChain", () => {
  it("follows the scripts the test script runs by name, once each, through npm, pnpm and yarn", () => {
    const chain = (scripts: Record<string, string>): string[] =>
      testScriptChain({ ...facts(undefined), packageJson: { scripts } });
    expect(
      chain({
        test: "npm run lint && npm run-script unit && pnpm run types && yarn e2e",
        lint: "eslint .",
        unit: "npm run unit:node",
        "unit:node": "jest",
        types: "tsc && npm test",
        e2e: "npm run unit",
        other: "never",
      }),
    ).toEqual([
      "npm run lint && npm run-script unit && pnpm run types && yarn e2e",
      "eslint .",
      "npm run unit:node",
      "jest",
      "tsc && npm test",
      "npm run unit",
    ]);
    expect(chain({ test: "npm run test", build: "x" })).toEqual(["npm run test"]);
    expect(chain({})).toEqual([]);
  });
});
