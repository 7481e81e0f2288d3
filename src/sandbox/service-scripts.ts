// The shell scripts the service sandbox runs inside its container, and the
// parsers for what they print. Each docker exec costs about a tenth of a second,
// so each script does every step that can share one exec. Scripts take their
// values as positional arguments ("$1"...), never spliced into the text.

import { createHash } from "node:crypto";
import type { HarnessFile } from "../frameworks/types.js";
import { MISSING_MARKER } from "./container-entry.js";

/**
 * The container's cgroup OOM-kill counter (cgroup v1 memory.oom_control or v2
 * memory.events): a rise during the run means the kernel killed one of its
 * processes for memory, which `docker inspect` does not show for a container
 * that itself keeps running.
 */
export const OOM_COUNT =
  "cat /sys/fs/cgroup/memory/memory.oom_control /sys/fs/cgroup/memory.events 2>/dev/null | sed -n 's/^oom_kill //p' | head -n 1";

/**
 * As the test uid, before any test code runs: makes the run's private folders,
 * unpacks the project (a tar on stdin), then prints the OOM-kill count (the
 * baseline) and the harness folder's owner and checksums, so the host knows
 * whether the harness must be (re)written. Args: run dir, cache dir, harness dir.
 */
export const PREPARE_SCRIPT = [
  'set -e; d="$1"; c="$2"; h="$3"',
  '(umask 077; mkdir -p "$d/project" "$d/reports" "$d/tmp" "$d/home" "$c"; tar -x -C "$d/project" --no-same-owner -f -)',
  `n=$(${OOM_COUNT}); echo "oom \${n:--}"`,
  'echo "owner $(stat -c %u "$h" 2>/dev/null || echo -)"',
  'if [ -d "$h" ]; then cd "$h" && for f in *; do if [ -f "$f" ] && [ ! -L "$f" ]; then sha256sum -- "$f"; fi; done; fi',
  "true",
].join("; ");

export interface Prepared {
  oom: number | null;
  harnessOwner: number | null;
  /** File name -> sha256 of what the harness folder holds now. */
  harness: Map<string, string>;
}

export function parsePrepared(stdout: string): Prepared {
  const p: Prepared = { oom: null, harnessOwner: null, harness: new Map() };
  for (const line of stdout.split("\n")) {
    const oom = /^oom (\d+)$/.exec(line);
    if (oom) p.oom = Number(oom[1]);
    const owner = /^owner (\d+)$/.exec(line);
    if (owner) p.harnessOwner = Number(owner[1]);
    const sum = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (sum) p.harness.set(sum[2]!, sum[1]!);
  }
  return p;
}

/** True when the harness folder already holds exactly these files, owned by `owner`. */
export function harnessCurrent(p: Prepared, files: readonly HarnessFile[], owner: number): boolean {
  if (p.harnessOwner !== owner) return false;
  return files.every((f) => p.harness.get(f.name) === createHash("sha256").update(f.content, "utf8").digest("hex"));
}

/**
 * As the harness uid (never the tests'): (re)writes the harness files from
 * stdin (name, size, bytes; an empty name ends) into a folder only it owns,
 * world-readable and read-only. Refuses a folder someone else made first.
 */
export const HARNESS_SCRIPT = [
  'set -e; h="$1"',
  'if [ -e "$h" ] || [ -L "$h" ]; then [ "$(stat -c %u "$h")" = "$(id -u)" ] && [ -d "$h" ] && [ ! -L "$h" ] || { echo "$h belongs to someone else" >&2; exit 3; }; chmod 755 "$h"; else mkdir -m 755 "$h"; fi',
  'cd "$h"',
  'while IFS= read -r name && [ -n "$name" ] && IFS= read -r size; do rm -f -- "$name"; head -c "$size" > "$name"; chmod 444 -- "$name"; done',
  "chmod 555 .",
].join("; ");

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

/**
 * The test phase's entry, as the test uid. With a disk cap (KiB > 0): every file
 * is limited to the cap (RLIMIT_FSIZE; writes past it fail with EFBIG), and a
 * watchdog measures what the temp folders hold (du, every 0.1 s) and, once they
 * grew by more than the cap, leaves a marker and kills every process of the uid
 * (kill -1 spares only the watchdog itself). A soft cap: the kernel cannot hold
 * a container's writes without privileges testcage does not take, so a fast
 * writer can overshoot by what it writes in one interval (bounded per file).
 * The tests run at nice 10 so that, in the container's own CPU share, the
 * watchdog is scheduled ahead of what it watches (the host's other work is
 * not affected: niceness only weighs tasks within the same cgroup).
 * Then what container-entry.ts entryArgv does: HOME, the required program
 * (exit 127 with its marker, which programMissing reads), setpriv.
 * Args: run dir, cap KiB (0: none), required program ("" none), argv...
 */
