// The process sandbox: no container. The project is copied to a private temp
// folder (without .git), the environment is rebuilt from an allow-list, the run
// gets its own process group, and, where the kernel allows unprivileged user
// namespaces, its own network namespace (loopback only) and PID namespace, so
// killing the namespace's init removes every process the tests started. The
// install phase gets network and PID namespaces too: its only way out is the
// egress proxy (install()), and nothing it starts, a postinstall's detached
// daemon included, outlives it.
// Never root: when testcage runs as root, the install and the tests run as
// nobody (PROCESS_TEST_UID) with no_new_privs, in namespaces root makes, where
// root's home shows only the toolchains the run's PATH names (read-only) and the
// run's own folders (see confine()). As any other user they run as that user,
// with no_new_privs where setpriv exists, so setuid programs (sudo) cannot raise
// them. It cannot stop the tests from reading or writing files that user can;
// results.json says so in sandbox.isolation.notes.

import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { basename, delimiter, isAbsolute, join } from "node:path";
import type { ReportContent, SandboxPaths } from "../core/adapter-types.js";
import type { CacheInfo, InstallIsolation, Isolation } from "../core/model.js";
import { applyCacheLayers, type AppliedLayers } from "./cache-layers.js";
import { cacheRoot, makeCacheDir, projectCache } from "./cache-dir.js";
import { forwarderArgs, openEgress, proxiedInstall, unproxiedInstall, withProxy } from "./egress.js";
import { baseEnvironment } from "./environment.js";
import {
  confine,
  handToTestUid,
  namespacesAvailable,
  PROCESS_TEST_UID,
  runningAsRoot,
  setprivPath,
  SETUP_FAILED,
  type RootView,
} from "./process-confine.js";
import { runProcess } from "./run-process.js";
import {
  SandboxUnavailableError,
  type InstallRequest,
  type OpenOptions,
  type PhaseOutcome,
  type RunRequest,
  type Sandbox,
  type SandboxSession,
} from "./types.js";
import { collectReports, createWorkspace, removeWorkspace, writeHarness, type Workspace } from "./workspace.js";

/**
 * Starts the forwarder in the background, waits (up to 20 s) for its ready file,
 * then runs the install command. Args: node, the forwarder's four, the command.
 */
const FORWARD_THEN_RUN = [
  'node="$1"; script="$2"; port="$3"; sock="$4"; ready="$5"; shift 5',
  '"$node" "$script" "$port" "$sock" "$ready" </dev/null >/dev/null 2>&1 &',
  "i=0",
  'while [ ! -f "$ready" ]; do',
  "  i=$((i + 1))",
  '  [ "$i" -le 400 ] || { echo "testcage: the install\'s egress forwarder did not start" >&2; exit 125; }',
  "  sleep 0.05",
  "done",
  'exec sh -c "$1"',
].join("\n");

/** The variable naming the forwarder's node, so a view for nobody includes its folder. */
const FORWARDER_NODE = "TESTCAGE_FORWARDER_NODE";

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
    cacheDir: string,
    private readonly isolated: boolean,
    /** As root: how the phases see root's home (confine()); null otherwise. */
    private readonly root: RootView | null,
    private readonly layers: AppliedLayers | null,
    readonly cache: CacheInfo,
  ) {
    this.paths = { project: ws.project, reports: ws.reports, harness: ws.harness, cache: cacheDir };
  }

  private env(extra: Record<string, string>): Record<string, string> {
    return { ...baseEnvironment(process.env, this.ws.home, this.ws.tmp), ...extra };
  }

  private confined(argv: readonly string[], env: Record<string, string>, net: boolean): string[] {
    return confine(argv, env, { net, namespaces: this.isolated, root: this.root });
  }

  /** A set-up that failed as root (ROOT_SETUP) is the sandbox's failure, not the project's. */
  private setupProblem(outcome: PhaseOutcome): PhaseOutcome {
    const line = outcome.stderr.text.split("\n").find((l) => l.startsWith(`${SETUP_FAILED} `));
    if (outcome.exitCode !== 125 || !line) return outcome;
    throw new SandboxUnavailableError(
      `the process sandbox could not set up the run as uid ${PROCESS_TEST_UID}: ${line.slice(SETUP_FAILED.length + 1)}`,
    );
  }

  /**
   * The install phase, in network and PID namespaces of its own: its only way out
   * is the forwarder (the host's node, started first in the namespace) to the
   * egress proxy's socket, so it reaches the registries and nothing else; the
   * PID namespace ends whatever it started (a postinstall's daemon) when it ends.
   * Without namespaces it has the host's network, and results.json says so.
   */
  async install(command: string, req: InstallRequest): Promise<PhaseOutcome> {
    if (!this.isolated) {
      const env = this.env(req.env);
      const outcome = await runProcess({
        argv: this.confined(["sh", "-c", command], env, false),
        cwd: this.paths.project,
        env,
        limits: req.limits,
        ...(req.signal ? { signal: req.signal } : {}),
      });
      const installIsolation: InstallIsolation = unproxiedInstall(
        "host",
        "no namespaces on this machine: the install had the host's network, unfiltered",
      );
      return { ...this.setupProblem(outcome), installIsolation };
    }
    const egress = await openEgress(join(this.ws.root, "egress"), req.allowHosts);
    try {
      // The node that runs testcage runs the forwarder; its folder is named so a view for nobody includes it.
      const env = { ...this.env(withProxy(req.env)), [FORWARDER_NODE]: process.execPath };
      const outcome = await runProcess({
        argv: this.confined(
          [
            "sh",
            "-c",
            FORWARD_THEN_RUN,
            "testcage",
            process.execPath,
            ...forwarderArgs(egress.dir, egress.dir),
            command,
          ],
          env,
          true,
        ),
        cwd: this.paths.project,
        env,
        limits: req.limits,
        ...(req.signal ? { signal: req.signal } : {}),
      });
      const method = `unshare ${this.root ? "" : "--user "}--net --pid (loopback only) to testcage's egress proxy`;
      return { ...this.setupProblem(outcome), installIsolation: proxiedInstall(method, egress.proxy, req.allowHosts) };
    } finally {
      await egress.proxy.close();
    }
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
    const outcome = await runProcess({
      argv: this.confined(inv.argv, env, true),
      cwd: this.paths.project,
      env,
      limits: req.limits,
      ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
      ...(streamReport ? { stdoutFile: join(this.paths.reports, streamReport.file) } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
    });
    this.setupProblem(outcome);
    return { outcome, reports: await collectReports(this.paths.reports, inv.reports, req.limits.reportCapBytes) };
  }

  async close(): Promise<void> {
    await this.layers?.release();
    await removeWorkspace(this.ws);
  }
}

