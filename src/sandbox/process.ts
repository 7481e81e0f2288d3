// The process sandbox: no container. The project is copied to a private temp
// folder (without .git), the environment is rebuilt from an allow-list, the run
// gets its own process group, and, where the kernel allows unprivileged user
// namespaces, its own network namespace (loopback only) and PID namespace, so
// killing the namespace's init removes every process the tests started.
// It cannot stop the tests from reading or writing files the runner's user can;
// results.json says so in sandbox.isolation.notes.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, delimiter, isAbsolute, join } from "node:path";
import type { ReportContent, SandboxPaths } from "../frameworks/types.js";
import type { Isolation } from "../model.js";
import { baseEnvironment } from "./environment.js";
import { runProcess } from "./run-process.js";
import {
  SandboxUnavailableError,
  type OpenOptions,
  type PhaseOutcome,
  type RunRequest,
  type Sandbox,
  type SandboxSession,
} from "./types.js";
import { collectReports, createWorkspace, removeWorkspace, writeHarness, type Workspace } from "./workspace.js";

const NAMESPACE_PREFIX = [
  "unshare",
  "--user",
  "--map-root-user",
  "--net",
  "--pid",
  "--fork",
  "--mount-proc",
  "--kill-child",
];
// Brings loopback up, so tests that serve on localhost work as they do in docker's
// "none" network, then runs the command as a CHILD: this shell stays the PID
// namespace's init. The init of a namespace ignores every signal it has no handler
// for, from inside (a test killing itself, c8 re-raising the signal its mocha
// died of) and from outside (the timeout's SIGINT): as init, the test command
// would survive a SIGKILL it sent itself and exit 0. The shell passes on the
// command's status (128 + signal), and the group-wide signals reach the command.
const LOOPBACK_UP = ["sh", "-c", 'ip link set lo up 2>/dev/null; "$@"', "testcage"];

let namespaceProbe: boolean | undefined;

/** True when this machine lets us create user+net+pid namespaces (probed once per process). */
export function namespacesAvailable(): boolean {
  if (namespaceProbe === undefined) {
    const r = spawnSync(NAMESPACE_PREFIX[0]!, [...NAMESPACE_PREFIX.slice(1), "true"], {
      stdio: "ignore",
      timeout: 10_000,
    });
    namespaceProbe = r.status === 0;
  }
  return namespaceProbe;
}

export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  return join(env["XDG_CACHE_HOME"] ?? join(env["HOME"] ?? homedir(), ".cache"), "testcage");
}

/** Makes the run's cache folder; when it cannot be made the run is refused, saying what to change. */
export async function makeCacheDir(cacheDir: string, cache: "run" | "project"): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
  } catch (err) {
    const fix = cache === "project" ? "; point XDG_CACHE_HOME at a writable folder or use cache: run" : "";
    throw new SandboxUnavailableError(
      `the cache folder ${cacheDir} could not be made (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})${fix}`,
    );
  }
}

/**
 * Build caches (Go, jest) are kept per project: a run can only ever poison the
 * cache of later runs of the same project, never another project's.
 */
export function projectCache(root: string, projectDir: string): string {
  return join(root, createHash("sha256").update(projectDir).digest("hex").slice(0, 16));
}

async function programExists(program: string, pathVar: string, cwd: string): Promise<boolean> {
  const candidates = program.includes("/")
    ? [isAbsolute(program) ? program : join(cwd, program)]
    : pathVar
        .split(delimiter)
        .filter(Boolean)
        .map((d) => join(d, program));
  for (const c of candidates) {
    try {
      await access(c, constants.X_OK);
      return true;
    } catch {
      /* keep looking */
    }
  }
  return false;
}

class ProcessSession implements SandboxSession {
  readonly paths: SandboxPaths;

  constructor(
    private readonly ws: Workspace,
    cache: string,
    private readonly isolated: boolean,
  ) {
    this.paths = { project: ws.project, reports: ws.reports, harness: ws.harness, cache };
  }

  private env(extra: Record<string, string>): Record<string, string> {
    return { ...baseEnvironment(process.env, this.ws.home, this.ws.tmp), ...extra };
  }

  async install(command: string, req: Omit<RunRequest, "invocation" | "onStdoutLine">): Promise<PhaseOutcome> {
    // The install phase keeps the network: it fetches dependencies.
    return runProcess({
      argv: ["sh", "-c", command],
      cwd: this.paths.project,
      env: this.env(req.env),
      limits: req.limits,
      ...(req.signal ? { signal: req.signal } : {}),
    });
  }

  async test(req: RunRequest): Promise<{ outcome: PhaseOutcome; reports: Record<string, ReportContent> }> {
    const inv = req.invocation;
    await writeHarness(this.paths.harness, inv.harness);
    const env = this.env({ ...inv.env, ...req.env });
    if (inv.requires && !(await programExists(inv.requires.program, env["PATH"] ?? "", this.paths.project))) {
      const outcome: PhaseOutcome = {
        exitCode: null,
        signal: null,
        timedOut: false,
        cancelled: false,
        oom: false,
        stdout: { text: "", totalBytes: 0, truncated: false },
        stderr: { text: "", totalBytes: 0, truncated: false },
        durationMs: 0,
        spawnError: `${inv.requires.program.includes("/") ? inv.requires.program : `${basename(inv.requires.program)} (on PATH)`} was not found; ${inv.requires.hint}`,
      };
      return { outcome, reports: {} };
    }
    const streamReport = inv.reports.find((r) => r.fromStdout);
    const argv = this.isolated ? [...NAMESPACE_PREFIX, ...LOOPBACK_UP, ...inv.argv] : inv.argv;
    const outcome = await runProcess({
      argv,
      cwd: this.paths.project,
      env,
      limits: req.limits,
      ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
      ...(streamReport ? { stdoutFile: join(this.paths.reports, streamReport.file) } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
    });
    return { outcome, reports: await collectReports(this.paths.reports, inv.reports, req.limits.reportCapBytes) };
  }

  async close(): Promise<void> {
    await removeWorkspace(this.ws);
  }
}

export const processSandbox: Sandbox = {
  kind: "process",

  async isolation(outputCapBytes: number): Promise<Isolation> {
    const ns = namespacesAvailable();
    const notes = [
      "No container: the tests run as the runner's user and can read and write whatever that user can outside the copy.",
      // Said, not silently ignored: the disk option applies where there is a container to cap.
      "Disk writes are not capped: the disk option applies to the docker and service sandboxes.",
    ];
    if (!ns)
      notes.push(
        "User namespaces are not available here, so the tests had the host's network and processes they detached (setsid) may outlive the run.",
      );
    return {
      network: ns ? "none" : "host",
      network_method: ns ? "unshare --user --net --pid (loopback only)" : null,
      filesystem: "temp-copy",
      environment: "scrubbed",
      process_group: true,
      output_cap_bytes: outputCapBytes,
      notes,
    };
  },

  async open(projectDir: string, opts: OpenOptions): Promise<SandboxSession> {
    const ws = await createWorkspace(projectDir);
    const cache = opts.cache === "project" ? projectCache(cacheRoot(), projectDir) : join(ws.root, "cache");
    try {
      await makeCacheDir(cache, opts.cache);
    } catch (err) {
      // No session exists yet whose close would remove the workspace.
      await removeWorkspace(ws);
      throw err;
    }
    return new ProcessSession(ws, cache, namespacesAvailable());
  },
};