export const TEST_SCRIPT = [
  'd="$1"; cap="$2"; req="$3"; shift 3',
  'mkdir -p "$HOME" 2>/dev/null',
  `if [ -n "$req" ] && ! command -v "$req" >/dev/null 2>&1; then echo "${MISSING_MARKER} $req" >&2; exit 127; fi`,
  "used() { du -skx /tmp /var/tmp 2>/dev/null | awk '{ s += $1 } END { print s + 0 }'; }",
  'if [ "$cap" -gt 0 ]; then ulimit -f $((cap * 2)); base=$(used); ' +
    `( exec </dev/null >/dev/null 2>&1; while kill -0 $$; do sleep 0.1; if [ $(( $(used) - base )) -gt "$cap" ]; then : > "$d/${DISK_MARKER_FILE}"; kill -KILL -1; exit 0; fi; done ) & fi`,
  'if [ "$cap" -gt 0 ] && command -v nice >/dev/null 2>&1; then set -- nice -n 10 "$@"; fi',
  'if command -v setpriv >/dev/null 2>&1; then exec setpriv --no-new-privs -- "$@"; fi; exec "$@"',
].join("; ");

export function testArgv(
  dir: string,
  capKiB: number,
  requiredProgram: string | null,
  argv: readonly string[],
): string[] {
  return ["sh", "-c", TEST_SCRIPT, "testcage", dir, String(capKiB), requiredProgram ?? "", ...argv];
}

/**
 * After the tests, as the test uid: kills whatever they left running (kill -1
 * spares only the caller and PID 1), so nothing changes the reports while they
 * are read; prints the OOM-kill count, whether the watchdog fired, the free KiB
 * where the run lives, then each report as "<status> <bytes>\n<bytes>"
 * (status 0 read, 3 missing, 4 not a regular file: a symlink is refused like
 * everywhere else; at most cap+1 bytes cross, so an oversized report is seen as
 * too large without being copied); then removes the run's folder and every
 * other file of the uid in the shared temp folders, so nothing of a run reaches
 * a later one (except the cache, when kept per project).
 * Args: run dir, kept path, cap+1, report paths...
 */
export const COLLECT_SCRIPT = [
  'd="$1"; keep="$2"; max="$3"; shift 3',
  "kill -KILL -1 2>/dev/null",
  `n=$(${OOM_COUNT})`,
  `w=0; [ -e "$d/${DISK_MARKER_FILE}" ] && w=1`,
  "free=$(df -Pk \"$d\" 2>/dev/null | awk 'NR == 2 { print $4 }')",
  'echo "collect ${n:--} $w ${free:--}"',
  'for f in "$@"; do if [ ! -e "$f" ] && [ ! -L "$f" ]; then echo "3 0"; elif [ -L "$f" ] || [ ! -f "$f" ]; then echo "4 0"; else b=$(head -c "$max" -- "$f" | wc -c); echo "0 $b"; head -c "$b" -- "$f"; fi; done',
  // The run's folders are private (umask 077) but stay the uid's own: make them writable again to remove them.
  'chmod -R u+w -- "$d" 2>/dev/null; rm -rf -- "$d"',
  'for t in /tmp /var/tmp /dev/shm; do [ -d "$t" ] && find "$t" -mindepth 1 -maxdepth 1 -user "$(id -u)" ! -path "$keep" -exec rm -rf -- {} + 2>/dev/null; done',
  "true",
].join("; ");

export type CollectedReport = { status: 0; bytes: Buffer } | { status: 3 | 4 };

export interface Collected {
  oom: number | null;
  watchdogFired: boolean;
  freeKiB: number | null;
  reports: CollectedReport[];
}

/** Null when the output is not what COLLECT_SCRIPT prints (the exec failed midway). */
export function parseCollected(out: Buffer, count: number): Collected | null {
  let at = out.indexOf(10);
  const head = at === -1 ? null : /^collect (\d+|-) ([01]) (\d+|-)$/.exec(out.subarray(0, at).toString("latin1"));
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
  return { oom: num(head[1]!), watchdogFired: head[2] === "1", freeKiB: num(head[3]!), reports };
}

/** For a session that never got to collect (install only, or a failure): only the clean-up part. */
export const CLEANUP_SCRIPT = [
  'd="$1"; keep="$2"',
  "kill -KILL -1 2>/dev/null",
  'chmod -R u+w -- "$d" 2>/dev/null; rm -rf -- "$d"',
  'for t in /tmp /var/tmp /dev/shm; do [ -d "$t" ] && find "$t" -mindepth 1 -maxdepth 1 -user "$(id -u)" ! -path "$keep" -exec rm -rf -- {} + 2>/dev/null; done',
  "true",
].join("; ");
