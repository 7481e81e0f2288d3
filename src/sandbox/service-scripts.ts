// The shell scripts the service sandbox runs inside its container, and the
// parsers for what they print. Each docker exec costs about a tenth of a second,
// so each script does every step that can share one exec. Scripts take their
// values as positional arguments ("$1"...), never spliced into the text.

import { createHash } from "node:crypto";
import type { HarnessFile } from "../core/adapter-types.js";
import { MISSING_MARKER } from "./container-entry.js";

/**
 * `sh -c CLEAN_ENV testcage NAME... -- ARGV...`: execs ARGV under `env -i` with
 * only the NAMEs (those set; a name that is not a shell identifier is ignored,
 * so eval only ever sees one). Shell builtins until the exec: the values never
 * pass through argv. service-env.ts says why and what is kept.
 */
export const CLEAN_ENV = [
  "unset _tc_s",
  'for _tc_a do shift; if [ -n "${_tc_s+x}" ]; then set -- "$@" "$_tc_a"; elif [ "$_tc_a" = -- ]; then _tc_s=1; else case $_tc_a in ""|[0-9]*|*[!A-Za-z0-9_]*) ;; *) eval "[ -z \\"\\${$_tc_a+x}\\" ] || set -- \\"\\$@\\" \\"$_tc_a=\\${$_tc_a}\\"" ;; esac; fi; done',
  'exec env -i "$@"',
].join("; ");

/** ARGV, started from an empty environment plus the named variables (CLEAN_ENV). */
export function cleanEnvArgv(keep: readonly string[], argv: readonly string[]): string[] {
  return ["sh", "-c", CLEAN_ENV, "testcage", ...keep.filter((n) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(n)), "--", ...argv];
}

/** Why the container was refused (the HYGIENE_REFUSED_TAG line an exec wrote on stderr), or null. */
export function hygieneRefusal(stderr: string): string | null {
  const line = stderr.split("\n").find((l) => l.startsWith(`${HYGIENE_REFUSED_TAG} `));
  return line === undefined ? null : line.slice(HYGIENE_REFUSED_TAG.length + 1).trim();
}

/** In the harness folder: how the container is cleaned after a run (HYGIENE_PROBE). */
export const HYGIENE_FILE = ".hygiene";
/** A run or install exits with this, before any project code runs, when the container cannot be cleaned after it. */
export const HYGIENE_REFUSED_EXIT = 87;
/** Starts the line on stderr that says why, before HYGIENE_REFUSED_EXIT. */
export const HYGIENE_REFUSED_TAG = "@@testcage-refused";
/** Runs argv in an IPC namespace of its own (and the user namespace that allows it, mapping the uid to itself). */
const IPC_NAMESPACE = "unshare --user --map-current-user --ipc --";

/**
 * As the harness uid, once per container (with the harness files): finds out
 * how a run can be cleaned up after, and writes it to HYGIENE_FILE, read-only
 * for the tests. First line: "list" (SysV IPC objects are listed in
 * /proc/sysvipc and removed with ipcrm, POSIX ones are files under /dev/shm
 * and a visible mqueue mount), "ns" (they cannot be listed, as under gVisor,
 * but a user and IPC namespace of the tests' own can be made, and everything
 * in it goes with the tests' last process), or "refuse" and why. Then the
 * folders the tests' uid can write to, one a line: the topmost directories
 * that are world-writable or the uid's own (or its group's, writable) on every
 * writable mount but pseudo file systems. The clean-up searches only these,
 * which is everything the uid can own: a file is made only in a folder one
 * can write to. One walk of the container's file systems (~20 ms under runc,
 * ~0.5 s under gVisor for a runner image) here, a few folders after each run.
 * A writable folder the uid cannot list (mode 1733) would hide what is put
 * there: then "refuse". Args: harness dir, the tests' uid.
 */
