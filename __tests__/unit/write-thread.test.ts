// Files written by the writer thread (src/formats/write-thread.ts) past its threshold
// are byte for byte what was given, however the writes to several files interleave,
// and a write that fails there fails the writer that made it, not the run's others.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChunkWriter } from "../../src/formats/stream-write.js";
import { STARTS_AFTER, settle, writeAt, writerThreadRunning } from "../../src/formats/write-thread.js";
import { TestStore } from "../../src/ingest/test-store.js";
import type { TestResult } from "../../src/core/model.js";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tc-write-thread-"));
  // Past the threshold on this thread: every write below goes through the writer thread.
  const fd = openSync(join(dir, "warm-up"), "w");
  const mib = Buffer.alloc(1024 * 1024, 0x61);
  for (let at = 0; at <= STARTS_AFTER; at += mib.length) writeAt(fd, mib, mib.length, at);
  settle(fd);
  closeSync(fd);
  expect(writerThreadRunning()).toBe(true);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Text of `size` characters for file `f`, piece `i`: its bytes say where they belong. */
const piece = (f: number, i: number, size: number): string => `<${f}:${i}:${"\u00e9\ud83d\ude00x".repeat(size)}>`;

describe("the writer thread", () => {
  it("writes interleaved files, many slots deep, byte for byte", () => {
    const paths = [0, 1, 2].map((f) => join(dir, `out-${f}.txt`));
    const outs = paths.map((p) => new ChunkWriter(p));
    const expected = ["", "", ""];
    // About 3 × 12 MiB: each file's buffer fills a dozen times, more than the slots.
    for (let i = 0; i < 3000; i++) {
      for (let f = 0; f < 3; f++) {
        const text = piece(f, i, 500 + ((i * 37 + f) % 1500));
        outs[f]!.write(text);
        expected[f] += text;
      }
      // A piece larger than the buffer, written past it.
      if (i === 1500) {
        const big = piece(1, -1, 400_000);
        outs[1]!.write(big);
        expected[1] += big;
      }
    }
    for (const out of outs) out.close();
    paths.forEach((p, f) => {
      expect(statSync(p).size).toBe(Buffer.byteLength(expected[f]!));
      expect(readFileSync(p, "utf8") === expected[f]).toBe(true);
    });
  });

  it("fails the file whose write failed, at its next write or close, and not another", () => {
    const good = new ChunkWriter(join(dir, "good.txt"));
    const readOnlyPath = join(dir, "read-only.txt");
    writeFileSync(readOnlyPath, "");
    const fd = openSync(readOnlyPath, "r"); // a write to it fails with EBADF
    const mib = Buffer.alloc(1024 * 1024, 0x62);
    good.write("still written\n");
    // Thrown by the write itself when the thread has failed it by then, else by settle.
    expect(() => {
      writeAt(fd, mib, mib.length, 0);
      settle(fd);
    }).toThrow(/EBADF|bad file descriptor/i);
    settle(fd); // told once
    closeSync(fd);
    good.close();
    expect(readFileSync(join(dir, "good.txt"), "utf8")).toBe("still written\n");
  });

  it("a test store reads back what the thread may still be writing", () => {
    const store = new TestStore(dir);
    const n = 40_000;
    const make = (i: number): TestResult => ({
      id: `t.py::test_${i}`,
      name: `test_${i} ${"x".repeat(i % 200)}`,
      suite: [],
      status: i % 10 === 3 ? "failed" : "passed",
      duration_ms: i,
      file: "t.py",
      line: i,
      message: null,
      stack: null,
      stdout: null,
      stderr: null,
    });
    for (let i = 0; i < n; i++) store.add(make(i), 0, i);
    store.endFile();
    // The last test straight after the first: the block holding it was queued a moment ago.
    expect(store.at(0)?.name).toBe(make(0).name);
    expect(store.at(n - 1)?.line).toBe(n - 1);
    let k = 0;
    for (const t of store) expect(t.name).toBe(make(k++).name);
    expect(k).toBe(n);
    store.remove();
  });
});
