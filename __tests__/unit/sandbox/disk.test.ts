import { describe, expect, it } from "vitest";
import { MIN_DISK_BYTES, mkfsArgs, mountArgs, sizeBytes } from "../../../src/sandbox/disk.js";
import { InputError, resolveOptions } from "../../../src/options.js";

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
