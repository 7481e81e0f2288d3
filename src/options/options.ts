// Inputs (CLI flags or action inputs) -> validated RunOptions. Pure: every bad
// value becomes an InputError whose message names the fix.

import { isAbsolute, resolve } from "node:path";
import { frameworkIds } from "../frameworks/index.js";
import { parseTestId } from "../core/ids.js";
import { MIN_DISK_BYTES, sizeBytes } from "../sandbox/disk.js";
import { isForbiddenEnvName } from "../sandbox/environment.js";
import { validAllowHost } from "../sandbox/egress-hosts.js";
import { reportPathProblem, splitReportPaths } from "../ingest/report-paths.js";
import type { CacheMode, ParallelMode, ShardInfo } from "../core/model.js";
import { parseShard } from "../select/shard.js";
import { parseCheckpoint, parseGroups, type CheckpointChoice } from "../select/checkpoints.js";
import { InputError } from "../core/input-error.js";
import { optionChoices, optionDefault, optionRange, resultsFolder, type RawOptions } from "./option-table.js";

export { SANDBOX_KINDS, type ContainerOptions, type SandboxChoice } from "../sandbox/types.js";
import { SANDBOX_KINDS, type ContainerOptions, type SandboxChoice } from "../sandbox/types.js";
export { InputError, type RawOptions };

export interface RunOptions {
  projectDir: string;
  /** The folder as the user gave it, for messages ("." when none was given). */
  projectLabel: string;
  framework: string | null;
  sandbox: SandboxChoice;
  outDir: string;
  timeoutMs: number;
  graceMs: number;
  filter: string[];
  /** Run only this slice of the test files (shard.ts); null: the whole suite. */
  shard: ShardInfo | null;
  /** Balance the shards by this earlier results.json's durations (shard.ts durationWeights); null: by file size. */
  durations: { path: string; label: string } | null;
  /** Run only this checkpoint's test files (and the prior ones on request); null: every file. */
  checkpoint: CheckpointChoice | null;
  /** Custom marker -> group for the groups summary; null: no groups config. */
  groups: Map<string, string> | null;
  env: Record<string, string>;
  installCommand: string | null;
  /** No install input given: the adapter's default install phase runs when the project needs one. */
  installAuto: boolean;
  /** Hosts the install phase may reach besides the detected language's registries. */
  installAllowHosts: string[];
  testCommand: string | null;
  /** Trusted-tests mode: the folder the tests and framework configuration come from; null: the project's own. */
  testsFrom: { path: string; label: string } | null;
  containers: ContainerOptions;
  cache: CacheMode;
  /** Run the framework's coverage tool and put its normalized figures in results.json. */
  coverage: boolean;
  /** Globs relative to projectDir: read these reports, run nothing (empty: run the tests). */
  reportPaths: string[];
  /** The result cache's folder (absolute); null: every run runs (docs/scale.md). */
  resultCache: string | null;
  /** Run the failed tests again up to this many times, to tell flaky tests from failing ones; 0: never. */
  retries: number;
  /** auto: the framework's own parallelism (pytest-xdist when declared); off: one test at a time. */
  parallel: ParallelMode;
}

/** What an empty value means, from the option table (option-table.ts). */
export const DEFAULTS = {
  out: optionDefault("out"),
  timeoutSeconds: Number(optionDefault("timeout")),
  graceSeconds: Number(optionDefault("timeout-grace")),
  memory: optionDefault("memory"),
  pidsLimit: Number(optionDefault("pids-limit")),
  tmpfsSize: optionDefault("tmpfs-size"),
  disk: optionDefault("disk"),
} as const;

function blank(v: string | undefined): boolean {
  return v === undefined || v.trim() === "";
}

function seconds(name: string, value: string | undefined): number {
  if (blank(value)) return Number(optionDefault(name)) * 1000;
  const n = Number(value);
  const [min, max] = optionRange(name);
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new InputError(`${name} must be a number of seconds between ${min} and ${max}, got '${value}'`);
  }
  return Math.round(n * 1000);
}

