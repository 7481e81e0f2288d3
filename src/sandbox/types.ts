// One interface for every sandbox kind (docs/architecture.md §4): open a session on a copy of
// the project, run an invocation in it, collect reports and capped output, close.

import type { Invocation, ReportContent, SandboxPaths } from "../core/adapter-types.js";
import type {
  CacheInfo,
  CacheMode,
  ContainerInfo,
  InstallIsolation,
  Isolation,
  RunnerToolchainRecord,
  SandboxKind,
} from "../core/model.js";
import type { CacheLayerSource } from "./cache-sources.js";
import type { CaTrust } from "./ca-trust.js";
import type { RunnerToolchain } from "./runner-toolchain.js";

export interface RunLimits {
  timeoutMs: number;
  /** Time between SIGINT and SIGKILL when the timeout fires or the run is cancelled. */
  graceMs: number;
  /** Bytes of each stream kept for logs (head and tail halves). */
  outputCapBytes: number;
  /** Largest report file read back. */
  reportCapBytes: number;
}

export interface PhaseOutput {
  text: string;
  totalBytes: number;
  truncated: boolean;
}

export interface PhaseOutcome {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  cancelled: boolean;
  oom: boolean;
  stdout: PhaseOutput;
  stderr: PhaseOutput;
  durationMs: number;
  /** Set when the program could not be started at all (ENOENT, EACCES). */
  spawnError: string | null;
  /** Set when the report testcage writes from the tests' output (stdoutFile) could not be written. */
  reportError?: string | null;
  /** Set (to what happened) when the tests reached the run's disk cap. */
  diskLimit?: string | null;
  /** Set when the container's pids limit refused a new process or thread: the limit and how many it refused. */
  pidsLimit?: { limit: number; refused: number } | null;
  /** The install phase's network, as results.json states it (install phases only). */
  installIsolation?: InstallIsolation;
}

/** An install phase's request: the run's, plus the hosts its network may reach. */
export interface InstallRequest extends Omit<RunRequest, "invocation" | "onStdoutLine" | "onStreamText"> {
  /** Registries and install-allow-hosts: all the install's egress proxy lets through. */
  allowHosts: readonly string[];
  /** The runner's CA trust (ca-trust.ts), for the sandboxes that see the runner's files (process, docker). */
  caTrust?: readonly CaTrust[];
}

export interface RunRequest {
  invocation: Invocation;
  /** Extra environment: names the user passed through, plus the adapter's. */
  env: Record<string, string>;
  limits: RunLimits;
  onStdoutLine?: (line: string) => void;
  /**
   * Takes the stream report's text as the command writes it, where the sandbox follows
   * that file (docker, process); onStdoutLine is then not called for it.
   */
  onStreamText?: (text: string) => void;
  signal?: AbortSignal;
}

export interface SandboxSession {
  paths: SandboxPaths;
  /** The optional install phase: writes dependencies into the copy, reaching only req.allowHosts. */
  install(command: string, req: InstallRequest): Promise<PhaseOutcome>;
  test(req: RunRequest): Promise<{ outcome: PhaseOutcome; reports: Record<string, ReportContent> }>;
  close(): Promise<void>;
  /** What the run's cache folder started from (set when the session opens). */
  readonly cache?: CacheInfo;
  /** docker: the runner's toolchain as the container shows it, when it runs in place of the image's. */
  readonly toolchain?: RunnerToolchainRecord;
  /**
   * docker: why the image's toolchain ran after all, once a phase found the runner's
   * would not run in the image (container-entry.ts).
   */
  readonly toolchainRefused?: string;
}

export interface OpenOptions {
  cache: CacheMode;
  /** cache: run: the trusted host caches to lay under the run's cache folder. */
  layers?: readonly CacheLayerSource[];
  /** docker (toolchain: runner): the runner's toolchain to show read-only in place of the image's. */
  toolchain?: RunnerToolchain;
}

export interface Sandbox {
  kind: SandboxKind;
  /** What this sandbox will actually apply on this machine (probed, not promised). */
  isolation(outputCapBytes: number): Promise<Isolation>;
  open(projectDir: string, opts: OpenOptions): Promise<SandboxSession>;
  /** The container and limits used, for container sandboxes. */
  container?: () => ContainerInfo | null;
}

/** Raised when a sandbox kind cannot work here; the engine reports it as a typed error. */
export class SandboxUnavailableError extends Error {
  constructor(
    message: string,
    readonly kind: "sandbox-unavailable" | "docker-unavailable" = "sandbox-unavailable",
  ) {
    super(message);
  }
}

/** Which sandbox the user asked for; "auto" picks the best one present. */
export const SANDBOX_KINDS = ["auto", "docker", "service", "process"] as const;
export type SandboxChoice = (typeof SANDBOX_KINDS)[number];

/** The container limits and choices the docker and service sandboxes take from the run's options. */
export interface ContainerOptions {
  /** null: the runner image for the detected language. */
  image: string | null;
  memory: string;
  /** null: as many as the machine has. */
  cpus: string | null;
  pidsLimit: number;
  tmpfsSize: string;
  runtime: "runc" | "runsc";
  /** Network of the test phase; "none" unless the user names a docker network. */
  network: string;
  /** The service sandbox's long-lived container. */
  container: string | null;
  /** Cap on what the tests may write to disk (project copy, reports, cache); null: "none", uncapped. */
  disk: string | null;
  /** docker: the runner's own toolchain for the language where it has one (runner), or always the image's. */
  toolchain: "runner" | "image";
  /**
   * Set when toolchain was not given and image was: whoever names an image chose its
   * Go, Node or JDK version, so the image's runs unless toolchain: runner says otherwise.
   */
  toolchainFromImage?: true;
}
