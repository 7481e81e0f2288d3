// Large files written by a second thread while this one makes their text
// (docs/architecture.md §6, "Ingest at scale"). Copying a MiB into the kernel's page
// cache costs about as much as making the MiB of JSON that fills it (a run of 300,000
// tests writes over 200 MB of exports and as much again to its store), and a write
// awaited on libuv's pool leaves this thread idle just the same. Here the text goes
// into one of a few shared slots, a writer thread takes the slots in the order they
// were filled and writes each at its own offset, and this thread waits only when every
// slot is still being written: the memory stays a few MiB however large the files.
//
// Only past STARTS_AFTER bytes written by the process: a run of ordinary size never
// pays the thread's start. Until then, and where a thread cannot start, writes are
// made on this thread as before.

import { writeSync } from "node:fs";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";

const SLOTS = 8;
const SLOT_BYTES = 1024 * 1024;
/** Bytes written on this thread before the writer thread is started. */
export const STARTS_AFTER = 32 * 1024 * 1024;
const STALL_MS = 120_000;

// Control words (Int32Array): slots filled so far, slots written so far, and whether
// a write failed since the failures were last read.
const FILLED = 0;
const WRITTEN = 1;
const FAILED = 2;
const CONTROL_WORDS = 4;

/**
 * The writer thread. Plain JavaScript evaluated by the Worker (a bundle has no file to
 * point it at). Slot k of submission t is t % SLOTS; its fd and length are in `meta`,
 * its file offset in `at`. A failed write is posted with its fd and the error's text,
 * and later writes to that fd are dropped (the file is already wrong; the writer that
 * owns it throws at its next write or close).
 */
