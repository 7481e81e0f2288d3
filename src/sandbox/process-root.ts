// The process sandbox as root (process.ts): the install and the tests run as
// nobody in namespaces root makes, where a folder nobody cannot cross shows only
// what the run needs, and the project copy and the path-keyed cache layers
// (path-mirror.ts) appear at the runner's own paths.

import { statSync } from "node:fs";
import { chmod, mkdir, stat } from "node:fs/promises";
import { delimiter, isAbsolute, join, sep } from "node:path";
import { COVER_FUNCTION, keptFolders, tmpAwareCovers } from "./cover-script.js";
import type { Mirror } from "./path-mirror.js";
import { chownTree, type Workspace } from "./workspace.js";

/** The install phase's egress folder (its proxy's socket) in the workspace root. */
export const EGRESS_DIR = "egress";

/** nobody: the uid (and gid) the install and the tests run as when testcage runs as root. */
export const PROCESS_TEST_UID = 65534;

/** setpriv's arguments that turn root into PROCESS_TEST_UID, with no capabilities and no way back. */
export function dropRoot(setpriv: string): string[] {
  const id = String(PROCESS_TEST_UID);
  return [setpriv, `--reuid=${id}`, `--regid=${id}`, "--clear-groups", "--inh-caps=-all", "--no-new-privs", "--"];
}

/**
 * As root: the namespaces root makes itself (no user namespace: the uid must
 * stay a real one to be dropped). The setup script then runs as root in them.
 * An IPC namespace of its own: SysV objects and message queues one run makes
 * (as nobody, like every run's) are gone with it, never seen by another.
 */
