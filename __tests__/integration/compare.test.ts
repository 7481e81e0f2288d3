// The action's `compare` input against the loopback GitHub stand-in: a base
// results.json next to this run's makes the check run's title say how many
// failures are new, the summary list them, and results.json carry the
// comparison; a missing base only adds a note. Publishes earlier results
// (results-file), so no test framework runs.

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeResults } from "../../src/results-file.js";
import { runAction } from "../helpers/action.js";
import { checkRunRequests, invalidRequests, startGitHubContract } from "../helpers/github-contract.js";
import { resultOf, testResult } from "../helpers/results.js";
import { validateResultsFile } from "../helpers/schema.js";

const HEAD = "0123456789abcdef0123456789abcdef01234567";
const TOKEN = "ghs_contracttesttoken000000000000000000";

const failed = (name: string) => testResult({ name, status: "failed", message: `AssertionError: ${name} broke` });
const passed = (name: string) => testResult({ name });

const servers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function files(): Promise<{ dir: string; base: string; head: string }> {
  const dir = mkdtempSync(join(tmpdir(), "tc-compare-"));
  const base = await writeResults(join(dir, "base"), resultOf([passed("a"), failed("c"), failed("d"), passed("old")]));
  const head = await writeResults(
    join(dir, "head"),
    resultOf([failed("a"), failed("c"), passed("d"), failed("fresh"), passed("extra")]),
  );
  return { dir, base, head };
}

async function publish(inputs: Record<string, string>, resultsDir: string) {
  const api = await startGitHubContract({ knownShas: [HEAD] });
  servers.push(api);
  const run = await runAction({
    inputs: { "github-token": TOKEN, "results-dir": resultsDir, ...inputs },
    env: {
      ...api.env,
      GITHUB_REPOSITORY: "acme/app",
      GITHUB_SHA: HEAD,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_RUN_ID: "1234",
      GITHUB_JOB: "test",
    },
  });
  expect(invalidRequests(api.requests)).toEqual([]);
  return { run, output: checkRunRequests(api.requests).at(-1)!.body.output! };
}

describe("the compare input", () => {
  it("says which failures are new in the check run's title, the summary and results.json", async () => {
    const { dir, base, head } = await files();
    const { run, output } = await publish({ "results-file": head, compare: base }, join(dir, "out"));
    expect(output.title).toBe("2 new failures, 3 failed, 2 passed, 1 fixed");
    expect(run.summary).toContain("2 new failures · 1 fixed · 1 still failing · 2 added · 1 removed");
    expect(run.stdout).toContain("2 new failures, 1 fixed, 1 still failing, 2 added, 1 removed");
    const written = validateResultsFile(join(dir, "out", "results.json"));
    expect(written["comparison"]).toMatchObject({
      counts: { new_failures: 2, fixed: 1, still_failing: 1, added: 2, removed: 1 },
      removed: ["tests/test_a.py::old"],
    });
  }, 120_000);

  it("without a base file: a note, totals in the title, no comparison in results.json", async () => {
    const { dir, head } = await files();
    const { run, output } = await publish({ "results-file": head, compare: "base/results.json" }, join(dir, "out"));
    expect(output.title).toBe("3 failed, 2 passed");
    expect(run.summary).toContain("No comparison with the base: base/results\\.json\\: no such file.");
    expect(run.outputs["status"]).toBe("fail");
    expect(JSON.parse(readFileSync(join(dir, "out", "results.json"), "utf8"))).not.toHaveProperty("comparison");
  }, 120_000);
});