const HYGIENE_PROBE = [
  'tu="$2"; mounts=""; mq=0',
  "while read -r _ _ _ _ mp opts rest; do",
  '  case ",$opts," in *,ro,*) continue ;; esac',
  "  t=${rest#*- }; t=${t%% *}",
  "  case $t in mqueue) mq=1 ;; proc|sysfs|cgroup|cgroup2|devpts|securityfs|debugfs|tracefs|bpf|pstore|configfs|fusectl|binfmt_misc) continue ;; esac",
  // mountinfo writes a space in a path as \040.
  `  case $mp in *\\\\*) mp=$(printf '%b' "$mp") ;; esac`,
  '  mounts="$mounts$mp\n"',
  "done < /proc/self/mountinfo",
  "IFS='\n'; set -f",
  'found=$(find $mounts -xdev -type d \\( \\( -perm -0002 ! -user "$tu" ! -perm -0005 -printf "hidden %p\\n" \\) -o \\( -perm -0002 -o -user "$tu" -o \\( -group "$tu" -perm -0020 \\) \\) -printf "%p\\n" \\) -prune 2>/dev/null | sort -u)',
  "unset IFS",
  'if ! command -v find >/dev/null 2>&1; then mode="refuse the container has no find(1), so the files a run leaves could not be found"',
  'elif hidden=$(printf "%s\\n" "$found" | grep "^hidden "); then mode="refuse the tests could write to ${hidden#hidden } but not list it, so what they leave there could not be found"',
  'elif [ -r /proc/sysvipc/shm ] && [ -r /proc/sysvipc/msg ] && [ -r /proc/sysvipc/sem ] && [ "$mq" = 1 ] && command -v ipcrm >/dev/null 2>&1; then mode=list',
  `elif ${IPC_NAMESPACE} true 2>/dev/null; then mode=ns`,
  'else mode="refuse its SysV IPC objects cannot be listed (no /proc/sysvipc, no mqueue mount or no ipcrm) and it allows no IPC namespace for the tests (unshare --user --ipc), so what a run leaves there could reach a later run"; fi',
  `rm -f -- ${HYGIENE_FILE}; printf "%s\\n%s\\n" "$mode" "$found" > ${HYGIENE_FILE}; chmod 444 -- ${HYGIENE_FILE}`,
].join("\n");

/**
 * The container's cgroup OOM-kill counter (cgroup v1 memory.oom_control or v2
 * memory.events): a rise during the run means the kernel killed one of its
 * processes for memory, which `docker inspect` does not show for a container
 * that itself keeps running.
 */
export const OOM_COUNT =
  // Shell builtins only: a process started in a container costs ~1.5 ms, and this runs twice per run.
  'for f in /sys/fs/cgroup/memory/memory.oom_control /sys/fs/cgroup/memory.events; do [ -r "$f" ] && while read -r k v; do [ "$k" = oom_kill ] && echo "$v" && break 2; done < "$f"; done';

/**
 * The container's cgroup count of process and thread starts its pids limit refused
 * (pids.events' "max", cgroup v2 or v1): a rise during the run means the tests hit
 * the limit, which the tests show only as their own failures or hangs.
 */
export const PIDS_REFUSED =
  'for f in /sys/fs/cgroup/pids.events /sys/fs/cgroup/pids/pids.events; do [ -r "$f" ] && while read -r k v; do [ "$k" = max ] && echo "$v" && break 2; done < "$f"; done';

/**
 * Makes the run's private folders under "$d" (and the cache folder "$c"). A
 * folder a run that never got to clean up left there (its path is the same for
 * every run of a project with cache "project") goes first; mkdir without -p then
 * fails unless this uid made "$d" itself, so no one else's folder is ever used.
 * It ends in an && chain for the caller to continue ("&& tar ..."): set -e does
 * not hold inside a subshell whose status an || tests, so only && stops it.
 */
const MAKE_RUN_DIR =
  'if [ -e "$d" ] || [ -L "$d" ]; then chmod -R u+w -- "$d" 2>/dev/null; rm -rf -- "$d"; fi; mkdir -m 700 "$d" && mkdir -p "$d/project" "$d/reports" "$d/tmp" "$d/home" "$c"';

/** What PREPARE_SCRIPT prints when the harness folder has no HYGIENE_FILE yet: the host writes it before the install. */
export const NO_HYGIENE = "no-hygiene";

