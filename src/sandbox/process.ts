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

import { spawnSync } from "node:child_process";
import { constants, existsSync } from "node:fs";
import { access, lstat, mkdir, readFile, realpath, rm } from "node:fs/promises";
import { basename, delimiter, dirname, isAbsolute, join, resolve } from "node:path";
import { sessionKeyringPrefix } from "./session-keyring.js";
import type { ReportContent, SandboxPaths } from "../core/adapter-types.js";
import type { InstallIsolation, Isolation } from "../core/model.js";
import { forwarderArgs, openEgress, proxiedInstall, unproxiedInstall, withProxy } from "./egress.js";
import { caTrustEnv } from "./ca-trust.js";
import { hostSockets, includedConfigFiles, runnerTempToCover, type SocketUser } from "./runner-secrets.js";
import { baseEnvironment } from "./environment.js";
import { runProcess } from "./run-process.js";
import { stdoutToFile, withStreamFile } from "./stream-file.js";
import { applyCacheLayers, type AppliedLayers } from "./cache-layers.js";
import { layerMirrors, mirrorable, pointAtMirrors, type EnvRewrite } from "./path-mirror.js";
import type { CacheInfo } from "../core/model.js";
import {
  SandboxUnavailableError,
  type InstallRequest,
  type OpenOptions,
  type PhaseOutcome,
  type RunRequest,
  type Sandbox,
  type SandboxSession,
} from "./types.js";
import { cacheRoot, makeCacheDir, projectCache } from "./cache-dir.js";
import { collectReports, createWorkspace, removeWorkspace, writeHarness, type Workspace } from "./workspace.js";
import {
  PROCESS_TEST_UID,
  ROOT_SETUP,
  dropRoot,
  EGRESS_DIR,
  handToTestUid,
  rootNamespaces,
  rootSetupArgs,
  SETUP_FAILED,
  type RootView,
} from "./process-root.js";
import {
  dropCapabilities,
  shimsFolders,
  USER_SETUP,
  userSetupArgs,
  userViewAvailable,
  privateTmp,
  type Covers,
} from "./process-user.js";

export { PROCESS_TEST_UID, blockingFolder, viewArgs } from "./process-root.js";
export { cacheRoot, makeCacheDir, projectCache } from "./cache-dir.js";

