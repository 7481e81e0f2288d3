// results.json in the Exercism test-runner interface (results.json version 2):
// status pass|fail|error at the top, a message for errors, and per-test name,
// status and message. The run status vocabulary is already Exercism's.

import type { RunResult, TestResult } from "../model.js";

/** The Exercism document; with `withTests` false its tests array is left empty, for writing them one by one. */
export function toExercism(result: RunResult, withTests = true): Record<string, unknown> {
  const out: Record<string, unknown> = { version: 2, status: result.status };
  if (result.status === "error") out["message"] = result.message;
  out["tests"] = withTests ? result.tests.map(exercismTest).filter((t) => t !== null) : [];
  return out;
}

/**
 * One test as Exercism's, or null for a skipped one: Exercism has no "skipped", and a
 * test that did not run is left out rather than called a pass.
 */
export function exercismTest(t: TestResult): Record<string, unknown> | null {
  if (t.status === "skipped") return null;
  const test: Record<string, unknown> = {
    name: [...t.suite, t.name].join(" > "),
    status: t.status === "passed" ? "pass" : t.status === "error" ? "error" : "fail",
  };
  if (t.message) test["message"] = t.message;
  const output = [t.stdout, t.stderr].filter(Boolean).join("");
  if (output) test["output"] = output.length > 500 ? `${output.slice(0, 500)}… (output truncated)` : output;
  return test;
}
