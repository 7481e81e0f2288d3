// The disk cap of a run (option `disk`). The project copy, the reports folder
// and the run's cache are host folders bind-mounted into the container, so
// without a cap a test can fill the runner's disk. Here they live on a
// per-run ext4 file system in a sparse image file, loop-mounted: the kernel
// answers ENOSPC at the cap, whatever the tests do, and the image file never
// takes more of the host's disk than the cap. Mounting needs root: testcage
// uses it directly when it runs as root, else `sudo -n` (passwordless, as on
// GitHub's runners); without either the run goes on uncapped and
// results.json's isolation notes say so (probed, not promised).

import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, statfs, truncate, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** "2g", "512m", "64k", "100" (bytes) -> bytes; the syntax options.ts accepts for sizes. */
export function sizeBytes(size: string): number {
  const m = /^([0-9]+(?:\.[0-9]+)?)([bkmg]?)$/i.exec(size.trim());
  if (!m) throw new Error(`not a size: ${size}`);
  const unit = { "": 1, b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2]!.toLowerCase() as "" | "b" | "k" | "m" | "g"];
  return Math.floor(Number(m[1]) * unit);
}

/** The smallest cap that still holds an ext4 file system and a small project. */
export const MIN_DISK_BYTES = 16 * 1024 * 1024;

export interface CappedDisk {
  /** Where the file system is mounted; the run's writable folders go under it. */
  mountPoint: string;
  image: string;
  capBytes: number;
  /** The mount and unmount commands need `sudo -n` (testcage is not root). */
  sudo: boolean;
}

/**
 * mke2fs for a throw-away file system: no journal (nothing survives the run
 * anyway, and it costs space and time), no reserved blocks (the tests get the
 * whole cap), an inode per 8 KiB (node_modules trees are many small files),
 * lazy inode table init (a 2 GiB image formats in milliseconds and stays
 * sparse), the root folder owned by the user the container runs as.
 */
export function mkfsArgs(image: string, owner: { uid: number; gid: number }): string[] {
  return [
    "-t",
    "ext4",
    "-q",
    "-F",
    "-m",
    "0",
    "-i",
    "8192",
    "-O",
    "^has_journal",
    "-E",
    `lazy_itable_init=1,root_owner=${owner.uid}:${owner.gid}`,
    image,
  ];
}

/** nosuid, nodev: nothing on the copy can gain privileges or reach a device; noinit_itable: no background zeroing of a throw-away file system. */
export function mountArgs(image: string, mountPoint: string): string[] {
  return ["-o", "loop,nosuid,nodev,noatime,noinit_itable", "-t", "ext4", image, mountPoint];
}

export interface Exec {
  code: number;
  stderr: string;
}

/** Runs a program to its end (at most `timeoutMs`; 0: no limit), its stderr kept (at most execFile's 1 MiB). */
export function run(file: string, args: string[], timeoutMs = 30_000): Promise<Exec> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: timeoutMs }, (err, _stdout, stderr) => {
      const code = err
        ? typeof (err as { code?: unknown }).code === "number"
          ? (err as { code: number }).code
          : 1
        : 0;
      resolve({ code, stderr: String(stderr).trim() || (err ? err.message : "") });
    });
  });
}

export function asRoot(sudo: boolean, file: string, args: string[]): Promise<Exec> {
  return sudo ? run("sudo", ["-n", "--", file, ...args]) : run(file, args);
}

/**
 * Gives trees to a uid as root (through sudo when `sudo`), with coreutils' `chown -R -h -P`
 * from the system folders (root never runs a program a PATH the checkout leads finds),
 * and not a walk of our own: a tree a container can write while this runs (a kept cache
 * another run of the project has mounted) can swap a folder for a link between reading
 * it and entering it, and a walk that then entered the link would hand its target (any
 * host folder) to that uid. chown's walk opens each folder with O_NOFOLLOW relative to
 * its parent and changes links themselves, never their targets. No time limit: a kept
 * cache can be large.
 */