const NAMESPACE_PREFIX = [
  "unshare",
  "--user",
  "--map-root-user",
  "--mount",
  "--net",
  "--ipc",
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

export const runningAsRoot = (): boolean => process.getuid?.() === 0;

let setprivProbe: string | null | undefined;

/** Where root takes the programs it runs: never a PATH folder the checkout or a step may have put first. */
const SYSTEM_DIRS = ["/usr/sbin", "/usr/bin", "/sbin", "/bin"];

/**
 * util-linux's setpriv, which sets no_new_privs and drops root; null where there is none.
 * As root only from the system folders: root runs it, and a PATH may lead with the
 * workspace's node_modules/.bin or .venv/bin, whose files a pull request writes.
 */
export function setprivPath(): string | null {
  if (setprivProbe === undefined) {
    const dirs = [...(runningAsRoot() ? [] : (process.env["PATH"] ?? "").split(delimiter)), ...SYSTEM_DIRS];
    setprivProbe = dirs.map((d) => join(d, "setpriv")).find((p) => isAbsolute(p) && existsSync(p)) ?? null;
  }
  return setprivProbe;
}

let namespaceProbe: boolean | undefined;

/**
 * True when this machine lets us create user+net+pid namespaces (probed once per
 * process). As root: when the root namespaces and setpriv's drop to nobody work.
 */
export function namespacesAvailable(): boolean {
  if (namespaceProbe === undefined) {
    const setpriv = setprivPath();
    const argv = runningAsRoot()
      ? setpriv
        ? [...rootNamespaces(true), ...dropRoot(setpriv), "true"]
        : null
      : [...NAMESPACE_PREFIX, "true"];
    const r = argv ? spawnSync(argv[0]!, argv.slice(1), { stdio: "ignore", timeout: 10_000 }) : null;
    namespaceProbe = r?.status === 0;
  }
  return namespaceProbe;
}

/**
 * The argv a phase runs: under setpriv --no-new-privs where there is setpriv;
 * in a PID namespace (and for the test phase a network one, loopback only) where
 * the machine allows; as root, always in namespaces and as nobody.
 */
function confine(
  argv: readonly string[],
  env: Record<string, string>,
  opts: { net: boolean; namespaces: boolean; root: RootView | null; user: UserView | null },
): string[] {
  const setpriv = setprivPath();
  if (opts.root) {
    // open() refused the run already where these are missing.
    return [
      ...rootNamespaces(opts.net),
      "sh",
      "-c",
      ROOT_SETUP,
      "testcage",
      ...rootSetupArgs(opts.root, env, opts.net, PROCESS_TEST_UID),
      "--",
      ...dropRoot(setpriv!),
      ...argv,
    ];
  }
  const nnp = setpriv ? [setpriv, "--no-new-privs", "--"] : [];
  if (!opts.namespaces) return [...nnp, ...argv];
  const prefix = opts.net ? NAMESPACE_PREFIX : NAMESPACE_PREFIX.filter((a) => a !== "--net");
  if (opts.user)
    return [
      ...prefix,
      "sh",
      "-c",
      USER_SETUP,
      "testcage",
      ...userSetupArgs(opts.net, opts.user.rw, opts.user.hide, shimsFolders(env["PATH"] ?? "", opts.user.rw), {
        ...opts.user.covers,
        named: namedPaths(env),
      }),
      "--",
      ...dropCapabilities(setpriv!),
      ...argv,
    ];
  // The install keeps the host's network: no loopback to bring up, but its command still runs as a child of init.
  const child = opts.net ? LOOPBACK_UP : ["sh", "-c", '"$@"', "testcage"];
  return [...prefix, ...child, ...nnp, ...argv];
}

/** Without root (process-user.ts): what stays writable for the phases, and what is covered. */
interface UserView {
  rw: string[];
  hide: string[];
  covers: Omit<Covers, "named">;
}

/** The absolute paths a phase's environment names (PATH's entries, JAVA_HOME, GOROOT…). */
function namedPaths(env: Record<string, string>): string[] {
  return Object.values(env).flatMap((v) => v.split(delimiter).filter((p) => isAbsolute(p)));
}

/** True when the runner's user can have the read-only view (process-user.ts) here. */
function userView(): boolean {
  return !runningAsRoot() && namespacesAvailable() && userViewAvailable(NAMESPACE_PREFIX, setprivPath());
}

async function programExists(
  program: string,
  pathVar: string,
  cwd: string,
  onHost: (path: string) => string,
): Promise<boolean> {
  const candidates = program.includes("/")
    ? [isAbsolute(program) ? program : join(cwd, program)]
    : pathVar
        .split(delimiter)
        .filter(Boolean)
        .map((d) => join(d, program));
  for (const c of candidates) {
    try {
      await access(onHost(c), constants.X_OK);
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
    /** Without root: the read-only view of the runner's files (process-user.ts); null where there is none. */
    private readonly user: UserView | null,
    private readonly layers: AppliedLayers | null,
    readonly cache: CacheInfo,
    /** Variables pointed at the layers shown at the runner's paths (path-mirror.ts). */
    private readonly rewrites: readonly EnvRewrite[] = [],
  ) {
    // As root the copy may be shown at the project's own path (root.cwd); the spawns
    // still start in the copy (ws.project), and ROOT_SETUP moves there.
    const project = root?.cwd ?? ws.project;
    this.paths = { project, reports: ws.reports, harness: ws.harness, cache: cacheDir };
  }

  /**
   * Where a path the phases see is on the host: the copy the phases see at the
   * project's own path (path-mirror.ts) is ws.project out here, and the original at
   * that path is not what they run.
   */
  private onHost(path: string): string {
    const shown = this.paths.project;
    if (shown === this.ws.project) return path;
    if (path === shown) return this.ws.project;
    return path.startsWith(`${shown}/`) ? join(this.ws.project, path.slice(shown.length + 1)) : path;
  }

  private env(extra: Record<string, string>): Record<string, string> {
    return pointAtMirrors({ ...baseEnvironment(process.env, this.ws.home, this.ws.tmp), ...extra }, this.rewrites);
  }

  private confined(argv: readonly string[], env: Record<string, string>, net: boolean): string[] {
    return [
      ...(sessionKeyringPrefix() ?? []),
      ...confine(argv, env, { net, namespaces: this.isolated, root: this.root, user: this.user }),
    ];
  }

  /** A set-up that failed as root (ROOT_SETUP) is the sandbox's failure, not the project's. */
  private setupProblem(outcome: PhaseOutcome): PhaseOutcome {
    const line = outcome.stderr.text.split("\n").find((l) => l.startsWith(`${SETUP_FAILED} `));
    if (outcome.exitCode !== 125 || !line) return outcome;
    throw new SandboxUnavailableError(
      `the process sandbox could not set up the run ${this.root ? `as uid ${PROCESS_TEST_UID}` : "for the runner's user"}: ${line.slice(SETUP_FAILED.length + 1)}`,
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
      const env = this.env({ ...caTrustEnv(req.caTrust ?? []), ...req.env });
      const outcome = await runProcess({
        argv: this.confined(["sh", "-c", command], env, false),
        cwd: this.ws.project,
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
    const egress = await openEgress(join(this.ws.root, EGRESS_DIR), req.allowHosts);
    try {
      // The node that runs testcage runs the forwarder; its folder is named so a view for nobody includes it.
      // The runner's CA trust (ca-trust.ts): this sandbox sees the runner's files at their paths.
      const env = {
        ...this.env(withProxy({ ...caTrustEnv(req.caTrust ?? []), ...req.env })),
        [FORWARDER_NODE]: process.execPath,
      };
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
        cwd: this.ws.project,
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
    if (
      inv.requires &&
      !(await programExists(inv.requires.program, env["PATH"] ?? "", this.paths.project, (p) => this.onHost(p)))
    ) {
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
    // The reports folder is the run's, but the install phase ran as the tests' uid and
    // could leave something where this report goes (a link to a host file, a forged
    // report): removed, never followed, before the report is made.
    if (streamReport) await rm(join(this.paths.reports, streamReport.file), { recursive: true, force: true });
    // Written by the command itself, not read from a pipe and written again here
    // (stream-file.ts): the shell opens it as the tests' user, in their view.
    const stream = streamReport ? join(this.paths.reports, streamReport.file) : null;
    const { outcome, followed } = await withStreamFile(stream, req, (onLine) =>
      runProcess({
        argv: this.confined(stream ? stdoutToFile(stream, inv.argv) : inv.argv, env, true),
        cwd: this.ws.project,
        env,
        limits: req.limits,
        ...(onLine ? { onStdoutLine: onLine } : {}),
        ...(req.signal ? { signal: req.signal } : {}),
      }),
    );
    this.setupProblem(outcome);
    return {
      outcome,
      reports: await collectReports(this.paths.reports, inv.reports, req.limits.reportCapBytes, followed),
    };
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
        ? `No container: testcage runs as root, so the install and the tests run as uid ${PROCESS_TEST_UID} (nobody) with no_new_privs; a folder nobody cannot cross on the way to the run's folders or the toolchains its PATH names (root's home) shows them only those, the toolchains read-only. The run's own folders are in one only root may enter, so another run's tests (nobody too) cannot reach them, and /tmp is the run's own. They can read and write whatever that uid can elsewhere.`
        : userView()
          ? "No container: the install and the tests run as the runner's user, in user and mount namespaces where every file system but the run's own folders is read-only to them (the checkout, RUNNER_TEMP, the tool cache, the user's home), /tmp, /dev/shm and TMPDIR are the run's own and the checkout's .git is covered, with every capability dropped so they cannot remount it. They can read whatever that user can outside /tmp."
          : "No container: the tests run as the runner's user and can read and write whatever that user can outside the copy (this machine does not let that user make a read-only view: user and mount namespaces with capabilities in them, and setpriv, are needed).",
      nnp
        ? "no_new_privs (setpriv): setuid programs such as sudo cannot raise the install's or the tests' privileges."
        : "setpriv (util-linux) is not installed, so no_new_privs is not set: setuid programs such as sudo keep working for the tests.",
      // Said, not silently ignored: the disk option applies where there is a container to cap.
      "Disk writes are not capped: the disk option applies to the docker and service sandboxes.",
    ];
    if (!sessionKeyringPrefix())
      notes.push(
        "The install and the tests share testcage's session keyring (perl or the keyctl call is missing here): keys the runner keeps in it are theirs to read.",
      );
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
    let rewrites: EnvRewrite[] = [];
    try {
      await makeCacheDir(cache, opts.cache);
      if (root) view = await handToTestUid(ws, cache);
      if (opts.cache === "run" && opts.layers?.length) {
        // The upper layers in a folder only root may enter (ws.root is 700; the view shows nobody the merged cache only).
        const owner = root ? { uid: PROCESS_TEST_UID, gid: PROCESS_TEST_UID } : null;
        layers = await applyCacheLayers(opts.layers, cache, join(ws.root, ".cache-layers"), owner);
      }
      if (view) {
        // The mount namespace root makes can show the copy at the project's own path,
        // and a path-keyed layer at the runner's (path-mirror.ts): Go's build cache keys
        // then match the runner's own builds. Without root there is no such namespace.
        const reserved = [ws.root, cache];
        const covered = await runnerCovers(projectDir, { uid: PROCESS_TEST_UID, groups: [] });
        view.hide.push(...covered.gitDirs);
        view.closed.push(...covered.folders);
        view.hideFiles.push(...covered.files);
        // Only a path with no symlink on the way: mount follows one, and the copy (the
        // tests' to write) would be shown wherever it points.
        if (mirrorable(projectDir, reserved) && (await realpath(projectDir)) === projectDir) {
          view.binds.push({ from: ws.project, at: projectDir });
          view.cwd = projectDir;
        }
        if (layers && opts.layers) {
          const m = layerMirrors(opts.layers, layers.layers, cache, cache, [...reserved, projectDir]);
          // A stand-in's mount point: an empty folder where the tool would make it itself.
          // It stays: removing it could pull the mount from under a concurrent run's namespace.
          for (const b of m.mirrors) if (b.create) await mkdir(b.at).catch(() => undefined);
          view.binds.push(...m.mirrors);
          rewrites = m.rewrites;
        }
      }
    } catch (err) {
      // No session exists yet whose close would remove the workspace.
      await layers?.release();
      await removeWorkspace(ws);
      throw err;
    }
    const info: CacheInfo = { mode: opts.cache, layers: layers?.layers ?? [], skipped: layers?.skipped ?? [] };
    let user: UserView | null = null;
    if (userView()) {
      const covered = await runnerCovers(projectDir, {
        uid: process.getuid?.() ?? -1,
        groups: process.getgroups?.() ?? [],
      });
      user = {
        rw: cache.startsWith(`${ws.root}/`) ? [ws.root] : [ws.root, cache],
        hide: covered.gitDirs,
        covers: { tmp: privateTmp(ws.tmp), folders: covered.folders, files: covered.files },
      };
    }
    return new ProcessSession(ws, cache, namespacesAvailable(), view, user, layers, info, rewrites);
  },
};

/**
 * What of the runner both views cover (runner-secrets.ts): the checkout's .git folders,
 * RUNNER_TEMP, the files .git/config includes from elsewhere, and the sockets `user`
 * (the phases' user) may connect to.
 */
async function runnerCovers(
  projectDir: string,
  user: SocketUser,
): Promise<{ gitDirs: string[]; folders: string[]; files: string[] }> {
  const gitDirs = await checkoutGitFolders(projectDir);
  const folders = [runnerTempToCover(process.env, projectDir)].filter((f) => f !== null);
  return { gitDirs, folders, files: [...includedConfigFiles(gitDirs, folders), ...hostSockets(process.env, user)] };
}

/**
 * The .git folders of the checkout the project is in: its own and its ancestors'
 * (a working-directory below the repository's root), at their real paths. The copy
 * leaves .git out (workspace.ts), but nobody could still read the original's at its
 * own path, and actions/checkout keeps the job's token in its config. A `.git` file
 * (a worktree's, a submodule's) names its folder elsewhere, and a worktree's folder
 * names the main repository's (`commondir`), whose config holds the token: both are
 * covered (hostile case 34). A folder inside another found is covered with it.
 */
async function checkoutGitFolders(projectDir: string): Promise<string[]> {
  const found = new Set<string>();
  const add = async (path: string): Promise<string | null> => {
    const real = await realpath(path).catch(() => null);
    if (!real || !(await lstat(real).catch(() => null))?.isDirectory()) return null;
    found.add(real);
    return real;
  };
  let dir = await realpath(projectDir).catch(() => null);
  while (dir) {
    const git = join(dir, ".git");
    const st = await lstat(git).catch(() => null);
    if (st?.isDirectory()) found.add(git);
    else if (st?.isFile()) {
      const named = gitdirOf(await readFile(git, "utf8").catch(() => ""));
      const own = named && (await add(resolve(dir, named)));
      const common = own && (await readFile(join(own, "commondir"), "utf8").catch(() => "")).trim();
      if (own && common) await add(resolve(own, common));
    }
    const up = dirname(dir);
    dir = up === dir ? null : up;
  }
  return [...found].filter((f) => ![...found].some((o) => o !== f && f.startsWith(`${o}/`)));
}

/** The folder a `.git` file names (`gitdir: <path>`), or null. */
function gitdirOf(text: string): string | null {
  const m = /^gitdir:\s*(.+?)\s*$/m.exec(text);
  return m ? m[1]! : null;
}
