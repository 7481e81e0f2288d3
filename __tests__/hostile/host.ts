// The host side of the hostile suite: runs an attack project through the built
// CLI (runCli, so results.json is schema-checked), gives every run a private
// TMPDIR and cache folder so leftovers can be attributed to this suite, and
// watches what the host can see while the run lasts (processes, memory, disk,
// listening sockets).

import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { RunResult } from "../../src/core/model.js";
import { parseOutputs } from "../helpers/action.js";
import { CLI, runCli, type CliRun } from "../helpers/cli.js";
import { labelledContainers } from "../helpers/docker.js";
import { ROOT } from "../helpers/golden.js";
import { validateResultsFile } from "../helpers/schema.js";
import { OPTIONS } from "../../src/options/option-table.js";

export const PROJECTS = join(ROOT, "__tests__/hostile/projects");

export const PIDS_LIMIT = 128;
export const TMPFS_MIB = 16;
export const MEMORY_MIB = 256;
export const DISK_MIB = 64;
/** Small limits keep every attack quick; one CPU leaves the other to the rest of CI. */
export const LIMIT_ARGS = [
  "--disk",
  `${DISK_MIB}m`,
  "--memory",
  `${MEMORY_MIB}m`,
  "--pids-limit",
  String(PIDS_LIMIT),
  "--tmpfs-size",
  `${TMPFS_MIB}m`,
  "--cpus",
  "1",
];

/** This suite's own container label (TESTCAGE_LABEL), so parallel docker suites never show up here. */
export const LABEL = `dev.testcage.hostile-${process.pid}`;

/** Folders private to this suite: the CLI's TMPDIR (its workspaces) and XDG_CACHE_HOME. */
export interface HostDirs {
  tmp: string;
  cache: string;
}

export function makeHostDirs(): HostDirs {
  return {
    tmp: mkdtempSync(join(tmpdir(), "tc-hostile-tmp-")),
    cache: mkdtempSync(join(tmpdir(), "tc-hostile-cache-")),
  };
}

export function removeHostDirs(dirs: HostDirs): void {
  rmSync(dirs.tmp, { recursive: true, force: true });
  rmSync(dirs.cache, { recursive: true, force: true });
}

/** A fresh name for the processes of one attack (at most 15 characters: /proc/<pid>/comm). */
export function mark(): string {
  return `tch${randomBytes(6).toString("hex")}`;
}

export function hostEnv(dirs: HostDirs, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, TMPDIR: dirs.tmp, XDG_CACHE_HOME: dirs.cache, TESTCAGE_LABEL: LABEL, ...extra };
}

/** Containers of this suite's runs that exist right now. */
export function ourContainers(): string[] {
  return labelledContainers(LABEL);
}

/** Every run leaves nothing behind: no container of ours, no workspace in its TMPDIR. */
export function expectNothingLeft(dirs: HostDirs): void {
  expect(ourContainers()).toEqual([]);
  expect(readdirSync(dirs.tmp)).toEqual([]);
}

export interface AttackRun extends CliRun {
  /** results.json, stdout.log and stderr.log exactly as written ("" when absent). */
  files: { results: string; stdoutLog: string; stderrLog: string };
}

function readOr(path: string): string {
  return existsSync(path) ? readFileSync(path, "utf8") : "";
}

export async function runAttack(
  dirs: HostDirs,
  project: string,
  sandboxArgs: readonly string[],
  extraArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<AttackRun> {
  const args = ["run", join(PROJECTS, project), ...sandboxArgs, ...LIMIT_ARGS, ...extraArgs];
  const run = await runCli(args, hostEnv(dirs, env));
  const files = {
    results: readOr(join(run.outDir, "results.json")),
    stdoutLog: readOr(join(run.outDir, "stdout.log")),
    stderrLog: readOr(join(run.outDir, "stderr.log")),
  };
  rmSync(run.outDir, { recursive: true, force: true });
  expectNothingLeft(dirs);
  return { ...run, files };
}

/** Everything a run produced that a reader could see. */
export function everything(run: AttackRun): string {
  return [run.files.results, run.files.stdoutLog, run.files.stderrLog, run.stdout, run.stderr].join("\n");
}

export function errorKinds(run: CliRun): string[] {
  return run.result.errors.map((e) => e.kind);
}

export function testStatuses(run: CliRun): [string, string][] {
  return run.result.tests.map((t) => [t.name, t.status]);
}

// ---- what the host sees while a run lasts ----

function procEntries(): string[] {
  return readdirSync("/proc").filter((p) => /^\d+$/.test(p));
}

function readProc(pid: string, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return null;
  }
}

