// The pipeline of docs/architecture.md §1, one step per file in src/run/:
// resolve the framework -> open the sandbox -> install -> test -> judge.
// Only the sandbox touches the outside world; every way a run can go wrong
// becomes a typed error in the RunResult it returns.

import type { RunOptions } from "../options/options.js";
import { cachedRun, storeRun } from "./cached-run.js";
import { install } from "./install.js";
import { judgeRun } from "./judge.js";
import { rerunFailed, runTrusted } from "./modes.js";
import { chooseSandbox, openSandbox, sandboxUnavailable, toolchainAsRun } from "./open-sandbox.js";
import { resolveFramework, startRun } from "./resolve.js";
import { planTests, runTests } from "./test.js";
import type { EngineHooks, EngineRun, RunOrigin, RunStep } from "./types.js";
import type { TrustInfo } from "../core/model.js";
import { earlySandbox } from "../sandbox/index.js";

export { reportTexts, type EngineHooks, type EngineRun, type LiveCounts } from "./types.js";

/** What results.json says of a run of the project's own tests. */
const PROJECT_TRUST: TrustInfo = {
  mode: "project",
  notes: [
    "The project's own tests and framework configuration ran: code in the framework's process can forge its own result (see docs/sandboxes.md, What a project can forge); tests-from runs trusted tests instead.",
  ],
};

export async function runEngine(opts: RunOptions, hooks: EngineHooks = {}): Promise<EngineRun> {
  const first: RunStep = { attempt: 1, cache: null };
  let run = await runOnce(opts, hooks, first);
  const hit = first.cache?.hit === true;
  if (!hit && opts.retries > 0) run = await rerunFailed(runOnce, opts, hooks, run);
  // Every shard's result says which slice it is, failed ones too, so a merge can tell one is missing.
  if (opts.shard) run.result.shard = opts.shard;
  if (first.cache) run.result.cache = hit ? first.cache : await storeRun(opts, hooks, first.cache, run.result);
  return run;
}

async function runOnce(opts: RunOptions, hooks: EngineHooks, step: RunStep): Promise<EngineRun> {
  if (opts.testsFrom) return runTrusted(runPipeline, opts, opts.testsFrom, hooks, step);
  const run = await runPipeline(opts, hooks, null, step);
  if (opts.reportPaths.length === 0) run.result.trust = PROJECT_TRUST;
  return run;
}

/** One pass: each step either hands the next what it needs or ends the run with its result. */
async function runPipeline(
  opts: RunOptions,
  hooks: EngineHooks,
  origin: RunOrigin | null,
  step: RunStep,
): Promise<EngineRun> {
  const ctx = await startRun(opts, hooks, origin);
  if ("stop" in ctx) return ctx.stop;
  const early = earlySandbox(opts.sandbox, opts.containers); // its first call overlaps the project's scan
  const target = await resolveFramework(ctx);
  if ("stop" in target) return target.stop;
  const selection = await chooseSandbox(ctx, target, early);
  if ("stop" in selection) return selection.stop;
  const cached = await cachedRun(ctx, step, target.adapter, target.facts, selection, target.files.only);
  if (cached) return cached;
  const opened = await openSandbox(ctx, target, selection);
  if ("stop" in opened) return opened.stop;
  const { session } = opened;
  let sandbox = opened.sandbox;
  try {
    const invocation = planTests(ctx, target, session);
    const installed = await install(ctx, target, session, sandbox, invocation, step.installNow === true);
    if ("stop" in installed) return installed.stop;
    sandbox = toolchainAsRun(ctx, session, installed.sandbox);
    const ran = await runTests(ctx, target, session, invocation, step);
    if (!(installed.deferred && target.adapter.needsInstall?.(ran.input))) {
      sandbox = toolchainAsRun(ctx, session, sandbox);
      const run = judgeRun(ctx, target, sandbox, invocation, ran);
      if (installed.log !== undefined) {
        run.logs.install = installed.log;
        ctx.log(`install: its output is in install.log beside results.json`);
      }
      return run;
    }
  } catch (err) {
    return sandboxUnavailable(ctx, err, target, sandbox).stop;
  } finally {
    await session.close();
  }
  // The tests stopped for want of a dependency the deferred install would have fetched:
  // the run starts again, in a fresh sandbox, with the install.
  ctx.log("install: the tests need a dependency the runner's caches lack; starting again with the install");
  return runPipeline(opts, hooks, origin, { ...step, installNow: true });
}
