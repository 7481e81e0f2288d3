// GitHub Action entry: action inputs -> the same engine as the CLI, then
// publishing: a check run created when the tests start and completed with every
// annotation, the job summary, the artifact and the step outputs. With
// `results-file` it publishes an earlier run's results instead of running tests
// (the workflow_run pattern for pull requests from forks).

import * as core from "@actions/core";
import { limitHeapGrowth } from "./core/heap-growth.js";
import { closeInheritedDescriptors } from "./core/inherited-fds.js";
import { join, resolve } from "node:path";
import { reportTexts, runEngine } from "./run/engine.js";
import { humanReport } from "./publish/human-report.js";
import type { RunResult } from "./core/model.js";
import { InputError } from "./core/input-error.js";
import { resolveOptions } from "./options/options.js";
import { readActionInputs, type InputSource } from "./options/action-inputs.js";
import { stepOutputs } from "./publish/outputs.js";
import { writeRunFiles, type RawReports } from "./formats/run-files.js";
import { linkedOutDirMessage, linkOnPath, makeOutDir } from "./core/out-files.js";
import { terminalText } from "./core/text.js";
import { CHECK_RUN_STATE, CheckRunPublisher } from "./publish/check-run.js";
import { escapeMarkdown } from "./publish/markdown.js";
import { artifactNameFor } from "./publish/artifacts.js";
import { baseTarget, findBaseResults, type BaseLookup } from "./publish/base-results.js";
import { applyComparison } from "./publish/compare-input.js";
import { readContext, runUrl, type GitHubContext } from "./publish/context.js";
import { PUBLISH_DEFAULTS, resolvePublishOptions, stepFails } from "./publish/inputs.js";
import { guardedLog } from "./publish/log-guard.js";
import { publishRun } from "./publish/publish.js";
import { readResultsFile, resultsFileEntries } from "./ingest/results-input.js";
import { mergeFiles, NothingToMerge } from "./ingest/merge.js";
import { errorResult, writeResults } from "./ingest/results-file.js";
import { actionsResultStore } from "./publish/actions-cache.js";
import type { RemoteResultStore } from "./run/result-cache.js";

/** Inputs through @actions/core; an old input name logs one warning naming its new name. */
const coreInputs: InputSource = {
  get: (name) => core.getInput(name),
  getList: (name) => core.getMultilineInput(name),
  warn: (message) => core.warning(message),
};

/**
 * result-cache: true keeps results in a folder under RUNNER_TEMP, filled from and
 * saved to the Actions cache service when the runner has one (publish/actions-cache.ts).
 */
function resultCacheInput(
  env: NodeJS.ProcessEnv,
  workspace: string,
): { dir: string | undefined; store: RemoteResultStore | undefined } {
  const value = core.getInput("result-cache").trim().toLowerCase();
  if (value === "" || value === "false") return { dir: undefined, store: undefined };
  if (value !== "true") throw new InputError(`result-cache must be true or false; got '${value}'`);
  const dir = join(env["RUNNER_TEMP"] ?? workspace, "testcage-result-cache");
  const store = actionsResultStore() ?? undefined;
  if (!store) core.info("result-cache: no Actions cache service here; results are kept in this runner's folder only.");
  return { dir, store };
}

function inputFailure(err: unknown, started: Date): RunResult {
  const bad = err instanceof InputError;
  const message = bad
    ? `bad input: ${(err as Error).message}`
    : `internal error: ${(err as Error).stack ?? String(err)}`;
  return errorResult(bad ? "bad-input" : "internal", message, started);
}

/** compare: auto: the base branch's results, when this event has a base branch and there is a token to ask with. */
async function findBase(ctx: GitHubContext | null, token: string, artifactName: string): Promise<BaseLookup | null> {
  if (!ctx || !token) return null;
  const target = baseTarget(ctx, artifactName);
  if (target === null) return null;
  if (typeof target === "string") return { ok: false, problem: "missing", message: target };
  core.info(`Looking for artifact ${artifactName} in the latest runs of ${target.workflow} on ${target.branch}.`);
  return findBaseResults(token, ctx, target);
}

/**
 * The results to publish from earlier runs (docs/scale.md): one plain path is read as
 * it is; several files or a glob (the shards of a matrix) are merged by the same code as
 * `testcage merge`, every file read as hostile input (docs/architecture.md §5).
 */
