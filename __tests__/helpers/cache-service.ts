// A loopback stand-in for the Actions cache service as @actions/cache talks to it
// over its v1 REST API (ACTIONS_CACHE_URL, the protocol GitHub Enterprise Server
// still serves): look an entry up by key and version, reserve one, upload its
// archive in ranges, commit it, and download it from the archiveLocation answered.
// Entries live in memory; every request is recorded.

import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface CacheRequest {
  method: string;
  path: string;
  status: number;
}

export interface CacheEntry {
  key: string;
  version: string;
  archive: Buffer;
}

export interface CacheService {
  /** ACTIONS_CACHE_URL and ACTIONS_RUNTIME_TOKEN for the action's process. */
  env: Record<string, string>;
  requests: CacheRequest[];
  /** Committed entries, in commit order. */
  entries(): CacheEntry[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export async function startCacheService(): Promise<CacheService> {
  const requests: CacheRequest[] = [];
  const committed: (CacheEntry & { id: number })[] = [];
  const reserved = new Map<number, { key: string; version: string; chunks: { start: number; data: Buffer }[] }>();
  let nextId = 1;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = await readBody(req);
      const send = (status: number, json?: unknown, raw?: Buffer): void => {
        requests.push({ method: req.method ?? "", path: url.pathname, status });
        if (raw) {
          res.writeHead(status, { "content-type": "application/octet-stream", "content-length": raw.length });
          res.end(raw);
        } else if (json !== undefined) {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(json));
        } else {
          res.writeHead(status);
          res.end();
        }
      };
      if (!/^Bearer .+/.test(req.headers.authorization ?? "") && !url.pathname.startsWith("/archives/"))
        return send(401);
      const api = "/_apis/artifactcache/";
      if (req.method === "GET" && url.pathname === `${api}cache`) {
        const keys = (url.searchParams.get("keys") ?? "").split(",");
        const version = url.searchParams.get("version");
        // The service matches the first key exactly or by prefix, then the restore keys by prefix.
        for (const k of keys) {
          const hit = [...committed].reverse().find((e) => e.version === version && e.key.startsWith(k));
          if (hit) {
            const archiveLocation = `http://127.0.0.1:${port}/archives/${hit.id}`;
            return send(200, { cacheKey: hit.key, scope: "refs/heads/main", archiveLocation });
          }
        }
        return send(204);
      }
      if (req.method === "POST" && url.pathname === `${api}caches`) {
        const { key, version } = JSON.parse(body.toString("utf8")) as { key: string; version: string };
        if (committed.some((e) => e.key === key && e.version === version)) return send(409, { message: "exists" });
        const id = nextId++;
        reserved.set(id, { key, version, chunks: [] });
        return send(201, { cacheId: id });
      }
      const m = new RegExp(`^${api}caches/(\\d+)$`).exec(url.pathname);
      if (m) {
        const entry = reserved.get(Number(m[1]));
        if (!entry) return send(404);
        if (req.method === "PATCH") {
          const range = /^bytes (\d+)-(\d+)\/\*$/.exec(req.headers["content-range"] ?? "");
          if (!range || Number(range[2]) - Number(range[1]) + 1 !== body.length) return send(400);
          entry.chunks.push({ start: Number(range[1]), data: body });
          return send(204);
        }
        if (req.method === "POST") {
          const { size } = JSON.parse(body.toString("utf8")) as { size: number };
          const archive = Buffer.concat(entry.chunks.sort((a, b) => a.start - b.start).map((c) => c.data));
          if (archive.length !== size) return send(400, { message: "size mismatch" });
          reserved.delete(Number(m[1]));
          committed.push({ id: Number(m[1]), key: entry.key, version: entry.version, archive });
          return send(204);
        }
      }
      const a = /^\/archives\/(\d+)$/.exec(url.pathname);
      if (req.method === "GET" && a) {
        const hit = committed.find((e) => e.id === Number(a[1]));
        return hit ? send(200, undefined, hit.archive) : send(404);
      }
      return send(404);
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    env: { ACTIONS_CACHE_URL: `http://127.0.0.1:${port}/`, ACTIONS_RUNTIME_TOKEN: "cache-stand-in-token" },
    requests,
    entries: () => committed.map(({ key, version, archive }) => ({ key, version, archive })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
