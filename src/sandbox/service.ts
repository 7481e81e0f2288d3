// The service sandbox: `docker exec` into a long-lived container the workflow
// started (a job service container from runner-images). Each run gets its own
// folder in the container; tests run as a uid that nothing else in the container
// uses (not the image's own user, which owns the idle main process), so that at
// the end `kill -9 -1` as that uid removes exactly what the tests left behind.
// The uid is the same for every run so build caches (Go, jest) stay usable
// between runs; one container therefore serves one run at a time.

import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import type { ReportContent, SandboxPaths } from "../frameworks/types.js";
import type { ContainerInfo, Isolation } from "../model.js";
import type { ContainerOptions } from "../options.js";
import { containerEnvironment } from "./environment.js";
import { docker, dockerBinary, dockerProblem } from "./docker-cli.js";
import { runProcess } from "./run-process.js";
import {
  SandboxUnavailableError,
  type PhaseOutcome,
  type RunRequest,
  type Sandbox,
  type SandboxSession,
} from "./types.js";
import { readReportFile } from "./safe-read.js";
import { createWorkspace, removeWorkspace, writeHarness, type Workspace } from "./workspace.js";
import { join } from "node:path";

/** Distinct from the runner images' user (10001), which owns the container's main process. */
export const SERVICE_TEST_UID = 10002;
const CACHE_DIR = "/tmp/testcage-cache";

const MISSING_MARKER = "testcage: required program not found:";
const ENTRY = `mkdir -p "$HOME" 2>/dev/null; if [ -n "$1" ] && ! command -v "$1" >/dev/null 2>&1; then echo "${MISSING_MARKER} $1" >&2; exit 127; fi; shift; exec "$@"`;

interface NetworkAttachment {
  name: string;
  aliases: string[];
}

async function attachedNetworks(container: string): Promise<NetworkAttachment[]> {
  const r = await docker(["inspect", "--format", "{{json .NetworkSettings.Networks}}", container]);
  if (r.code !== 0) return [];
  try {
    const nets = JSON.parse(r.stdout) as Record<string, { Aliases?: string[] | null }>;
    return Object.entries(nets)
      .filter(([name]) => name !== "none" && name !== "host")
      .map(([name, n]) => ({ name, aliases: n.Aliases ?? [] }));
  } catch {
    return [];
  }
}

/** Streams a tar of `from` into the container and unpacks it under `to`, as root, then hands it to uid. */
function copyIn(container: string, from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const tar = spawn("tar", ["-C", from, "-cf", "-", "."], { stdio: ["ignore", "pipe", "pipe"] });
    const exec = spawn(
      dockerBinary(),
      ["exec", "-i", "-u", "0", container, "tar", "-C", to, "-xf", "-", "--no-same-owner"],
      {
        stdio: ["pipe", "ignore", "pipe"],
      },
    );
    let err = "";
    exec.stderr.on("data", (c: Buffer) => (err += c.toString()));
    tar.stdout.pipe(exec.stdin);
    exec.on("error", reject);
    exec.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`copying the project into ${container} failed: ${err.trim()}`)),
    );
  });
}

class ServiceSession implements SandboxSession {
  readonly paths: SandboxPaths;

  constructor(
    private readonly ws: Workspace,
    private readonly container: string,
    private readonly dir: string,
    private readonly uid: number,
    private readonly networks: NetworkAttachment[],
    private readonly disconnect: boolean,
  ) {
    this.paths = { project: `${dir}/project`, reports: `${dir}/reports`, harness: `${dir}/harness`, cache: CACHE_DIR };
  }

