// The run's cache folder (docs/architecture.md, "Caches"): the per-project
// caches of cache: project, and making the folder a run uses.

import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import type { CacheMode } from "../core/model.js";
import { SandboxUnavailableError } from "./types.js";

export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  return join(env["XDG_CACHE_HOME"] ?? join(env["HOME"] ?? homedir(), ".cache"), "testcage");
}

/** Makes the run's cache folder; when it cannot be made the run is refused, saying what to change. */
export async function makeCacheDir(cacheDir: string, cache: CacheMode): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
  } catch (err) {
    const fix = cache === "project" ? "; point XDG_CACHE_HOME at a writable folder or use cache: run" : "";
    throw new SandboxUnavailableError(
      `the cache folder ${cacheDir} could not be made (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})${fix}`,
    );
  }
}

/**
 * Build caches (Go, jest) are kept per project: a run can only ever poison the
 * cache of later runs of the same project, never another project's.
 */
export function projectCache(root: string, projectDir: string): string {
  return join(root, createHash("sha256").update(projectDir).digest("hex").slice(0, 16));
}
