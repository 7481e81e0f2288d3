// What the engine's steps (src/run/*.ts, docs/architecture.md §1) share: the
// hooks the caller passes, what a run returns, and the context each step reads.

import { assembleResult } from "../core/assemble-result.js";
import type { ParseInput } from "../core/adapter-types.js";
import type { ErrorKind, FrameworkInfo, ResultCacheInfo, RunResult, SandboxInfo } from "../core/model.js";
import type { RunOptions } from "../options/options.js";
import type { RemoteResultStore } from "./result-cache.js";
import type { RunLimits } from "../sandbox/types.js";
import type { RawReports } from "../formats/run-files.js";

export interface LiveCounts {
  passed: number;
  failed: number;
  skipped: number;
  elapsedMs: number;
}

export interface EngineHooks {
  log?: (line: string) => void;
  progress?: (counts: LiveCounts) => void;
  signal?: AbortSignal;
  /** With result-cache: a store beyond this machine the cache folder is filled from and saved to (the action's). */
  resultStore?: RemoteResultStore;
}

export interface EngineRun {
  result: RunResult;
  /**
   * The tests' output, and the install phase's when one ran (its stdout, then its
   * stderr, as the sandbox capped them): written beside results.json as install.log,
   * so what an install that succeeded said (a dependency it could not fetch, a
   * fallback it took) is not lost.
   */
  logs: { stdout: string; stderr: string; install?: string };
  /**
   * What the adapter's parser was given, once per pass that got that far (the
   * run, then each rerun of --retries): the raw reports the sandbox handed back,
   * the exit code and the output before any path in it was mapped. Empty when
   * no test ran (bad input, a sandbox that could not open, a result-cache hit).
   * The action and the CLI keep the raw reports beside results.json; the golden
   * recorder keeps all of it.
   */
  inputs: ParseInput[];
}

/**
 * One pass of the pipeline. `attempt` 1 is the run itself, 2.. the reruns of its
 * failed tests (retries.ts); only the first consults the result cache, and says in
 * `cache` what it found and under which key a completed run is to be stored.
 */
export interface RunStep {
  attempt: number;
  cache: ResultCacheInfo | null;
  /** Set for the second pass of a run whose deferred install the tests needed (install.ts). */
  installNow?: true;
}

/**
 * In trusted-tests mode: the user's project folder (for the working directory
 * results.json names), and that the plan must ignore the project's framework
 * configuration.
 */
export interface RunOrigin {
  projectDir: string;
  trusted: boolean;
}

export const LIMITS = {
  outputCapBytes: 1024 * 1024,
  reportCapBytes: 64 * 1024 * 1024,
  /** What of each stream goes into results.json itself (the full capped log is a separate file). */
  resultLogChars: 16 * 1024,
} as const;

export function runLimits(opts: RunOptions): RunLimits {
  return { timeoutMs: opts.timeoutMs, graceMs: opts.graceMs, ...LIMITS };
}

/** What every step of one pass reads. */
export interface RunContext {
  opts: RunOptions;
  hooks: EngineHooks;
  origin: RunOrigin | null;
  startedAt: Date;
  /** Log lines carry project file names and user input: one line each, always. */
  log: (line: string) => void;
  /** The user's own project folder (in trusted-tests mode not the folder the tests run from). */
  userDir: string;
  /** The project's folder relative to the repository root. */
  workDir: string;
}

/** A step's way of saying the run ends here, with this result. */
export interface Stop {
  stop: EngineRun;
}

export const NO_LOGS = { stdout: "", stderr: "" } as const;

/** The run ends before (or instead of) its tests, with one typed error. */
export function stopRun(
  ctx: Pick<RunContext, "startedAt" | "workDir">,
  kind: ErrorKind,
  message: string,
  more: {
    framework?: FrameworkInfo;
    sandbox?: SandboxInfo;
    /** Where the message names the sandbox's project folder, to be mapped to the repository's. */
    projectPath?: string;
    logs?: EngineRun["logs"];
  } = {},
): Stop {
  const result = assembleResult({
    startedAt: ctx.startedAt,
    finishedAt: new Date(),
    workingDirectory: ctx.workDir,
    projectPath: more.projectPath ?? null,
    framework: more.framework ?? null,
    sandbox: more.sandbox ?? null,
    errors: [{ kind, message }],
  });
  return { stop: { result, logs: more.logs ?? { ...NO_LOGS }, inputs: [] } };
}

/**
 * Every report the run read, by report name (a rerun's replaces the run's): its text, or
 * the bytes it was read as when the text was never decoded (a followed report).
 */
export function reportTexts(run: EngineRun): RawReports {
  const texts: RawReports = {};
  for (const input of run.inputs) {
    for (const [name, content] of Object.entries(input.reports))
      if (content.ok) texts[name] = content.bytes ?? content.text;
  }
  return texts;
}
