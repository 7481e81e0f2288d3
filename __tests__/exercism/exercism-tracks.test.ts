// bin/run.sh against the expected results.json of Exercism's own JavaScript
// (jest) and Go (go test -json) test runners, vendored with their LICENSE under
// javascript/ and go/. The tolerances, each a runner's convention or a
// framework version's wording rather than part of Exercism's interface, are
// listed in javascript/README.md and go/README.md; every field the interface
// fixes (run status, each test's name, status and order, version, test_code,
// task_id) is compared.

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OUTPUT_LIMIT } from "../../src/formats/exercism.js";
import { ROOT } from "../helpers/golden.js";

const RUN_SH = join(ROOT, "bin/run.sh");
const JS = join(ROOT, "__tests__/exercism/javascript");
const GO = join(ROOT, "__tests__/exercism/go");
const TOOLCHAIN = join(JS, "_toolchain/node_modules");
const cases = (dir: string): string[] =>
  readdirSync(dir).filter((c) => !c.startsWith("_") && statSync(join(dir, c)).isDirectory());

interface ExercismTest {
  name: string;
  status: string;
  message?: string;
  output?: string | null;
  test_code?: string;
  task_id?: number;
}
interface ExercismResults {
  version: number;
  status: string;
  message?: string;
  tests: ExercismTest[] | null;
}

function runSh(dir: string): ExercismResults {
  const out = mkdtempSync(join(tmpdir(), "tc-exercism-track-"));
  const r = spawnSync(RUN_SH, ["slug", dir, out], {
    env: { ...process.env, TESTCAGE_SANDBOX: "process" },
    encoding: "utf8",
    timeout: 180_000,
  });
  expect(r.status).toBe(0);
  return JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as ExercismResults;
}

const golden = (dir: string): ExercismResults =>
  JSON.parse(readFileSync(join(dir, "expected_results.json"), "utf8")) as ExercismResults;

/** Version 3 when a test names its task, else 2 (both runners always write 3). */
const expectedVersion = (g: ExercismResults): number => ((g.tests ?? []).some((t) => (t.task_id ?? 0) > 0) ? 3 : 2);

/**
 * What Exercism's JavaScript runner and its image bring to a solution folder: a
 * package.json naming jest, a babel config for the track's ES modules, node_modules
 * (here a hard-link copy of _toolchain's, which __tests__/exercism/javascript/setup.sh
 * installs), and the track's skipped tests (`xtest`) turned into tests, as that
 * runner does before running them.
 */
function jsSolution(slug: string): string {
  if (!existsSync(join(TOOLCHAIN, ".bin/jest"))) {
    throw new Error(`the Exercism JavaScript toolchain is missing: run bash __tests__/exercism/javascript/setup.sh`);
  }
  const dir = mkdtempSync(join(tmpdir(), `tc-exercism-js-${slug}-`));
  cpSync(join(JS, slug), dir, { recursive: true });
  rmSync(join(dir, "expected_results.json"));
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".spec.js"))) {
    const spec = join(dir, file);
    writeFileSync(spec, readFileSync(spec, "utf8").replace(/\bxtest\(/g, "test("));
  }
  writeFileSync(join(dir, "package.json"), '{"private":true,"devDependencies":{"jest":"^30.0.0"}}\n');
  writeFileSync(
    join(dir, "babel.config.js"),
    'module.exports = { presets: [["@babel/preset-env", { targets: { node: "current" } }]] };\n',
  );
  const cp = spawnSync("cp", ["-al", TOOLCHAIN, join(dir, "node_modules")]);
  expect(cp.status).toBe(0);
  return dir;
}

