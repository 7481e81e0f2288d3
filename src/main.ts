// GitHub Action entry: action inputs -> the same engine as the CLI. Publishing
// (check run, summary, artifacts) builds on this; for now it writes results.json,
// prints the report (guarded against workflow-command injection) and sets outputs.

import * as core from "@actions/core";
import { join, resolve } from "node:path";
import { runEngine } from "./engine.js";
import { humanReport } from "./human-report.js";
import type { RunResult } from "./model.js";
import { InputError, resolveOptions, type RawOptions } from "./options.js";
import { stepOutputs } from "./outputs.js";
import { guardedLog } from "./publish/log-guard.js";
import { errorResult, writeResults } from "./results-file.js";

function rawInputs(): RawOptions {
  return {
    dir: core.getInput("working-directory"),
    framework: core.getInput("framework"),
    sandbox: core.getInput("sandbox"),
    timeout: core.getInput("timeout"),
    grace: core.getInput("grace"),
    filter: core.getMultilineInput("filter"),
    env: core.getMultilineInput("env"),
    installCommand: core.getInput("install-command"),
    testCommand: core.getInput("test-command"),
    image: core.getInput("image"),
    memory: core.getInput("memory"),
    cpus: core.getInput("cpus"),
    pidsLimit: core.getInput("pids-limit"),
    tmpfsSize: core.getInput("tmpfs-size"),
    runtime: core.getInput("runtime"),
    network: core.getInput("network"),
    container: core.getInput("container"),
    cache: core.getInput("cache"),
    disk: core.getInput("disk"),
  };
}

async function run(): Promise<void> {
  const started = new Date();
  const workspace = process.env["GITHUB_WORKSPACE"] ?? process.cwd();
  const resultsDir = core.getInput("results-dir") || join(process.env["RUNNER_TEMP"] ?? workspace, "testcage-results");
  const outDir = resolve(workspace, resultsDir);
  let result: RunResult;
  let logs: { stdout: string; stderr: string } | undefined;
  try {
    const opts = resolveOptions({ ...rawInputs(), out: outDir }, workspace, process.env);
    const abort = new AbortController();
    process.once("SIGINT", () => abort.abort());
    process.once("SIGTERM", () => abort.abort());
    const run = await runEngine(opts, { log: (line) => core.info(line), signal: abort.signal });
    result = run.result;
    logs = run.logs;
  } catch (err) {
    const bad = err instanceof InputError;
    const message = bad
      ? `bad input: ${(err as Error).message}`
      : `internal error: ${(err as Error).stack ?? String(err)}`;
    result = errorResult(bad ? "bad-input" : "internal", message, started);
  }
  const path = await writeResults(outDir, result, logs);
  guardedLog(humanReport(result), (line) => core.info(line));
  for (const [name, value] of Object.entries(stepOutputs(result, path))) core.setOutput(name, value);
  if (result.status !== "pass") core.setFailed(`testcage: ${result.status}: ${result.message.split("\n")[0]}`);
}

await run();
