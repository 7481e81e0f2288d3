// jest's own count of a sample: jest run natively in the sample folder (not
// through testcage) with --json, read from the report's totals. Pending and todo
// tests are skipped; a file that does not load counts no test, as in testcage.
// With no tests found jest may write no report: that is zero of everything.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Only what a test run needs: the environment of the vitest running this helper would leak into jest. */
export function nativeEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" };
  for (const name of ["PATH", "HOME", "LANG", "TZ"]) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return env;
}

function count(report: Record<string, unknown>, key: string): number {
  const value = report[key];
  return typeof value === "number" ? value : 0;
}

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const tmp = mkdtempSync(join(tmpdir(), "native-jest-"));
  try {
    const out = join(tmp, "jest.json");
    const r = spawnSync(
      join(sampleDir, "node_modules/.bin/jest"),
      ["--ci", "--watchAll=false", "--json", `--outputFile=${out}`, `--cacheDirectory=${join(tmp, "cache")}`],
      { cwd: sampleDir, env: nativeEnv(), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (r.error) throw r.error;
    let report: Record<string, unknown>;
    try {
      report = JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>;
    } catch {
      if (/No tests found/.test(r.stdout + r.stderr)) return { total: 0, passed: 0, failed: 0, skipped: 0 };
      throw new Error(`jest wrote no report in ${sampleDir} (exit ${r.status}): ${r.stderr.slice(-2000)}`);
    }
    const passed = count(report, "numPassedTests");
    const failed = count(report, "numFailedTests");
    const skipped = count(report, "numPendingTests") + count(report, "numTodoTests");
    return { total: passed + failed + skipped, passed, failed, skipped };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
