// The action's `compare` input against the loopback GitHub stand-in: a base
// results.json next to this run's makes the check run's title say how many
// failures are new, the summary list them, and results.json carry the
// comparison; a missing base only adds a note. Publishes earlier results
// (results-file), so no test framework runs.

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeResults } from "../../src/ingest/results-file.js";
import { runAction } from "../helpers/action.js";
import { defaultArtifactName } from "../../src/publish/artifacts.js";
import {
  checkRunRequests,
  invalidRequests,
  startGitHubContract,
  type GitHubContractOptions,
  type StandInRun,
} from "../helpers/github-contract.js";
import { makeZip } from "../helpers/zip.js";
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

const PULL_REQUEST = {
  name: "pull_request",
  payload: {
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: HEAD, ref: "fix", repo: { full_name: "acme/app" } },
      base: { ref: "main", sha: "b".repeat(40), repo: { full_name: "acme/app" } },
    },
  },
};

async function publish(
  inputs: Record<string, string>,
  resultsDir: string,
  options: GitHubContractOptions & { pullRequest?: boolean } = {},
) {
  const api = await startGitHubContract({ knownShas: [HEAD], ...options });
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
      GITHUB_WORKFLOW_REF: "acme/app/.github/workflows/tests.yml@refs/pull/7/merge",
    },
    ...(options.pullRequest ? { event: PULL_REQUEST } : {}),
  });
  expect(invalidRequests(api.requests)).toEqual([]);
  return { run, api, output: checkRunRequests(api.requests).at(-1)!.body.output! };
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

describe("compare: auto on a pull request", () => {
  // The name this job uploads, and so looks for: results-file publishing keeps the file's working directory.
  const NAME = defaultArtifactName({ GITHUB_JOB: "test" }, ".", "testcage", "");
  const baseRun = (zip: Buffer, over: Partial<StandInRun> = {}): StandInRun => ({
    id: 4321,
    workflow: "tests.yml",
    head_branch: "main",
    head_sha: "b".repeat(40),
    conclusion: "failure",
    artifacts: [{ id: 77, name: NAME, zip }],
    ...over,
  });
  const auto = async (options: GitHubContractOptions, inputs: Record<string, string> = {}) => {
    const { dir, head } = await files();
    const out = join(dir, "out");
    const published = await publish({ "results-file": head, ...inputs }, out, { pullRequest: true, ...options });
    return {
      ...published,
      results: JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as Record<string, unknown>,
    };
  };

  it("finds the base branch's artifact by itself: new failures in the title, the summary and results.json", async () => {
    const { base } = await files();
    const zip = makeZip([
      { name: "results.json", data: readFileSync(base) },
      { name: "junit.xml", data: "<x/>" },
    ]);
    const { run, api, output, results } = await auto({ workflowRuns: [baseRun(zip)] });
    expect(output.title).toBe("2 new failures, 3 failed, 2 passed, 1 fixed");
    expect(run.summary).toContain("2 new failures · 1 fixed · 1 still failing · 2 added · 1 removed");
    expect(run.summary).toContain("**Since main, run 321 at bbbbbbb**");
    expect(results["comparison"]).toMatchObject({
      base: { source: "main, run 321 at bbbbbbb" },
      counts: { new_failures: 2, fixed: 1, still_failing: 1, added: 2, removed: 1 },
    });
    validateResultsFile(run.outputs["results-path"]!);
    const lookups = api.requests.filter((r) => r.operationId?.startsWith("actions/"));
    expect(lookups.map((r) => r.operationId)).toEqual([
      "actions/list-workflow-runs",
      "actions/list-workflow-run-artifacts",
      "actions/download-artifact",
    ]);
    expect(lookups[0]!.params["workflow_id"]).toBe("tests.yml");
    expect(lookups[0]!.query).toMatchObject({ branch: "main", status: "completed" });
    expect(lookups[1]!.query["name"]).toBe(NAME);
  }, 120_000);

  it("a token without actions: read: one note saying so, the run publishes as usual", async () => {
    const { run, output, results } = await auto({ deny: { "actions/list-workflow-runs": 403 }, workflowRuns: [] });
    expect(output.title).toBe("3 failed, 2 passed");
    expect(run.summary).toMatch(
      /No comparison with the base: GitHub answered 403 .*The job's token needs `actions: read`/,
    );
    expect(run.stdout).not.toMatch(/::warning::No comparison/);
    expect(results).not.toHaveProperty("comparison");
    expect(run.outputs["status"]).toBe("fail");
  }, 120_000);

  it("no base yet (a first run, expired artifacts): one note", async () => {
    const { run, results } = await auto({ workflowRuns: [] });
    expect(run.summary).toContain("No comparison with the base: no completed run of tests\\.yml on main yet.");
    expect(results).not.toHaveProperty("comparison");
  }, 120_000);

  it.each([
    [
      "too big",
      () => makeZip([{ name: "results.json", data: Buffer.alloc(70 * 1024 * 1024, 32) }]),
      /over the 67108864-byte cap/,
    ],
    ["not a zip", () => Buffer.from("<html>nope</html>"), /not a zip file/],
    [
      "an invalid results.json",
      () => makeZip([{ name: "results.json", data: '{"status": "pass"}' }]),
      /not a testcage results\.json/,
    ],
  ])(
    "a hostile artifact (%s): a note and a warning, no crash",
    async (_, zip, reason) => {
      const { run, output, results } = await auto({ workflowRuns: [baseRun(zip())] });
      expect(output.title).toBe("3 failed, 2 passed");
      const note = run.summary.split("\n").find((l) => l.startsWith("> No comparison with the base"));
      expect(note?.replace(/\\/g, "")).toMatch(reason);
      expect(run.stdout).toMatch(/::warning::No comparison with the base/);
      expect(results).not.toHaveProperty("comparison");
      expect(run.code).toBe(1); // fail-on: failures, as without a comparison
    },
    120_000,
  );

  it("compare: off does not look", async () => {
    const { api, results } = await auto({ workflowRuns: [] }, { compare: "off" });
    expect(api.requests.some((r) => r.operationId?.startsWith("actions/"))).toBe(false);
    expect(results).not.toHaveProperty("comparison");
  }, 120_000);
});
