import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blobUrl, readContext } from "../../../src/publish/context.js";

function event(payload: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), "tc-ev-")), "event.json");
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

const base = { GITHUB_REPOSITORY: "acme/app", GITHUB_SHA: "merge-sha", GITHUB_RUN_ID: "9" };

describe("readContext", () => {
  it("is null outside GitHub Actions", () => {
    expect(readContext({})).toBeNull();
  });

  it("push: GITHUB_SHA", () => {
    expect(readContext({ ...base, GITHUB_EVENT_NAME: "push", GITHUB_EVENT_PATH: event({}) })).toMatchObject({
      owner: "acme",
      repo: "app",
      sha: "merge-sha",
      pullNumber: null,
      fromFork: false,
    });
  });

  it("pull_request: the head commit, the number, and whether it comes from a fork", () => {
    const pr = (head: string) => ({
      number: 5,
      pull_request: {
        number: 5,
        head: { sha: "head-sha", repo: { full_name: head } },
        base: { repo: { full_name: "acme/app" } },
      },
    });
    const same = readContext({ ...base, GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: event(pr("acme/app")) });
    expect(same).toMatchObject({ sha: "head-sha", pullNumber: 5, fromFork: false });
    const fork = readContext({
      ...base,
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: event(pr("mallory/app")),
    });
    expect(fork).toMatchObject({ sha: "head-sha", fromFork: true });
  });

  it("workflow_run: the triggering run's head commit and pull request", () => {
    const ctx = readContext({
      ...base,
      GITHUB_EVENT_NAME: "workflow_run",
      GITHUB_EVENT_PATH: event({ workflow_run: { head_sha: "run-head", pull_requests: [{ number: 8 }] } }),
    });
    expect(ctx).toMatchObject({ sha: "run-head", pullNumber: 8 });
  });

  it("survives a missing or broken event file", () => {
    expect(readContext({ ...base, GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: "/nonexistent" })?.sha).toBe(
      "merge-sha",
    );
  });

  it("the base branch: a pull request's or merge group's base, the default branch for a push elsewhere", () => {
    const at = (name: string, payload: unknown, env: Record<string, string> = {}) =>
      readContext({ ...base, GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: event(payload), ...env })?.baseBranch;
    expect(at("pull_request", { pull_request: { number: 5, base: { ref: "release/2.x" } } })).toBe("release/2.x");
    expect(at("pull_request", {}, { GITHUB_BASE_REF: "main" })).toBe("main");
    expect(at("merge_group", { merge_group: { base_ref: "refs/heads/main" } })).toBe("main");
    const repository = { default_branch: "main" };
    expect(at("push", { repository }, { GITHUB_REF: "refs/heads/feature/x" })).toBe("main");
    expect(at("push", { repository }, { GITHUB_REF: "refs/heads/main" })).toBeNull();
    expect(at("push", { repository }, { GITHUB_REF: "refs/tags/v1" })).toBeNull();
    expect(at("schedule", { repository })).toBeNull();
    expect(at("workflow_run", { workflow_run: { head_sha: "x" } })).toBeNull();
    expect(
      readContext({ ...base, GITHUB_WORKFLOW_REF: "acme/app/.github/workflows/ci.yml@refs/heads/main" })?.workflowRef,
    ).toBe("acme/app/.github/workflows/ci.yml@refs/heads/main");
  });

  it("links to a line at the commit, path segments encoded", () => {
    const ctx = readContext({ ...base, GITHUB_SERVER_URL: "https://ghe.example/" })!;
    expect(blobUrl(ctx, "dir with space/a#b.py", 3)).toBe(
      "https://ghe.example/acme/app/blob/merge-sha/dir%20with%20space/a%23b.py#L3",
    );
  });
});