/** Host processes whose name (comm) is `name`. */
export function processesNamed(name: string): string[] {
  return procEntries().filter((pid) => readProc(pid, "comm")?.trim() === name);
}

/** Samples `measure` every `everyMs` until stopped; stop() returns the largest value seen. */
export function sampleMax(measure: () => number, everyMs = 100): { stop: () => number } {
  let max = measure();
  const timer = setInterval(() => {
    max = Math.max(max, measure());
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(max, measure());
    },
  };
}

/** Peak resident memory (VmHWM, KiB) of the CLI process running `project`, 0 while none runs. */
export function cliPeakRssKib(project: string): number {
  for (const pid of procEntries()) {
    const cmdline = readProc(pid, "cmdline");
    if (!cmdline || !cmdline.includes(CLI) || !cmdline.includes(join(PROJECTS, project))) continue;
    const m = /^VmHWM:\s+(\d+) kB/m.exec(readProc(pid, "status") ?? "");
    if (m) return Number(m[1]);
  }
  return 0;
}

/**
 * Bytes of the host's disk that files under `dir` take (allocated blocks, so a
 * sparse disk image counts what was written to it, not its length), without
 * crossing into other file systems (the run's loop-mounted disk is counted
 * once, through its image file). 0 when it is gone.
 */
export function allocatedBytes(dir: string, dev?: number): number {
  let st;
  try {
    st = lstatSync(dir);
  } catch {
    return 0;
  }
  if (dev !== undefined && st.dev !== dev) return 0;
  if (!st.isDirectory()) return st.blocks * 512;
  let total = st.blocks * 512;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return total;
  }
  for (const name of entries) total += allocatedBytes(join(dir, name), st.dev);
  return total;
}

/** Waits (briefly) for a condition the host should reach once a run is over. */
export async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

// ---- listeners on the host that the sandbox must not reach ----

export interface Listener {
  address: string;
  connections: () => number;
  close: () => Promise<void>;
}

function listen(
  server: Server,
  target: { port: number; host: string; ipv6Only?: boolean } | { path: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(target, () => resolve());
  });
}

function listener(server: Server, address: string, count: () => number): Listener {
  return {
    address,
    connections: count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server on the host's 127.0.0.1 (random port), counting connections. */
export async function loopbackServer(): Promise<Listener & { port: number }> {
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await listen(server, { port: 0, host: "127.0.0.1" });
  const port = (server.address() as { port: number }).port;
  return { ...listener(server, `127.0.0.1:${port}`, () => count), port };
}

/**
 * A listener on every address of the host (dual-stack "::"), counting
 * connections: 127.0.0.1, ::1 and the host's other addresses all reach it. With
 * the host's non-loopback addresses, for an attack to try them all.
 */
export async function everyAddressServer(): Promise<Listener & { port: number; hostAddresses: string[] }> {
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await listen(server, { port: 0, host: "::", ipv6Only: false });
  const port = (server.address() as { port: number }).port;
  const hostAddresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === "IPv4")
    .map((a) => a!.address);
  return { ...listener(server, `[::]:${port}`, () => count), port, hostAddresses };
}

/** An abstract unix socket in the host's network namespace, counting connections. */
export async function abstractSocketServer(): Promise<Listener> {
  let count = 0;
  const name = `testcage-hostile-${randomBytes(6).toString("hex")}`;
  const server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await listen(server, { path: `\0${name}` });
  return listener(server, name, () => count);
}

// ---- the action bundle, run the way the runner runs it ----

/** `--flag value` pairs -> the action's INPUT_FLAG variables (as @actions/core reads them). */
export function actionInputs(args: readonly string[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]!;
    if (!flag.startsWith("--") || args[i + 1] === undefined) throw new Error(`not a --flag value pair: ${flag}`);
    inputs[`INPUT_${inputName(flag.slice(2)).toUpperCase()}`] = args[i + 1]!;
  }
  return inputs;
}

