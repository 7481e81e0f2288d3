// Runs one program in its own process group with a timeout (SIGINT, grace, then
// SIGKILL to the whole group), capped output and cancellation. Shared by every
// sandbox: for docker the program is the `docker` client itself.

import { spawn } from "node:child_process";
import { closeSync, openSync, writeSync } from "node:fs";
import { basename } from "node:path";
import { CappedOutput, LineSplitter } from "./capped-output.js";
import type { PhaseOutcome, RunLimits } from "./types.js";

export interface ProcessSpec {
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  limits: RunLimits;
  onStdoutLine?: (line: string) => void;
  /** Also write stdout to this file, up to limits.reportCapBytes (stream reports such as go test -json). */
  stdoutFile?: string;
  signal?: AbortSignal;
  /** Called with the signal name to stop the run another way too (docker: `docker kill`). */
  onStop?: (signal: "SIGINT" | "SIGKILL") => void;
  /**
   * False when onStop delivers the SIGINT itself and the client must stay attached
   * meanwhile (docker exec would die of a SIGINT without passing it on, and the
   * report the tests write on SIGINT would be read before it exists).
   */
  interruptClient?: boolean;
  /** Writes the program's stdin (and ends it); without it stdin is /dev/null. */
  feed?: (stdin: NodeJS.WritableStream) => void;
  /**
   * Sits between the program's stderr and the captured stderr, for a program
   * whose stderr carries more than the tests' (the service sandbox's run exec):
   * gets every chunk and a `release` for what counts as stderr; `end` runs
   * once the program has exited, before the outcome is built.
   */
  stderrFilter?: (release: (chunk: Buffer) => void) => {
    push(chunk: Buffer): void;
    end(exitCode: number | null): void;
  };
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

export function runProcess(spec: ProcessSpec): Promise<PhaseOutcome> {
  const started = Date.now();
  const stdout = new CappedOutput(spec.limits.outputCapBytes);
  const stderr = new CappedOutput(spec.limits.outputCapBytes);
  const lines = spec.onStdoutLine ? new LineSplitter(spec.onStdoutLine) : null;
  const file = spec.stdoutFile ? new ReportFile(spec.stdoutFile, spec.limits.reportCapBytes) : null;

  return new Promise((resolve) => {
    let timedOut = false;
    let cancelled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const [program, ...args] = spec.argv;
    const child = spawn(program ?? "", args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true, // own process group, so the whole tree can be signalled
      stdio: [spec.feed ? "pipe" : "ignore", "pipe", "pipe"],
    });
    if (spec.feed && child.stdin) {
      child.stdin.on("error", () => undefined); // the program may end before reading everything
      spec.feed(child.stdin);
    }
    const filter = spec.stderrFilter?.((chunk) => stderr.push(chunk)) ?? null;

    const stop = (): void => {
      spec.onStop?.("SIGINT");
      if (spec.interruptClient !== false) killGroup(child.pid, "SIGINT");
      graceTimer = setTimeout(() => {
        spec.onStop?.("SIGKILL");
        killGroup(child.pid, "SIGKILL");
      }, spec.limits.graceMs);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, spec.limits.timeoutMs);
    const onAbort = (): void => {
      cancelled = true;
      stop();
    };
    spec.signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout!.on("data", (chunk: Buffer) => {
      stdout.push(chunk);
      lines?.push(chunk);
      file?.push(chunk);
    });
    child.stderr!.on("data", (chunk: Buffer) => (filter ? filter.push(chunk) : stderr.push(chunk)));

    let spawnError: string | null = null;
    child.on("error", (err) => {
      spawnError = err.message;
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      clearTimeout(graceTimer);
      spec.signal?.removeEventListener("abort", onAbort);
      // Whatever the tests left running in the group goes now.
      killGroup(child.pid, "SIGKILL");
      lines?.end();
      filter?.end(code);
      const reportError = file?.close() ?? null;
      resolve({
        exitCode: code,
        signal: signal ?? null,
        timedOut,
        cancelled,
        oom: false,
        stdout: { text: stdout.text(), totalBytes: stdout.total, truncated: stdout.truncated },
        stderr: { text: stderr.text(), totalBytes: stderr.total, truncated: stderr.truncated },
        durationMs: Date.now() - started,
        spawnError,
        ...(reportError ? { reportError } : {}),
      });
    });
  });
}

/** Gathered before a write: go test -json arrives a line or two per read. */
const REPORT_BATCH_BYTES = 1 << 20;

/**
 * The tests' stdout kept as a stream report (go test -json), written in batches: a write
 * per read of the pipe (some 24,000 for a 66,000-test go module) kept the event loop and
 * the thread pool busy enough to slow the tests down by a tenth. Created with "wx": never
 * through a link or into a file someone else made there; whatever is there is the
 * sandbox's doing, and the report is then not the tests' output, so the run says so
 * rather than reading it.
 */
class ReportFile {
  private fd: number | null = null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private written = 0;
  private error: string | null = null;

  constructor(
    private readonly path: string,
    private readonly capBytes: number,
  ) {
    try {
      this.fd = openSync(path, "wx", 0o600);
    } catch (err) {
      this.failed(err);
    }
  }

  push(chunk: Buffer): void {
    if (this.fd === null) return;
    // Writing one byte past the cap lets the report reader call the file too large.
    const room = this.capBytes + 1 - this.written - this.pendingBytes;
    if (room <= 0) return;
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.pending.push(part);
    this.pendingBytes += part.length;
    if (this.pendingBytes >= REPORT_BATCH_BYTES) this.flush();
  }

  /** Writes what is left and closes the file; the error that stopped the report, if any. */
  close(): string | null {
    this.flush();
    if (this.fd !== null) {
      try {
        closeSync(this.fd);
      } catch (err) {
        this.failed(err);
      }
      this.fd = null;
    }
    return this.error;
  }

  private flush(): void {
    if (this.fd === null || this.pendingBytes === 0) return;
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    try {
      for (let at = 0; at < data.length;) at += writeSync(this.fd, data, at);
      this.written += data.length;
    } catch (err) {
      this.failed(err);
      try {
        closeSync(this.fd);
      } catch {
        /* already failed */
      }
      this.fd = null;
    }
  }

  private failed(err: unknown): void {
    this.error ??= `the tests' output could not be written to ${basename(this.path)}: ${(err as Error).message}`;
  }
}
