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
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import type { HarnessFile, ReportContent, ReportSpec, SandboxPaths } from "../core/adapter-types.js";
import type { ContainerInfo, InstallIsolation, Isolation } from "../core/model.js";
import { dockerClientEnv, programMissing } from "./container-entry.js";
import { inspectContainer, type ContainerState, type NetworkAttachment } from "./container-state.js";
import { containerEnvironment } from "./environment.js";
import { docker, dockerBinary, dockerProblem } from "./docker-cli.js";
import { containerLabel, defaultImage, jobLabel, pullImage } from "./docker.js";
import { openEgress, proxiedInstall, unproxiedInstall, withProxy } from "./egress.js";
import { startForwarder } from "./egress-forwarder.js";
import { jobScope } from "./job-scope.js";
import { sizeBytes } from "./disk.js";
import { runProcess, type ProcessSpec } from "./run-process.js";
import { lastLine } from "../core/text.js";
import { readReportFile } from "../core/safe-read.js";
import {
  CLEANUP_SCRIPT,
  cleanEnvArgv,
  COLLECT_SCRIPT,
  COPY_IN_FAILED_EXIT,
  HARNESS_SCRIPT,
  harnessInput,
  hygieneRefusal,
  HYGIENE_REFUSED_EXIT,
  INSTALL_SCRIPT,
  NO_HYGIENE,
  parseCollected,
  PREPARE_SCRIPT,
  runArgv,
  type Collected,
} from "./service-scripts.js";
import { serviceEnv } from "./service-env.js";
import { RunStderr, type RunEnd, type RunStart } from "./service-stream.js";
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

/** Distinct from the runner images' user (10001), which owns the container's main process. */
export const SERVICE_TEST_UID = 10002;
/** Owns the harness folder: neither the tests' uid nor the image's user. */
export const SERVICE_HARNESS_UID = 10003;
/** One per container, reused by every run while its files stay the same. */
const HARNESS_DIR = "/tmp/testcage-harness";
/** The container's cache kept between runs when cache is "project". */
const SHARED_CACHE_DIR = "/tmp/testcage-cache";
/**
 * Reports up to this size in all come back inside the run exec; larger ones
 * take a collect exec, whose tenth of a second is small beside the run that
 * wrote them. It is also about what the host holds back of the tests' stderr.
 */
const INLINE_REPORT_BYTES = 1024 * 1024;

