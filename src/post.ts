// The action's post step (runs even when the job was cancelled or the main step
// crashed): completes the check run a killed main step left in progress, and
// removes the containers and run workspaces (with their loop-mounted disks) that
// a killed run of this job left on the runner, and nothing of other jobs
// (leftovers.ts). Never fails the job.

import * as core from "@actions/core";
import { CHECK_RUN_STATE, CheckRunPublisher } from "./publish/check-run.js";
import { readContext } from "./publish/context.js";
import { PUBLISH_DEFAULTS } from "./publish/inputs.js";
import { removeJobLeftovers } from "./sandbox/leftovers.js";

/**
 * A check run the main step created and never completed (it was killed: a
 * cancelled job, timeout-minutes; or GitHub refused its completion) would show in
 * progress for good: completed here as cancelled, which no required check passes.
 */
async function completeAbandonedCheckRun(): Promise<void> {
  const id = Number(core.getState(CHECK_RUN_STATE.id));
  if (!Number.isSafeInteger(id) || id <= 0 || core.getState(CHECK_RUN_STATE.completed)) return;
  const token = core.getInput("github-token");
  const ctx = readContext(process.env);
  if (!token || !ctx) return;
  const checks = new CheckRunPublisher(token, ctx, core.getInput("check-name") || PUBLISH_DEFAULTS.checkName);
  const done = await checks.finish(
    { id, url: "" },
    "cancelled",
    {
      title: "testcage did not finish",
      summary:
        "The testcage step did not complete this check run: the job was cancelled or timed out, the step was stopped, or GitHub refused the completion. The step's log (and its job summary, when it got that far) shows how far the run got.",
      text: "",
    },
    new Date(),
  );
  if (done.ok) core.info(`testcage: completed check run ${id}, which the step left in progress, as cancelled`);
  else core.warning(`testcage cleanup: check run ${id} is left in progress: ${done.message}`);
}

async function post(): Promise<void> {
  await completeAbandonedCheckRun().catch((err: unknown) =>
    core.warning(`testcage cleanup: the check run: ${(err as Error).message}`),
  );
  const left = await removeJobLeftovers();
  if (!left) {
    core.info("testcage cleanup: not in a GitHub Actions job, so nothing is known to be this job's");
    return;
  }
  if (left.containers) core.info(`testcage: removed ${left.containers} leftover container(s)`);
  if (left.workspaces) core.info(`testcage: removed ${left.workspaces} leftover run folder(s)`);
  if (left.stuck.length) core.warning(`testcage cleanup: could not unmount the disk of ${left.stuck.join(", ")}`);
}

try {
  await post();
} catch (err) {
  core.warning(`testcage cleanup: ${(err as Error).message}`);
}