/**
 * As the test uid, for a run with an install phase (which needs the project
 * before the test exec): makes the run's private folders and unpacks the
 * project (a tar on stdin); says NO_HYGIENE when the harness folder cannot
 * yet tell how to clean up after the install. Args: run dir, cache dir,
 * harness dir.
 */
export const PREPARE_SCRIPT =
  'd="$1"; c="$2"; h="$3"; umask 077; ' +
  MAKE_RUN_DIR +
  ` && tar -x -C "$d/project" --no-same-owner -f - && { [ -r "$h/${HYGIENE_FILE}" ] || echo ${NO_HYGIENE}; }`;

/**
 * `sh -c INSTALL_SCRIPT testcage HARNESS_DIR ARGV...` as the test uid: ARGV
 * (the install command) the way the tests run: refused (HYGIENE_REFUSED_EXIT)
 * where the container cannot be cleaned after it, in an IPC namespace of its
 * own where that is how it is cleaned, and under no_new_privs (setpriv, where
 * the image has it: the container must let testcage's own execs be, so it
 * cannot set that itself).
 */
export const INSTALL_SCRIPT = [
  'h="$1"; shift; hm=; [ -r "$h/' + HYGIENE_FILE + '" ] && read -r hm hr < "$h/' + HYGIENE_FILE + '"',
  "case $hm in list) ;; ns) set -- " +
    IPC_NAMESPACE +
    " \"$@\" ;; *) printf '%s %s\\n' " +
    HYGIENE_REFUSED_TAG +
    ' "${hr:-the harness folder does not say how to clean up after a run}" >&2; exit ' +
    String(HYGIENE_REFUSED_EXIT) +
    " ;; esac",
  'mkdir -p "$HOME" 2>/dev/null',
  'if command -v setpriv >/dev/null 2>&1; then exec setpriv --no-new-privs -- "$@"; fi; exec "$@"',
].join("; ");

/** "name  sha256" lines for sha256sum -c: what the harness folder must hold for this run. */
export function harnessSums(files: readonly HarnessFile[]): string {
  return files.map((f) => `${createHash("sha256").update(f.content, "utf8").digest("hex")}  ${f.name}\n`).join("");
}

/**
 * As the harness uid (never the tests'): (re)writes the harness files from
 * stdin (name, size, bytes; an empty name ends) into a folder only it owns,
 * world-readable and read-only, and HYGIENE_FILE (HYGIENE_PROBE). Refuses a
 * folder someone else made first. Args: harness dir, the tests' uid.
 */
export const HARNESS_SCRIPT = [
  'set -e; h="$1"',
  'if [ -e "$h" ] || [ -L "$h" ]; then [ "$(stat -c %u "$h")" = "$(id -u)" ] && [ -d "$h" ] && [ ! -L "$h" ] || { echo "$h belongs to someone else" >&2; exit 3; }; chmod 755 "$h"; else mkdir -m 755 "$h"; fi',
  'cd "$h"',
  'while IFS= read -r name && [ -n "$name" ] && IFS= read -r size; do rm -f -- "$name"; head -c "$size" > "$name"; chmod 444 -- "$name"; done',
  "set +e",
  HYGIENE_PROBE,
  "chmod 555 .",
].join("\n");

export function harnessInput(files: readonly HarnessFile[]): Buffer {
  const parts: Buffer[] = [];
  for (const f of files) {
    const body = Buffer.from(f.content, "utf8");
    parts.push(Buffer.from(`${f.name}\n${body.length}\n`), body);
  }
  parts.push(Buffer.from("\n"));
  return Buffer.concat(parts);
}

export const DISK_MARKER_FILE = ".testcage-disk-limit";

/** Free KiB where the run's folder "$d" lives, from df alone (the second line's fourth field). */
const FREE_KIB = 'df -Pk "$d" 2>/dev/null | { read -r _; read -r _ _ _ a _ && echo "$a"; }';

