// A run's tests on disk (docs/architecture.md §6): a report-only run past SPILL_AFTER
// tests appends each test, as one JSON line, to a file in a temporary folder as it is
// parsed, and keeps in memory only what is counted (statuses, repeated ids) and the
// most useful failures. Every export reads the tests back in order, a block at a time,
// so the memory a run holds is bounded by what it counts, not by its tests.

import { closeSync, ftruncateSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repeated } from "../core/ids.js";
import type { StoredTests, TestResult } from "../core/model.js";
import { room } from "../core/arrays.js";
import type { TestSink } from "./test-sink.js";
import { FileKeys } from "./file-keys.js";
import { FileGroups } from "../core/file-groups.js";
import { SLOWEST_SHOWN, Slowest } from "../core/slowest.js";
import { IdCounter } from "./id-counter.js";

const BLOCK_BYTES = 1024 * 1024;
/** Failures and errors kept in memory for the summary, the annotations and the outputs. */
export const HELD_FAILURES = 1000;

export interface StoreCounts {
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
  flaky: number;
}

/** Stores not removed yet: their folders go when the process exits, however it ends its run. */
const live = new Set<TestStore>();
let exitHook = false;

const failing = (t: TestResult): boolean => t.status === "failed" || t.status === "error";

export class TestStore implements TestSink, StoredTests {
  private readonly dir: string;
  private readonly path: string;
  private fd: number;
  /** Start of each test's line, by the order it was added, one more entry the end: low 32 bits and the rest. */
  private offsetLow = new Uint32Array(1024);
  private offsetHigh = new Uint8Array(1024);
  private n = 0;
  /** Bytes in the file; then `pending` bytes of the write buffer not written yet. */
  private flushed = 0;
  private readonly buffer = Buffer.allocUnsafe(BLOCK_BYTES);
  private pending = 0;
  /** The block last read from the file, for reads in order and at nearby indexes. */
  private block: Buffer = Buffer.allocUnsafe(BLOCK_BYTES);
  private blockStart = 0;
  private blockEnd = 0;
  /** The current file: where it starts, its keys, and whether they came in order. */
  private fileStart = 0;
  private readonly keys = new FileKeys();
  /** Position in the run -> index added, once some file came out of order. */
  private order: Int32Array | null = null;
  private ids: IdCounter = new IdCounter((k) => this.rawAt(k).id);
  private placed: { k: number; t: TestResult }[] = [];
  private unplaced: { k: number; t: TestResult }[] = [];
  private tally: StoreCounts = { passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 };
  private flakyHeld: { k: number; t: TestResult }[] = [];
  private slow = new Slowest<{ k: number; t: TestResult }>(SLOWEST_SHOWN);
  private groups = new FileGroups();
  private failing = new Int32Array(256);
  private failingCount = 0;
  /**
   * A file came out of order or was dropped: what is counted no longer matches the run's
   * order, and is counted again once, from the file, when next read. Not at each such
   * file: a report of many of them would count the whole store again for every one.
   */
  private stale = false;

  // Under the runner's temporary folder where there is one: the runner empties it after
  // each job, so a store survives a cancelled job's SIGTERM (no "exit" event) only until then.
  constructor(parent = process.env["RUNNER_TEMP"] || tmpdir()) {
    this.dir = mkdtempSync(join(parent, "testcage-store-"));
    this.path = join(this.dir, "tests.ndjson");
    this.fd = openSync(this.path, "w+", 0o600);
    live.add(this);
    if (!exitHook) {
      exitHook = true;
      process.once("exit", () => {
        for (const store of live) store.remove();
      });
    }
  }

  get length(): number {
    return this.n;
  }

  get counts(): StoreCounts {
    this.settle();
    return this.tally;
  }

  get fileGroups(): FileGroups {
    this.settle();
    return this.groups;
  }

  add(t: TestResult, suite: number, position: number): void {
    this.keys.add(suite, position);
    this.write(`${JSON.stringify(t)}\n`);
    this.offsetLow = room(this.offsetLow, this.n + 2, (s) => new Uint32Array(s));
    this.offsetHigh = room(this.offsetHigh, this.n + 2, (s) => new Uint8Array(s));
    this.n++;
    this.setOffset(this.n, this.flushed + this.pending);
    if (this.order) {
      this.order = room(this.order, this.n, (s) => new Int32Array(s));
      this.order[this.n - 1] = this.n - 1;
    }
    // A file out of order is counted after it ends, in its final order (settle).
    if (this.keys.inOrder && !this.stale) this.account(t, this.n - 1);
  }

