// Maven with a warm ~/.m2 (what setup-java's `cache: maven` restores): with the
// default cache: run, the runner's repository is laid under the run and the
// install phase downloads nothing: it reaches no registry at all
// (docs/sandboxes.md, "Build caches").

import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";

beforeAll(() => requireDocker());

const SAMPLE = join(import.meta.dirname, "..", "samples", "maven", "pass");
const work = mkdtempSync(join(tmpdir(), "tc-maven-warm-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(dockerSkipped())("maven with a warm ~/.m2", () => {
  it("downloads nothing during the run: the install phase reaches no registry", { timeout: 600_000 }, async () => {
    // The runner's own build of the project, natively, warms its repository (as a
    // cache restore or an earlier step of the job would).
    const home = join(work, "home");
    const project = join(work, "project");
    cpSync(SAMPLE, project, { recursive: true });
    const repo = join(home, ".m2", "repository");
    const native = spawnSync("mvn", ["-B", "-q", "-ntp", `-Dmaven.repo.local=${repo}`, "test"], {
      cwd: project,
      encoding: "utf8",
      timeout: 400_000,
    });
    expect(native.error?.message ?? native.status, `${native.stdout}\n${native.stderr}`).toBe(0);
    rmSync(join(project, "target"), { recursive: true, force: true });
    // A runner's repository also holds what other projects used: an old Surefire, with no
    // JUnit Platform provider at all, must not be resolved for this one.
    mkdirSync(join(repo, "org", "apache", "maven", "plugins", "maven-surefire-plugin", "2.12.4"), { recursive: true });

    const run = await runCli(["run", project, "--sandbox", "docker"], { ...process.env, HOME: home });
    expect(run.result.status, run.stdout).toBe("pass");
    expect(run.result.summary.passed).toBeGreaterThan(0);
    expect(run.result.sandbox?.cache?.layers.map((l) => l.name)).toEqual(["Maven repository"]);
    const install = run.result.sandbox?.isolation.install;
    expect(install?.network).toBe("registries");
    expect(install?.reached).toEqual([]);
    expect(install?.refused).toEqual([]);
  });
});