/** The first line the run script writes on stderr, before any test code runs. */
export const READY_TAG = "@@testcage-ready";
/** Opens the reports the run script sends after the tests, on stderr. */
export const FRAME_TAG = "@@testcage-frame";
/** The run script's last line on stderr: what it found after the tests. */
export const END_TAG = "@@testcage-end";
/** The run script exits with this, before any test code runs, when the harness must be (re)written. */
export const HARNESS_STALE_EXIT = 86;
/** The run script exits with this when it could not unpack the project. */
export const COPY_IN_FAILED_EXIT = 70;

/**
 * Removes the run's folder and every other file of the uid, except "$keep",
 * from the folders HYGIENE_FILE in "$h" lists (every folder the uid can write
 * to; without the file, the usual ones), and its SysV IPC objects. POSIX
 * shared memory and message queues are files in /dev/shm and the mqueue mount,
 * which the list holds. In "ns" mode the IPC objects went with the tests'
 * namespace, and /proc/sysvipc is not there to list.
 */
const CLEAN_UP = [
  // The run's folders are private (umask 077) but stay the uid's own: make them writable again to remove them.
  'chmod -R u+w -- "$d" 2>/dev/null; rm -rf -- "$d"',
  'u=$(id -u); roots="/tmp\n/var/tmp\n/dev/shm\n/run/lock\n/dev/mqueue"',
  'if [ -r "$h/' +
    HYGIENE_FILE +
    '" ]; then roots=""; { read -r _; while IFS= read -r p; do roots="$roots$p\n"; done; } < "$h/' +
    HYGIENE_FILE +
    '"; fi',
  // One find over them all; only what is found costs a process (a missing folder is only an error message, discarded).
  // u+rwx first: a folder the tests made unreadable or read-only is still theirs to empty.
  "IFS='\n'; set -f",
  'find $roots -xdev -mindepth 1 -path "$keep" -prune -o -user "$u" -prune -exec sh -c \'chmod -R u+rwx -- "$@" 2>/dev/null; rm -rf -- "$@"\' sh {} + 2>/dev/null',
  "unset IFS",
  // Columns of /proc/sysvipc: the id second; owner and creator uid 8th and 10th (shm, msg) or 5th and 7th (sem).
  'q=""; if [ -r /proc/sysvipc/shm ]; then while read -r _ i _ _ _ _ _ o _ c _; do { [ "$o" = "$u" ] || [ "$c" = "$u" ]; } && q="$q -m $i"; done < /proc/sysvipc/shm',
  'while read -r _ i _ _ _ _ _ o _ c _; do { [ "$o" = "$u" ] || [ "$c" = "$u" ]; } && q="$q -q $i"; done < /proc/sysvipc/msg',
  'while read -r _ i _ _ o _ c _; do { [ "$o" = "$u" ] || [ "$c" = "$u" ]; } && q="$q -s $i"; done < /proc/sysvipc/sem; fi',
  '[ -z "$q" ] || ipcrm $q 2>/dev/null',
].join("; ");

