// The action's post step (runs even when the job was cancelled or the main step
// crashed): removes every container testcage started on this runner. Never
// fails the job: a runner without docker has nothing to clean.

import * as core from "@actions/core";
import { dockerProblem, removeByLabel, docker } from "./sandbox/docker-cli.js";
import { containerLabel } from "./sandbox/docker.js";

async function post(): Promise<void> {
  if (await dockerProblem()) return;
  const label = containerLabel();
  const before = await docker(["ps", "-aq", "--filter", `label=${label}`]);
  const count = before.stdout.split("\n").filter(Boolean).length;
  await removeByLabel(label);
  if (count) core.info(`testcage: removed ${count} leftover container(s)`);
}

try {
  await post();
} catch (err) {
  core.warning(`testcage cleanup: ${(err as Error).message}`);
}
