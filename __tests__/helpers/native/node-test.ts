// node's own count of a sample: `node --test` run natively (not through
// testcage) with the TAP reporter, read from its closing summary
// (# tests, # pass, # fail, # cancelled, # skipped, # todo).
//
// node counts tests and parent tests (not describe blocks), and a test file
// that reported no test as one test. testcage counts the same, except a file
// that failed before reporting any test: node calls that a failed test, testcage
// a collection error. Such files are found by re-running each failed file-level
// entry alone: when node then counts exactly one test, the file gave none, and
// it is taken out of the count.

import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";

interface Summary {
  tests: number;
  pass: number;
  fail: number;
  cancelled: number;
  skipped: number;
  todo: number;
}

function runTap(cwd: string, files: string[] = []): string {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env["NODE_OPTIONS"];
  delete env["NODE_TEST_CONTEXT"];
  const r = spawnSync(process.execPath, ["--test", "--test-reporter=tap", ...files], { cwd, env, encoding: "utf8" });
  if (r.error) throw r.error;
  return r.stdout;
}

/** The last "# name N" lines: the closing summary (test output can print lines like them earlier). */
function summaryOf(tap: string): Summary {
  const counts: Summary = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
  for (const line of tap.split("\n")) {
    const m = /^# (tests|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(line);
    if (m) counts[m[1] as keyof Summary] = Number(m[2]);
  }
  return counts;
}

/** Top-level failed entries named after a test file: node's stand-in for a whole file. */
function failedFiles(cwd: string, tap: string): string[] {
  const files: string[] = [];
  for (const line of tap.split("\n")) {
    const name = /^not ok \d+ - (.+)$/.exec(line)?.[1];
    if (name === undefined) continue;
    const path = resolve(cwd, name);
    if (existsSync(path) && statSync(path).isFile()) files.push(path);
  }
  return files;
}

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const tap = runTap(sampleDir);
  const s = summaryOf(tap);
  let loadFailures = 0;
  for (const file of failedFiles(sampleDir, tap)) {
    if (summaryOf(runTap(sampleDir, [file])).tests === 1) loadFailures += 1;
  }
  return {
    total: s.tests - loadFailures,
    passed: s.pass,
    failed: s.fail + s.cancelled - loadFailures,
    skipped: s.skipped + s.todo,
  };
}
