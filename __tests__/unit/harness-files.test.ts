// The harness programs (src/harness/files/) reach the code as text through the
// generated src/harness/sources.generated.ts, byte for byte; scripts/lint-harness.mjs
// (run by npm run lint) rejects a broken program of each language.

import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { HARNESS_SOURCES } from "../../src/harness/sources.generated.js";
import { MOCHA_HARNESS } from "../../src/harness/mocha-reporter.js";
import { UNITTEST_HARNESS } from "../../src/harness/unittest-runner.js";

const FILES = "src/harness/files";
const names = readdirSync(FILES).sort();

describe("generated harness sources", () => {
  it("has every program in src/harness/files and nothing else", () => {
    expect(Object.keys(HARNESS_SOURCES).sort()).toEqual(names);
    expect(names.length).toBeGreaterThanOrEqual(12);
  });
  it.each(names)("%s: the text is the file's, byte for byte", (name) => {
    expect(HARNESS_SOURCES[name as keyof typeof HARNESS_SOURCES]).toBe(readFileSync(join(FILES, name), "utf8"));
  });
  it("the harness modules export those texts", () => {
    expect(MOCHA_HARNESS).toBe(readFileSync(join(FILES, "mocha-reporter.cjs"), "utf8"));
    expect(UNITTEST_HARNESS).toBe(readFileSync(join(FILES, "unittest-runner.py"), "utf8"));
  });
});

describe("scripts/lint-harness.mjs", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The programs copied to a temp folder and linted there; or only `broken`, with `junk` appended. */
  function lintWith(broken: string | null, junk = "") {
    dir = mkdtempSync(join(tmpdir(), "harness-lint-"));
    if (broken) {
      cpSync(join(FILES, broken), join(dir, broken));
      appendFileSync(join(dir, broken), junk);
    } else {
      cpSync(FILES, dir, { recursive: true });
    }
    // CI unset: a tool this machine lacks is reported as skipped, not required.
    const env = { ...process.env, CI: "" };
    const r = spawnSync(process.execPath, ["scripts/lint-harness.mjs", dir], { encoding: "utf8", env });
    return { status: r.status, out: r.stdout + r.stderr };
  }

  it("passes the programs as committed", () => {
    const r = lintWith(null);
    expect(r.out).toContain(`${names.length} programs checked`);
    expect(r.status).toBe(0);
  });

  it.each([
    ["unittest-runner.py", "\ndef broken(:\n"],
    ["rspec-formatter.rb", "\ndef broken(\n"],
    ["cargo-coverage.sh", "\nif then fi\n"],
    ["mocha-reporter.cjs", "\nconst = 1;\n"],
    ["node-test-reporter.mjs", "\nexport default {;\n"],
  ])("rejects %s with a syntax error", (name, junk) => {
    const r = lintWith(name, junk);
    expect(r.status).toBe(1);
    expect(r.out).toContain(`${name} (`);
  });

  it("rejects an ExUnit program that does not compile, where elixirc is installed", () => {
    const r = lintWith("exunit-formatter.exs", "\ndefmodule Broken do\n  def x(, do: 1\nend\n");
    if (spawnSync("elixirc", ["--version"]).status === 0) {
      expect(r.status).toBe(1);
      expect(r.out).toContain("exunit-formatter.exs (elixirc)");
    } else {
      expect(r.status).toBe(0);
      expect(r.out).toMatch(/skipped \(not installed here\): .*elixirc/);
    }
  });

  it("rejects PHP with a syntax error, where php is installed", () => {
    const r = lintWith("composer-autoload.php", "\nfunction broken( {\n");
    if (spawnSync("php", ["--version"]).status === 0) {
      expect(r.status).toBe(1);
      expect(r.out).toContain("composer-autoload.php (php)");
    } else {
      expect(r.status).toBe(0);
      expect(r.out).toMatch(/skipped \(not installed here\): .*php/);
    }
  });

  it("rejects Python that compiles but ruff finds wrong (an unused import), where ruff is installed", () => {
    const r = lintWith("unittest-runner.py", "\n\ndef unused():\n    import shutil\n");
    if (spawnSync("python3", ["-m", "ruff", "--version"]).status === 0) {
      expect(r.status).toBe(1);
      expect(r.out).toContain("unittest-runner.py (ruff)");
      expect(r.out).toContain("F401");
    } else {
      expect(r.status).toBe(0);
      expect(r.out).toMatch(/skipped \(not installed here\): .*ruff/);
    }
  });

  it("rejects a program of a kind it has no checker for", () => {
    dir = mkdtempSync(join(tmpdir(), "harness-lint-"));
    appendFileSync(join(dir, "program.lua"), "print(1)\n");
    const r = spawnSync(process.execPath, ["scripts/lint-harness.mjs", dir], { encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("program.lua: no checker");
  });
});
