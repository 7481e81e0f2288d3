// One interface for every sandbox kind (docs/architecture.md §4): open a session on a copy of
// the project, run an invocation in it, collect reports and capped output, close.

import type { Invocation, ReportContent, SandboxPaths } from "../frameworks/types.js";
import type { ContainerInfo, InstallIsolation, Isolation, SandboxKind } from "../model.js";

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
  /** Set (to what happened) when the tests reached the run's disk cap. */
  diskLimit?: string | null;
  /** The install phase's network, as results.json states it (install phases only). */
  installIsolation?: InstallIsolation;
}

/** An install phase's request: the run's, plus the hosts its network may reach. */
export interface InstallRequest extends Omit<RunRequest, "invocation" | "onStdoutLine"> {
  /** Registries and install-allow-hosts: all the install's egress proxy lets through. */
  allowHosts: readonly string[];
}

export interface RunRequest {
  invocation: Invocation;
  /** Extra environment: names the user passed through, plus the adapter's. */
  env: Record<string, string>;
  limits: RunLimits;
  onStdoutLine?: (line: string) => void;
  signal?: AbortSignal;
}

export interface SandboxSession {
  paths: SandboxPaths;
  /** The optional install phase: writes dependencies into the copy, reaching only req.allowHosts. */
  install(command: string, req: InstallRequest): Promise<PhaseOutcome>;
  test(req: RunRequest): Promise<{ outcome: PhaseOutcome; reports: Record<string, ReportContent> }>;
  close(): Promise<void>;
}

/**
 * "run": build caches (Go, jest) start empty and go with the run, so nothing a run
 * writes can reach a later one. "project": they persist between runs of the same
 * project on this machine (faster; a hostile run can poison its own project's later runs).
 */
export type CacheMode = "run" | "project";

export interface OpenOptions {
  cache: CacheMode;
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
