// Where the action runs, read once from the runner's environment and event
// payload: which repository, which commit the results belong to, which pull
// request (for changed files), and whether the token can be expected to write.

import { readFileSync } from "node:fs";

export interface GitHubContext {
  owner: string;
  repo: string;
  /** The commit results belong to: a pull request's head, a workflow_run's head, else GITHUB_SHA. */
  sha: string;
  eventName: string;
  /** The pull request whose changed files sort annotations first, when there is one. */
  pullNumber: number | null;
  /** A pull request from a fork: its token is read-only, so a check run cannot be created. */
  fromFork: boolean;
  serverUrl: string;
  apiUrl: string;
  runId: string;
  runAttempt: string;
  job: string;
  /**
   * The branch this run's results are compared with (compare: auto): a pull
   * request's or merge group's base branch, or the default branch for a push to
   * another branch; null for a push to the default branch and other events.
   */
  baseBranch: string | null;
  /** GITHUB_WORKFLOW_REF: owner/repo/.github/workflows/file.yml@ref of the workflow this job belongs to. */
  workflowRef: string | null;
}

type Payload = Record<string, unknown>;

function readPayload(path: string | undefined): Payload {
  if (!path) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
    return parsed && typeof parsed === "object" ? (parsed as Payload) : {};
  } catch {
    return {};
  }
}

function get(obj: unknown, ...keys: string[]): unknown {
  let cur = obj;
  for (const k of keys) {
    if (!cur || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null);

/** null when not running under GitHub Actions (no GITHUB_REPOSITORY): nothing to publish to. */
export function readContext(env: NodeJS.ProcessEnv): GitHubContext | null {
  const repository = env["GITHUB_REPOSITORY"] ?? "";
  const [owner, repo] = repository.split("/");
  if (!owner || !repo) return null;
  const eventName = env["GITHUB_EVENT_NAME"] ?? "";
  const payload = readPayload(env["GITHUB_EVENT_PATH"]);
  let sha = env["GITHUB_SHA"] ?? "";
  let pullNumber: number | null = null;
  let fromFork = false;
  let baseBranch: string | null = null;
  if (eventName === "pull_request" || eventName === "pull_request_target") {
    // GITHUB_SHA is the temporary merge commit here; annotations belong on the head.
    sha = str(get(payload, "pull_request", "head", "sha")) ?? sha;
    pullNumber = num(get(payload, "pull_request", "number")) ?? num(get(payload, "number"));
    const head = str(get(payload, "pull_request", "head", "repo", "full_name"));
    const base = str(get(payload, "pull_request", "base", "repo", "full_name"));
    fromFork = head !== null && base !== null && head !== base;
    baseBranch = str(get(payload, "pull_request", "base", "ref")) ?? str(env["GITHUB_BASE_REF"]);
  } else if (eventName === "merge_group") {
    baseBranch = str(get(payload, "merge_group", "base_ref"))?.replace(/^refs\/heads\//, "") ?? null;
  } else if (eventName === "push") {
    const ref = env["GITHUB_REF"] ?? "";
    const defaultBranch = str(get(payload, "repository", "default_branch"));
    const branch = ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : null;
    baseBranch = branch && defaultBranch && branch !== defaultBranch ? defaultBranch : null;
  } else if (eventName === "workflow_run") {
    // The triggering run's commit: results published here come from that run's artifact.
    sha = str(get(payload, "workflow_run", "head_sha")) ?? sha;
    const prs = get(payload, "workflow_run", "pull_requests");
    pullNumber = Array.isArray(prs) ? num(get(prs[0], "number")) : null;
  }
  return {
    owner,
    repo,
    sha,
    eventName,
    pullNumber,
    fromFork,
    serverUrl: (env["GITHUB_SERVER_URL"] ?? "https://github.com").replace(/\/+$/, ""),
    apiUrl: (env["GITHUB_API_URL"] ?? "https://api.github.com").replace(/\/+$/, ""),
    runId: env["GITHUB_RUN_ID"] ?? "",
    runAttempt: env["GITHUB_RUN_ATTEMPT"] ?? "1",
    job: env["GITHUB_JOB"] ?? "",
    baseBranch,
    workflowRef: str(env["GITHUB_WORKFLOW_REF"]),
  };
}

/** A link to a line of a file at the run's commit. */
export function blobUrl(ctx: GitHubContext, file: string, line: number | null): string {
  // encodeURIComponent leaves ( and ) alone, and a ) would end the Markdown link early.
  const segment = (s: string): string =>
    encodeURIComponent(s).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  const path = file.split("/").map(segment).join("/");
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/blob/${ctx.sha}/${path}${line ? `#L${line}` : ""}`;
}

export function runUrl(ctx: GitHubContext): string {
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}`;
}
