// The one place a RunResult is put together, for every way a run ends: the
// engine's runs, report-only runs (report-paths) and runs that never reached the
// tests (bad input, crashes: results-file.ts errorResult). Pure: the caller says
// when the run finished. It also owns the mapping of the paths the tests were
// seen under (the sandbox's project folder, or the host's for report files) to
// repository-relative ones (docs/architecture.md §1, "enrich").

import type {
  FrameworkInfo,
  ReportFileInfo,
  RunError,
  RunResult,
  SandboxInfo,
  StoredTests,
  TestResult,
} from "./model.js";
import { RESULTS_VERSION } from "./model.js";
import { pathMapper, type PathMapper } from "./paths.js";
import { decideStatus, describeRun, statusOf, summarize } from "./status.js";
import { VERSION } from "./version.js";
import { cleanIfNeeded } from "./text.js";

export interface ResultParts {
  startedAt: Date;
  finishedAt: Date;
  /** The project's folder relative to the repository root ("." at the root). */
  workingDirectory: string;
  /**
   * The project's path as the tests, errors, command and logs name it (the
   * sandbox's copy, or the host folder report files were read in); null when
   * nothing in them needs mapping.
   */
  projectPath: string | null;
  framework?: FrameworkInfo | null;
  sandbox?: SandboxInfo | null;
  /** Mapped in place: a run of a million tests is not copied. */
  tests?: TestResult[];
  errors?: readonly RunError[];
  command?: readonly string[] | null;
  exitCode?: number | null;
  logs?: { stdout: string; stderr: string; truncated: boolean };
  /** Report-only runs: the files the tests were read from, their paths project-relative. */
  reportFiles?: readonly ReportFileInfo[];
  /** The tests' paths were mapped as they were read (report-only runs): not mapped again. */
  testsMapped?: boolean;
  /**
   * A run too big to hold: every test on disk with its counts, `tests` only the failures
   * held in memory (docs/architecture.md §6). Summary and status come from the counts.
   */
  stored?: { tests: StoredTests; counts: { passed: number; failed: number; errored: number; skipped: number } };
}

/** Status, summary and message from the tests and errors (status.ts), paths made repository-relative. */
export function assembleResult(parts: ResultParts): RunResult {
  const map = parts.projectPath === null ? null : pathMapper(parts.projectPath, parts.workingDirectory);
  const tests = parts.tests ?? [];
  if (map && !parts.testsMapped) mapTests(tests, map);
  const errors = map ? (parts.errors ?? []).map((e) => mapError(e, map)) : [...(parts.errors ?? [])];
  const text = (s: string): string => (map ? (map.text(s) ?? s) : s);
  const durationMs = parts.finishedAt.getTime() - parts.startedAt.getTime();
  const c = parts.stored?.counts;
  const total = parts.stored?.tests.length ?? tests.length;
  const summary = c
    ? { total, passed: c.passed, failed: c.failed, errored: c.errored, skipped: c.skipped, duration_ms: durationMs }
    : summarize(tests, durationMs);
  const status = c ? statusOf(total, c.failed + c.errored > 0, errors) : decideStatus(tests, errors);
  const logs = parts.logs ?? { stdout: "", stderr: "", truncated: false };
  const result: RunResult = {
    version: RESULTS_VERSION,
    status,
    message: describeRun(status, summary, errors),
    framework: parts.framework ?? null,
    sandbox: parts.sandbox ?? null,
    summary,
    tests,
    ...(parts.stored ? { testStore: parts.stored.tests } : {}),
    errors,
    command: parts.command ? parts.command.map(text) : null,
    exit_code: parts.exitCode ?? null,
    started_at: parts.startedAt.toISOString(),
    finished_at: parts.finishedAt.toISOString(),
    working_directory: parts.workingDirectory,
    // The tests' raw output, which results.json carries as text: cleaned like every test's.
    logs: {
      stdout: cleanIfNeeded(text(logs.stdout)),
      stderr: cleanIfNeeded(text(logs.stderr)),
      truncated: logs.truncated,
    },
    tool: { name: "testcage", version: VERSION },
  };
  if (parts.reportFiles) {
    result.report_files = parts.reportFiles.map((f) => ({ ...f, path: map?.file(f.path) ?? f.path }));
  }
  return result;
}

function mapTests(tests: TestResult[], map: PathMapper): void {
  // Tests share a few thousand files: one mapped string each, not a copy per test.
  const files = new Map<string, string | null>();
  const mapFile = (f: string): string | null => {
    let mapped = files.get(f);
    if (mapped === undefined) {
      mapped = map.file(f);
      files.set(f, mapped);
    }
    return mapped;
  };
  for (const t of tests) {
    t.file = t.file === null ? null : mapFile(t.file);
    t.message = map.text(t.message);
    t.stack = map.text(t.stack);
  }
}

function mapError(e: RunError, map: PathMapper): RunError {
  return {
    ...e,
    message: map.text(e.message) ?? e.message,
    ...(e.file !== undefined ? { file: map.file(e.file) } : {}),
    ...(e.details !== undefined ? { details: map.text(e.details) } : {}),
  };
}
