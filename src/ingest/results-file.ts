// Writes results.json (and the capped logs) atomically. Called on every path,
// including bad input and crashes: a run never ends without a result file.

import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { jsonPieces, writeChunks } from "../formats/stream-write.js";
import type { ErrorKind, RunResult } from "../core/model.js";
import { allTests, RESULTS_VERSION } from "../core/model.js";
import { VERSION } from "../core/version.js";

export const RESULTS_FILE = "results.json";

export async function writeResults(
  outDir: string,
  result: RunResult,
  logs?: { stdout: string; stderr: string },
): Promise<string> {
  await mkdir(outDir, { recursive: true });
  const path = join(outDir, RESULTS_FILE);
  const tmp = `${path}.${process.pid}.tmp`;
  // In pieces: a run of a million tests is never one string.
  await writeChunks(tmp, jsonPieces({ ...result, tests: [] }, ["tests"], allTests(result)));
  await rename(tmp, path);
  if (logs) {
    await writeFile(join(outDir, "stdout.log"), logs.stdout);
    await writeFile(join(outDir, "stderr.log"), logs.stderr);
  }
  return path;
}

/** A result for runs that never reached the tests (bad input, crashes). */
export function errorResult(kind: ErrorKind, message: string, startedAt: Date, workingDirectory = "."): RunResult {
  return {
    version: RESULTS_VERSION,
    status: "error",
    message,
    framework: null,
    sandbox: null,
    summary: { total: 0, passed: 0, failed: 0, errored: 0, skipped: 0, duration_ms: Date.now() - startedAt.getTime() },
    tests: [],
    errors: [{ kind, message }],
    command: null,
    exit_code: null,
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    working_directory: workingDirectory,
    logs: { stdout: "", stderr: "", truncated: false },
    tool: { name: "testcage", version: VERSION },
  };
}
