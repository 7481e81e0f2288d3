// The run's facts in the summary and check run: which build caches the run started
// from, and the SCBench groups, in a line each, escaped like every other fact.

import { describe, expect, it } from "vitest";
import { runFacts } from "../../../src/publish/render.js";
import type { SandboxInfo } from "../../../src/core/model.js";
import { dockerIsolation, resultOf, testResult } from "../../helpers/results.js";

const sandbox = (cache: SandboxInfo["cache"]): SandboxInfo => ({
  kind: "docker",
  isolation: dockerIsolation(),
  container: null,
  ...(cache ? { cache } : {}),
});

describe("runFacts", () => {
  const layer = (name: string) => ({
    name,
    source: `/home/runner/${name}`,
    target: "go-build",
    strategy: "overlay" as const,
  });

  it("names the runner's caches a run started from, and says when it started empty", () => {
    const warm = resultOf([testResult({ name: "t" })], {
      sandbox: sandbox({ mode: "run", layers: [layer("Go build cache"), layer("Go module cache")], skipped: [] }),
    });
    expect(runFacts(warm)).toContain(
      "- **Build caches:** run, from the runner's Go build cache, Go module cache (read-only layers, nothing kept)",
    );
    const cold = resultOf([testResult({ name: "t" })], { sandbox: sandbox({ mode: "off", layers: [], skipped: [] }) });
    expect(runFacts(cold)).toContain("- **Build caches:** off, started empty");
    // A run with no cache to lay (a language without one) says nothing about caches.
    const none = resultOf([testResult({ name: "t" })], { sandbox: sandbox({ mode: "run", layers: [], skipped: [] }) });
    expect(runFacts(none)).not.toContain("Build caches");
  });

  it("sums up the groups of a checkpoint run, escaping their names", () => {
    const r = resultOf([testResult({ name: "t" })], {
      checkpoint: { name: "checkpoint_2", number: 2, include_prior: true, files: ["test_checkpoint_2.py"] },
      groups: {
        core: { total: 4, passed: 3, failed: 1, errored: 0, skipped: 0 },
        "my_*group*": { total: 2, passed: 2, failed: 0, errored: 0, skipped: 0 },
      },
    });
    expect(runFacts(r)).toContain("- **Groups (checkpoint checkpoint\\_2):** core 3/4, my\\_\\*group\\* 2/2 passed");
  });
});
