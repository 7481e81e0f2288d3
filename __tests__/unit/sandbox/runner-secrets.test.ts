import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hostSockets } from "../../../src/sandbox/runner-secrets.js";

const dir = mkdtempSync(join(tmpdir(), "tc-sockets-"));
const servers: Server[] = [];

async function socketAt(name: string, mode: number): Promise<string> {
  const path = join(dir, name);
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(path, resolve));
  chmodSync(path, mode);
  return path;
}

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

describe("hostSockets", () => {
  it("finds the sockets the phases' user may connect to, and leaves those only others may", async () => {
    const open = await socketAt("open.sock", 0o666);
    const own = await socketAt("own.sock", 0o600);
    const group = await socketAt("group.sock", 0o660);
    const uid = process.getuid!();
    const gid = process.getgid!();
    // Another user in no group of the sockets: only the one open to everyone.
    expect(hostSockets({}, { uid: uid + 4242, groups: [] }, [dir])).toEqual([open]);
    // A member of the sockets' group (the docker group's case).
    expect(hostSockets({}, { uid: uid + 4242, groups: [gid] }, [dir]).sort()).toEqual([group, open].sort());
    // Their owner.
    expect(hostSockets({}, { uid, groups: [] }, [dir]).sort()).toEqual([group, open, own].sort());
    // DOCKER_HOST's socket, wherever it is.
    expect(hostSockets({ DOCKER_HOST: `unix://${own}` }, { uid, groups: [] }, [])).toEqual([own]);
  });
});
