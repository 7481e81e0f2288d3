// The pipeline of docs/architecture.md §1: detect -> plan -> sandbox -> parse -> judge.
// Only the sandbox touches the outside world; the engine turns every way a run
// can go wrong into a typed error in the RunResult it returns.

import { pushAll } from "../core/arrays.js";
import { stoppedByTimeout } from "../core/unfinished.js";
import { stat } from "node:fs/promises";
import { isAbsolute, relative, sep } from "node:path";
import { ALL_FILES_LIMITS, listAllFiles, scanProject } from "../detect/scan.js";
import { ADAPTERS, adapterById, chooseFramework, frameworkIds } from "../frameworks/index.js";
import { durationWeights, shardFiles } from "../select/shard.js";
import { readResultsFile } from "../ingest/results-input.js";
import {
  checkpointFiles as pickCheckpointFiles,
  checkpointOf,
  groupSummary,
  type CheckpointChoice,
} from "../select/checkpoints.js";
import { settleParsed } from "../core/settle.js";
import type {
  FrameworkAdapter,
  InstallStep,
  Invocation,
  ParseInput,
  ParsedRun,
  ProjectFacts,
  ReportContent,
} from "../core/adapter-types.js";
import type { ShardInfo } from "../core/model.js";
import type { FrameworkInfo, RunError, RunResult, SandboxInfo, TestResult, TrustInfo } from "../core/model.js";
import { RESULTS_VERSION } from "../core/model.js";
import type { RunOptions } from "../options/options.js";
import { pathMapper, type PathMapper } from "../core/paths.js";
import { findRepoRoot, workingDirectory } from "./repo-root.js";
import { errorResult } from "../ingest/results-file.js";
import { earlySandbox, selectSandbox } from "../sandbox/index.js";
import { SERVICE_NEEDS_CONTAINER } from "../sandbox/service.js";
import { readSourceFile } from "../core/source.js";
import { withTags } from "../select/tags.js";
import { reportOnlyResult } from "../ingest/report-paths.js";
import { SandboxUnavailableError, type PhaseOutcome, type RunLimits } from "../sandbox/types.js";
import { decideStatus, describeRun, summarize } from "../core/status.js";
import { firstLine, lastLine, tidy } from "../core/text.js";
import { VERSION } from "../core/version.js";
import { readCoverage } from "../coverage/from-run.js";
import { installFailureReason } from "./install-failure.js";
import { trustedFrameworks, trustedView } from "./trusted-tests.js";
import { registryHosts } from "../sandbox/egress-hosts.js";
import type { ResultCacheInfo } from "../core/model.js";
import { hashProject } from "./project-hash.js";
import {
  cacheKey,
  imageIdentity,
  KEY_PATHS,
  lookupResult,
  storable,
  storeResult,
  toolchainIdentity,
  type RemoteResultStore,
} from "./result-cache.js";
import { firstRetry, mergeAttempts, stillFailing } from "../select/retries.js";
import { defaultImage } from "../sandbox/docker.js";
import type { SandboxSelection } from "../sandbox/index.js";
import { trustedCacheSources, type CacheLayerSource } from "../sandbox/cache-sources.js";
import { cacheRoot } from "../sandbox/process.js";

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
  /** Sees exactly what the adapter's parser will see (the golden recorder saves it). */
  onParseInput?: (input: ParseInput) => void;
  /** With result-cache: a store beyond this machine the cache folder is filled from and saved to (the action's). */
  resultStore?: RemoteResultStore;
}

/**
 * One pass of the pipeline. `attempt` 1 is the run itself, 2.. the reruns of its
 * failed tests (retries.ts); only the first consults the result cache, and says in
 * `cache` what it found and under which key a completed run is to be stored.
 */
interface RunStep {
  attempt: number;
  cache: ResultCacheInfo | null;
}

export const LIMITS = {
  outputCapBytes: 1024 * 1024,
  reportCapBytes: 64 * 1024 * 1024,
  /** What of each stream goes into results.json itself (the full capped log is a separate file). */
  resultLogChars: 16 * 1024,
} as const;

