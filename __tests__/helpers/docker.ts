// Container tests need a working engine and the runner images. They FAIL when
// docker is unusable (npm run docker:up sets it up); skipping is allowed only
// outside CI and only when asked for by name, so CI can never skip them.

import { spawnSync } from "node:child_process";
import { dockerBinary } from "../../src/sandbox/docker-cli.js";

export function requireDocker(): void {
  if (process.env["TESTCAGE_SKIP_DOCKER"] === "1" && process.env["CI"] !== "true") return;
  const r = spawnSync(dockerBinary(), ["version", "--format", "{{.Server.Version}}"], {
    encoding: "utf8",
    timeout: 20_000,
  });
  if (r.status !== 0) {
    throw new Error(`docker is not usable (${(r.stderr || r.error?.message || "").trim()}); run npm run docker:up`);
  }
}

export const dockerSkipped = (): boolean => process.env["TESTCAGE_SKIP_DOCKER"] === "1" && process.env["CI"] !== "true";

/** Containers carrying testcage's label (or a suite's own, see TESTCAGE_LABEL) right now. */
export function labelledContainers(label = "dev.testcage"): string[] {
  const r = spawnSync(dockerBinary(), ["ps", "-aq", "--filter", `label=${label}`], { encoding: "utf8" });
  return r.stdout.split("\n").filter(Boolean);
}

/** Service containers this test process started; stopServices removes only these. */
const started = new Set<string>();

/**
 * Starts a long-lived container from a runner image, as a workflow's job service
 * would be, and returns its name; stopServices() removes the ones this process started
 * (test files run in parallel, each with its own services).
 */
export function startService(
  image: string,
  extraArgs: string[] = [],
  name = `testcage-test-svc-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
): string {
  const r = spawnSync(
    dockerBinary(),
    ["run", "-d", "--name", name, "--label", "dev.testcage.test-service=1", "--network", "none", ...extraArgs, image],
    { encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`could not start a service container from ${image}: ${r.stderr}`);
  started.add(name);
  return name;
}

export function stopServices(): void {
  if (started.size) spawnSync(dockerBinary(), ["rm", "-f", ...started]);
  started.clear();
}

/** Processes in a container other than its idle main process (nothing a run started may remain). */
export function strayProcesses(container: string): string[] {
  const r = spawnSync(dockerBinary(), ["exec", container, "ps", "-eo", "pid=,user=,args="], { encoding: "utf8" });
  return r.stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/ sleep infinity$/.test(l) && !/ ps -eo /.test(l));
}
