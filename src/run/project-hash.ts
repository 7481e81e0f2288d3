// The content hash of a project as the sandbox copies it (docs/scale.md, Result
// cache): every file, symlink and folder the copy takes (sandbox/workspace.ts
// copyLeavesOut decides what it leaves out), by path, type, executable bit and
// content. A one-byte change anywhere in the copy changes the hash.

import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { lstat, readdir, readlink } from "node:fs/promises";
import { join } from "node:path";
import { copyLeavesOut } from "../sandbox/workspace.js";

/** Past these the project is not hashed (and not cached): hashing would cost more than it saves. */
export const PROJECT_HASH_LIMITS = { maxEntries: 500_000, maxDepth: 64 } as const;

async function hashFile(path: string, into: Hash): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(path);
    stream.on("data", (chunk) => into.update(chunk));
    stream.on("error", reject);
    stream.on("end", resolve);
  });
}

/**
 * sha256 over the copy's entries in code-unit order of their paths; null when the
 * project is over PROJECT_HASH_LIMITS. Each entry adds its path, a type letter and
 * (files) its executable bit, length and bytes, (symlinks) the link's text, so no two
 * different trees give the same byte stream. `leaveOut`: project-relative folders
 * that are testcage's own output (results, the result cache) when they sit inside the
 * project: each run rewrites them, so hashing them would make every key new.
 */
export async function hashProject(root: string, leaveOut: readonly string[] = []): Promise<string | null> {
  const skip = new Set(leaveOut);
  const hash = createHash("sha256");
  let entries = 0;
  const walk = async (dir: string, rel: string, depth: number, inNodeModules: boolean): Promise<boolean> => {
    if (depth > PROJECT_HASH_LIMITS.maxDepth) return false;
    const names = (await readdir(dir)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of names) {
      if (copyLeavesOut(name, inNodeModules)) continue;
      if (++entries > PROJECT_HASH_LIMITS.maxEntries) return false;
      const path = join(dir, name);
      const relPath = rel ? `${rel}/${name}` : name;
      if (skip.has(relPath)) continue;
      const st = await lstat(path);
      if (st.isDirectory()) {
        hash.update(`d\0${relPath}\0`);
        if (!(await walk(path, relPath, depth + 1, inNodeModules || name === "node_modules"))) return false;
      } else if (st.isSymbolicLink()) {
        hash.update(`l\0${relPath}\0${await readlink(path)}\0`);
      } else if (st.isFile()) {
        hash.update(`f\0${relPath}\0${st.mode & 0o111 ? "x" : "-"}\0${st.size}\0`);
        await hashFile(path, hash);
      } else {
        hash.update(`o\0${relPath}\0`);
      }
    }
    return true;
  };
  return (await walk(root, "", 0, false)) ? hash.digest("hex") : null;
}
