// The pipeline's sandbox step (docs/architecture.md §4): which sandbox, what it
// isolates here, and the session the install and the tests run in.

import type { SandboxInfo } from "../core/model.js";
import type { FrameworkAdapter } from "../core/adapter-types.js";
import { selectSandbox, type SandboxSelection } from "../sandbox/index.js";
import { trustedCacheSources, type CacheLayerSource } from "../sandbox/cache-sources.js";
import { cacheRoot } from "../sandbox/cache-dir.js";
import { runnerToolchain, type RunnerToolchain } from "../sandbox/runner-toolchain.js";
import { SandboxUnavailableError, type SandboxSession } from "../sandbox/types.js";
import type { Target } from "./resolve.js";
import { LIMITS, stopRun, type RunContext, type Stop } from "./types.js";

/** The sandbox chosen before the scan (the service container's), else the one for the framework's language. */
export async function chooseSandbox(
  ctx: RunContext,
  target: Target,
  early: SandboxSelection | null,
): Promise<SandboxSelection | Stop> {
  try {
    return early ?? (await selectSandbox(ctx.opts.sandbox, ctx.opts.containers, target.adapter.language));
  } catch (err) {
    if (err instanceof SandboxUnavailableError)
      return stopRun(ctx, err.kind, err.message, { framework: target.framework });
    throw err;
  }
}

export interface OpenSandbox {
  session: SandboxSession;
  /** What results.json says of the sandbox; the install step adds what its phase had. */
  sandbox: SandboxInfo;
}

/** Opens the session; a sandbox that cannot work here ends the run with its typed error. */
export async function openSandbox(
  ctx: RunContext,
  target: Target,
  selection: SandboxSelection,
): Promise<OpenSandbox | Stop> {
  const { opts, log } = ctx;
  const isolation = await selection.sandbox.isolation(LIMITS.outputCapBytes);
  const sandbox: SandboxInfo = { kind: selection.sandbox.kind, isolation, container: null };
  log(
    `sandbox: ${sandbox.kind} (${selection.reason}); network ${isolation.network}${isolation.network_method ? ` via ${isolation.network_method}` : ""}`,
  );
  for (const note of isolation.notes) log(`sandbox note: ${note}`);
  const toolchain = selection.sandbox.kind === "docker" ? await dockerToolchain(ctx, target) : null;
  let session;
  try {
    session = await selection.sandbox.open(opts.projectDir, {
      cache: opts.cache,
      ...(opts.cache === "run" ? { layers: await cacheLayerSources(selection.sandbox.kind, target.adapter, log) } : {}),
      ...(toolchain?.use ? { toolchain: toolchain.use } : {}),
    });
  } catch (err) {
    return sandboxUnavailable(ctx, err, target, sandbox);
  }
  // Container facts (image, limits, user) are known once the session exists.
  const cache = session.cache ?? { mode: opts.cache, layers: [], skipped: [] };
  for (const layer of cache.layers) log(`cache: ${layer.name} from ${layer.source} (${layer.strategy}, read-only)`);
  for (const why of cache.skipped) log(`cache: not used: ${why}`);
  const shown = session.toolchain;
  if (shown) log(`toolchain: the runner's ${shown.name}, ${shown.version}, from ${shown.source} (read-only)`);
  else if (toolchain?.why) log(`toolchain: the image's (${toolchain.why})`);
  return {
    session,
    sandbox: {
      ...sandbox,
      container: selection.sandbox.container?.() ?? null,
      cache,
      ...(shown
        ? { toolchain: { from: "runner" as const, ...shown } }
        : toolchain?.why
          ? { toolchain: { from: "image" as const, why: toolchain.why } }
          : {}),
    },
  };
}

/**
 * The toolchain the phases ran on: the image's once one found that the runner's does
 * not run in the image (docker, container-entry.ts), said once in the log.
 */
export function toolchainAsRun(ctx: RunContext, session: SandboxSession, sandbox: SandboxInfo): SandboxInfo {
  const why = session.toolchainRefused;
  if (!why || sandbox.toolchain?.from !== "runner") return sandbox;
  ctx.log(`toolchain: the image's (${why})`);
  return { ...sandbox, toolchain: { from: "image", why } };
}

/**
 * docker: the runner's toolchain for the framework's tool when it qualifies and
 * toolchain is runner (docs/sandboxes.md, "Toolchains"); else why the image's runs.
 * Null when the framework has no toolchain of the runner's to offer (the image's runs).
 */
async function dockerToolchain(
  ctx: RunContext,
  target: Target,
): Promise<{ use?: RunnerToolchain; why?: string } | null> {
  if (!target.adapter.hostToolchain) return null;
  const { toolchain, toolchainFromImage, image } = ctx.opts.containers;
  if (toolchain === "image")
    return {
      why: toolchainFromImage
        ? `image ${image ?? ""} was given, and with it its toolchain; toolchain: runner uses the runner's`
        : "toolchain: image",
    };
  const found = await runnerToolchain(target.adapter, ctx.opts.projectDir, [cacheRoot()], {
    coverage: ctx.opts.coverage,
  });
  if (found.toolchain) return { use: found.toolchain };
  return found.why ? { why: found.why } : null;
}

/**
 * A sandbox that cannot work here says so when opened, or (the service
 * container's copy-in) only when it first runs something: the same typed error
 * either way. Anything else is not the sandbox's to say, and is thrown on.
 */
export function sandboxUnavailable(ctx: RunContext, err: unknown, target: Target, sandbox: SandboxInfo): Stop {
  if (!(err instanceof SandboxUnavailableError)) throw err;
  return stopRun(ctx, err.kind, err.message, { framework: target.framework, sandbox });
}

/**
 * cache: run: the runner user's own caches for the adapter's tool, laid read-only under
 * the run's (docs/architecture.md, "Caches"). A service container is another
 * machine's file system: the runner's caches cannot be mounted into it.
 */
async function cacheLayerSources(
  kind: SandboxInfo["kind"],
  adapter: FrameworkAdapter,
  log: (line: string) => void,
): Promise<CacheLayerSource[]> {
  if (kind === "service") return [];
  const { sources, skipped } = await trustedCacheSources(adapter, [cacheRoot()]);
  for (const why of skipped) log(`cache: not used: ${why}`);
  return sources;
}
