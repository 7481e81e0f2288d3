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

import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { constants, existsSync, statSync } from "node:fs";
import { access, chmod, mkdir, stat } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, delimiter, isAbsolute, join, sep } from "node:path";
import type { ReportContent, SandboxPaths } from "../core/adapter-types.js";
import type { InstallIsolation, Isolation } from "../core/model.js";
import { forwarderArgs, openEgress, proxiedInstall, unproxiedInstall, withProxy } from "./egress.js";
import { baseEnvironment } from "./environment.js";
import { runProcess } from "./run-process.js";
import { applyCacheLayers, type AppliedLayers } from "./cache-layers.js";
import type { CacheInfo, CacheMode } from "../core/model.js";
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

/** nobody: the uid (and gid) the install and the tests run as when testcage runs as root. */
export const PROCESS_TEST_UID = 65534;

export const runningAsRoot = (): boolean => process.getuid?.() === 0;

let setprivProbe: string | null | undefined;

/** util-linux's setpriv, which sets no_new_privs and drops root; null where there is none. */
export function setprivPath(): string | null {
  if (setprivProbe === undefined) {
    const dirs = [...(process.env["PATH"] ?? "").split(delimiter), "/usr/bin", "/bin", "/usr/sbin", "/sbin"];
    setprivProbe = dirs.map((d) => join(d, "setpriv")).find((p) => isAbsolute(p) && existsSync(p)) ?? null;
  }
  return setprivProbe;
}

/** setpriv's arguments that turn root into PROCESS_TEST_UID, with no capabilities and no way back. */
function dropRoot(setpriv: string): string[] {
  const id = String(PROCESS_TEST_UID);
  return [setpriv, `--reuid=${id}`, `--regid=${id}`, "--clear-groups", "--inh-caps=-all", "--no-new-privs", "--"];
}

/**
 * As root: the namespaces root makes itself (no user namespace: the uid must
 * stay a real one to be dropped). The setup script then runs as root in them.
 */