/**
 * The whole test run in one exec, as the test uid, because each docker exec
 * costs about a tenth of a second (runc's exec itself, not the client):
 *
 * 1. Unpack the project from stdin into the run's private folders (mode
 *    "prep"; a run with an install phase did that in its own exec: "noprep"),
 *    and go there.
 * 2. Check that the harness folder holds exactly this run's files and belongs
 *    to the harness uid, with its HYGIENE_FILE; print READY_TAG with the
 *    OOM-kill and pids-refusal baselines and "ok" or "stale" as the first line on stderr.
 *    Stale: exit HARNESS_STALE_EXIT; the host writes the harness and runs
 *    this again with "noprep". Before READY, a container that HYGIENE_FILE
 *    says cannot be cleaned after a run is refused: HYGIENE_REFUSED_TAG and
 *    why, exit HYGIENE_REFUSED_EXIT.
 * 3. The tests, as container-entry.ts entryArgv runs them (HOME, the required
 *    program with its marker, setpriv; in an IPC namespace of their own where
 *    HYGIENE_FILE says "ns"), plus the disk cap: every file is
 *    limited to the cap (RLIMIT_FSIZE) and a watchdog measures the temp
 *    folders every 0.1 s and, once they hold more than the cap over what they
 *    held outside the run's folder when the tests started (so the project
 *    copy counts, as in docker), leaves a marker and kills every process of
 *    the uid, this script included. That first measure (~10 ms on a warm Go
 *    cache) is the watchdog's, beside the tests' start rather than before it,
 *    so what they write outside the run's folder meanwhile is not counted:
 *    one more way the cap is soft. A soft cap: the
 *    kernel cannot hold a container's writes without privileges testcage does
 *    not take. Under a cap the tests run at nice 10, so within the container's
 *    own CPU share the watchdog is scheduled ahead of what it watches; it
 *    survives the SIGINT of a timeout, which goes to every process of the uid.
 * 4. Kill whatever the tests left (kill -1 spares only this script and PID 1):
 *    from here on every byte on stderr is the script's own, and no report
 *    changes, so their sizes come from stat (a large one is not read just to
 *    be measured; the collect exec reads it). When the reports
 *    are small (`inline` bytes in all) and the tests did not end by SIGKILL:
 *    FRAME_TAG with a random nonce, the reports' bytes, the clean-up, then
 *    END_TAG with the nonce, the OOM-kill and pids-refusal counts, whether the watchdog fired,
 *    the free KiB, and each report's "status:bytes" (0 read, 3 missing, 4 not
 *    a regular file: a symlink is refused as everywhere else; CLEAN_UP, every
 *    file and IPC object of the uid, comes before it). Otherwise
 *    END_TAG with "-" for the nonce and no clean-up, and the host reads the
 *    reports with COLLECT_SCRIPT.
 *
 * The tests share this uid, so they can write on this stderr too, fake END
 * line included. The host believes only the last line, and only when the exec
 * did not end by SIGKILL (exit 137): every catchable signal is trapped here
 * (":" resets to the default in the tests), so only SIGKILL ends the script
 * early, and then the tests' own bytes may come last.
 *
 * Args: mode, run dir, cache dir, harness dir, harness uid, harness sums, cap
 * KiB (0: none), required program ("": none), inline byte limit, report byte
 * limit (cap + 1), kept path, report count, report paths..., argv...
 */
