// The bundled action against loopback stand-ins for GitHub: every REST request is
// validated against GitHub's OpenAPI description (@octokit/openapi) plus the
// limits the description does not encode, and the artifact goes through the
// results service protocol into Azurite, then is unzipped here.

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validate as validateCtrf } from "ctrf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJunit } from "../../src/reports/junit.js";
import { foreignCommands, runAction } from "../helpers/action.js";
import { startArtifactService, type ArtifactService } from "../helpers/artifact-service.js";
import {
  annotationsSent,
  checkRunRequests,
  invalidRequests,
  startGitHubContract,
  type GitHubContract,
  type GitHubContractOptions,
} from "../helpers/github-contract.js";
import { nodeRuntimes } from "../helpers/node24.js";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";
import type { RunResult } from "../../src/core/model.js";
import { validateDefects, validateResultsFile } from "../helpers/schema.js";

const SAMPLES = "__tests__/samples/pytest";
const HEAD = "0123456789abcdef0123456789abcdef01234567";
const MERGE = "fedcba9876543210fedcba9876543210fedcba98";
const TOKEN = "ghs_contracttesttoken000000000000000000";

/** Markdown with fenced code blocks removed: inside them, text is shown literally. */
function outsideCodeBlocks(md: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of md.split("\n")) {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && m) fence = m[1]!;
    else if (fence !== null && line.trim() === fence) fence = null;
    else if (fence === null) kept.push(line);
  }
  return kept.join("\n");
}

const servers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function github(options: GitHubContractOptions = {}): Promise<GitHubContract> {
  const s = await startGitHubContract({ knownShas: [HEAD, MERGE], ...options });
  servers.push(s);
  return s;
}

function githubEnv(api: GitHubContract, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...api.env,
    GITHUB_REPOSITORY: "acme/app",
    GITHUB_SHA: MERGE,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "1234",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_JOB: "test",
    ...extra,
  };
}

const pullRequest = (fork: boolean) => ({
  name: "pull_request",
  payload: {
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: HEAD, repo: { full_name: fork ? "mallory/app" : "acme/app" } },
      base: { sha: MERGE, repo: { full_name: "acme/app" } },
    },
  },
});