function rootNamespaces(net: boolean): string[] {
  return ["unshare", "--mount", ...(net ? ["--net"] : []), "--pid", "--fork", "--mount-proc", "--kill-child"];
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
 * As root, in the run's new mount namespace: brings loopback up (test phase),
 * then makes the folders the run needs reachable for nobody. A folder nobody
 * cannot cross (root's home is commonly mode 700; a private TMPDIR too) is
 * covered by a small tmpfs that holds only what the run needs under it, bound
 * from the real ones: "ro" the toolchains the run's PATH and variables name
 * (e.g. ~/.pyenv, ~/.cargo), read-only; "rw" the run's own folders. What else
 * such a folder holds (.npmrc tokens, ssh keys) stays out of view. A
 * toolchain's shims folder (pyenv, rbenv, nodenv) becomes a throwaway copy of
 * nobody's: their rehash after an install (pip install under pyenv) writes
 * there and fails the install where it cannot. Then runs
 * "$@" (setpriv ... argv) as a child: this shell stays the PID namespace's init
 * (see LOOPBACK_UP). A failed step is said on stderr after SETUP_FAILED, exit
 * 125, before any of the project runs.
 * Args: net (1/0), stage dir, uid, then for each covered folder "@view" FOLDER and
 * its MODE PATH pairs, "--", argv.
 */
const ROOT_SETUP = [
  'net="$1"; s="$2"; u="$3"; shift 3; v=""',
  'fail() { echo "@@testcage-setup-failed $1" >&2; exit 125; }',
  'flush() { [ -z "$v" ] || mount --move "$s" "$v" || fail "putting the view of $v in place failed"; }',
  '[ "$net" = 1 ] && { ip link set lo up 2>/dev/null || fail "ip link set lo up failed"; }',
  'while [ "$1" != -- ]; do',
  '  if [ "$1" = @view ]; then flush; v="$2"; shift 2; mount -t tmpfs -o mode=0755,size=1m,nosuid,nodev testcage-view "$s" || fail "mounting a tmpfs on $s failed"; continue; fi',
  '  m="$1"; p="$2"; shift 2; [ -d "$p" ] || continue; r="$s/${p#"$v"/}"',
  '  mkdir -p "$r" && mount --rbind "$p" "$r" || fail "binding $p failed"',
  '  [ "$m" = rw ] || mount -o remount,bind,ro "$r" || fail "making $p read-only failed"',
  '  [ "$m" = rw ] || [ ! -d "$p/shims" ] || { mount -t tmpfs -o mode=0755,size=16m,nosuid,nodev testcage-shims "$r/shims" && cp -a "$p/shims/." "$r/shims/" && chown -R "$u:$u" "$r/shims"; } || fail "copying $p/shims failed"',
  "done",
  "flush; shift",
  '"$@"',
].join("\n");

/** What a process-sandbox phase runs in as root: the namespaces' views for nobody. */
interface RootView {
  /** An empty folder of the workspace each view is assembled on. */
  stage: string;
  /** The run's own folders (workspace, cache): reachable read-write. */
  rw: string[];
}

/** The topmost folder above `path` that nobody cannot cross (no x for others); null when none. */
export function blockingFolder(path: string, mode: (dir: string) => number | null): string | null {
  const parts = path.split(sep).filter(Boolean);
  let cur: string = sep;
  for (const part of parts.slice(0, -1)) {
    cur = join(cur, part);
    const m = mode(cur);
    if (m === null) return null;
    if ((m & 0o001) === 0) return cur;
  }
  return null;
}

function dirMode(dir: string): number | null {
  try {
    const st = statSync(dir);
    return st.isDirectory() ? st.mode : null;
  } catch {
    return null;
  }
}

/**
 * For each folder nobody cannot cross, what the run needs under it: the run's
 * own folders ("rw"), and the top folder under it of every absolute path in the
 * environment (PATH entries, RUSTUP_HOME, JAVA_HOME...) that is not the run's
 * ("ro"). As ROOT_SETUP's arguments.
 */
export function viewArgs(
  env: Record<string, string>,
  rw: readonly string[],
  mode: (dir: string) => number | null = dirMode,
): string[] {
  const inside = (p: string, dir: string): boolean => p === dir || p.startsWith(dir + sep);
  const views = new Map<string, Map<string, "ro" | "rw">>();
  const need = (path: string, how: "ro" | "rw"): void => {
    const block = blockingFolder(path, mode);
    if (!block) return;
    const under = how === "rw" ? path : join(block, path.slice(block.length).split(sep).filter(Boolean)[0] ?? "");
    if (under === block) return;
    const view = views.get(block) ?? new Map<string, "ro" | "rw">();
    if (view.get(under) !== "rw") view.set(under, how);
    views.set(block, view);
  };
  for (const p of rw) need(p, "rw");
  for (const value of Object.values(env)) {
    for (const p of value.split(delimiter)) {
      if (isAbsolute(p) && !rw.some((o) => inside(p, o))) need(p, "ro");
    }
  }
  return [...views].flatMap(([block, paths]) => [
    "@view",
    block,
    ...[...paths].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([path, how]) => [how, path]),
  ]);
}

/**
 * The argv a phase runs: under setpriv --no-new-privs where there is setpriv;
 * in a PID namespace (and for the test phase a network one, loopback only) where
 * the machine allows; as root, always in namespaces and as nobody.
 */
function confine(
  argv: readonly string[],
  env: Record<string, string>,
  opts: { net: boolean; namespaces: boolean; root: RootView | null },
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
      opts.net ? "1" : "0",
      opts.root.stage,
      String(PROCESS_TEST_UID),
      ...viewArgs(env, opts.root.rw),
      "--",
      ...dropRoot(setpriv!),
      ...argv,
    ];
  }
  const nnp = setpriv ? [setpriv, "--no-new-privs", "--"] : [];
  if (!opts.namespaces) return [...nnp, ...argv];
  const prefix = opts.net ? NAMESPACE_PREFIX : NAMESPACE_PREFIX.filter((a) => a !== "--net");
  // The install keeps the host's network: no loopback to bring up, but its command still runs as a child of init.
  const child = opts.net ? LOOPBACK_UP : ["sh", "-c", '"$@"', "testcage"];
  return [...prefix, ...child, ...nnp, ...argv];
}

/** Gives the run's writable folders to nobody (symlinks themselves, never their targets). */
function chownToTestUid(paths: readonly string[]): Promise<void> {
  const id = `${PROCESS_TEST_UID}:${PROCESS_TEST_UID}`;
  return new Promise((resolve, reject) => {
    const child = spawn("chown", ["-R", "-h", "-P", id, "--", ...paths], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new SandboxUnavailableError(`chown of the run's folders failed: ${err.trim()}`)),
    );
  });
}

/** The marker ROOT_SETUP writes before exit 125 when it could not set the run up. */
const SETUP_FAILED = "@@testcage-setup-failed";

export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  return join(env["XDG_CACHE_HOME"] ?? join(env["HOME"] ?? homedir(), ".cache"), "testcage");
}

/** Makes the run's cache folder; when it cannot be made the run is refused, saying what to change. */
export async function makeCacheDir(cacheDir: string, cache: CacheMode): Promise<void> {
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

/**
 * As root: the run's writable folders become nobody's; the workspace root stays
 * root's (mode 711: crossed, not listed or changed), so the read-only harness
 * folder cannot be swapped for another. A kept cache that earlier runs (as root)
 * left is handed over whole, once.
 */
async function handToTestUid(ws: Workspace, cache: string): Promise<RootView> {
  await chmod(ws.root, 0o711);
  const mine = [ws.project, ws.reports, ws.home, ws.tmp];
  if ((await stat(cache)).uid !== PROCESS_TEST_UID || cache.startsWith(ws.root + sep)) mine.push(cache);
  await chownToTestUid(mine);
  const stage = join(ws.root, ".view");
  await mkdir(stage);
  return { stage, rw: [ws.root, cache] };
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