export const processSandbox: Sandbox = {
  kind: "process",

  async isolation(outputCapBytes: number): Promise<Isolation> {
    const ns = namespacesAvailable();
    const root = runningAsRoot();
    const nnp = setprivPath() !== null;
    const notes = [
      root
        ? `No container: testcage runs as root, so the install and the tests run as uid ${PROCESS_TEST_UID} (nobody) with no_new_privs; a folder nobody cannot cross on the way to the run's folders or the toolchains its PATH names (root's home) shows them only those, the toolchains read-only. They can read and write whatever that uid can outside the copy.`
        : "No container: the tests run as the runner's user and can read and write whatever that user can outside the copy.",
      nnp
        ? "no_new_privs (setpriv): setuid programs such as sudo cannot raise the install's or the tests' privileges."
        : "setpriv (util-linux) is not installed, so no_new_privs is not set: setuid programs such as sudo keep working for the tests.",
      // Said, not silently ignored: the disk option applies where there is a container to cap.
      "Disk writes are not capped: the disk option applies to the docker and service sandboxes.",
    ];
    if (!ns)
      notes.push(
        "User namespaces are not available here, so the tests had the host's network and processes they or the install detached (setsid) may outlive the run.",
      );
    return {
      network: ns ? "none" : "host",
      network_method: ns ? `unshare ${root ? "" : "--user "}--net --pid (loopback only)` : null,
      filesystem: "temp-copy",
      environment: "scrubbed",
      process_group: true,
      uid: root ? PROCESS_TEST_UID : (process.getuid?.() ?? null),
      no_new_privs: nnp,
      output_cap_bytes: outputCapBytes,
      notes,
    };
  },

  async open(projectDir: string, opts: OpenOptions): Promise<SandboxSession> {
    const root = runningAsRoot();
    if (root && !namespacesAvailable()) {
      // Never run the project as root: say what is missing instead.
      throw new SandboxUnavailableError(
        setprivPath()
          ? `testcage runs as root, and the process sandbox then runs the install and the tests as uid ${PROCESS_TEST_UID} in namespaces of their own, but unshare --mount --net --pid with setpriv failed here; run testcage as a non-root user or use the docker sandbox`
          : `testcage runs as root, and the process sandbox then runs the install and the tests as uid ${PROCESS_TEST_UID} with no_new_privs through setpriv, which is not installed (util-linux); install it, run testcage as a non-root user, or use the docker sandbox`,
      );
    }
    const ws = await createWorkspace(projectDir);
    const cache = opts.cache === "project" ? projectCache(cacheRoot(), projectDir) : join(ws.root, "cache");
    let view: RootView | null = null;
    let layers: AppliedLayers | null = null;
    try {
      await makeCacheDir(cache, opts.cache);
      if (root) view = await handToTestUid(ws, cache);
      if (opts.cache === "run" && opts.layers?.length) {
        // The upper layers in a folder only root may enter (ws.root is 711).
        const owner = root ? { uid: PROCESS_TEST_UID, gid: PROCESS_TEST_UID } : null;
        layers = await applyCacheLayers(opts.layers, cache, join(ws.root, ".cache-layers"), owner);
      }
    } catch (err) {
      // No session exists yet whose close would remove the workspace.
      await layers?.release();
      await removeWorkspace(ws);
      throw err;
    }
    const info: CacheInfo = { mode: opts.cache, layers: layers?.layers ?? [], skipped: layers?.skipped ?? [] };
    return new ProcessSession(ws, cache, namespacesAvailable(), view, layers, info);
  },
};
