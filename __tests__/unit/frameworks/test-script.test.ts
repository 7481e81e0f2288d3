import { describe, expect, it } from "vitest";
import {
  commandsOf,
  expandGlob,
  expandedWords,
  scriptNotFollowed,
  testScriptArgs,
  testScriptChain,
  words,
  type ScriptArgs,
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
    ).toEqual({ flags: ["--typecheck", "--config", "ci.mjs"], positionals: ["src/"], env: {} });
  });

  it("a path after a flag with '=' or after a dropped boolean is a path", () => {
    expect(testScriptArgs(facts("npx vitest --config=ci.mjs --watch tests"), "vitest", RULES, false)).toEqual({
      flags: ["--config=ci.mjs"],
      positionals: ["tests"],
      env: {},
    });
  });

  it("drops the name pattern when testcage filters, keeps it otherwise", () => {
    expect(testScriptArgs(facts("vitest -t slow"), "vitest", RULES, true)).toEqual({
      flags: [],
      positionals: [],
      env: {},
    });
    expect(testScriptArgs(facts("vitest -t slow"), "vitest", RULES, false)?.flags).toEqual(["-t", "slow"]);
  });

  it("imitates one plain command of the tool, nothing else", () => {
    for (const script of [
      "vitest | tee log",
      "vitest $(cat args)",
      "vitest run unit && vitest run --config e2e.mjs",
      "jest",
      "node --test",
      "eslint 'src",
      undefined,
    ]) {
      expect(testScriptArgs(facts(script), "vitest", RULES, false)).toBeNull();
    }
  });

  it("finds the tool's command in a chain, with the variables set for it", () => {
    expect(testScriptArgs(facts("pnpm lint && vitest run --typecheck"), "vitest", RULES, false)).toEqual({
      flags: ["--typecheck"],
      positionals: [],
      env: {},
    });
    expect(testScriptArgs(facts("tsc; TZ=UTC NODE_ENV=test vitest src || exit 1"), "vitest", RULES, false)).toEqual({
      flags: [],
      positionals: ["src"],
      env: { TZ: "UTC", NODE_ENV: "test" },
    });
    // cross-env's assignments too; the run's own PATH, HOME and TESTCAGE_* are not the script's to set.
    expect(
      testScriptArgs(facts("cross-env PATH=/x HOME=/h TESTCAGE_X=1 DEBUG=0 vitest"), "vitest", RULES, false)?.env,
    ).toEqual({ DEBUG: "0" });
    // && inside quotes is part of a word, not a chain.
    expect(commandsOf(`vitest -t "a && b"; eslint`)).toEqual([`vitest -t "a && b"`, "eslint"]);
    expect(commandsOf(`a || b;;c && 'd`)).toBeNull();
    expect(commandsOf(`a || b;;c`)).toEqual(["a", "b", "c"]);
  });

  it("follows the scripts the test script runs by name, with the words passed on to them", () => {
    const through = (scripts: Record<string, string>): ScriptArgs | null =>
      testScriptArgs({ ...facts(undefined), packageJson: { scripts } }, "mocha", RULES, false);
    expect(
      through({
        test: "npm run test:node && npm run test:browser && npm run lint",
        "test:node": "mocha test.js test.node.js",
        "test:browser": "karma start --single-run",
        lint: "xo",
      }),
    ).toEqual({ flags: [], positionals: ["test.js", "test.node.js"], env: {} });
    expect(
      through({ test: "npm run unit -- --bail", unit: "yarn run mocha:all", "mocha:all": "mocha --recursive" }),
    ).toEqual({ flags: ["--recursive", "--bail"], positionals: [], env: {} });
    expect(through({ test: "pnpm unit spec", unit: "mocha" })?.positionals).toEqual(["spec"]);
    // A loop of names ends; a script that runs the tool twice is not imitated.
    expect(through({ test: "npm run a", a: "npm run test" })).toBeNull();
    // Two runs of the tool on different paths with the same flags are one run on both (what npm test runs);
    // other flags, or a run without paths (the config's whole file set), are not imitated.
    expect(through({ test: "npm run a && npm run b", a: "mocha unit --bail", b: "mocha e2e --bail" })).toEqual({
      flags: ["--bail"],
      positionals: ["unit", "e2e"],
      env: {},
    });
    expect(through({ test: "mocha a && mocha b && mocha a" })?.positionals).toEqual(["a", "b"]);
    expect(through({ test: "npm run a && npm run b", a: "mocha unit", b: "mocha --bail e2e" })).toBeNull();
    expect(through({ test: "npm run a && npm run b", a: "mocha unit", b: "mocha" })).toBeNull();
    expect(through({ test: "A=1 mocha unit && mocha e2e" })).toBeNull();
    // A pipe in a command of the chain that mentions the tool makes the chain unreadable.
    expect(through({ test: "npm run a && npm run b", a: "mocha unit", b: "mocha e2e | tee x" })).toBeNull();
  });

  it("runs a bin through pnpm, yarn or npm exec when no script has its name (defu: pnpm vitest run)", () => {
    const vitest = (scripts: Record<string, string>): ScriptArgs | null =>
      testScriptArgs({ ...facts(undefined), packageJson: { scripts } }, "vitest", RULES, false);
    expect(vitest({ test: "pnpm lint && pnpm vitest run src --typecheck", lint: "eslint ." })).toEqual({
      flags: ["--typecheck"],
      positionals: ["src"],
      env: {},
    });
    expect(vitest({ test: "yarn vitest --reporter dot" })).toEqual({ flags: [], positionals: [], env: {} });
    expect(vitest({ test: "pnpm exec vitest run a" })?.positionals).toEqual(["a"]);
    expect(vitest({ test: "npm exec -- vitest b" })?.positionals).toEqual(["b"]);
    // A script of that name is what pnpm runs.
    expect(vitest({ test: "pnpm vitest", vitest: "vitest run --typecheck" })?.flags).toEqual(["--typecheck"]);
    // `npm run <name>` with no such script runs nothing.
    expect(vitest({ test: "npm run vitest" })).toBeNull();
  });

  it("keeps an assignment that adds to the variable's own value, as jest's docs write it for ES modules", () => {
    const jest = (test: string): ScriptArgs | null => testScriptArgs(facts(test), "jest", RULES, false);
    expect(jest(`NODE_OPTIONS="$NODE_OPTIONS --experimental-vm-modules" npx jest src --coverage`)).toEqual({
      flags: ["--coverage"],
      positionals: ["src"],
      env: { NODE_OPTIONS: "--experimental-vm-modules" },
    });
    expect(jest("NODE_OPTIONS=${NODE_OPTIONS} TZ=UTC jest")?.env).toEqual({ NODE_OPTIONS: "", TZ: "UTC" });
    expect(scriptNotFollowed(facts(`NODE_OPTIONS="$NODE_OPTIONS --experimental-vm-modules" npx jest`), "jest")).toBe(
      null,
    );
    // Another variable, a reference elsewhere, or one in single quotes (sh does not expand it) is not imitated.
    expect(jest(`NODE_OPTIONS="$OTHER --x" jest`)).toBeNull();
    expect(jest(`NODE_OPTIONS=--x jest $NODE_OPTIONS`)).toBeNull();
    expect(jest(`NODE_OPTIONS='$NODE_OPTIONS --x' jest`)).toBeNull();
  });

  it('follows pnpm\'s pattern of scripts (pnpm run "/^test:.*/"), reading only literal names and .*', () => {
    const vitest = (scripts: Record<string, string>): ScriptArgs | null =>
      testScriptArgs({ ...facts(undefined), packageJson: { scripts } }, "vitest", RULES, false);
    const scripts = { "test:lint": "eslint .", "test:spec": "vitest run tests/unit", "e2e:spec": "vitest run e2e" };
    expect(vitest({ test: 'pnpm run "/^test:.*/"', ...scripts })?.positionals).toEqual(["tests/unit"]);
    expect(vitest({ test: "pnpm /^test:spec/", ...scripts })?.positionals).toEqual(["tests/unit"]);
    expect(vitest({ test: 'pnpm run "/:spec/"', ...scripts })?.positionals).toEqual(["tests/unit", "e2e"]);
    // Other patterns (a package.json is the project's: nested repeats could take the run's time) match nothing.
    expect(vitest({ test: 'pnpm run "/^t.*.*.*.*c/"', ...scripts })).toBeNull();
    expect(vitest({ test: 'pnpm run "/^t[e]st:s+pec/"', ...scripts })).toBeNull();
    expect(vitest({ test: 'pnpm run "/^t.*.*.*c/"', ...scripts })?.positionals).toEqual(["tests/unit"]);
    expect(vitest({ test: 'npm run "/^test:.*/"', ...scripts })).toBeNull();
    expect(
      testScriptChain({ ...facts(undefined), packageJson: { scripts: { test: 'pnpm run "/^test:.*/"', ...scripts } } }),
    ).toEqual(['pnpm run "/^test:.*/"', "eslint .", "vitest run tests/unit"]);
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

describe("scriptNotFollowed", () => {
  it("says so when npm test wraps the tool or runs it twice (path-to-regexp's ts-scripts, ms's two jest runs)", () => {
    const wrapped = scriptNotFollowed(facts("ts-scripts test && npm run size"), "vitest");
    expect(wrapped).toContain('npm test runs "ts-scripts test && npm run size"');
    expect(wrapped).toContain("--test-command");
    const twice = {
      ...facts("npm run test:nodejs && npm run test:edge"),
      packageJson: {
        scripts: {
          test: "npm run test:nodejs && npm run test:edge",
          "test:nodejs": "jest --env node",
          "test:edge": "jest --env @edge-runtime/jest-environment",
        },
      },
    };
    expect(scriptNotFollowed(twice, "jest")).toContain(
      '(it runs jest 2 times, not only on different paths: "jest --env node", "jest --env @edge-runtime/jest-environment")',
    );
  });

  it("node:test: a wrapper that picks the files (avvio's borp) is said; node --test, under c8 too, is followed", () => {
    const borp = scriptNotFollowed(facts("borp --coverage --check-coverage"), "node-test");
    expect(borp).toContain('npm test runs "borp --coverage --check-coverage"');
    expect(borp).toContain("(not one plain node --test command); node --test runs with its own defaults");
    expect(scriptNotFollowed(facts("node test.js"), "node-test")).toContain("not one plain node --test command");
    expect(scriptNotFollowed(facts("node --test test/"), "node-test")).toBeNull();
    expect(scriptNotFollowed(facts("c8 --100 node --test"), "node-test")).toBeNull();
  });

  it("is silent when the script is followed, absent, npm's placeholder, or the adapter reads no script", () => {
    expect(scriptNotFollowed(facts("vitest run --passWithNoTests"), "vitest")).toBeNull();
    expect(scriptNotFollowed(facts(undefined), "jest")).toBeNull();
    expect(scriptNotFollowed(facts('echo "Error: no test specified" && exit 1'), "mocha")).toBeNull();
    expect(scriptNotFollowed(facts("ts-scripts test"), "pytest")).toBeNull();
  });

  it("keeps the project's text to one escaped line", () => {
    const note = scriptNotFollowed(facts("wrapper\n::error::forged && " + "x".repeat(300)), "jest")!;
    expect(note).not.toContain("\n::");
    expect(note.length).toBeLessThan(400);
    expect(scriptNotFollowed(facts("wrap \u202Ejest\u202C"), "jest")).not.toMatch(/[\u202A-\u202E]/);
  });
});
