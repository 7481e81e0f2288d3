// compare: auto. The base branch's results.json, found by the action itself
// through GitHub's REST API (docs/summary.md, "Comparing with the base branch"):
//
//   1. the newest completed runs of this workflow on the base branch
//      (actions/list-workflow-runs, branch=…, status=completed), keeping only
//      runs of this repository that no pull request triggered;
//   2. in each, newest first, the unexpired artifact named as this job names
//      its own (actions/list-workflow-run-artifacts, name=…), up to BASE_RUNS runs;
//   3. its zip (actions/download-artifact answers a redirect to storage, fetched
//      without the token), size-capped, and results.json out of it, capped again.
//
// The artifact was written by another run and is hostile input: the caller
// checks results.json field by field (compareWithBase). Nothing here throws:
// every problem is an outcome, turned into one note by the caller.

import { getOctokit } from "@actions/github";
import { RESULTS_INPUT_MAX_BYTES } from "../ingest/results-input.js";
import { readZipEntry, ZipError } from "./zip.js";
import type { GitHubContext } from "./context.js";

type Octokit = ReturnType<typeof getOctokit>;

/** Completed runs of the base branch looked into for the artifact. */
export const BASE_RUNS = 10;
/** Runs listed per request; a page holds more than BASE_RUNS since pull request runs from forks are skipped. */
const RUNS_PER_PAGE = 20;
/** Pages of runs listed at most (a branch whose recent runs are all someone else's gives up here). */
const RUN_PAGES = 3;
/** The artifact's zip: results.json (at most 64 MiB) plus the other formats, raw reports and capped logs. */
export const BASE_ZIP_MAX_BYTES = 128 * 1024 * 1024;
/** The whole lookup, every request and the download together. */
export const BASE_LOOKUP_TIMEOUT_MS = 60_000;

export interface BaseTarget {
  branch: string;
  /** The workflow's file name, as the REST API takes it for workflow_id. */
  workflow: string;
  artifactName: string;
}

export type BaseLookup =
  | { ok: true; results: Buffer; source: string }
  | {
      ok: false;
      /** denied: the token cannot read Actions; missing: no base yet; unusable: an artifact that cannot be read. */
      problem: "denied" | "missing" | "unusable" | "failed";
      message: string;
    };

/**
 * Where to look for the base: null when this event has no base branch (a push
 * to the default branch, a schedule, workflow_run); a reason string when it has
 * one but the workflow cannot be told.
 */
export function baseTarget(ctx: GitHubContext, artifactName: string): BaseTarget | string | null {
  if (!ctx.baseBranch) return null;
  // owner/repo/.github/workflows/ci.yml@refs/pull/7/merge
  const m = /^([^/]+)\/([^/]+)\/\.github\/workflows\/([^/@]+)@/.exec(ctx.workflowRef ?? "");
  if (!m || m[1]!.toLowerCase() !== ctx.owner.toLowerCase() || m[2]!.toLowerCase() !== ctx.repo.toLowerCase()) {
    return `cannot tell this run's workflow file (GITHUB_WORKFLOW_REF is ${ctx.workflowRef ? `"${ctx.workflowRef}"` : "unset"})`;
  }
  return { branch: ctx.baseBranch, workflow: m[3]!, artifactName };
}

interface Run {
  id: number;
  run_number?: number;
  event?: string;
  head_branch?: string | null;
  head_sha?: string;
  head_repository?: { full_name?: string } | null;
}

interface Artifact {
  id: number;
  name: string;
  size_in_bytes: number;
  expired: boolean;
  created_at?: string | null;
}

/** A run whose artifact can stand for the base branch: this repository's own, not a pull request's. */
function isBaseRun(run: Run, ctx: GitHubContext, branch: string): boolean {
  // A fork's pull request from its own branch named like the base lists under that branch too.
  const repo = run.head_repository?.full_name?.toLowerCase();
  return (
    run.head_branch === branch &&
    !(run.event ?? "").startsWith("pull_request") &&
    repo === `${ctx.owner}/${ctx.repo}`.toLowerCase()
  );
}

function requestStatus(err: unknown): number | null {
  const status = (err as { status?: unknown }).status;
  return typeof status === "number" ? status : null;
}

function failure(err: unknown, what: string): BaseLookup & { ok: false } {
  const status = requestStatus(err);
  // Octokit appends the documentation address: the note stays short without it.
  const message = ((err as Error).message ?? String(err)).split("\n")[0]!.replace(/ - https?:\/\/\S+$/, "");
  if (status === 403) {
    return {
      ok: false,
      problem: "denied",
      message: `GitHub answered 403 to ${what} (${message})`,
    };
  }
  if (status === 404) {
    return {
      ok: false,
      problem: "denied",
      message: `GitHub answered 404 to ${what}: the workflow is not on the base branch yet, or the token cannot read it`,
    };
  }
  if ((err as Error).name === "AbortError" || (err as Error).name === "TimeoutError") {
    return { ok: false, problem: "failed", message: `${what} took longer than ${BASE_LOOKUP_TIMEOUT_MS / 1000} s` };
  }
  return { ok: false, problem: "failed", message: `${what} failed: ${message}` };
}