/** A jest message as both jest versions print it: colours and Exercism's path placeholder dropped. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const plain = (text: string | undefined): string =>
  (text ?? "")
    .replace(ANSI, "")
    .replace(/<solution>\//g, "")
    .replace(/^Error: /, "");

describe("bin/run.sh against Exercism's JavaScript runner goldens (jest)", () => {
  it.each(cases(JS))("%s", (slug) => {
    const g = golden(join(JS, slug));
    const ours = runSh(jsSolution(slug));
    expect(ours.status).toBe(g.status);
    expect(ours.version).toBe(g.status === "error" ? 2 : expectedVersion(g));
    if (g.status === "error") {
      // The first line (the syntax error with its position) is jest's and babel's own account.
      expect(ours.tests).toEqual([]);
      expect(plain(ours.message)).toContain(plain(g.message).split("\n")[0]!);
      return;
    }
    const fields = (t: ExercismTest): ExercismTest => ({
      name: t.name,
      status: t.status,
      // The runner writes null where it found no code (a generated title); testcage leaves the field out.
      test_code: t.test_code ?? undefined,
      ...(t.task_id ? { task_id: t.task_id } : {}),
    });
    expect(ours.tests!.map(fields)).toEqual(g.tests!.map(fields));
    ours.tests!.forEach((t, i) => {
      const want = g.tests![i]!;
      // A failure's first line is jest's matcher line: same words, colours aside.
      if (want.status === "fail") expect(plain(t.message).split("\n")[0]).toBe(plain(want.message).split("\n")[0]);
      if (t.output !== undefined && t.output !== null) expect(t.output.length).toBeLessThanOrEqual(OUTPUT_LIMIT);
    });
  });
});

// go test builds each case first: on a loaded two-core machine a case takes up to a minute.
describe("bin/run.sh against Exercism's Go runner goldens (go test -json)", { timeout: 240_000 }, () => {
  it.each(cases(GO))("%s", (slug) => {
    const g = golden(join(GO, slug));
    const ours = runSh(join(GO, slug));
    expect(ours.status).toBe(g.status);
    if (g.status === "error") {
      // The runner's message is go test's whole build output (positions dropped in some
      // versions); testcage's carries each compiler line: the same file and complaint.
      expect(ours).toMatchObject({ version: 2, tests: [] });
      const compiler = g
        .message!.split("\n")
        .map((l) => /^(?:\.\/)?(\S+\.go)(?::\d+:\d+)?: (.+)$/.exec(l))
        .filter((m) => m !== null);
      expect(compiler.length).toBeGreaterThan(0);
      for (const [, file, complaint] of compiler) {
        expect(ours.message).toContain(file);
        expect(ours.message).toContain(complaint);
      }
      return;
    }
    expect(ours.version).toBe(expectedVersion(g));
    // The runner lists a subtest that has subtests of its own (TestX/ a beside TestX/ a/ b);
    // testcage's results hold the tests without subtests (docs/results.md).
    const names = (g.tests ?? []).map((t) => t.name);
    g.tests = (g.tests ?? []).filter((t) => !names.some((n) => n.startsWith(`${t.name}/ `)));
    const fields = (t: ExercismTest): ExercismTest => ({
      name: t.name,
      status: t.status,
      ...(t.task_id ? { task_id: t.task_id } : {}),
    });
    expect(ours.tests!.map(fields)).toEqual(g.tests!.map(fields));
    ours.tests!.forEach((t, i) => {
      const want = g.tests![i]!;
      if (want.test_code === "") {
        // The runner panicked on the shape (a map table, a statement before t.Run) and lost
        // the code; testcage keeps the whole function.
        expect(t.test_code).toMatch(
          new RegExp(`^func ${want.name.split("/")[0]}\\(t \\*testing\\.T\\) \\{\\n[^]*\\n\\}$`),
        );
      } else {
        // A top-level test's function, or a table-driven subtest's function cut to its case.
        expect(t.test_code).toBe(want.test_code);
      }
      // The runner puts go test's lines for the test in message; a failure's own line is among testcage's.
      if (want.status === "fail") {
        const reason = want.message!.split("\n").find((l) => /^\s+\S+_test\.go:\d+: /.test(l));
        if (reason) expect(t.message ?? "").toContain(reason.trim().replace(/^\S+_test\.go:\d+: /, ""));
      }
    });
  });
});

describe("bin/run.sh on hostile JavaScript and Go solutions", { timeout: 240_000 }, () => {
  it("a missing solution file: an error results.json that names the module jest could not find", () => {
    const dir = jsSolution("two-fer-pass");
    rmSync(join(dir, "two-fer.js"));
    const results = runSh(dir);
    expect(results).toMatchObject({ version: 2, status: "error", tests: [] });
    expect(results.message).toContain("Cannot find module './two-fer'");
  });

  it("a Go test flooding non-UTF-8 output with no newline: judged, output capped, results.json whole", () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-exercism-goflood-"));
    writeFileSync(join(dir, "go.mod"), "module flood\n\ngo 1.21\n");
    writeFileSync(
      join(dir, "flood_test.go"),
      [
        "package flood",
        'import ("fmt"; "strings"; "testing")',
        "func TestFlood(t *testing.T) {",
        '\tfmt.Print(strings.Repeat("\\xff\\xfe spam ", 200000))',
        '\tt.Fatalf("bad byte \\xff")',
        "}",
      ].join("\n"),
    );
    const results = runSh(dir);
    expect(results.status).toBe("fail");
    expect(results.tests).toHaveLength(1);
    const [flood] = results.tests!;
    expect(flood).toMatchObject({ name: "TestFlood", status: "fail" });
    expect(flood!.output!.length).toBeLessThanOrEqual(OUTPUT_LIMIT);
    // The message is capped at testcage's 64 KiB per text, with a notice of what was cut.
    expect(flood!.message!.length).toBeLessThan(70_000);
    expect(flood!.message).toMatch(/\[testcage: \d+ more characters truncated\]$/);
    // No control characters reach the file (they were cleaned, not passed through).
    expect([...flood!.message!].some((c) => c.charCodeAt(0) < 9)).toBe(false);
  });
});