  endFile(): void {
    const count = this.n - this.fileStart;
    if (!this.keys.inOrder) {
      const within = this.keys.order();
      this.order ??= Int32Array.from({ length: this.fileStart }, (_, i) => i);
      this.order = room(this.order, this.n, (s) => new Int32Array(s));
      for (let i = 0; i < count; i++) this.order[this.fileStart + i] = this.fileStart + within[i]!;
      this.stale = true;
    }
    this.fileStart = this.n;
    this.keys.reset();
  }

  dropFile(): void {
    const accounted = this.n > this.fileStart;
    this.n = this.fileStart;
    const end = this.offset(this.n);
    if (end >= this.flushed) this.pending = end - this.flushed;
    else {
      this.pending = 0;
      ftruncateSync(this.fd, end);
      this.flushed = end;
    }
    this.blockEnd = this.blockStart;
    this.keys.reset();
    if (accounted) this.stale = true;
  }

  /** The test at position `k` of the run, with its run-wide id and order. */
  at(k: number): TestResult | undefined {
    if (k < 0 || k >= this.n) return undefined;
    this.settle();
    const t = this.rawAt(k);
    t.id = repeated(t.id, this.ids.occurrence(k));
    t.order = k;
    return t;
  }

  *[Symbol.iterator](): Iterator<TestResult> {
    for (let k = 0; k < this.n; k++) yield this.at(k)!;
  }

  *failures(): Generator<TestResult> {
    this.settle();
    for (let i = 0; i < this.failingCount; i++) yield this.at(this.failing[i]!)!;
  }

  get flaky(): number {
    return this.counts.flaky;
  }

  /**
   * What the run keeps in memory, in run order: up to HELD_FAILURES failures and errors
   * (those placed at a file and line first) and up to as many flaky tests.
   */
  heldFailures(): TestResult[] {
    this.settle();
    const kept = [...this.placed, ...this.unplaced.slice(0, HELD_FAILURES - this.placed.length), ...this.flakyHeld];
    kept.sort((a, b) => a.k - b.k);
    return kept.map((held) => this.numbered(held));
  }

  slowest(): TestResult[] {
    this.settle();
    return this.slow.items().map((held) => this.numbered(held));
  }

  /** A test held in memory as the run shows it: its run-wide id and order. */
  private numbered({ k, t }: { k: number; t: TestResult }): TestResult {
    return { ...t, id: repeated(t.id, this.ids.occurrence(k)), order: k };
  }

