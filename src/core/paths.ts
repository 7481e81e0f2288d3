// Maps paths as the sandbox saw them back to repo-relative paths (annotations
// need them) and scrubs sandbox paths out of free text.

import { posix } from "node:path";

export interface PathMapper {
  /** Repo-relative file for a project-relative or sandbox-absolute path; null when outside the project. */
  file(path: string | null): string | null;
  /** Replaces the sandbox's project path in free text with the repo-relative prefix. */
  text(text: string | null): string | null;
}

/**
 * @param sandboxProject the project's path inside the sandbox
 * @param workingDir the project's path relative to the repository root ("." for the root)
 */
export function pathMapper(sandboxProject: string, workingDir: string): PathMapper {
  const root = sandboxProject.replace(/\/+$/, "");
  const prefix = workingDir === "." || workingDir === "" ? "" : `${workingDir.replace(/\/+$/, "")}/`;
  return {
    file(path) {
      if (path === null || path === "") return null;
      let rel = path.replace(/\\/g, "/");
      if (rel.startsWith(`${root}/`)) rel = rel.slice(root.length + 1);
      else if (rel.startsWith("/")) return null;
      const joined = posix.normalize(prefix + rel);
      // Outside the repository (`..`, `a/../..`), or its root itself (`sub/..`): no file of it.
      return joined === "." || joined === ".." || joined.startsWith("../") ? null : joined;
    },
    text(text) {
      if (text === null) return null;
      // file:// URLs (ESM stacks) first, so they become plain repo-relative paths too.
      return text
        .split(`file://${root}/`)
        .join(prefix)
        .split(`${root}/`)
        .join(prefix)
        .split(root)
        .join(prefix === "" ? "." : prefix.slice(0, -1));
    },
  };
}
