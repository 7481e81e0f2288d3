// Whether `go mod download` has anything to do: not when the runner's module cache
// (the trusted layer of build-cache: run) already holds the .mod and .zip of every
// module the project's go.mod and go.sum name. Skipping it saves the install phase's
// container in docker (about a second) on every warm run. See docs/architecture.md,
// "Caches".

import { existsSync } from "node:fs";
import { join } from "node:path";
import type { CachedLayer, ProjectFacts } from "../../core/adapter-types.js";
import { GO_MOD_DIR } from "./plan.js";

/** More modules than this are checked by `go mod download` itself. */
const MAX_MODULES = 5000;

/**
 * A module path or version from the project's go.mod or go.sum (its text, not go's
 * checked word) that may name a folder under the module cache: no `..` element, no
 * absolute path, no backslash. Anything else leaves the download to go.
 */
const pathSafe = (s: string): boolean => !s.startsWith("/") && !s.includes("\\") && !s.split("/").includes("..");

/** The module cache's case encoding: each capital letter is "!" and the letter in lower case. */
export const escapeModulePath = (s: string): string => s.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);

/**
 * The module@version pairs a build may read from the module cache, each with whether its
 * .zip is needed (else only its .mod): every module go.sum has a content hash for, and
 * every requirement of go.mod. go.sum's go.mod-only entries count too for a module below
 * go 1.17, which loads the whole module graph; from 1.17 on the graph is pruned and go
 * never reads most of them. Null when go.sum has a line of another shape, or go.mod
 * requires a module go.sum does not record (the download would look it up).
 */
export function goModules(goMod: string, goSum: string): Map<string, boolean> | null {
  const body = goMod.replace(/\/\/[^\n]*/g, "");
  const goVersion = /^\s*go\s+(\d+)\.(\d+)/m.exec(body);
  const pruned = goVersion !== null && (Number(goVersion[1]) > 1 || Number(goVersion[2]) >= 17);
  const summed = new Set<string>();
  const modules = new Map<string, boolean>();
  for (const line of goSum.split("\n")) {
    const m = /^(\S+) (v\S+?)(\/go\.mod)? h1:\S+$/.exec(line.trim());
    if (!m || !pathSafe(m[1]!) || !pathSafe(m[2]!)) {
      if (line.trim()) return null;
      continue;
    }
    const key = `${m[1]}@${m[2]}`;
    summed.add(key);
    if (!m[3]) modules.set(key, true);
    else if (!pruned && !modules.has(key)) modules.set(key, false);
  }
  const blocks = [...body.matchAll(/^\s*require\s*\(([\s\S]*?)\)/gm)].map((b) => b[1]!);
  const single = [...body.matchAll(/^\s*require\s+([^\s(]\S*\s+\S+)\s*$/gm)].map((b) => b[1]!);
  for (const line of [...blocks.flatMap((b) => b.split("\n")), ...single]) {
    const m = /^\s*(\S+)\s+(v\S+)\s*$/.exec(line);
    if (!m) continue;
    if (!pathSafe(m[1]!) || !pathSafe(m[2]!)) return null;
    const key = `${m[1]}@${m[2]}`;
    if (!summed.has(key)) return null;
    if (!modules.has(key)) modules.set(key, false);
  }
  return modules.size > MAX_MODULES ? null : modules;
}

export function goInstallCached(facts: ProjectFacts, layers: readonly CachedLayer[]): Promise<string | null> {
  return Promise.resolve(cachedReason(facts, layers));
}

function cachedReason(facts: ProjectFacts, layers: readonly CachedLayer[]): string | null {
  const modCache = layers.find((l) => l.target === GO_MOD_DIR);
  const goMod = facts.texts["go.mod"];
  const goSum = facts.texts["go.sum"];
  // go.work pulls in other modules' go.sum files: their download is not checked here.
  if (!modCache || goMod === undefined || goSum === undefined || facts.files.includes("go.work")) return null;
  const modules = goModules(goMod, goSum);
  if (!modules || modules.size === 0) return null;
  const download = join(modCache.source, "cache", "download");
  for (const [key, zip] of modules) {
    const at = key.lastIndexOf("@");
    const dir = join(download, escapeModulePath(key.slice(0, at)), "@v");
    const version = escapeModulePath(key.slice(at + 1));
    if (!existsSync(join(dir, `${version}.mod`))) return null;
    if (zip && !existsSync(join(dir, `${version}.zip`))) return null;
  }
  return `the runner's Go module cache holds the ${modules.size} modules go.mod and go.sum name`;
}
