// Whether `cargo fetch` has anything to do: not when the runner's registry (the trusted
// layer of build-cache: run) already holds the .crate of every registry package the
// project's Cargo.lock names. Skipping it saves the install phase's container in
// docker on every warm run. See docs/architecture.md, "Caches".

import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { CachedLayer, ProjectFacts } from "../../core/adapter-types.js";
import { CARGO_HOME_DIR } from "./plan.js";

/** More packages than this are checked by `cargo fetch` itself. */
const MAX_PACKAGES = 5000;

/** The registry packages (name-version) of a Cargo.lock; null when it has any other remote source (git). */
export function lockedRegistryCrates(lock: string): string[] | null {
  const crates: string[] = [];
  for (const table of lock.split(/^\[\[package\]\]\s*$/m).slice(1)) {
    const name = /^name = "([^"]+)"$/m.exec(table)?.[1];
    const version = /^version = "([^"]+)"$/m.exec(table)?.[1];
    const source = /^source = "([^"]+)"$/m.exec(table)?.[1];
    // Names the registry's file below: Cargo's own characters only, never a path.
    if (!name || !version || !/^[\w-]+$/.test(name) || !/^[\w.+-]+$/.test(version) || version.includes(".."))
      return null;
    if (source === undefined) continue; // the workspace's own packages
    if (!/^(registry|sparse)\+/.test(source)) return null;
    crates.push(`${name}-${version}`);
  }
  return crates.length > MAX_PACKAGES ? null : crates;
}

export async function cargoInstallCached(facts: ProjectFacts, layers: readonly CachedLayer[]): Promise<string | null> {
  const registry = layers.find((l) => l.target === `${CARGO_HOME_DIR}/registry`);
  const lock = facts.texts["Cargo.lock"];
  if (!registry || lock === undefined) return null;
  const crates = lockedRegistryCrates(lock);
  if (!crates || crates.length === 0) return null;
  // registry/cache/<index>/<name>-<version>.crate, for whichever index the crate came from.
  const indexes = await readdir(join(registry.source, "cache")).catch(() => [] as string[]);
  for (const crate of crates) {
    if (!indexes.some((index) => existsSync(join(registry.source, "cache", index, `${crate}.crate`)))) return null;
  }
  return `the runner's Cargo registry holds all ${crates.length} crates Cargo.lock names`;
}
