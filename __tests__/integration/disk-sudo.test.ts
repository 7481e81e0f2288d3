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

import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/model.js";
import { mountPoints } from "../../src/sandbox/disk.js";
import { CLI } from "../helpers/cli.js";
import { requireDocker } from "../helpers/docker.js";
import { ROOT, SAMPLES } from "../helpers/golden.js";
import { validateResultsFile } from "../helpers/schema.js";

const WITH_SUDO = "testcage-t-sudo";
const WITHOUT_SUDO = "testcage-t-nosudo";
const SUDOERS = `/etc/sudoers.d/${WITH_SUDO}`;
const DISK_MIB = 64;

interface User {
  name: string;
  uid: number;
  gid: number;
}

function sh(file: string, args: string[]): string {
  const r = spawnSync(file, args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${file} ${args.join(" ")}: ${(r.stderr || r.error?.message || "").trim()}`);
  return r.stdout.trim();
}

function program(name: string): string {
  const found = ["/usr/bin", "/bin", "/usr/sbin", "/sbin"].map((d) => join(d, name)).find((p) => existsSync(p));
  if (!found) throw new Error(`${name} is not installed; npm run docker:up installs what this test needs`);
  return found;
}

/** A system user in the docker group and nothing else (made when missing). */
function user(name: string): User {
  if (spawnSync("id", ["-u", name]).status !== 0) {
    sh(program("useradd"), [
      "--system",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "--groups",
      "docker",
      name,
    ]);
  }
  return { name, uid: Number(sh("id", ["-u", name])), gid: Number(sh("id", ["-g", name])) };
}

/** A folder the user owns, under one only root can change. */
function workFor(u: User): string {
  const dir = mkdtempSync(join(tmpdir(), `tc-sudo-${u.name}-`));
  chmodSync(dir, 0o755);
  for (const sub of ["tmp", "home", "out"]) {
    mkdirSync(join(dir, sub));
    chownSync(join(dir, sub), u.uid, u.gid);
  }
  return dir;
}

interface UserRun {
  code: number | null;
  stderr: string;
  result: RunResult;
  work: string;
}

/** The built CLI as that user, its workspaces in a TMPDIR of its own so leftovers show. */
function runAs(u: User, project: string, args: string[]): Promise<UserRun> {
  const work = workFor(u);
  const copy = join(work, "project");
  cpSync(project, copy, { recursive: true });
  sh("chown", ["-R", `${u.uid}:${u.gid}`, copy]);
  const env = {
    PATH: "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin",
    HOME: join(work, "home"),
    TMPDIR: join(work, "tmp"),
    CI: "true",
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      program("setpriv"),
      [
        `--reuid=${u.uid}`,
        `--regid=${u.gid}`,
        "--init-groups",
        "--",
        process.execPath,
        CLI,
        "run",
        copy,
        "--out",
        join(work, "out"),
        ...args,
      ],
      { cwd: work, env, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        const result = validateResultsFile(join(work, "out", "results.json")) as unknown as RunResult;
        resolve({ code, stderr, result, work });
      } catch (err) {
        reject(new Error(`${(err as Error).message}\nstderr:\n${stderr}`));
      }
    });
  });
}

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
