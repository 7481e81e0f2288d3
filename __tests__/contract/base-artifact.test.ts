// compare: auto against the GitHub stand-in: the base branch's runs, their
// artifacts and the zip download, every request held to GitHub's REST
// description; the zip fetched from storage without the token; and what comes
// back from a hostile or missing artifact. The artifact zip itself comes from
// @actions/artifact's real upload (through the artifact service stand-in), so
// the reader is tested on the zips the action really makes.

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DefaultArtifactClient } from "@actions/artifact";
import { findBaseResults, type BaseLookup, type BaseTarget } from "../../src/publish/base-results.js";
import type { GitHubContext } from "../../src/publish/context.js";
import { startArtifactService } from "../helpers/artifact-service.js";
import { testContext } from "../helpers/github-context.js";
import {
  invalidRequests,
  startGitHubContract,
  STORAGE_OPERATION,
  type GitHubContract,
  type GitHubContractOptions,
  type StandInRun,
} from "../helpers/github-contract.js";
import { resultOf, testResult } from "../helpers/results.js";
import { makeZip } from "../helpers/zip.js";

const NAME = "testcage-test-1a2b3c4d";
const TOKEN = "ghs_basecomparetoken0000000000000000000";
const target: BaseTarget = { branch: "main", workflow: "ci.yml", artifactName: NAME };
const baseResults = JSON.stringify(resultOf([testResult({ name: "a" }), testResult({ name: "b", status: "failed" })]));

let realZip: Buffer;
const servers: GitHubContract[] = [];

