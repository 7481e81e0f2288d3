// The reusable workflow's sharded path (.github/workflows/testcage.yml, shards > 1),
// its jobs' steps run here in order (helpers/workflow-runner.ts): plan, the matrix
// legs (this action in the process sandbox, uploading to the loopback artifact
// service), then publish (download, merge, one check run against the loopback GitHub
// API). The merged result must be the unsharded run's.

import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/model.js";
import { foreignCommands } from "../helpers/action.js";
import { startArtifactService, type ArtifactService } from "../helpers/artifact-service.js";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";
import {
  checkRunRequests,
  invalidRequests,
  startGitHubContract,
  type GitHubContract,
} from "../helpers/github-contract.js";
import { validateResultsFile } from "../helpers/schema.js";
import { runWorkflow } from "../helpers/workflow-runner.js";

const SHA = "fedcba9876543210fedcba9876543210fedcba98";
const CHECKS_TOKEN = "ghs_publishjobtoken00000000000000000000";
const READ_TOKEN = "ghs_readonlytoken0000000000000000000000";

describe("reusable workflow with shards: 3", () => {
  let api: GitHubContract;
  let artifacts: ArtifactService;
  let workspace: string;

  beforeAll(async () => {
    api = await startGitHubContract({ knownShas: [SHA] });
    artifacts = await startArtifactService();
    workspace = mkdtempSync(join(tmpdir(), "tc-wf-shards-"));
    cpSync(join(ROOT, "__tests__/samples/pytest/many-failures"), workspace, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await artifacts?.close();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it("runs 3 legs with contents: read only, and one publish job merges them into one check run", async () => {
    const run = await runWorkflow({
      file: "testcage.yml",
      inputs: { shards: 3, sandbox: "process", "check-name": "tests" },
      workspace,
      env: {
        ...api.env,
        GITHUB_REPOSITORY: "acme/app",
        GITHUB_SHA: SHA,
        GITHUB_SERVER_URL: "https://github.com",
        GITHUB_RUN_ID: "1234",
        GITHUB_RUN_ATTEMPT: "1",
      },
      // Only a job granted checks: write holds a token that may create check runs.
      token: (p) => (p["checks"] === "write" ? CHECKS_TOKEN : p["contents"] ? READ_TOKEN : ""),
      artifacts,
    });

    expect(Object.fromEntries(Object.entries(run.jobs).map(([k, v]) => [k, v.result]))).toEqual({
      test: "skipped",
      plan: "success",
      shard: "success",
      publish: "failure", // the suite has failures, and fail-on defaults to failures
    });
    const legs = run.steps.filter((s) => s.job === "shard" && s.action);
    expect(legs.map((l) => l.inputs?.["shard"])).toEqual(["1/3", "2/3", "3/3"]);
    for (const leg of legs) {
      // A leg holds no token that matters, publishes nothing but its artifact, and passes.
      expect(leg.inputs?.["github-token"]).toBe("");
      expect(leg.action!.code).toBe(0);
      expect(leg.action!.summary).toBe("");
      expect(leg.action!.stdout).not.toMatch(/^::(error|warning) file=/m);
      expect(foreignCommands(leg.action!.stdout)).toEqual([]);
    }
    const uploaded = (await artifacts.uploads()).map((u) => u.name);
    expect(uploaded).toEqual(
      expect.arrayContaining(["testcage-shard-1-of-3", "testcage-shard-2-of-3", "testcage-shard-3-of-3"]),
    );

    // Publish: downloaded the three, merged them, one check run.
    const download = run.steps.find((s) => s.job === "publish" && s.step === "actions/download-artifact@v4")!;
    expect(download.inputs?.["downloaded"]?.split(",").sort()).toEqual([
      "testcage-shard-1-of-3",
      "testcage-shard-2-of-3",
      "testcage-shard-3-of-3",
    ]);
    const publish = run.steps.find((s) => s.job === "publish" && s.step === "publish")!;
    expect(publish.inputs?.["github-token"]).toBe(CHECKS_TOKEN);
    expect(invalidRequests(api.requests)).toEqual([]);
    const calls = checkRunRequests(api.requests);
    expect(calls.filter((c) => c.operationId === "checks/create")).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ name: "tests", head_sha: SHA });
    expect(calls.at(-1)!.body.conclusion).toBe("failure");
    expect(publish.action!.summary).toContain("## testcage");

    // The merged result is the unsharded run's.
    const whole = await runCli(["run", workspace, "--sandbox", "process"]);
    const merged = validateResultsFile(publish.action!.outputs["results-path"]!) as unknown as RunResult;
    const ids = (r: RunResult): string[] => r.tests.map((t) => t.id).sort();
    expect(ids(merged)).toEqual(ids(whole.result));
    expect({ ...merged.summary, duration_ms: 0 }).toEqual({ ...whole.result.summary, duration_ms: 0 });
    expect(merged.merged?.inputs.map((i) => i.shard)).toEqual([1, 2, 3].map((index) => ({ index, total: 3 })));
    expect(run.outputs).toMatchObject({ status: "fail", failed: String(whole.result.summary.failed) });
    expect(run.outputs["check-run-url"]).toMatch(/^https:\/\/github.com\//);
  }, 600_000);

  it("with shards: 1 runs the single job, as before", async () => {
    const run = await runWorkflow({
      file: "testcage.yml",
      inputs: { sandbox: "process" },
      workspace,
      env: {
        ...api.env,
        GITHUB_REPOSITORY: "acme/app",
        GITHUB_SHA: SHA,
        GITHUB_RUN_ID: "1235",
        GITHUB_RUN_ATTEMPT: "1",
      },
      token: (p) => (p["checks"] === "write" ? CHECKS_TOKEN : ""),
      artifacts,
    });
    expect(Object.fromEntries(Object.entries(run.jobs).map(([k, v]) => [k, v.result]))).toMatchObject({
      test: "failure",
      plan: "skipped",
      shard: "skipped",
      publish: "skipped",
    });
    expect(run.outputs["status"]).toBe("fail");
  }, 300_000);
});
