// The normalized result model (docs/architecture.md §2). Every framework's output becomes a
// RunResult; results.json, CTRF, JUnit and Exercism files are exports of it.
// The JSON Schema in schema/results.schema.json describes the same shape and is
// the contract for other tools: change both together and bump RESULTS_VERSION.

import type { FileGroups } from "./file-groups.js";

export const RESULTS_VERSION = "1.8.0";

/** Run status follows the Exercism contract. */
export type RunStatus = "pass" | "fail" | "error";

export type TestStatus = "passed" | "failed" | "error" | "skipped";

/** Every infrastructure problem is typed, never folded into "tests failed". */
export const ERROR_KINDS = [
  "bad-input",
  "nothing-detected",
  "framework-missing",
  "collection",
  "no-tests",
  "timeout",
  "oom",
  "report-missing",
  "report-invalid",
  "output-limit",
  "disk-limit",
  "pids-limit",
  "exit-code-mismatch",
  "sandbox-unavailable",
  "docker-unavailable",
  "install-failed",
  "internal",
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Tests by position: an array, or a store on disk (src/ingest/test-store.ts). */
export interface TestList extends Iterable<TestResult> {
  readonly length: number;
  at(position: number): TestResult | undefined;
}

/** Tests on disk, counted as they were stored. */
export interface StoredTests extends TestList {
  /** How many are flaky (the held tests keep only the first of them). */
  readonly flaky: number;
  /** The tests grouped by file, made as they were stored. */
  readonly fileGroups: FileGroups;
  /** The failed and errored tests, in run order. */
  failures(): Iterable<TestResult>;
  /** The SLOWEST_SHOWN slowest tests (core/slowest.ts), slowest first, kept as they were stored. */
  slowest(): TestResult[];
  /** Every test's JSON text (compact), in run order: JSON.stringify of each test the iterator gives. */
  jsonLines(): Iterable<string>;
}

/** Every test of a run, wherever it is held. */
export function allTests(result: Pick<RunResult, "tests" | "testStore">): TestList {
  return result.testStore ?? result.tests;
}

export interface TestResult {
  /** Stable id: project-relative file, suite path and name joined by "::"; `filter` accepts it back. */
  id: string;
  name: string;
  /** Enclosing suites/classes/describe blocks, outermost first. */
  suite: string[];
  status: TestStatus;
  duration_ms: number | null;
  /** Repo-relative path of the test file (or of the failing line's file). */
  file: string | null;
  /** 1-based: where the failure surfaced when knowable, else the test's definition line. */
  line: number | null;
  message: string | null;
  stack: string | null;
  stdout: string | null;
  stderr: string | null;
  /** Parametrization label as the framework shows it, when the test is parametrized. */
  parameters?: string | null;
  /** Where known (source order is not always knowable): a 0-based position in source order. */
  order?: number;
  /** Since 1.5.0, with retries: failed, then passed when run again (status is passed; retries.ts). */
  flaky?: boolean;
  /** Since 1.5.0: every attempt of a test that was run again, first to last (retries.ts). */
  attempts?: TestAttempt[];
  /** Since 1.5.0: pytest markers, or `@tag` tokens in the name and describe blocks (src/select/tags.ts). */
  tags?: string[];
}

/** One run of a test that failed and was run again (--retries). */
export interface TestAttempt {
  /** 1 is the first run; 2.. the reruns. */
  attempt: number;
  status: TestStatus;
  duration_ms: number | null;
  message: string | null;
}

export interface RunError {
  kind: ErrorKind;
  /** Human text that says what happened and what to do. */
  message: string;
  file?: string | null;
  line?: number | null;
  details?: string | null;
}

export interface Summary {
  total: number;
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
  duration_ms: number;
}

export type SandboxKind = "docker" | "service" | "process";

export interface Isolation {
  /** What the test phase could reach: "none" (no interfaces but loopback) or "host". */
  network: "none" | "host";
  /** How the network was cut, e.g. "unshare --net (user namespace)". */
  network_method: string | null;
  filesystem: "temp-copy" | "container";
  environment: "scrubbed";
  process_group: boolean;
  /**
   * The uid the install and the tests ran as (inside the container for docker and
   * service); never 0 where testcage can help it. null: not known.
   */
  uid: number | null;
  /**
   * True when they ran with no_new_privs, so setuid programs (sudo, su) could not
   * raise their privileges; null where it depends on what the service image has
   * (setpriv).
   */
  no_new_privs: boolean | null;
  output_cap_bytes: number;
  /** Plain words about what this sandbox does not protect against. */
  notes: string[];
  /** The install phase's network; absent when no install phase ran. */
  install?: InstallIsolation;
}

/** What the install phase could reach (docs/architecture.md §4). */
export interface InstallIsolation {
  /**
   * "registries": only the hosts of allow_hosts, through testcage's egress proxy;
   * "container": the service container's own networks; "host": unfiltered;
   * "none": no network at all (the proxy could not be set up).
   */
  network: "registries" | "container" | "host" | "none";
  network_method: string;
  /** The hosts the proxy let through (empty when there was no proxy). */
  allow_hosts: string[];
  /** Hosts the install reached, and hosts it tried that were refused. */
  reached: string[];
  refused: string[];
}

/** The container a docker or service sandbox ran in, with the limits applied. */
export interface ContainerInfo {
  image: string;
  runtime: "runc" | "runsc";
  user: string;
  memory: string;
  cpus: string;
  /** null: no limit was set on the container. */
  pids_limit: number | null;
  tmpfs_size: string;
  read_only_root: boolean;
  /** The disk cap and how it is enforced, or "none" / why it is not applied. */
  disk?: string;
}

export interface SandboxInfo {
  kind: SandboxKind;
  isolation: Isolation;
  container: ContainerInfo | null;
  /** What the run's build caches started from; absent in results written before schema 1.4. */
  cache?: CacheInfo;
  /** docker: whose toolchain built and ran the tests (since schema 1.6). */
  toolchain?: ToolchainInfo;
}

/** A runner toolchain the docker sandbox showed read-only in place of the image's. */
export interface RunnerToolchainRecord {
  /** The tool ("Go", "Rust"). */
  name: string;
  /** As the toolchain says it ("go1.26.8", "rustc 1.95.0 (59807616e 2026-04-14)"). */
  version: string;
  /** The host folder, read-only. */
  source: string;
  /** Where the container shows it. */
  at: string;
}

/**
 * docker: "runner" when the runner's toolchain (the one the job set up) ran the tests,
 * "image" when the image's did, with why the runner's was not used.
 */
export type ToolchainInfo = ({ from: "runner" } & RunnerToolchainRecord) | { from: "image"; why: string };

/**
 * "run": build caches start from the runner user's own caches as read-only layers
 * and every write goes with the run, so nothing a run writes reaches a later one.
 * "off": they start empty (the cold path). "project": they persist between runs of
 * the same project on this machine (a hostile run can poison its own project's
 * later runs). See docs/architecture.md, "Caches".
 */
export type CacheMode = "run" | "project" | "off";

/** In-suite parallelism (option parallel): the framework's own, or one at a time. */
export type ParallelMode = "auto" | "off";

export interface ParallelInfo {
  mode: ParallelMode;
  /** What it meant for this framework ("jest workers (its default)", "--runInBand"). */
  how: string;
}

export interface CacheLayerRecord {
  name: string;
  /** The host folder the layer is read from, never written. */
  source: string;
  /** Where the tools see it, relative to the run's cache folder. */
  target: string;
  /** overlay: a read-only lower layer under a per-run upper one; copy: a copy made for the run. */
  strategy: "overlay" | "copy";
}

export interface CacheInfo {
  mode: CacheMode;
  layers: CacheLayerRecord[];
  /** Trusted caches that were not used, and why. */
  skipped: string[];
}

export interface FrameworkInfo {
  id: string;
  name: string;
  /** Why this framework was chosen ("explicit input", "pytest.ini present", ...). */
  reason: string;
  /**
   * Since 1.7.0, when there is one: how what ran may differ from the project's own test
   * command (its `npm test` runs more than one plain framework command, which testcage
   * does not follow), so counts that differ from it are explained.
   */
  notes?: string[];
}

export type { Coverage } from "./coverage-model.js";

export interface RunResult {
  version: string;
  status: RunStatus;
  /** One line a person reads first; for `error` it says what to do. */
  message: string;
  framework: FrameworkInfo | null;
  sandbox: SandboxInfo | null;
  summary: Summary;
  /**
   * The tests; when `testStore` is set (a report-only run of more tests than it keeps in
   * memory, docs/architecture.md §6), only the failures held in memory. Read every test
   * through `allTests`.
   */
  tests: TestResult[];
  /** Every test, read back from disk in order; never written to results.json as such. */
  testStore?: StoredTests;
  errors: RunError[];
  command: string[] | null;
  exit_code: number | null;
  started_at: string;
  finished_at: string;
  /** Repo-relative working directory the tests ran in ("." for the repo root). */
  working_directory: string;
  logs: { stdout: string; stderr: string; truncated: boolean };
  tool: { name: "testcage"; version: string };
  /** Present when coverage was asked for: the coverage tool's figures, normalized (coverage/model.ts). */
  coverage?: import("./coverage-model.js").Coverage | null;
  /** Only for report-paths runs (nothing was run): the report files the tests were read from. */
  report_files?: ReportFileInfo[];
  /** Present when a base results.json was given (compare.ts): what changed since that run. */
  comparison?: Comparison | null;
  /** Where the tests came from (since 1.3.0): the project's own, or a trusted folder (tests-from). */
  trust?: TrustInfo;
  /** A sharded run (--shard K/N): which slice of the test files ran (docs/scale.md). */
  shard?: ShardInfo;
  /** A merged result (testcage merge): the inputs it was built from (docs/scale.md). */
  merged?: MergeInfo;
  /** Since 1.5.0, with --result-cache: whether this result came from the cache, and its key (result-cache.ts). */
  cache?: ResultCacheInfo;
  /** Since 1.5.0, with --retries: what was run again (retries.ts). */
  retries?: RetryInfo;
  /** Since 1.5.0: in-suite parallelism as planned (option parallel). */
  parallel?: ParallelInfo;
  /** Since 1.5.0: the SCBench checkpoint that ran (--checkpoint), its files relative to working_directory. */
  checkpoint?: { name: string; number: number; include_prior: boolean; files: string[] };
  /** Since 1.5.0, with --checkpoint or --groups: counts per group by SCBench's priority rules (checkpoints.ts). */
  groups?: Record<string, { total: number; passed: number; failed: number; errored: number; skipped: number }>;
}

export interface ResultCacheInfo {
  /** true: nothing ran; this is the result stored under `key` by an earlier run. */
  hit: boolean;
  /** null: the run could not be keyed (see note). */
  key: string | null;
  /** Why a lookup or a store did not happen as expected (an unusable entry, a project too large to hash). */
  note?: string;
}

export interface RetryInfo {
  /** The most reruns asked for (--retries N). */
  max: number;
  /** Each rerun: how many failed tests it ran and how they ended. */
  reruns: { attempt: number; tests: number; passed: number; failed: number; problems: string[] }[];
  /** Why failed tests were not run again, when they were not. */
  note?: string;
}

/** The K-th (1-based index) of N slices of the suite's test files. */
export interface ShardInfo {
  index: number;
  total: number;
}

/** What `testcage merge` read. */
export interface MergeInfo {
  inputs: {
    /** The file as given on the command line. */
    source: string;
    status: RunStatus;
    framework: string | null;
    total: number;
    duration_ms: number;
    shard?: ShardInfo;
  }[];
  /** The inputs' durations added up (summary.duration_ms is the longest: the wall time of parallel shards). */
  duration_sum_ms: number;
}

/** Where the tests and the framework configuration came from (trusted-tests.ts). */
export type TrustInfo =
  | { mode: "project"; notes: string[] }
  | {
      mode: "trusted-tests";
      /** The trusted folder as the user gave it. */
      tests_from: string;
      trusted_files: number;
      /** The project's files removed before the trusted folder was laid over it (at most 200 listed). */
      removed: string[];
      removed_count: number;
      notes: string[];
    };

/**
 * This run against a base run (the base branch's latest), by test id. Lists hold
 * at most 1000 ids each; `counts` are exact.
 */
export interface Comparison {
  base: {
    /** Where the base results came from, for people: a file name or "main, run 123". */
    source: string;
    status: RunStatus;
    started_at: string;
    total: number;
    /** Failed and errored tests of the base run. */
    failed: number;
  };
  counts: { new_failures: number; fixed: number; still_failing: number; added: number; removed: number };
  /** Failing here; passed, skipped or absent in the base. */
  new_failures: string[];
  /** Failing in the base, passing here. */
  fixed: string[];
  still_failing: string[];
  /** Only in this run. */
  added: string[];
  /** Only in the base run. */
  removed: string[];
}

/** One report file a report-paths run read. */
export interface ReportFileInfo {
  /** Repo-relative path. */
  path: string;
  /** testcage: a results.json of an earlier run (a matrix leg), merged into this one. */
  format: "junit" | "trx" | "testcage";
  /** Test cases read from it. */
  tests: number;
}
