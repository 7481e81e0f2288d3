import { describe, expect, it } from "vitest";
import { testScriptArgs, words, type ScriptRules } from "../../../src/frameworks/test-script.js";
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
