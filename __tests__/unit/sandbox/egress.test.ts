import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { InputError, resolveOptions } from "../../../src/options/options.js";
import { dockerRunArgs } from "../../../src/sandbox/docker.js";
import { forwarderRunArgs } from "../../../src/sandbox/egress-forwarder.js";
import { proxyEnvironment, registryHosts, validAllowHost } from "../../../src/sandbox/egress-hosts.js";
import {
  hostAllowed,
  parseTarget,
  publicAddress,
  startEgressProxy,
  type EgressProxy,
} from "../../../src/sandbox/egress-proxy.js";
import { withProxy } from "../../../src/sandbox/egress.js";

describe("publicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fd00::1",
    "fc00::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::7f00:1",
    "64:ff9b::10.0.0.1",
    "2002:7f00:1::",
    "2002:c0a8:101::1",
    "::127.0.0.1",
    "not an address",
    "",
  ])("refuses %s", (address) => {
    expect(publicAddress(address)).toBe(false);
  });

  it.each(["104.16.0.35", "151.101.0.223", "2606:4700::6810:1", "::ffff:104.16.0.35", "203.0.113.80", "172.32.0.1"])(
    "lets %s through",
    (address) => {
      expect(publicAddress(address)).toBe(true);
    },
  );
});

describe("hostAllowed", () => {
  const list = ["registry.npmjs.org", "*.example.org"];
  it("matches exact names, any case, with or without the final dot", () => {
    expect(hostAllowed("registry.npmjs.org", list)).toBe(true);
    expect(hostAllowed("REGISTRY.npmjs.ORG.", list)).toBe(true);
  });
  it("matches subdomains of a *. entry, not the bare domain or look-alikes", () => {
    expect(hostAllowed("npm.example.org", list)).toBe(true);
    expect(hostAllowed("a.b.example.org", list)).toBe(true);
    expect(hostAllowed("example.org", list)).toBe(false);
    expect(hostAllowed("evilexample.org", list)).toBe(false);
    expect(hostAllowed("registry.npmjs.org.evil.com", list)).toBe(false);
    expect(hostAllowed("evil.registry.npmjs.org", list)).toBe(false);
  });
  it("never matches an address, even one written on the list", () => {
    expect(hostAllowed("127.0.0.1", ["127.0.0.1"])).toBe(false);
    expect(hostAllowed("[::1]", ["::1"])).toBe(false);
    expect(hostAllowed("", list)).toBe(false);
  });
});

describe("parseTarget", () => {
  it("reads host:port and [v6]:port", () => {
    expect(parseTarget("pypi.org:443")).toEqual({ host: "pypi.org", port: 443 });
    expect(parseTarget("[::1]:80")).toEqual({ host: "::1", port: 80 });
  });
  it.each(["pypi.org", "pypi.org:0", "pypi.org:70000", "pypi.org:443/x", "user@pypi.org:443", "a b:443", ":443"])(
    "refuses %s",
    (authority) => {
      expect(parseTarget(authority)).toBeNull();
    },
  );
});

describe("install-allow-hosts and the proxy variables", () => {
  it("adds validated hosts to the language's registries", () => {
    const o = resolveOptions(
      { installAllowHosts: ["npm.corp.example, *.mirror.example", "NPM.corp.example"] },
      "/",
      {},
    );
    expect(o.installAllowHosts).toEqual(["npm.corp.example", "*.mirror.example"]);
    expect(registryHosts("javascript", o.installAllowHosts)).toEqual(
      expect.arrayContaining(["registry.npmjs.org", "npm.corp.example", "*.mirror.example"]),
    );
    expect(registryHosts("python", [])).toEqual(["pypi.org", "files.pythonhosted.org"]);
    expect(resolveOptions({}, "/", {}).installAllowHosts).toEqual([]);
  });
  it.each(["https://npm.example", "npm.example:8443", "10.0.0.1", "*", "*.", "a..b", "-x.example", "npm.example/path"])(
    "refuses %s, saying what a host is",
    (host) => {
      expect(validAllowHost(host)).toBe(false);
      expect(() => resolveOptions({ installAllowHosts: host }, "/", {})).toThrow(InputError);
      expect(() => resolveOptions({ installAllowHosts: host }, "/", {})).toThrow(/is not a host name/);
    },
  );
  it("points every package manager at the forwarder and keeps the adapter's MAVEN_OPTS", () => {
    const env = withProxy({ MAVEN_OPTS: "-Xmx1g", KEEP: "1" });
    expect(env["KEEP"]).toBe("1");
    expect(env["HTTPS_PROXY"]).toBe("http://127.0.0.1:3128");
    expect(env["https_proxy"]).toBe(env["HTTPS_PROXY"]);
    expect(env["npm_config_https_proxy"]).toBe(env["HTTPS_PROXY"]);
    // yarn 2+ reads only its own settings.
    expect(env["YARN_HTTPS_PROXY"]).toBe(env["HTTPS_PROXY"]);
    expect(env["YARN_HTTP_PROXY"]).toBe(env["HTTP_PROXY"]);
    expect(env["CARGO_HTTP_PROXY"]).toBe(env["HTTPS_PROXY"]);
    expect(env["MAVEN_OPTS"]).toMatch(
      /^-Xmx1g -Dhttp\.proxyHost=127\.0\.0\.1 -Dhttp\.proxyPort=3128 -Dhttps\.proxyHost/,
    );
    expect(proxyEnvironment()["NO_PROXY"]).toBe("");
  });
});

