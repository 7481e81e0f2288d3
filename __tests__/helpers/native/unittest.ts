// unittest's own count of a sample: `python3 -m unittest -v -b` run natively in
// the sample folder (not through testcage). Passes are its verbose "... ok"
// lines (-b keeps test output from splitting them); the rest comes from the
// summary line "FAILED (failures=F, errors=E, skipped=S, expected failures=X,
// unexpected successes=U)": failed = F + E + U, skipped = S + X. Modules that
// fail to import are errors of unittest's stand-in test
// "unittest.loader._FailedTest"; they are not tests and are not counted.

import { spawnSync } from "node:child_process";

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const r = spawnSync("python3", ["-m", "unittest", "-v", "-b"], {
    cwd: sampleDir,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
    encoding: "utf8",
  });
  const out = r.stderr;
  const passed = out.split("\n").filter((l) => / \.\.\. ok$/.test(l)).length;
  const summary = /^(?:FAILED|OK)(?: \((.*)\))?$/m.exec(out)?.[1] ?? "";
  const n = (key: string): number => Number(new RegExp(`(?:^|, )${key}=(\\d+)`).exec(summary)?.[1] ?? 0);
  const importFailures = out.split("\n").filter((l) => /^ERROR: \S+ \(unittest\.loader\._FailedTest/.test(l)).length;
  const failed = n("failures") + n("errors") + n("unexpected successes") - importFailures;
  const skipped = n("skipped") + n("expected failures");
  return { total: passed + failed + skipped, passed, failed, skipped };
}
