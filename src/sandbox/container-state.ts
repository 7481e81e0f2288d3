// What the service sandbox needs to know of its container before a run: whether
// it runs, its image and limits (results.json reports the container's own), and
// the networks to disconnect for the test phase. From the Engine API where the
// client would use the same socket (docker-api.ts), else from `docker inspect`.

import { docker } from "./docker-cli.js";
import { engineGet, engineSocket } from "./docker-api.js";

export interface NetworkAttachment {
  name: string;
  aliases: string[];
}

export interface ContainerState {
  running: boolean;
  image: string;
  /** Bytes; 0 for no limit. */
  memory: number;
  nanoCpus: number;
  /** 0 or less for no limit. */
  pidsLimit: number;
  runtime: string;
  readOnly: boolean;
  networks: NetworkAttachment[];
}

/** Networks other than "none" and "host" (which cannot be disconnected), with the aliases to restore. */
export function networkAttachments(value: unknown): NetworkAttachment[] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value as Record<string, { Aliases?: unknown } | null>)
    .filter(([name]) => name !== "none" && name !== "host")
    .map(([name, n]) => ({
      name,
      aliases: Array.isArray(n?.Aliases) ? n.Aliases.filter((a): a is string => typeof a === "string") : [],
    }));
}

const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0);

/** The Engine API's container JSON, or null when it is not one. */
export function stateFromApi(json: unknown): ContainerState | null {
  if (!json || typeof json !== "object") return null;
  const o = json as {
    State?: { Running?: unknown };
    Config?: { Image?: unknown };
    HostConfig?: Record<string, unknown>;
    NetworkSettings?: { Networks?: unknown };
  };
  if (!o.State || !o.HostConfig) return null;
  const host = o.HostConfig;
  return {
    running: o.State.Running === true,
    image: typeof o.Config?.Image === "string" ? o.Config.Image : "",
    memory: num(host["Memory"]),
    nanoCpus: num(host["NanoCpus"]),
    pidsLimit: num(host["PidsLimit"]),
    runtime: typeof host["Runtime"] === "string" ? host["Runtime"] : "runc",
    readOnly: host["ReadonlyRootfs"] === true,
    networks: networkAttachments(o.NetworkSettings?.Networks),
  };
}

const FORMAT =
  "{{.State.Running}}|{{.Config.Image}}|{{.HostConfig.Memory}}|{{.HostConfig.NanoCpus}}|{{.HostConfig.PidsLimit}}|{{.HostConfig.Runtime}}|{{.HostConfig.ReadonlyRootfs}}|{{json .NetworkSettings.Networks}}";

/** `docker inspect --format FORMAT` output (the image name cannot hold "|"; the networks' JSON can). */
export function stateFromClient(stdout: string): ContainerState {
  const fields = stdout.trim().split("|");
  const [running, image, memory, nanoCpus, pids, runtime, readOnly] = fields;
  let networks: unknown = null;
  try {
    networks = JSON.parse(fields.slice(7).join("|"));
  } catch {
    /* no networks to restore */
  }
  return {
    running: running === "true",
    image: image ?? "",
    memory: num(memory),
    nanoCpus: num(nanoCpus),
    pidsLimit: num(pids),
    runtime: runtime || "runc",
    readOnly: readOnly === "true",
    networks: networkAttachments(networks),
  };
}

/** The container's state; null when neither the API nor the client could say (no such container, no docker). */
export async function inspectContainer(name: string): Promise<ContainerState | null> {
  const socket = engineSocket();
  if (socket) {
    const state = stateFromApi(await engineGet(socket, `/containers/${encodeURIComponent(name)}/json`));
    if (state) return state;
  }
  const r = await docker(["inspect", "--format", FORMAT, name]);
  return r.code === 0 ? stateFromClient(r.stdout) : null;
}
