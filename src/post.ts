// The action's post step (runs even when the job was cancelled or the main step
// crashed): removes every container testcage started on this runner. Never
// fails the job: a runner without docker has nothing to clean.

import * as core from "@actions/core";
import { dockerProblem, removeByLabel } from "./sandbox/docker-cli.js";
import { containerLabel } from "./sandbox/docker.js";

async function post(): Promise<void> {
  if (await dockerProblem()) return;
  const count = await removeByLabel(containerLabel());
  if (count) core.info(`testcage: removed ${count} leftover container(s)`);
}

try {
  await post();
} catch (err) {
  core.warning(`testcage cleanup: ${(err as Error).message}`);
}
