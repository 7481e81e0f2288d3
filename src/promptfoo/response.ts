// A run's result -> promptfoo's ProviderResponse (docs/promptfoo.md). `output` is
// the JSON text assertions read; `error` is set only when the run could not be
// judged (status `error`, docs/architecture.md §2), so promptfoo counts it as an
// error, never as a failed assertion. Pure.

import type { RunResult, TestResult } from "../core/model.js";

/** Tests put into `output`: past this many, the ones that did not pass come first and the rest are counted. */
export const OUTPUT_TEST_CAP = 5000;

/** The fields of promptfoo's ProviderResponse this provider fills. */
export interface ProviderResponse {
  output: string;
  error?: string;
  metadata: ProviderMetadata;
}

export interface ProviderMetadata {
  status: RunResult["status"];
  message: string;
  framework: string | null;
  sandbox: string | null;
  summary: RunResult["summary"];
  exit_code: number | null;
  /** Where results.json was written (config `out`), else null. */
  results_file: string | null;
  /** Why `compare` gave no comparison (the base could not be read or compared), else null. */
  compare_error: string | null;
}

/** One test as `output` shows it: results.json's entry without the captured output and stack. */
export type OutputTest = Omit<TestResult, "stdout" | "stderr" | "stack">;

function outputTest(test: TestResult): OutputTest {
  // A copy without the fields that can each run to the capture cap; fields added to TestResult later come along.
  const copy: Partial<TestResult> = { ...test };
  delete copy.stdout;
  delete copy.stderr;
  delete copy.stack;
  return copy as OutputTest;
}

/** Every test that did not pass before those that did, in their order otherwise, up to the cap. */
function cappedTests(tests: readonly TestResult[]): { tests: OutputTest[]; omitted: number } {
  if (tests.length <= OUTPUT_TEST_CAP) return { tests: tests.map(outputTest), omitted: 0 };
  const chosen: TestResult[] = [];
  for (const t of tests) if (t.status === "failed" || t.status === "error") chosen.push(t);
  for (const t of tests) if (t.status !== "failed" && t.status !== "error") chosen.push(t);
  return { tests: chosen.slice(0, OUTPUT_TEST_CAP).map(outputTest), omitted: tests.length - OUTPUT_TEST_CAP };
}

export function providerResponse(
  result: RunResult,
  resultsFile: string | null,
  compareError: string | null = null,
): ProviderResponse {
  const { tests, omitted } = cappedTests(result.tests);
  const output = {
    status: result.status,
    message: result.message,
    framework: result.framework?.id ?? null,
    summary: result.summary,
    errors: result.errors,
    tests,
    ...(omitted > 0 ? { tests_omitted: omitted } : {}),
    ...(result.comparison ? { comparison: result.comparison } : {}),
  };
  const metadata: ProviderMetadata = {
    status: result.status,
    message: result.message,
    framework: result.framework?.id ?? null,
    sandbox: result.sandbox?.kind ?? null,
    summary: result.summary,
    exit_code: result.exit_code,
    results_file: resultsFile,
    compare_error: compareError,
  };
  return {
    output: JSON.stringify(output),
    ...(result.status === "error" ? { error: `testcage: ${result.message}` } : {}),
    metadata,
  };
}
