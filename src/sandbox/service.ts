// The service sandbox: `docker exec` into a long-lived container the workflow
// started (a job service container from runner-images). Each run gets its own
// folder in the container; tests run as a uid that nothing else in the container
// uses (not the image's own user, which owns the idle main process), so that at
// the end killing every process of that uid removes exactly what the tests left.
// The uid is the same for every run so build caches (Go, jest) stay usable
// between runs; one container therefore serves one run at a time.
//
// Every docker call costs about a tenth of a second, so a run makes as few as it
// can: one inspect, one exec that prepares and copies in, the test exec, one read
// per report file, and one exec that cleans up.

import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import type { HarnessFile, ReportContent, SandboxPaths } from "../frameworks/types.js";
import type { ContainerInfo, Isolation } from "../model.js";
import type { ContainerOptions } from "../options.js";
import { dockerClientEnv, entryArgv, programMissing } from "./container-entry.js";
import { containerEnvironment } from "./environment.js";
import { docker, dockerBinary, dockerProblem } from "./docker-cli.js";
import { runProcess } from "./run-process.js";
import { readReportFile } from "./safe-read.js";
import {
  SandboxUnavailableError,
  type OpenOptions,
  type PhaseOutcome,
  type RunRequest,
  type Sandbox,
  type SandboxSession,
} from "./types.js";

/** Distinct from the runner images' user (10001), which owns the container's main process. */
export const SERVICE_TEST_UID = 10002;
/** The container's cache kept between runs when cache is "project". */
const SHARED_CACHE_DIR = "/tmp/testcage-cache";

/**
 * The container's cgroup OOM-kill counter (cgroup v1 memory.oom_control or v2
 * memory.events): a rise during the run means the kernel killed one of its
 * processes for memory, which `docker inspect` does not show for a container
 * that itself keeps running.
 */
const OOM_COUNT =
  "cat /sys/fs/cgroup/memory/memory.oom_control /sys/fs/cgroup/memory.events 2>/dev/null | sed -n 's/^oom_kill //p' | head -n 1";

function parseOomCount(text: string): number | null {
  const n = Number.parseInt(text.trim().split("\n").pop() ?? "", 10);
  return Number.isFinite(n) ? n : null;
}

interface NetworkAttachment {
  name: string;
  aliases: string[];
}

function parseNetworks(json: string): NetworkAttachment[] {
  try {
    const nets = JSON.parse(json) as Record<string, { Aliases?: string[] | null }>;
    return Object.entries(nets)
      .filter(([name]) => name !== "none" && name !== "host")
      .map(([name, n]) => ({ name, aliases: n.Aliases ?? [] }));
  } catch {
    return [];
  }
}

/** Runs `docker exec -i` with the given stdin feeder; resolves with the exit code and stderr. */
function execWithStdin(
  args: string[],
  feed: (stdin: NodeJS.WritableStream) => void,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const exec = spawn(dockerBinary(), ["exec", "-i", ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    exec.stdout.on("data", (c: Buffer) => (stdout += c.toString().slice(0, 4096)));
    exec.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    exec.stdin.on("error", () => undefined); // the exec may end before reading everything
    exec.on("error", (err) => resolve({ code: null, stdout, stderr: err.message }));
    exec.on("close", (code) => resolve({ code, stdout, stderr }));
    feed(exec.stdin);
  });
}

/**
 * One exec, as the test uid (never root, so the container can drop every
 * capability): makes the run's private folders and unpacks the project, streamed
 * as a tar straight from the host without any .git. Prints the container's OOM
 * kill count, the baseline for telling afterwards whether the run hit the limit.
 */
async function prepareAndCopyIn(
  container: string,
  projectDir: string,
  dir: string,
  uid: number,
  cacheDir: string,
): Promise<number | null> {
  const script = [
    'set -e; umask 077; d="$1"; c="$2"',
    'mkdir -p "$d/project" "$d/reports" "$d/harness" "$d/tmp" "$d/home" "$c"',
    'tar -x -C "$d/project" --no-same-owner -f -',
    OOM_COUNT,
  ].join("; ");
  const r = await execWithStdin(
    ["-u", `${uid}:${uid}`, container, "sh", "-c", script, "sh", dir, cacheDir],
    (stdin) => {
      const tar = spawn("tar", ["-C", projectDir, "--exclude=.git", "-cf", "-", "."], {
        stdio: ["ignore", "pipe", "ignore"],
      });
      tar.stdout.pipe(stdin);
    },
  );
  if (r.code !== 0) {
    throw new SandboxUnavailableError(`copying the project into ${container} failed: ${r.stderr.trim()}`);
  }
  return parseOomCount(r.stdout);
}