describe("publishing 137 failures on a push", () => {
  let api: GitHubContract;
  let artifacts: ArtifactService;
  let run: Awaited<ReturnType<typeof runAction>>;

  beforeAll(async () => {
    api = await github();
    artifacts = await startArtifactService();
    servers.push(artifacts);
    run = await runAction({
      inputs: {
        "working-directory": `${SAMPLES}/many-failures`,
        sandbox: "process",
        "github-token": TOKEN,
        "retention-days": "5",
      },
      env: { ...githubEnv(api), ...artifacts.env },
    });
  }, 120_000);

  it("sends only requests GitHub's REST description accepts, with the token", () => {
    expect(invalidRequests(api.requests)).toEqual([]);
    expect(api.requests.every((r) => r.tokenSent)).toBe(true);
  });

  it("creates one check run in_progress, then completes it with all 137 annotations in requests of at most 50", () => {
    const calls = checkRunRequests(api.requests);
    expect(calls.filter((c) => c.operationId === "checks/create")).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ name: "testcage", head_sha: MERGE, status: "in_progress" });
    const updates = calls.slice(1);
    expect(updates.every((c) => c.operationId === "checks/update" && c.checkRunId === calls[0]!.checkRunId)).toBe(true);
    expect(updates.map((c) => c.body.output?.annotations?.length ?? 0)).toEqual([50, 50, 37]);
    expect(updates.at(-1)!.body).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(updates.slice(0, -1).every((c) => c.body.conclusion === undefined)).toBe(true);
    // Told to the post step: which check run, and that it is complete (nothing left for it).
    expect(run.state).toEqual({ checkRunId: String(calls[0]!.checkRunId), checkRunCompleted: "true" });
    const annotations = annotationsSent(api.requests);
    expect(annotations).toHaveLength(137);
    expect(new Set(annotations.map((a) => `${a.path}:${a.start_line}:${a.title}`)).size).toBe(137);
    for (const a of annotations) {
      expect(a.path).toMatch(new RegExp(`^${SAMPLES}/many-failures/test_[abc]\\.py$`));
      expect(a.annotation_level).toBe("failure");
      expect(a.message).toMatch(/value \d+ is not negative/);
    }
  });

  it("keeps output within GitHub's limits and says what failed", () => {
    const last = checkRunRequests(api.requests).at(-1)!.body.output!;
    expect(last.title).toBe("137 failed, 3 passed");
    expect(Buffer.byteLength(last.summary!)).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(last.text!)).toBeLessThanOrEqual(65_535);
    expect(last.text).toContain(`https://github.com/acme/app/blob/${MERGE}/${SAMPLES}/many-failures/test_a.py#L`);
  });

  it("sets every output, writes the job summary, and fails the step (fail-on: failures)", () => {
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({
      status: "fail",
      total: "140",
      failed: "137",
      passed: "3",
      "check-run-id": "1",
    });
    expect(run.outputs["check-run-url"]).toBe("https://github.com/acme/app/runs/1");
    expect(run.summary).toContain("137 failed, 3 passed");
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024);
    // Only in the one ::add-mask:: line that tells the runner to mask it.
    expect((run.stdout + run.stderr).split("\n").filter((l) => l.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
  });

  it("uploads results.json, ctrf.json and junit.xml (and the raw report) as one artifact", async () => {
    const uploads = await artifacts.uploads();
    expect(uploads).toHaveLength(1);
    const up = uploads[0]!;
    expect(run.outputs["artifact-id"]).toBe(up.artifactId);
    expect(up.name).toMatch(/^testcage-test-[0-9a-f]{8}$/);
    expect(up.retentionDays).toBe(5);
    expect(Object.keys(up.files).sort()).toEqual(
      expect.arrayContaining([
        "results.json",
        "ctrf.json",
        "junit.xml",
        "exercism-results.json",
        "defects.json",
        "stdout.log",
        "stderr.log",
      ]),
    );
    expect(Object.keys(up.files).some((f) => f.startsWith("reports/"))).toBe(true);
    const results = JSON.parse(up.files["results.json"]!.toString("utf8")) as { summary: { failed: number } };
    expect(results.summary.failed).toBe(137);
    expect(results).toEqual(validateResultsFile(run.outputs["results-path"]!));
    const ctrf = JSON.parse(up.files["ctrf.json"]!.toString("utf8")) as unknown;
    expect(validateCtrf(ctrf).valid).toBe(true);
    validateDefects(JSON.parse(up.files["defects.json"]!.toString("utf8")));
    const junit = readJunit(up.files["junit.xml"]!.toString("utf8"));
    expect(junit.filter((c) => c.outcome?.kind === "failure")).toHaveLength(137);
  });
});

describe("a pull request", () => {
  it("reports on the head commit, annotating failures in the files it changed first", async () => {
    const changed = `${SAMPLES}/many-failures/test_c.py`;
    const api = await github({ pullFiles: ["README.md", changed] });
    const run = await runAction({
      inputs: {
        "working-directory": `${SAMPLES}/many-failures`,
        sandbox: "process",
        "github-token": TOKEN,
        annotations: "60",
      },
      env: githubEnv(api),
      event: pullRequest(false),
    });
    expect(invalidRequests(api.requests)).toEqual([]);
    const calls = checkRunRequests(api.requests);
    expect(calls[0]!.body.head_sha).toBe(HEAD);
    const annotations = annotationsSent(api.requests);
    // The annotations cap: 60 sent, the rest counted in the summary.
    expect(annotations).toHaveLength(60);
    expect(annotations.slice(0, 27).every((a) => a.path === changed)).toBe(true);
    expect(annotations.slice(27).every((a) => a.path !== changed)).toBe(true);
    expect(calls.at(-1)!.body.output!.summary).toContain("77 more failures");
    // No artifact service here: a warning, not a failure of its own.
    expect(run.stdout).toMatch(/::warning::No artifact uploaded: the artifact service is not available/);
    expect(run.code).toBe(1);
  }, 120_000);
});

