// Which of the runner user's own build caches a run may start from (cache: run).
// They are trusted because they are what the user had before testcage ran: a
// setup-go/setup-java/rust-cache restore, or builds of the job's own steps.
// Nothing a sandboxed run writes ever lands in them (cache-layers.ts mounts them
// read-only under a per-run writable layer), and testcage's own per-project
// caches (cache: project), which runs did write, are never a source. Each adapter
// says where its tool keeps its caches (FrameworkAdapter.hostCaches); this module
// only decides which of them qualify.
// See docs/architecture.md, "Caches".

import { readdir, realpath, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join, sep } from "node:path";
import type { FrameworkAdapter } from "../core/adapter-types.js";

export interface CacheLayerSource {
  /** What the layer is, for results.json and the log ("Go build cache"). */
  name: string;
  /** The host folder (resolved, absolute). */
  source: string;
  /** Where it appears under the run's cache folder: the path the adapters point the tool at. */
  target: string;
  /**
   * The tool only ever adds entries and never rewrites one in place (Go's caches): handing
   * the layer to the tests' uid then needs only its folders (and top-level files), not every file.
   */
  writeOnce?: boolean;
  /** HostCache.sealed: folders handed over as they are (never to the tests' uid). */
  sealed?: RegExp;
  /** The path as the tool names it (not resolved), for a layer keyed by path (HostCache.pathEnv). */
  hostPath?: string;
  /** HostCache.pathEnv: the variable naming the layer's folder, pointed at hostPath where a sandbox mirrors it. */
  pathEnv?: string;
  /** HostCache.homeEnv: the variable naming the folder above the layer's, pointed at the host's where a sandbox mirrors it. */
  homeEnv?: string;
  /**
   * No layer, a stand-in: the host lacks this cache of a mirrored home (HostCache.homeEnv),
   * so the run gets an empty writable folder at its path (`source` is then empty).
   */
  standIn?: boolean;
}

const inside = (path: string, dir: string): boolean =>
  path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/**
 * Why a folder cannot be a trusted layer, or null when it can: it must be a
 * non-empty folder of this user (or root) that nobody else may write, outside
 * testcage's own caches and workspaces.
 */
export async function untrustedReason(
  path: string,
  excluded: readonly string[],
  workspaces: string,
): Promise<string | null> {
  if (!isAbsolute(path)) return "not an absolute path";
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    return "absent";
  }
  for (const dir of excluded)
    if (inside(real, dir) || inside(dir, real)) return `overlaps testcage's own folder ${dir}`;
  if (real.startsWith(workspaces)) return "inside a testcage run's workspace";
  const st = await stat(real);
  if (!st.isDirectory()) return "not a folder";
  const uid = process.getuid?.();
  if (st.uid !== 0 && st.uid !== uid) return `owned by uid ${st.uid}, not this user or root`;
  if ((st.mode & 0o002) !== 0) return "writable by every user";
  if ((await readdir(real)).length === 0) return "empty";
  return null;
}

/**
 * The trusted layers for the adapter's tool (its hostCaches), with the folders that
 * did not qualify and why (said in the log, so a cold run is explained).
 */
export async function trustedCacheSources(
  adapter: Pick<FrameworkAdapter, "hostCaches">,
  excluded: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ sources: CacheLayerSource[]; skipped: string[] }> {
  const sources: CacheLayerSource[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  // Every run's workspace (any job's): mkdtemp(<tmp>/testcage-...).
  const workspaces = join(tmpdir(), "testcage-");
  for (const c of adapter.hostCaches ? await adapter.hostCaches(env) : []) {
    if (!c.path) continue;
    const why = await untrustedReason(c.path, excluded, workspaces);
    if (why) {
      // A cache of a mirrored home still needs a folder at its path: an empty one of the
      // run's own (a stand-in), which also hides a host folder that did not qualify.
      // Absent or empty, it is what cargo starts from anyway: not worth a log line.
      const standIn = Boolean(c.homeEnv);
      if (why !== "absent" && !(standIn && why === "empty")) skipped.push(`${c.name} ${c.path}: ${why}`);
      if (standIn) {
        sources.push({ name: c.name, source: "", target: c.target, homeEnv: c.homeEnv, hostPath: c.path, standIn });
      }
      continue;
    }
    const real = await realpath(c.path);
    if (seen.has(real)) continue;
    seen.add(real);
    sources.push({
      name: c.name,
      source: real,
      target: c.target,
      ...(c.writeOnce ? { writeOnce: true } : {}),
      ...(c.writeOnce && c.sealed ? { sealed: c.sealed } : {}),
      ...(c.pathEnv ? { pathEnv: c.pathEnv, hostPath: c.path } : {}),
      ...(c.homeEnv ? { homeEnv: c.homeEnv, hostPath: c.path } : {}),
    });
  }
  return { sources, skipped };
}
