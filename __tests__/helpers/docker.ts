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

/** Containers carrying testcage's label right now (none may outlive a run). */
export function labelledContainers(): string[] {
  const r = spawnSync(dockerBinary(), ["ps", "-aq", "--filter", "label=dev.testcage"], { encoding: "utf8" });
  return r.stdout.split("\n").filter(Boolean);
}
