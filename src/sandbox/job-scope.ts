// What ties testcage's leftovers to the GitHub Actions job that made them. The
// action's post step removes containers and disks a cancelled or crashed run
// left behind; on a self-hosted machine other jobs may be running testcage on
// the same docker engine and in the same temp folder at that moment, so the
// post step touches only what carries its own job's scope.

import { createHash } from "node:crypto";

/**
 * A short id of this job run on this runner (run, attempt, job, runner name:
 * concurrent jobs on one machine differ in at least one), or null outside
 * GitHub Actions.
 */
export function jobScope(env: NodeJS.ProcessEnv = process.env): string | null {
  const run = env["GITHUB_RUN_ID"];
  if (!run) return null;
  const key = [run, env["GITHUB_RUN_ATTEMPT"] ?? "", env["GITHUB_JOB"] ?? "", env["RUNNER_NAME"] ?? ""].join("\n");
  return createHash("sha256").update(key).digest("hex").slice(0, 12);
}

/** The prefix of the run workspaces' folder names (under the temp folder); scoped to the job in Actions. */
export function workspacePrefix(env: NodeJS.ProcessEnv = process.env): string {
  const scope = jobScope(env);
  return scope ? `testcage-${scope}-` : "testcage-";
}
