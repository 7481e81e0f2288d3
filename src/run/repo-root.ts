// Finds the repository root that result paths are made relative to: the Actions
// workspace when the project is inside it, else the nearest folder with .git.

import { lstat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";

function inside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === "" || (!rel.startsWith("..") && !rel.startsWith(sep));
}

export async function findRepoRoot(projectDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const workspace = env["GITHUB_WORKSPACE"];
  if (workspace && inside(projectDir, workspace)) return workspace;
  for (let dir = projectDir; ; dir = dirname(dir)) {
    try {
      await lstat(join(dir, ".git"));
      return dir;
    } catch {
      if (dirname(dir) === dir) return projectDir;
    }
  }
}

export function workingDirectory(projectDir: string, repoRoot: string): string {
  const rel = relative(repoRoot, projectDir).split(sep).join("/");
  return rel === "" ? "." : rel;
}