export interface EngineRun {
  result: RunResult;
  logs: { stdout: string; stderr: string };
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

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

function tail(text: string, max: number): string {
  return text.length <= max ? text : `[testcage: earlier output cut]\n${text.slice(-max)}`;
}

/** Problems the sandbox phase itself shows, independent of what any report says. */
function phaseErrors(outcome: PhaseOutcome, timeoutMs: number): RunError[] {
  const errors: RunError[] = [];
  if (outcome.spawnError) {
    errors.push({ kind: "framework-missing", message: outcome.spawnError });
  }
  if (outcome.timedOut) {
    errors.push({
      kind: "timeout",
      message: `the tests were stopped after the ${timeoutMs / 1000} s timeout; results reported before that are kept. Raise --timeout or find the hanging test in the log.`,
    });
  }
  if (outcome.cancelled) {
    errors.push({ kind: "timeout", message: "the run was cancelled; results reported before that are kept" });
  }
  if (outcome.oom) {
    errors.push({
      kind: "oom",
      message: "the tests ran out of memory and were killed; raise the memory limit or fix the leak",
    });
  }
  if (outcome.diskLimit) errors.push({ kind: "disk-limit", message: outcome.diskLimit });
  return errors;
}

/**
 * The timeout's error names the test(s) the adapter found still running, so the
 * one line a person reads says which test to look at, and where.
 */
function nameHangingTests(errors: RunError[], tests: readonly TestResult[], timeoutMs: number): void {
  const timeout = errors.find((e) => e.kind === "timeout");
  const hanging = tests.filter(stoppedByTimeout);
  if (!timeout || hanging.length === 0) return;
  const where = (t: TestResult): string => (t.file ? ` (${t.file}${t.line ? `:${t.line}` : ""})` : "");
  const names = hanging.slice(0, 3).map((t) => `${t.id}${where(t)}`);
  if (hanging.length > 3) names.push(`${hanging.length - 3} more`);
  timeout.message = `the tests were stopped after the ${timeoutMs / 1000} s timeout while ${names.join(", ")} ${hanging.length === 1 ? "was" : "were"} running; the tests that finished are kept. Raise --timeout or fix the hanging test.`;
  const first = hanging[0]!;
  if (first.file) {
    timeout.file = first.file;
    if (first.line) timeout.line = first.line;
  }
}

/**
 * A --test-command is told where testcage reads the framework's reports, so it
 * need not guess the sandbox's layout: TESTCAGE_REPORTS_DIR, and one
 * TESTCAGE_REPORT_<NAME> per report (TESTCAGE_REPORT_JUNIT for pytest's).
 */
function reportPathsEnv(reportsDir: string, invocation: Invocation): Record<string, string> {
  const env: Record<string, string> = { TESTCAGE_REPORTS_DIR: reportsDir };
  for (const r of invocation.reports) {
    const name = r.name.toUpperCase().replace(/[^A-Z0-9]+/g, "_");
    env[`TESTCAGE_REPORT_${name}`] = `${reportsDir}/${r.file}`;
  }
  return env;
}

function reportProblems(reports: Record<string, ReportContent>): RunError[] {
  const errors: RunError[] = [];
  for (const [name, r] of Object.entries(reports)) {
    if (r.ok || r.problem === "missing") continue;
    errors.push({
      kind: r.problem === "too-large" ? "output-limit" : "report-invalid",
      message: `the ${name} report could not be used: ${r.detail}`,
    });
  }
  return errors;
}

function mapTest(t: TestResult, map: PathMapper): TestResult {
  return { ...t, file: map.file(t.file), message: map.text(t.message), stack: map.text(t.stack) };
}

function mapError(e: RunError, map: PathMapper): RunError {
  return {
    ...e,
    message: map.text(e.message) ?? e.message,
    ...(e.file !== undefined ? { file: map.file(e.file) } : {}),
    ...(e.details !== undefined ? { details: map.text(e.details) } : {}),
  };
}

function safeParse(adapter: FrameworkAdapter, input: ParseInput): ParsedRun {
  try {
    return settleParsed(adapter.parse(input));
  } catch (err) {
    return {
      tests: [],
      errors: [
        {
          kind: "report-invalid",
          message: `the ${adapter.name} report could not be parsed: ${(err as Error).message}`,
        },
      ],
      reportFound: false,
    };
  }
}

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
  if (!hit && opts.retries > 0) run = await rerunFailed(opts, hooks, run);
  // Every shard's result says which slice it is, failed ones too, so a merge can tell one is missing.
  if (opts.shard) run.result.shard = opts.shard;
  if (first.cache) run.result.cache = hit ? first.cache : await storeRun(opts, hooks, first.cache, run.result);
  return run;
}

