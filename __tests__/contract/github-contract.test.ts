// The GitHub contract server itself: what it accepts, refuses and answers, driven
// by the same Octokit the action uses.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOctokit } from "@actions/github";
import { RequestError } from "@octokit/request-error";
import {
  annotationsSent,
  checkRunRequests,
  invalidRequests,
  startGitHubContract,
  type Annotation,
  type GitHubContract,
} from "../helpers/github-contract.js";

const SHA = "0123456789abcdef0123456789abcdef01234567";
const owner = "octo";
const repo = "cage";
// A plain string, so Octokit's types let a test send what its typed route would refuse.
const CREATE: string = "POST /repos/{owner}/{repo}/check-runs";

function annotation(i: number, extra: Partial<Annotation> = {}): Annotation {
  return {
    path: `src/f${i}.ts`,
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: "failure",
    message: `m${i}`,
    ...extra,
  };
}

async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    expect(err).toBeInstanceOf(RequestError);
    return (err as RequestError).status;
  }
}

describe("GitHub contract server", () => {
  let gh: GitHubContract;
  let octokit: ReturnType<typeof getOctokit>;

  it("starts", async () => {
    const started = Date.now();
    const server = await startGitHubContract();
    console.log(`contract server started in ${Date.now() - started} ms (the first start in a process loads the spec)`);
    await server.close();
  });

  describe("valid check run", () => {
    beforeAll(async () => {
      gh = await startGitHubContract({ firstCheckRunId: 41 });
      octokit = getOctokit("ghs_secret", { baseUrl: gh.url });
    });
    afterAll(() => gh.close());

    it("records a create and updates as valid and answers with consistent ids", async () => {
      const created = await octokit.rest.checks.create({
        owner,
        repo,
        name: "testcage",
        head_sha: SHA,
        status: "in_progress",
        output: { title: "Running", summary: "…", annotations: [annotation(0)] },
      });
      expect(created.status).toBe(201);
      expect(created.data.id).toBe(41);
      expect(created.data.name).toBe("testcage");
      expect(created.data.head_sha).toBe(SHA);
      expect(created.data.status).toBe("in_progress");
      expect(created.data.conclusion).toBeNull();
      expect(created.data.html_url).toBe(`https://github.com/${owner}/${repo}/runs/41`);

      const updated = await octokit.rest.checks.update({
        owner,
        repo,
        check_run_id: created.data.id,
        conclusion: "failure",
        output: { title: "2 failed", summary: "**2** failed", annotations: [annotation(1), annotation(2)] },
      });
      expect(updated.status).toBe(200);
      expect(updated.data.id).toBe(41);
      expect(updated.data.status).toBe("completed");
      expect(updated.data.conclusion).toBe("failure");
      expect(updated.data.output.title).toBe("2 failed");
      expect(updated.data.output.annotations_count).toBe(3);

      const second = await octokit.rest.checks.create({ owner, repo, name: "other", head_sha: SHA });
      expect(second.data.id).toBe(42);
      expect(second.data.status).toBe("queued");

      expect(invalidRequests(gh.requests)).toEqual([]);
      const calls = checkRunRequests(gh.requests);
      expect(calls.map((c) => [c.operationId, c.checkRunId, c.status])).toEqual([
        ["checks/create", 41, 201],
        ["checks/update", 41, 200],
        ["checks/create", 42, 201],
      ]);
      expect(annotationsSent(gh.requests).map((a) => a.path)).toEqual(["src/f0.ts", "src/f1.ts", "src/f2.ts"]);
      const first = gh.requests[0]!;
      expect(first.headers["authorization"]).toBe("token [redacted]");
      expect(first.tokenSent).toBe(true);
      expect(JSON.stringify(gh.requests)).not.toContain("ghs_secret");
    });

    it("answers 404 to an update of a check run that was never created", async () => {
      expect(
        await status(
          octokit.rest.checks.update({ owner, repo, check_run_id: 999, status: "completed", conclusion: "success" }),
        ),
      ).toBe(404);
      expect(gh.requests.at(-1)!.valid).toBe(false);
      expect(gh.requests.at(-1)!.errors).toEqual(["check run 999 was never created in octo/cage"]);
    });

    it("lists the check runs it created for a commit", async () => {
      const { data } = await octokit.rest.checks.listForRef({ owner, repo, ref: SHA, check_name: "testcage" });
      expect(data.total_count).toBe(1);
      expect(data.check_runs[0]!).toMatchObject({ id: 41, name: "testcage", conclusion: "failure" });
      const other = await octokit.rest.checks.listForRef({ owner, repo, ref: "main" });
      expect(other.data.total_count).toBe(0);
    });

    it("answers other operations from the spec's examples", async () => {
      const pr = await octokit.rest.pulls.get({ owner, repo, pull_number: 1 });
      expect(pr.data.number).toBeTypeOf("number");
      expect(gh.requests.at(-1)!.operationId).toBe("pulls/get");
    });
  });

  describe("invalid requests", () => {
    beforeAll(async () => {
      gh = await startGitHubContract({ acceptInvalid: false });
      octokit = getOctokit("t", { baseUrl: gh.url });
    });
    afterAll(() => gh.close());

    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        "a wrong enum",
        { name: "x", head_sha: SHA, conclusion: "passed" },
        /body\/conclusion: must be equal to one of the allowed values.*"success"/,
      ],
      ["a missing name", { head_sha: SHA }, /body: must have required property 'name'/],
      [
        "51 annotations",
        {
          name: "x",
          head_sha: SHA,
          output: { title: "t", summary: "s", annotations: Array.from({ length: 51 }, (_, i) => annotation(i)) },
        },
        /51 annotations, GitHub takes at most 50/,
      ],
      [
        "a 70000-byte summary",
        { name: "x", head_sha: SHA, output: { title: "t", summary: "é".repeat(35000) } },
        /summary: 70000 UTF-8 bytes/,
      ],
      ["an output without title", { name: "x", head_sha: SHA, output: { summary: "s" } }, /output\/title/],
      [
        "start_line after end_line",
        {
          name: "x",
          head_sha: SHA,
          output: { title: "t", summary: "s", annotations: [annotation(3, { end_line: 1 })] },
        },
        /start_line 4 is after end_line 1/,
      ],
      [
        "a 300-character annotation title",
        {
          name: "x",
          head_sha: SHA,
          output: { title: "t", summary: "s", annotations: [annotation(0, { title: "t".repeat(300) })] },
        },
        /title: 300 characters/,
      ],
      [
        "a wrong annotation_level",
        {
          name: "x",
          head_sha: SHA,
          output: {
            title: "t",
            summary: "s",
            annotations: [annotation(0, { annotation_level: "error" as "failure" })],
          },
        },
        /annotation_level/,
      ],
      ["completed without conclusion", { name: "x", head_sha: SHA, status: "completed" }, /conclusion: required/],
      ["a stale conclusion", { name: "x", head_sha: SHA, conclusion: "stale" }, /only GitHub sets stale/],
    ];

    it.each(cases)("records %s as invalid and answers 422", async (_, body, message) => {
      const before = gh.requests.length;
      expect(await status(octokit.request(CREATE, { owner, repo, ...body }))).toBe(422);
      const rec = gh.requests[before]!;
      expect(rec.valid).toBe(false);
      expect(rec.errors.join("\n")).toMatch(message);
    });

    it("holds updates to the update schema's own rules", async () => {
      const created = await octokit.rest.checks.create({ owner, repo, name: "x", head_sha: SHA });
      const UPDATE: string = "PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}";
      const update = (body: Record<string, unknown>) =>
        status(octokit.request(UPDATE, { owner, repo, check_run_id: created.data.id, ...body }));
      expect(await update({ status: "completed" })).toBe(422);
      expect(gh.requests.at(-1)!.errors.join("\n")).toMatch(/must have required property 'conclusion'/);
      expect(
        await update({
          output: { title: "t", summary: "s", annotations: [annotation(0, { raw_details: "x".repeat(70_000) })] },
        }),
      ).toBe(422);
      expect(gh.requests.at(-1)!.errors.join("\n")).toMatch(/raw_details: 70000 UTF-8 bytes, over GitHub's 64 KiB/);
      expect(await update({ output: { summary: "no title" } })).toBe(422);
      expect(await update({ status: "in_progress", output: { title: "t", summary: "s" } })).toBe(200);
      expect(gh.requests.at(-1)!.valid).toBe(true);
      const mine = gh.requests.filter((r) => r.path.endsWith(`/check-runs/${created.data.id}`));
      expect(annotationsSent(mine)).toHaveLength(1);
      expect(annotationsSent(mine, { acceptedOnly: true })).toHaveLength(0);
    });

    it("records an unknown route and a wrong path parameter type", async () => {
      expect(await status(octokit.request("GET /repos/{owner}/{repo}/no-such-thing", { owner, repo }))).toBe(404);
      expect(gh.requests.at(-1)!.errors[0]).toMatch(/unknown route GET \/repos\/octo\/cage\/no-such-thing/);
      expect(
        await status(octokit.request("PATCH /repos/{owner}/{repo}/check-runs/{id}", { owner, repo, id: "abc" })),
      ).toBe(422);
      expect(gh.requests.at(-1)!.errors.join("\n")).toMatch(/path\/check_run_id: must be integer/);
      expect(
        await status(octokit.request("GET /repos/{owner}/{repo}/pulls/{n}/files?bogus=1", { owner, repo, n: 1 })),
      ).toBe(422);
      expect(gh.requests.at(-1)!.errors.join("\n")).toMatch(/query: unknown parameter 'bogus'/);
    });
  });

  describe("denied operations", () => {
    beforeAll(async () => {
      gh = await startGitHubContract({ deny: { "checks/create": 403 } });
      octokit = getOctokit("t", { baseUrl: gh.url });
    });
    afterAll(() => gh.close());

    it("answers 403 Resource not accessible by integration, and Octokit throws a RequestError", async () => {
      const err = await octokit.rest.checks.create({ owner, repo, name: "x", head_sha: SHA }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RequestError);
      expect((err as RequestError).status).toBe(403);
      expect((err as RequestError).message).toMatch(/Resource not accessible by integration/);
      expect(gh.requests[0]!).toMatchObject({ operationId: "checks/create", status: 403, valid: true });
    });

    it("refuses to deny an operationId the spec does not have", async () => {
      await expect(startGitHubContract({ deny: { "checks/make": 403 } })).rejects.toThrow(/checks\/make/);
    });

    it("answers 404 Not Found for a 404 denial", async () => {
      const other = await startGitHubContract({ deny: { "pulls/list-files": 404 } });
      try {
        const o = getOctokit("t", { baseUrl: other.url });
        expect(await status(o.rest.pulls.listFiles({ owner, repo, pull_number: 1 }))).toBe(404);
      } finally {
        await other.close();
      }
    });
  });

  describe("pull request files", () => {
    const files = Array.from({ length: 205 }, (_, i) => `src/file${i}.ts`);
    beforeAll(async () => {
      gh = await startGitHubContract({ pullFiles: files });
      octokit = getOctokit("t", { baseUrl: gh.url });
    });
    afterAll(() => gh.close());

    it("paginates with a Link header that octokit.paginate follows", async () => {
      const all = await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: 7, per_page: 100 });
      expect(all.map((f) => f.filename)).toEqual(files);
      expect(gh.requests.map((r) => r.query["page"] ?? "1")).toEqual(["1", "2", "3"]);
      expect(invalidRequests(gh.requests)).toEqual([]);
      const page = await octokit.rest.pulls.listFiles({ owner, repo, pull_number: 7 });
      expect(page.data).toHaveLength(30);
      expect(page.headers.link).toMatch(/page=2>; rel="next".*page=7>; rel="last"/);
    });
  });
});