/** The action input a CLI flag (or an old flag name) stands for, by the option table: not a deprecated alias. */
function inputName(flag: string): string {
  const row = OPTIONS.find((o) => o.name === flag || o.cli?.aliases?.includes(flag));
  if (!row) return flag;
  return row.action && row.action.input ? row.action.input : row.name;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The runner's command files after the step: GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STATE. */
  runnerFiles: { output: string; env: string; path: string; state: string; summary: string };
  /** results.json (schema-checked) and its raw text. */
  result: RunResult;
  resultsText: string;
}

export function runActionBundle(
  dirs: HostDirs,
  inputs: Record<string, string>,
  secrets: Record<string, string>,
  /** Inputs that name the runner's files (so the tests can try to write to them). */
  moreInputs: (files: { output: string; env: string }) => Record<string, string> = () => ({}),
): Promise<ActionRun> {
  const temp = mkdtempSync(join(tmpdir(), "tc-hostile-action-"));
  const files = {
    output: join(temp, "output"),
    env: join(temp, "env"),
    path: join(temp, "path"),
    state: join(temp, "state"),
    summary: join(temp, "summary"),
  };
  for (const f of Object.values(files)) writeFileSync(f, "");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env["PATH"],
    HOME: process.env["HOME"],
    TMPDIR: dirs.tmp,
    XDG_CACHE_HOME: dirs.cache,
    TESTCAGE_LABEL: LABEL,
    GITHUB_WORKSPACE: ROOT,
    GITHUB_OUTPUT: files.output,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: temp,
    ...secrets,
    ...inputs,
    ...moreInputs(files),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "dist/index.js")], { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const read = (p: string): string => readFileSync(p, "utf8");
      const runnerFiles = {
        output: read(files.output),
        env: read(files.env),
        path: read(files.path),
        state: read(files.state),
        summary: read(files.summary),
      };
      try {
        const resultsPath =
          parseOutputs(runnerFiles.output)["results-path"] ?? join(temp, "testcage-results/results.json");
        const result = validateResultsFile(resultsPath) as unknown as RunResult;
        const resultsText = read(resultsPath);
        resolve({ code, stdout, stderr, runnerFiles, result, resultsText });
      } catch (err) {
        reject(new Error(`${(err as Error).message}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
      } finally {
        rmSync(temp, { recursive: true, force: true });
      }
    });
  });
}

/** Every entry under `dir`: relative path -> type, mode, size, mtime and content hash. */
export function treeSnapshot(dir: string, rel = ""): Record<string, string> {
  const snap: Record<string, string> = {};
  const st = lstatSync(join(dir, rel));
  const kind = st.isDirectory() ? "dir" : st.isSymbolicLink() ? "link" : st.isFile() ? "file" : "other";
  const hash = st.isFile()
    ? createHash("sha256")
        .update(readFileSync(join(dir, rel)))
        .digest("hex")
    : "";
  snap[rel || "."] = `${kind} ${st.mode.toString(8)} ${st.size} ${st.mtimeMs} ${hash}`;
  if (st.isDirectory()) {
    for (const name of readdirSync(join(dir, rel)).sort()) Object.assign(snap, treeSnapshot(dir, join(rel, name)));
  }
  return snap;
}

/** Every file a run wrote into its results folder, as text. */
export function outputsOf(outDir: string): string {
  return readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .map((name) => join(outDir, name))
    .filter((path) => lstatSync(path).isFile())
    .map((path) => readFileSync(path, "utf8"))
    .join("\n");
}
