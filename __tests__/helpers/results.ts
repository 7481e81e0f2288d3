// Builders for RunResult values in unit tests.

import type { Isolation, RunResult, TestResult } from "../../src/core/model.js";
import { errorResult } from "../../src/ingest/results-file.js";

export function testResult(over: Partial<TestResult> & { name: string }): TestResult {
  const file = over.file === undefined ? "tests/test_a.py" : over.file;
  return {
    id: `${file ?? ""}::${over.name}`,
    suite: [],
    status: "passed",
    duration_ms: 5,
    file,
    line: 1,
    message: null,
    stack: null,
    stdout: null,
    stderr: null,
    ...over,
  };
}

/** A result whose summary is computed from its tests, like the engine's. */
/** A docker sandbox's isolation as results.json has it. */
export function dockerIsolation(over: Partial<Isolation> = {}): Isolation {
  return {
    network: "none",
    network_method: "docker --network none",
    filesystem: "container",
    environment: "scrubbed",
    process_group: true,
    uid: 10001,
    no_new_privs: true,
    output_cap_bytes: 1048576,
    notes: [],
    ...over,
  };
}

export function resultOf(tests: TestResult[], over: Partial<RunResult> = {}): RunResult {
  const n = (s: TestResult["status"]): number => tests.filter((t) => t.status === s).length;
  const failed = n("failed") + n("error");
  return {
    ...errorResult("internal", "x", new Date("2026-01-01T00:00:00Z")),
    status: failed ? "fail" : "pass",
    message: `${tests.length} tests`,
    errors: [],
    framework: { id: "pytest", name: "pytest", reason: "pytest.ini present" },
    summary: {
      total: tests.length,
      passed: n("passed"),
      failed: n("failed"),
      errored: n("error"),
      skipped: n("skipped"),
      duration_ms: 1234,
    },
    tests,
    ...over,
  };
}

/** n failing tests spread over `files` files, each with a message and stack of the given size. */
export function manyFailures(n: number, files = 7, messageBytes = 200): TestResult[] {
  return Array.from({ length: n }, (_, i) =>
    testResult({
      name: `test_case_${i}`,
      file: `tests/test_file_${i % files}.py`,
      line: 10 + i,
      status: i % 10 === 9 ? "error" : "failed",
      message: `AssertionError: case ${i} ${"x".repeat(messageBytes)}`,
      stack: `Traceback:\n  tests/test_file_${i % files}.py:${10 + i}: in test_case_${i}\n${"frame\n".repeat(50)}`,
      stdout: `output of case ${i}\n`,
    }),
  );
}
