// The contract every framework adapter implements: detect + plan + parse, all pure
// (hostCaches alone looks at the host: where the tool keeps its caches).
// Adding a framework means adding one file that exports a FrameworkAdapter and
// listing it in frameworks/index.ts; the engine never names a framework.

import type { CoverageFormat } from "./coverage-model.js";
import type { ParallelMode, RunError, TestResult } from "./model.js";

/** What detection may look at: gathered once by detect/scan.ts, read-only here. */
export interface ProjectFacts {
  /** Project-relative paths (forward slashes) of files, bounded depth, no node_modules/.git. */
  files: string[];
  /** Parsed package.json, when present and valid. */
  packageJson: PackageJson | null;
  /** Names of the project's top-level entries, including folders the walk skips (node_modules, vendor). */
  topLevel: string[];
  /** Small text files detection needs (pyproject.toml, go.mod, setup.cfg, ...), by relative path. */
  texts: Record<string, string>;
}

export interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  type?: string;
  jest?: unknown;
  [key: string]: unknown;
}

export interface Detection {
  /** Higher wins; 100 = a dedicated config file, 50 = dependency, 10 = file patterns. */
  score: number;
  reason: string;
}

/** Paths as the sandbox sees them: the process sandbox uses host temp paths, docker uses mounts. */
export interface SandboxPaths {
  /** The project copy; tests run here. */
  project: string;
  /** An empty writable folder for report files. */
  reports: string;
  /** A read-only folder holding the adapter's harness files. */
  harness: string;
  /** A cache kept between runs (Go build cache and the like); never holds results. */
  cache: string;
}

export interface PlanContext {
  paths: SandboxPaths;
  facts: ProjectFacts;
  /** Test ids from a previous results.json to run, already validated as ids of this framework. */
  filter: string[];
  /**
   * Sharding (--shard): the project-relative test files this run is limited to, from the
   * adapter's testFiles (go: package folders, its shardUnitOf); the adapter passes them
   * as the framework's file (package) arguments.
   * Absent: no shard, the whole suite.
   */
  shardFiles?: string[];
  /** A user-given test command replaces the adapter's argv (reports are still read if written). */
  testCommand: string | null;
  /** Coverage was asked for: add the coverage tool's flags and declare its report in Invocation.coverage. */
  coverage?: boolean;
  /**
   * Trusted-tests mode (trusted-tests.ts): the framework must ignore what the
   * project could still configure it with (config files the trusted folder did
   * not bring, plugins installed from the project's dependencies).
   */
  trusted?: boolean;
  /** In-suite parallelism (option parallel): absent means auto, the framework's own. */
  parallel?: ParallelMode;
  /**
   * paths.cache outlives the run (build-cache: project): what the plan puts there must
   * still hold in a later run, whatever image it runs in. Absent: dropped with the run.
   */
  cacheKept?: boolean;
}

export interface ReportSpec {
  /** Key the parser receives the content under. */
  name: string;
  /** File name inside paths.reports. */
  file: string;
  /** Files written as a stream (go test -json on stdout) are captured from stdout instead. */
  fromStdout?: boolean;
}

export interface HarnessFile {
  name: string;
  content: string;
}

export interface Invocation {
  argv: string[];
  env: Record<string, string>;
  reports: ReportSpec[];
  harness: HarnessFile[];
  /** The program that must exist for argv to work, to tell "framework missing" from a failing run. */
  requires: { program: string; hint: string } | null;
  /**
   * With coverage asked for: which of `reports` is the coverage report and its format.
   * The engine normalizes it (coverage/normalize.ts); adapters only choose the tool.
   */
  coverage?: CoverageSpec | { problem: string } | null;
  /** What option parallel meant for this run ("jest workers (its default)", "--runInBand"), for results.json. */
  parallel?: string;
}

export interface CoverageSpec {
  report: string;
  format: CoverageFormat;
  /** A prefix the report puts before project-relative paths (Go: the module path). */
  stripPrefix?: string;
  /**
   * One of `reports` that the run writes instead of measuring when it finds at run
   * time that it cannot (no coverage driver or library installed): its first line is the problem.
   */
  problemReport?: string;
}

