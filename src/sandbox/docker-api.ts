// A GET on the Docker Engine API over its unix socket, for the calls on a run's
// critical path: starting the docker client costs ~30 ms, a request on the
// socket ~1 ms. Used only where the client would talk to that same socket
// anyway; anywhere else (a tcp:// DOCKER_HOST, a docker context, a client of
// testcage's choosing) the callers use the client, which knows those setups.

import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { homedir } from "node:os";
import { join } from "node:path";

const DEFAULT_SOCKET = "/var/run/docker.sock";

/** The engine's socket path when the docker client would use it; null when the client may go elsewhere. */
export function engineSocket(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env["TESTCAGE_DOCKER"] || env["DOCKER_CONTEXT"]) return null;
  const host = env["DOCKER_HOST"];
  if (host && !host.startsWith("unix://")) return null;
  const socket = host ? host.slice("unix://".length) : DEFAULT_SOCKET;
  const config = join(env["DOCKER_CONFIG"] ?? join(env["HOME"] ?? homedir(), ".docker"), "config.json");
  try {
    const current = (JSON.parse(readFileSync(config, "utf8")) as { currentContext?: unknown }).currentContext;
    if (typeof current === "string" && current !== "" && current !== "default") return null;
  } catch {
    /* no client config (or none readable): the client's defaults apply */
  }
  return existsSync(socket) ? socket : null;
}

/** The parsed JSON of a 200 answer; null for any other answer or failure (callers then ask the client). */
export function engineGet(socket: string, path: string, timeoutMs = 5_000): Promise<unknown> {
  return new Promise((resolve) => {
    // A connection of its own, not the global agent's: the agent works out a TLS
    // server name for every request, and its first IPv6 check alone costs ~4 ms.
    // Without the agent the request's own timeout option never fires: hence the timer.
    const createConnection = (): Socket => connect(socket);
    const timer = setTimeout(() => req.destroy(), timeoutMs);
    const done = (value: unknown): void => {
      clearTimeout(timer);
      resolve(value);
    };
    const req = request({ createConnection, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
        // An inspect is a few KiB; far more is not an answer worth reading.
        if (size <= 4 * 1024 * 1024) chunks.push(c);
        else req.destroy();
      });
      res.on("end", () => {
        if (res.statusCode !== 200) return done(null);
        try {
          done(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        } catch {
          done(null);
        }
      });
      res.on("error", () => done(null));
      // A response cut short (destroyed above, or the engine went away) may end without "end".
      res.on("close", () => done(null));
    });
    req.on("error", () => done(null));
    req.end();
  });
}
