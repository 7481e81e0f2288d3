// The service sandbox's session (service.ts): one run's install and test phases
// by docker exec in the service container, as the test uid, and the clean-up.

import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { ReportContent, ReportSpec, SandboxPaths } from "../core/adapter-types.js";
import type { InstallIsolation } from "../core/model.js";
import { dockerClientEnv, programMissing } from "./container-entry.js";
import type { NetworkAttachment } from "./container-state.js";
import { containerEnvironment } from "./environment.js";
import { docker, dockerBinary } from "./docker-cli.js";
import { containerLabel, defaultImage, jobLabel, pullImage } from "./docker.js";
import { openEgress, proxiedInstall, unproxiedInstall, withProxy } from "./egress.js";
import { startForwarder } from "./egress-forwarder.js";
import { jobScope } from "./job-scope.js";
import { runProcess, type ProcessSpec } from "./run-process.js";
import { lastLine } from "../core/text.js";
import { readReportFile } from "../core/safe-read.js";
import {
  CLEANUP_SCRIPT,
  cleanEnvArgv,
  COLLECT_SCRIPT,
  COPY_IN_FAILED_EXIT,
  hygieneRefusal,
  HYGIENE_REFUSED_EXIT,
  INSTALL_SCRIPT,
  parseCollected,
  runArgv,
  type Collected,
} from "./service-scripts.js";
import {
  copyIn,
  diskProblem,
  execScript,
  feedProject,
  HARNESS_DIR,
  INLINE_REPORT_BYTES,
  reportContent,
  SERVICE_HARNESS_UID,
  writeHarness,
} from "./service-exec.js";
import { serviceEnv } from "./service-env.js";
import { RunStderr, type RunEnd, type RunStart } from "./service-stream.js";
import {
  SandboxUnavailableError,
  type InstallRequest,
  type PhaseOutcome,
  type RunRequest,
  type SandboxSession,
} from "./types.js";

export class ServiceSession implements SandboxSession {
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
    /** The container's pids limit (0 or less: none), for the message when the tests reach it. */
    private readonly pidsLimit: number,
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
    const refused = (collected?.pidsRefused ?? 0) - (run.start.pidsRefused ?? Infinity);
    if (refused > 0) outcome = { ...outcome, pidsLimit: { limit: this.pidsLimit, refused } };
    const diskLimit = diskProblem(this.disk, this.diskKiB, collected, outcome);
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
    if (streamReport) await rm(join(this.scratch, streamReport.file), { recursive: true, force: true });
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