/** Runs `docker exec [-i]` and resolves with the exit code, stdout (up to maxStdout bytes) and stderr. */
function execScript(
  args: string[],
  feed: ((stdin: NodeJS.WritableStream) => void) | null,
  maxStdout = 64 * 1024,
): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve) => {
    const exec = spawn(dockerBinary(), ["exec", ...(feed ? ["-i"] : []), ...args], {
      stdio: [feed ? "pipe" : "ignore", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    exec.stdout!.on("data", (c: Buffer) => {
      if (size < maxStdout) chunks.push(c.subarray(0, maxStdout - size));
      size += c.length;
    });
    exec.stderr!.on("data", (c: Buffer) => {
      if (stderr.length < 4096) stderr += c.toString();
    });
    exec.on("error", (err) => resolve({ code: null, stdout: Buffer.alloc(0), stderr: err.message }));
    exec.on("close", (code) => resolve({ code, stdout: Buffer.concat(chunks), stderr }));
    if (feed && exec.stdin) {
      exec.stdin.on("error", () => undefined); // the exec may end before reading everything
      feed(exec.stdin);
    }
  });
}

/** The project as a tar on the exec's stdin, straight from the host and without any .git. */
function feedProject(projectDir: string): (stdin: NodeJS.WritableStream) => void {
  return (stdin) => {
    const tar = spawn("tar", ["-C", projectDir, "--exclude=.git", "-cf", "-", "."], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    tar.stdout.pipe(stdin);
  };
}

/**
 * For a run with an install phase: one exec as the test uid (never root, so
 * the container can drop every capability) that makes the run's private
 * folders and unpacks the project (service-scripts.ts PREPARE_SCRIPT). The
 * install needs to know how the container is cleaned after it: the first time
 * in a container, the harness exec finds out before the install runs.
 */
async function copyIn(
  container: string,
  envFlags: readonly string[],
  projectDir: string,
  dir: string,
  uid: number,
  cacheDir: string,
) {
  const r = await execScript(
    ["-u", `${uid}:${uid}`, ...envFlags, container, "sh", "-c", PREPARE_SCRIPT, "sh", dir, cacheDir, HARNESS_DIR],
    feedProject(projectDir),
  );
  if (r.code !== 0) {
    throw new SandboxUnavailableError(`copying the project into ${container} failed: ${r.stderr.trim()}`);
  }
  if (r.stdout.toString().includes(NO_HYGIENE)) await writeHarness(container, []);
}

/**
 * Writes the harness files as the harness uid, read-only, and what the
 * container allows for cleaning up after a run (service-scripts.ts
 * HARNESS_SCRIPT). As another uid than the tests', whose processes therefore
 * cannot read its environment.
 */
async function writeHarness(container: string, files: readonly HarnessFile[]): Promise<void> {
  const uid = SERVICE_HARNESS_UID;
  const input = harnessInput(files);
  const r = await execScript(
    ["-u", `${uid}:${uid}`, container, "sh", "-c", HARNESS_SCRIPT, "sh", HARNESS_DIR, String(SERVICE_TEST_UID)],
    (stdin) => stdin.end(input),
  );
  if (r.code !== 0) throw new Error(`writing harness files into ${container} failed: ${r.stderr.trim()}`);
}

class ServiceSession implements SandboxSession {
  readonly paths: SandboxPaths;
  /** True once the project is in the container (an install phase copies it in first). */
  private copied = false;
  private cleaned = false;

  constructor(
    /** A host folder for stream reports and the docker client's cwd. */
    private readonly scratch: string,
    private readonly container: string,
    private readonly projectDir: string,
    private readonly dir: string,
    private readonly uid: number,
    private readonly networks: NetworkAttachment[],
    private readonly disconnect: boolean,
    private readonly cacheDir: string,
    /** A path the cleanup keeps: the shared cache, when it is kept per project. */
    private readonly keep: string,
    /** The disk cap in KiB; 0 for none. */
    private readonly diskKiB: number,
    private readonly disk: string | null,
    /** The container's environment, and its image's (null: unknown): service-env.ts. */
    private readonly containerEnv: readonly string[],
    private readonly imageEnv: readonly string[] | null,
  ) {
    this.paths = { project: `${dir}/project`, reports: `${dir}/reports`, harness: HARNESS_DIR, cache: cacheDir };
  }

  /**
   * `docker exec` flags for an exec as the test uid: nothing the container was
   * started with beyond its image's environment and the allow-list, not even in
   * the exec'd process before it scrubs its environment (service-env.ts).
   */
  private envFlags(own: readonly string[] = []): string[] {
    return serviceEnv(this.containerEnv, this.imageEnv, own).flags;
  }

  /** Runs argv from an empty environment plus the image's and testcage's `env` (service-env.ts). */
  private async exec(
    argv: string[],
    env: Record<string, string>,
    requiredProgram: string | null,
    req: Omit<RunRequest, "invocation">,
    more: Pick<ProcessSpec, "stdoutFile" | "feed" | "stderrFilter"> = {},
    workDir = this.paths.project,
  ): Promise<PhaseOutcome> {
    const clientEnv = dockerClientEnv(env);
    const own = Object.keys(env);
    const { flags, keep } = serviceEnv(this.containerEnv, this.imageEnv, own);
    const args = [
      "exec",
      ...(more.feed ? ["-i"] : []),
      "-u",
      `${this.uid}:${this.uid}`,
      "-w",
      workDir,
      ...flags,
      // Values travel in the client's environment, not in argv.
      ...own.flatMap((n) => ["-e", n]),
      this.container,
      ...cleanEnvArgv([...keep, ...own], argv),
    ];
    const outcome = await runProcess({
      argv: [dockerBinary(), ...args],
      cwd: this.scratch,
      env: clientEnv,
      limits: req.limits,
      ...(req.onStdoutLine ? { onStdoutLine: req.onStdoutLine } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
      ...more,
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
    return docker(
      ["exec", "-u", `${this.uid}:${this.uid}`, ...this.envFlags(), this.container, "kill", `-${signal}`, "-1"],
      15_000,
    );
  }

  /**
   * The install phase. With network: none (the default) the container is off its
   * networks for it, as for the tests, and a forwarder container that joins its
   * network namespace is its only way out: to the egress proxy, so it reaches the
   * registries and nothing else. With a network kept for the tests (--network),
   * the install has the container's networks, unfiltered, and results.json says so.
   */
  async install(command: string, req: InstallRequest): Promise<PhaseOutcome> {
    if (!this.copied) {
      await copyIn(this.container, this.envFlags(), this.projectDir, this.dir, this.uid, this.cacheDir);
      this.copied = true;
    }
    const argv = ["sh", "-c", INSTALL_SCRIPT, "testcage", HARNESS_DIR, "sh", "-c", command];
    if (!this.disconnect) {
      const outcome = await this.exec(argv, this.environment(req.env), null, req);
      this.refuseUncleanable(outcome);
      const installIsolation: InstallIsolation = unproxiedInstall(
        "container",
        "docker exec in the service container, on the networks kept for the tests (--network)",
      );
      return { ...outcome, installIsolation };
    }
    const disconnected = await this.disconnectAll();
    const egress = await openEgress(join(this.scratch, "egress"), req.allowHosts);
    const forwarderName = `testcage-${randomBytes(8).toString("hex")}-egress`;
    try {
      const forwarder = await startForwarder({
        name: forwarderName,
        labels: [`${containerLabel()}=${forwarderName}`, ...(jobScope() ? [`${jobLabel()}=${jobScope()}`] : [])],
        user: "65534:65534",
        network: `container:${this.container}`,
        dir: egress.dir,
        image: defaultImage("node"),
        pull: pullImage,
      });
      const proxied = forwarder.problem === null;
      const outcome = await this.exec(argv, this.environment(proxied ? withProxy(req.env) : req.env), null, req);
      this.refuseUncleanable(outcome);
      const installIsolation: InstallIsolation = proxied
        ? proxiedInstall(
            "docker exec in the service container, off its networks, with a forwarder joining its network namespace to testcage's egress proxy",
            egress.proxy,
            req.allowHosts,
          )
        : unproxiedInstall(
            "none",
            `docker exec in the service container, off its networks: ${forwarder.problem ?? ""}, so the install had no network at all`,
          );
      return { ...outcome, installIsolation };
    } finally {
      await docker(["rm", "-f", forwarderName]);
      await egress.proxy.close();
      await this.reconnect(disconnected);
    }
  }

  /** Throws when the exec refused to run because the container cannot be cleaned after it. */
  private refuseUncleanable(outcome: PhaseOutcome): void {
    const why = outcome.exitCode === HYGIENE_REFUSED_EXIT ? hygieneRefusal(outcome.stderr.text) : null;
    if (why !== null) {
      throw new SandboxUnavailableError(
        `the service container ${this.container} is not used: ${why}. Nothing of the project ran; start the service from a testcage runner image under runc (or gVisor), as a job service is by default`,
      );
    }
  }

  async test(req: RunRequest): Promise<{ outcome: PhaseOutcome; reports: Record<string, ReportContent> }> {
    const inv = req.invocation;
    const disconnected = this.disconnect ? await this.disconnectAll() : [];
    const streamReport = inv.reports.find((r) => r.fromStdout);
    const inContainer = inv.reports.filter((spec) => !spec.fromStdout);
    const required = inv.requires?.program ?? null;
    let run: { outcome: PhaseOutcome; start: RunStart | null; end: RunEnd | null };
    try {
      run = await this.run(req, inContainer, required, streamReport);
      if (run.start?.harness === "stale") {
        // Before any test code ran: write the harness, then the run again on the copy already there.
        await writeHarness(this.container, inv.harness);
        run = await this.run(req, inContainer, required, streamReport);
        if (run.start?.harness === "stale") {
          throw new SandboxUnavailableError(
            `the service container ${this.container} does not confirm testcage's harness files after writing them (its sha256sum -c, stat -c, or /tmp behave unlike Debian's); use a testcage runner image`,
          );
        }
      }
    } finally {
      await this.reconnect(disconnected);
    }
    let { outcome } = run;
    if (!run.start) {
      this.refuseUncleanable(outcome);
      const why = outcome.exitCode === COPY_IN_FAILED_EXIT ? "copying the project in failed" : "the run did not start";
      throw new SandboxUnavailableError(
        `${why} in the service container ${this.container}: ${lastLine(outcome.stderr.text) || `docker exec exited with ${outcome.exitCode ?? outcome.signal}`}`,
      );
    }
    if (outcome.spawnError && inv.requires && outcome.spawnError.includes("is not in the service container")) {
      outcome.spawnError = `${outcome.spawnError}; ${inv.requires.hint}, or start the service from an image that has it`;
    }
    let collected: Collected | null;
    if (run.end?.inline) {
      collected = run.end.collected;
      this.cleaned = true;
    } else {
      collected = await this.collect(inContainer, req.limits.reportCapBytes);
    }
    if (collected?.oom != null && run.start.oom !== null && collected.oom > run.start.oom) {
      outcome = { ...outcome, oom: true };
    }
    const diskLimit = this.diskProblem(collected, outcome);
    if (diskLimit) outcome = { ...outcome, diskLimit };
    const reports: Record<string, ReportContent> = {};
    for (const spec of inv.reports) {
      reports[spec.name] = spec.fromStdout
        ? await readReportFile(join(this.scratch, spec.file), req.limits.reportCapBytes)
        : reportContent(spec, collected?.reports[inContainer.indexOf(spec)], req.limits.reportCapBytes);
    }
    return { outcome, reports };
  }

  /**
   * Takes the container off each of its networks for the test phase. When one
   * will not let go, the tests do not run (they would have network): the ones
   * already disconnected are connected again and the run is refused.
   */
  private async disconnectAll(): Promise<NetworkAttachment[]> {
    const done: NetworkAttachment[] = [];
    for (const n of this.networks) {
      const r = await docker(["network", "disconnect", "--force", n.name, this.container]);
      if (r.code !== 0) {
        await this.reconnect(done);
        throw new SandboxUnavailableError(
          `could not disconnect the service container ${this.container} from network ${n.name} for the test phase (${lastLine(r.stderr) || `exit ${r.code}`}), so the tests did not run; network: none needs docker network disconnect to work, or name the network to keep (--network ${n.name})`,
        );
      }
      done.push(n);
    }
    return done;
  }

  /** Back on its networks with the aliases it had, so the workflow's other steps still reach it. */
  private async reconnect(networks: readonly NetworkAttachment[]): Promise<void> {
    for (const n of networks) {
      await docker(["network", "connect", ...n.aliases.flatMap((a) => ["--alias", a]), n.name, this.container]);
    }
  }

  /** The run exec (service-scripts.ts RUN_SCRIPT), its stderr split into the tests' and the script's. */
  private async run(
    req: RunRequest,
    inContainer: readonly ReportSpec[],
    required: string | null,
    streamReport: ReportSpec | undefined,
  ): Promise<{ outcome: PhaseOutcome; start: RunStart | null; end: RunEnd | null }> {
    const inv = req.invocation;
    let split: RunStderr | null = null;
    let end: RunEnd | null = null;
    const feed = this.copied ? undefined : feedProject(this.projectDir);
    if (streamReport) await rm(join(this.scratch, streamReport.file), { force: true });
    const outcome = await this.exec(
      runArgv({
        prepared: this.copied,
        dir: this.dir,
        cacheDir: this.cacheDir,
        harnessDir: HARNESS_DIR,
        harnessUid: SERVICE_HARNESS_UID,
        harness: inv.harness,
        capKiB: this.diskKiB,
        requiredProgram: required,
        inlineBytes: INLINE_REPORT_BYTES,
        reportCapBytes: req.limits.reportCapBytes,
        keep: this.keep,
        reports: inContainer.map((s) => `${this.paths.reports}/${s.file}`),
        argv: inv.argv,
      }),
      this.environment({ ...inv.env, ...req.env }),
      required,
      req,
      {
        ...(streamReport ? { stdoutFile: join(this.scratch, streamReport.file) } : {}),
        ...(feed ? { feed } : {}),
        stderrFilter: (release) => {
          split = new RunStderr(INLINE_REPORT_BYTES + 64 * 1024, release);
          const s = split;
          return {
            push: (chunk) => s.push(chunk),
            end: (code) => {
              end = s.finish(code, inContainer.length);
            },
          };
        },
      },
      "/",
    );
    const start = (split as RunStderr | null)?.start ?? null;
    // The script unpacked the project when it got as far as its READY line.
    if (start) this.copied = true;
    return { outcome, start, end };
  }

  /** What to say when the run met its disk cap (watchdog, per-file limit) or filled the container's disk. */
  private diskProblem(collected: Collected | null, outcome: PhaseOutcome): string | null {
    const what = `the run's ${this.disk ?? ""} disk cap`;
    if (collected?.watchdogFired) {
      return `the tests wrote more than ${what} into the container's temp folders and were stopped; results reported before that are kept. Raise disk (--disk) or find the test that writes so much.`;
    }
    // 153 = 128 + SIGXFSZ: a process that did not ignore the per-file limit died of it.
    if (this.diskKiB > 0 && outcome.exitCode === 153) {
      return `a test process wrote a file larger than ${what} and was killed (SIGXFSZ). Raise disk (--disk) or find the test that writes so much.`;
    }
    if (collected?.freeKiB != null && collected.freeKiB < 1024) {
      return "the container's file system holding the run was full at the end, so writes failed with ENOSPC; results may be incomplete. Give the service container more room (its /tmp) or find the test that writes so much.";
    }
    return null;
  }

  /**
   * One exec as the test uid (service-scripts.ts COLLECT_SCRIPT): kills what the
   * tests left, reads the reports (regular files only, at most cap+1 bytes each)
   * and removes the run's folders. Null when it failed; the reports then count
   * as unreadable.
   */
  private async collect(specs: readonly ReportSpec[], cap: number): Promise<Collected | null> {
    const paths = specs.map((s) => `${this.paths.reports}/${s.file}`);
    const r = await execScript(
      [
        "-u",
        `${this.uid}:${this.uid}`,
        ...this.envFlags(),
        this.container,
        "sh",
        "-c",
        COLLECT_SCRIPT,
        "sh",
        this.dir,
        this.keep,
        HARNESS_DIR,
        String(cap + 1),
        ...paths,
      ],
      null,
      256 + specs.length * (cap + 64),
    );
    this.cleaned = r.code === 0;
    return parseCollected(r.stdout, specs.length);
  }

  async close(): Promise<void> {
    if (!this.cleaned) {
      await docker([
        "exec",
        "-u",
        `${this.uid}:${this.uid}`,
        ...this.envFlags(),
        this.container,
        "sh",
        "-c",
        CLEANUP_SCRIPT,
        "sh",
        this.dir,
        this.keep,
        HARNESS_DIR,
      ]);
    }
    await rm(this.scratch, { recursive: true, force: true });
  }
}

/** A report as the collect exec saw it; container paths mean nothing to the reader, so details name the file. */
function reportContent(spec: ReportSpec, r: Collected["reports"][number] | undefined, cap: number): ReportContent {
  const name = posix.basename(spec.file);
  if (!r) {
    return { ok: false, problem: "unreadable", detail: `${name} could not be read from the container` };
  }
  if (r.status === 0) {
    if (r.bytes.length > cap) return { ok: false, problem: "too-large", detail: `${name} is over the ${cap}-byte cap` };
    return { ok: true, text: r.bytes.toString("utf8") };
  }
  if (r.status === 3) return { ok: false, problem: "missing", detail: `${name} was not written` };
  return {
    ok: false,
    problem: "not-regular",
    detail: `${name} is not a regular file (symlink or special file); refused`,
  };
}

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
      );
    },
  };
}
