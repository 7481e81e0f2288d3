// The docker sandbox: a fresh container per phase with the docs/architecture.md §4 defaults.
// The project copy, the reports folder and the harness are bind-mounted from a
// private host folder, so hostile writes only ever reach the copy; reports are
// read back through the same lstat/size-capped reader as everywhere else.

import { rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { ReportContent, SandboxPaths } from "../core/adapter-types.js";
import type { CacheInfo, ContainerInfo, InstallIsolation, Isolation, RunnerToolchainRecord } from "../core/model.js";
import { applyCacheLayers, type AppliedLayers } from "./cache-layers.js";
import { openEgress, proxiedInstall, unproxiedInstall, withProxy } from "./egress.js";
import { startForwarder } from "./egress-forwarder.js";
import { VERSION } from "../core/version.js";
import { caTrustAt } from "./ca-trust.js";
import { dockerClientEnv, programMissing, toolchainRefused } from "./container-entry.js";
import { CONTAINER_PATHS, dockerRunArgs, mirrorsFor, type Mirrors } from "./docker-args.js";
import { pointAtMirrors } from "./path-mirror.js";
import { containerEnvironment, packageCacheEnvironment } from "./environment.js";
import { watchPidsLimit } from "./pids-watch.js";
import { docker, dockerBinary, dockerProblem, imageExists, oomKilled, removeByLabel, runtimes } from "./docker-cli.js";
import { diskFull, sizeBytes } from "./disk.js";
import { jobScope } from "./job-scope.js";
import { cacheRoot, makeCacheDir, projectCache } from "./cache-dir.js";
import { runProcess } from "./run-process.js";
import { stdoutToFile, withStreamFile } from "./stream-file.js";
import {
  SandboxUnavailableError,
  type InstallRequest,
  type OpenOptions,
  type PhaseOutcome,
  type RunRequest,
  type Sandbox,
  type SandboxSession,
  type ContainerOptions,
} from "./types.js";
import {
  chownTree,
  collectReports,
  createWorkspace,
  removeWorkspace,
  writeHarness,
  type Workspace,
} from "./workspace.js";

export { CONTAINER_PATHS, dockerRunArgs } from "./docker-args.js";

/**
 * The label every testcage container carries, so leftovers can always be found.
 * TESTCAGE_LABEL (set on the host, never by tests) gives parallel test suites
 * their own namespace, so one suite's cleanup checks never see another's runs.
 */
export function containerLabel(): string {
  return process.env["TESTCAGE_LABEL"] ?? "dev.testcage";
}

/** The label whose value is the job's scope (job-scope.ts): what the action's post step removes. */
export function jobLabel(): string {
  return `${containerLabel()}.job`;
}
/** The user of the runner images; used when testcage itself runs as root. */
const IMAGE_UID = 10001;

/**
 * The runner image for a language: the locally built testcage/runner-<lang>:local
 * when present (npm run docker:up), else, inside GitHub Actions, the published
 * ghcr.io/<action owner>/testcage-runner-<lang> of this version.
 * TESTCAGE_IMAGE_PREFIX / TESTCAGE_IMAGE_TAG override both.
 */
export function defaultImage(language: string, env: NodeJS.ProcessEnv = process.env): string {
  const lang = language === "javascript" ? "node" : language;
  const actionRepo = env["GITHUB_ACTION_REPOSITORY"];
  const published = actionRepo ? `ghcr.io/${actionRepo.split("/")[0]!.toLowerCase()}/testcage-runner-` : null;
  const prefix = env["TESTCAGE_IMAGE_PREFIX"] ?? published ?? "testcage/runner-";
  const tag = env["TESTCAGE_IMAGE_TAG"] ?? (env["TESTCAGE_IMAGE_PREFIX"] || !published ? "local" : `v${VERSION}`);
  return `${prefix}${lang}:${tag}`;
}

function containerUser(): { uid: number; gid: number } {
  const uid = process.getuid?.() ?? IMAGE_UID;
  // Never root inside: as root here, hand the copy to the image's own unprivileged user.
  return uid === 0 ? { uid: IMAGE_UID, gid: IMAGE_UID } : { uid, gid: process.getgid?.() ?? uid };
}

export interface ContainerPlan {
  name: string;
  runId: string;
  /** The GitHub Actions job's scope (job-scope.ts), labelled for its post step; null elsewhere. */
  jobScope: string | null;
  image: string;
  user: { uid: number; gid: number };
  options: ContainerOptions;
  cpus: string;
}

/** The labels every container of a run carries: its own, and its job's. */
function runLabels(plan: Pick<ContainerPlan, "runId" | "jobScope">): string[] {
  return [`${containerLabel()}=${plan.runId}`, ...(plan.jobScope ? [`${jobLabel()}=${plan.jobScope}`] : [])];
}

/** A published image a registry can give; a `:local` tag exists only where it was built. */
export function pullable(image: string): boolean {
  return !image.endsWith(":local");
}

/** Pulls a published image (never a local-only tag); false when that is not possible. */
export async function pullImage(image: string): Promise<boolean> {
  if (!pullable(image)) return false;
  return (await docker(["pull", "--quiet", image], 10 * 60_000)).code === 0;
}

class DockerSession implements SandboxSession {
  readonly paths: SandboxPaths;
  private phase = 0;
  /** Exited containers being removed while the run goes on; close() waits for them. */
  private removals: Promise<unknown>[] = [];

  constructor(
    private readonly ws: Workspace,
    private readonly plan: ContainerPlan,
    private readonly cacheDir: string,
    private readonly layers: AppliedLayers | null,
    readonly cache: CacheInfo,
    private readonly mirrors: Mirrors,
    opts: OpenOptions,
  ) {
    this.paths = mirrors.paths;
    const t = mirrors.toolchain;
    const chosen = opts.toolchain;
    if (t && chosen) this.toolchain = { name: chosen.name, version: chosen.version, source: chosen.source, at: t.at };
    this.probe = chosen?.probe.join(" ") ?? "";
  }

  private readonly probe: string;

  readonly toolchain?: RunnerToolchainRecord;
  toolchainRefused?: string;

  private async runContainer(
    argv: string[],
    network: string,
    env: Record<string, string>,
    requiredProgram: string | null,
    req: Pick<RunRequest, "limits" | "onStdoutLine" | "signal">,
    runtime?: "runc" | "runsc",
    readOnly?: readonly { from: string; at: string }[],
  ): Promise<PhaseOutcome> {
    const name = `${this.plan.name}-${this.phase++}`;
    const plan = { ...this.plan, name };
    env = { ...env, ...this.mirrors.toolchainEnv };
    const args = dockerRunArgs(
      plan,
      this.ws,
      this.cacheDir,
      {
        network,
        envNames: Object.keys(env),
        argv,
        requiredProgram,
        ...(runtime ? { runtime } : {}),
        ...(readOnly ? { readOnly } : {}),
      },
      this.mirrors,
    );
    const clientEnv = dockerClientEnv(env);
    const pids = watchPidsLimit(name);
    const ran = await runProcess({
      argv: [dockerBinary(), ...args],
      cwd: this.ws.root,
      env: clientEnv,
      limits: req.limits,
      ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
      // The client proxies the SIGINT its group gets to the container (once: never
      // `docker kill --signal INT` as well, or the tests get two and the second one
      // interrupts the report being written). A kill must not depend on the client.
      onStop: (signal) => {
        if (signal === "SIGKILL") void docker(["kill", "--signal", "KILL", name], 10_000);
      },
    });
    const refused = await pids.stop();
    const outcome: PhaseOutcome = refused
      ? { ...ran, pidsLimit: { limit: this.plan.options.pidsLimit, refused } }
      : ran;
    const oom = await oomKilled(name);
    // A container whose client returned its exit code has stopped (every process of it
    // went with its first), so nothing in it can touch the reports any more: it is
    // removed beside the reading and judging of them (seconds, on a busy engine). Any
    // other end (a timeout, a cancel, docker's own failure, 125) waits for the removal.
    const removal = docker(["rm", "-f", name]);
    const stopped = outcome.exitCode !== null && outcome.exitCode !== 125 && !outcome.timedOut && !outcome.cancelled;
    if (stopped) this.removals.push(removal);
    else await removal;
    if (this.toolchain && toolchainRefused(outcome)) {
      const { name: tool, version } = this.toolchain;
      this.toolchainRefused = `the runner's ${tool} (${version}) does not run in the image ${this.plan.image}: \`${this.probe}\` failed there`;
    }
    if (programMissing(outcome, requiredProgram)) {
      return { ...outcome, oom, spawnError: `${requiredProgram} is not in the image ${this.plan.image}` };
    }
    if (outcome.exitCode === 125) {
      // 125 is docker's own failure (bad flag, runtime missing), not the tests'.
      return {
        ...outcome,
        oom,
        spawnError: `docker could not start the container: ${outcome.stderr.text.trim().split("\n").pop() ?? ""}`,
      };
    }
    return { ...outcome, oom };
  }

  /**
   * The install phase: no network of its own. It shares the loopback of a
   * forwarder container whose only way out is the egress proxy's socket, so it
   * reaches the registries of req.allowHosts and nothing else: not the host's
   * loopback, not the runner's private networks, whatever the engine's networks.
   */
  async install(command: string, req: InstallRequest): Promise<PhaseOutcome> {
    // The runner's CA trust (ca-trust.ts), each file or folder read-only at a path of its own.
    // One mount per file: most runners name the same bundle in several variables.
    const trust = req.caTrust ?? [];
    const paths = [...new Set(trust.map((t) => t.path))];
    const caMounts = paths.map((from, i) => ({ from, at: caTrustAt(i) }));
    const caEnv = Object.fromEntries(trust.map((t) => [t.name, caTrustAt(paths.indexOf(t.path))]));
    const installCaches = packageCacheEnvironment(CONTAINER_PATHS.cache);
    const egress = await openEgress(join(this.ws.root, "egress"), req.allowHosts);
    try {
      const forwarder = await startForwarder({
        name: `${this.plan.name}-egress`,
        labels: runLabels(this.plan),
        user: `${this.plan.user.uid}:${this.plan.user.gid}`,
        network: "none",
        dir: egress.dir,
        image: defaultImage("node"),
        pull: pullImage,
      });
      if (forwarder.problem !== null) {
        const outcome = await this.runContainer(
          ["sh", "-c", command],
          "none",
          containerEnvironment(pointAtMirrors({ ...installCaches, ...caEnv, ...req.env }, this.mirrors.rewrites)),
          null,
          req,
          undefined,
          caMounts,
        );
        const installIsolation: InstallIsolation = unproxiedInstall(
          "none",
          `docker --network none: ${forwarder.problem}, so the install had no network at all`,
        );
        return { ...outcome, installIsolation };
      }
      const runsc = this.plan.options.runtime === "runsc";
      const outcome = await this.runContainer(
        ["sh", "-c", command],
        `container:${this.plan.name}-egress`,
        containerEnvironment(
          withProxy(pointAtMirrors({ ...installCaches, ...caEnv, ...req.env }, this.mirrors.rewrites)),
        ),
        null,
        req,
        "runc",
        caMounts,
      );
      const method = `docker --network container:<forwarder> (loopback only) to testcage's egress proxy${runsc ? "; the install ran under runc, since gVisor's network stack cannot share the forwarder's loopback (the tests ran under runsc)" : ""}`;
      return { ...outcome, installIsolation: proxiedInstall(method, egress.proxy, req.allowHosts) };
    } finally {
      await docker(["rm", "-f", `${this.plan.name}-egress`]);
      await egress.proxy.close();
    }
  }

  async test(req: RunRequest): Promise<{ outcome: PhaseOutcome; reports: Record<string, ReportContent> }> {
    const inv = req.invocation;
    await writeHarness(this.ws.harness, inv.harness);
    const env = containerEnvironment(pointAtMirrors({ ...inv.env, ...req.env }, this.mirrors.rewrites));
    const streamReport = inv.reports.find((r) => r.fromStdout);
    // An earlier phase could leave something where this report goes: removed, never followed.
    if (streamReport) await rm(join(this.ws.reports, streamReport.file), { recursive: true, force: true });
    // A stream report is written by the command itself, to the reports folder, not
    // carried through docker's attach path (stream-file.ts).
    const file = streamReport ? join(this.ws.reports, streamReport.file) : null;
    const { outcome, followed } = await withStreamFile(file, req, (onLine) =>
      this.runContainer(
        streamReport ? stdoutToFile(`${CONTAINER_PATHS.reports}/${streamReport.file}`, inv.argv) : inv.argv,
        this.plan.options.network,
        env,
        inv.requires?.program ?? null,
        // Only the line callback the follower leaves to the client: the stream's own text never goes there.
        {
          limits: req.limits,
          ...(req.signal ? { signal: req.signal } : {}),
          ...(onLine ? { onStdoutLine: onLine } : {}),
        },
      ),
    );
    if (outcome.spawnError && inv.requires && outcome.spawnError.includes("is not in the image")) {
      outcome.spawnError = `${outcome.spawnError}; ${inv.requires.hint}, or pass --image with an image that has it`;
    }
    if (this.ws.disk && (await diskFull(this.ws.disk))) {
      outcome.diskLimit = `the tests filled the run's ${this.plan.options.disk ?? ""} disk (project copy, reports and cache) and further writes failed with ENOSPC; results may be incomplete. Raise disk (--disk) or find the test that writes so much.`;
    }
    return {
      outcome,
      reports: await collectReports(this.ws.reports, inv.reports, req.limits.reportCapBytes, followed),
    };
  }

  async close(): Promise<void> {
    // Before the cache layers and the disk mounted into the containers are taken away.
    await Promise.all(this.removals);
    await removeByLabel(`${containerLabel()}=${this.plan.runId}`);
    await this.layers?.release();
    await removeWorkspace(this.ws);
  }
}

export function dockerSandbox(options: ContainerOptions, language: string): Sandbox {
  const image = options.image ?? defaultImage(language);
  const cpus = options.cpus ?? String(availableParallelism());
  const user = containerUser();
  // Set by open(): how the disk cap was applied on this machine.
  let disk = options.disk === null ? "none" : `${options.disk} (not applied yet)`;
  // isolation() is asked before open() can know whether the mount works; open()
  // corrects the disk note in place, so results.json says what was applied.
  let isolationNotes: { notes: string[]; at: number } | null = null;
  let diskNote =
    options.disk === null
      ? "Disk use is not capped (disk: none): the tests can write to the runner's disk until it is full."
      : `The tests' writes are capped at ${options.disk} (loop-mounted ext4) where this machine allows it.`;
  const info = (): ContainerInfo => ({
    image,
    runtime: options.runtime,
    user: `${user.uid}:${user.gid}`,
    memory: options.memory,
    cpus,
    pids_limit: options.pidsLimit,
    tmpfs_size: options.tmpfsSize,
    read_only_root: true,
    disk,
  });
  return {
    kind: "docker",
    container: info,

    async isolation(outputCapBytes: number): Promise<Isolation> {
      const notes = [
        `Container ${image} as ${user.uid}:${user.gid}, read-only root, all capabilities dropped, no-new-privileges, ${options.memory} memory (no swap), ${cpus} CPUs, ${options.pidsLimit} processes.`,
      ];
      if (options.runtime === "runsc") notes.push("gVisor (runsc) runs the container under a user-space kernel.");
      if (options.network !== "none") notes.push(`The test phase had the docker network ${options.network}.`);
      isolationNotes = { notes, at: notes.push(diskNote) - 1 };
      return {
        network: options.network === "none" ? "none" : "host",
        network_method: options.network === "none" ? "docker --network none" : `docker network ${options.network}`,
        filesystem: "container",
        environment: "scrubbed",
        process_group: true,
        uid: user.uid,
        // docker run --security-opt no-new-privileges.
        no_new_privs: true,
        output_cap_bytes: outputCapBytes,
        notes,
      };
    },

    async open(projectDir: string, opts: OpenOptions): Promise<SandboxSession> {
      // Asked side by side: each is a docker CLI call of tens of milliseconds.
      const [problem, present, known] = await Promise.all([
        dockerProblem(),
        imageExists(image),
        options.runtime === "runsc" ? runtimes() : Promise.resolve([]),
      ]);
      if (problem)
        throw new SandboxUnavailableError(
          `docker is not usable here (${problem}); start it (npm run docker:up) or use --sandbox process`,
          "docker-unavailable",
        );
      if (!present && !(await pullImage(image))) {
        throw new SandboxUnavailableError(
          `the image ${image} is not on this machine; build the runner images (npm run docker:up) or pass --image`,
          "docker-unavailable",
        );
      }
      if (options.runtime === "runsc" && !known.includes("runsc")) {
        throw new SandboxUnavailableError(
          "the runsc (gVisor) runtime is not configured in docker; run npm run docker:up or use --runtime runc",
          "docker-unavailable",
        );
      }
      const ws = await createWorkspace(
        projectDir,
        options.disk === null ? null : { capBytes: sizeBytes(options.disk), owner: user },
      );
      if (ws.disk) {
        disk = `${options.disk} (loop-mounted ext4)`;
        diskNote = `The project copy, the reports${opts.cache === "run" ? " and the run's cache" : ""} live on a ${options.disk} file system of their own (loop-mounted ext4): writes past it fail with ENOSPC.${opts.cache === "project" ? " The per-project cache (cache: project) is a host folder outside that cap." : ""}`;
      } else if (ws.diskProblem) {
        disk = `not capped: ${ws.diskProblem}`;
        diskNote = `Disk use is NOT capped here (${ws.diskProblem}): the tests can write to the runner's disk until it is full.`;
      }
      if (isolationNotes) isolationNotes.notes[isolationNotes.at] = diskNote;
      // From here a failure must not leave the workspace (and its mounted disk) behind:
      // no session exists yet whose close would remove it.
      let layers: AppliedLayers | null = null;
      try {
        const cacheDir =
          opts.cache === "project"
            ? projectCache(join(cacheRoot(), `docker-${user.uid}`), projectDir)
            : join(ws.writable, "cache");
        await makeCacheDir(cacheDir, opts.cache);
        if (process.getuid?.() === 0) {
          await chownTree([ws.project, ws.reports, cacheDir], user.uid, user.gid);
        }
        if (opts.cache === "run" && opts.layers?.length) {
          // The upper layers live on the run's disk (its cap applies) but outside the
          // folders the container mounts.
          const owner = process.getuid?.() === 0 ? user : null;
          layers = await applyCacheLayers(
            opts.layers,
            cacheDir,
            join(ws.writable, ".cache-layers"),
            owner,
            options.runtime === "runsc",
          );
        }
        const info: CacheInfo = { mode: opts.cache, layers: layers?.layers ?? [], skipped: layers?.skipped ?? [] };
        const runId = randomBytes(8).toString("hex");
        return new DockerSession(
          ws,
          { name: `testcage-${runId}`, runId, jobScope: jobScope(), image, user, options, cpus },
          cacheDir,
          layers,
          info,
          await mirrorsFor(projectDir, opts, layers, cacheDir, ws),
          opts,
        );
      } catch (err) {
        await layers?.release();
        await removeWorkspace(ws);
        throw err;
      }
    },
  };
}
