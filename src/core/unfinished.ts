// The tests a run started but never finished (a timeout, a cancelled or killed
// run), which frameworks that stream their events can name: each becomes an
// error entry at its place, so the log's last test is not mistaken for a pass
// or silently lost. One wording for every adapter.

import type { TestResult } from "./model.js";
import type { ParseInput } from "./adapter-types.js";
import { makeTestId } from "./ids.js";

const WITHIN = " within";

/** True for an entry unfinishedMessage made for a timed-out run (the engine names these in the timeout's message). */
export function stoppedByTimeout(t: Pick<TestResult, "status" | "message">): boolean {
  return t.status === "error" && (t.message?.startsWith(`did not finish${WITHIN} `) ?? false);
}

/**
 * "did not finish within 30 s: the run timed out while this test was running",
 * or "did not finish: <framework> was stopped while this test was running".
 */
export function unfinishedMessage(
  input: Pick<ParseInput, "timedOut" | "timeoutSeconds">,
  framework: string,
  noun = "test",
): string {
  if (input.timedOut) {
    const within = input.timeoutSeconds === undefined ? "" : `${WITHIN} ${input.timeoutSeconds} s`;
    return `did not finish${within}: the run timed out while this ${noun} was running`;
  }
  return `did not finish: ${framework} was stopped while this ${noun} was running`;
}

/** The error entry for a test that started at file:line and never finished. */
export function unfinishedTest(
  where: { file: string | null; suite: string[]; name: string; line: number | null },
  message: string,
): TestResult {
  return {
    id: makeTestId(where.file, where.suite, where.name),
    name: where.name,
    suite: where.suite,
    status: "error",
    duration_ms: null,
    file: where.file,
    line: where.line,
    message,
    stack: null,
    stdout: null,
    stderr: null,
  };
}
