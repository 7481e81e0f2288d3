// Where a sandbox shows the project and path-keyed caches: at the runner's own
// paths when it can. Go's build cache keys include the folder each package is
// built in (the project's, and the module cache's for every dependency), so a
// run that built the copy at /work/project, or against a module cache at another
// path, missed every entry the runner's native builds left and rebuilt the
// project and its dependencies each time. Shown at the same paths, the read-only
// layers (cache-layers.ts) are hits. See docs/architecture.md, "Caches".

import { posix } from "node:path";
import type { CacheLayerRecord } from "../core/model.js";
import type { CacheLayerSource } from "./cache-sources.js";

/** A host folder a sandbox shows at another path. */
export interface Mirror {
  /** The host folder holding the run's view (the copy, the merged layer). */
  from: string;
  /** Where the sandbox shows it: the runner's own path. */
  at: string;
  /**
   * The runner has no folder there (a stand-in, cache-sources.ts): the process sandbox
   * makes the empty folder to mount on, where the tool would make it itself (docker
   * makes its own in the container).
   */
  create?: boolean;
}

/** An environment variable that named the layer's folder and now names the mirror. */
export interface EnvRewrite {
  name: string;
  from: string;
  to: string;
}

/**
 * Top-level folders a runner path may never be shown over: the image's system
 * files and the kernel's. A runner path under one of them keeps the sandbox's
 * fixed path. /root is not one (root's runner keeps its Go caches there): a
 * sandbox that shows a path under it covers it first (docker: a tmpfs, since the
 * image's /root is mode 700 and the tests' user could not cross it).
 */
const SYSTEM = new Set([
  "bin",
  "boot",
  "dev",
  "etc",
  "lib",
  "lib32",
  "lib64",
  "libx32",
  "opt",
  "proc",
  "run",
  "sbin",
  "sys",
  "usr",
  "var",
  "testcage",
]);

/** True when one path is the other or lies inside it. */
export const overlaps = (a: string, b: string): boolean => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * True when `path` may be shown as it is: absolute and normalized, at least two
 * levels deep, not under a system folder, without the characters docker's
 * --volume splits on, and overlapping none of `reserved` (the sandbox's own mount
 * points and the other mirrors).
 */
export function mirrorable(path: string, reserved: readonly string[]): boolean {
  if (!posix.isAbsolute(path) || posix.normalize(path) !== path || path.endsWith("/")) return false;
  if (/[,:\n\\]/.test(path)) return false;
  const parts = path.split("/").filter(Boolean);
  if (parts.length < 2 || SYSTEM.has(parts[0]!)) return false;
  return !reserved.some((r) => overlaps(path, r));
}

/**
 * Where toolchains are installed outside a home: the official Go tarball's /usr/local/go,
 * setup-go's and setup-java's /opt/hostedtoolcache/…. A runner toolchain there may be
 * shown at its own path, over whatever the image has there (its own copy of the same
 * tool, at most), but never over the image's shared folders (/usr/local/bin, …) or
 * testcage's own (/opt/testcage).
 */
const TOOLCHAIN_PLACES = ["usr/local", "opt"];
const SHARED_UNDER_PLACES = new Set([
  "bin",
  "sbin",
  "lib",
  "lib64",
  "libexec",
  "include",
  "share",
  "etc",
  "src",
  "man",
  "games",
  "testcage",
]);

/**
 * True when a runner toolchain at `path` may be shown at that path: where any folder
 * may be (mirrorable), or in a place toolchains are installed. Go's links are keyed by
 * GOROOT's path, so a GOROOT shown elsewhere relinks every test binary.
 */
export function toolchainMirrorable(path: string, reserved: readonly string[]): boolean {
  if (mirrorable(path, reserved)) return true;
  if (!posix.isAbsolute(path) || posix.normalize(path) !== path || path.endsWith("/")) return false;
  if (/[,:\n\\]/.test(path)) return false;
  const place = TOOLCHAIN_PLACES.find((p) => path.startsWith(`/${p}/`));
  if (!place) return false;
  const below = path.slice(place.length + 2).split("/");
  if (SHARED_UNDER_PLACES.has(below[0]!) && below.length === 1) return false;
  if (below[0] === "testcage") return false;
  return !reserved.some((r) => overlaps(path, r));
}

