import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineGet } from "../../../src/sandbox/docker-api.js";

// A stand-in engine on a unix socket: each path answers as a real engine might.
const routes: Record<string, (res: ServerResponse) => void> = {
  "/containers/svc/json": (res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ State: { Running: true }, HostConfig: { Memory: 0 } }));
  },
  "/containers/gone/json": (res) => {
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "No such container: gone" }));
  },
  "/containers/garbled/json": (res) => {
    res.writeHead(200);
    res.end("{not json");
  },
  // Far more than any inspect: the reader stops at 4 MiB and answers null.
  "/containers/huge/json": (res) => {
    res.writeHead(200);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < 6; i++) res.write(chunk);
    res.end("{}");
  },
  // The engine goes away mid-answer.
  "/containers/cut/json": (res) => {
    res.writeHead(200, { "content-length": "1000" });
    res.write('{"State":');
    setTimeout(() => res.socket?.destroy(), 20);
  },
  "/containers/slow/json": () => {
    /* never answers */
  },
};

let dir: string;
let socket: string;
let server: Server;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "testcage-api-"));
  socket = join(dir, "docker.sock");
  server = createServer((req, res) => (routes[req.url ?? ""] ?? ((r) => r.writeHead(400).end()))(res));
  await new Promise<void>((resolve) => server.listen(socket, resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe("engineGet", () => {
  it("parses a 200 answer's JSON", async () => {
    expect(await engineGet(socket, "/containers/svc/json")).toEqual({
      State: { Running: true },
      HostConfig: { Memory: 0 },
    });
  });
  it("answers null for any other status, unparsable JSON, an oversized or cut-short answer", async () => {
    expect(await engineGet(socket, "/containers/gone/json")).toBeNull();
    expect(await engineGet(socket, "/containers/garbled/json")).toBeNull();
    expect(await engineGet(socket, "/containers/huge/json")).toBeNull();
    expect(await engineGet(socket, "/containers/cut/json")).toBeNull();
  });
  it("answers null when the engine is silent past the timeout or there is no socket", async () => {
    expect(await engineGet(socket, "/containers/slow/json", 100)).toBeNull();
    expect(await engineGet(join(dir, "absent.sock"), "/containers/svc/json")).toBeNull();
  });
});
