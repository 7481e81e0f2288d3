// Every temp folder the tests make (theirs, and the CLI's workspaces under
// them) goes into one folder of this test run, removed at the end: a run
// leaves nothing in /tmp, whatever a test forgot to clean up. A loop-mounted
// disk still mounted there at the end is a leak of the docker sandbox: it is
// unmounted so the machine stays usable, and the run fails saying so.

import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mountPoints } from "../src/sandbox/disk.js";

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "testcage-tests-"));
  // Sandboxed tests may run as other uids that must reach their folders below.
  chmodSync(root, 0o755);
  // Read by os.tmpdir() in this process and in the test workers started after it.
  process.env["TMPDIR"] = root;
  return () => {
    const mounts = mountPoints(readFileSync("/proc/self/mountinfo", "utf8")).filter((t) => t.startsWith(`${root}/`));
    for (const target of mounts) spawnSync("umount", ["-l", target]);
    rmSync(root, { recursive: true, force: true });
    if (mounts.length > 0) throw new Error(`the tests left file systems mounted: ${mounts.join(", ")}`);
  };
}