export const RUN_SCRIPT = [
  'set -f; mode="$1"; d="$2"; c="$3"; h="$4"; hu="$5"; hs="$6"; cap="$7"; req="$8"; inl="$9"; shift 9',
  'max="$1"; keep="$2"; n="$3"; shift 3',
  // One report path per line (testcage names them; none holds a newline); "$@" keeps the argv.
  'reps=""; while [ "$n" -gt 0 ]; do reps="$reps$1\n"; n=$((n - 1)); shift; done',
  'if [ "$mode" = prep ]; then (umask 077; ' +
    MAKE_RUN_DIR +
    ' && tar -x -C "$d/project" --no-same-owner -f -) || exit ' +
    String(COPY_IN_FAILED_EXIT) +
    "; fi",
  // The exec starts in / (the folder may not exist before the copy-in).
  'cd "$d/project" || exit ' + String(COPY_IN_FAILED_EXIT),
  'hst=ok; if [ "$(stat -c %u "$h" 2>/dev/null)" != "$hu" ] || [ ! -r "$h/' +
    HYGIENE_FILE +
    '" ]; then hst=stale; elif [ -n "$hs" ] && ! (cd "$h" && printf "%s" "$hs" | sha256sum -c --status -) >/dev/null 2>&1; then hst=stale; fi',
  // Before READY: a container that cannot be cleaned after the run is not used.
  'hm=; [ "$hst" = ok ] && read -r hm hr < "$h/' + HYGIENE_FILE + '"',
  "case $hst$hm in stale) ;; oklist|okns) ;; *) printf '%s %s\\n' " +
    HYGIENE_REFUSED_TAG +
    ' "$hr" >&2; exit ' +
    String(HYGIENE_REFUSED_EXIT) +
    " ;; esac",
  "o0=$(" +
    OOM_COUNT +
    "); p0=$(" +
    PIDS_REFUSED +
    "); printf '" +
    READY_TAG +
    ' %s %s %s\\n\' "${o0:--}" "${p0:--}" "$hst" >&2',
  '[ "$hst" = ok ] || exit ' + String(HARNESS_STALE_EXIT),
  "trap : 1 2 3 4 5 6 7 8 10 11 12 13 14 15 16 20 21 22 23 24 25 26 27 28 29 30 31",
  '[ -d "$HOME" ] || mkdir -p "$HOME" 2>/dev/null; rc=127',
  'if [ -n "$req" ] && ! command -v "$req" >/dev/null 2>&1; then echo "' + MISSING_MARKER + ' $req" >&2; else',
  "used() { du -skx /tmp /var/tmp 2>/dev/null | awk '{ s += $1 } END { print s + 0 }'; }",
  // KiB the temp folders hold outside the run's folder ("" where du lacks --exclude or -c).
  'outside() { du -skxc --exclude="$d" /tmp /var/tmp 2>/dev/null | { while read -r s w; do [ "$w" = total ] && echo "$s"; done; }; }',
  'if [ "$cap" -gt 0 ]; then ulimit -f $((cap * 2)); ' +
    '( exec </dev/null >/dev/null 2>&1; trap : 2 15; base=$(outside); [ -n "$base" ] || base=$(used); while kill -0 $$; do sleep 0.1; if [ $(( $(used) - base )) -gt "$cap" ]; then : > "$d/' +
    DISK_MARKER_FILE +
    '"; kill -KILL -1; exit 0; fi; done ) & fi',
  'if [ "$cap" -gt 0 ] && command -v nice >/dev/null 2>&1; then set -- nice -n 10 "$@"; fi',
  'if command -v setpriv >/dev/null 2>&1; then set -- setpriv --no-new-privs -- "$@"; fi',
  '[ "$hm" = ns ] && set -- ' + IPC_NAMESPACE + ' "$@"',
  '"$@" </dev/null; rc=$?; fi',
  "kill -KILL -1 2>/dev/null",
  "o1=$(" + OOM_COUNT + "); p1=$(" + PIDS_REFUSED + '); w=0; [ -e "$d/' + DISK_MARKER_FILE + '" ] && w=1',
  "free=$(" + FREE_KIB + ")",
  // od prints the nonce as three words; joined here, before IFS turns to newlines.
  'set -- $(od -An -N12 -tx4 /dev/urandom); nonce="$1$2$3"',
  "IFS='\n'",
  'meta=""; tot=0; for f in $reps; do if [ ! -e "$f" ] && [ ! -L "$f" ]; then meta="$meta 3:0"; elif [ -L "$f" ] || [ ! -f "$f" ]; then meta="$meta 4:0"; else b=$(stat -c %s -- "$f"); [ "$b" -gt "$max" ] && b=$max; meta="$meta 0:$b"; tot=$((tot + b)); fi; done',
  'if [ "$rc" -ne 137 ] && [ "$tot" -le "$inl" ]; then',
  "printf '\\n" + FRAME_TAG + ' %s\\n\' "$nonce" >&2',
  'for f in $reps; do if [ -f "$f" ] && [ ! -L "$f" ]; then head -c "$max" -- "$f" >&2; fi; done; unset IFS',
  CLEAN_UP,
  "else nonce=-; unset IFS; fi",
  "printf '\\n" + END_TAG + ' %s %s %s %s %s%s\\n\' "$nonce" "${o1:--}" "${p1:--}" "$w" "${free:--}" "$meta" >&2',
  'exit "$rc"',
].join("\n");

export interface RunScriptArgs {
  prepared: boolean;
  dir: string;
  cacheDir: string;
  harnessDir: string;
  harnessUid: number;
  harness: readonly HarnessFile[];
  capKiB: number;
  requiredProgram: string | null;
  inlineBytes: number;
  reportCapBytes: number;
  keep: string;
  reports: readonly string[];
  argv: readonly string[];
}

