// The built CLI run as an unprivileged user, as GitHub's runner user runs the action:
// the user is made (a system user, no home) when missing, and each run gets a folder
// of its own (a TMPDIR, a HOME and the out folder that user owns, under one only root
// can change) so that what the run leaves shows. Needs root, as CI runs the suite.

import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunResult } from "../../src/core/model.js";
import { CLI } from "./cli.js";
import { validateResultsFile } from "./schema.js";

export interface User {
  name: string;
  uid: number;
  gid: number;
}

export interface UserRun {
  code: number | null;
  stderr: string;
  result: RunResult;
  work: string;
  /** The run's TMPDIR (where its workspaces go). */
  tmp: string;
}

export function sh(file: string, args: string[]): string {
  const r = spawnSync(file, args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${file} ${args.join(" ")}: ${(r.stderr || r.error?.message || "").trim()}`);
  return r.stdout.trim();
}

export function program(name: string): string {
  const found = ["/usr/bin", "/bin", "/usr/sbin", "/sbin"].map((d) => join(d, name)).find((p) => existsSync(p));
  if (!found) throw new Error(`${name} is not installed; npm run docker:up installs what this test needs`);
  return found;
}

/** A system user in `groups` and nothing else (made when missing). */
export function user(name: string, groups: string[] = []): User {
  if (spawnSync("id", ["-u", name]).status !== 0) {
    sh(program("useradd"), [
      "--system",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      ...(groups.length ? ["--groups", groups.join(",")] : []),
      name,
    ]);
  }
  return { name, uid: Number(sh("id", ["-u", name])), gid: Number(sh("id", ["-g", name])) };
}

/** A folder the user owns, under one only root can change. */
function workFor(u: User, parent: string): string {
  const dir = mkdtempSync(join(parent, `tc-user-${u.name}-`));
  chmodSync(dir, 0o755);
  for (const sub of ["tmp", "home", "out"]) {
    mkdirSync(join(dir, sub));
    chownSync(join(dir, sub), u.uid, u.gid);
  }
  return dir;
}

/**
 * The built CLI as that user on a copy of `project` (owned by it, as a checkout is),
 * its workspaces in a TMPDIR of its own so leftovers show. `parent`: where the run's
 * folder goes (default the suite's temp folder); `tmpParent`: where its TMPDIR goes
 * instead of in that folder.
 */
export function runAs(
  u: User,
  project: string,
  args: string[] | ((copy: string) => string[]),
  opts: {
    parent?: string;
    tmpParent?: string;
    prepare?: (copy: string, work: string) => void;
    path?: string;
    /** More environment for the CLI (RUNNER_TEMP). */
    env?: Record<string, string>;
    /** false: run `project` itself, laid out and owned by the caller (a runner's work folder). */
    copyProject?: boolean;
    /** A program (and its arguments) that starts the rest, as root, before the user is taken. */
    wrap?: string[];
  } = {},
): Promise<UserRun> {
  const work = workFor(u, opts.parent ?? tmpdir());
  let tmp = join(work, "tmp");
  if (opts.tmpParent) {
    tmp = mkdtempSync(join(opts.tmpParent, `tc-tmp-${u.name}-`));
    chownSync(tmp, u.uid, u.gid);
  }
  const copy = opts.copyProject === false ? project : join(work, "project");
  if (opts.copyProject !== false) {
    cpSync(project, copy, { recursive: true });
    opts.prepare?.(copy, work);
    sh("chown", ["-R", `${u.uid}:${u.gid}`, copy]);
  }
  const env = {
    PATH: opts.path ?? "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin",
    HOME: join(work, "home"),
    TMPDIR: tmp,
    CI: "true",
    ...opts.env,
  };
  return new Promise((resolve, reject) => {
    const argv = [
      program("setpriv"),
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
      ...(typeof args === "function" ? args(copy) : args),
    ];
    const [file, ...rest] = [...(opts.wrap ?? []), ...argv];
    const child = spawn(file!, rest, { cwd: work, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        const result = validateResultsFile(join(work, "out", "results.json")) as unknown as RunResult;
        resolve({ code, stderr, result, work, tmp });
      } catch (err) {
        reject(new Error(`${(err as Error).message}\nstderr:\n${stderr}`));
      }
    });
  });
}