/** The newest unexpired artifact of that name in one run. */
async function artifactOf(octokit: Octokit, ctx: GitHubContext, run: Run, name: string): Promise<Artifact | null> {
  const res = await octokit.rest.actions.listWorkflowRunArtifacts({
    owner: ctx.owner,
    repo: ctx.repo,
    run_id: run.id,
    name,
    per_page: 100,
  });
  const found = (res.data.artifacts as Artifact[]).filter((a) => a.name === name && !a.expired);
  found.sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || b.id - a.id);
  return found[0] ?? null;
}

/** Reads a response body to its end, or throws once it passes `max` bytes. */
async function readCapped(body: ReadableStream<Uint8Array> | null, max: number, what: string): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new ZipError(`${what} is over the ${max}-byte cap`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** The artifact's zip: the API redirects to storage, which is fetched without the token. */
async function downloadZip(
  octokit: Octokit,
  ctx: GitHubContext,
  artifact: Artifact,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const what = `artifact ${artifact.id}`;
  const res = await octokit.rest.actions.downloadArtifact({
    owner: ctx.owner,
    repo: ctx.repo,
    artifact_id: artifact.id,
    archive_format: "zip",
    request: { redirect: "manual", parseSuccessResponseBody: false },
  });
  const data = res.data as unknown as ReadableStream<Uint8Array> | null;
  if ((res.status as number) === 200) return readCapped(data, maxBytes, what);
  const location = (res.headers as Record<string, string | undefined>)["location"];
  await data?.cancel().catch(() => undefined);
  if (!location || !/^https?:\/\//.test(location)) {
    throw new ZipError(`GitHub answered ${res.status} without a download address for ${what}`);
  }
  const blob = await fetch(location, { signal, redirect: "follow" });
  if (!blob.ok) {
    await blob.body?.cancel().catch(() => undefined);
    throw new ZipError(`the download of ${what} answered ${blob.status}`);
  }
  const length = Number(blob.headers.get("content-length") ?? "0");
  if (length > maxBytes) {
    await blob.body?.cancel().catch(() => undefined);
    throw new ZipError(`${what} is ${length} bytes, over the ${maxBytes}-byte cap`);
  }
  return readCapped(blob.body, maxBytes, what);
}

export interface LookupLimits {
  runs?: number;
  zipBytes?: number;
  resultsBytes?: number;
  timeoutMs?: number;
}

/** Finds, downloads and unzips the base branch's results.json. Never throws. */
export async function findBaseResults(
  token: string,
  ctx: GitHubContext,
  target: BaseTarget,
  limits: LookupLimits = {},
): Promise<BaseLookup> {
  const maxRuns = limits.runs ?? BASE_RUNS;
  const zipBytes = limits.zipBytes ?? BASE_ZIP_MAX_BYTES;
  const resultsBytes = limits.resultsBytes ?? RESULTS_INPUT_MAX_BYTES;
  const signal = AbortSignal.timeout(limits.timeoutMs ?? BASE_LOOKUP_TIMEOUT_MS);
  const octokit = getOctokit(token, { baseUrl: ctx.apiUrl, request: { signal } });
  const { branch, workflow, artifactName } = target;
  const where = `${workflow} on ${branch}`;

  let found: { run: Run; artifact: Artifact } | null = null;
  let examined = 0;
  try {
    let pages = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
      owner: ctx.owner,
      repo: ctx.repo,
      workflow_id: workflow,
      branch,
      status: "completed",
      exclude_pull_requests: true,
      per_page: RUNS_PER_PAGE,
    })) {
      pages++;
      for (const run of page.data as Run[]) {
        if (!isBaseRun(run, ctx, branch)) continue;
        examined++;
        const artifact = await artifactOf(octokit, ctx, run, artifactName);
        if (artifact) {
          found = { run, artifact };
          break;
        }
        if (examined >= maxRuns) break;
      }
      if (found || examined >= maxRuns || pages >= RUN_PAGES) break;
    }
  } catch (err) {
    return failure(err, `the runs of ${where}`);
  }
  if (!found) {
    return {
      ok: false,
      problem: "missing",
      message: examined
        ? `no unexpired artifact ${artifactName} in the last ${examined} completed runs of ${where}`
        : `no completed run of ${where} yet`,
    };
  }

  const { run, artifact } = found;
  const source = `${branch}, run ${run.run_number ?? run.id}${run.head_sha ? ` at ${run.head_sha.slice(0, 7)}` : ""}`;
  if (artifact.size_in_bytes > zipBytes) {
    return {
      ok: false,
      problem: "unusable",
      message: `${source}: artifact ${artifactName} is ${artifact.size_in_bytes} bytes, over the ${zipBytes}-byte cap`,
    };
  }
  let zip: Buffer;
  try {
    zip = await downloadZip(octokit, ctx, artifact, zipBytes, signal);
  } catch (err) {
    if (err instanceof ZipError) return { ok: false, problem: "unusable", message: `${source}: ${err.message}` };
    if (requestStatus(err) === 410) {
      return { ok: false, problem: "missing", message: `${source}: artifact ${artifactName} has expired` };
    }
    return failure(err, `the download of artifact ${artifactName} of ${source}`);
  }
  try {
    const results = readZipEntry(zip, "results.json", resultsBytes);
    if (!results) {
      return { ok: false, problem: "unusable", message: `${source}: artifact ${artifactName} holds no results.json` };
    }
    return { ok: true, results, source };
  } catch (err) {
    return {
      ok: false,
      problem: "unusable",
      message: `${source}: artifact ${artifactName}: ${(err as Error).message}`,
    };
  }
}
