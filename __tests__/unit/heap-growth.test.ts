// The heap limits are process-wide V8 flags, so each case runs in a child process: the
// young generation grows as V8 lets it in a run that keeps its tests in memory, and grows
// no further once an entry point's ingest moves its tests to disk.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const module = fileURLToPath(new URL("../../src/core/heap-growth.ts", import.meta.url));

/** The young generation's size after 2M objects are made and kept, with `calls` made first. */
function youngAfterSurvivors(calls: string): number {
  const script = `
    import v8 from "node:v8";
    import { limitHeapGrowth, holdYoungGeneration } from ${JSON.stringify(module)};
    ${calls}
    const keep = [];
    for (let i = 0; i < 2_000_000; i++) keep.push({ i, s: "x" + i });
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
    console.log(young.space_size);`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

const MiB = 1024 * 1024;

describe("heap growth", () => {
  it("lets the young generation grow for tests kept in memory, and holds it once an ingest goes to disk", () => {
    // An entry point's run: the old generation limited, the young one free to grow.
    expect(youngAfterSurvivors("limitHeapGrowth();")).toBeGreaterThanOrEqual(16 * MiB);
    // The tests moved to disk: it stays near its first size.
    expect(youngAfterSurvivors("limitHeapGrowth(); holdYoungGeneration();")).toBeLessThanOrEqual(4 * MiB);
    // A library in another program's process changes nothing, even past the spill.
    expect(youngAfterSurvivors("holdYoungGeneration();")).toBeGreaterThanOrEqual(16 * MiB);
  });
});