beforeAll(async () => {
  // The zip @actions/artifact makes of a run folder, as Azurite stored it.
  const service = await startArtifactService();
  const saved = { ...process.env };
  const dir = await mkdtemp(join(tmpdir(), "tc-base-"));
  try {
    Object.assign(process.env, service.env);
    await writeFile(join(dir, "results.json"), baseResults);
    await writeFile(join(dir, "stdout.log"), "collected 2 items\n".repeat(1000));
    await new DefaultArtifactClient().uploadArtifact(
      NAME,
      [join(dir, "results.json"), join(dir, "stdout.log")],
      dir,
      {},
    );
    realZip = (await service.uploads())[0]!.blob;
  } finally {
    for (const k of Object.keys(service.env)) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    await service.close();
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function lookup(
  options: GitHubContractOptions,
  limits: Parameters<typeof findBaseResults>[3] = {},
): Promise<{ found: BaseLookup; gh: GitHubContract }> {
  const gh = await startGitHubContract(options);
  servers.push(gh);
  const ctx: GitHubContext = { ...testContext(true), apiUrl: gh.url };
  const found = await findBaseResults(TOKEN, ctx, target, limits);
  // Every REST request keeps to the description; the storage download is held to its own rule (no token).
  expect(invalidRequests(gh.requests)).toEqual([]);
  for (const r of gh.requests) expect(r.tokenSent, r.path).toBe(r.operationId !== STORAGE_OPERATION);
  return { found, gh };
}

const run = (id: number, over: Partial<StandInRun> = {}): StandInRun => ({
  id,
  workflow: "ci.yml",
  head_branch: "main",
  head_sha: `${id}`.padStart(40, "a"),
  ...over,
});
const artifact = (id: number, zip: Buffer, over: Partial<NonNullable<StandInRun["artifacts"]>[number]> = {}) => ({
  id,
  name: NAME,
  zip,
  ...over,
});

const ops = (gh: GitHubContract) => gh.requests.map((r) => r.operationId);

describe("finding the base branch's results", () => {
  it("takes the newest completed base run that has the artifact, skipping pull request runs, other repositories' and expired artifacts", async () => {
    const { found, gh } = await lookup({
      workflowRuns: [
        // A fork's pull request from its own branch called main: listed under main, never a base.
        run(509, { event: "pull_request", head_repository: "mallory/app", artifacts: [artifact(9, realZip)] }),
        run(508, { head_repository: "mallory/app", artifacts: [artifact(8, realZip)] }),
        run(507, { status: "in_progress", conclusion: "" }),
        run(506, { conclusion: "cancelled" }),
        run(505, { artifacts: [artifact(5, realZip, { expired: true })] }),
        run(504, {
          conclusion: "failure",
          artifacts: [artifact(4, realZip), artifact(3, realZip, { name: "other" })],
        }),
        run(503, { artifacts: [artifact(2, realZip)] }),
        run(600, { head_branch: "feature", artifacts: [artifact(1, realZip)] }),
      ],
    });
    expect(found).toMatchObject({ ok: true, source: `main, run 504 at ${"504".padStart(40, "a").slice(0, 7)}` });
    expect(found.ok && found.results.toString()).toBe(baseResults);
    expect(ops(gh)).toEqual([
      "actions/list-workflow-runs",
      "actions/list-workflow-run-artifacts", // 506
      "actions/list-workflow-run-artifacts", // 505: expired
      "actions/list-workflow-run-artifacts", // 504
      "actions/download-artifact",
      STORAGE_OPERATION,
    ]);
    expect(gh.requests[0]!.query).toMatchObject({ branch: "main", status: "completed" });
    expect(gh.requests[0]!.params["workflow_id"]).toBe("ci.yml");
    expect(gh.requests[1]!.query["name"]).toBe(NAME);
    expect(gh.requests.find((r) => r.operationId === "actions/download-artifact")!.status).toBe(302);
    expect(JSON.stringify(gh.requests)).not.toContain(TOKEN);
  });

  it("pages through the runs list past runs that cannot be a base", async () => {
    const forks = Array.from({ length: 25 }, (_, i) => run(900 - i, { event: "pull_request" }));
    const { found, gh } = await lookup({ workflowRuns: [...forks, run(100, { artifacts: [artifact(7, realZip)] })] });
    expect(found.ok).toBe(true);
    const lists = gh.requests.filter((r) => r.operationId === "actions/list-workflow-runs");
    expect(lists.map((r) => r.query["page"] ?? "1")).toEqual(["1", "2"]);
  });

  it("looks into at most 10 runs", async () => {
    const empty = Array.from({ length: 30 }, (_, i) => run(300 - i));
    const { found, gh } = await lookup({ workflowRuns: [...empty, run(1, { artifacts: [artifact(1, realZip)] })] });
    expect(found).toEqual({
      ok: false,
      problem: "missing",
      message: `no unexpired artifact ${NAME} in the last 10 completed runs of ci.yml on main`,
    });
    expect(ops(gh).filter((o) => o === "actions/list-workflow-run-artifacts")).toHaveLength(10);
  });

  it("a branch without completed runs yet", async () => {
    const { found } = await lookup({ workflowRuns: [run(1, { head_branch: "develop" })] });
    expect(found).toEqual({ ok: false, problem: "missing", message: "no completed run of ci.yml on main yet" });
  });

  it("a token without actions: read: denied, with GitHub's answer", async () => {
    const { found } = await lookup({ deny: { "actions/list-workflow-runs": 403 }, workflowRuns: [] });
    expect(found).toMatchObject({ ok: false, problem: "denied" });
    expect(!found.ok && found.message).toMatch(
      /GitHub answered 403 to the runs of ci.yml on main \(Resource not accessible by integration\)$/,
    );
    const notFound = await lookup({ deny: { "actions/list-workflow-run-artifacts": 404 }, workflowRuns: [run(1)] });
    expect(notFound.found).toMatchObject({ ok: false, problem: "denied" });
  });
});

describe("a hostile base artifact is refused with a reason", () => {
  const one = (zip: Buffer, over = {}) => ({ workflowRuns: [run(1, { artifacts: [artifact(1, zip, over)] })] });
  const refused = async (options: GitHubContractOptions, limits = {}): Promise<string> => {
    const { found } = await lookup(options, limits);
    expect(found.ok).toBe(false);
    return found.ok ? "" : `${found.problem}: ${found.message}`;
  };

  it("listed over the size cap: not downloaded", async () => {
    const { found, gh } = await lookup(one(realZip, { size: 500_000_000 }));
    expect(!found.ok && `${found.problem}: ${found.message}`).toMatch(
      /^unusable: main, run 1 at a{7}: artifact .* is 500000000 bytes, over the 134217728-byte cap/,
    );
    expect(ops(gh)).not.toContain("actions/download-artifact");
  });

  it("listed small, served big: the download stops at the cap", async () => {
    const big = Buffer.alloc(300_000, 7);
    expect(await refused(one(big, { size: 10 }), { zipBytes: 100_000 })).toMatch(
      /unusable: .*artifact 1 is 300000 bytes, over the 100000-byte cap/,
    );
  });

  it("not a zip", async () => {
    expect(await refused(one(Buffer.from("<html>Service Unavailable</html>")))).toMatch(/unusable: .*not a zip file/);
  });

  it("a zip without results.json", async () => {
    expect(await refused(one(makeZip([{ name: "junit.xml", data: "<testsuites/>" }])))).toMatch(
      /unusable: .*holds no results.json/,
    );
  });

  it("a zip bomb: results.json inflates past the cap", async () => {
    const bomb = makeZip([{ name: "results.json", data: Buffer.alloc(20 * 1024 * 1024, 32), declaredSize: 10 }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refused(one(bomb), { resultsBytes: 1024 * 1024 })).toMatch(
      /unusable: .*results.json: inflates past the 1048576-byte cap/,
    );
  });

  it("an artifact listed live whose download answers 410 Gone: missing, like no artifact", async () => {
    expect(await refused(one(realZip, { gone: true }))).toMatch(
      /^missing: main, run 1 at a{7}: artifact .* has expired$/,
    );
  });
});
