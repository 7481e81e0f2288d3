// bin/run.sh against the expected results.json of Exercism's own Python test
// runner (exercism/python-test-runner's test/ folder, vendored with its LICENSE
// under python/). What is normalised, and why, is in python/README.md.

import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  writeFileSync,
  readdirSync,
  readFileSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { OUTPUT_LIMIT, TRUNCATION_NOTICE } from "../../src/formats/exercism.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { ROOT } from "../helpers/golden.js";

const RUN_SH = join(ROOT, "bin/run.sh");
const PYTHON = join(ROOT, "__tests__/exercism/python");
const CASES = readdirSync(PYTHON).filter((c) => statSync(join(PYTHON, c)).isDirectory());

interface ExercismTest {
  name: string;
  status: string;
  message?: string;
  output?: string;
  test_code?: string;
  task_id?: number;
}
interface ExercismResults {
  version: number;
  status: string;
  message?: string;
  tests: ExercismTest[];
}

function runSh(
  slug: string,
  dir: string,
  sandbox: string,
): { code: number | null; results: ExercismResults; sandbox: string | undefined } {
  const out = mkdtempSync(join(tmpdir(), "tc-exercism-"));
  const run = join(out, "testcage");
  const r = spawnSync(RUN_SH, [slug, `${dir}/`, `${out}/`], {
    env: { ...process.env, TESTCAGE_SANDBOX: sandbox, TESTCAGE_OUT: run },
    encoding: "utf8",
    timeout: 120_000,
  });
  const own = existsSync(join(run, "results.json"))
    ? (JSON.parse(readFileSync(join(run, "results.json"), "utf8")) as { sandbox: { kind: string } | null })
    : null;
  return {
    code: r.status,
    results: JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as ExercismResults,
    sandbox: own?.sandbox?.kind,
  };
}

/** Exercism's Python runner's conventions that the interface does not ask for (python/README.md). */
function normaliseGolden(golden: ExercismResults): ExercismResults {
  const tasks = golden.tests.some((t) => (t.task_id ?? 0) > 0);
  return {
    ...golden,
    version: tasks ? 3 : 2,
    tests: golden.tests.map((t) => {
      const { task_id, ...rest } = t;
      return { ...rest, name: t.name.replace(/~$/, ""), ...(tasks ? { task_id } : {}) };
    }),
  };
}

/** How many test files the exercise's .meta/config.json names. */
function testFiles(slug: string): number {
  try {
    const config = JSON.parse(readFileSync(join(PYTHON, slug, ".meta/config.json"), "utf8")) as {
      files?: { test?: string[] };
    };
    return config.files?.test?.length ?? 1;
  } catch {
    return 1;
  }
}

/** The exception line that ends a traceback, with the runner's relative paths reduced to file names. */
function lastLine(message: string | undefined): string {
  const lines = (message ?? "").trim().split("\n");
  return (lines[lines.length - 1] ?? "").replace(/^E\s+/, "").replace(/\.\/(?:[\w-]+\/)*/g, "");
}

function compareWithGolden(slug: string, sandbox: string): void {
  const golden = JSON.parse(readFileSync(join(PYTHON, slug, "results.json"), "utf8")) as ExercismResults;
  const { code, results, sandbox: ran } = runSh(slug, join(PYTHON, slug), sandbox);
  expect(code).toBe(0);
  expect(ran).toBe(sandbox);
  if (golden.status === "error") {
    expect(results).toMatchObject({ version: 2, status: "error", tests: [] });
    expect(lastLine(results.message)).toBe(lastLine(golden.message));
    return;
  }
  for (const t of results.tests) {
    if (t.output !== undefined) expect(t.output.length).toBeLessThanOrEqual(OUTPUT_LIMIT);
  }
  const ours = { ...results, tests: results.tests.map(({ output: _output, ...t }) => t) };
  const expected = normaliseGolden(golden);
  if (testFiles(slug) > 1) {
    // The Python runner orders by line number across files; testcage file by file (python/README.md).
    const byName = (a: ExercismTest, b: ExercismTest): number => a.name.localeCompare(b.name);
    ours.tests.sort(byName);
    expected.tests.sort(byName);
  }
  expect(ours).toEqual(expected);
}

describe("bin/run.sh against Exercism's Python runner goldens (process sandbox)", () => {
  it.each(CASES)("%s", (slug) => compareWithGolden(slug, "process"));

  it("caps a test's output at 500 characters with Exercism's notice", () => {
    const { results } = runSh("example-has-stdout", join(PYTHON, "example-has-stdout"), "process");
    const cut = results.tests.find((t) => t.name === "ExampleHasStdout > truncation")!;
    expect(cut.output).toHaveLength(OUTPUT_LIMIT);
    expect(cut.output!.endsWith(TRUNCATION_NOTICE)).toBe(true);
    expect(results.tests.find((t) => t.name === "ExampleHasStdout > hello")!.output).toBe("Hello, World!");
  });

  it("writes an error results.json and exits 0 when the solution folder is missing", () => {
    const { code, results } = runSh("two-fer", join(PYTHON, "no-such-solution"), "process");
    expect(code).toBe(0);
    expect(results).toMatchObject({ version: 2, status: "error", tests: [] });
    expect(results.message).toContain("not found");
  });
});

describe("bin/run.sh on hostile input", () => {
  it("a test file that is not UTF-8 and floods its output: judged, output capped", () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-exercism-bad-"));
    writeFileSync(
      join(dir, "flood_test.py"),
      Buffer.concat([
        Buffer.from("import unittest\n# "),
        Buffer.from([0xff, 0xfe, 0xe9]),
        Buffer.from('\nclass FloodTest(unittest.TestCase):\n    def test_flood(self):\n        print("x" * 100000)\n'),
        Buffer.from("        self.assertEqual(1, 2)\n"),
      ]),
    );
    const { code, results } = runSh("flood", dir, "process");
    expect(code).toBe(0);
    expect(results.status).toBe("fail");
    expect(results.tests).toHaveLength(1);
    expect(results.tests[0]).toMatchObject({
      name: "Flood > flood",
      status: "fail",
      message: "AssertionError: 1 != 2",
    });
    expect(results.tests[0]!.output).toHaveLength(OUTPUT_LIMIT);
  });

  it("an error results.json, exit 0, when the CLI cannot run at all", () => {
    const fake = mkdtempSync(join(tmpdir(), "tc-exercism-nocli-"));
    mkdirSync(join(fake, "bin"));
    copyFileSync(RUN_SH, join(fake, "bin/run.sh"));
    const out = mkdtempSync(join(tmpdir(), "tc-exercism-out-"));
    const r = spawnSync(join(fake, "bin/run.sh"), ["x", join(PYTHON, "example-success"), out], { encoding: "utf8" });
    expect(r.status).toBe(0);
    const results = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as ExercismResults;
    expect(results).toMatchObject({ version: 2, status: "error", tests: [] });
    expect(results.message).toContain("stopped before writing results");
  });
});

describe.skipIf(dockerSkipped())("bin/run.sh against Exercism's Python runner goldens (docker sandbox)", () => {
  beforeAll(() => requireDocker());
  it.each(CASES)("%s", (slug) => compareWithGolden(slug, "docker"));
});