  /** Removes the file; the store is empty afterwards. */
  remove(): void {
    live.delete(this);
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
    this.fd = -1;
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Never part of results.json: the tests are written there one by one. */
  toJSON(): undefined {
    return undefined;
  }

  /** 5 bytes a test, not a double's 8: a store of up to 1 TiB. */
  private offset(i: number): number {
    return this.offsetHigh[i]! * 2 ** 32 + this.offsetLow[i]!;
  }

  private setOffset(i: number, at: number): void {
    this.offsetLow[i] = at % 2 ** 32;
    this.offsetHigh[i] = Math.floor(at / 2 ** 32);
  }

  private account(t: TestResult, k: number): void {
    const c = this.tally;
    if (t.status === "passed") c.passed++;
    else if (t.status === "failed") c.failed++;
    else if (t.status === "error") c.errored++;
    else c.skipped++;
    if (t.flaky === true) c.flaky++;
    this.ids.add(t.id, k);
    this.groups.add(t, k);
    this.slow.add(t.duration_ms, { k, t });
    if (t.flaky === true && !failing(t) && this.flakyHeld.length < HELD_FAILURES) this.flakyHeld.push({ k, t });
    if (failing(t)) {
      this.failing = room(this.failing, this.failingCount + 1, (s) => new Int32Array(s));
      this.failing[this.failingCount++] = k;
      const list = t.file !== null && t.line !== null ? this.placed : this.unplaced;
      if (list.length < HELD_FAILURES) list.push({ k, t });
    }
  }

  /** Everything counted again from the file, in run order, when a file out of order or dropped left it stale. */
  private settle(): void {
    if (!this.stale) return;
    this.stale = false;
    this.tally = { passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 };
    this.ids = new IdCounter((k) => this.rawAt(k).id);
    this.placed = [];
    this.unplaced = [];
    this.flakyHeld = [];
    this.slow = new Slowest(SLOWEST_SHOWN);
    this.groups = new FileGroups();
    this.failingCount = 0;
    for (let k = 0; k < this.n; k++) this.account(this.rawAt(k), k);
  }

  private write(line: string): void {
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    if (this.pending + line.length * 3 > BLOCK_BYTES) this.flush();
    if (line.length * 3 > BLOCK_BYTES) {
      const bytes = Buffer.from(line, "utf8");
      for (let at = 0; at < bytes.length;) at += writeSync(this.fd, bytes, at, bytes.length - at, this.flushed + at);
      this.flushed += bytes.length;
    } else this.pending += this.buffer.write(line, this.pending, "utf8");
  }

  private flush(): void {
    for (let at = 0; at < this.pending;)
      at += writeSync(this.fd, this.buffer, at, this.pending - at, this.flushed + at);
    this.flushed += this.pending;
    this.pending = 0;
  }

  /** The test at position `k` as it was added. */
  private rawAt(k: number): TestResult {
    return JSON.parse(this.textAt(k)) as TestResult;
  }

  /** The JSON line of the test at position `k` as it was added. */
  private textAt(k: number): string {
    const i = this.order ? this.order[k]! : k;
    const start = this.offset(i);
    const end = this.offset(i + 1) - 1;
    if (start >= this.flushed) return this.buffer.toString("utf8", start - this.flushed, end - this.flushed);
    if (start < this.blockStart || end > this.blockEnd) this.readBlock(start, end);
    return this.block.toString("utf8", start - this.blockStart, end - this.blockStart);
  }

  /**
   * The stored line of the test at `k` with its run-wide id and order: the text
   * JSON.stringify(this.at(k)) gives, without parsing it. The id is the line's first
   * key and "order" a key of its own (no value of a test holds an object with that key,
   * and an unescaped `,"order":` appears in JSON text only as a key); a line of another
   * shape is serialized again.
   */
  private lineAt(k: number): string {
    const line = this.textAt(k);
    const idEnd = line.startsWith('{"id":"') ? stringEnd(line, 6) : -1;
    if (idEnd < 0 || !line.endsWith("}")) return JSON.stringify(this.at(k));
    const n = this.ids.occurrence(k);
    const id =
      n === 1 ? line.slice(6, idEnd + 1) : JSON.stringify(repeated(JSON.parse(line.slice(6, idEnd + 1)) as string, n));
    const key = line.lastIndexOf(',"order":');
    // No order yet: at() adds it as the last key.
    if (key < 0) return `{"id":${id}${line.slice(idEnd + 1, -1)},"order":${k}}`;
    let digits = key + ',"order":'.length;
    while (digits < line.length && line.charCodeAt(digits) >= 48 && line.charCodeAt(digits) <= 57) digits++;
    if (key < idEnd || digits === key + ',"order":'.length) return JSON.stringify(this.at(k));
    return `{"id":${id}${line.slice(idEnd + 1, key)},"order":${k}${line.slice(digits)}`;
  }

  /** Every test's JSON text, in run order, as JSON.stringify of the tests the iterator gives. */
  *jsonLines(): Generator<string> {
    this.settle();
    for (let k = 0; k < this.n; k++) yield this.lineAt(k);
  }

  private readBlock(start: number, end: number): void {
    const size = Math.max(BLOCK_BYTES, end - start);
    if (this.block.length < size) this.block = Buffer.allocUnsafe(size);
    const want = Math.min(size, this.flushed - start);
    let got = 0;
    while (got < want) {
      const r = readSync(this.fd, this.block, got, want - got, start + got);
      if (r === 0) break;
      got += r;
    }
    this.blockStart = start;
    this.blockEnd = start + got;
  }
}

/** The index of the quote that ends the JSON string opening at `open`, or -1. */
function stringEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92)
      i++; // a backslash: the next character is escaped
    else if (c === 34) return i;
  }
  return -1;
}
