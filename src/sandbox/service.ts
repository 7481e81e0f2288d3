// The service sandbox: `docker exec` into a long-lived container the workflow
// started (a job service container from runner-images). Each run gets its own
// folder in the container; tests run as a uid that nothing else in the container
// uses (not the image's own user, which owns the idle main process), so that at
// the end killing every process of that uid removes exactly what the tests left.
// The uid is the same for every run so build caches (Go, jest) stay usable
// between runs; one container therefore serves one run at a time. The harness
// files live in a folder of a third uid, so the tests can read them but neither
// change nor remove them.
//
// Every docker exec costs about a tenth of a second (runc's exec, not the
// client), so a run makes as few as it can: an inspect (state, limits,
// networks), then one exec that copies the project in, runs the tests and sends
// the reports back (service-scripts.ts RUN_SCRIPT). More only when needed: the
// harness exec when the container's harness folder does not hold this run's
// files (the first run, or a new testcage), a copy-in exec before an install
// phase, and a collect exec when the reports are large or the run was killed.

import { createHash, randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ContainerInfo, Isolation } from "../core/model.js";
import { inspectContainer, type ContainerState } from "./container-state.js";
import { dockerProblem } from "./docker-cli.js";
import { sizeBytes } from "./disk.js";
import { SERVICE_HARNESS_UID, SERVICE_TEST_UID } from "./service-exec.js";
import { ServiceSession } from "./service-session.js";
import {
  SandboxUnavailableError,
  type ContainerOptions,
  type OpenOptions,
  type Sandbox,
  type SandboxSession,
} from "./types.js";

/** The container's cache kept between runs when cache is "project". */
const SHARED_CACHE_DIR = "/tmp/testcage-cache";

export const SERVICE_NEEDS_CONTAINER =
  "the service sandbox needs the container to run in: pass --container NAME (the job service container)";

export function serviceSandbox(options: ContainerOptions): Sandbox {
  const container = options.container;
  const disconnect = options.network === "none";
  const diskKiB = options.disk === null ? 0 : Math.floor(sizeBytes(options.disk) / 1024);
  let info: ContainerInfo | null = null;
  // The container's state needs nothing of the project: asked for as soon as the
  // sandbox is made (the engine makes it before scanning the project), so the
  // call overlaps the scan. The first open uses it; any later one asks again.
  let early: Promise<ContainerState | null> | null = container ? inspectContainer(container).catch(() => null) : null;
  return {
    kind: "service",
    container: () => info,

    async isolation(outputCapBytes: number): Promise<Isolation> {
      return {
        network: disconnect ? "none" : "host",
        network_method: disconnect ? "docker network disconnect for the test phase" : null,
        filesystem: "container",
        environment: "scrubbed",
        process_group: true,
        uid: SERVICE_TEST_UID,
        // setpriv --no-new-privs per exec where the image has it (runner images do).
        no_new_privs: null,
        output_cap_bytes: outputCapBytes,
        notes: [
          `Tests run by docker exec in the long-lived container ${container ?? "?"} as uid ${SERVICE_TEST_UID} (testcage never execs as root there, so the container can drop all capabilities), with no-new-privileges per exec; the harness files belong to uid ${SERVICE_HARNESS_UID}; every process of uid ${SERVICE_TEST_UID} is killed afterwards. One run at a time per container.`,
          "The install and the tests start from an empty environment plus the image's own and the allow-list: nothing the container was started with (docker run -e) reaches them, nor any process they can read.",
          `After each run every file of uid ${SERVICE_TEST_UID} in every folder it can write to (found once per container on every writable mount) and its SysV IPC objects are removed; POSIX shared memory and message queues are files there. Where the IPC objects cannot be listed (gVisor) the install and the tests get an IPC namespace of their own, gone with their last process; a container that allows neither is refused.`,
          "Memory, CPU and process limits are those the container was started with.",
          options.disk === null
            ? "Disk use is not capped (disk: none) beyond what the container's own file systems allow."
            : `Disk: every file is limited to ${options.disk} and a watchdog stops the run once the container's temp folders hold more than ${options.disk} over what they held outside the run's folder when the tests started, the project copy included (a soft cap: checked every 0.1 s, so a fast writer can overshoot by what it writes meanwhile).`,
        ],
      };
    },

    async open(projectDir: string, opts: OpenOptions): Promise<SandboxSession> {
      if (!container) {
        throw new SandboxUnavailableError(SERVICE_NEEDS_CONTAINER);
      }
      const uid = SERVICE_TEST_UID;
      // With a kept cache, the same folder for every run of this project: Go's build
      // cache, for one, keys compiled packages by their folder, and a new folder per
      // run would rebuild them every time. Runs never overlap in one container.
      const dir =
        opts.cache === "project"
          ? `/tmp/testcage-run-p${createHash("sha256").update(projectDir).digest("hex").slice(0, 12)}`
          : `/tmp/testcage-run-${randomBytes(6).toString("hex")}`;
      const cacheDir = opts.cache === "project" ? SHARED_CACHE_DIR : `${dir}/cache`;
      // State, limits and networks in one call; the project is copied in by the first exec that needs it.
      const state = await (early ?? inspectContainer(container));
      early = null;
      if (!state?.running) {
        // Only now ask whether docker itself works: a healthy run never pays for that call.
        const problem = await dockerProblem();
        if (problem) {
          throw new SandboxUnavailableError(
            `docker is not usable here (${problem}); the service sandbox needs it`,
            "docker-unavailable",
          );
        }
        throw new SandboxUnavailableError(
          `the service container ${container} is not running; start it (a job service from a testcage runner image) or use --sandbox docker`,
        );
      }
      // The limits are the container's own; results.json reports what they are, not what was asked.
      info = {
        image: state.image,
        runtime: state.runtime === "runsc" ? "runsc" : "runc",
        user: `${uid}:${uid}`,
        memory: state.memory > 0 ? `${Math.round(state.memory / 1048576)}m` : "unlimited",
        cpus: state.nanoCpus > 0 ? String(state.nanoCpus / 1e9) : "unlimited",
        pids_limit: state.pidsLimit > 0 ? state.pidsLimit : null,
        tmpfs_size: "as started",
        read_only_root: state.readOnly,
        disk: options.disk === null ? "none" : `${options.disk} (per-file limit and watchdog)`,
      };
      const scratch = await mkdtemp(join(tmpdir(), "testcage-svc-"));
      const networks = state.networks;
      const keep = opts.cache === "project" ? SHARED_CACHE_DIR : "/nonexistent";
      return new ServiceSession(
        scratch,
        container,
        projectDir,
        dir,
        uid,
        networks,
        disconnect,
        cacheDir,
        keep,
        diskKiB,
        options.disk,
        state.env,
        state.imageEnv,
        state.pidsLimit,
      );
    },
  };
}
