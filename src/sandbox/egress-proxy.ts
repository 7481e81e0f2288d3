// The install phase's only way out (docs/architecture.md §4): an HTTP proxy on a
// Unix socket that lets through CONNECT tunnels and plain requests to the package
// registries on its allow-list, and nothing else. The install runs the project's
// own code (lifecycle scripts, setup.py, build scripts) with this as its network,
// so every request is hostile: the host must be on the list, the port 443 or 80,
// and every address the name resolves to public (a registry name that resolves to
// 127.0.0.1, a private range or link-local metadata is refused); the connection
// goes to the address that was checked, so a second lookup cannot rebind it.

import { lookup as dnsLookup } from "node:dns/promises";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { BlockList, connect, isIP, type Socket } from "node:net";
import { chmod, rm } from "node:fs/promises";

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export interface EgressOptions {
  /** Host names allowed ("registry.npmjs.org", or "*.example.org" for its subdomains). */
  allowHosts: readonly string[];
  /** Where the proxy listens. Its folder must exist. */
  socketPath: string;
  /** Name resolution; the system's by default. */
  resolve?: Resolve;
  /** Whether an address may be connected to; public unicast only by default. */
  addressAllowed?: (address: string) => boolean;
  /** Ports a tunnel or request may go to. */
  ports?: readonly number[];
}

export interface EgressProxy {
  socketPath: string;
  /** Hosts it let through and refused, each once, in order. */
  allowed(): string[];
  refused(): string[];
  close(): Promise<void>;
}

/** Most tunnels at once: a runaway install cannot exhaust the host's descriptors. */
const MAX_CONNECTIONS = 256;
/** Distinct hosts kept for results.json, reached and refused each. */
const MAX_HOSTS_KEPT = 50;
/** A tunnel or request with no traffic for this long is closed. */
const IDLE_MS = 120_000;

// Where a runner's own services live: loopback, private and shared (CGNAT)
// ranges, link-local (cloud metadata at 169.254.169.254), multicast and reserved.
// Documentation and benchmarking ranges are not among them: some networks'
// egress gateways answer registry names with such addresses.
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["100::", 64],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

/** The IPv4 address an IPv6 one carries (mapped, NAT64, 6to4, compatible), or null. */
function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const groups = expandIPv6(lower);
  if (!groups) return null;
  const v4 = (hi: number, lo: number): string => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  // ::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d written in hex groups.
  if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0)) {
    return v4(groups[6]!, groups[7]!);
  }
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
    return v4(groups[6]!, groups[7]!);
  }
  // 6to4: 2002:AABB:CCDD::/48 routes to a.b.c.d.
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return null;
}

function expandIPv6(address: string): number[] | null {
  if (address.includes(".")) return null;
  const [head, tail] = address.split("::") as [string, string | undefined];
  const part = (s: string | undefined): number[] => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const h = part(head);
  const t = part(tail);
  const groups = tail === undefined ? h : [...h, ...new Array<number>(8 - h.length - t.length).fill(0), ...t];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** True for a public unicast address: never loopback, private, link-local, multicast or reserved. */
export function publicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIPv4(address);
  if (v4 !== null) return publicAddress(v4);
  return !NOT_PUBLIC.check(address, "ipv6");
}

/** True when the allow-list names the host, exactly or as "*.suffix". Case-insensitive. */
export function hostAllowed(host: string, allowHosts: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (h === "" || isIP(h.replace(/^\[|\]$/g, ""))) return false;
  return allowHosts.some((raw) => {
    const a = raw.toLowerCase();
    return a.startsWith("*.") ? h.endsWith(a.slice(1)) && h.length > a.length - 1 : h === a;
  });
}

/** host and port of a CONNECT target or an absolute URL; null when unparsable. */
export function parseTarget(authority: string): { host: string; port: number } | null {
  const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(authority);
  if (!m) return null;
  const port = Number(m[2]);
  return port > 0 && port < 65536 ? { host: m[1]!.replace(/^\[|\]$/g, ""), port } : null;
}

/** Lookups of one name before it counts as not resolving, and the pause that grows between them. */
const RESOLVE_TRIES = 4;
const RESOLVE_PAUSE_MS = 250;

async function systemResolve(host: string): Promise<{ address: string; family: number }[]> {
  return dnsLookup(host, { all: true, verbatim: true });
}

