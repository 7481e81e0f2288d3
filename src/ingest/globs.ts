// Report-path globs: patterns relative to the working directory, split and checked,
// compiled to regexes and walked without following a symlink or leaving the folder
// (docs/reports.md).

import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
import { globPathRegExp, globSegments } from "../core/glob-segment.js";

/** Files one pattern may match; more is almost surely a wrong pattern. */
export const MAX_FILES = 1000;
/** Directory entries the walk looks at, over all patterns. */
export const MAX_ENTRIES = 200_000;
const MAX_DEPTH = 32;

/** Splits the input (commas or newlines) into patterns; blank entries are dropped. */
export function splitReportPaths(value: string | string[] | undefined): string[] {
  const parts = Array.isArray(value) ? value : [value ?? ""];
  return parts
    .flatMap((p) => p.split(/[,\n]/))
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/** Why a pattern is refused (absolute, climbing out, odd characters), or null when it is fine. */
export function reportPathProblem(pattern: string): string | null {
  if (pattern.startsWith("/") || /^[A-Za-z]:/.test(pattern) || pattern.startsWith("\\")) {
    return "is absolute; give a path relative to the working directory";
  }
  if (pattern.includes("\\")) return "contains a backslash; use forward slashes";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(pattern)) return "contains control characters";
  if (pattern.split("/").some((s) => s === ".."))
    return "climbs out with '..'; report paths stay inside the working directory";
  return null;
}

export interface CompiledGlob {
  pattern: string;
  /** The folder before the first wildcard, where the walk starts ("" for the working directory). */
  base: string;
  regex: RegExp;
}

export function compileGlob(pattern: string): CompiledGlob {
  const segments = globSegments(pattern);
  const firstWild = segments.findIndex((s) => /[*?[{]/.test(s));
  const baseSegments = firstWild === -1 ? segments.slice(0, -1) : segments.slice(0, firstWild);
  return { pattern, base: baseSegments.join("/"), regex: globPathRegExp(pattern) };
}

export interface Found {
  files: string[];
  refused: string[];
}

/** Regular files under root/base matching the glob; symlinks are reported as refused, never followed. */
export async function expandGlob(root: string, glob: CompiledGlob, budget: { entries: number }): Promise<Found> {
  const found: Found = { files: [], refused: [] };
  // Every folder of the base must be a real folder, not a symlink out of the tree.
  let dir = "";
  for (const seg of glob.base === "" ? [] : glob.base.split("/")) {
    dir = dir ? `${dir}/${seg}` : seg;
    try {
      const st = await lstat(join(root, dir));
      if (st.isSymbolicLink()) {
        found.refused.push(dir);
        return found;
      }
      if (!st.isDirectory()) break;
    } catch {
      return found;
    }
  }
  const walk = async (rel: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || found.files.length >= MAX_FILES) return;
    let entries;
    try {
      entries = await readdir(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (--budget.entries < 0 || found.files.length >= MAX_FILES) return;
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) {
        if (glob.regex.test(path)) found.refused.push(path);
      } else if (e.isDirectory()) {
        if (e.name !== ".git") await walk(path, depth + 1);
      } else if (e.isFile() && glob.regex.test(path)) {
        found.files.push(path);
      }
    }
  };
  // A literal path (no wildcard) may name the file itself.
  try {
    const st = await lstat(join(root, glob.base));
    if (st.isDirectory()) await walk(glob.base, 0);
    else if (st.isFile() && glob.regex.test(glob.base)) found.files.push(glob.base);
  } catch {
    // nothing there
  }
  if (!/[*?[{]/.test(glob.pattern)) {
    const literal = glob.pattern.replace(/^\.\//, "");
    try {
      const st = await lstat(join(root, literal));
      if (st.isSymbolicLink()) found.refused.push(literal);
    } catch {
      // missing: reported by the caller
    }
  }
  return found;
}
