// Writes results.json (and the capped logs) atomically. Called on every path,
// including bad input and crashes: a run never ends without a result file.

import { rename } from "node:fs/promises";
import { makeOutDir, removeOutFile, writeOutFile } from "../core/out-files.js";
import { join } from "node:path";
import { jsonListPieces, writeChunks } from "../formats/stream-write.js";
import { assembleResult } from "../core/assemble-result.js";
import type { ErrorKind, RunResult } from "../core/model.js";
import { allTests } from "../core/model.js";

export const RESULTS_FILE = "results.json";
/** The install phase's output, when one ran (EngineRun.logs). */
export const INSTALL_LOG = "install.log";

export async function writeResults(
  outDir: string,
  result: RunResult,
  logs?: { stdout: string; stderr: string; install?: string },
): Promise<string> {
  makeOutDir(outDir);
  const path = join(outDir, RESULTS_FILE);
  const tmp = `${path}.${process.pid}.tmp`;
  // In pieces: a run of a million tests is never one string.
  // Past LINES_AFTER tests a test a line; a store's lines are copied as they were stored.
  const tests = allTests(result);
  const store = result.testStore;
  await writeChunks(
    tmp,
    jsonListPieces({ ...result, tests: [] }, ["tests"], tests.length, tests, store && (() => store.jsonLines())),
  );
  await rename(tmp, path);
  if (logs) {
    writeOutFile(join(outDir, "stdout.log"), logs.stdout);
    writeOutFile(join(outDir, "stderr.log"), logs.stderr);
    if (logs.install !== undefined) writeOutFile(join(outDir, INSTALL_LOG), logs.install);
    else removeOutFile(join(outDir, INSTALL_LOG));
  }
  return path;
}

/** A result for runs that never reached the tests (bad input, crashes). */
export function errorResult(kind: ErrorKind, message: string, startedAt: Date, workingDirectory = "."): RunResult {
  return assembleResult({
    startedAt,
    finishedAt: new Date(),
    workingDirectory,
    projectPath: null,
    errors: [{ kind, message }],
  });
}
