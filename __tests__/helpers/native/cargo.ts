// cargo test's own count of a sample: `cargo test --no-fail-fast` run natively (not
// through testcage) with its build in a temporary target folder, read from the
// summary line libtest prints once per test binary and once for the doc tests:
//   test result: FAILED. 3 passed; 5 failed; 2 ignored; 0 measured; 0 filtered out; ...
// Ignored tests count as skipped. A crate that does not compile prints no summary
// and counts nothing, as in testcage.

import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SUMMARY = /^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored;/;

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  // A copy, so neither target/ nor a generated Cargo.lock lands in the repo.
  const copy = mkdtempSync(join(tmpdir(), "testcage-native-cargo-"));
  try {
    cpSync(sampleDir, copy, { recursive: true, filter: (src) => !/\/target(\/|$)/.test(src.slice(sampleDir.length)) });
    const r = spawnSync("cargo", ["test", "--workspace", "--no-fail-fast", "--color", "never"], {
      cwd: copy,
      env: { ...process.env, CARGO_TARGET_DIR: join(copy, "target"), CARGO_TERM_COLOR: "never" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.error) throw r.error;
    const counts = { total: 0, passed: 0, failed: 0, skipped: 0 };
    for (const line of r.stdout.split("\n")) {
      const m = SUMMARY.exec(line);
      if (!m) continue;
      counts.passed += Number(m[1]);
      counts.failed += Number(m[2]);
      counts.skipped += Number(m[3]);
    }
    counts.total = counts.passed + counts.failed + counts.skipped;
    return counts;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