describe("a pull request from a fork (read-only token)", () => {
  it("publishes the summary and 10 workflow-command annotations, and says once what permission is missing", async () => {
    const api = await github({ deny: { "checks/create": 403 } });
    const run = await runAction({
      inputs: {
        "working-directory": `${SAMPLES}/many-failures`,
        sandbox: "process",
        "github-token": TOKEN,
        "fail-on": "never",
      },
      env: githubEnv(api),
      event: pullRequest(true),
    });
    expect(invalidRequests(api.requests)).toEqual([]);
    expect(checkRunRequests(api.requests).filter((c) => c.operationId === "checks/update")).toEqual([]);
    // fail-on never: the step passes although tests failed and no check run could be written.
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: "fail", "check-run-id": "", "check-run-url": "" });
    const errors = run.stdout.split("\n").filter((l) => l.startsWith("::error "));
    expect(errors).toHaveLength(10);
    // One per file before a second from the same file.
    const files = errors.slice(0, 3).map((l) => /file=([^,]+)/.exec(l)![1]);
    expect(new Set(files).size).toBe(3);
    const permission = run.stdout.split("\n").filter((l) => l.includes("checks: write"));
    expect(permission).toHaveLength(1);
    expect(permission[0]).toMatch(/^::warning::No check run: GitHub answered 403/);
    expect(permission[0]).toContain("workflow_run");
    expect(run.summary).toContain("No check run: GitHub answered 403");
    expect(run.summary).toContain("127 more are listed below");
    expect(run.summary).toContain("137 failed, 3 passed");
  }, 120_000);
});

describe("GitHub answering an update of the check run with an error", () => {
  const publishWith = async (refuse: GitHubContractOptions["refuse"]) => {
    const api = await github({ refuse });
    const run = await runAction({
      inputs: { "working-directory": `${SAMPLES}/many-failures`, sandbox: "process", "github-token": TOKEN },
      env: githubEnv(api),
    });
    return { api, run, calls: checkRunRequests(api.requests) };
  };

  it("a refused batch of annotations: the check run is still completed, the rest go out as workflow commands", async () => {
    const { api, run, calls } = await publishWith({ "checks/update": { calls: [2], status: 422 } });
    expect(invalidRequests(api.requests)).toEqual([]);
    // create, the first 50, the refused second 50 (never sent again: a 4xx is final), the completion.
    expect(calls.map((c) => [c.operationId, c.status])).toEqual([
      ["checks/create", 201],
      ["checks/update", 200],
      ["checks/update", 422],
      ["checks/update", 200],
    ]);
    const last = calls.at(-1)!.body;
    expect(last).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(last.output?.annotations).toBeUndefined();
    expect(last.output?.summary).toContain("GitHub refused the check run's update (Validation Failed) with 87 of 137");
    expect(annotationsSent(api.requests, { acceptedOnly: true })).toHaveLength(50);
    // The 87 left: GitHub shows 10 workflow-command annotations per level.
    expect(run.stdout.split("\n").filter((l) => l.startsWith("::error ") && l.includes("file="))).toHaveLength(10);
    expect(run.stdout.split("\n").filter((l) => l.startsWith("::warning::GitHub refused"))).toHaveLength(1);
    expect(run.outputs["check-run-id"]).toBe(String(calls[0]!.checkRunId));
    expect(run.code).toBe(1);
  }, 120_000);

  it("a server error: the update is sent again once, and every annotation arrives", async () => {
    const { api, run, calls } = await publishWith({ "checks/update": { calls: [2], status: 502 } });
    expect(invalidRequests(api.requests)).toEqual([]);
    expect(calls.map((c) => c.status)).toEqual([201, 200, 502, 200, 200]);
    // The retry carries the same 50 the refused one did.
    expect(calls[3]!.body.output?.annotations).toEqual(calls[2]!.body.output?.annotations);
    expect(annotationsSent(api.requests, { acceptedOnly: true })).toHaveLength(137);
    expect(calls.at(-1)!.body).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(run.stdout).not.toContain("GitHub refused");
  }, 120_000);

  it("the completion refused too: the warning says so, and the post step is left to complete it", async () => {
    const { run, calls } = await publishWith({ "checks/update": { calls: [1, 2], status: 422 } });
    expect(calls.map((c) => c.status)).toEqual([201, 422, 422]);
    const warning = run.stdout.split("\n").filter((l) => l.startsWith("::warning::GitHub refused"));
    expect(warning).toHaveLength(1);
    expect(warning[0]).toContain("with 137 of 137 annotations still to send");
    expect(warning[0]).toContain(
      "The check run could not be completed (Validation Failed): GitHub shows it in progress until the step's post step completes it.",
    );
    expect(run.summary).toContain("GitHub shows it in progress");
    // The post step is told to complete it.
    expect(run.state).toEqual({ checkRunId: String(calls[0]!.checkRunId) });
  }, 120_000);
});

