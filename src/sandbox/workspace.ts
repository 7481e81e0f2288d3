// The host side of a sandbox run: a private temp folder holding the project copy
// (never .git: its config can hold the checkout token), an empty reports folder,
// the read-only harness folder, and HOME/TMP for the process sandbox. With a
// disk cap (disk.ts) every folder the tests can write lives on the capped file
// system; the harness stays outside it (the tests never write there).

import { spawn } from "node:child_process";
import { chmod, cp, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { HarnessFile, ReportContent, ReportSpec } from "../core/adapter-types.js";
import { chownTrees, mountCappedDisk, unmountCappedDisk, type CappedDisk } from "./disk.js";
import { workspacePrefix } from "./job-scope.js";
import { readReportFile } from "../core/safe-read.js";
import { SandboxUnavailableError } from "./types.js";
import type { FollowedStream } from "./stream-file.js";

export interface Workspace {
  root: string;
  project: string;
  reports: string;
  harness: string;
  home: string;
  tmp: string;
  /** Where the run's other writable folders (its cache) go: on the capped disk when there is one. */
  writable: string;
  disk: CappedDisk | null;
  /** Why the disk is not capped although a cap was asked for; null when capped or not asked. */
  diskProblem: string | null;
}

export interface DiskRequest {
  capBytes: number;
  /** Owner of the capped file system's root: the user the tests run as. */
  owner: { uid: number; gid: number };
}

export async function createWorkspace(projectDir: string, diskRequest: DiskRequest | null = null): Promise<Workspace> {
  const root = await mkdtemp(join(tmpdir(), workspacePrefix()));
  let disk: CappedDisk | null = null;
  let diskProblem: string | null = null;
  if (diskRequest) {
    const mounted = await mountCappedDisk(root, diskRequest.capBytes, diskRequest.owner);
    if ("problem" in mounted) diskProblem = mounted.problem;
    else disk = mounted;
  }
  const writable = disk ? disk.mountPoint : root;
  const ws: Workspace = {
    root,
    project: join(writable, "project"),
    reports: join(writable, "reports"),
    harness: join(root, "harness"),
    home: join(writable, "home"),
    tmp: join(writable, "tmp"),
    writable,
    disk,
    diskProblem,
  };
  try {
    await copyProject(projectDir, ws.project);
    // On a disk the project filled to the last block, these fail with ENOSPC too.
    await Promise.all([ws.reports, ws.harness, ws.home, ws.tmp].map((d) => mkdir(d, { recursive: true })));
  } catch (err) {
    const full = (err as NodeJS.ErrnoException).code === "ENOSPC";
    await removeWorkspace(ws);
    if (full) {
      throw new SandboxUnavailableError(
        `the project does not fit in the ${Math.round(diskRequest!.capBytes / 1048576)} MiB disk cap; raise disk (--disk)`,
      );
    }
    throw err;
  }
  return ws;
}

/**
 * What the copy leaves out, said once for the copy and for the result cache's
 * hash of the project (result-cache.ts): every `.git` (its config can hold the
 * checkout token), except inside node_modules, whose packages are copied whole.
 */
export function copyLeavesOut(name: string, insideNodeModules: boolean): boolean {
  return name === ".git" && !insideNodeModules;
}

/**
 * Copies the project without any .git. `cp -a` is several times faster than
 * fs.cp on a node_modules tree (thousands of small files); fs.cp is the fallback.
 */
export async function copyProject(from: string, to: string): Promise<void> {
  const entries = (await readdir(from)).filter((name) => !copyLeavesOut(name, false));
  await mkdir(to, { recursive: true });
  const copied =
    entries.length === 0 ||
    (await new Promise<boolean>((resolve) => {
      const child = spawn(
        "cp",
        ["-a", "--no-preserve=ownership", "-t", to, "--", ...entries.map((e) => join(from, e))],
        {
          stdio: ["ignore", "ignore", "pipe"],
        },
      );
      child.on("error", () => resolve(false));
      child.on("close", (code) => resolve(code === 0));
    }));
  if (!copied) {
    await cp(from, to, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => !copyLeavesOut(basename(src), false),
    });
  }
  await removeNestedGit(to);
}

/** Submodules and vendored checkouts carry .git too; none may reach the sandbox. */
async function removeNestedGit(dir: string): Promise<void> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (copyLeavesOut(e.name, false)) await rm(join(dir, e.name), { recursive: true, force: true });
    else if (e.isDirectory() && e.name !== "node_modules") await removeNestedGit(join(dir, e.name));
  }
}

/** Harness files are world-readable and nobody's to change. */
export async function writeHarness(dir: string, files: readonly HarnessFile[]): Promise<void> {
  await chmod(dir, 0o755);
  for (const h of files) {
    await rm(join(dir, h.name), { force: true });
    await writeFile(join(dir, h.name), h.content, { mode: 0o444 });
  }
  await chmod(dir, 0o555);
}

/** The reports as read after the run; the stream report is what was followed of it, when that still stands. */
export async function collectReports(
  dir: string,
  specs: readonly ReportSpec[],
  capBytes: number,
  followed: FollowedStream | null = null,
): Promise<Record<string, ReportContent>> {
  const reports: Record<string, ReportContent> = {};
  for (const spec of specs) {
    const path = join(dir, spec.file);
    const kept = followed && spec.fromStdout ? await stillFollowed(path, followed, capBytes) : null;
    reports[spec.name] = kept ?? (await readReportFile(path, capBytes));
  }
  return reports;
}

/**
 * The followed bytes as the report, when the path still names the very file they were
 * read from (a regular file, not a link; same device and inode) at that size, under the
 * cap: read again it would give them back, unless rewritten in place since, and a
 * rewrite by the tests is no more theirs than what they wrote first. Anything else (a
 * link or another file put there, a size changed) is read afresh with the usual guards.
 */
async function stillFollowed(path: string, followed: FollowedStream, capBytes: number): Promise<ReportContent | null> {
  let st;
  try {
    st = await lstat(path);
  } catch {
    return null;
  }
  const same = st.isFile() && st.dev === followed.dev && st.ino === followed.ino && st.size === followed.size;
  if (!same || st.size > capBytes) return null;
  return followedReport(followed.chunks);
}

/**
 * A followed report as content: its reader parsed it already, so its text is decoded only
 * if something asks for it (an adapter that parses it again), and the raw report is
 * written from the bytes. Decoding and writing 48 MB of text took 0.15 s after the run.
 */
export function followedReport(chunks: readonly Buffer[]): ReportContent {
  let text: string | null = null;
  return {
    ok: true,
    followed: true,
    bytes: chunks,
    get text(): string {
      text ??= Buffer.concat(chunks).toString("utf8");
      return text;
    },
  };
}

/** Gives the run's trees to a uid as root (chownTrees: never through a link, even one swapped in meanwhile). */
export async function chownTree(paths: readonly string[], uid: number, gid: number): Promise<void> {
  const done = await chownTrees(false, paths, { uid, gid });
  if (done.code !== 0) {
    throw new SandboxUnavailableError(`handing the run's folders to uid ${uid} failed: ${done.stderr.slice(0, 2000)}`);
  }
}

export async function removeWorkspace(ws: Workspace): Promise<void> {
  await chmod(ws.harness, 0o755).catch(() => undefined);
  if (ws.disk) await unmountCappedDisk(ws.disk);
  await rm(ws.root, { recursive: true, force: true, maxRetries: 3 });
}
