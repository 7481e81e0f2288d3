// go test's own count of a sample: `go test -v ./...` run natively (not through
// testcage), read from Go's `=== RUN` and `--- PASS/FAIL/SKIP` lines, one package
// block at a time (test names repeat across packages).
//
// The rule is the one src/frameworks/go.ts counts by, so the two can be compared:
// a test counts when it has no subtests; a parent of subtests counts only when it
// failed (or never ended) while none of its subtests did. A test with `=== RUN`
// and no end line (its binary crashed) counts as failed; testcage reports it as
// "error", which the integration test adds to failed. Packages that did not build
// print no test lines and count nothing, as in testcage.

import { spawnSync } from "node:child_process";

type End = "pass" | "fail" | "skip" | null;

const RUN = /^=== RUN\s+(\S+)/;
const END = /^\s*--- (PASS|FAIL|SKIP): (\S+) \(/;
/** The line go test prints when a package's binary is done: "ok  \tpkg", "FAIL\tpkg", "?   \tpkg". */
const PACKAGE_DONE = /^(ok|FAIL|\?)\s+\t?\S/;

function countBlock(block: Map<string, End>, counts: { passed: number; failed: number; skipped: number }): void {
  const bad = (e: End): boolean => e === "fail" || e === null;
  for (const [name, end] of block) {
    const descendants = [...block].filter(([other]) => other.startsWith(`${name}/`));
    const counted = descendants.length === 0 || (bad(end) && !descendants.some(([, e]) => bad(e)));
    if (!counted) continue;
    if (end === "pass") counts.passed += 1;
    else if (end === "skip") counts.skipped += 1;
    else counts.failed += 1;
  }
}

export async function nativeCounts(
  sampleDir: string,
): Promise<{ total: number; passed: number; failed: number; skipped: number }> {
  const r = spawnSync("go", ["test", "-v", "-count=1", "./..."], {
    cwd: sampleDir,
    env: { ...process.env, GOTOOLCHAIN: "local", GOPROXY: "off", GOFLAGS: "-buildvcs=false" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let block = new Map<string, End>();
  for (const line of r.stdout.split("\n")) {
    const run = RUN.exec(line);
    if (run) {
      if (!block.has(run[1]!)) block.set(run[1]!, null);
      continue;
    }
    const end = END.exec(line);
    if (end) {
      block.set(end[2]!, end[1]!.toLowerCase() as End);
      continue;
    }
    if (PACKAGE_DONE.test(line)) {
      countBlock(block, counts);
      block = new Map();
    }
  }
  countBlock(block, counts);
  return { total: counts.passed + counts.failed + counts.skipped, ...counts };
}
