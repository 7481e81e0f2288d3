import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MODULE = join(import.meta.dirname, "../../src/core/inherited-fds.ts");

describe("closeInheritedDescriptors", () => {
  it("closes a descriptor the parent passed without close-on-exec, and leaves Node's own open", () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-fds-"));
    const secret = join(dir, "secret.txt");
    writeFileSync(secret, "passed down");
    // Handed to the child as its descriptor 100, as a shell's `exec 100<secret` would leave it
    // (Node marks low inherited numbers close-on-exec itself; 100 it leaves as it is).
    const fd = openSync(secret, "r");
    try {
      const script = `
        import { fstatSync, openSync, readFileSync } from "node:fs";
        import { closeInheritedDescriptors } from ${JSON.stringify(MODULE)};
        const own = openSync(${JSON.stringify(secret)}, "r");
        const flags = /^flags:\\s*([0-7]+)$/m.exec(readFileSync("/proc/self/fdinfo/100", "utf8"))[1];
        const before = (parseInt(flags, 8) & 0o2000000) === 0;
        const closed = closeInheritedDescriptors();
        let hundred = "open";
        try { fstatSync(100); } catch (e) { hundred = e.code; }
        fstatSync(own);
        console.log(JSON.stringify({ before, closed, hundred, ownKept: !closed.includes(own) }));`;
      const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe", ...Array<"ignore">(97).fill("ignore"), fd],
      });
      expect(run.status, run.stderr).toBe(0);
      const got = JSON.parse(run.stdout.trim()) as {
        before: boolean;
        closed: number[];
        hundred: string;
        ownKept: boolean;
      };
      expect(got.before).toBe(true);
      expect(got.closed).toContain(100);
      expect(got.hundred).toBe("EBADF");
      expect(got.ownKept).toBe(true);
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