async function runOnce(opts: RunOptions, hooks: EngineHooks, step: RunStep): Promise<EngineRun> {
  if (opts.testsFrom) return runTrusted(opts, opts.testsFrom, hooks, step);
  const run = await runEngineIn(opts, hooks, null, step);
  if (opts.reportPaths.length === 0) run.result.trust = PROJECT_TRUST;
  return run;
}

/**
 * --retries: the failed tests, and only those, run again through the framework's
 * filter in a fresh sandbox, until they pass or the reruns run out (retries.ts folds
 * the attempts). Each pass tells the tests which it is in TESTCAGE_ATTEMPT.
 */
async function rerunFailed(opts: RunOptions, hooks: EngineHooks, run: EngineRun): Promise<EngineRun> {
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
  }
  return { ...run, result: mergeAttempts(run.result, reruns, opts.retries) };
}

/** Stores a completed run under its key; what happened is said in the result's `cache`. */
async function storeRun(
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
 * The result cache's key for this run (result-cache.ts, docs/scale.md), or why the
 * run cannot be keyed. The command is planned with fixed paths, so the process
 * sandbox's temporary folder does not make every key new.
 */
async function runKey(
  opts: RunOptions,
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  selection: SandboxSelection,
  context: { shardOnly: string[] | undefined; trusted: boolean; workDir: string; userDir: string },
): Promise<{ key: string } | { note: string }> {
  if (opts.coverage)
    return { note: "a coverage run is neither looked up nor stored: the cache keeps test results only" };
  // testcage's own folders inside the project (the default --out is ./testcage-results) change with every run.
  const own = [opts.outDir, opts.resultCache]
    .filter((d): d is string => d !== null)
    .map((d) => relative(context.userDir, d))
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
    ...(context.shardOnly ? { shardFiles: context.shardOnly } : {}),
    testCommand: opts.testCommand,
    coverage: opts.coverage,
    trusted: context.trusted,
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
  const key = cacheKey({
    tool: VERSION,
    project,
    framework: adapter.id,
    sandbox: kind,
    runtime,
    command: planned.argv,
    install,
    options: {
      filter: opts.filter,
      shard: opts.shard,
      trusted: context.trusted,
      coverage: opts.coverage,
      env: opts.env,
      timeoutMs: opts.timeoutMs,
      graceMs: opts.graceMs,
      containers: opts.containers,
      cache: opts.cache,
      installAllowHosts: opts.installAllowHosts,
      retries: opts.retries,
      workingDirectory: context.workDir,
    },
  });
  return { key };
}

/** The frameworks --shard can split by test file. */
export function shardableFrameworks(): string[] {
  return ADAPTERS.filter((a) => a.testFiles).map((a) => a.id);
}

/** This shard's test files (go: package folders), or the error result that says why there are none to run. */
async function shardSelection(
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  opts: Pick<RunOptions, "projectDir" | "durations">,
  shard: ShardInfo,
  log: (line: string) => void,
): Promise<{ files: string[] } | { kind: "bad-input" | "no-tests"; message: string }> {
  const label = `shard ${shard.index}/${shard.total}`;
  if (!adapter.testFiles) {
    return {
      kind: "bad-input",
      message: `${label}: testcage splits a suite by test file, which it can do for ${shardableFrameworks().join(", ")}, not for ${adapter.name}; run it without shard`,
    };
  }
  // Detection's walk is shallow and capped; a split must see every test file.
  const every = await listAllFiles(opts.projectDir);
  if (!every) {
    return {
      kind: "bad-input",
      message: `${label}: the project has more than ${ALL_FILES_LIMITS.maxFiles} files or folders deeper than ${ALL_FILES_LIMITS.maxDepth}, too many to split reliably; run it without shard`,
    };
  }
  const all = adapter.testFiles({ ...facts, files: every });
  if (typeof all === "string") return { kind: "bad-input", message: `${label}: ${all}; run it without shard` };
  const grouped = adapter.shardUnits?.(all) ?? new Map<string, string>();
  const unitOf = (f: string): string => grouped.get(f) ?? f;
  const units = [...new Set(all.map(unitOf))];
  let weights: Map<string, number> | null = null;
  if (opts.durations) {
    let previous;
    try {
      previous = await readResultsFile(opts.durations.path);
    } catch (err) {
      return {
        kind: "bad-input",
        message: `${label}: durations file ${opts.durations.label} is not a usable results.json (${(err as Error).message}); give an earlier run's results.json, or drop durations`,
      };
    }
    weights = durationWeights(units, previous, unitOf);
    log(
      weights
        ? `${label}: balanced by the durations in ${opts.durations.label}`
        : `${label}: ${opts.durations.label} names none of these test files; balanced by file size`,
    );
  }
  weights ??= await sizeWeights(opts.projectDir, all, unitOf);
  const files = shardFiles(units, shard, weights);
  if (files.length === 0) {
    const unit = adapter.shardUnitName ?? "test file";
    return {
      kind: "no-tests",
      message: `${label} has no ${unit}: ${adapter.name} has ${units.length} ${unit}${units.length === 1 ? "" : "s"} here, so at most ${Math.max(1, units.length)} shard${units.length === 1 ? "" : "s"} get one; use fewer shards`,
    };
  }
  return { files };
}

/** Each unit's bytes of test files: the stand-in for its run time when no earlier durations are given. */
async function sizeWeights(
  projectDir: string,
  files: readonly string[],
  unitOf: (file: string) => string,
): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  for (const f of files) {
    let size = 0;
    try {
      size = (await stat(`${projectDir}/${f}`)).size;
    } catch {
      // Gone since the listing: it weighs nothing, and still lands in one shard.
    }
    const unit = unitOf(f);
    weights.set(unit, (weights.get(unit) ?? 0) + size);
  }
  return weights;
}

