// What the action's post step cleans: containers and run workspaces a run of
// this job left behind because it was killed before its own clean-up (a
// cancelled job, a runner that gave up waiting). Only this job's, by its
// scope (job-scope.ts): other jobs on a self-hosted machine may be running.

import { lstat, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mountPoints, unmountLeftover } from "./disk.js";
import { dockerProblem, removeByLabel } from "./docker-cli.js";
import { jobLabel } from "./docker.js";
import { jobScope, workspacePrefix } from "./job-scope.js";

export interface Leftovers {
  containers: number;
  workspaces: number;
  /** Disks that would not unmount: their workspaces stay, and the post step says where. */
  stuck: string[];
}

/** Null outside a GitHub Actions job, where no scope tells this job's leftovers from anyone else's. */
export async function removeJobLeftovers(
  env: NodeJS.ProcessEnv = process.env,
  dir = tmpdir(),
): Promise<Leftovers | null> {
  const scope = jobScope(env);
  if (!scope) return null;
  // Containers first: their bind mounts hold the workspaces' folders.
  const containers = (await dockerProblem()) ? 0 : await removeByLabel(`${jobLabel()}=${scope}`);
  const prefix = workspacePrefix(env);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith(prefix));
  const mounted = names.length ? mountPoints(await readFile("/proc/self/mountinfo", "utf8").catch(() => "")) : [];
  let workspaces = 0;
  const stuck: string[] = [];
  const me = process.getuid?.() ?? null;
  for (const name of names) {
    const root = join(dir, name);
    // The temp folder is commonly world-writable (/tmp), and a concurrent job's tests
    // can plant a folder by this name full of links swapped back and forth: only a
    // real folder of this user's, which its mode keeps everyone else out of (700),
    // is a workspace this job's runs made.
    if (!(await ownFolder(root, me))) continue;
    const inside = mounted.filter((m) => m.startsWith(`${root}/`)).sort((a, b) => b.length - a.length);
    let ok = true;
    for (const m of inside) ok = (await unmountLeftover(m)) && ok;
    if (!ok) {
      // Removing files through a mount that is still there would only empty the disk, not free it.
      stuck.push(root);
      continue;
    }
    await rm(root, { recursive: true, force: true });
    workspaces++;
  }
  return { containers, workspaces, stuck };
}

async function ownFolder(path: string, uid: number | null): Promise<boolean> {
  const st = await lstat(path).catch(() => null);
  return !!st && st.isDirectory() && (uid === null || st.uid === uid) && (st.mode & 0o077) === 0;
}
