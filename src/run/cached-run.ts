// The result cache's two moments in a run (result-cache.ts, docs/scale.md): the
// lookup before the sandbox opens, and the store once the run is complete.

import { isAbsolute, relative, sep } from "node:path";
import type { FrameworkAdapter, ProjectFacts } from "../core/adapter-types.js";
import type { ResultCacheInfo, RunResult } from "../core/model.js";
import type { RunOptions } from "../options/options.js";
import { hashProject } from "./project-hash.js";
import {
  cacheKey,
  imageIdentity,
  KEY_PATHS,
  lookupResult,
  storable,
  storeResult,
  toolchainIdentity,
} from "./result-cache.js";
import { defaultImage } from "../sandbox/docker.js";
import { cacheRoot } from "../sandbox/cache-dir.js";
import { runnerToolchain } from "../sandbox/runner-toolchain.js";
import type { SandboxSelection } from "../sandbox/index.js";
import { VERSION } from "../core/version.js";
import { NO_LOGS, type EngineHooks, type EngineRun, type RunContext, type RunStep } from "./types.js";

/**
 * With --result-cache, on the first pass: the stored result when this run's key
 * has one (nothing runs then), else null; `step.cache` says what was found and
 * under which key the run is to be stored.
 */
export async function cachedRun(
  ctx: RunContext,
  step: RunStep,
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  selection: SandboxSelection,
  onlyFiles: string[] | undefined,
): Promise<EngineRun | null> {
  const { opts, log } = ctx;
  if (step.attempt !== 1 || !opts.resultCache) return null;
  const keyed = await runKey(ctx, adapter, facts, selection, onlyFiles);
  if ("note" in keyed) {
    log(`result cache: ${keyed.note}`);
    step.cache = { hit: false, key: null, note: keyed.note };
    return null;
  }
  const found = await lookupResult(opts.resultCache, keyed.key, ctx.hooks.resultStore);
  if ("hit" in found) {
    log(`result cache: hit ${keyed.key}; nothing ran`);
    step.cache = { hit: true, key: keyed.key };
    return { result: found.hit, logs: { ...NO_LOGS }, inputs: [] };
  }
  if (found.miss) log(`result cache: ${found.miss}`);
  log(`result cache: miss ${keyed.key}`);
  step.cache = { hit: false, key: keyed.key, ...(found.miss ? { note: found.miss } : {}) };
  return null;
}

/** Stores a completed run under its key; what happened is said in the result's `cache`. */
export async function storeRun(
  opts: RunOptions,
  hooks: EngineHooks,
  cache: ResultCacheInfo,
  result: RunResult,
): Promise<ResultCacheInfo> {
  if (!cache.key || !opts.resultCache) return cache;
  if (!storable(result)) return { ...cache, note: "not stored: the run did not complete (status error)" };
  try {
    await storeResult(opts.resultCache, cache.key, result, hooks.resultStore);
    return cache;
  } catch (err) {
    const note = `not stored: ${(err as Error).message}`;
    hooks.log?.(`result cache: ${note}`);
    return { ...cache, note };
  }
}

/**
 * The result cache's key for this run, or why the run cannot be keyed. The
 * command is planned with fixed paths, so the process sandbox's temporary folder
 * does not make every key new.
 */
async function runKey(
  ctx: RunContext,
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  selection: SandboxSelection,
  onlyFiles: string[] | undefined,
): Promise<{ key: string } | { note: string }> {
  const { opts } = ctx;
  const trusted = ctx.origin?.trusted ?? false;
  if (opts.coverage)
    return { note: "a coverage run is neither looked up nor stored: the cache keeps test results only" };
  // testcage's own folders inside the project (the default --out is ./testcage-results) change with every run.
  const own = [opts.outDir, opts.resultCache]
    .filter((d): d is string => d !== null)
    .map((d) => relative(ctx.userDir, d))
    .filter((r) => r !== "" && !r.startsWith("..") && !isAbsolute(r))
    .map((r) => r.split(sep).join("/"));
  let project;
  try {
    project = await hashProject(opts.projectDir, own);
  } catch (err) {
    // A file the host cannot read (permissions, removed meanwhile): the run goes ahead uncached.
    return { note: `the project could not be hashed (${(err as Error).message}); it ran uncached` };
  }
  if (!project) return { note: "the project has too many files or folders too deep to hash; it ran uncached" };
  const planned = adapter.plan({
    paths: KEY_PATHS,
    facts,
    filter: opts.filter,
    ...(onlyFiles ? { shardFiles: onlyFiles } : {}),
    testCommand: opts.testCommand,
    coverage: opts.coverage,
    trusted,
    parallel: opts.parallel,
  });
  const install =
    opts.installCommand ??
    (opts.installAuto ? (adapter.install?.({ paths: KEY_PATHS, facts })?.command ?? null) : null);
  const kind = selection.sandbox.kind;
  const runtime =
    kind === "docker"
      ? await imageIdentity({ image: opts.containers.image ?? defaultImage(adapter.language) })
      : kind === "service"
        ? await imageIdentity({ container: opts.containers.container ?? "" })
        : await toolchainIdentity([planned.requires?.program ?? "", planned.argv[0] ?? ""].filter(Boolean));
  if (!runtime) return { note: `the ${kind} sandbox's image id could not be read; it ran uncached` };
  // docker with the runner's toolchain (toolchain: runner) builds with that, not the image's.
  const toolchain =
    kind === "docker" && opts.containers.toolchain === "runner"
      ? (await runnerToolchain(adapter, opts.projectDir, [cacheRoot()], { coverage: false })).toolchain
      : null;
  const key = cacheKey({
    tool: VERSION,
    project,
    framework: adapter.id,
    sandbox: kind,
    runtime: toolchain ? `${runtime}\ntoolchain ${toolchain.source} ${toolchain.version}` : runtime,
    command: planned.argv,
    install,
    options: {
      filter: opts.filter,
      shard: opts.shard,
      trusted,
      coverage: opts.coverage,
      env: opts.env,
      timeoutMs: opts.timeoutMs,
      graceMs: opts.graceMs,
      containers: opts.containers,
      cache: opts.cache,
      installAllowHosts: opts.installAllowHosts,
      retries: opts.retries,
      workingDirectory: ctx.workDir,
    },
  });
  return { key };
}