function parseEnv(entries: string[], source: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of entries) {
    const eq = entry.indexOf("=");
    const name = eq === -1 ? entry.trim() : entry.slice(0, eq).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new InputError(`env entry '${entry}' is not NAME or NAME=VALUE with a valid variable name`);
    }
    if (isForbiddenEnvName(name)) {
      throw new InputError(`env ${name} is a runner credential and is never passed into the sandbox; remove it`);
    }
    if (eq !== -1) env[name] = entry.slice(eq + 1);
    else if (source[name] !== undefined) env[name] = source[name];
  }
  return env;
}

const SIZE = /^[0-9]+(\.[0-9]+)?[bkmg]?$/i;
// Docker names and image references; never starting with "-" so nothing reads as a flag.
const DOCKER_REF = /^[A-Za-z0-9][A-Za-z0-9._/:@-]*$/;

function pick(name: string, value: string | undefined, pattern: RegExp, hint: string): string | null {
  if (blank(value)) return null;
  const v = value!.trim();
  if (!pattern.test(v)) throw new InputError(`${name} '${value}' is not valid; ${hint}`);
  return v;
}

function containerOptions(raw: RawOptions): ContainerOptions {
  const cpus = pick("cpus", raw.cpus, /^[0-9]+(\.[0-9]+)?$/, "give a number of CPUs such as 2 or 0.5");
  if (cpus !== null && (Number(cpus) <= 0 || Number(cpus) > 256))
    throw new InputError(`cpus '${cpus}' must be above 0 and at most 256`);
  const pids = pick("pids-limit", raw.pidsLimit, /^[0-9]+$/, "give a whole number of processes such as 1024");
  const [minPids, maxPids] = optionRange("pids-limit");
  if (pids !== null && (Number(pids) < minPids || Number(pids) > maxPids)) {
    throw new InputError(`pids-limit '${pids}' must be between ${minPids} and ${maxPids}`);
  }
  const runtime = blank(raw.runtime) ? optionDefault("runtime") : raw.runtime!.trim();
  if (!optionChoices("runtime").includes(runtime))
    throw new InputError(`runtime '${raw.runtime}' must be runc or runsc (gVisor)`);
  const image = pick("image", raw.image, DOCKER_REF, "give an image reference such as ghcr.io/org/image:tag");
  // An image someone names is the toolchain they chose (golang:1.22); ours is not.
  const toolchainFromImage = blank(raw.toolchain) && image !== null;
  const toolchain = !blank(raw.toolchain)
    ? raw.toolchain!.trim()
    : toolchainFromImage
      ? "image"
      : optionDefault("toolchain");
  if (!optionChoices("toolchain").includes(toolchain))
    throw new InputError(
      `toolchain '${raw.toolchain}' must be runner (the runner's own Go, Rust, Node or JDK, where it has one) or image (the image's)`,
    );
  const network =
    pick("network", raw.network, DOCKER_REF, "give none or a docker network name") ?? optionDefault("network");
  if (network === "host")
    throw new InputError(
      "network 'host' is refused: the test phase never gets the host's network; use none or a docker network",
    );
  return {
    image,
    memory: pick("memory", raw.memory, SIZE, "give a size such as 512m or 2g") ?? DEFAULTS.memory,
    cpus,
    pidsLimit: pids === null ? DEFAULTS.pidsLimit : Number(pids),
    tmpfsSize: pick("tmpfs-size", raw.tmpfsSize, SIZE, "give a size such as 256m") ?? DEFAULTS.tmpfsSize,
    runtime: runtime as ContainerOptions["runtime"],
    network,
    container: pick("service-container", raw.container, DOCKER_REF, "give the service container's name or id"),
    disk: diskCap(raw.disk),
    toolchain: toolchain as ContainerOptions["toolchain"],
    ...(toolchainFromImage ? { toolchainFromImage: true as const } : {}),
  };
}

/** "none" turns the cap off; below 16m an ext4 file system plus a project does not fit. */
function diskCap(value: string | undefined): string | null {
  if (!blank(value) && value!.trim() === "none") return null;
  const disk = pick("disk", value, SIZE, "give a size such as 2g or 512m, or none") ?? DEFAULTS.disk;
  if (sizeBytes(disk) < MIN_DISK_BYTES) throw new InputError(`disk '${disk}' must be at least 16m (or none)`);
  return disk;
}

