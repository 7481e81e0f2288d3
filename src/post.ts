// The action's post step (runs even when the job was cancelled or the main step
// crashed): removes the containers and run workspaces (with their loop-mounted
// disks) that a killed run of this job left on the runner, and nothing of
// other jobs (leftovers.ts). Never fails the job.

import * as core from "@actions/core";
import { removeJobLeftovers } from "./sandbox/leftovers.js";

async function post(): Promise<void> {
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
