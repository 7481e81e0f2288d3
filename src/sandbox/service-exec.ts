// The service sandbox's docker exec plumbing (service.ts): one exec with its
// input fed and its output capped, the project copied in, the harness written,
// and a report as the collect exec saw it.

import { spawn } from "node:child_process";
import { posix } from "node:path";
import type { HarnessFile, ReportContent, ReportSpec } from "../core/adapter-types.js";
import { dockerBinary } from "./docker-cli.js";
import { harnessInput, HARNESS_SCRIPT, NO_HYGIENE, PREPARE_SCRIPT, type Collected } from "./service-scripts.js";
import { SandboxUnavailableError, type PhaseOutcome } from "./types.js";

/** Distinct from the runner images' user (10001), which owns the container's main process. */
export const SERVICE_TEST_UID = 10002;
/** Owns the harness folder: neither the tests' uid nor the image's user. */
export const SERVICE_HARNESS_UID = 10003;
/** One per container, reused by every run while its files stay the same. */
export const HARNESS_DIR = "/tmp/testcage-harness";
/**
 * Reports up to this size in all come back inside the run exec; larger ones
 * take a collect exec, whose tenth of a second is small beside the run that
 * wrote them. It is also about what the host holds back of the tests' stderr.
 */
export const INLINE_REPORT_BYTES = 1024 * 1024;

/** Runs `docker exec [-i]` and resolves with the exit code, stdout (up to maxStdout bytes) and stderr. */
export function execScript(
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
export function feedProject(projectDir: string): (stdin: NodeJS.WritableStream) => void {
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
export async function copyIn(
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
export async function writeHarness(container: string, files: readonly HarnessFile[]): Promise<void> {
  const uid = SERVICE_HARNESS_UID;
  const input = harnessInput(files);
  const r = await execScript(
    ["-u", `${uid}:${uid}`, container, "sh", "-c", HARNESS_SCRIPT, "sh", HARNESS_DIR, String(SERVICE_TEST_UID)],
    (stdin) => stdin.end(input),
  );
  if (r.code !== 0) throw new Error(`writing harness files into ${container} failed: ${r.stderr.trim()}`);
}

/** A report as the collect exec saw it; container paths mean nothing to the reader, so details name the file. */
export function reportContent(
  spec: ReportSpec,
  r: Collected["reports"][number] | undefined,
  cap: number,
): ReportContent {
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

/** What to say when the run met its disk cap (watchdog, per-file limit) or filled the container's disk. */
export function diskProblem(
  disk: string | null,
  diskKiB: number,
  collected: Collected | null,
  outcome: PhaseOutcome,
): string | null {
  const what = `the run's ${disk ?? ""} disk cap`;
  if (collected?.watchdogFired) {
    return `the tests wrote more than ${what} into the container's temp folders and were stopped; results reported before that are kept. Raise disk (--disk) or find the test that writes so much.`;
  }
  // 153 = 128 + SIGXFSZ: a process that did not ignore the per-file limit died of it.
  if (diskKiB > 0 && outcome.exitCode === 153) {
    return `a test process wrote a file larger than ${what} and was killed (SIGXFSZ). Raise disk (--disk) or find the test that writes so much.`;
  }
  if (collected?.freeKiB != null && collected.freeKiB < 1024) {
    return "the container's file system holding the run was full at the end, so writes failed with ENOSPC; results may be incomplete. Give the service container more room (its /tmp) or find the test that writes so much.";
  }
  return null;
}
