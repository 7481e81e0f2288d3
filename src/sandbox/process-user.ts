// The process sandbox without root (process.ts): the install and the tests are the
// runner's own user, so without more they could write whatever it can: the checkout
// later steps build from, the job's file-command files (GITHUB_ENV, GITHUB_PATH) in
// RUNNER_TEMP, the action's own code the post step runs, the tool cache, its files in
// /tmp. In the user and mount namespaces unshare makes, every mount but the run's own
// folders is made read-only for them, /tmp is the run's own temp folder (with the run's
// folders under /tmp shown at their paths in it), the checkout's .git is covered,
// /dev/shm is the run's own, and the capabilities the namespace gave are dropped before
// the project runs, so it cannot mount, unmount or remount its way back
// (docs/sandboxes.md, the process row; docs/architecture.md §4).

import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { basename, delimiter, isAbsolute } from "node:path";
import { COVER_FUNCTION, keptFolders, tmpAwareCovers } from "./cover-script.js";
import { SETUP_FAILED } from "./process-root.js";

/**
 * Runs as the namespace's root (the runner's user mapped to 0, with the namespace's
 * capabilities) and stays its PID namespace's init: brings loopback up (test phase),
 * binds each "@rw" folder onto itself (it and what is mounted under it stay
 * writable), covers each "@hide" folder with an empty read-only tmpfs, gives the run
 * a /dev/shm of its own, shows the "@tmp" folder at /tmp and covers each "@cover"
 * folder with an empty tmpfs (each "@keep" folder under them, a run folder or one the
 * environment names, bound aside first and shown at its own path again), covers each
 * "@hidefile" (a socket, a credentials file) with /dev/null, then remounts every
 * other mount read-only, keeping its
 * nosuid, nodev and noexec (a remount that would clear them is refused in a user
 * namespace). A mount that cannot be made read-only fails the set-up unless the user
 * cannot reach it at all (another user's private folder). Then runs "$@" (setpriv,
 * dropping every capability, then the phase's argv) as a child.
 * Each "@shims" folder then becomes a writable throwaway copy of itself.
 * Args: net (1/0), "@rw" DIR pairs, optionally "@tmp" DIR, "@cover" DIR pairs, "@keep"
 * DIR pairs, "@hide" DIR pairs, "@hidefile" FILE pairs, "@shims" DIR pairs, "--", argv.
 */
export const USER_SETUP = [
  `fail() { echo "${SETUP_FAILED} $1" >&2; exit 125; }`,
  COVER_FUNCTION,
  'net="$1"; shift',
  // As before this view: without the capability for it (some kernels' user namespaces), loopback stays down.
  '[ "$net" = 1 ] && ip link set lo up 2>/dev/null',
  "NL='\n'",
  'w=""',
  'while [ "$1" = @rw ]; do [ ! -d "$2" ] || { mount --rbind "$2" "$2" || fail "binding $2 failed"; w="$w$2$NL"; }; shift 2; done',
  // The phase started in the copy on the mount beneath the bind: entered again, its writes go through the bind.
  'd=$(pwd -P) && cd / && cd "$d" || fail "entering $d again failed"',
  'pt=""; cv=""; kept=""; [ "$1" != @tmp ] || { pt="$2"; shift 2; }',
  'while [ "$1" = @cover ]; do cv="$cv$2$NL"; shift 2; done',
  'while [ "$1" = @keep ]; do kept="$kept$2$NL"; shift 2; done',
  'while [ "$1" = @hide ]; do mount -t tmpfs -o ro,mode=0755,size=4k,nosuid,nodev,noexec testcage-hidden "$2" || fail "hiding $2 failed"; shift 2; done',
  // A socket or a file cannot take a tmpfs: /dev/null over it (connect() is refused, a read is empty).
  // A socket gone since it was found (its service stopped) needs no cover.
  'while [ "$1" = @hidefile ]; do [ ! -e "$2" ] || mount --bind /dev/null "$2" || [ ! -e "$2" ] || fail "hiding $2 failed"; shift 2; done',
  'sd=""; while [ "$1" = @shims ]; do [ ! -d "$2" ] || sd="$sd$2$NL"; shift 2; done',
  '[ "$1" = -- ] || fail "unexpected argument $1"; shift',
  '[ ! -d /dev/shm ] || mount -t tmpfs -o mode=1777,nosuid,nodev testcage-shm /dev/shm || fail "mounting a tmpfs on /dev/shm failed"',
  // The run's own /tmp and the covered folders (cover-script.ts): the runner user's files
  // there (another step's scripts, the job's credentials and file commands) are out of reach.
  "cover",
  '[ -z "$pt" ] || w="$w/tmp$NL"',
  // The phase's folder may have been bound aside and back: entered again by its path.
  'cd / && cd "$d" || fail "entering $d again failed"',
  'info=$(cat /proc/self/mountinfo) || fail "reading /proc/self/mountinfo failed"',
  'printf "%s\\n" "$info" | {',
  "  while read -r _ _ _ _ mp opts _; do",
  // mountinfo writes a space, tab or newline in a path as \\040, \\011, \\012.
  '    mp=$(printf "%b" "$mp")',
  '    case "$mp" in /proc|/proc/*|/sys|/sys/*|/dev|/dev/*) continue;; esac',
  '    skip=""; IFS="$NL"; for x in $w; do case "$mp" in "$x"|"$x"/*) skip=1;; esac; done',
  '    k=""; IFS=,; for o in $opts; do case "$o" in nosuid|nodev|noexec|noatime|nodiratime|relatime|strictatime) k="$k,$o";; esac; done',
  "    unset IFS",
  '    [ -z "$skip" ] || continue',
  '    mount -o "remount,bind,ro$k" "$mp" 2>/dev/null || [ ! -e "$mp" ] || fail "making $mp read-only failed"',
  "  done",
  "} || exit $?",
  // A version manager's shims folder (pyenv, rbenv, nodenv) is rewritten by its rehash after
  // an install (pip install under pyenv): a throwaway copy, or the install fails on it.
  'IFS="$NL"; for x in $sd; do',
  '  t=$(mktemp -d /tmp/testcage-shims.XXXXXX) && cp -a "$x/." "$t/" && mount -t tmpfs -o mode=0755,size=16m,nosuid,nodev testcage-shims "$x" && cp -a "$t/." "$x/"; r=$?',
  '  rm -rf "$t"; [ "$r" = 0 ] || fail "copying $x failed"',
  "done; unset IFS",
  '"$@"',
].join("\n");

