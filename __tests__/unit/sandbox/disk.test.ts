import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  diskFull,
  MIN_DISK_BYTES,
  mkfsArgs,
  mountArgs,
  mountCappedDisk,
  sizeBytes,
  unmountCappedDisk,
} from "../../../src/sandbox/disk.js";
import { InputError, resolveOptions } from "../../../src/options/options.js";

describe("sizeBytes", () => {
  it("reads docker-style sizes", () => {
    expect(sizeBytes("2g")).toBe(2 * 1024 ** 3);
    expect(sizeBytes("512M")).toBe(512 * 1024 ** 2);
    expect(sizeBytes("64k")).toBe(65536);
    expect(sizeBytes("100")).toBe(100);
    expect(sizeBytes("1.5g")).toBe(1.5 * 1024 ** 3);
    expect(() => sizeBytes("lots")).toThrow();
  });
});

describe("the capped file system", () => {
  it("is ext4 without journal or reserved blocks, owned by the tests' user", () => {
    const args = mkfsArgs("/w/disk.img", { uid: 10001, gid: 10002 });
    expect(args.slice(0, 2)).toEqual(["-t", "ext4"]);
    expect(args).toContain("^has_journal");
    expect(args[args.indexOf("-m") + 1]).toBe("0");
    expect(args[args.indexOf("-E") + 1]).toContain("root_owner=10001:10002");
    expect(args.at(-1)).toBe("/w/disk.img");
  });
  it("is mounted from a loop device without setuid or devices", () => {
    const args = mountArgs("/w/disk.img", "/w/fs");
    const opts = args[args.indexOf("-o") + 1]!.split(",");
    expect(opts).toEqual(expect.arrayContaining(["loop", "nosuid", "nodev"]));
    expect(args.slice(-2)).toEqual(["/w/disk.img", "/w/fs"]);
  });
});

describe("the disk option", () => {
  const disk = (value: string | undefined): string | null => resolveOptions({ disk: value }, "/", {}).containers.disk;
  it("defaults to 2g, takes sizes and none", () => {
    expect(disk(undefined)).toBe("2g");
    expect(disk("")).toBe("2g");
    expect(disk("512m")).toBe("512m");
    expect(disk("none")).toBeNull();
  });
  it("refuses what is not a size, and caps too small to hold a file system", () => {
    expect(() => disk("big")).toThrow(InputError);
    expect(() => disk("-1g")).toThrow(InputError);
    expect(() => disk("8m")).toThrow(/at least 16m/);
    expect(sizeBytes("16m")).toBe(MIN_DISK_BYTES);
  });
});

// Mounting needs root (or passwordless sudo, which this test does not assume).
describe.skipIf(process.getuid?.() !== 0)("a capped disk, for real", () => {
  it("stops writes with ENOSPC at the cap, takes no more of the host's disk, and goes away", async () => {
    const root = mkdtempSync(join(tmpdir(), "tc-disk-test-"));
    try {
      const disk = await mountCappedDisk(root, 32 * 1024 * 1024, { uid: 0, gid: 0 });
      if ("problem" in disk) throw new Error(disk.problem);
      expect(await diskFull(disk)).toBe(false);
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let written = 0;
      let error: NodeJS.ErrnoException | null = null;
      try {
        for (let i = 0; i < 64; i++) {
          writeFileSync(join(disk.mountPoint, `f${i}`), chunk);
          written += 1;
        }
      } catch (err) {
        error = err as NodeJS.ErrnoException;
      }
      expect(error?.code).toBe("ENOSPC");
      expect(written).toBeLessThanOrEqual(32);
      expect(await diskFull(disk)).toBe(true);
      expect(statSync(disk.image).blocks * 512).toBeLessThanOrEqual(32 * 1024 * 1024);
      await unmountCappedDisk(disk);
      expect(readdirSync(root)).toEqual(["fs"]);
      expect(readdirSync(join(root, "fs"))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
