// What the service sandbox needs to know of its container before a run: whether
// it runs, its image and limits (results.json reports the container's own), and
// the networks to disconnect for the test phase, and the environment it was
// started with beside its image's own (a service started with `-e TOKEN=...`
// must not hand TOKEN to the tests). From the Engine API where the client would
// use the same socket (docker-api.ts), else from `docker inspect`.

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
  /** The image's ID (sha256:...), "" when not known. */
  imageId: string;
  /** The container's environment ("NAME=value"): its image's plus whatever it was started with. */
  env: string[];
  /** The image's own environment; null when it could not be read. */
  imageEnv: string[] | null;
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

/** "NAME=value" strings from a JSON Env list; anything else is dropped. */
export function envList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((e): e is string => typeof e === "string" && e.includes("=")) : [];
}

/** The Engine API's container JSON, or null when it is not one. */
export function stateFromApi(json: unknown): ContainerState | null {
  if (!json || typeof json !== "object") return null;
  const o = json as {
    Image?: unknown;
    State?: { Running?: unknown };
    Config?: { Image?: unknown; Env?: unknown };
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
    imageId: typeof o.Image === "string" ? o.Image : "",
    env: envList(o.Config?.Env),
    imageEnv: null,
  };
}

/**
 * Two lines of their own first (the image ID, the environment's JSON, which can
 * hold "|" but never a raw newline), then the "|"-separated fields, the
 * networks' JSON last.
 */
const FORMAT =
  "{{.Image}}\n{{json .Config.Env}}\n{{.State.Running}}|{{.Config.Image}}|{{.HostConfig.Memory}}|{{.HostConfig.NanoCpus}}|{{.HostConfig.PidsLimit}}|{{.HostConfig.Runtime}}|{{.HostConfig.ReadonlyRootfs}}|{{json .NetworkSettings.Networks}}";

/** `docker inspect --format FORMAT` output (the image name cannot hold "|"; the networks' JSON can). */
export function stateFromClient(stdout: string): ContainerState {
  const [imageId = "", envJson = "", ...rest] = stdout.trim().split("\n");
  let env: unknown = null;
  try {
    env = JSON.parse(envJson);
  } catch {
    /* no environment to speak of */
  }
  const fields = rest.join("\n").split("|");
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
    imageId: imageId.trim(),
    env: envList(env),
    imageEnv: null,
  };
}

/** The image's own environment, or null when neither the API nor the client could say. */
async function imageEnvironment(socket: string | null, imageId: string): Promise<string[] | null> {
  if (!imageId) return null;
  if (socket) {
    const json = (await engineGet(socket, `/images/${encodeURIComponent(imageId)}/json`)) as {
      Config?: { Env?: unknown };
    } | null;
    if (json && typeof json === "object") return envList(json.Config?.Env);
  }
  const r = await docker(["image", "inspect", "--format", "{{json .Config.Env}}", imageId]);
  if (r.code !== 0) return null;
  try {
    return envList(JSON.parse(r.stdout));
  } catch {
    return null;
  }
}

/** The container's state; null when neither the API nor the client could say (no such container, no docker). */
export async function inspectContainer(name: string): Promise<ContainerState | null> {
  const socket = engineSocket();
  let state: ContainerState | null = null;
  if (socket) state = stateFromApi(await engineGet(socket, `/containers/${encodeURIComponent(name)}/json`));
  if (!state) {
    const r = await docker(["inspect", "--type", "container", "--format", FORMAT, name]);
    if (r.code !== 0) return null;
    state = stateFromClient(r.stdout);
  }
  // Only a running container is used, and only then does its environment matter.
  if (state.running) state.imageEnv = await imageEnvironment(socket, state.imageId);
  return state;
}
