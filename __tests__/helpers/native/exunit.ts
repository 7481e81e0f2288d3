// ExUnit's own count of a sample: `mix test` run natively (not through testcage)
// on a temporary copy of the sample (mix writes _build into the project), read
// from its summary line: "1 doctest, 11 tests, 4 failures, 1 excluded,
// 2 invalid, 1 skipped". Doctests and tests are tests; invalid tests (their
// setup_all failed) are failed; skipped and excluded tests are skipped, as
// ExUnit counts them in its total. A compile error or "There are no tests to
// run" counts nothing, as in testcage.

import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const tmp = mkdtempSync(join(tmpdir(), "native-exunit-"));
  try {
    const project = join(tmp, "project");
    cpSync(sampleDir, project, { recursive: true, filter: (src) => !/\/_build(\/|$)/.test(src) });
    const r = spawnSync("mix", ["test"], {
      cwd: project,
      env: { ...process.env, HOME: tmp, MIX_ENV: "test", LANG: "C.UTF-8", LC_ALL: "C.UTF-8" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.error) throw r.error;
    const summary = /^(?:\d+ (?:doctests?|tests?|propert(?:y|ies))(?:, )?)+.*\d+ failures?.*$/m.exec(r.stdout)?.[0];
    if (!summary) return { total: 0, passed: 0, failed: 0, skipped: 0 };
    const n = (label: string): number => Number(new RegExp(`(\\d+) ${label}`).exec(summary)?.[1] ?? 0);
    const total = n("doctests?") + n("tests?") + n("propert(?:y|ies)");
    const failed = n("failures?") + n("invalid");
    const skipped = n("skipped") + n("excluded");
    return { total, passed: total - failed - skipped, failed, skipped };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
