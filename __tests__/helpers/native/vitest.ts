// vitest's own count of a sample: `vitest run` natively in the sample folder
// (not through testcage) with the json reporter, read from the report's totals.
// Skipped and todo tests are skipped; a file that does not load counts no test,
// as in testcage.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nativeEnv } from "./jest.js";

function count(report: Record<string, unknown>, key: string): number {
  const value = report[key];
  return typeof value === "number" ? value : 0;
}

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const tmp = mkdtempSync(join(tmpdir(), "native-vitest-"));
  try {
    const out = join(tmp, "vitest.json");
    const r = spawnSync(
      join(sampleDir, "node_modules/.bin/vitest"),
      ["run", "--reporter=json", `--outputFile=${out}`],
      {
        cwd: sampleDir,
        env: nativeEnv(),
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (r.error) throw r.error;
    let report: Record<string, unknown>;
    try {
      report = JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>;
    } catch {
      throw new Error(`vitest wrote no report in ${sampleDir} (exit ${r.status}): ${r.stderr.slice(-2000)}`);
    }
    const passed = count(report, "numPassedTests");
    const failed = count(report, "numFailedTests");
    const skipped = count(report, "numPendingTests") + count(report, "numTodoTests");
    return { total: passed + failed + skipped, passed, failed, skipped };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
