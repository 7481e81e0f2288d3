// Layered caches (cache: run, the default). Each trusted host cache
// (cache-sources.ts) appears in the run's cache folder as an overlay: the host
// folder is the read-only lower layer, and every write of the run (new build
// outputs, a modified or deleted entry) goes to an upper layer in the run's own
// scratch folder, dropped with the run. The tests see a warm cache; nothing they
// do reaches the host folder or a later run. See docs/architecture.md, "Caches".
//
// Overlayfs needs root (testcage's own or `sudo -n`, as the capped disk does).
// Where it is missing, the layer is a copy made before the run (slower, same
// guarantee). When the tests run as another user than the cache's owner (root
// runs them as an unprivileged uid), the merged view is handed to that user:
// a write-once cache's folders are made, the user's, in the upper layer before
// the mount; anything else is chowned with metacopy=on, which copies up only
// the inodes' metadata, never file data.

import { chmodSync, existsSync, lchownSync, lstatSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { chmod, lchown, mkdir, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { CacheLayerRecord } from "../core/model.js";
import type { CacheLayerSource } from "./cache-sources.js";
import { asRoot, chownTrees, findProgram, run, unmount } from "./disk.js";

export interface AppliedLayers {
  layers: CacheLayerRecord[];
  /** Layers that could not be applied, and why (the run goes on with that cache empty). */
  skipped: string[];
  /** Unmounts the overlays; before the workspace is removed (its scratch holds the upper layers). */
  release(): Promise<void>;
}

export interface LayerOwner {
  uid: number;
  gid: number;
}

let rootAccess: { sudo: boolean } | null | undefined;

/** Root directly, or passwordless sudo (GitHub's runners); null when neither. */
async function rootMode(): Promise<{ sudo: boolean } | null> {
  if (rootAccess !== undefined) return rootAccess;
  if (process.getuid?.() === 0) rootAccess = { sudo: false };
  else if (findProgram("sudo") && (await run("sudo", ["-n", "true"])).code === 0) rootAccess = { sudo: true };
  else rootAccess = null;
  return rootAccess;
}

function overlayInKernel(): boolean {
  try {
    return /\toverlay$/m.test(readFileSync("/proc/filesystems", "utf8"));
  } catch {
    return false;
  }
}

/** overlayfs splits its lowerdir/upperdir options on these; such a path is copied instead. */
const overlaySafe = (path: string): boolean => !/[,:\\\n]/.test(path);

/** Makes `dir` and its missing parents below `base`, each given to `owner` so the tools may add siblings. */
async function mkdirOwned(base: string, dir: string, owner: LayerOwner | null): Promise<void> {
  const parts = relative(base, dir).split(sep);
  let at = base;
  for (const part of parts) {
    at = join(at, part);
    if (existsSync(at)) continue;
    await mkdir(at, { mode: 0o755 });
    if (owner) await lchown(at, owner.uid, owner.gid);
  }
}

/**
 * The lower layer's folders, but for its sealed ones and what is below them, made in the
 * upper layer and given to `owner`, before the overlay is mounted: overlayfs shows a
 * folder both layers have with the upper one's owner and mode, so the tests may add and
 * replace entries in every one of them, at a mkdir each instead of a copy-up each. Only
 * root gets here (an owner is only set when testcage runs as root).
 */
function ownedFolders(lower: string, upper: string, owner: LayerOwner, sealed: RegExp | undefined): void {
  const pending = [""];
  for (let rel = pending.pop(); rel !== undefined; rel = pending.pop()) {
    for (const entry of readdirSync(join(lower, rel), { withFileTypes: true })) {
      // Never followed: a symbolic link is not a folder here (withFileTypes uses lstat's type).
      if (!entry.isDirectory() || sealed?.test(entry.name)) continue;
      const at = join(rel, entry.name);
      pending.push(at);
      const made = join(upper, at);
      mkdirSync(made);
      chmodSync(made, lstatSync(join(lower, at)).mode & 0o7777);
      lchownSync(made, owner.uid, owner.gid);
    }
  }
}

async function mountOverlay(
  root: { sudo: boolean },
  src: CacheLayerSource,
  merged: string,
  scratch: string,
  owner: LayerOwner | null,
): Promise<string | null> {
  const upper = join(scratch, "upper");
  const work = join(scratch, "work");
  await mkdir(upper, { recursive: true, mode: 0o700 });
  await mkdir(work, { recursive: true, mode: 0o700 });
  const lower = await stat(src.source);
  const handOver = owner !== null && lower.uid !== owner.uid ? owner : null;
  // A write-once cache (Go's) needs only its folders (to add and replace entries) and its
  // top-level files (Go's trim.txt): the tests never rewrite an entry in place.
  const folders = handOver !== null && src.writeOnce === true;
  if (folders) {
    try {
      ownedFolders(src.source, upper, handOver, src.sealed);
      await chmod(upper, lower.mode & 0o7777);
      await lchown(upper, handOver.uid, handOver.gid);
    } catch (err) {
      return `handing the overlay to uid ${handOver.uid} failed: ${(err as Error).message}`;
    }
  }
  const mount = findProgram("mount") ?? "mount";
  const opts = `lowerdir=${src.source},upperdir=${upper},workdir=${work},metacopy=on,nosuid,nodev`;
  const m = await asRoot(root.sudo, mount, ["-t", "overlay", "overlay", "-o", opts, merged]);
  if (m.code !== 0) return `overlay mount failed: ${m.stderr.split("\n")[0] ?? ""}`;
  if (!handOver) return null;
  // metacopy=on: chown copies up metadata only; still a syscall and an upper inode per
  // file (about 0.5 ms each). Never through a symbolic link (lchown, chown -h -P).
  if (folders) {
    try {
      for (const e of readdirSync(src.source, { withFileTypes: true }))
        if (!e.isDirectory()) lchownSync(join(merged, e.name), handOver.uid, handOver.gid);
      return null;
    } catch (err) {
      await unmount(merged, root.sudo);
      return `handing the overlay to uid ${handOver.uid} failed: ${(err as Error).message}`;
    }
  }
  const c = await chownTrees(root.sudo, [merged], handOver);
  if (c.code !== 0) {
    await unmount(merged, root.sudo);
    return `handing the overlay to uid ${handOver.uid} failed: ${c.stderr.split("\n")[0] ?? ""}`;
  }
  return null;
}

async function copyLayer(
  root: { sudo: boolean } | null,
  src: CacheLayerSource,
  merged: string,
  owner: LayerOwner | null,
): Promise<string | null> {
  const cp = await run("cp", ["-a", "--reflink=auto", "--no-preserve=ownership", "--", `${src.source}/.`, merged]);
  if (cp.code !== 0) {
    await rm(merged, { recursive: true, force: true });
    await mkdir(merged, { recursive: true });
    if (owner) await lchown(merged, owner.uid, owner.gid);
    return `copy failed${/No space left/.test(cp.stderr) ? " (larger than the run's disk cap)" : ""}: ${cp.stderr.split("\n")[0] ?? ""}`;
  }
  if (owner && root) {
    const c = await chownTrees(root.sudo, [merged], owner);
    if (c.code !== 0) return `handing the copy to uid ${owner.uid} failed: ${c.stderr.split("\n")[0] ?? ""}`;
  }
  return null;
}

/**
 * Lays each source over `<cacheDir>/<target>`. `scratch` holds the upper layers:
 * on the run's (capped) disk, never inside cacheDir, so the tests cannot reach
 * them except through the overlay. `owner` is the user the tests run as, when
 * testcage runs as root and they do not.
 */
export async function applyCacheLayers(
  sources: readonly CacheLayerSource[],
  cacheDir: string,
  scratch: string,
  owner: LayerOwner | null,
  /** Copies even where overlayfs works: gVisor (runsc) cannot stat through an overlayfs mount (EINVAL). */
  copyOnly = false,
): Promise<AppliedLayers> {
  const layers: CacheLayerRecord[] = [];
  const skipped: string[] = [];
  const mounted: { path: string; sudo: boolean }[] = [];
  const layered = sources.some((s) => !s.standIn);
  const root = layered ? await rootMode() : null;
  const overlay = !copyOnly && root !== null && overlayInKernel();
  if (layered) await mkdir(scratch, { recursive: true, mode: 0o700 });
  for (const [i, src] of sources.entries()) {
    const merged = join(cacheDir, src.target);
    await mkdirOwned(cacheDir, merged, owner);
    // A stand-in is only its empty folder (cache-sources.ts): no layer, nothing recorded.
    if (src.standIn) continue;
    let why: string | null = null;
    if (overlay && root && overlaySafe(src.source) && overlaySafe(scratch)) {
      why = await mountOverlay(root, src, merged, join(scratch, String(i)), owner);
      if (!why) {
        mounted.push({ path: merged, sudo: root.sudo });
        layers.push({ name: src.name, source: src.source, target: src.target, strategy: "overlay" });
        continue;
      }
    }
    const copied = await copyLayer(root, src, merged, owner);
    if (copied) skipped.push(`${src.name} ${src.source}: ${why ? `${why}; ` : ""}${copied}`);
    else layers.push({ name: src.name, source: src.source, target: src.target, strategy: "copy" });
  }
  return {
    layers,
    skipped,
    async release() {
      // Deepest first: go/pkg/mod before anything above it.
      const sudo = mounted.some((m) => m.sudo);
      for (const m of mounted.sort((a, b) => b.path.length - a.path.length)) await unmount(m.path, m.sudo);
      mounted.length = 0;
      // overlayfs leaves root's mode-000 folder in each workdir: without root, the
      // workspace's removal could not delete it, so root removes the scratch folder.
      if (sudo) await asRoot(true, findProgram("rm") ?? "rm", ["-rf", "--", scratch]);
    },
  };
}
