// The project's own `npm test` decides what runs: its flags and paths are kept
// when it runs the framework directly. Each project here has tests only that
// script finds (a spec folder, a config file) or needs (a --require), so a run
// that ignores the script finds none or fails.

import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runFacts } from "../../src/publish/render.js";
import { runCli } from "../helpers/cli.js";
import { SAMPLES } from "../helpers/golden.js";

/** A sample with its toolchain, its own files replaced by `files`. */
function project(framework: string, files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), `tc-script-${framework}-`)), "project");
  cpSync(join(SAMPLES, framework, "pass"), dir, { recursive: true, verbatimSymlinks: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const pkg = (test: string): string => JSON.stringify({ name: "script-sample", private: true, scripts: { test } });

describe("the project's test script is honoured", () => {
  it("mocha: --require and a spec folder of its own", async () => {
    const dir = project("mocha", {
      "package.json": pkg('mocha --require ./support/env.js "specs/**/*.spec.js"'),
      "support/env.js": "globalThis.FROM_SUPPORT = 42;\n",
      "specs/needs-support.spec.js":
        'const assert = require("node:assert");\nit("sees what --require set up", () => assert.strictEqual(globalThis.FROM_SUPPORT, 42));\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([
      ["specs/needs-support.spec.js::sees what --require set up", "passed"],
    ]);
  });

  it("mocha run twice by the chain (unit, then integration) on different paths: both, with .mocharc's require", async () => {
    const dir = project("mocha", {
      "package.json": JSON.stringify({
        name: "script-sample",
        private: true,
        scripts: {
          test: "npm run lint && npm run testonly && npm run check:integrations",
          lint: "true",
          testonly: "mocha src/**/__tests__/**/*-test.js",
          "check:integrations": "mocha integration/*-test.js",
        },
      }),
      ".mocharc.yml": "require:\n  - 'resources/register.js'\n",
      "resources/register.js": "globalThis.REGISTERED = true;\n",
      "src/lib/__tests__/a-test.js":
        'const assert = require("node:assert");\ndescribe("unit", () => {\n  it("sees the hook", () => assert.strictEqual(globalThis.REGISTERED, true));\n});\n',
      "integration/int-test.js": 'it("runs in the second command", () => {});\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([
      ["integration/int-test.js::runs in the second command", "passed"],
      ["src/lib/__tests__/a-test.js::unit::sees the hook", "passed"],
    ]);
    expect(run.stderr).not.toMatch(/which testcage does not follow/);
  });

  it("vitest: a config file named in the script", async () => {
    const dir = project("vitest", {
      "package.json": pkg("vitest run --config vitest.ci.config.mjs"),
      "vitest.ci.config.mjs": 'export default { test: { include: ["checks/**/*.check.ts"] } };\n',
      "checks/only-ci.check.ts":
        'import { expect, test } from "vitest";\ntest("found by the CI config", () => expect(1).toBe(1));\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([
      ["checks/only-ci.check.ts::found by the CI config", "passed"],
    ]);
  });

  it("vitest run through pnpm's bin lookup (pnpm vitest run), after a script of its own", async () => {
    const dir = project("vitest", {
      "package.json": JSON.stringify({
        name: "script-sample",
        private: true,
        scripts: { test: "pnpm lint && pnpm vitest run --config vitest.ci.config.mjs", lint: "true" },
      }),
      "vitest.ci.config.mjs": 'export default { test: { include: ["checks/**/*.check.ts"] } };\n',
      "checks/only-ci.check.ts":
        'import { expect, test } from "vitest";\ntest("found by the CI config", () => expect(1).toBe(1));\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([
      ["checks/only-ci.check.ts::found by the CI config", "passed"],
    ]);
    expect(run.stderr).not.toMatch(/which testcage does not follow/);
  });

  it('jest: NODE_OPTIONS="$NODE_OPTIONS --experimental-vm-modules" jest --config …, as jest\'s docs write it for ES modules', async () => {
    const dir = project("jest", {
      "package.json": pkg(
        'NODE_OPTIONS="$NODE_OPTIONS --experimental-vm-modules" npx jest --config jest.esm.config.mjs',
      ),
      "jest.esm.config.mjs": 'export default { testMatch: ["**/esm/*.check.mjs"], transform: {} };\n',
      "esm/only-esm.check.mjs":
        'import { sep } from "node:path";\ntest("an ES module, found by the config", () => expect(sep).toBe("/"));\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([
      ["esm/only-esm.check.mjs::an ES module, found by the config", "passed"],
    ]);
    expect(run.stderr).not.toMatch(/which testcage does not follow/);
  });

  it("jest: NODE_ENV is test, as jest's own bin sets it (a babel config's env.test depends on it)", async () => {
    const dir = project("jest", {
      "package.json": pkg("jest"),
      "env.test.js": 'test("sees NODE_ENV=test", () => expect(process.env.NODE_ENV).toBe("test"));\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.tests.find((t) => t.name === "sees NODE_ENV=test")?.status).toBe("passed");
    expect(run.result.status).toBe("pass");
  });

  it("jest: a script that runs jest twice is not followed, and results.json and the summary facts say so", async () => {
    const dir = project("jest", {
      "package.json": JSON.stringify({
        name: "script-sample",
        private: true,
        scripts: { test: "npm run test:node && npm run test:dom", "test:node": "jest", "test:dom": "jest" },
      }),
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.status).toBe("pass");
    expect(run.result.framework?.notes).toEqual([
      expect.stringMatching(
        /^test script: npm test runs "npm run test:node && npm run test:dom", which testcage does not follow/,
      ),
    ]);
    expect(runFacts(run.result)).toMatch(/⚠️ test script\\: npm test runs .*which testcage does not follow/);
  });

  it("jest: a config file named in the script, its reporter flags replaced by testcage's", async () => {
    const dir = project("jest", {
      "package.json": pkg("jest --ci --config jest.ci.config.js --json --outputFile=out.json"),
      "jest.ci.config.js": 'module.exports = { testMatch: ["**/checks/*.check.js"] };\n',
      "checks/only-ci.check.js": 'test("found by the CI config", () => expect(1).toBe(1));\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([
      ["checks/only-ci.check.js::found by the CI config", "passed"],
    ]);
  });
});

describe("the tests see what they would see natively", () => {
  it.each([
    [
      "jest",
      "bin.test.js",
      'const { execFileSync } = require("node:child_process");\ntest("runs jest by name", () => {\n  expect(execFileSync("jest", ["--version"]).toString()).toMatch(/^\\d+\\./);\n});\n',
    ],
    [
      "vitest",
      "bin.test.ts",
      'import { execFileSync } from "node:child_process";\nimport { expect, test } from "vitest";\ntest("runs vitest by name", () => {\n  expect(execFileSync("vitest", ["--version"]).toString()).toMatch(/\\d+\\./);\n});\n',
    ],
    [
      "mocha",
      "test/bin.spec.js",
      'const assert = require("node:assert");\nconst { execFileSync } = require("node:child_process");\nit("runs mocha by name", () => {\n  assert.match(execFileSync("mocha", ["--version"]).toString(), /^\\d+\\./);\n});\n',
    ],
  ])(
    "%s: the project's node_modules/.bin is on PATH, as npm test puts it (vitest 1's typecheck starts tsc so)",
    async (framework, file, text) => {
      const dir = project(framework, { [file]: text });
      const run = await runCli(["run", dir, "--sandbox", "process"]);
      const test = run.result.tests.find((t) => t.file === file);
      expect(test?.status, `${test?.message}\n${run.stderr}`).toBe("passed");
    },
  );

  it("jest --color: matcher output is coloured, as jest-extended's snapshots expect", async () => {
    const dir = project("jest", {
      "package.json": pkg("jest --color"),
      "colour.test.js": [
        'const { EXPECTED_COLOR } = require("jest-matcher-utils");',
        'test("coloured", () => expect(EXPECTED_COLOR("x")).toBe("\\u001b[32mx\\u001b[39m"));',
        'test("argv keeps only the colour flag", () => expect(process.argv.slice(2)).toEqual(["--color"]));',
        "",
      ].join("\n"),
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    const ours = run.result.tests.filter((t) => t.file === "colour.test.js");
    expect(ours.map((t) => [t.name, t.status, t.message])).toEqual([
      ["coloured", "passed", null],
      ["argv keeps only the colour flag", "passed", null],
    ]);
  });

  it("jest: process.argv is [node, jest], without testcage's flags (a CLI library's program.parse() sees none)", async () => {
    const dir = project("jest", {
      "argv.test.js": 'test("argv is clean", () => expect(process.argv.slice(2)).toEqual([]));\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process", "--filter", "argv.test.js::argv is clean"]);
    expect(run.result.tests.map((t) => [t.id, t.status, t.message])).toEqual([
      ["argv.test.js::argv is clean", "passed", null],
    ]);
  });
});
