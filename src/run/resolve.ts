// The pipeline's first steps (docs/architecture.md §1): where the project is and
// which repository folder results.json names, and which framework runs it.

import { borpTestFiles } from "../frameworks/node-test/borp.js";
import { stat } from "node:fs/promises";
import { scanProject } from "../detect/scan.js";
import { adapterById, chooseFramework, frameworkIds } from "../frameworks/index.js";
import type { FrameworkAdapter, ProjectFacts } from "../core/adapter-types.js";
import type { FrameworkInfo } from "../core/model.js";
import type { RunOptions } from "../options/options.js";
import { findRepoRoot, workingDirectory } from "./repo-root.js";
import { reportOnlyResult } from "../ingest/report-paths.js";
import { SERVICE_NEEDS_CONTAINER } from "../sandbox/service.js";
import { selectTestFiles, type TestFiles } from "./test-files.js";
import { otherRunner, scriptNotFollowed, shownScript } from "../frameworks/test-script.js";
import { NO_LOGS, stopRun, type EngineHooks, type RunContext, type RunOrigin, type Stop } from "./types.js";

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The run's context: the project folder checked, the working directory worked
 * out. Report-only runs (report-paths) end here, as do service runs without a
 * container, refused before anything is said about a sandbox that cannot open.
 */
export async function startRun(
  opts: RunOptions,
  hooks: EngineHooks,
  origin: RunOrigin | null,
): Promise<RunContext | Stop> {
  const startedAt = new Date();
  const log = (line: string): void => hooks.log?.(line.replace(/[\r\n]+/g, " "));
  if (!(await isDirectory(opts.projectDir))) {
    return stopRun(
      { startedAt, workDir: "." },
      "bad-input",
      `project directory ${opts.projectDir} does not exist or is not a directory; pass the folder that holds the tests`,
    );
  }
  const userDir = origin?.projectDir ?? opts.projectDir;
  const repoRoot = await findRepoRoot(userDir, process.env);
  const ctx: RunContext = {
    opts,
    hooks,
    origin,
    startedAt,
    log,
    userDir,
    workDir: workingDirectory(userDir, repoRoot),
  };
  if (opts.reportPaths.length > 0) {
    log(`report-paths: reading ${opts.reportPaths.join(", ")}; no tests are run`);
    const result = await reportOnlyResult(opts.projectDir, ctx.workDir, opts.reportPaths, startedAt);
    return { stop: { result, logs: { ...NO_LOGS }, inputs: [] } };
  }
  if (opts.sandbox === "service" && !opts.containers.container) {
    return stopRun(ctx, "sandbox-unavailable", SERVICE_NEEDS_CONTAINER);
  }
  return ctx;
}

/** The framework that runs the project, and the test files the run is limited to. */
export interface Target {
  adapter: FrameworkAdapter;
  framework: FrameworkInfo;
  facts: ProjectFacts;
  files: TestFiles;
}

/** What the test script runs, when it is a runner testcage cannot run: said, not left to guess. */
function runnerFound(facts: ProjectFacts): string {
  const found = otherRunner(facts);
  if (!found) return "";
  const how = found.script
    ? `the test script runs ${found.runner}, \`${shownScript(found.script, 80)}\``
    : `package.json depends on ${found.runner}`;
  return ` (${how}, which testcage cannot run yet: run it in a step of its own with a JUnit reporter and read that with report-paths)`;
}

/** The explicit framework, or the one detection chose (docs/architecture.md §3); then shard and checkpoint. */
export async function resolveFramework(ctx: RunContext): Promise<Target | Stop> {
  const { opts, log } = ctx;
  const facts = await scanProject(opts.projectDir);
  let adapter: FrameworkAdapter;
  let framework: FrameworkInfo;
  if (opts.framework) {
    adapter = adapterById(opts.framework)!;
    framework = { id: adapter.id, name: adapter.name, reason: "explicit framework input" };
  } else {
    const choice = chooseFramework(facts);
    if (!choice) {
      const where = opts.projectLabel === "." ? `${opts.projectDir} (the current folder)` : opts.projectLabel;
      const message =
        facts.files.length === 0
          ? `${where} has no files to test; point at the folder that holds the project`
          : `no test framework detected in ${where}${runnerFound(facts)}; pass --framework (one of: ${frameworkIds().join(", ")}) or point at the folder with the test config`;
      return stopRun(ctx, "nothing-detected", message);
    }
    adapter = choice.adapter;
    framework = { id: adapter.id, name: adapter.name, reason: choice.detection.reason };
    const others = choice.alternatives.map((a) => `${a.id} (${a.detection.reason})`).join(", ");
    log(`framework: ${adapter.name} because ${choice.detection.reason}${others ? `; also matched: ${others}` : ""}`);
  }
  // node:test follows borp's file set as well as a node --test command (frameworks/node-test/borp.ts).
  const followsBorp = adapter.id === "node-test" && borpTestFiles(facts) !== null;
  const unfollowed =
    opts.testCommand || followsBorp ? null : scriptNotFollowed(facts, adapter.id, adapter.followsTestScript?.(facts));
  const notes = [...(unfollowed ? [unfollowed] : []), ...(opts.testCommand ? [] : (adapter.leftOut?.(facts) ?? []))];
  for (const note of notes) log(note);
  if (notes.length) framework = { ...framework, notes };
  const files = await selectTestFiles(ctx, adapter, facts, framework);
  if ("stop" in files) return files;
  return { adapter, framework, facts, files };
}