  private async exec(
    argv: string[],
    env: Record<string, string>,
    requiredProgram: string | null,
    req: Omit<RunRequest, "invocation">,
    stdoutFile?: string,
  ): Promise<PhaseOutcome> {
    const clientEnv: Record<string, string> = { ...env };
    for (const k of ["PATH", "HOME", "DOCKER_HOST", "DOCKER_CONFIG", "DOCKER_CONTEXT"]) {
      const v = process.env[k];
      if (v !== undefined && !(k in clientEnv)) clientEnv[k] = v;
    }
    const args = [
      "exec",
      "-u",
      `${this.uid}:${this.uid}`,
      "-w",
      this.paths.project,
      ...Object.keys(env).flatMap((n) => ["-e", n]),
      this.container,
      "sh",
      "-c",
      ENTRY,
      "testcage",
      requiredProgram ?? "",
      ...argv,
    ];
    const outcome = await runProcess({
      argv: [dockerBinary(), ...args],
      cwd: this.ws.root,
      env: clientEnv,
      limits: req.limits,
      ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
      ...(stdoutFile ? { stdoutFile } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
      // The exec'd processes outlive their client; signal them as their own uid.
      onStop: (signal) => void this.signalRun(signal === "SIGINT" ? "INT" : "KILL"),
    });
    if (outcome.exitCode === 127 && requiredProgram && outcome.stderr.text.includes(MISSING_MARKER)) {
      return { ...outcome, spawnError: `${requiredProgram} is not in the service container ${this.container}` };
    }
    return outcome;
  }

  /** HOME and TMPDIR live in the run's folder, so nothing of a run outlives close(). */
  private environment(extra: Record<string, string>): Record<string, string> {
    return { ...containerEnvironment(extra), HOME: `${this.dir}/home`, TMPDIR: `${this.dir}/tmp`, ...extra };
  }

  /** Every process of this run's uid, and nothing else (kill -1 never reaches PID 1 or the caller). */
  private signalRun(signal: "INT" | "KILL"): Promise<unknown> {
    return docker(["exec", "-u", `${this.uid}:${this.uid}`, this.container, "kill", `-${signal}`, "-1"], 15_000);
  }

  async install(command: string, req: Omit<RunRequest, "invocation" | "onStdoutLine">): Promise<PhaseOutcome> {
    return this.exec(["sh", "-c", command], this.environment(req.env), null, req);
  }

  async test(req: RunRequest): Promise<{ outcome: PhaseOutcome; reports: Record<string, ReportContent> }> {
    const inv = req.invocation;
    if (inv.harness.length) {
      await writeHarness(this.ws.harness, inv.harness);
      await copyIn(this.container, this.ws.harness, this.paths.harness);
      await docker(["exec", "-u", "0", this.container, "chmod", "-R", "a+rX,a-w", this.paths.harness]);
    }
    if (this.disconnect) {
      for (const n of this.networks) await docker(["network", "disconnect", "--force", n.name, this.container]);
    }
    let outcome: PhaseOutcome;
    try {
      const streamReport = inv.reports.find((r) => r.fromStdout);
      outcome = await this.exec(
        inv.argv,
        this.environment({ ...inv.env, ...req.env }),
        inv.requires?.program ?? null,
        req,
        streamReport ? join(this.ws.reports, streamReport.file) : undefined,
      );
    } finally {
      await this.signalRun("KILL");
      if (this.disconnect) {
        for (const n of this.networks) {
          await docker(["network", "connect", ...n.aliases.flatMap((a) => ["--alias", a]), n.name, this.container]);
        }
      }
    }
    if (outcome.spawnError && inv.requires && outcome.spawnError.includes("is not in the service container")) {
      outcome.spawnError = `${outcome.spawnError}; ${inv.requires.hint}, or start the service from an image that has it`;
    }
    const reports: Record<string, ReportContent> = {};
    for (const spec of inv.reports) {
      reports[spec.name] = spec.fromStdout
        ? await readReportFile(join(this.ws.reports, spec.file), req.limits.reportCapBytes)
        : await this.readReport(`${this.paths.reports}/${spec.file}`, req.limits.reportCapBytes);
    }
    return { outcome, reports };
  }

  /**
   * Reads a report inside the container as the run's own uid: whatever a symlink
   * there points at, the tests could have read themselves. Regular files only,
   * at most cap+1 bytes, so an oversized report is seen as too large.
   */
  private async readReport(path: string, cap: number): Promise<ReportContent> {
    const script =
      'if [ ! -e "$1" ] && [ ! -L "$1" ]; then exit 3; fi; if [ -L "$1" ] || [ ! -f "$1" ]; then exit 4; fi; head -c "$2" -- "$1"';
    const r = await new Promise<{ code: number | null; out: Buffer }>((resolve) => {
      const child = spawn(
        dockerBinary(),
        ["exec", "-u", `${this.uid}:${this.uid}`, this.container, "sh", "-c", script, "sh", path, String(cap + 1)],
        {
          stdio: ["ignore", "pipe", "ignore"],
        },
      );
      const chunks: Buffer[] = [];
      let size = 0;
      child.stdout.on("data", (c: Buffer) => {
        if (size <= cap) chunks.push(c);
        size += c.length;
      });
      child.on("close", (code) => resolve({ code, out: Buffer.concat(chunks) }));
      child.on("error", () => resolve({ code: null, out: Buffer.alloc(0) }));
    });
    if (r.code === 3) return { ok: false, problem: "missing", detail: `${path} was not written` };
    if (r.code === 4)
      return {
        ok: false,
        problem: "not-regular",
        detail: `${path} is not a regular file (symlink or special file); refused`,
      };
    if (r.code !== 0)
      return { ok: false, problem: "unreadable", detail: `${path} could not be read from the container` };
    if (r.out.length > cap) return { ok: false, problem: "too-large", detail: `${path} is over the ${cap}-byte cap` };
    return { ok: true, text: r.out.toString("utf8") };
  }

  async close(): Promise<void> {
    await this.signalRun("KILL");
    await docker(["exec", "-u", "0", this.container, "rm", "-rf", "--", this.dir]);
    await removeWorkspace(this.ws);
  }
}

export function serviceSandbox(options: ContainerOptions): Sandbox {
  const container = options.container;
  const disconnect = options.network === "none";
  let info: ContainerInfo | null = null;
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
        output_cap_bytes: outputCapBytes,
        notes: [
          `Tests run by docker exec in the long-lived container ${container ?? "?"} as uid ${SERVICE_TEST_UID}, which nothing else there uses; every process of that uid is killed afterwards. One run at a time per container.`,
          "Memory, CPU and process limits are those the container was started with.",
        ],
      };
    },

    async open(projectDir: string): Promise<SandboxSession> {
      if (!container) {
        throw new SandboxUnavailableError(
          "the service sandbox needs the container to run in: pass --container NAME (the job service container)",
        );
      }
      const problem = await dockerProblem();
      if (problem)
        throw new SandboxUnavailableError(
          `docker is not usable here (${problem}); the service sandbox needs it`,
          "docker-unavailable",
        );
      const format =
        "{{.State.Running}}|{{.Config.Image}}|{{.HostConfig.Memory}}|{{.HostConfig.NanoCpus}}|{{.HostConfig.PidsLimit}}|{{.HostConfig.Runtime}}|{{.HostConfig.ReadonlyRootfs}}";
      const state = await docker(["inspect", "--format", format, container]);
      const [running, image, memory, nanoCpus, pids, runtime, readOnly] = state.stdout.trim().split("|");
      if (state.code !== 0 || running !== "true") {
        throw new SandboxUnavailableError(
          `the service container ${container} is not running; start it (a job service from a testcage runner image) or use --sandbox docker`,
        );
      }
      const uid = SERVICE_TEST_UID;
      // The limits are the container's own; results.json reports what they are, not what was asked.
      info = {
        image: image ?? "",
        runtime: runtime === "runsc" ? "runsc" : "runc",
        user: `${uid}:${uid}`,
        memory: Number(memory) > 0 ? `${Math.round(Number(memory) / 1048576)}m` : "unlimited",
        cpus: Number(nanoCpus) > 0 ? String(Number(nanoCpus) / 1e9) : "unlimited",
        pids_limit: Number(pids) > 0 ? Number(pids) : null,
        tmpfs_size: "as started",
        read_only_root: readOnly === "true",
      };
      const dir = `/tmp/testcage-run-${randomBytes(6).toString("hex")}`;
      const ws = await createWorkspace(projectDir);
      const mk = await docker([
        "exec",
        "-u",
        "0",
        container,
        "sh",
        "-c",
        `mkdir -p "$1/project" "$1/reports" "$1/harness" "$1/tmp" ${CACHE_DIR} && chown "$2:$2" ${CACHE_DIR} && chmod 700 ${CACHE_DIR} "$1"`,
        "sh",
        dir,
        String(uid),
      ]);
      if (mk.code !== 0)
        throw new SandboxUnavailableError(`could not prepare ${dir} in ${container}: ${mk.stderr.trim()}`);
      await copyIn(container, ws.project, `${dir}/project`);
      const own = await docker(["exec", "-u", "0", container, "chown", "-R", `${uid}:${uid}`, dir]);
      if (own.code !== 0)
        throw new SandboxUnavailableError(
          `could not hand ${dir} to the test user in ${container}: ${own.stderr.trim()}`,
        );
      return new ServiceSession(ws, container, dir, uid, await attachedNetworks(container), disconnect);
    },
  };
}
