// The two ways a run wraps the pipeline: trusted-tests mode (the tests of a
// trusted folder run against the project: trusted-tests.ts) and --retries (the
// failed tests run again: retries.ts).

import { scanProject } from "../detect/scan.js";
import { chooseFramework } from "../frameworks/index.js";
import type { RunResult } from "../core/model.js";
import type { RunOptions } from "../options/options.js";
import { firstRetry, mergeAttempts, stillFailing } from "../select/retries.js";
import { trustedFrameworks, trustedView } from "./trusted-tests.js";
import { isDirectory } from "./resolve.js";
import { stopRun, type EngineHooks, type EngineRun, type RunOrigin, type RunStep } from "./types.js";

type Pipeline = (opts: RunOptions, hooks: EngineHooks, origin: RunOrigin | null, step: RunStep) => Promise<EngineRun>;

/**
 * Trusted-tests mode: the framework is the trusted folder's, the run's project
 * is the trusted view, and results.json says so.
 */
export async function runTrusted(
  pipeline: Pipeline,
  opts: RunOptions,
  testsFrom: { path: string; label: string },
  hooks: EngineHooks,
  step: RunStep,
): Promise<EngineRun> {
  const startedAt = new Date();
  const refuse = (message: string): EngineRun => stopRun({ startedAt, workDir: "." }, "bad-input", message).stop;
  if (!(await isDirectory(testsFrom.path))) {
    return refuse(`tests-from ${testsFrom.label} is not a folder; pass the folder that holds the trusted tests`);
  }
  let framework = opts.framework;
  if (!framework) {
    const choice = chooseFramework(await scanProject(testsFrom.path));
    if (!choice) {
      return refuse(
        `no test framework detected in tests-from ${testsFrom.label}; pass --framework (${trustedFrameworks().join(", ")})`,
      );
    }
    framework = choice.adapter.id;
  }
  let view;
  try {
    view = await trustedView(opts.projectDir, testsFrom.path, testsFrom.label, framework);
  } catch (err) {
    return refuse((err as Error).message);
  }
  try {
    hooks.log?.(`trusted tests: ${view.trust.notes[0]}`);
    const run = await pipeline(
      { ...opts, projectDir: view.dir, framework },
      hooks,
      { projectDir: opts.projectDir, trusted: true },
      step,
    );
    run.result.trust = view.trust;
    return run;
  } finally {
    await view.remove();
  }
}

/**
 * --retries: the failed tests, and only those, run again through the framework's
 * filter in a fresh sandbox, until they pass or the reruns run out (retries.ts folds
 * the attempts). Each pass tells the tests which it is in TESTCAGE_ATTEMPT.
 */
export async function rerunFailed(
  runOnce: (opts: RunOptions, hooks: EngineHooks, step: RunStep) => Promise<EngineRun>,
  opts: RunOptions,
  hooks: EngineHooks,
  run: EngineRun,
): Promise<EngineRun> {
  const start = firstRetry(run.result);
  if ("note" in start) {
    hooks.log?.(`retries: ${start.note}`);
    run.result.retries = { max: opts.retries, reruns: [], note: start.note };
    return run;
  }
  if (start.ids.length === 0) {
    run.result.retries = { max: opts.retries, reruns: [] };
    return run;
  }
  const reruns: RunResult[] = [];
  const inputs = [...run.inputs];
  for (let attempt = 2; attempt <= opts.retries + 1; attempt++) {
    const ids = stillFailing(run.result, reruns);
    if (ids.length === 0 || hooks.signal?.aborted) break;
    hooks.log?.(
      `retries: attempt ${attempt} of ${opts.retries + 1}: running ${ids.length} failed test${ids.length === 1 ? "" : "s"} again`,
    );
    const again = await runOnce({ ...opts, filter: ids, shard: null, resultCache: null }, hooks, {
      attempt,
      cache: null,
    });
    reruns.push(again.result);
    inputs.push(...again.inputs);
  }
  return { ...run, result: mergeAttempts(run.result, reruns, opts.retries), inputs };
}
