// Reads a project source file from the original tree for adapters that need to
// locate test definitions (Go reports no line for passing tests). Bounded and
// confined to the project folder.

import { lstatSync, readFileSync } from "node:fs";
import { isAbsolute, normalize, resolve } from "node:path";

const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

export function readSourceFile(projectDir: string, rel: string): string | undefined {
  const clean = normalize(rel);
  if (isAbsolute(clean) || clean.startsWith("..")) return undefined;
  const path = resolve(projectDir, clean);
  try {
    const st = lstatSync(path);
    if (!st.isFile() || st.size > MAX_SOURCE_BYTES) return undefined;
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}
