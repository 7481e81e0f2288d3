// pytest's own count of a sample: its -rA short summary, one line per test
// outcome, read straight from pytest run natively (not through testcage).
// Collection errors ("ERROR path.py" with no ::) are not tests and are not counted.

import { spawnSync } from "node:child_process";

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const r = spawnSync("python3", ["-m", "pytest", "-p", "no:cacheprovider", "-rA", "-q", "--no-header"], {
    cwd: sampleDir,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1", NO_COLOR: "1" },
    encoding: "utf8",
  });
  const counts = { total: 0, passed: 0, failed: 0, skipped: 0 };
  for (const line of r.stdout.split("\n")) {
    const m = /^(PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS) (\S+)/.exec(line);
    if (!m) continue;
    const [, outcome, what] = m;
    if (outcome === "ERROR" && !what!.includes("::")) continue;
    if (outcome === "SKIPPED") {
      // "SKIPPED [N] file:line: reason" groups N skips on one line.
      counts.skipped += Number(/^\[(\d+)\]$/.exec(what!)?.[1] ?? 1);
    } else if (outcome === "XFAIL") counts.skipped += 1;
    else if (outcome === "PASSED" || outcome === "XPASS") counts.passed += 1;
    else counts.failed += 1;
  }
  counts.total = counts.passed + counts.failed + counts.skipped;
  return counts;
}
