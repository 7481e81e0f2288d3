// A stream report (go test -json, cargo test's output) that the sandboxed command
// writes to a file in the reports folder itself, instead of to its stdout. Through
// docker's attach path (container -> containerd-shim -> dockerd -> client -> this
// process) the 48 MB stream of a 66,000-subtest go module slowed `go test` by 2-3 s
// (10.5 s to /dev/null or a file, 13.7 s to stdout, 12.0 s even in 64 KiB blocks;
// docs/benchmarks.md); through a pipe to this process, by a few tenths. The file is the
// sandbox's, so it is read as hostile: opened without following a link, only while it
// is a regular file; once the command is gone, only its head and tail are read.

import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { CappedOutput, LineSplitter } from "./capped-output.js";
import type { PhaseOutcome, PhaseOutput, RunRequest } from "./types.js";

/** `argv` with its stdout sent to `file` (a path inside the container): the shell opens it, then runs argv. */
export function stdoutToFile(file: string, argv: readonly string[]): string[] {
  return ["sh", "-c", 'exec "$@" >"$0"', file, ...argv];
}

/**
 * A stream report followed whole, from its first byte to its end, from one regular file
 * (its device and inode): the bytes onStreamText was given. The report read after the
 * run is these bytes when the path still names that file at that size (workspace.ts
 * collectReports), so what was parsed as it was written is what the report holds.
 */
export interface FollowedStream {
  /** The bytes as read, in order: joined they would be a second copy of a report of tens of MB. */
  chunks: readonly Buffer[];
  size: number;
  dev: number;
  ino: number;
}

/**
 * Runs `run` with a stream report written to `file` (a host path) by the command itself,
 * when there is one: the file followed for the request's `onStreamText` (or else its
 * `onStdoutLine`), and standing for the stdout in the outcome; `followed` when it was
 * followed whole for onStreamText, within the report cap. `run` gets the line callback
 * it should still pass on (none then).
 */
export async function withStreamFile(
  file: string | null,
  req: Pick<RunRequest, "limits" | "onStdoutLine" | "onStreamText">,
  run: (onStdoutLine: ((line: string) => void) | undefined) => Promise<PhaseOutcome>,
): Promise<{ outcome: PhaseOutcome; followed: FollowedStream | null }> {
  if (file === null) return { outcome: await run(req.onStdoutLine), followed: null };
  const follower = new StreamFileFollower(
    file,
    req.limits.outputCapBytes,
    req.onStreamText ? undefined : req.onStdoutLine,
    POLL_BYTES,
    req.onStreamText ? { onText: req.onStreamText, keepBytes: req.limits.reportCapBytes } : undefined,
  );
  let outcome: PhaseOutcome;
  try {
    outcome = await run(undefined);
  } catch (err) {
    follower.stop();
    throw err;
  }
  const stdout = follower.stop();
  return { outcome: { ...outcome, stdout }, followed: follower.followed() };
}

const READ_BYTES = 1 << 20;
const POLL_BYTES = 64 * READ_BYTES;
const POLL_MS = 250;

/**
 * Follows a file another process writes: every `POLL_MS` what was added is read, handed
 * to `onLine` a line at a time (live progress) or to `onText` as decoded text (a report
 * read as it is written), and kept as a CappedOutput, the same head and tail the tests'
 * stdout would have left, for the run's stdout log.
 */
