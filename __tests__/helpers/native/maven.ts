// Maven Surefire's own count of a sample: `mvn test` run natively (not through
// testcage) on a temporary copy (so no target/ lands in the repo), read from the
// totals line Surefire prints once per module:
//   [ERROR] Tests run: 5, Failures: 1, Errors: 1, Skipped: 1
// (the per-class lines end in "-- in <class>" and are not counted). Errors count
// as failed, as the integration test adds testcage's errored to failed. Modules
// that did not compile print no totals and count nothing, as in testcage.

import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TOTALS = /^\[(?:INFO|WARNING|ERROR)\] Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$/;

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const copy = mkdtempSync(join(tmpdir(), "testcage-native-maven-"));
  try {
    cpSync(sampleDir, copy, { recursive: true, filter: (src) => !/\/target(\/|$)/.test(src.slice(sampleDir.length)) });
    const r = spawnSync(
      "mvn",
      ["-B", "-ntp", "-Dmaven.test.failure.ignore=true", "-Dstyle.color=never", "-fae", "test"],
      {
        cwd: copy,
        env: { ...process.env, MAVEN_OPTS: "-Djava.awt.headless=true" },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (r.error) throw r.error;
    const counts = { total: 0, passed: 0, failed: 0, skipped: 0 };
    for (const line of r.stdout.split("\n")) {
      const m = TOTALS.exec(line);
      if (!m) continue;
      const [run, failures, errors, skipped] = m.slice(1).map(Number) as [number, number, number, number];
      counts.total += run;
      counts.failed += failures + errors;
      counts.skipped += skipped;
      counts.passed += run - failures - errors - skipped;
    }
    return counts;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