const WRITER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
const { shared, slots, slotBytes, controlWords, port } = workerData;
const control = new Int32Array(shared, 0, controlWords);
const meta = new Int32Array(shared, controlWords * 4, slots * 2);
const at = new Float64Array(shared, controlWords * 4 + slots * 8, slots);
const data = new Uint8Array(shared, controlWords * 4 + slots * 16, slots * slotBytes);
const broken = new Set();
for (let t = 0; ; t++) {
  while (Atomics.load(control, ${FILLED}) === t) Atomics.wait(control, ${FILLED}, t);
  const k = t % slots;
  const fd = meta[2 * k];
  const length = meta[2 * k + 1];
  if (!broken.has(fd)) {
    try {
      const from = k * slotBytes;
      for (let done = 0; done < length; )
        done += writeSync(fd, data, from + done, length - done, at[k] + done);
    } catch (err) {
      broken.add(fd);
      port.postMessage({ fd, message: String(err && err.message ? err.message : err) });
      Atomics.store(control, ${FAILED}, 1);
    }
  }
  Atomics.store(control, ${WRITTEN}, t + 1);
  Atomics.notify(control, ${WRITTEN});
}
`;

class WriteThread {
  private readonly control: Int32Array;
  private readonly meta: Int32Array;
  private readonly at: Float64Array;
  private readonly data: Uint8Array;
  private readonly port: MessagePort;
  private filled = 0;
  /** Each file's last submission, plus one: what `drain` waits for. */
  private readonly lastOf = new Map<number, number>();
  private readonly failures = new Map<number, string>();

  constructor() {
    const shared = new SharedArrayBuffer(CONTROL_WORDS * 4 + SLOTS * 16 + SLOTS * SLOT_BYTES);
    this.control = new Int32Array(shared, 0, CONTROL_WORDS);
    this.meta = new Int32Array(shared, CONTROL_WORDS * 4, SLOTS * 2);
    this.at = new Float64Array(shared, CONTROL_WORDS * 4 + SLOTS * 8, SLOTS);
    this.data = new Uint8Array(shared, CONTROL_WORDS * 4 + SLOTS * 16, SLOTS * SLOT_BYTES);
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const worker = new Worker(WRITER_SOURCE, {
      eval: true,
      workerData: { shared, slots: SLOTS, slotBytes: SLOT_BYTES, controlWords: CONTROL_WORDS, port: port2 },
      transferList: [port2],
    });
    // An error event unheard would end the process; a thread that stopped is found by
    // the stall check in `waitWhile`, which cannot see this event while it blocks.
    worker.on("error", () => {});
    // It never keeps the process alive: every file is drained before it is closed.
    worker.unref();
    port1.unref();
  }

  /**
   * Blocks while `busy(written)` holds for the slots written so far. A thread that writes
   * nothing for STALL_MS (it died, or the disk stopped answering) fails the write rather
   * than hanging the run.
   */
  private waitWhile(busy: (written: number) => boolean): void {
    let last = Atomics.load(this.control, WRITTEN);
    let since = Date.now();
    for (let w = last; busy(w); w = Atomics.load(this.control, WRITTEN)) {
      if (w !== last) {
        last = w;
        since = Date.now();
      } else if (Date.now() - since > STALL_MS) throw new Error(`no file was written for ${STALL_MS / 1000} s`);
      Atomics.wait(this.control, WRITTEN, w, 1000);
    }
  }

  /** Queues `length` bytes of `bytes` for `fd` at `position`; waits only while every slot is taken. */
  write(fd: number, bytes: Uint8Array, length: number, position: number): void {
    for (let from = 0; from < length; from += SLOT_BYTES) {
      const t = this.filled;
      this.waitWhile((written) => t - written >= SLOTS);
      const k = t % SLOTS;
      const size = Math.min(SLOT_BYTES, length - from);
      this.data.set(bytes.subarray(from, from + size), k * SLOT_BYTES);
      this.meta[2 * k] = fd;
      this.meta[2 * k + 1] = size;
      this.at[k] = position + from;
      this.filled = t + 1;
      this.lastOf.set(fd, this.filled);
      Atomics.store(this.control, FILLED, this.filled);
      Atomics.notify(this.control, FILLED);
    }
    this.throwIfFailed(fd);
  }

  /** Waits until what is queued for `fd` is written; throws if a write to it failed. */
  drain(fd: number): void {
    const last = this.lastOf.get(fd);
    if (last !== undefined) {
      this.waitWhile((written) => written < last);
      this.lastOf.delete(fd);
    }
    this.throwIfFailed(fd);
  }

  private throwIfFailed(fd: number): void {
    if (Atomics.exchange(this.control, FAILED, 0) === 1) {
      for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
        const { fd: failedFd, message } = m.message as { fd: number; message: string };
        this.failures.set(failedFd, message);
      }
    }
    const message = this.failures.get(fd);
    if (message !== undefined) {
      this.failures.delete(fd);
      throw new Error(message);
    }
  }
}

let thread: WriteThread | null = null;
/** Bytes written on this thread so far, until the writer thread starts. */
let writtenHere = 0;
let unavailable = false;

/**
 * Writes `length` bytes of `bytes` to `fd` at `position`: on the writer thread once the
 * process has written STARTS_AFTER bytes, else here. Either way the bytes may be reused
 * as soon as this returns. Call `settle(fd)` before reading the file back, truncating or
 * closing it.
 */
export function writeAt(fd: number, bytes: Uint8Array, length: number, position: number): void {
  if (!thread && !unavailable && writtenHere >= STARTS_AFTER) {
    try {
      thread = new WriteThread();
    } catch {
      unavailable = true; // no threads here: keep writing on this one
    }
  }
  if (thread) {
    thread.write(fd, bytes, length, position);
    return;
  }
  for (let done = 0; done < length;) done += writeSync(fd, bytes, done, length - done, position + done);
  writtenHere += length;
}

/** Waits until what is queued for `fd` is written; throws the error of a write to it that failed. */
export function settle(fd: number): void {
  thread?.drain(fd);
}

/** Whether writes go through the writer thread now (tests, and the bench's notes). */
export function writerThreadRunning(): boolean {
  return thread !== null;
}
