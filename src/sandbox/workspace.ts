// The host side of a sandbox run: a private temp folder holding the project copy
// (never .git: its config can hold the checkout token), an empty reports folder,
// the read-only harness folder, and HOME/TMP for the process sandbox.

import { spawn } from "node:child_process";
import { chmod, cp, lchown, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { HarnessFile, ReportContent, ReportSpec } from "../frameworks/types.js";
import { readReportFile } from "./safe-read.js";

export interface Workspace {
  root: string;
  project: string;
  reports: string;
  harness: string;
  home: string;
  tmp: string;
}

export async function createWorkspace(projectDir: string): Promise<Workspace> {
  const root = await mkdtemp(join(tmpdir(), "testcage-"));
  const ws: Workspace = {
    root,
    project: join(root, "project"),
    reports: join(root, "reports"),
    harness: join(root, "harness"),
    home: join(root, "home"),
    tmp: join(root, "tmp"),
  };
  await copyProject(projectDir, ws.project);
  await Promise.all([ws.reports, ws.harness, ws.home, ws.tmp].map((d) => mkdir(d, { recursive: true })));
  return ws;
}

/**
 * Copies the project without any .git. `cp -a` is several times faster than
 * fs.cp on a node_modules tree (thousands of small files); fs.cp is the fallback.
 */
async function copyProject(from: string, to: string): Promise<void> {
  const entries = (await readdir(from)).filter((name) => name !== ".git");
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
    await cp(from, to, { recursive: true, verbatimSymlinks: true, filter: (src) => basename(src) !== ".git" });
  }
  await removeNestedGit(to);
}

/** Submodules and vendored checkouts carry .git too; none may reach the sandbox. */
async function removeNestedGit(dir: string): Promise<void> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.name === ".git") await rm(join(dir, e.name), { recursive: true, force: true });
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

export async function collectReports(
  dir: string,
  specs: readonly ReportSpec[],
  capBytes: number,
): Promise<Record<string, ReportContent>> {
  const reports: Record<string, ReportContent> = {};
  for (const spec of specs) reports[spec.name] = await readReportFile(join(dir, spec.file), capBytes);
  return reports;
}

/** Gives a tree to the container's user (when testcage runs as root and the container does not). */
export async function chownTree(path: string, uid: number, gid: number): Promise<void> {
  // lchown throughout: a symlink in the project must never hand its target to the container.
  await lchown(path, uid, gid);
  const entries = await readdir(path, { withFileTypes: true });
  for (const e of entries) {
    const child = join(path, e.name);
    if (e.isDirectory()) await chownTree(child, uid, gid);
    else await lchown(child, uid, gid);
  }
}

export async function removeWorkspace(ws: Workspace): Promise<void> {
  await chmod(ws.harness, 0o755).catch(() => undefined);
  await rm(ws.root, { recursive: true, force: true, maxRetries: 3 });
}
