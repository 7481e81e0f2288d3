// PHPUnit's own count of a sample: phpunit run natively in the sample folder
// (not through testcage), read from its closing summary line:
// "OK (3 tests, 3 assertions)" or "Tests: 11, Assertions: 7, Errors: 2,
// Failures: 2, Skipped: 1, Incomplete: 1, Risky: 1.". Errors, failures and
// warnings are failed; skipped and incomplete are skipped; risky tests ran
// without failing, so they count as passed, as in testcage. A PHP fatal error
// while loading (no summary) counts nothing.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const hasConfig = ["phpunit.xml", "phpunit.xml.dist", "phpunit.dist.xml"].some((f) => existsSync(join(sampleDir, f)));
  const dir = existsSync(join(sampleDir, "tests")) ? "tests" : ".";
  const r = spawnSync("phpunit", ["--colors=never", "--do-not-cache-result", ...(hasConfig ? [] : [dir])], {
    cwd: sampleDir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  const ok = /^OK \((\d+) tests?, \d+ assertions?\)$/m.exec(r.stdout);
  if (ok) return { total: Number(ok[1]), passed: Number(ok[1]), failed: 0, skipped: 0 };
  const line = /^Tests: (\d+), Assertions: \d+(?:, .*)?\.$/m.exec(r.stdout);
  if (!line) return { total: 0, passed: 0, failed: 0, skipped: 0 };
  const n = (label: string): number => Number(new RegExp(`\\b${label}: (\\d+)`).exec(line[0])?.[1] ?? 0);
  const total = n("Tests");
  const failed = n("Errors") + n("Failures") + n("Warnings");
  const skipped = n("Skipped") + n("Incomplete");
  return { total, passed: total - failed - skipped, failed, skipped };
}