describe("the step failing after the check run started", () => {
  it("completes the check run as failed, saying why, before the step fails", async () => {
    const api = await github();
    // A folder where results.json goes: the results folder is made before the tests run,
    // and results.json cannot be written after they ran.
    const temp = mkdtempSync(join(tmpdir(), "tc-publish-"));
    try {
      mkdirSync(join(temp, "results", "results.json"), { recursive: true });
      writeFileSync(join(temp, "results", "results.json", "kept"), "");
      const run = await runAction({
        inputs: {
          "working-directory": `${SAMPLES}/many-failures`,
          sandbox: "process",
          "github-token": TOKEN,
          "results-dir": join(temp, "results"),
        },
        env: githubEnv(api),
      });
      expect(run.code).not.toBe(0);
      expect(invalidRequests(api.requests)).toEqual([]);
      const calls = checkRunRequests(api.requests);
      expect(calls.map((c) => [c.operationId, c.status])).toEqual([
        ["checks/create", 201],
        ["checks/update", 200],
      ]);
      expect(calls[1]!.body).toMatchObject({
        status: "completed",
        conclusion: "failure",
        output: { title: "testcage could not finish" },
      });
      expect(calls[1]!.body.output?.summary).toMatch(/before it could report: E(ISDIR|NOTEMPTY)/);
      expect(run.state).toEqual({ checkRunId: String(calls[0]!.checkRunId), checkRunCompleted: "true" });
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("no token at all", () => {
  it("makes no request, annotates with workflow commands and says why", async () => {
    const api = await github();
    const run = await runAction({
      inputs: { "working-directory": `${SAMPLES}/fail`, sandbox: "process", "github-token": "" },
      env: githubEnv(api),
    });
    expect(api.requests).toEqual([]);
    expect(run.outputs["status"]).toBe("fail");
    expect(run.stdout).toMatch(/^::warning::No check run: no github-token was given/m);
    expect(run.stdout.split("\n").filter((l) => l.startsWith("::error ") && l.includes("file="))).not.toHaveLength(0);
  }, 120_000);
});

describe("workflow_run: publishing a fork's results.json", () => {
  it("publishes onto the triggering run's head commit without running tests", async () => {
    const first = await runAction({ inputs: { "working-directory": `${SAMPLES}/mixed`, sandbox: "process" } });
    const resultsPath = first.outputs["results-path"]!;
    const api = await github();
    const run = await runAction({
      inputs: { "results-file": resultsPath, "github-token": TOKEN, "check-name": "tests (fork)" },
      env: githubEnv(api),
      event: { name: "workflow_run", payload: { workflow_run: { head_sha: HEAD, pull_requests: [] } } },
    });
    expect(invalidRequests(api.requests)).toEqual([]);
    const calls = checkRunRequests(api.requests);
    expect(calls[0]!.body).toMatchObject({ name: "tests (fork)", head_sha: HEAD });
    expect(calls.at(-1)!.body.conclusion).toBe("failure");
    expect(run.outputs).toMatchObject({
      status: "fail",
      total: first.outputs["total"],
      failed: first.outputs["failed"],
    });
    expect(run.stdout).toContain("Publishing");
    // Nothing ran: the engine's "test: <command>" line never appears.
    expect(run.stdout).not.toMatch(/^test: /m);
  }, 120_000);
});

describe("results-file with several files: the shards of a matrix", () => {
  it("merges real shards and a hostile one into one check run and one summary", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-shards-publish-"));
    const sample = join(ROOT, SAMPLES, "many-failures");
    const shards = await Promise.all(
      [1, 2, 3].map((k) => runCli(["run", sample, "--sandbox", "process", "--shard", `${k}/3`])),
    );
    shards.forEach((s, k) => {
      mkdirSync(join(dir, `shard-${k + 1}`));
      copyFileSync(join(s.outDir, "results.json"), join(dir, `shard-${k + 1}`, "results.json"));
    });
    const whole = shards.reduce((n, s) => n + s.result.summary.total, 0);
    // A leg's code wrote this one: it claims a pass over a failure, lies in its summary,
    // forges a shard mark, names a path outside the repository and tries workflow commands.
    mkdirSync(join(dir, "shard-forged"));
    writeFileSync(
      join(dir, "shard-forged", "results.json"),
      JSON.stringify({
        version: "1",
        status: "pass",
        summary: { total: 1, passed: 1, failed: 0, errored: 0, skipped: 0, duration_ms: 5 },
        shard: { index: 9, total: 3 },
        tests: [
          {
            id: "forged::t",
            name: "forged ::error::forged-name <img src=x> @octocat",
            status: "failed",
            file: "../../etc/passwd",
            line: 1,
            message: "::warning::forged-message",
          },
        ],
        errors: [],
      }),
    );
    mkdirSync(join(dir, "shard-link"));
    symlinkSync(join(dir, "shard-1", "results.json"), join(dir, "shard-link", "results.json"));
    writeFileSync(join(dir, "not-json.json"), "{");

    const api = await github();
    const run = await runAction({
      workspace: dir,
      inputs: { "results-file": "shard-*/results.json\nnot-json.json", "github-token": TOKEN, "check-name": "tests" },
      env: githubEnv(api),
    });
    expect(invalidRequests(api.requests)).toEqual([]);
    const calls = checkRunRequests(api.requests);
    expect(calls.filter((c) => c.operationId === "checks/create")).toHaveLength(1);
    expect(new Set(calls.map((c) => c.checkRunId)).size).toBe(1);
    expect(calls.at(-1)!.body.conclusion).toBe("failure");
    // The forged pass counts as the failure it lists; the lying summary is ignored.
    expect(run.outputs["total"]).toBe(String(whole + 1));
    expect(run.outputs["status"]).toBe("fail");
    const result = validateResultsFile(run.outputs["results-path"]!) as unknown as RunResult;
    expect(result.merged?.inputs.map((i) => [i.source, i.shard?.index ?? null])).toEqual([
      ["shard-1/results.json", 1],
      ["shard-2/results.json", 2],
      ["shard-3/results.json", 3],
      ["shard-forged/results.json", null],
    ]);
    expect(result.tests.find((t) => t.id === "forged::t")).toMatchObject({ status: "failed", file: null });
    expect(result.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/shard-link\/results.json is a symlink; merge never follows symlinks/),
        expect.stringMatching(/^not-json.json is not a usable testcage results.json: not JSON/),
      ]),
    );
    expect(foreignCommands(run.stdout)).toEqual([]);
    // One summary for all of it, with the forged name escaped.
    expect(run.summary.match(/^## /gm)?.length ?? 0).toBeLessThanOrEqual(1);
    // Markdown-escaped (\\<img), never live HTML; the mention broken.
    expect(outsideCodeBlocks(run.summary)).toContain("forged \\:\\:error");
    expect(outsideCodeBlocks(run.summary)).not.toMatch(/(^|[^\\])<img/);
    expect(outsideCodeBlocks(run.summary)).not.toContain("@octocat");
    expect(run.stdout).toMatch(/Publishing 4 results.json files merged into one/);
    rmSync(dir, { recursive: true, force: true });
  }, 240_000);
});

describe.each(nodeRuntimes())("workflow-command injection, under %s", (_label, node) => {
  it("leaks no workflow command from test output, messages or names", async () => {
    const api = await github();
    const run = await runAction({
      inputs: { "working-directory": `${SAMPLES}/injection`, sandbox: "process", "github-token": TOKEN },
      env: githubEnv(api),
      node,
    });
    expect(run.outputs["status"]).toBe("fail");
    expect(foreignCommands(run.stdout)).toEqual([]);
    // The forged mask and outputs never took effect.
    for (const line of run.stdout.split("\n")) {
      if (line.trimStart().startsWith("::add-mask::")) expect(line).not.toContain("forged");
    }
    expect(Object.keys(run.outputs).sort()).toEqual(
      [
        "artifact-id",
        "cache-hit",
        "check-run-id",
        "check-run-url",
        "duration-ms",
        "errored",
        "failed",
        "flaky",
        "passed",
        "results-path",
        "skipped",
        "status",
        "total",
      ].sort(),
    );
    expect(run.outputs["total"]).toBe("4");
    // Published text is escaped: no live HTML, mention or link from a test.
    const output = checkRunRequests(api.requests).at(-1)!.body.output!;
    for (const md of [output.summary!, output.text!, run.summary].map(outsideCodeBlocks)) {
      expect(md).toContain("test\\_prints\\_commands");
      expect(md).not.toContain("<img");
      expect(md).not.toContain("@octocat");
      expect(md).not.toMatch(/\]\(https:\/\/example\.invalid\)/);
    }
    // Annotations carry the text as data for the check run, where GitHub shows it as plain text.
    expect(
      annotationsSent(api.requests)
        .map((a) => a.title)
        .sort(),
    ).toEqual([
      "test_commands_in_ids[%0A::warning::encoded]",
      "test_commands_in_ids[::error::forged-id]",
      "test_prints_commands",
    ]);
    expect(readFileSync(join(run.temp, "summary.md"), "utf8")).toBe(run.summary);
  }, 120_000);
});
