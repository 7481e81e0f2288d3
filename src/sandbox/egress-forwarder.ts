// The forwarder's container (docs/architecture.md §4): the other end of the
// install phase's loopback. It owns (docker) or joins (service) the network
// namespace the install runs in, and passes connections to 127.0.0.1:<port> on to
// the egress proxy's socket in the folder it mounts. It needs node, so it runs
// from the node runner image whatever the project's language.

import { existsSync } from "node:fs";
import { join } from "node:path";
import { docker, imageExists } from "./docker-cli.js";
import { forwarderArgs, READY_FILE } from "./egress.js";

/** Where the forwarder container sees the egress folder. */
const EGRESS_MOUNT = "/testcage/egress";

export interface ForwarderSpec {
  name: string;
  /** "key=value" labels, so the run's cleanup finds it. */
  labels: readonly string[];
  user: string;
  /** "none" (docker: the install joins it) or "container:<service>" (it joins the service's). */
  network: string;
  /** The egress folder (openEgress). */
  dir: string;
  image: string;
  pull: (image: string) => Promise<boolean>;
}

/**
 * The forwarder's `docker run`: no network of its own but the namespace given,
 * the egress folder its only mount, as hardened as the phases. Pure, so its
 * flags are unit-tested.
 */
export function forwarderRunArgs(spec: Omit<ForwarderSpec, "pull">): string[] {
  return [
    "run",
    "--detach",
    "--name",
    spec.name,
    ...spec.labels.flatMap((l) => ["--label", l]),
    "--network",
    spec.network,
    "--read-only",
    "--user",
    spec.user,
    "--cap-drop",
    "ALL",
    "--security-opt",
    "no-new-privileges",
    "--pids-limit",
    "32",
    "--memory",
    "128m",
    "--memory-swap",
    "128m",
    "--log-driver",
    "none",
    "--volume",
    `${spec.dir}:${EGRESS_MOUNT}:rw`,
    "--entrypoint",
    "",
    "--",
    spec.image,
    "node",
    ...forwarderArgs(EGRESS_MOUNT, EGRESS_MOUNT),
  ];
}

/** Starts the forwarder and waits until it listens: null, or why it could not (the caller removes it by name). */
export async function startForwarder(spec: ForwarderSpec): Promise<{ problem: string | null }> {
  if (!(await imageExists(spec.image)) && !(await spec.pull(spec.image))) {
    return { problem: `the forwarder's image ${spec.image} is not on this machine` };
  }
  const r = await docker(forwarderRunArgs(spec), 60_000);
  if (r.code !== 0) {
    return { problem: `the forwarder container did not start (${r.stderr.trim().split("\n").pop() ?? ""})` };
  }
  for (let waited = 0; waited < 20_000; waited += 50) {
    if (existsSync(join(spec.dir, READY_FILE))) return { problem: null };
    await new Promise((done) => setTimeout(done, 50));
  }
  return { problem: "the forwarder container did not start listening within 20 s" };
}
