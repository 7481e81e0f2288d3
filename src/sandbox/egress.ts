// The install phase's egress (docs/architecture.md §4), as a sandbox uses it: a
// folder outside the project copy holding the proxy's socket and the forwarder
// script, the proxy itself, and what results.json says of the phase.

import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { EGRESS_FORWARD } from "../harness/egress-forward.js";
import type { InstallIsolation } from "../core/model.js";
import { EGRESS_PORT, proxyEnvironment } from "./egress-hosts.js";
import { startEgressProxy, type EgressProxy } from "./egress-proxy.js";

export const FORWARDER_FILE = "egress-forward.cjs";
export const SOCKET_FILE = "proxy.sock";
export const READY_FILE = "ready";

export interface EgressSetup {
  dir: string;
  proxy: EgressProxy;
}

/** Starts the proxy on a socket in `dir` (made, world-writable so the forwarder's uid can say it is ready). */
export async function openEgress(dir: string, allowHosts: readonly string[]): Promise<EgressSetup> {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o777);
  await writeFile(join(dir, FORWARDER_FILE), EGRESS_FORWARD, { mode: 0o644 });
  const proxy = await startEgressProxy({ allowHosts, socketPath: join(dir, SOCKET_FILE) });
  return { dir, proxy };
}

/** The forwarder's arguments, with the folder as the forwarder sees it. */
export function forwarderArgs(dirSeen: string, readyDir: string): string[] {
  return [join(dirSeen, FORWARDER_FILE), String(EGRESS_PORT), join(dirSeen, SOCKET_FILE), join(readyDir, READY_FILE)];
}

/** The install's environment pointed at the forwarder; a MAVEN_OPTS the adapter set keeps its options. */
export function withProxy(env: Record<string, string>): Record<string, string> {
  const proxy = proxyEnvironment(env["MAVEN_OPTS"] ?? "");
  return { ...env, ...proxy };
}

/** What results.json says of an install phase that had no proxy: its network as it was. */
export function unproxiedInstall(network: "container" | "host" | "none", method: string): InstallIsolation {
  return { network, network_method: method, allow_hosts: [], reached: [], refused: [] };
}

/** What results.json says of the install phase that went through the proxy. */
export function proxiedInstall(method: string, proxy: EgressProxy, allowHosts: readonly string[]): InstallIsolation {
  return {
    network: "registries",
    network_method: method,
    allow_hosts: [...allowHosts],
    reached: proxy.allowed(),
    refused: proxy.refused(),
  };
}
