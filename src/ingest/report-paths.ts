// report-paths: results.json from report files an earlier step wrote, without
// running anything (no sandbox). The same model, the same status rules, the same
// exports; only the source differs, and results.json says so (sandbox null,
// command null, report_files listing what was read).
//
// Paths are globs relative to the working directory (./globs.ts). The walk
// never follows a symlink (neither a folder nor a file), never leaves the working
// directory, and reads only regular files under the report size cap. Each file's
// format is told by its root element: <testsuites>/<testsuite> is JUnit XML (Maven
// Surefire, Gradle, pytest, jest-junit, ...), <TestRun> is .NET TRX
// (./report-parser.ts). A run of many tests keeps them on disk
// (./test-store.ts, docs/architecture.md §6).

import { realpath } from "node:fs/promises";
import { assembleResult } from "../core/assemble-result.js";
import type { RunResult, TestResult } from "../core/model.js";
import { pathMapper } from "../core/paths.js";
import { readReports, remembered } from "./read-reports.js";

export { bySuffix, lineIn, SuiteCache } from "./case-tests.js";
export { compileGlob, expandGlob, reportPathProblem, splitReportPaths } from "./globs.js";
export type { CompiledGlob, Found } from "./globs.js";
export { ReportParser, parseReport } from "./report-parser.js";
export { readReports, remembered, REPORT_LIMITS } from "./read-reports.js";
export type { ReadOptions, ReadReports } from "./read-reports.js";

const FORMAT_NAMES = { junit: "JUnit XML", trx: "TRX", testcage: "testcage results.json" } as const;

/** The whole report-only run: read, map paths to the repository, decide the status. */
export async function reportOnlyResult(
  projectDir: string,
  workDir: string,
  patterns: readonly string[],
  startedAt: Date,
): Promise<RunResult> {
  const projectPath = await realpath(projectDir);
  const map = pathMapper(projectPath, workDir);
  // Tests share a few thousand files: one mapped string each, not a copy per test.
  const mapFile = remembered((f: string) => map.file(f));
  // Mapped as each test is read: a run held on disk is never walked in memory.
  const prepare = (t: TestResult): void => {
    t.file = t.file === null ? null : mapFile(t.file);
    t.message = map.text(t.message);
    t.stack = map.text(t.stack);
  };
  const read = await readReports(projectDir, patterns, { prepare });
  const errors = read.errors;
  const total = read.store ? read.store.length : read.tests.length;
  if (total === 0 && errors.length === 0) {
    errors.push({
      kind: "no-tests",
      message: "the report files hold no test case; check that they come from the test step",
    });
  }
  const formats = [...new Set(read.files.map((f) => f.format))];
  return assembleResult({
    startedAt,
    finishedAt: new Date(),
    workingDirectory: workDir,
    projectPath,
    framework: {
      id: "reports",
      name: formats.length ? `${formats.map((f) => FORMAT_NAMES[f]).join(" and ")} reports` : "report files",
      reason: `report-paths input: ${read.files.length} file${read.files.length === 1 ? "" : "s"} read, nothing was run`,
    },
    tests: read.tests,
    testsMapped: true,
    ...(read.store ? { stored: { tests: read.store, counts: read.store.counts } } : {}),
    errors,
    reportFiles: read.files,
  });
}
