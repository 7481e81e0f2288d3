// The pipeline's install step (docs/architecture.md §4): the install command
// given, or the one the adapter proposes, run with only the package registries
// reachable. A failed install ends the run with an error that says why.

import type { InstallStep, Invocation } from "../core/adapter-types.js";
import { installFailureReason } from "./install-failure.js";
import type { SandboxInfo } from "../core/model.js";
import { runnerCaTrust } from "../sandbox/ca-trust.js";
import { registryHosts } from "../sandbox/egress-hosts.js";
import type { PhaseOutcome, SandboxSession } from "../sandbox/types.js";
import type { Target } from "./resolve.js";
import { runLimits, stopRun, type RunContext, type Stop } from "./types.js";

/** The install step's answer: the sandbox as it left it, and whether it deferred the install. */
export interface Installed {
  sandbox: SandboxInfo;
  /**
   * The default install was deferred (FrameworkAdapter.installDeferred): when the tests
   * stop for want of what it fetches, the run starts again with it (RunStep.installNow).
   */
  deferred?: true;
  /** What the install phase printed, when it ran (EngineRun.logs.install). */
  log?: string;
}

/**
 * Runs the install phase when there is one; on success the tests' environment
 * gets what the install step asks for (invocation.env), and results.json's
 * sandbox what the install phase's isolation was.
 */
export async function install(
  ctx: RunContext,
  target: Target,
  session: SandboxSession,
  sandbox: SandboxInfo,
  invocation: Invocation,
  /** Never defer: a first pass found the tests needed the install. */
  installNow = false,
): Promise<Installed | Stop> {
  const { opts, log } = ctx;
  const { adapter } = target;
  const step: InstallStep | null = opts.installCommand
    ? { command: opts.installCommand, env: {}, testEnv: {}, reason: "install command given" }
    : opts.installAuto
      ? (adapter.install?.({ paths: session.paths, facts: target.facts }) ?? null)
      : null;
  if (!step) return { sandbox };
  // The default install only: a given command is the user's to run.
  const layers = sandbox.cache?.layers ?? [];
  if (!opts.installCommand && layers.length && adapter.installCached) {
    const cached = await adapter.installCached(target.facts, layers);
    if (cached) {
      log(`install (${step.reason}): skipped, ${cached}`);
      invocation.env = { ...invocation.env, ...step.testEnv };
      return { sandbox };
    }
  }
  if (!opts.installCommand && !installNow && layers.length && adapter.installDeferred && adapter.needsInstall) {
    const deferred = await adapter.installDeferred(target.facts, layers);
    if (deferred) {
      log(`install (${step.reason}): deferred, ${deferred}`);
      invocation.env = { ...invocation.env, ...step.testEnv };
      return { sandbox, deferred: true };
    }
  }
  return runInstall(ctx, target, session, sandbox, invocation, step);
}

async function runInstall(
  ctx: RunContext,
  target: Target,
  session: SandboxSession,
  sandbox: SandboxInfo,
  invocation: Invocation,
  step: InstallStep,
): Promise<Installed | Stop> {
  const { opts, log } = ctx;
  const { adapter } = target;
  log(`install (${step.reason}): ${step.summary ?? step.command}`);
  // The service container keeps its image's own trust (ca-trust.ts).
  const caTrust = sandbox.kind === "service" ? [] : runnerCaTrust();
  if (caTrust.length)
    log(`install: trusts the CA certificates the runner names in ${caTrust.map((t) => t.name).join(", ")}`);
  const outcome = await session.install(step.command, {
    env: { ...step.env, ...opts.env },
    limits: runLimits(opts),
    allowHosts: registryHosts(adapter.language, opts.installAllowHosts),
    caTrust,
    ...(ctx.hooks.signal ? { signal: ctx.hooks.signal } : {}),
  });
  if (outcome.installIsolation) {
    sandbox = { ...sandbox, isolation: { ...sandbox.isolation, install: outcome.installIsolation } };
    log(`install network: ${outcome.installIsolation.network} via ${outcome.installIsolation.network_method}`);
  }
  const printed = installLog(outcome);
  if (outcome.exitCode !== 0) {
    const stop = stopRun(ctx, "install-failed", failureMessage(step, outcome), {
      framework: target.framework,
      sandbox,
      projectPath: session.paths.project,
      logs: { stdout: outcome.stdout.text, stderr: outcome.stderr.text },
    });
    stop.stop.logs.install = printed;
    return stop;
  }
  invocation.env = { ...invocation.env, ...step.testEnv };
  return { sandbox, log: printed };
}

/** The install phase's output as install.log keeps it: stdout, then stderr, each under a heading. */
export function installLog(outcome: Pick<PhaseOutcome, "stdout" | "stderr">): string {
  const part = (name: string, text: string): string =>
    `--- install ${name}${text ? "" : " (empty)"} ---\n${text}${text && !text.endsWith("\n") ? "\n" : ""}`;
  return part("stdout", outcome.stdout.text) + part("stderr", outcome.stderr.text);
}

/** The message of a failed install: the step as the log showed it (a script's summary, never the script). */
export function failureMessage(step: InstallStep, outcome: PhaseOutcome): string {
  const command = step.summary ?? step.command;
  const refused = outcome.installIsolation?.refused ?? [];
  const why = outcome.timedOut ? "timed out" : `exited with ${outcome.exitCode ?? outcome.signal}`;
  const said = installFailureReason(outcome.stderr.text, outcome.stdout.text);
  // A refused host is the likeliest reason an install that needs it failed: say which.
  const blocked = refused.length
    ? `; it tried to reach ${refused.slice(0, 5).join(", ")}, which the install phase may not (only package registries; add a host with install-allow-hosts)`
    : "";
  const pids = outcome.pidsLimit
    ? `; it reached the sandbox's limit of ${outcome.pidsLimit.limit} processes and threads (${outcome.pidsLimit.refused} refused; raise pids-limit)`
    : "";
  return `the install command (${command}) ${why}${said ? `: ${said}` : ""}${blocked}${pids}; fix it, or pass --install-command none to skip it`;
}