/** setpriv's arguments that leave the namespace's root without any capability, for good. */
export function dropCapabilities(setpriv: string): string[] {
  return [setpriv, "--no-new-privs", "--bounding-set=-all", "--inh-caps=-all", "--"];
}

/** What the view covers: the run's own /tmp, empty folders, files under /dev/null. */
export interface Covers {
  /** The run's folder shown at /tmp; null: /tmp as it is. */
  tmp: string | null;
  /** Folders shown empty (RUNNER_TEMP), but for what the run needs under them. */
  folders: readonly string[];
  /** Files and sockets shown as /dev/null. */
  files: readonly string[];
  /** Absolute paths the environment names (PATH entries, JAVA_HOME…): shown again, read-only, when under a covered folder. */
  named: readonly string[];
}

export const NO_COVERS: Covers = { tmp: null, folders: [], files: [], named: [] };

/** USER_SETUP's arguments up to its "--". */
export function userSetupArgs(
  net: boolean,
  rw: readonly string[],
  hide: readonly string[],
  shims: readonly string[] = [],
  covers: Covers = NO_COVERS,
): string[] {
  const { cover, over } = tmpAwareCovers(covers.folders, covers.tmp !== null);
  return [
    net ? "1" : "0",
    ...rw.flatMap((d) => ["@rw", d]),
    ...(covers.tmp === null ? [] : ["@tmp", covers.tmp]),
    ...cover.flatMap((d) => ["@cover", d]),
    ...keptFolders(rw, covers.named, over).flatMap((d) => ["@keep", d]),
    ...hide.flatMap((d) => ["@hide", d]),
    ...covers.files.flatMap((f) => ["@hidefile", f]),
    ...shims.flatMap((d) => ["@shims", d]),
  ];
}

/** The shims folders on a PATH (pyenv's, rbenv's, nodenv's) outside the run's writable folders. */
export function shimsFolders(path: string, rw: readonly string[]): string[] {
  return [
    ...new Set(
      path
        .split(delimiter)
        .filter((d) => isAbsolute(d) && basename(d) === "shims")
        .filter((d) => !rw.some((w) => d === w || d.startsWith(`${w}/`))),
    ),
  ];
}

/** The run's temp folder to show at /tmp, when this machine has a /tmp to cover. */
export function privateTmp(runTmp: string): string | null {
  return existsSync("/tmp") && statSync("/tmp").isDirectory() ? runTmp : null;
}

let probe: boolean | undefined;

/**
 * True when this machine lets the runner's user set the view up: user and mount
 * namespaces with the capabilities to mount in them (a kernel may allow the namespace
 * but not the capabilities), and setpriv to drop them afterwards. Probed once.
 */
export function userViewAvailable(prefix: readonly string[], setpriv: string | null): boolean {
  if (probe === undefined) {
    if (!setpriv) probe = false;
    else {
      const r = spawnSync(
        prefix[0]!,
        [
          ...prefix.slice(1),
          "sh",
          "-c",
          USER_SETUP,
          "testcage",
          ...userSetupArgs(false, [], []),
          "--",
          ...dropCapabilities(setpriv),
          "true",
        ],
        { stdio: "ignore", timeout: 10_000 },
      );
      probe = r.status === 0;
    }
  }
  return probe;
}