/**
 * The mirrors of the applied layers whose tool keys its cache by path
 * (CacheLayerSource.pathEnv, .homeEnv), and the rewrites pointing the tool there.
 * `cacheDir` is the host cache folder, `sandboxCache` where the sandbox shows it.
 */
export function layerMirrors(
  sources: readonly CacheLayerSource[],
  applied: readonly CacheLayerRecord[],
  cacheDir: string,
  sandboxCache: string,
  reserved: readonly string[],
): { mirrors: Mirror[]; rewrites: EnvRewrite[] } {
  const mirrors: Mirror[] = [];
  const rewrites: EnvRewrite[] = [];
  const taken = [...reserved];
  const used = (src: CacheLayerSource): boolean => applied.some((l) => l.target === src.target);
  for (const src of sources) {
    if (!src.pathEnv || !src.hostPath) continue;
    if (!used(src)) continue;
    if (!mirrorable(src.hostPath, taken)) continue;
    taken.push(src.hostPath);
    mirrors.push({ from: posix.join(cacheDir, src.target), at: src.hostPath });
    rewrites.push({ name: src.pathEnv, from: posix.join(sandboxCache, src.target), to: src.hostPath });
  }
  for (const name of new Set(sources.flatMap((s) => (s.homeEnv ? [s.homeEnv] : [])))) {
    const home = homeMirrors(
      sources.filter((s) => s.homeEnv === name),
      used,
      cacheDir,
      sandboxCache,
      taken,
    );
    if (!home) continue;
    for (const m of home.mirrors) taken.push(m.at);
    mirrors.push(...home.mirrors);
    rewrites.push({ name, ...home.rewrite });
  }
  return { mirrors, rewrites };
}

/**
 * One home's caches (CacheLayerSource.homeEnv: CARGO_HOME's registry and git) at their
 * host paths: all of them or none, since the variable then names the host's folder and
 * a cache left at the sandbox's path would no longer be found. Stand-ins (the host has
 * no such cache) are their empty writable folders. Null when no layer of the home was
 * applied (nothing warm to match), or when the caches do not share one folder above
 * them, each one level down, at paths that may be shown.
 */
function homeMirrors(
  caches: readonly CacheLayerSource[],
  used: (src: CacheLayerSource) => boolean,
  cacheDir: string,
  sandboxCache: string,
  taken: readonly string[],
): { mirrors: Mirror[]; rewrite: { from: string; to: string } } | null {
  if (!caches.some((c) => !c.standIn && used(c))) return null;
  const laid = caches.filter((c) => c.standIn || used(c));
  const homes = new Set(laid.map((c) => (c.hostPath ? posix.dirname(c.hostPath) : "")));
  const inSandbox = new Set(laid.map((c) => posix.dirname(posix.join(sandboxCache, c.target))));
  if (homes.size !== 1 || inSandbox.size !== 1 || laid.length !== caches.length) return null;
  const mirrors: Mirror[] = [];
  for (const c of laid) {
    if (!mirrorable(c.hostPath!, [...taken, ...mirrors.map((m) => m.at)])) return null;
    mirrors.push({ from: posix.join(cacheDir, c.target), at: c.hostPath!, ...(c.standIn ? { create: true } : {}) });
  }
  return { mirrors, rewrite: { from: [...inSandbox][0]!, to: [...homes][0]! } };
}

/** Points each rewritten variable at its mirror, only where it still names the layer's folder. */
export function pointAtMirrors(env: Record<string, string>, rewrites: readonly EnvRewrite[]): Record<string, string> {
  const out = { ...env };
  for (const r of rewrites) if (out[r.name] === r.from) out[r.name] = r.to;
  return out;
}
