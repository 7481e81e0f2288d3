// Whether `cargo fetch` has anything to do: not when the runner's registry (the trusted
// layer of build-cache: run) already holds the .crate of every registry package the
// project's Cargo.lock names. Skipping it saves the install phase's container in
// docker on every warm run. See docs/architecture.md, "Caches".

import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { CachedLayer, ParseInput, ProjectFacts } from "../../core/adapter-types.js";
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

/** The registry layer, Cargo.lock's registry crates, and those of them the layer holds; null when there is nothing to check. */
async function lockedInLayer(
  facts: ProjectFacts,
  layers: readonly CachedLayer[],
): Promise<{ crates: string[]; held: number } | null> {
  const registry = layers.find((l) => l.target === `${CARGO_HOME_DIR}/registry`);
  const lock = facts.texts["Cargo.lock"];
  if (!registry || lock === undefined) return null;
  const crates = lockedRegistryCrates(lock);
  if (!crates || crates.length === 0) return null;
  // registry/cache/<index>/<name>-<version>.crate, for whichever index the crate came from.
  const indexes = await readdir(join(registry.source, "cache")).catch(() => [] as string[]);
  const held = crates.filter((crate) =>
    indexes.some((index) => existsSync(join(registry.source, "cache", index, `${crate}.crate`))),
  ).length;
  return { crates, held };
}

export async function cargoInstallCached(facts: ProjectFacts, layers: readonly CachedLayer[]): Promise<string | null> {
  const locked = await lockedInLayer(facts, layers);
  if (!locked || locked.held < locked.crates.length) return null;
  return `the runner's Cargo registry holds all ${locked.crates.length} crates Cargo.lock names`;
}

/**
 * Cargo.lock names every crate any feature or platform could need (Windows' among them,
 * optional ones), cargo test only those its build needs: a warm registry seldom holds
 * them all, yet often all the tests need. Without a Cargo.lock the install stays: offline,
 * cargo would settle for the versions the registry has, not the newest ones.
 */
export async function cargoInstallDeferred(
  facts: ProjectFacts,
  layers: readonly CachedLayer[],
): Promise<string | null> {
  const locked = await lockedInLayer(facts, layers);
  if (!locked || locked.held === 0) return null;
  return `the runner's Cargo registry holds ${locked.held} of the ${locked.crates.length} crates Cargo.lock names, and the rest may be optional or for other platforms: the tests run first, offline, and the install only if they need more`;
}

/**
 * cargo (CARGO_NET_OFFLINE) stopped before building anything because a crate it needs is
 * not in the registry, or its index has no version that fits. A test cannot reach this:
 * cargo says it before any test is built.
 */
export function cargoNeedsInstall(input: ParseInput): boolean {
  if (input.exitCode === 0 || input.timedOut) return false;
  // Such a stop comes before any build output: the report's start is enough.
  const report = input.reports["output"];
  const out = `${report?.ok ? report.text.slice(0, 64 * 1024) : ""}\n${input.stdout.slice(0, 64 * 1024)}`;
  return (
    /but --offline was specified|using offline mode \(--offline\)|in the offline mode \(--offline\)/.test(out) &&
    !/^\s*Running \S/m.test(out)
  );
}