/** A checkpoint's test files (checkpoints.ts), or the error result that says why there are none. */
async function checkpointSelection(
  adapter: FrameworkAdapter,
  facts: ProjectFacts,
  projectDir: string,
  choice: CheckpointChoice,
): Promise<{ files: string[] } | { kind: "bad-input" | "no-tests"; message: string }> {
  const label = `checkpoint ${choice.name}`;
  if (!adapter.testFiles || adapter.id !== "pytest") {
    return {
      kind: "bad-input",
      message: `${label}: checkpoints are pytest files (test_checkpoint_N.py), not ${adapter.name} tests`,
    };
  }
  const every = await listAllFiles(projectDir);
  if (!every) {
    return { kind: "bad-input", message: `${label}: the project has too many files to list every test file` };
  }
  const all = adapter.testFiles({ ...facts, files: every });
  if (typeof all === "string") return { kind: "bad-input", message: `${label}: ${all}` };
  const files = pickCheckpointFiles(all, choice);
  if (!files.some((f) => checkpointOf(f) === choice.number)) {
    const known = [...new Set(all.map(checkpointOf).filter((n) => n !== null))].sort((a, b) => a - b);
    return {
      kind: "no-tests",
      message: `${label}: no test_checkpoint_${choice.number}.py here${known.length ? `; checkpoints found: ${known.join(", ")}` : "; no test_checkpoint_N.py file at all"}`,
    };
  }
  return { files };
}

/**
 * Trusted-tests mode (trusted-tests.ts): the framework is the trusted folder's,
 * the run's project is the trusted view, and results.json says so.
 */