export class StreamFileFollower {
  private fd: number | null = null;
  private refused = false;
  private offset = 0;
  private readonly buffer = Buffer.allocUnsafe(READ_BYTES);
  private lines: LineSplitter | null;
  /** For onText: a UTF-8 sequence split between two reads is decoded whole; the bytes kept. */
  private text: { decoder: StringDecoder; onText: (text: string) => void; kept: Buffer[]; keepBytes: number } | null;
  private whole: FollowedStream | null = null;
  private readonly output: CappedOutput;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly path: string,
    private readonly outputCapBytes: number,
    onLine?: (line: string) => void,
    /** Read whole at the end up to this much; at least outputCapBytes (the head must fill). */
    private readonly fullReadBytes = POLL_BYTES,
    /** The whole text to onText, and up to keepBytes of the bytes kept for followed(). */
    text?: { onText: (text: string) => void; keepBytes: number },
  ) {
    this.fullReadBytes = Math.max(fullReadBytes, outputCapBytes);
    this.lines = onLine ? new LineSplitter(onLine) : null;
    this.text = text ? { decoder: new StringDecoder("utf8"), ...text, kept: [] } : null;
    this.output = new CappedOutput(outputCapBytes);
    this.timer = setInterval(() => this.poll(), POLL_MS);
  }

  /**
   * After stop(), with onText: the bytes onText was given, when that was the whole file
   * from its first byte to its end, read from the one file opened, within keepBytes;
   * null otherwise (refused, unreadable, too large, its middle skipped, a reader that threw).
   */
  followed(): FollowedStream | null {
    return this.whole;
  }

  /** Reads what is left once the writer is gone; the stream as the stdout it stood for. */
  stop(): PhaseOutput {
    clearInterval(this.timer);
    // The writer has exited, so the file no longer grows. What is left is read whole up
    // to fullReadBytes (live progress sees every line); past that, only what the
    // stdout log keeps: the head, then the last capBytes, the middle counted as dropped,
    // so a flood of GBs costs no more than its first MBs.
    if (this.poll(this.fullReadBytes) && this.fd !== null) {
      const size = fstatSync(this.fd).size;
      if (size - this.offset > this.outputCapBytes) {
        this.output.skip(size - this.outputCapBytes - this.offset);
        this.offset = size - this.outputCapBytes;
        this.lines = null;
        this.text = null;
      }
      while (this.poll()) {
        /* another MiB-sized batch */
      }
    }
    this.lines?.end();
    if (this.text && this.fd !== null && !this.refused) {
      try {
        const rest = this.text.decoder.end();
        if (rest) this.text.onText(rest);
        const st = fstatSync(this.fd);
        const chunks = this.text.kept;
        const size = chunks.reduce((sum, c) => sum + c.length, 0);
        if (size === this.offset) this.whole = { chunks, size, dev: st.dev, ino: st.ino };
      } catch {
        this.whole = null;
      }
      this.text = null;
    }
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    return { text: this.output.text(), totalBytes: this.output.total, truncated: this.output.truncated };
  }

  /**
   * Reads what was added, up to `bound` bytes (a writer faster than the reading never
   * holds the event loop); true when it stopped at the bound with more perhaps left.
   */
  private poll(bound = POLL_BYTES): boolean {
    if (this.refused) return false;
    if (this.fd === null && !this.open()) return false;
    const fd = this.fd!;
    for (let read = 0; read < bound;) {
      let n: number;
      try {
        n = readSync(fd, this.buffer, 0, Math.min(READ_BYTES, bound - read), this.offset);
      } catch {
        this.giveUp();
        return false;
      }
      if (n <= 0) return false;
      read += n;
      this.offset += n;
      // Copied: the buffer is reused by the next read.
      const chunk = Buffer.from(this.buffer.subarray(0, n));
      this.output.push(chunk);
      this.lines?.push(chunk);
      if (this.text) this.handOn(chunk);
    }
    return true;
  }

  private open(): boolean {
    try {
      const fd = openSync(this.path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      if (!fstatSync(fd).isFile()) {
        // A fifo or a folder there is not the tests' output; the report reader says so.
        closeSync(fd);
        this.giveUp();
        return false;
      }
      this.fd = fd;
      return true;
    } catch (err) {
      // Not made yet: the shell in the container opens it when it starts.
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") this.giveUp();
      return false;
    }
  }

  /** A reader that throws stops being handed text (its parse is then not used), never the run. */
  private handOn(chunk: Buffer): void {
    const text = this.text!;
    try {
      text.onText(text.decoder.write(chunk));
    } catch {
      this.text = null;
      return;
    }
    // Past the report cap the report reader refuses the file: nothing to stand for it.
    if (this.offset > text.keepBytes) {
      this.text = null;
      return;
    }
    text.kept.push(chunk);
  }

  private giveUp(): void {
    this.refused = true;
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
