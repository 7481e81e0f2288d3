// Whether a container reached its pids limit (docs/sandboxes.md, "Processes and threads"). A
// test that cannot start a thread or a process fails or hangs in its own way
// (EAGAIN, "can't start new thread", a spin on a worker that never came), and
// nothing in the tests' output says the sandbox refused it. The kernel counts
// each refusal in the container's cgroup (`pids.events`, "max N"), but the
// cgroup is removed with the container's last process: by the time the run is
// judged it is gone. So the file is found once the container runs and read
// while it runs, and a last time when the phase ends.
//
// Everything here is read from the host's side (the engine's answer, /proc and
// the cgroup file system): nothing the container writes can set or hide it.

import { readFileSync, watch, type FSWatcher } from "node:fs";
import { readFile } from "node:fs/promises";
import { engineGet, engineSocket } from "./docker-api.js";
import { docker } from "./docker-cli.js";

export interface PidsWatch {
  /** Forks and thread starts the limit refused while the watch ran (0 if none); null when it could not be watched. */
  stop(): Promise<number | null>;
}

/** The pids.events file for a cgroup v1 or v2 membership list (/proc/PID/cgroup), by where each hierarchy is usually mounted. */
export function pidsEventsCandidates(procCgroup: string, root = "/sys/fs/cgroup"): string[] {
  const out: string[] = [];
  for (const line of procCgroup.split("\n")) {
    const m = /^(\d+):([^:]*):(\/.*)$/.exec(line.trim());
    if (!m) continue;
    const [, id, controllers, path] = m;
    const rel = path === "/" ? "" : path!;
    if (controllers!.split(",").includes("pids")) out.unshift(`${root}/pids${rel}/pids.events`);
    else if (id === "0" && controllers === "")
      out.push(`${root}${rel}/pids.events`, `${root}/unified${rel}/pids.events`);
  }
  return out;
}

/** The "max" count of a pids.events file's text; null when it has none. */
export function refusedForks(events: string): number | null {
  const m = /^max (\d+)$/m.exec(events);
  return m ? Number(m[1]) : null;
}

interface Running {
  pid: number;
  id: string;
}

async function running(name: string, socket: string | null): Promise<Running | null> {
  let pid: unknown;
  let id: unknown;
  if (socket) {
    const info = (await engineGet(socket, `/containers/${encodeURIComponent(name)}/json`, 2_000)) as {
      Id?: unknown;
      State?: { Pid?: unknown };
    } | null;
    pid = info?.State?.Pid;
    id = info?.Id;
  } else {
    const r = await docker(["inspect", "--format", "{{.State.Pid}} {{.Id}}", name], 5_000);
    if (r.code !== 0) return null;
    [pid, id] = r.stdout.trim().split(" ");
    pid = Number(pid);
  }
  return typeof pid === "number" &&
    Number.isInteger(pid) &&
    pid > 0 &&
    typeof id === "string" &&
    /^[0-9a-f]{64}$/.test(id)
    ? { pid, id }
    : null;
}

async function eventsFile({ pid, id }: Running): Promise<string | null> {
  let membership: string;
  try {
    membership = await readFile(`/proc/${pid}/cgroup`, "utf8");
  } catch {
    return null; // another pid namespace (testcage itself in a container), or already gone
  }
  // The engine names its containers' cgroups by their id: a pid that is not (or no
  // longer) the container's, reused by another process, is not read.
  if (!membership.includes(id)) return null;
  for (const file of pidsEventsCandidates(membership)) {
    try {
      if (refusedForks(await readFile(file, "utf8")) !== null) return file;
    } catch {
      /* not mounted there */
    }
  }
  return null;
}

/**
 * Watches the container NAME (started or about to be) until stop(). Finding the
 * container asks the engine a few times while it starts; after that each look
 * is one read of a small file.
 */
export function watchPidsLimit(name: string, everyMs = 100): PidsWatch {
  const socket = engineSocket();
  let stopped = false;
  let file: string | null = null;
  let refused: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;

  let notified: FSWatcher | null = null;
  // Synchronous: a few bytes of a kernel file, read the moment it is asked for, so
  // the look races the cgroup's removal as little as it can.
  const look = (): void => {
    if (!file) return;
    try {
      const n = refusedForks(readFileSync(file, "utf8"));
      if (n !== null) refused = n;
    } catch {
      /* the cgroup went with the container's last process: the last look stands */
    }
  };
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });

  const loop = (async (): Promise<void> => {
    // The client's `docker run` creates and starts the container: ask until it runs
    // (a request on the engine's socket costs about a millisecond; the client, 30).
    for (let wait = socket ? 20 : 100; !stopped && !file; wait = Math.min(wait * 2, socket ? 200 : 1_000)) {
      const found = await running(name, socket).catch(() => null);
      if (found !== null) {
        file = await eventsFile(found);
        if (!file) return; // no pids controller this host shows us: nothing to watch
        refused = 0;
        // cgroup v2 notifies a change of pids.events (inotify) when the limit refuses
        // a start, so a refusal just before the tests exit is still seen; v1 does not,
        // and the looks below are all there is.
        try {
          notified = watch(file, look);
          notified.on("error", () => notified?.close());
        } catch {
          /* no inotify here: looking is enough */
        }
        break;
      }
      await sleep(wait);
    }
    while (!stopped) {
      look();
      await sleep(everyMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
      look();
      notified?.close();
      return refused;
    },
  };
}
