// A report file's (suite, position) keys kept as runs (src/ingest/file-keys.ts): they
// must give back exactly what a flat list of pairs gives, whatever the sequence, and the
// common shapes must cost bytes, not bytes a test.
import { describe, expect, it } from "vitest";
import { FileKeys } from "../../src/ingest/file-keys.js";

/** The reference: every pair kept, order checked pair by pair, stable sort. */
function flatly(pairs: [number, number][]): { inOrder: boolean; order: number[] } {
  let inOrder = true;
  for (let i = 1; i < pairs.length; i++) {
    const [s0, p0] = pairs[i - 1]!;
    const [s1, p1] = pairs[i]!;
    if (s1 < s0 || (s1 === s0 && p1 < p0)) inOrder = false;
  }
  const order = pairs.map((_, i) => i);
  order.sort((x, y) => pairs[x]![0] - pairs[y]![0] || pairs[x]![1] - pairs[y]![1] || x - y);
  return { inOrder, order };
}

function keysOf(pairs: [number, number][]): FileKeys {
  const keys = new FileKeys();
  for (const [s, p] of pairs) keys.add(s, p);
  return keys;
}

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const SHAPES: Record<string, (n: number, r: () => number) => [number, number][]> = {
  "one suite": (n) => Array.from({ length: n }, (_, i) => [0, i]),
  "a case per suite": (n) => Array.from({ length: n }, (_, i) => [i, 0]),
  "suites of a few cases": (n, r) => {
    const out: [number, number][] = [];
    for (let s = 0; out.length < n; s++) for (let p = 0, k = 1 + Math.floor(r() * 5); p < k; p++) out.push([s, p]);
    return out.slice(0, n);
  },
  "cases after a nested suite": (n) =>
    Array.from({ length: n }, (_, i): [number, number] => (i % 10 < 5 ? [0, i] : [1 + Math.floor(i / 10), i % 10])),
  irregular: (n, r) => Array.from({ length: n }, (): [number, number] => [Math.floor(r() * 4), Math.floor(r() * 6)]),
  "repeated keys": (n) => Array.from({ length: n }, (_, i): [number, number] => [Math.floor(i / 6), i % 3]),
};

describe("FileKeys", () => {
  for (const [shape, make] of Object.entries(SHAPES)) {
    it(`gives back every key, the order check and the stable order a flat list gives: ${shape}`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const pairs = make(1 + seed * 7, random(seed));
        const keys = keysOf(pairs);
        const want = flatly(pairs);
        expect(keys.length, `seed ${seed}`).toBe(pairs.length);
        expect([...keys.flat()], `seed ${seed}`).toEqual(pairs.flat());
        expect(keys.inOrder, `seed ${seed}`).toBe(want.inOrder);
        expect([...keys.order()], `seed ${seed}`).toEqual(want.order);
      }
    });
  }

  it("holds a million keys of the common shapes in a few hundred bytes, and an irregular file in at most 10 bytes a key", () => {
    for (const shape of ["one suite", "a case per suite"]) {
      const keys = keysOf(SHAPES[shape]!(1_000_000, random(1)));
      expect(keys.inOrder).toBe(true);
      expect(keys.bytes, shape).toBeLessThan(1024);
    }
    const irregular = keysOf(SHAPES["irregular"]!(100_000, random(2)));
    expect(irregular.bytes).toBeLessThanOrEqual(10 * 100_000 * 1.5 + 1024);
  });

  it("starts empty and in order after a reset, and gives back a big file's room", () => {
    const keys = keysOf(SHAPES["irregular"]!(50_000, random(3)));
    expect(keys.inOrder).toBe(false);
    keys.reset();
    expect(keys.length).toBe(0);
    expect(keys.inOrder).toBe(true);
    expect(keys.bytes).toBeLessThan(1024);
    keys.add(3, 1);
    keys.add(3, 0);
    expect(keys.inOrder).toBe(false);
    expect([...keys.order()]).toEqual([1, 0]);
  });
});