export function chownTrees(
  sudo: boolean,
  paths: readonly string[],
  owner: { uid: number; gid: number },
): Promise<Exec> {
  const args = ["-R", "-h", "-P", `${owner.uid}:${owner.gid}`, "--", ...paths];
  const chown = findProgram("chown") ?? "chown";
  return sudo ? run("sudo", ["-n", "--", chown, ...args], 0) : run(chown, args, 0);
}

export function findProgram(name: string): string | null {
  for (const dir of ["/usr/sbin", "/sbin", "/usr/bin", "/bin"]) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/**
 * Makes and mounts the capped file system at `<root>/fs` (image `<root>/disk.img`).
 * Returns why not when this machine cannot (no root and no passwordless sudo, no
 * mke2fs, no loop device); the caller then runs uncapped and says so.
 */
export async function mountCappedDisk(
  root: string,
  capBytes: number,
  owner: { uid: number; gid: number },
): Promise<CappedDisk | { problem: string }> {
  const mke2fs = findProgram("mke2fs");
  const mount = findProgram("mount");
  if (!mke2fs || !mount) return { problem: "mke2fs or mount is not installed" };
  const sudo = process.getuid?.() !== 0;
  if (sudo && !findProgram("sudo")) return { problem: "testcage is not root and sudo is not installed" };
  const image = join(root, "disk.img");
  const mountPoint = join(root, "fs");
  await writeFile(image, "", { mode: 0o600 });
  await truncate(image, capBytes);
  await mkdir(mountPoint, { mode: 0o700 });
  const mk = await run(mke2fs, mkfsArgs(image, owner));
  if (mk.code !== 0) {
    await rm(image, { force: true });
    return { problem: `mke2fs failed: ${mk.stderr.split("\n")[0] ?? ""}` };
  }
  const m = await asRoot(sudo, mount, mountArgs(image, mountPoint));
  if (m.code !== 0) {
    await rm(image, { force: true });
    return { problem: `mounting it failed${sudo ? " (sudo -n)" : ""}: ${m.stderr.split("\n")[0] ?? ""}` };
  }
  return { mountPoint, image, capBytes, sudo };
}

/**
 * True when the file system is (nearly) full: the tests reached the cap and
 * their writes failed with ENOSPC. Read before unmounting.
 */
export async function diskFull(disk: CappedDisk): Promise<boolean> {
  try {
    const s = await statfs(disk.mountPoint);
    const free = s.bavail * s.bsize;
    return free < Math.max(1024 * 1024, disk.capBytes / 100);
  } catch {
    return false;
  }
}

/**
 * Unmounts (lazily when something still holds it: the run is over, so nothing
 * may keep the host's disk) and deletes the image. The loop device goes with
 * the mount (mount -o loop sets autoclear).
 */
export async function unmountCappedDisk(disk: CappedDisk): Promise<void> {
  await unmount(disk.mountPoint, disk.sudo);
  await rm(disk.image, { force: true });
}

export async function unmount(mountPoint: string, sudo: boolean): Promise<boolean> {
  const umount = findProgram("umount") ?? "umount";
  if ((await asRoot(sudo, umount, [mountPoint])).code === 0) return true;
  return (await asRoot(sudo, umount, ["-l", mountPoint])).code === 0;
}

/** Unmounts a disk a run that was killed never unmounted (the post step's clean-up); false when it could not. */
export function unmountLeftover(mountPoint: string): Promise<boolean> {
  return unmount(mountPoint, process.getuid?.() !== 0);
}

/** /proc/self/mountinfo's mount points (field 5, with its octal escapes for space, tab, newline, backslash). */
export function mountPoints(mountinfo: string): string[] {
  return mountinfo
    .split("\n")
    .map((line) => line.split(" ")[4])
    .filter((field): field is string => field !== undefined && field !== "")
    .map((field) => field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8))));
}