export type ReportContent =
  /**
   * followed: the bytes a LiveReportReader read as they were written (stream-file.ts), the
   * file unchanged since; `bytes` are then those bytes, and `text` is decoded from them
   * when first read (workspace.ts followedReport).
   */
  | { ok: true; text: string; followed?: true; bytes?: readonly Buffer[] }
  | { ok: false; problem: "missing" | "not-regular" | "too-large" | "unreadable"; detail: string };

export interface ParseInput {
  reports: Record<string, ReportContent>;
  exitCode: number | null;
  /** Capped tails of the streams, for collection errors the reports do not carry. */
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** The timeout that stopped a timed-out run, for "did not finish within N s". */
  timeoutSeconds?: number;
  /** Sandbox project path, so adapters can strip it from absolute paths in reports. */
  projectPath: string;
  /** Reads a project file from the original (not sandbox) tree; undefined when absent. */
  readSource: (relativePath: string) => string | undefined;
  /**
   * Only some of the project's tests were asked for (a filter, a shard's files, a rerun
   * of the failed ones, a test command of the user's): a test the report does not name
   * may not have been meant to run.
   */
  selected?: boolean;
  /**
   * A stream report's parse made while the command wrote it (FrameworkAdapter.liveReader),
   * by report name; present only when reports[name] is those very bytes (followed).
   */
  streamed?: Readonly<Record<string, unknown>>;
}

/**
 * Reads a stream report (Invocation.reports, fromStdout) as the command writes it, so
 * the parse is done when the command ends rather than begun (docs/architecture.md,
 * §5, "Stream reports"). It sees text decoded across the pieces' boundaries, in order.
 */
export interface LiveReportReader {
  /** The report it reads, by its name in Invocation.reports. */
  readonly report: string;
  /** Tests ended so far, for the progress line. */
  readonly counts: { readonly passed: number; readonly failed: number; readonly skipped: number };
  push(text: string): void;
  /** The parse, handed to the adapter's parse as ParseInput.streamed[report]. */
  end(): unknown;
}

/** Tests as parsed: `file` is project-relative here, the engine makes it repo-relative. */
export interface ParsedRun {
  tests: TestResult[];
  errors: RunError[];
  /** True when the report itself proved trustworthy enough to judge the run. */
  reportFound: boolean;
}

/** The install phase an adapter proposes when the project declares dependencies that are not there yet. */
export interface InstallStep {
  command: string;
  /** Environment of the install phase (e.g. the same module cache the test phase reads). */
  env: Record<string, string>;
  /** Also added to the test phase, so it finds what was installed. */
  testEnv: Record<string, string>;
  reason: string;
  /** What the command does in a few words, for the log, when the command is a script. */
  summary?: string;
}

/**
 * A build cache of the runner user's that a run may start from (build-cache: run): the
 * sandbox checks it qualifies and lays it read-only under the run
 * (src/sandbox/cache-sources.ts, docs/architecture.md "Caches").
 */
export interface HostCache {
  /** What the cache is, for results.json and the log ("Go build cache"). */
  name: string;
  /** The host folder; undefined when the tool says it has none. */
  path: string | undefined;
  /** Where it goes under SandboxPaths.cache: the folder plan and install point the tool at. */
  target: string;
  /** The tool only ever adds entries, never rewrites one in place (Go's caches). */
  writeOnce?: boolean;
  /**
   * With writeOnce: the names of folders the tool writes whole and never adds to (Go's
   * extracted modules, `<module>@v<version>`). A sandbox that hands the layer to another
   * uid leaves them as they are: the tests may read them, not change them.
   */
  sealed?: RegExp;
  /**
   * The variable plan and install point the tool at this cache with, when the tool's
   * cache keys include the cache's path (Go's module cache: GOMODCACHE): a sandbox that
   * can shows the layer at its host path and points the variable there.
   */
  pathEnv?: string;
  /**
   * The variable naming the folder above this cache, when the tool's keys include that
   * folder's path (CARGO_HOME above registry/ and git/: a registry crate's build
   * fingerprint holds its source path). A sandbox that can shows each such cache at its
   * host path and points the variable at the host folder above them; a declared cache
   * the host lacks then gets an empty writable folder there, so the tool can still add it.
   */
  homeEnv?: string;
}

/**
 * The runner's own toolchain for the framework's tool: the one the job set up
 * (setup-go, rustup and a rust-toolchain file), which the docker sandbox runs in place
 * of the image's, read-only (src/sandbox/runner-toolchain.ts, docs/sandboxes.md
 * "Toolchains"). Found without running anything the project chose.
 */