export function runArgv(a: RunScriptArgs): string[] {
  return [
    "sh",
    "-c",
    RUN_SCRIPT,
    "testcage",
    a.prepared ? "noprep" : "prep",
    a.dir,
    a.cacheDir,
    a.harnessDir,
    String(a.harnessUid),
    harnessSums(a.harness),
    String(a.capKiB),
    a.requiredProgram ?? "",
    String(a.inlineBytes),
    String(a.reportCapBytes + 1),
    a.keep,
    String(a.reports.length),
    ...a.reports,
    ...a.argv,
  ];
}

/**
 * After the tests, as the test uid: kills whatever they left running (kill -1
 * spares only the caller and PID 1), so nothing changes the reports while they
 * are read; prints the OOM-kill count, whether the watchdog fired, the free KiB
 * where the run lives, then each report as "<status> <bytes>\n<bytes>"
 * (status 0 read, 3 missing, 4 not a regular file: a symlink is refused like
 * everywhere else; at most cap+1 bytes cross, so an oversized report is seen as
 * too large without being copied); then removes the run's folder and every
 * other file and IPC object of the uid (CLEAN_UP), so nothing of a run reaches
 * a later one (except the cache, when kept per project).
 * Args: run dir, kept path, harness dir, cap+1, report paths...
 */
export const COLLECT_SCRIPT = [
  'd="$1"; keep="$2"; h="$3"; max="$4"; shift 4',
  "kill -KILL -1 2>/dev/null",
  `n=$(${OOM_COUNT})`,
  `p=$(${PIDS_REFUSED})`,
  `w=0; [ -e "$d/${DISK_MARKER_FILE}" ] && w=1`,
  "free=$(" + FREE_KIB + ")",
  'echo "collect ${n:--} ${p:--} $w ${free:--}"',
  'for f in "$@"; do if [ ! -e "$f" ] && [ ! -L "$f" ]; then echo "3 0"; elif [ -L "$f" ] || [ ! -f "$f" ]; then echo "4 0"; else b=$(head -c "$max" -- "$f" | wc -c); echo "0 $b"; head -c "$b" -- "$f"; fi; done',
  CLEAN_UP,
  "true",
].join("; ");

export type CollectedReport = { status: 0; bytes: Buffer } | { status: 3 | 4 };

export interface Collected {
  oom: number | null;
  /** PIDS_REFUSED after the tests. */
  pidsRefused: number | null;
  watchdogFired: boolean;
  freeKiB: number | null;
  reports: CollectedReport[];
}

/** Null when the output is not what COLLECT_SCRIPT prints (the exec failed midway). */
export function parseCollected(out: Buffer, count: number): Collected | null {
  let at = out.indexOf(10);
  const head =
    at === -1 ? null : /^collect (\d+|-) (\d+|-) ([01]) (\d+|-)$/.exec(out.subarray(0, at).toString("latin1"));
  if (!head) return null;
  const num = (s: string): number | null => (s === "-" ? null : Number(s));
  const reports: CollectedReport[] = [];
  at += 1;
  for (let i = 0; i < count; i++) {
    const nl = out.indexOf(10, at);
    const m = nl === -1 ? null : /^([034]) (\d+)$/.exec(out.subarray(at, nl).toString("latin1"));
    if (!m) return null;
    const status = Number(m[1]) as 0 | 3 | 4;
    const size = Number(m[2]);
    if (status !== 0) reports.push({ status });
    else if (nl + 1 + size > out.length) return null;
    else reports.push({ status, bytes: out.subarray(nl + 1, nl + 1 + size) });
    at = nl + 1 + (status === 0 ? size : 0);
  }
  return {
    oom: num(head[1]!),
    pidsRefused: num(head[2]!),
    watchdogFired: head[3] === "1",
    freeKiB: num(head[4]!),
    reports,
  };
}

/** For a session that never got to collect (install only, or a failure): only the clean-up part. */
export const CLEANUP_SCRIPT = ['d="$1"; keep="$2"; h="$3"', "kill -KILL -1 2>/dev/null", CLEAN_UP, "true"].join("; ");
