// Descriptors testcage's parent left open without close-on-exec (a shell's `exec 9<file`,
// a lock a wrapper holds, a secret a CI step passed by number) would be inherited by
// every child testcage starts, through unshare and setpriv into the install and the
// tests: a read or write through them goes past every view the sandbox sets up (a
// root-only file read by nobody; a file written through a read-only mount). Node opens
// its own with O_CLOEXEC, so the entry points close every other one above stderr before
// anything runs (docs/sandboxes.md, "Process sandbox").

import { closeSync, readdirSync, readFileSync } from "node:fs";

const O_CLOEXEC = 0o2000000;

/**
 * Closes the descriptors above 2 without close-on-exec (Linux: /proc/self/fdinfo), but
 * for Node's own IPC channel; returns their numbers. Elsewhere, or without /proc, none.
 */
export function closeInheritedDescriptors(env: NodeJS.ProcessEnv = process.env): number[] {
  if (process.platform !== "linux") return [];
  let names: string[];
  try {
    names = readdirSync("/proc/self/fd");
  } catch {
    return [];
  }
  const channel = Number(env["NODE_CHANNEL_FD"] ?? -1);
  const closed: number[] = [];
  for (const name of names) {
    const fd = Number(name);
    if (!Number.isInteger(fd) || fd <= 2 || fd === channel) continue;
    let flags: string | undefined;
    try {
      flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, "utf8"))?.[1];
    } catch {
      continue; // gone already (the listing's own descriptor)
    }
    if (flags === undefined || (parseInt(flags, 8) & O_CLOEXEC) !== 0) continue;
    try {
      closeSync(fd);
      closed.push(fd);
    } catch {
      /* closed meanwhile */
    }
  }
  return closed;
}