export interface HostToolchain {
  /** The tool, for results.json and the log ("Go", "Rust"). */
  name: string;
  /** Its folder on the host (GOROOT, a rustup toolchain). */
  root: string;
  /** Its programs' folder, relative to root: put first on PATH. */
  bin: string;
  /** The version as the toolchain says it, when known without running it (Go's GOVERSION). */
  version?: string;
  /**
   * A program of bin and its arguments that prints the version (first line of stdout):
   * run on the runner when `version` is not known, and in the container before the
   * toolchain is used there (an image without the C library it links keeps its own).
   */
  versionArgv: string[];
  /** A variable naming the toolchain's folder (GOROOT), pointed where the sandbox shows it. */
  rootEnv?: string;
}

/** A trusted cache layer a run starts from: where it goes under SandboxPaths.cache, and its host folder. */
export interface CachedLayer {
  target: string;
  source: string;
}

export interface FrameworkAdapter {
  id: string;
  name: string;
  language: string;
  detect(facts: ProjectFacts): Detection | null;
  plan(ctx: PlanContext): Invocation;
  parse(input: ParseInput): ParsedRun;
  /** The default install phase (run with network before the tests), or null when none is needed. */
  install?(ctx: { paths: SandboxPaths; facts: ProjectFacts }): InstallStep | null;
  /**
   * The project's test files (project-relative), for sharding by file. Adapters without it
   * cannot be sharded; a string says why this project cannot be (a custom test-file pattern).
   */
  testFiles?(facts: ProjectFacts): string[] | string;
  /**
   * What a shard deals out when it is not the single file, for each test file that is
   * part of a bigger unit: go's package folder (a package's test files build and run
   * together); for vitest, a file whose path another's contains (its file filter
   * matches both). A file not in the map is its own unit.
   */
  shardUnits?(files: readonly string[]): Map<string, string>;
  /** The unit's name in messages ("package"); "test file" when absent. */
  shardUnitName?: string;
  /**
   * True when the run imitates the project's `npm test` command of this framework
   * (frameworks/test-script.ts); a JavaScript adapter that reads the script answers, and
   * the log says when it does not.
   */
  followsTestScript?(facts: ProjectFacts): boolean;
  /**
   * What the adapter's command leaves out of the project that its own CI may run (Go
   * modules nested in the folder): lines for results.json's framework.notes and the log.
   */
  leftOut?(facts: ProjectFacts): string[];
  /**
   * The runner user's caches of this framework's tool (from `env`, the runner's
   * environment), each with the folder under paths.cache that plan and install use.
   */
  hostCaches?(env: NodeJS.ProcessEnv): Promise<HostCache[]>;
  /**
   * Looks at the host too: why the default install has nothing to fetch, because the
   * trusted layers the run starts from (build-cache: run; `target` and host `source` of
   * each) already hold every dependency the project's lockfile names; null when it may
   * have to fetch. The install phase (a container of its own in docker) is then skipped.
   */
  installCached?(facts: ProjectFacts, layers: readonly CachedLayer[]): Promise<string | null>;
  /**
   * When installCached is null: why the tests may run first without the default install,
   * because the trusted layers hold part of what it would fetch and the rest may not be
   * needed (a lockfile names optional and other platforms' dependencies too); null when
   * they may not. Such a run gives needsInstall its outcome: only when that says the tests
   * stopped for want of a dependency does the install run, and the tests again after it.
   */
  installDeferred?(facts: ProjectFacts, layers: readonly CachedLayer[]): Promise<string | null>;
  /** With installDeferred: the tests stopped before running for want of what the install fetches. */
  needsInstall?(input: ParseInput): boolean;
  /**
   * The runner's toolchain for this tool (`env` is the runner's, `projectDir` the
   * checkout, whose toolchain file it honours), or why there is none to use (one that
   * lacks what the run needs, such as coverage's tools, is none).
   */
  hostToolchain?(
    env: NodeJS.ProcessEnv,
    projectDir: string,
    need: { coverage: boolean },
  ): Promise<HostToolchain | string>;
  /** Optional live counting from one line of the test phase's stdout. */
  liveStatus?(line: string): "passed" | "failed" | "skipped" | null;
  /** Optional reader of the stream report as it is written; liveStatus counts where none can follow it. */
  liveReader?(): LiveReportReader;
}
