// The built CLI with --report-paths on recorded report files: nothing runs, no
// sandbox is used, results.json validates and says which files it read.

import { copyFileSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";

const FIXTURES = join(ROOT, "__tests__/fixtures/report-paths");

describe("--report-paths", () => {
  it("reads Surefire JUnit XML without running anything", async () => {
    const run = await runCli(["run", join(FIXTURES, "maven"), "--report-paths", "target/surefire-reports/*.xml"]);
    expect(run.result.sandbox).toBeNull();
    expect(run.result.command).toBeNull();
    expect(run.result.framework).toMatchObject({ id: "reports", name: "JUnit XML reports" });
    expect(run.result.report_files?.map((f) => f.format)).toEqual(["junit", "junit"]);
    expect(run.result.summary).toMatchObject({ total: 5, passed: 2, failed: 1, errored: 1, skipped: 1 });
    expect(run.result.status).toBe("fail");
    expect(run.code).toBe(1);
    const failed = run.result.tests.find((t) => t.status === "failed");
    expect(failed).toMatchObject({
      file: "__tests__/fixtures/report-paths/maven/src/test/java/com/example/CalcTest.java",
      line: 18,
    });
  });

  it("reads TRX and JUnit together, told apart by their root element", async () => {
    const run = await runCli(["run", FIXTURES, "--report-paths", "dotnet/TestResults/*.trx\npytest/reports/*.xml"]);
    expect(run.result.report_files?.map((f) => [f.path, f.format, f.tests])).toEqual([
      ["__tests__/fixtures/report-paths/dotnet/TestResults/run.trx", "trx", 6],
      ["__tests__/fixtures/report-paths/pytest/reports/junit.xml", "junit", 6],
    ]);
    expect(run.result.summary.total).toBe(12);
  });

  it("refuses a path out of the working directory as bad input", async () => {
    const run = await runCli(["run", join(FIXTURES, "maven"), "--report-paths", "../pytest/reports/junit.xml"]);
    expect(run.code).toBe(2);
    expect(run.result.errors[0]?.kind).toBe("bad-input");
  });

  it("is an error when nothing matches", async () => {
    const run = await runCli(["run", join(FIXTURES, "maven"), "--report-paths", "build/test-results/**/*.xml"]);
    expect(run.result.status).toBe("error");
    expect(run.result.errors.map((e) => e.kind)).toContain("report-missing");
  });

  it("merges matrix legs' results.json files into one run, errors included", async () => {
    const [py, go] = await Promise.all([
      runCli(["run", "__tests__/samples/pytest/mixed", "--sandbox", "process"]),
      runCli(["run", "__tests__/samples/pytest/error", "--sandbox", "process"]),
    ]);
    const ws = mkdtempSync(join(tmpdir(), "tc-merge-"));
    for (const [leg, run] of [
      ["py-mixed", py],
      ["py-error", go],
    ] as const) {
      mkdirSync(join(ws, "legs", leg), { recursive: true });
      copyFileSync(join(run.outDir, "results.json"), join(ws, "legs", leg, "results.json"));
    }
    const merged = await runCli(["run", ws, "--report-paths", "legs/*/results.json"]);
    expect(merged.result.report_files?.map((f) => f.format)).toEqual(["testcage", "testcage"]);
    expect(merged.result.summary.total).toBe(py.result.summary.total + go.result.summary.total);
    expect(merged.result.summary.failed).toBe(py.result.summary.failed + go.result.summary.failed);
    // The collection error of the failing leg is carried over, with its repo-relative file.
    const collection = merged.result.errors.find((e) => e.kind === "collection");
    expect(collection?.file).toMatch(/^__tests__\/samples\/pytest\/error\//);
    expect(merged.result.tests.map((t) => t.file)).toEqual([...py.result.tests, ...go.result.tests].map((t) => t.file));
    expect(merged.result.status).toBe("fail");
  });
});
