// On GitHub's hosted runners the action runs as the "runner" user with
// passwordless sudo, so the docker sandbox's disk cap is mounted through
// `sudo -n`. The rest of the suite runs as root and never takes that path;
// this runs the built CLI as GitHub does: as a user whose only privileges are
// the docker group and sudo for mount and umount. And as a user without sudo:
// the run goes on uncapped and results.json says why.
//
// It needs root to make the two users and the sudoers rule (removed again
// afterwards) and sudo itself (npm run docker:up installs it). Like every
// docker test it fails, never skips, when those are missing.

import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountPoints } from "../../src/sandbox/disk.js";
import { requireDocker } from "../helpers/docker.js";
import { ROOT, SAMPLES } from "../helpers/golden.js";
import { program, runAs as runAsUser, sh, user as makeUser, type User, type UserRun } from "../helpers/run-as-user.js";

const WITH_SUDO = "testcage-t-sudo";
const WITHOUT_SUDO = "testcage-t-nosudo";
const SUDOERS = `/etc/sudoers.d/${WITH_SUDO}`;
const DISK_MIB = 64;

const user = (name: string): User => makeUser(name, ["docker"]);
const runAs = (u: User, project: string, args: string[]): Promise<UserRun> => runAsUser(u, project, args);

/** Mounts under a folder (a disk the run failed to unmount would be one). */
function mountsUnder(dir: string): string[] {
  return mountPoints(readFileSync("/proc/self/mountinfo", "utf8")).filter((t) => t.startsWith(`${dir}/`));
}

let sudoUser: User;
let plainUser: User;
const works: string[] = [];

beforeAll(() => {
  requireDocker();
  if (process.getuid?.() !== 0) throw new Error("this test makes users and a sudoers rule: run it as root, as CI does");
  program("sudo");
  sudoUser = user(WITH_SUDO);
  plainUser = user(WITHOUT_SUDO);
  // What GitHub's runner user may do, narrowed to what testcage asks for.
  writeFileSync(SUDOERS, `${WITH_SUDO} ALL=(root) NOPASSWD: ${program("mount")}, ${program("umount")}\n`, {
    mode: 0o440,
  });
  sh(program("visudo"), ["-cf", SUDOERS]);
});

afterAll(() => {
  rmSync(SUDOERS, { force: true });
  for (const work of works) {
    for (const target of mountsUnder(work)) spawnSync("umount", ["-l", target]);
    rmSync(work, { recursive: true, force: true });
  }
  for (const name of [WITH_SUDO, WITHOUT_SUDO]) spawnSync(program("userdel"), [name]);
});

describe("the docker sandbox's disk cap when testcage is not root", () => {
  it("mounts through sudo -n: writes stop at the cap, and nothing stays mounted", async () => {
    const run = await runAs(sudoUser, join(ROOT, "__tests__/hostile/projects/disk-fill"), [
      "--sandbox",
      "docker",
      "--disk",
      `${DISK_MIB}m`,
      "--timeout",
      "120",
      "--env",
      "HOSTILE_DISK_LIMIT_MIB=256",
    ]);
    works.push(run.work);
    expect(run.result.sandbox?.container?.disk).toBe(`${DISK_MIB}m (loop-mounted ext4)`);
    expect(run.result.status).toBe("error");
    expect(run.result.errors.map((e) => e.kind)).toContain("disk-limit");
    expect(run.code).toBe(2);
    // Unmounted (by sudo -n umount) and the image gone with the run's workspace.
    expect(mountsUnder(run.work)).toEqual([]);
    expect(readdirSync(join(run.work, "tmp"))).toEqual([]);
  });

  it("without sudo, runs uncapped and says why", async () => {
    const run = await runAs(plainUser, join(SAMPLES, "pytest/pass"), ["--sandbox", "docker", "--disk", `${DISK_MIB}m`]);
    works.push(run.work);
    expect(run.code).toBe(0);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary).toMatchObject({ total: 2, passed: 2 });
    expect(run.result.sandbox?.container?.disk).toBe(
      "not capped: mounting it failed (sudo -n): sudo: a password is required",
    );
    expect(mountsUnder(run.work)).toEqual([]);
    expect(readdirSync(join(run.work, "tmp"))).toEqual([]);
  });
});
