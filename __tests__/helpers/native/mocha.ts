// mocha's own count of a sample: mocha run natively in the sample folder (not
// through testcage) with its built-in json reporter, read from the report's
// stats. mocha counts a failing hook as a failure (testcage lists it as one
// "error" entry) and pending tests as pending. A spec file that does not load,
// or no spec files at all, stops mocha before any report: zero of everything.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nativeEnv } from "./jest.js";

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const tmp = mkdtempSync(join(tmpdir(), "native-mocha-"));
  try {
    const out = join(tmp, "mocha.json");
    const r = spawnSync(
      join(sampleDir, "node_modules/.bin/mocha"),
      ["--reporter", "json", "--reporter-option", `output=${out}`],
      { cwd: sampleDir, env: nativeEnv(), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (r.error) throw r.error;
    let stats: Record<string, unknown>;
    try {
      stats = (JSON.parse(readFileSync(out, "utf8")) as { stats: Record<string, unknown> }).stats;
    } catch {
      if (/No test files found|Exception during run/.test(r.stdout + r.stderr)) {
        return { total: 0, passed: 0, failed: 0, skipped: 0 };
      }
      throw new Error(`mocha wrote no report in ${sampleDir} (exit ${r.status}): ${r.stderr.slice(-2000)}`);
    }
    const n = (key: string): number => (typeof stats[key] === "number" ? stats[key] : 0);
    const passed = n("passes");
    const failed = n("failures");
    const skipped = n("pending");
    return { total: passed + failed + skipped, passed, failed, skipped };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