describe("the docker install phase's network", () => {
  const containers = resolveOptions({ runtime: "runsc" }, "/", {}).containers;
  const plan = {
    name: "testcage-x",
    runId: "x",
    jobScope: null,
    image: "img:1",
    user: { uid: 10001, gid: 10001 },
    options: containers,
    cpus: "2",
  };
  const flag = (args: string[], name: string): string[] => args.flatMap((a, i) => (a === name ? [args[i + 1]!] : []));

  it("the forwarder has no network, no privileges and only the egress folder", () => {
    const args = forwarderRunArgs({
      name: "testcage-x-egress",
      labels: ["dev.testcage=x"],
      user: "10001:10001",
      network: "none",
      dir: "/h/egress",
      image: "node-img",
    });
    expect(flag(args, "--network")).toEqual(["none"]);
    expect(flag(args, "--cap-drop")).toEqual(["ALL"]);
    expect(flag(args, "--security-opt")).toEqual(["no-new-privileges"]);
    expect(flag(args, "--user")).toEqual(["10001:10001"]);
    expect(flag(args, "--volume")).toEqual(["/h/egress:/testcage/egress:rw"]);
    expect(args).toContain("--read-only");
    expect(flag(args, "--label")).toEqual(["dev.testcage=x"]);
  });

  it("the install shares the forwarder's loopback under runc, whatever the engine's networks", () => {
    const args = dockerRunArgs(plan, { project: "/p", reports: "/r", harness: "/h" }, "/c", {
      network: "container:testcage-x-egress",
      envNames: [],
      argv: ["sh", "-c", "npm ci"],
      requiredProgram: null,
      runtime: "runc",
    });
    expect(flag(args, "--network")).toEqual(["container:testcage-x-egress"]);
    expect(args).not.toContain("--runtime");
    const test = dockerRunArgs(plan, { project: "/p", reports: "/r", harness: "/h" }, "/c", {
      network: "none",
      envNames: [],
      argv: ["true"],
      requiredProgram: null,
    });
    expect(flag(test, "--runtime")).toEqual(["runsc"]);
  });
});