export function rootNamespaces(net: boolean): string[] {
  return ["unshare", "--mount", ...(net ? ["--net"] : []), "--ipc", "--pid", "--fork", "--mount-proc", "--kill-child"];
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
 * Before the views, each "@bind FROM AT" shows a folder at the runner's own path
 * (path-mirror.ts: the project copy over the project, a merged cache layer over the
 * runner's cache, so the original stays out of view), and "@cd DIR" is where "$@"
 * starts (with PWD set: Go takes a package's folder from it). First, each "@hide DIR"
 * covers a folder with an empty read-only tmpfs: the checkout's .git (its config can
 * hold the checkout token), which nobody could otherwise read at its own path.
 * Args: net (1/0), stage dir, uid, the "@hide" and "@hidefile" pairs, an optional "@tmp" pair
 * (the folder shown at /tmp), the "@cover" and "@keep" pairs, the "@bind" triples, an optional "@cd" pair,
 * then for each covered folder "@view" FOLDER and its MODE PATH pairs, "--", argv.
 */
/** The marker a failed set-up (ROOT_SETUP, or process-user.ts's USER_SETUP) writes on stderr before exit 125. */
export const SETUP_FAILED = "@@testcage-setup-failed";

export const ROOT_SETUP = [
  // Root runs mount, cp and the rest from the system folders only: the run's PATH may
  // name folders of the copy (node_modules/.bin), which the @binds below put in place
  // and nobody writes. The tests get their PATH back.
  'P="$PATH"; PATH=/usr/sbin:/usr/bin:/sbin:/bin; export PATH',
  'net="$1"; s="$2"; u="$3"; shift 3; v=""; d=""; pt=""; cv=""; kept=""',
  "NL='\n'",
  `fail() { echo "${SETUP_FAILED} $1" >&2; exit 125; }`,
  COVER_FUNCTION,
  // A view over a folder holding the stage (the workspace root) keeps an empty stage for the next view.
  'flush() { [ -z "$v" ] || { case "$s" in "$v"/*) mkdir -p "$s/${s#"$v"/}";; esac; mount --move "$s" "$v"; } || fail "putting the view of $v in place failed"; }',
  '[ "$net" = 1 ] && { ip link set lo up 2>/dev/null || fail "ip link set lo up failed"; }',
  // POSIX shared memory is files in /dev/shm, which every run's nobody may write: a run's own.
  '[ ! -d /dev/shm ] || mount -t tmpfs -o mode=1777,nosuid,nodev testcage-shm /dev/shm || fail "mounting a tmpfs on /dev/shm failed"',
  'while [ "$1" = @hide ]; do mount -t tmpfs -o ro,mode=0755,size=4k,nosuid,nodev,noexec testcage-hidden "$2" || fail "hiding $2 failed"; shift 2; done',
  // A socket or a file cannot take a tmpfs: /dev/null over it (connect() is refused, a read is empty).
  // A socket gone since it was found (its service stopped) needs no cover.
  'while [ "$1" = @hidefile ]; do [ ! -e "$2" ] || mount --bind /dev/null "$2" || [ ! -e "$2" ] || fail "hiding $2 failed"; shift 2; done',
  '[ "$1" != @tmp ] || { pt="$2"; shift 2; }',
  'while [ "$1" = @cover ]; do cv="$cv$2$NL"; shift 2; done',
  'while [ "$1" = @keep ]; do kept="$kept$2$NL"; shift 2; done',
  'while [ "$1" = @bind ]; do mount --rbind "$2" "$3" || fail "showing $2 at $3 failed"; shift 3; done',
  '[ "$1" != @cd ] || { d="$2"; shift 2; }',
  'while [ "$1" != -- ]; do',
  '  if [ "$1" = @view ]; then flush; v="$2"; shift 2; mount -t tmpfs -o mode=0755,size=1m,nosuid,nodev testcage-view "$s" || fail "mounting a tmpfs on $s failed"; continue; fi',
  '  m="$1"; p="$2"; shift 2; [ -d "$p" ] || continue; r="$s/${p#"$v"/}"',
  '  mkdir -p "$r" && mount --rbind "$p" "$r" || fail "binding $p failed"',
  '  [ "$m" = rw ] || mount -o remount,bind,ro "$r" || fail "making $p read-only failed"',
  '  [ "$m" = rw ] || [ ! -d "$p/shims" ] || { mount -t tmpfs -o mode=0755,size=16m,nosuid,nodev testcage-shims "$r/shims" && cp -a "$p/shims/." "$r/shims/" && chown -R "$u:$u" "$r/shims"; } || fail "copying $p/shims failed"',
  "done",
  "flush; shift",
  // After the views: a toolchain's root shown whole (the runner's _work with its _tool) may hold RUNNER_TEMP.
  "cover",
  '[ -z "$d" ] || { cd "$d" && PWD="$d" && export PWD; } || fail "cd $d failed"',
  'PATH="$P"; export PATH',
  '"$@"',
].join("\n");

/** What a process-sandbox phase runs in as root: the namespaces' views for nobody. */
export interface RootView {
  /** An empty folder of the workspace each view is assembled on. */
  stage: string;
  /** The run's own folders (the copy, reports, HOME, TMP, cache, the mirrors' paths): reachable read-write. */
  rw: string[];
  /** The run's folders the phases read but never write (the harness): reachable read-only. */
  ro: string[];
  /** Folders shown at the runner's own paths (path-mirror.ts), bound before the views. */
  binds: Mirror[];
  /** Folders covered by an empty read-only tmpfs, before the binds. */
  hide: string[];
  /** Files and sockets covered by /dev/null (runner-secrets.ts). */
  hideFiles: string[];
  /** Folders covered after the views (RUNNER_TEMP), but for what the run needs under them (cover-script.ts). */
  closed: string[];
  /**
   * The run's own temp folder, shown at /tmp (the run's folders and those its environment
   * names under /tmp shown again at their paths): what the tests write to /tmp is the
   * run's and goes with it, and nothing another run or the runner left there is seen.
   */
  tmp: string | null;
  /** Where the phase starts: the project's own path when it is mirrored; null: the spawn's cwd. */
  cwd: string | null;
}

/** ROOT_SETUP's arguments for a view, up to the "--" before the argv. */
export function rootSetupArgs(view: RootView, env: Record<string, string>, net: boolean, uid: number): string[] {
  const { cover, over } = tmpAwareCovers(view.closed, view.tmp !== null);
  return [
    net ? "1" : "0",
    view.stage,
    String(uid),
    ...view.hide.flatMap((h) => ["@hide", h]),
    ...view.hideFiles.flatMap((f) => ["@hidefile", f]),
    ...(view.tmp === null ? [] : ["@tmp", view.tmp]),
    ...cover.flatMap((c) => ["@cover", c]),
    ...keptFolders(
      [...view.rw, ...view.ro, ...view.binds.map((b) => b.at)],
      Object.values(env).flatMap((v) => v.split(delimiter).filter((p) => isAbsolute(p))),
      over,
    ).flatMap((k) => ["@keep", k]),
    ...view.binds.flatMap((b) => ["@bind", b.from, b.at]),
    ...(view.cwd ? ["@cd", view.cwd] : []),
    ...viewArgs(env, [...view.rw, ...view.binds.map((b) => b.at)], dirMode, view.ro),
  ];
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
 * ("ro"), and `ro`'s folders read-only. As ROOT_SETUP's arguments.
 */
export function viewArgs(
  env: Record<string, string>,
  rw: readonly string[],
  mode: (dir: string) => number | null = dirMode,
  ro: readonly string[] = [],
): string[] {
  const inside = (p: string, dir: string): boolean => p === dir || p.startsWith(dir + sep);
  const views = new Map<string, Map<string, "ro" | "rw">>();
  const own = [...rw, ...ro];
  // A folder of the run's own (rw, or ro given by name) is shown itself; a folder an
  // environment value names, as the top folder under the blocking one (a toolchain's root).
  const need = (path: string, how: "ro" | "rw", itself: boolean): void => {
    const block = blockingFolder(path, mode);
    if (!block) return;
    let under = itself ? path : join(block, path.slice(block.length).split(sep).filter(Boolean)[0] ?? "");
    if (under === block) return;
    if (!itself && own.some((o) => o.startsWith(under + sep))) {
      // A folder holding the run's own is never shown whole. The workspace root (closed
      // to others) shows nothing more; a toolchain's root that holds a cache layer shown
      // at the runner's path (~/.cargo with its registry, ~/go with pkg/mod) shows the
      // folder the value names (~/.cargo/bin) beside it, or cargo and go are not found.
      const m = mode(under);
      if (m === null || (m & 0o001) === 0 || own.some((o) => inside(o, path))) return;
      under = path;
    }
    const view = views.get(block) ?? new Map<string, "ro" | "rw">();
    if (view.get(under) !== "rw") view.set(under, how);
    views.set(block, view);
  };
  const theRuns = (p: string): boolean => rw.some((o) => inside(p, o));
  for (const p of rw) need(p, "rw", true);
  for (const p of ro) if (!theRuns(p)) need(p, "ro", true);
  for (const value of Object.values(env)) {
    for (const p of value.split(delimiter)) if (isAbsolute(p) && !theRuns(p)) need(p, "ro", false);
  }
  return [...views].flatMap(([block, paths]) => [
    "@view",
    block,
    ...[...paths].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([path, how]) => [how, path]),
  ]);
}

/**
 * As root: the run's writable folders become nobody's. The workspace root stays
 * root's and private (mode 700), so nobody outside this run's namespaces reaches
 * anything in it: a concurrent run's tests (nobody too) cannot rewrite this run's
 * copy or reports, or swap its egress socket or read-only harness. Inside, the
 * view over the root (ROOT_SETUP) shows this run's own folders and nothing else.
 * A kept cache that earlier runs (as root) left is handed over whole, once.
 */
export async function handToTestUid(ws: Workspace, cache: string): Promise<RootView> {
  await chmod(ws.root, 0o700);
  const mine = [ws.project, ws.reports, ws.home, ws.tmp];
  if ((await stat(cache)).uid !== PROCESS_TEST_UID || cache.startsWith(ws.root + sep)) mine.push(cache);
  await chownTree(mine, PROCESS_TEST_UID, PROCESS_TEST_UID);
  const stage = join(ws.root, ".view");
  await mkdir(stage);
  // The egress folder is made by the install phase (egress.ts); a view skips a folder not there yet.
  const rw = [ws.project, ws.reports, ws.home, ws.tmp, join(ws.root, EGRESS_DIR), cache];
  // Starting in the copy through the view: a path the tests take from their cwd is one they can reach.
  return { stage, rw, ro: [ws.harness], binds: [], hide: [], hideFiles: [], closed: [], tmp: ws.tmp, cwd: ws.project };
}