/** Writes the harness files (name, size, bytes) into the run's harness folder, read-only. */
async function copyHarness(container: string, files: readonly HarnessFile[], dir: string, uid: number): Promise<void> {
  const script =
    'set -e; cd "$1"; while IFS= read -r name && IFS= read -r size; do head -c "$size" > "$name"; chmod 444 "$name"; done; chmod 555 .';
  const r = await execWithStdin(["-u", `${uid}:${uid}`, container, "sh", "-c", script, "sh", dir], (stdin) => {
    for (const f of files) {
      const body = Buffer.from(f.content, "utf8");
      stdin.write(`${f.name}\n${body.length}\n`);
      stdin.write(body);
    }
    stdin.end();
  });
  if (r.code !== 0) throw new Error(`writing harness files into ${container} failed: ${r.stderr.trim()}`);
}

class ServiceSession implements SandboxSession {
  readonly paths: SandboxPaths;

  constructor(
    /** A host folder for stream reports and the docker client's cwd. */
    private readonly scratch: string,
    private readonly container: string,
    private readonly dir: string,
    private readonly uid: number,
    private readonly networks: NetworkAttachment[],
    private readonly disconnect: boolean,
    cacheDir: string,
    /** A path the cleanup keeps: the shared cache, when it is kept per project. */
    private readonly keep: string,
    private readonly oomBaseline: number | null,
  ) {
    this.paths = { project: `${dir}/project`, reports: `${dir}/reports`, harness: `${dir}/harness`, cache: cacheDir };
  }