async function runTrusted(
  opts: RunOptions,
  testsFrom: { path: string; label: string },
  hooks: EngineHooks,
  step: RunStep,
): Promise<EngineRun> {
  const startedAt = new Date();
  const noLogs = { stdout: "", stderr: "" };
  const refuse = (message: string): EngineRun => ({
    result: errorResult("bad-input", message, startedAt),
    logs: noLogs,
  });
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
    const run = await runEngineIn(
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
 * One run. `origin`: in trusted-tests mode, the user's project folder (for the
 * working directory results.json names), and that the plan must ignore the
 * project's framework configuration.
 */
async function runEngineIn(
  opts: RunOptions,
  hooks: EngineHooks,
  origin: { projectDir: string; trusted: boolean } | null,
  step: RunStep,
): Promise<EngineRun> {
  const startedAt = new Date();
  // Log lines carry project file names and user input: one line each, always.
  const log = (line: string): void => hooks.log?.(line.replace(/[\r\n]+/g, " "));
  const noLogs = { stdout: "", stderr: "" };

  if (!(await isDirectory(opts.projectDir))) {
    return {
      result: errorResult(
        "bad-input",
        `project directory ${opts.projectDir} does not exist or is not a directory; pass the folder that holds the tests`,
        startedAt,
      ),
      logs: noLogs,
    };
  }
  const userDir = origin?.projectDir ?? opts.projectDir;
  const repoRoot = await findRepoRoot(userDir, process.env);
  const workDir = workingDirectory(userDir, repoRoot);
  if (opts.reportPaths.length > 0) {
    log(`report-paths: reading ${opts.reportPaths.join(", ")}; no tests are run`);
    return { result: await reportOnlyResult(opts.projectDir, workDir, opts.reportPaths, startedAt), logs: noLogs };
  }
  // Refused before anything is said about a sandbox that cannot be opened.
  if (opts.sandbox === "service" && !opts.containers.container)
    return { result: errorResult("sandbox-unavailable", SERVICE_NEEDS_CONTAINER, startedAt, workDir), logs: noLogs };
  const early = earlySandbox(opts.sandbox, opts.containers);
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
          : `no test framework detected in ${where}; pass --framework (one of: ${frameworkIds().join(", ")}) or point at the folder with the test config`;
      return { result: errorResult("nothing-detected", message, startedAt, workDir), logs: noLogs };
    }
    adapter = choice.adapter;
    framework = { id: adapter.id, name: adapter.name, reason: choice.detection.reason };
    const others = choice.alternatives.map((a) => `${a.id} (${a.detection.reason})`).join(", ");
    log(`framework: ${adapter.name} because ${choice.detection.reason}${others ? `; also matched: ${others}` : ""}`);
  }

  let shardOnly: string[] | undefined;
  if (opts.shard) {
    const picked = await shardSelection(adapter, facts, opts, opts.shard, log);
    if (!("files" in picked)) {
      return { result: { ...errorResult(picked.kind, picked.message, startedAt, workDir), framework }, logs: noLogs };
    }
    shardOnly = picked.files;
    log(
      `shard ${opts.shard.index}/${opts.shard.total}: ${shardOnly.length} ${adapter.shardUnitName ?? "test file"}${shardOnly.length === 1 ? "" : "s"}`,
    );
  }

  let checkpointFiles: string[] | undefined;
  if (opts.checkpoint) {
    const picked = await checkpointSelection(adapter, facts, opts.projectDir, opts.checkpoint);
    if (!("files" in picked)) {
      return { result: { ...errorResult(picked.kind, picked.message, startedAt, workDir), framework }, logs: noLogs };
    }
    checkpointFiles = picked.files;
    shardOnly = picked.files;
    log(`checkpoint ${opts.checkpoint.number}: ${picked.files.join(", ")}`);
  }

  let selection;
  try {
    selection = early ?? (await selectSandbox(opts.sandbox, opts.containers, adapter.language));
  } catch (err) {
    if (err instanceof SandboxUnavailableError) {
      const result = errorResult(err.kind, err.message, startedAt, workDir);
      return { result: { ...result, framework }, logs: noLogs };
    }
    throw err;
  }
  if (step.attempt === 1 && opts.resultCache) {
    const keyed = await runKey(opts, adapter, facts, selection, {
      shardOnly,
      trusted: origin?.trusted ?? false,
      workDir,
      userDir,
    });
    if ("note" in keyed) {
      log(`result cache: ${keyed.note}`);
      step.cache = { hit: false, key: null, note: keyed.note };
    } else {
      const found = await lookupResult(opts.resultCache, keyed.key, hooks.resultStore);
      if ("hit" in found) {
        log(`result cache: hit ${keyed.key}; nothing ran`);
        step.cache = { hit: true, key: keyed.key };
        return { result: found.hit, logs: noLogs };
      }
      if (found.miss) log(`result cache: ${found.miss}`);
      log(`result cache: miss ${keyed.key}`);
      step.cache = { hit: false, key: keyed.key, ...(found.miss ? { note: found.miss } : {}) };
    }
  }

  const isolation = await selection.sandbox.isolation(LIMITS.outputCapBytes);
  let sandbox: SandboxInfo = { kind: selection.sandbox.kind, isolation, container: null };
  log(
    `sandbox: ${sandbox.kind} (${selection.reason}); network ${isolation.network}${isolation.network_method ? ` via ${isolation.network_method}` : ""}`,
  );
  for (const note of isolation.notes) log(`sandbox note: ${note}`);

  const limits: RunLimits = { timeoutMs: opts.timeoutMs, graceMs: opts.graceMs, ...LIMITS };
  // A sandbox that cannot work here says so when opened, or (the service container's
  // copy-in) only when it first runs something: the same typed error either way.
  const unavailable = (err: unknown): EngineRun => {
    if (!(err instanceof SandboxUnavailableError)) throw err;
    return { result: { ...errorResult(err.kind, err.message, startedAt, workDir), framework, sandbox }, logs: noLogs };
  };
  let session;
  try {
    session = await selection.sandbox.open(opts.projectDir, {
      cache: opts.cache,
      ...(opts.cache === "run" ? { layers: await cacheLayerSources(selection.sandbox.kind, adapter, log) } : {}),
    });
  } catch (err) {
    return unavailable(err);
  }
  // Container facts (image, limits, user) are known once the session exists.
  const cache = session.cache ?? { mode: opts.cache, layers: [], skipped: [] };
  for (const layer of cache.layers) log(`cache: ${layer.name} from ${layer.source} (${layer.strategy}, read-only)`);
  for (const why of cache.skipped) log(`cache: not used: ${why}`);
  sandbox = { ...sandbox, container: selection.sandbox.container?.() ?? null, cache };
  try {
    const invocation = adapter.plan({
      paths: session.paths,
      facts,
      filter: opts.filter,
      ...(shardOnly ? { shardFiles: shardOnly } : {}),
      testCommand: opts.testCommand,
      coverage: opts.coverage,
      trusted: origin?.trusted ?? false,
      parallel: opts.parallel,
    });
    if (opts.testCommand) invocation.env = { ...invocation.env, ...reportPathsEnv(session.paths.reports, invocation) };
    const errors: RunError[] = [];
    const signalOpt = hooks.signal ? { signal: hooks.signal } : {};

    const install: InstallStep | null = opts.installCommand
      ? { command: opts.installCommand, env: {}, testEnv: {}, reason: "install command given" }
      : opts.installAuto
        ? (adapter.install?.({ paths: session.paths, facts }) ?? null)
        : null;
    if (install) {
      log(`install (${install.reason}): ${install.summary ?? install.command}`);
      const outcome = await session.install(install.command, {
        env: { ...install.env, ...opts.env },
        limits,
        allowHosts: registryHosts(adapter.language, opts.installAllowHosts),
        ...signalOpt,
      });
      if (outcome.installIsolation) {
        sandbox = { ...sandbox, isolation: { ...sandbox.isolation, install: outcome.installIsolation } };
        log(`install network: ${outcome.installIsolation.network} via ${outcome.installIsolation.network_method}`);
      }
      const refused = outcome.installIsolation?.refused ?? [];
      if (outcome.exitCode !== 0) {
        const why = outcome.timedOut ? "timed out" : `exited with ${outcome.exitCode ?? outcome.signal}`;
        const said = installFailureReason(outcome.stderr.text, outcome.stdout.text);
        // A refused host is the likeliest reason an install that needs it failed: say which.
        const blocked = refused.length
          ? `; it tried to reach ${refused.slice(0, 5).join(", ")}, which the install phase may not (only package registries; add a host with install-allow-hosts)`
          : "";
        const message = `the install command (${install.command}) ${why}${said ? `: ${said}` : ""}${blocked}; fix it, or pass --install-command none to skip it`;
        const text = pathMapper(session.paths.project, workDir).text(message) ?? message;
        const result = errorResult("install-failed", text, startedAt, workDir);
        return {
          result: { ...result, framework, sandbox },
          logs: { stdout: outcome.stdout.text, stderr: outcome.stderr.text },
        };
      }
      invocation.env = { ...invocation.env, ...install.testEnv };
    }

    log(`test: ${invocation.argv.join(" ")}`);
    const live = { passed: 0, failed: 0, skipped: 0 };
    const testStarted = Date.now();
    const ticker = setInterval(() => hooks.progress?.({ ...live, elapsedMs: Date.now() - testStarted }), 1000);
    let run;
    try {
      run = await session.test({
        invocation,
        // With retries the tests are told which attempt this is (docs/scale.md); otherwise nothing is added.
        env: opts.retries > 0 ? { ...opts.env, TESTCAGE_ATTEMPT: String(step.attempt) } : opts.env,
        limits,
        ...signalOpt,
        onStdoutLine: (line) => {
          const s = adapter.liveStatus?.(line);
          if (s) live[s] += 1;
        },
      });
    } finally {
      clearInterval(ticker);
    }
    const { outcome, reports } = run;
    pushAll(errors, phaseErrors(outcome, opts.timeoutMs));
    const parseInput: ParseInput = {
      reports,
      exitCode: outcome.exitCode,
      stdout: outcome.stdout.text,
      stderr: outcome.stderr.text,
      timedOut: outcome.timedOut,
      timeoutSeconds: opts.timeoutMs / 1000,
      projectPath: session.paths.project,
      readSource: (rel) => readSourceFile(opts.projectDir, rel),
    };
    hooks.onParseInput?.(parseInput);
    const parsed = safeParse(adapter, parseInput);
    if (outcome.timedOut) nameHangingTests(errors, parsed.tests, opts.timeoutMs);
    for (const e of [...parsed.errors, ...reportProblems(reports)]) errors.push(e);
    // Frameworks list the tests a filter excluded as skipped; they were not asked for.
    const wanted = new Set(opts.filter);
    const kept = wanted.size ? parsed.tests.filter((t) => wanted.has(t.id) || t.status !== "skipped") : parsed.tests;
    const tests = withTags(kept, framework.id, parseInput.readSource);

    if (!parsed.reportFound && errors.length === 0) {
      const said = lastLine(outcome.stderr.text) || firstLine(outcome.stdout.text);
      errors.push({
        kind: "report-missing",
        message: `${adapter.name} exited with ${outcome.exitCode ?? outcome.signal} and wrote no report${said ? `: ${said}` : ""}; see stderr.log`,
        details: tidy(tail(outcome.stderr.text, 4000)),
      });
    }
    const failing = tests.some((t) => t.status === "failed" || t.status === "error");
    if (parsed.reportFound && tests.length > 0 && !failing && errors.length === 0 && outcome.exitCode !== 0) {
      errors.push({
        kind: "exit-code-mismatch",
        message: `${adapter.name} exited with ${outcome.exitCode ?? outcome.signal} although its report shows no failure; the report is not trusted. See the log.`,
      });
    }
    if (tests.length === 0 && errors.length === 0) {
      errors.push({
        kind: "no-tests",
        message: opts.filter.length
          ? `no test matched --filter ${opts.filter.join(", ")}; ${adapter.name} ran and selected nothing. Copy ids from a results.json of this project as it is now (a run without --filter lists them)`
          : `${adapter.name} ran but found no tests; check the test file names and the framework config`,
      });
    }

    const map = pathMapper(session.paths.project, workDir);
    const mappedTests = tests.map((t) => mapTest(t, map));
    const mappedErrors = errors.map((e) => mapError(e, map));
    const finishedAt = new Date();
    const summary = summarize(mappedTests, finishedAt.getTime() - startedAt.getTime());
    const status = decideStatus(mappedTests, mappedErrors);
    const result: RunResult = {
      version: RESULTS_VERSION,
      status,
      message: describeRun(status, summary, mappedErrors),
      framework,
      sandbox,
      summary,
      tests: mappedTests,
      errors: mappedErrors,
      command: invocation.argv.map((a) => map.text(a) ?? a),
      exit_code: outcome.exitCode,
      started_at: startedAt.toISOString(),
      finished_at: finishedAt.toISOString(),
      working_directory: workDir,
      logs: {
        stdout: map.text(tail(outcome.stdout.text, LIMITS.resultLogChars)) ?? "",
        stderr: map.text(tail(outcome.stderr.text, LIMITS.resultLogChars)) ?? "",
        truncated: outcome.stdout.truncated || outcome.stderr.truncated,
      },
      tool: { name: "testcage", version: VERSION },
    };
    if (opts.coverage)
      result.coverage = readCoverage(adapter, invocation, reports, session.paths.project, facts.files, map);
    if (invocation.parallel) result.parallel = { mode: opts.parallel, how: invocation.parallel };
    if (opts.checkpoint && checkpointFiles) result.checkpoint = { ...opts.checkpoint, files: checkpointFiles };
    if (opts.checkpoint || opts.groups) {
      result.groups = groupSummary(mappedTests, opts.checkpoint?.number ?? null, opts.groups ?? new Map());
    }
    return {
      result,
      logs: { stdout: map.text(outcome.stdout.text) ?? "", stderr: map.text(outcome.stderr.text) ?? "" },
    };
  } catch (err) {
    return unavailable(err);
  } finally {
    await session.close();
  }
}