export async function startEgressProxy(options: EgressOptions): Promise<EgressProxy> {
  const resolve = options.resolve ?? systemResolve;
  const addressAllowed = options.addressAllowed ?? publicAddress;
  const ports = options.ports ?? [443, 80];
  const allowed = new Set<string>();
  const refused = new Set<string>();
  const open = new Set<Socket>();

  // One answer per name for the phase: a package manager opens many connections to
  // the same registry, and a resolver that fails one of many lookups under load (a
  // temporary EAI_AGAIN) must not fail the install. Only answers are kept; a failure
  // is tried again (RESOLVE_TRIES in all, with a pause) unless the name does not exist.
  const answers = new Map<string, { address: string }[]>();
  async function resolveKept(host: string): Promise<{ address: string }[]> {
    const key = host.toLowerCase();
    const kept = answers.get(key);
    if (kept) return kept;
    for (let attempt = 1; ; attempt++) {
      try {
        const found = await resolve(host);
        answers.set(key, found);
        return found;
      } catch (err) {
        if (attempt >= RESOLVE_TRIES || (err as NodeJS.ErrnoException).code === "ENOTFOUND") throw err;
        await new Promise((r) => setTimeout(r, RESOLVE_PAUSE_MS * attempt));
      }
    }
  }

  /** The address to connect to, or why not. */
  async function check(host: string, port: number): Promise<{ address: string } | { refusal: string }> {
    if (!ports.includes(port)) return { refusal: `port ${port} is not a registry port` };
    if (!hostAllowed(host, options.allowHosts)) return { refusal: `${host} is not a package registry on the list` };
    let addresses: { address: string }[];
    try {
      addresses = await resolveKept(host);
    } catch (err) {
      return { refusal: `${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? "lookup failed"})` };
    }
    if (addresses.length === 0) return { refusal: `${host} does not resolve` };
    // One non-public address refuses the name: a registry never resolves to one.
    const bad = addresses.find((a) => !addressAllowed(a.address));
    if (bad) return { refusal: `${host} resolves to ${bad.address}, which is not a public address` };
    return { address: addresses[0]!.address };
  }

  function note(host: string, ok: boolean): void {
    const seen = ok ? allowed : refused;
    // Host names the install chose: a bounded list, whatever it tries.
    if (seen.size < MAX_HOSTS_KEPT) seen.add(host.toLowerCase());
  }

  function track(socket: Socket): void {
    open.add(socket);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void forward(req, res);
  });
  server.maxConnections = MAX_CONNECTIONS;
  server.on("connection", track);
  server.on("clientError", (_err, socket) => socket.destroy());

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end("testcage egress: only absolute http:// URLs or CONNECT\n");
      return;
    }
    if (url.protocol !== "http:") {
      res.writeHead(400).end("testcage egress: only http:// URLs; use CONNECT for https\n");
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const port = url.port ? Number(url.port) : 80;
    const verdict = await check(host, port);
    if ("refusal" in verdict) {
      note(host, false);
      res.writeHead(403).end(`testcage egress: refused: ${verdict.refusal}\n`);
      return;
    }
    note(host, true);
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: url.host };
    delete headers["proxy-connection"];
    delete headers["proxy-authorization"];
    const upstream = httpRequest(
      { host: verdict.address, port, path: `${url.pathname}${url.search}`, method: req.method, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.setTimeout(IDLE_MS, () => upstream.destroy());
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  }

  server.on("connect", (req: IncomingMessage, client: Socket, head: Buffer) => {
    void (async () => {
      const target = parseTarget(req.url ?? "");
      if (!target) {
        client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
        return;
      }
      const verdict = await check(target.host, target.port);
      if ("refusal" in verdict) {
        note(target.host, false);
        client.end(
          `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\ntestcage egress: refused: ${verdict.refusal}\n`,
        );
        return;
      }
      note(target.host, true);
      const upstream = connect({ host: verdict.address, port: target.port });
      track(upstream);
      upstream.once("connect", () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n"));
      client.on("close", () => upstream.destroy());
    })();
  });

  await rm(options.socketPath, { force: true });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.socketPath, () => {
      server.off("error", fail);
      done();
    });
  });
  // The install runs as another uid (the container's, or nobody): it must be able to connect.
  await chmod(options.socketPath, 0o666);

  return {
    socketPath: options.socketPath,
    allowed: () => [...allowed],
    refused: () => [...refused],
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((done) => server.close(() => done()));
      await rm(options.socketPath, { force: true });
    },
  };
}
