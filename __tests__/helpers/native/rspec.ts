// RSpec's own count of a sample: rspec run natively in the sample folder (not
// through testcage), read from its summary line "11 examples, 4 failures,
// 3 pending[, 2 errors occurred outside of examples]". Pending examples are
// skipped; errors outside of examples (a spec file that does not load) are not
// examples and count nothing, as in testcage.

import { spawnSync } from "node:child_process";

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const r = spawnSync("rspec", ["--format", "progress", "--no-color"], {
    cwd: sampleDir,
    env: { ...process.env, LANG: "C.UTF-8" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  const m = /^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?/m.exec(r.stdout);
  if (!m) throw new Error(`rspec printed no summary in ${sampleDir} (exit ${r.status}): ${r.stderr.slice(-2000)}`);
  const total = Number(m[1]);
  const failed = Number(m[2]);
  const skipped = Number(m[3] ?? 0);
  return { total, passed: total - failed - skipped, failed, skipped };
}