describe("startEgressProxy", () => {
  let dir: string;
  let upstream: Server;
  let upstreamPort: number;
  let httpUpstream: ReturnType<typeof createHttpServer>;
  let httpPort: number;
  let proxy: EgressProxy | null = null;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "egress-test-"));
    upstream = createServer((s) => s.end("hello from the registry\n"));
    await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
    upstreamPort = (upstream.address() as { port: number }).port;
    httpUpstream = createHttpServer((req, res) => res.end(`GET ${req.url} host=${req.headers.host}`));
    await new Promise<void>((r) => httpUpstream.listen(0, "127.0.0.1", r));
    httpPort = (httpUpstream.address() as { port: number }).port;
  });
  afterEach(async () => {
    await proxy?.close();
    proxy = null;
  });
  afterAll(() => {
    upstream.close();
    httpUpstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A proxy whose "registry.test" is the local upstream; loopback counts as public only when asked. */
  async function start(opts: { loopbackIsPublic: boolean }): Promise<EgressProxy> {
    proxy = await startEgressProxy({
      allowHosts: ["registry.test", "localhost"],
      socketPath: join(dir, "p.sock"),
      resolve: async (host) =>
        host === "registry.test" || host === "localhost" ? [{ address: "127.0.0.1", family: 4 }] : [],
      ...(opts.loopbackIsPublic ? { addressAllowed: () => true } : {}),
      ports: [upstreamPort, httpPort],
    });
    return proxy;
  }

  /** Sends raw bytes to the proxy's socket; everything it answers until it closes or 1 s passes. */
  function exchange(p: EgressProxy, request: string): Promise<string> {
    return new Promise((resolve) => {
      const s: Socket = connect(p.socketPath);
      let got = "";
      s.on("data", (d) => (got += d.toString()));
      s.on("close", () => resolve(got));
      s.on("error", () => resolve(got));
      s.write(request);
      setTimeout(() => s.destroy(), 1000);
    });
  }

  it("tunnels to an allowed host at the address it checked", async () => {
    const p = await start({ loopbackIsPublic: true });
    const got = await exchange(p, `CONNECT registry.test:${upstreamPort} HTTP/1.1\r\n\r\n`);
    expect(got).toMatch(/^HTTP\/1\.1 200 /);
    expect(got).toContain("hello from the registry");
    expect(p.allowed()).toEqual(["registry.test"]);
    expect(p.refused()).toEqual([]);
  });

  it("forwards a plain GET to an allowed host, with its Host header", async () => {
    const p = await start({ loopbackIsPublic: true });
    const got = await exchange(
      p,
      `GET http://registry.test:${httpPort}/simple/x?y=1 HTTP/1.1\r\nHost: registry.test\r\nConnection: close\r\n\r\n`,
    );
    expect(got).toMatch(/^HTTP\/1\.1 200 /);
    expect(got).toContain(`GET /simple/x?y=1 host=registry.test:${httpPort}`);
  });

  it("asks again when the resolver fails for a moment, and keeps the answer for the phase", async () => {
    let lookups = 0;
    proxy = await startEgressProxy({
      allowHosts: ["registry.test", "gone.test"],
      socketPath: join(dir, "p.sock"),
      resolve: async (host) => {
        lookups++;
        if (host === "gone.test") throw Object.assign(new Error("no such name"), { code: "ENOTFOUND" });
        // The first two lookups fail as a loaded resolver's do.
        if (lookups <= 2) throw Object.assign(new Error("try again"), { code: "EAI_AGAIN" });
        return [{ address: "127.0.0.1", family: 4 }];
      },
      addressAllowed: () => true,
      ports: [upstreamPort],
    });
    for (let i = 0; i < 3; i++) {
      expect(await exchange(proxy, `CONNECT registry.test:${upstreamPort} HTTP/1.1\r\n\r\n`)).toMatch(
        /^HTTP\/1\.1 200 /,
      );
    }
    expect(lookups).toBe(3);
    expect(proxy.refused()).toEqual([]);
    // A name that does not exist is not asked about again and again.
    expect(await exchange(proxy, `CONNECT gone.test:${upstreamPort} HTTP/1.1\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 403 [\s\S]*gone\.test does not resolve \(ENOTFOUND\)/,
    );
    expect(lookups).toBe(4);
  });

  it("refuses a host that is not on the list, by name or by address", async () => {
    const p = await start({ loopbackIsPublic: true });
    expect(await exchange(p, `CONNECT evil.test:${upstreamPort} HTTP/1.1\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 403 [\s\S]*evil\.test is not a package registry on the list/,
    );
    expect(await exchange(p, `CONNECT 127.0.0.1:${upstreamPort} HTTP/1.1\r\n\r\n`)).toMatch(/^HTTP\/1\.1 403 /);
    expect(await exchange(p, `CONNECT [::1]:${upstreamPort} HTTP/1.1\r\n\r\n`)).toMatch(/^HTTP\/1\.1 403 /);
    expect(await exchange(p, `GET http://127.0.0.1:${httpPort}/ HTTP/1.1\r\nHost: x\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 403 /,
    );
    expect(p.refused()).toEqual(["evil.test", "127.0.0.1", "::1"]);
    expect(p.allowed()).toEqual([]);
  });

  it("refuses an allowed name that resolves to loopback, private or link-local addresses", async () => {
    const p = await start({ loopbackIsPublic: false });
    const got = await exchange(p, `CONNECT localhost:${upstreamPort} HTTP/1.1\r\n\r\n`);
    expect(got).toMatch(/^HTTP\/1\.1 403 [\s\S]*localhost resolves to 127\.0\.0\.1, which is not a public address/);
    expect(got).not.toContain("hello from the registry");
    expect(p.refused()).toEqual(["localhost"]);
  });

  it("refuses ports other than the registries', and requests it cannot read", async () => {
    const p = await start({ loopbackIsPublic: true });
    expect(await exchange(p, "CONNECT registry.test:22 HTTP/1.1\r\n\r\n")).toMatch(/^HTTP\/1\.1 403 [\s\S]*port 22/);
    expect(await exchange(p, "CONNECT registry.test HTTP/1.1\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
    expect(await exchange(p, "GET /relative HTTP/1.1\r\nHost: registry.test\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
    expect(await exchange(p, "GET ftp://registry.test/ HTTP/1.1\r\nHost: registry.test\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 400 /,
    );
  });

  it("keeps a bounded list of the hosts it refused, whatever the install tries", async () => {
    const p = await start({ loopbackIsPublic: true });
    await Promise.all(
      Array.from({ length: 80 }, (_, i) => exchange(p, `CONNECT h${i}.evil.test:${upstreamPort} HTTP/1.1\r\n\r\n`)),
    );
    expect(p.refused()).toHaveLength(50);
  });

  it("is reachable by any uid and gone once closed", async () => {
    const p = await start({ loopbackIsPublic: true });
    const { statSync, existsSync } = await import("node:fs");
    expect(statSync(p.socketPath).mode & 0o777).toBe(0o666);
    await p.close();
    proxy = null;
    expect(existsSync(p.socketPath)).toBe(false);
  });
});
