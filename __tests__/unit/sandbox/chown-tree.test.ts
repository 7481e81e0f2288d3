// chownTree hands a run's folders to the container's (or nobody's) uid as root.
// One of them, a kept cache, may be written by another run's container at the
// same time: a folder swapped for a link to a host folder between being listed
// and being entered must never hand that host folder over.

import { spawn, spawnSync } from "node:child_process";
import { lstatSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chownTree } from "../../../src/sandbox/workspace.js";

const asRoot = process.getuid?.() === 0;
const UID = 10001;

// Swaps each folder d<i> with the link s<i> (renameat2 RENAME_EXCHANGE) as fast as it can.
const SWAPPER = `
import ctypes, os, sys, time
libc = ctypes.CDLL(None, use_errno=True)
root, n, until = sys.argv[1], int(sys.argv[2]), time.time() + float(sys.argv[3])
pairs = [(os.path.join(root, f"d{i}").encode(), os.path.join(root, f"s{i}").encode()) for i in range(n)]
print("swapping", flush=True)
while time.time() < until:
    for d, s in pairs:
        libc.renameat2(-100, d, -100, s, 2)
`;

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

describe("chownTree", () => {
  it("changes a tree's owner, links themselves and never their targets", async () => {
    const tree = mkdtempSync(join(tmpdir(), "tc-chown-"));
    const outside = mkdtempSync(join(tmpdir(), "tc-chown-outside-"));
    dirs.push(tree, outside);
    mkdirSync(join(tree, "a/b"), { recursive: true });
    writeFileSync(join(tree, "a/b/f"), "x");
    writeFileSync(join(outside, "host-file"), "host");
    symlinkSync(outside, join(tree, "a/to-outside"));
    symlinkSync(join(outside, "host-file"), join(tree, "file-link"));
    if (!asRoot) {
      // Only root may give files away: the refusal is said, not swallowed.
      await expect(chownTree([tree], UID, UID)).rejects.toThrow(/handing the run's folders to uid 10001 failed/);
      return;
    }
    await chownTree([tree], UID, UID);
    for (const p of ["", "a", "a/b", "a/b/f"]) expect(statSync(join(tree, p)).uid).toBe(UID);
    expect(lstatSync(join(tree, "a/to-outside")).uid).toBe(UID);
    expect(lstatSync(join(tree, "file-link")).uid).toBe(UID);
    expect(statSync(outside).uid).toBe(0);
    expect(statSync(join(outside, "host-file")).uid).toBe(0);
  });

  it.runIf(asRoot)(
    "hands over no host folder while a container swaps folders for links to it",
    async () => {
      const tree = mkdtempSync(join(tmpdir(), "tc-chown-race-"));
      const outside = mkdtempSync(join(tmpdir(), "tc-chown-victim-"));
      dirs.push(tree, outside);
      mkdirSync(join(outside, "inner"));
      writeFileSync(join(outside, "inner/host-file"), "host");
      const pairs = 200;
      for (let i = 0; i < pairs; i++) {
        mkdirSync(join(tree, `d${i}/sub`), { recursive: true });
        writeFileSync(join(tree, `d${i}/sub/file`), "x");
        symlinkSync(outside, join(tree, `s${i}`));
      }
      const swapper = spawn("python3", ["-c", SWAPPER, tree, String(pairs), "8"], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((resolve) => swapper.stdout.once("data", () => resolve()));
      const closed = new Promise<void>((resolve) => swapper.on("close", () => resolve()));
      try {
        for (let round = 0; round < 20; round++) {
          // A vanished entry (swapped away mid-walk) may fail a round; what matters is the host's side.
          await chownTree([tree], UID + round, UID + round).catch(() => undefined);
        }
      } finally {
        swapper.kill("SIGKILL");
        await closed;
      }
      const owners = spawnSync("find", [outside, "-printf", "%U\n"], { encoding: "utf8" }).stdout.trim().split("\n");
      expect(owners.length).toBe(3);
      expect(new Set(owners)).toEqual(new Set(["0"]));
    },
    60_000,
  );
});