function parallelMode(value: string | undefined): ParallelMode {
  if (blank(value)) return optionDefault("parallel") as ParallelMode;
  const v = value!.trim();
  if (!optionChoices("parallel").includes(v)) {
    throw new InputError(
      `parallel '${value}' must be auto (the framework's own parallelism) or off (one test file and test at a time)`,
    );
  }
  return v as ParallelMode;
}

function cacheMode(value: string | undefined): CacheMode {
  if (blank(value)) return optionDefault("build-cache") as CacheMode;
  const v = value!.trim();
  if (!optionChoices("build-cache").includes(v))
    throw new InputError(
      `build-cache '${value}' must be run (start from your own caches, read-only; nothing kept), off (start empty) or project (kept between runs of this project)`,
    );
  return v as CacheMode;
}

export function resolveOptions(raw: RawOptions, cwd: string, source: NodeJS.ProcessEnv): RunOptions {
  const dir = blank(raw.dir) ? "." : raw.dir!;
  let framework: string | null = null;
  if (!blank(raw.framework) && raw.framework !== "auto") {
    framework = raw.framework!.trim().toLowerCase();
    if (!frameworkIds().includes(framework)) {
      throw new InputError(`unknown framework '${raw.framework}'; use one of: ${frameworkIds().join(", ")} (or auto)`);
    }
  }
  const sandbox = (blank(raw.sandbox) ? optionDefault("sandbox") : raw.sandbox!.trim()) as SandboxChoice;
  if (!SANDBOX_KINDS.includes(sandbox)) {
    throw new InputError(`unknown sandbox '${raw.sandbox}'; use one of: ${SANDBOX_KINDS.join(", ")}`);
  }
  const filter = (raw.filter ?? []).map((f) => f.trim()).filter((f) => f !== "");
  for (const id of filter) {
    if (!parseTestId(id))
      throw new InputError(`filter '${id}' is not a test id; copy ids from results.json (file::suite::name)`);
  }
  const install = raw.installCommand?.trim();
  const test = raw.testCommand?.trim();
  const reportPaths = splitReportPaths(raw.reportPaths);
  for (const p of reportPaths) {
    const problem = reportPathProblem(p);
    if (problem) throw new InputError(`report-paths entry '${p}' ${problem}`);
  }
  if (!blank(raw.testsFrom) && test) {
    throw new InputError(
      "tests-from runs the trusted tests with the framework's own command; drop test-command (the project's command is not trusted)",
    );
  }
  if (!blank(raw.testsFrom) && reportPaths.length > 0) {
    throw new InputError("report-paths reads reports and runs nothing; drop tests-from, or drop report-paths");
  }
  let shard: ShardInfo | null = null;
  if (!blank(raw.shard)) {
    try {
      shard = parseShard(raw.shard!);
    } catch (err) {
      throw new InputError((err as Error).message);
    }
    const clash = filter.length ? "filter" : test ? "test-command" : reportPaths.length ? "report-paths" : null;
    if (clash) {
      throw new InputError(
        `shard splits the suite's test files among runs; it cannot be combined with ${clash}: drop one of them`,
      );
    }
  }
  if (!blank(raw.durations) && !shard) {
    throw new InputError(
      "durations balances the slices of a sharded run; without shard it changes nothing: add shard K/N, or drop durations",
    );
  }
  let checkpoint: CheckpointChoice | null = null;
  if (!blank(raw.checkpoint)) {
    const number = parseCheckpoint(raw.checkpoint!);
    if (number === null) {
      throw new InputError(
        `checkpoint '${raw.checkpoint}' names no checkpoint; give N or checkpoint_N (test_checkpoint_N.py)`,
      );
    }
    const clash = filter.length
      ? "filter"
      : shard
        ? "shard"
        : test
          ? "test-command"
          : reportPaths.length
            ? "report-paths"
            : null;
    if (clash) throw new InputError(`checkpoint picks the test files to run; it cannot be combined with ${clash}`);
    checkpoint = {
      name: raw.checkpoint!.trim(),
      number,
      include_prior: booleanInput("include-prior", raw.includePrior),
    };
  } else if (booleanInput("include-prior", raw.includePrior)) {
    throw new InputError("include-prior needs a checkpoint: add --checkpoint N");
  }
  let groups: Map<string, string> | null = null;
  if (!blank(raw.groups)) {
    try {
      groups = parseGroups(
        isAbsolute(raw.groups!.trim()) || !/=/.test(raw.groups!) ? resolve(cwd, raw.groups!.trim()) : raw.groups!,
      );
    } catch (err) {
      throw new InputError((err as Error).message);
    }
  }
  if (reportPaths.length > 0 && test) {
    throw new InputError(
      "report-paths reads reports and runs nothing; drop test-command, or drop report-paths to run tests",
    );
  }
  const retries = retryCount(raw.retries);
  if (retries > 0 && (test || reportPaths.length)) {
    throw new InputError(
      `retries runs failed tests again through the framework's filter, which ${test ? "a test-command does not take; drop test-command" : "report-paths (nothing runs) has not; drop report-paths"}, or drop retries`,
    );
  }
  if (!blank(raw.resultCache) && reportPaths.length) {
    throw new InputError(
      "report-paths reads reports and runs nothing, so there is nothing to cache; drop result-cache",
    );
  }
  return {
    projectDir: isAbsolute(dir) ? dir : resolve(cwd, dir),
    projectLabel: dir,
    framework,
    sandbox,
    outDir: resultsFolder(raw.out, cwd),
    timeoutMs: seconds("timeout", raw.timeout),
    graceMs: seconds("timeout-grace", raw.grace),
    filter,
    shard,
    durations: blank(raw.durations)
      ? null
      : { path: isAbsolute(raw.durations!) ? raw.durations! : resolve(cwd, raw.durations!), label: raw.durations! },
    checkpoint,
    groups,
    env: parseEnv(raw.env ?? [], source),
    installCommand: !install || install === "none" ? null : install,
    installAuto: !install,
    installAllowHosts: allowHosts(raw.installAllowHosts),
    testCommand: test ? test : null,
    testsFrom: blank(raw.testsFrom)
      ? null
      : { path: isAbsolute(raw.testsFrom!) ? raw.testsFrom! : resolve(cwd, raw.testsFrom!), label: raw.testsFrom! },
    containers: containerOptions(raw),
    cache: cacheMode(raw.cache),
    coverage: booleanInput("coverage", raw.coverage),
    reportPaths,
    resultCache: blank(raw.resultCache) ? null : resolve(cwd, raw.resultCache!.trim()),
    retries,
    parallel: parallelMode(raw.parallel),
  };
}

function retryCount(value: string | undefined): number {
  if (blank(value)) return 0;
  const n = Number(value!.trim());
  const [min, max] = optionRange("retries");
  if (!Number.isInteger(n) || n < min || n > max)
    throw new InputError(`retries must be a whole number from ${min} to ${max}; got '${value}'`);
  return n;
}

/** install-allow-hosts: host names or "*.suffix", never addresses, ports or URLs. */
function allowHosts(value: string | string[] | undefined): string[] {
  const entries = (Array.isArray(value) ? value : [value ?? ""])
    .flatMap((v) => v.split(/[\s,]+/))
    .filter((h) => h !== "");
  for (const h of entries) {
    if (!validAllowHost(h)) {
      throw new InputError(
        `install-allow-hosts entry '${h}' is not a host name; give names such as npm.example.com or *.example.com (no scheme, port or address)`,
      );
    }
  }
  return [...new Set(entries.map((h) => h.toLowerCase()))];
}

function booleanInput(name: string, value: string | boolean | undefined): boolean {
  if (typeof value === "boolean") return value;
  const v = (value ?? "").trim().toLowerCase();
  if (v === "" || v === "false") return false;
  if (v === "true") return true;
  throw new InputError(`${name} must be true or false; got '${value}'`);
}