  private async exec(
    argv: string[],
    env: Record<string, string>,
    requiredProgram: string | null,
    req: Omit<RunRequest, "invocation">,
    stdoutFile?: string,
  ): Promise<PhaseOutcome> {
    const clientEnv = dockerClientEnv(env);
    const args = [
      "exec",
      "-u",
      `${this.uid}:${this.uid}`,
      "-w",
      this.paths.project,
      // Values travel in the client's environment, not in argv.
      ...Object.keys(env).flatMap((n) => ["-e", n]),
      this.container,
      // The container must allow testcage's setup execs, so no-new-privileges is set per exec.
      ...entryArgv(requiredProgram, argv, true),
    ];
    const outcome = await runProcess({
      argv: [dockerBinary(), ...args],
      cwd: this.scratch,
      env: clientEnv,
      limits: req.limits,
      ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
      ...(stdoutFile ? { stdoutFile } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
      // The exec'd processes outlive their client; signal them as their own uid.
      onStop: (signal) => void this.signalRun(signal === "SIGINT" ? "INT" : "KILL"),
      interruptClient: false,
    });
    if (programMissing(outcome, requiredProgram)) {
      return { ...outcome, spawnError: `${requiredProgram} is not in the service container ${this.container}` };
    }
    return outcome;
  }

  /** HOME and TMPDIR live in the run's folder, so nothing of a run outlives close(). */
  private environment(extra: Record<string, string>): Record<string, string> {
    return { ...containerEnvironment(extra), HOME: `${this.dir}/home`, TMPDIR: `${this.dir}/tmp`, ...extra };
  }

  /** Every process of the test uid (kill -1 never reaches PID 1 or the caller). */
  private signalRun(signal: "INT" | "KILL"): Promise<unknown> {
    return docker(["exec", "-u", `${this.uid}:${this.uid}`, this.container, "kill", `-${signal}`, "-1"], 15_000);
  }

  async install(command: string, req: Omit<RunRequest, "invocation" | "onStdoutLine">): Promise<PhaseOutcome> {
    return this.exec(["sh", "-c", command], this.environment(req.env), null, req);
  }

  async test(req: RunRequest): Promise<{ outcome: PhaseOutcome; reports: Record<string, ReportContent> }> {
    const inv = req.invocation;
    if (inv.harness.length) await copyHarness(this.container, inv.harness, this.paths.harness, this.uid);
    if (this.disconnect) {
      for (const n of this.networks) await docker(["network", "disconnect", "--force", n.name, this.container]);
    }
    let outcome: PhaseOutcome;
    const streamReport = inv.reports.find((r) => r.fromStdout);
    try {
      outcome = await this.exec(
        inv.argv,
        this.environment({ ...inv.env, ...req.env }),
        inv.requires?.program ?? null,
        req,
        streamReport ? join(this.scratch, streamReport.file) : undefined,
      );
    } finally {
      if (this.disconnect) {
        for (const n of this.networks) {
          await docker(["network", "connect", ...n.aliases.flatMap((a) => ["--alias", a]), n.name, this.container]);
        }
      }
    }
    // An OOM kill always shows as a failed exit; a clean run costs no extra docker call.
    if (this.oomBaseline !== null && outcome.exitCode !== 0) {
      const now = await docker(["exec", "-u", `${this.uid}:${this.uid}`, this.container, "sh", "-c", OOM_COUNT]);
      const count = parseOomCount(now.stdout);
      if (count !== null && count > this.oomBaseline) outcome = { ...outcome, oom: true };
    }
    if (outcome.spawnError && inv.requires && outcome.spawnError.includes("is not in the service container")) {
      outcome.spawnError = `${outcome.spawnError}; ${inv.requires.hint}, or start the service from an image that has it`;
    }
    const reports: Record<string, ReportContent> = {};
    for (const spec of inv.reports) {
      reports[spec.name] = spec.fromStdout
        ? await readReportFile(join(this.scratch, spec.file), req.limits.reportCapBytes)
        : await this.readReport(`${this.paths.reports}/${spec.file}`, req.limits.reportCapBytes);
    }
    return { outcome, reports };
  }

  /**
   * Reads a report inside the container as the test uid: whatever a symlink there
   * points at, the tests could have read themselves; still, only regular files are
   * accepted, like everywhere else. At most cap+1 bytes cross, so an oversized
   * report is seen as too large without being copied.
   */
  private async readReport(path: string, cap: number): Promise<ReportContent> {
    const name = posix.basename(path); // container paths mean nothing to the reader
    const script =
      'if [ ! -e "$1" ] && [ ! -L "$1" ]; then exit 3; fi; if [ -L "$1" ] || [ ! -f "$1" ]; then exit 4; fi; head -c "$2" -- "$1"';
    const r = await new Promise<{ code: number | null; out: Buffer }>((resolve) => {
      const child = spawn(
        dockerBinary(),
        ["exec", "-u", `${this.uid}:${this.uid}`, this.container, "sh", "-c", script, "sh", path, String(cap + 1)],
        { stdio: ["ignore", "pipe", "ignore"] },
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
    if (r.code === 3) return { ok: false, problem: "missing", detail: `${name} was not written` };
    if (r.code === 4) {
      return {
        ok: false,
        problem: "not-regular",
        detail: `${name} is not a regular file (symlink or special file); refused`,
      };
    }
    if (r.code !== 0)
      return { ok: false, problem: "unreadable", detail: `${name} could not be read from the container` };
    if (r.out.length > cap) return { ok: false, problem: "too-large", detail: `${name} is over the ${cap}-byte cap` };
    return { ok: true, text: r.out.toString("utf8") };
  }

  /**
   * One exec as the test uid: kills every other process of that uid (kill -1
   * spares only the caller and PID 1), removes the run's folder, and deletes
   * whatever else the tests left in the shared temp folders, so nothing of a run
   * can reach a later one (except the cache, when it is kept per project).
   */
  async close(): Promise<void> {
    const script = [
      // The harness folder is read-only (555): make it writable again to remove it.
      'kill -KILL -1 2>/dev/null; chmod -R u+w -- "$1" 2>/dev/null; rm -rf -- "$1"',
      'for t in /tmp /var/tmp /dev/shm; do [ -d "$t" ] && find "$t" -mindepth 1 -maxdepth 1 -user "$(id -u)" ! -path "$2" -exec rm -rf -- {} + 2>/dev/null; done',
      "true",
    ].join("; ");
    await docker([
      "exec",
      "-u",
      `${this.uid}:${this.uid}`,
      this.container,
      "sh",
      "-c",
      script,
      "sh",
      this.dir,
      this.keep,
    ]);
    await rm(this.scratch, { recursive: true, force: true });
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
          `Tests run by docker exec in the long-lived container ${container ?? "?"} as uid ${SERVICE_TEST_UID} (testcage never execs as root there, so the container can drop all capabilities), with no-new-privileges per exec; every process and temp file of that uid is removed afterwards. One run at a time per container.`,
          "Memory, CPU and process limits are those the container was started with.",
        ],
      };
    },

    async open(projectDir: string, opts: OpenOptions): Promise<SandboxSession> {
      if (!container) {
        throw new SandboxUnavailableError(
          "the service sandbox needs the container to run in: pass --container NAME (the job service container)",
        );
      }
      const problem = await dockerProblem();
      if (problem) {
        throw new SandboxUnavailableError(
          `docker is not usable here (${problem}); the service sandbox needs it`,
          "docker-unavailable",
        );
      }
      // One inspect for state, limits and networks.
      const format =
        "{{.State.Running}}|{{.Config.Image}}|{{.HostConfig.Memory}}|{{.HostConfig.NanoCpus}}|{{.HostConfig.PidsLimit}}|{{.HostConfig.Runtime}}|{{.HostConfig.ReadonlyRootfs}}|{{json .NetworkSettings.Networks}}";
      const state = await docker(["inspect", "--format", format, container]);
      const fields = state.stdout.trim().split("|");
      const [running, image, memory, nanoCpus, pids, runtime, readOnly] = fields;
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
      const cacheDir = opts.cache === "project" ? SHARED_CACHE_DIR : `${dir}/cache`;
      const oomBaseline = await prepareAndCopyIn(container, projectDir, dir, uid, cacheDir);
      const scratch = await mkdtemp(join(tmpdir(), "testcage-svc-"));
      const networks = parseNetworks(fields.slice(7).join("|"));
      const keep = opts.cache === "project" ? SHARED_CACHE_DIR : "/nonexistent";
      return new ServiceSession(scratch, container, dir, uid, networks, disconnect, cacheDir, keep, oomBaseline);
    },
  };
}
