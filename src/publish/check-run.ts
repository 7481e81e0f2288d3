// The check run: created in_progress when the tests start, completed with the
// conclusion, output and every annotation (50 per request, GitHub's limit).
// A token that cannot write checks (fork pull requests, read-only tokens) is an
// expected state, reported as `denied`, never a failed step.

import { getOctokit } from "@actions/github";
import type { Annotation } from "./annotations.js";
import { batches } from "./annotations.js";
import type { CheckOutput } from "./check-output.js";
import type { GitHubContext } from "./context.js";

type Octokit = ReturnType<typeof getOctokit>;

/** How long an update waits before it is sent again after a server error. */
const RETRY_AFTER_MS = 1000;

export interface CheckRunRef {
  id: number;
  url: string;
}

export type CheckRunAttempt =
  { ok: true; ref: CheckRunRef } | { ok: false; denied: boolean; status: number | null; message: string };

export type Conclusion = "success" | "failure" | "cancelled";

/**
 * The action's state (core.saveState) the post step reads: the check run's id once
 * created, and a mark once the main step completed it. A check run created and never
 * marked was left in progress by a main step that was killed.
 */
export const CHECK_RUN_STATE = { id: "checkRunId", completed: "checkRunCompleted" } as const;

/** What an update that completes the check run adds. */
interface Completion {
  status: "completed";
  conclusion: Conclusion;
  completed_at: string;
}

function failure(err: unknown): CheckRunAttempt & { ok: false } {
  const status = typeof (err as { status?: unknown }).status === "number" ? (err as { status: number }).status : null;
  // Octokit ends GitHub's message with " - <documentation URL>", which says nothing of this request.
  const message = ((err as Error).message?.split("\n")[0] ?? String(err)).replace(
    / - https:\/\/docs\.github\.com\/\S*$/,
    "",
  );
  // 403: the token lacks checks: write. 404: the token cannot see the repository
  // or commit (also how GitHub answers some missing permissions).
  return { ok: false, denied: status === 403 || status === 404, status, message };
}

export class CheckRunPublisher {
  private readonly octokit: Octokit;

  constructor(
    token: string,
    private readonly ctx: GitHubContext,
    private readonly name: string,
  ) {
    this.octokit = getOctokit(token, { baseUrl: ctx.apiUrl });
  }

  async start(startedAt: Date, detailsUrl: string | null): Promise<CheckRunAttempt> {
    try {
      const res = await this.octokit.rest.checks.create({
        owner: this.ctx.owner,
        repo: this.ctx.repo,
        name: this.name,
        head_sha: this.ctx.sha,
        status: "in_progress",
        started_at: startedAt.toISOString(),
        ...(detailsUrl ? { details_url: detailsUrl } : {}),
      });
      return { ok: true, ref: { id: res.data.id, url: res.data.html_url ?? "" } };
    } catch (err) {
      return failure(err);
    }
  }

  /**
   * Sends the output with the first 50 annotations, then the rest 50 at a time
   * (GitHub appends annotations across updates), and sets the conclusion with the
   * last request so the check never shows complete with annotations missing.
   * When GitHub refuses a request, it stops there and says how many were sent:
   * the caller completes the check run without the rest (finish).
   */
  async complete(
    ref: CheckRunRef,
    conclusion: Conclusion,
    output: CheckOutput,
    annotations: Annotation[],
    completedAt: Date,
  ): Promise<{ ok: true; sent: number } | { ok: false; sent: number; message: string }> {
    const groups = batches(annotations);
    if (groups.length === 0) groups.push([]);
    let sent = 0;
    try {
      for (const [i, group] of groups.entries()) {
        const last = i === groups.length - 1;
        await this.update(ref, {
          ...(last ? this.completion(conclusion, completedAt) : {}),
          output: { ...output, ...(group.length ? { annotations: group } : {}) },
        });
        sent += group.length;
      }
      return { ok: true, sent };
    } catch (err) {
      return { ok: false, sent, message: failure(err).message };
    }
  }

  /**
   * Completes the check run with its conclusion and output and no more annotations,
   * after complete() stopped part way: a check left in progress would show the pull
   * request as still running for good.
   */
  async finish(
    ref: CheckRunRef,
    conclusion: Conclusion,
    output: CheckOutput,
    completedAt: Date,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    try {
      await this.update(ref, { ...this.completion(conclusion, completedAt), output });
      return { ok: true };
    } catch (err) {
      return { ok: false, message: failure(err).message };
    }
  }

  private completion(conclusion: Conclusion, completedAt: Date): Completion {
    return { status: "completed", conclusion, completed_at: completedAt.toISOString() };
  }

  /**
   * One update, sent again once after a second when GitHub answered 5xx or did not
   * answer (its documented advice for server errors); a 4xx is its final word.
   */
  private async update(
    ref: CheckRunRef,
    fields: { output: CheckOutput & { annotations?: Annotation[] } } & Partial<Completion>,
  ): Promise<void> {
    const request = () =>
      this.octokit.rest.checks.update({ owner: this.ctx.owner, repo: this.ctx.repo, check_run_id: ref.id, ...fields });
    try {
      await request();
    } catch (err) {
      const status = failure(err).status;
      if (status !== null && status < 500) throw err;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      await request();
    }
  }

  /** Files the pull request changed (to put their failures first); empty when unreadable. */
  async changedFiles(limit = 3000): Promise<Set<string>> {
    if (!this.ctx.pullNumber) return new Set();
    try {
      const files = new Set<string>();
      for await (const page of this.octokit.paginate.iterator(this.octokit.rest.pulls.listFiles, {
        owner: this.ctx.owner,
        repo: this.ctx.repo,
        pull_number: this.ctx.pullNumber,
        per_page: 100,
      })) {
        for (const f of page.data) files.add(f.filename);
        if (files.size >= limit) break;
      }
      return files;
    } catch {
      return new Set();
    }
  }
}