async function publishedResults(entries: string[], workspace: string, started: Date): Promise<RunResult> {
  if (entries.length === 1 && !/[*?[{]/.test(entries[0]!)) {
    try {
      const result = await readResultsFile(resolve(workspace, entries[0]!));
      core.info(`Publishing ${entries[0]} from an earlier run (no tests run here).`);
      return result;
    } catch (err) {
      return errorResult("bad-input", `bad input: results-file: ${(err as Error).message}`, started);
    }
  }
  try {
    const merged = await mergeFiles(entries, workspace);
    const inputs = merged.merged?.inputs ?? [];
    core.info(
      `Publishing ${inputs.length} results.json file${inputs.length === 1 ? "" : "s"} merged into one (${inputs.map((i) => i.source).join(", ")}); no tests run here.`,
    );
    return merged;
  } catch (err) {
    if (err instanceof NothingToMerge) {
      return errorResult("bad-input", `bad input: results-file: ${err.message}`, started);
    }
    throw err;
  }
}

async function run(): Promise<void> {
  const started = new Date();
  const env = process.env;
  const workspace = env["GITHUB_WORKSPACE"] ?? process.cwd();
  const resultsDir = core.getInput("results-dir") || join(env["RUNNER_TEMP"] ?? workspace, "testcage-results");
  const outDir = resolve(workspace, resultsDir);
  // A results-dir in the checkout reached through a link the checkout placed: nothing is
  // run or written (core/out-files.ts).
  const link = linkOnPath(outDir, [workspace]);
  if (link) {
    core.setFailed(
      // The link's target is the checkout's text: no escape sequences into the log.
      `testcage: error: results-dir: ${terminalText(linkedOutDirMessage(outDir, link))}; give a folder reached without links (the default is under RUNNER_TEMP)`,
    );
    return;
  }
  // Made before anything of the project runs: a folder on its way that does not exist
  // yet is one the tests could make first, as a link, in a folder everyone may write.
  try {
    makeOutDir(outDir);
  } catch (err) {
    core.setFailed(`testcage: error: results-dir: ${terminalText((err as Error).message)}`);
    return;
  }
  // The token only ever lives in this process: the sandbox environment is built
  // from scratch and refuses GITHUB_TOKEN-like names (sandbox/environment.ts).
  const token = core.getInput("github-token");
  if (token) core.setSecret(token);

  const inputs = readActionInputs(coreInputs);
  let result: RunResult | null = null;
  let options = PUBLISH_DEFAULTS;
  try {
    options = resolvePublishOptions(inputs.publish);
  } catch (err) {
    result = inputFailure(err, started);
  }
  const ctx = readContext(env);
  const checks = ctx && token ? new CheckRunPublisher(token, ctx, options.checkName) : null;
  const checkStart = checks ? await checks.start(started, ctx ? runUrl(ctx) : null) : null;
  if (checkStart?.ok) core.saveState(CHECK_RUN_STATE.id, String(checkStart.ref.id));
  let publishing = false;
  try {
    let logs: { stdout: string; stderr: string; install?: string } | undefined;
    const raw: RawReports = {};
    let projectDir: string | undefined;
    const resultsFiles = resultsFileEntries(core.getInput("results-file"));
    if (!result && resultsFiles.length > 0) result = await publishedResults(resultsFiles, workspace, started);
    if (!result) {
      try {
        const resultCache = resultCacheInput(env, workspace);
        const opts = resolveOptions({ ...inputs.raw, resultCache: resultCache.dir, out: outDir }, workspace, env);
        projectDir = opts.projectDir;
        const abort = new AbortController();
        process.once("SIGINT", () => abort.abort());
        process.once("SIGTERM", () => abort.abort());
        const engineRun = await runEngine(opts, {
          ...(resultCache.store ? { resultStore: resultCache.store } : {}),
          log: (line) => core.info(line),
          signal: abort.signal,
        });
        Object.assign(raw, reportTexts(engineRun));
        result = engineRun.result;
        logs = engineRun.logs;
      } catch (err) {
        result = inputFailure(err, started);
      }
    }

    // Before results.json is written: the comparison is part of it.
    const artifactName = artifactNameFor(options, env, result.working_directory);
    const compareNote = await applyComparison(result, core.getInput("compare"), workspace, () =>
      findBase(ctx, token, artifactName),
    );
    const path = await writeResults(outDir, result, logs);
    const files = await writeRunFiles(outDir, result, raw, projectDir);
    guardedLog(humanReport(result), (line) => core.info(line));
    publishing = true;
    const published = await publishRun({
      result,
      ctx,
      options,
      checks,
      started: checkStart,
      files,
      outDir,
      env,
      notes: compareNote ? [compareNote] : [],
    });
    if (published.checkRun?.completed) core.saveState(CHECK_RUN_STATE.completed, "true");

    const outputs = {
      ...stepOutputs(result, path),
      "check-run-id": published.checkRun ? String(published.checkRun.id) : "",
      "check-run-url": published.checkRun?.url ?? "",
      "artifact-id": published.artifact.uploaded ? String(published.artifact.id) : "",
    };
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
    if (stepFails(result.status, options.failOn)) {
      core.setFailed(`testcage: ${result.status}: ${result.message.split("\n")[0]}`);
    } else if (result.status !== "pass") {
      core.info(`testcage: ${result.status}, and fail-on is ${options.failOn}: the step passes.`);
    }
  } catch (err) {
    // Failed before publishing (results-dir not writable, a disk full): the check run
    // created above must not stay in progress.
    if (!publishing && checks && checkStart?.ok) {
      const why = (err as Error).message?.split("\n")[0] ?? String(err);
      const done = await checks.finish(
        checkStart.ref,
        "failure",
        {
          title: "testcage could not finish",
          summary: `testcage failed after the check run started, before it could report: ${escapeMarkdown(why)}. The step's log has the rest.`,
          text: "",
        },
        new Date(),
      );
      if (done.ok) core.saveState(CHECK_RUN_STATE.completed, "true");
    }
    throw err;
  }
}

limitHeapGrowth();
closeInheritedDescriptors();
try {
  await run();
} catch (err) {
  // What run() did not turn into a result (results-dir not writable, a full disk): the step fails saying so.
  core.setFailed(`testcage: error: ${terminalText((err as Error).message ?? String(err))}`);
}
