// The built CLI with --report-paths on recorded report files: nothing runs, no
// sandbox is used, results.json validates and says which files it read.

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
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

  it("reads a real Gradle run's JUnit XML: exceptions as errors, repeated runs kept apart", async () => {
    const run = await runCli(["run", join(FIXTURES, "gradle"), "--report-paths", "build/test-results/**/*.xml"]);
    expect(run.result.framework).toMatchObject({ id: "reports", name: "JUnit XML reports" });
    expect(run.result.report_files).toHaveLength(5);
    // Gradle's own line: "13 tests completed, 6 failed, 2 skipped"; two of the six are exceptions.
    expect(run.result.summary).toMatchObject({ total: 13, passed: 5, failed: 4, errored: 2, skipped: 2 });
    expect(run.result.status).toBe("fail");
    expect(run.code).toBe(1);
    expect(new Set(run.result.tests.map((t) => t.id)).size).toBe(13);
    const src = "__tests__/fixtures/report-paths/gradle/src/test/java/com/example";
    expect(run.result.tests.find((t) => t.name === "dividesBadly")).toMatchObject({
      status: "failed",
      file: `${src}/CalcTest.java`,
      line: 19,
      message: "7 / 2 expected:<4> but was:<3>",
      stdout: "dividing 7 by 2",
    });
    expect(run.result.tests.find((t) => t.name === "classMethod")).toMatchObject({
      status: "error",
      file: `${src}/BrokenSetupTest.java`,
      line: 12,
      message: "no database here",
    });
    // The exported JUnit XML keeps every case, the repeated Enclosed run included.
    const junit = readFileSync(join(run.outDir, "junit.xml"), "utf8");
    expect(junit.match(/<testcase /g)).toHaveLength(13);
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
