// The (suite, position) key of each test of the report file being read, which puts the
// file's tests in the DOM reader's order (./test-sink.ts). Nearly every file comes in
// that order already, and then the keys are never read; yet which file will not is
// known only once it breaks the order, so every key is kept. They are kept as runs of
// a constant step: one suite's cases (position +1) or a case per suite (suite +1), so a
// report of millions of tests in a few suites costs bytes, not 8 bytes a test
// (docs/architecture.md §6). An irregular file costs at most 10 bytes a test.

import { room } from "../core/arrays.js";

/** Int32s a run: first suite, first position, suite step, position step, length. */
const RUN = 5;

export class FileKeys {
  private runs = new Int32Array(RUN * 16);
  private runCount = 0;
  private keys = 0;
  private ordered = true;

  /** Keys added since the last reset. */
  get length(): number {
    return this.keys;
  }

  /** Whether every key so far came at or after the one before it. */
  get inOrder(): boolean {
    return this.ordered;
  }

  add(suite: number, position: number): void {
    this.keys++;
    const r = this.runCount - 1;
    if (r >= 0) {
      const at = RUN * r;
      const runs = this.runs;
      const length = runs[at + 4]!;
      const lastSuite = runs[at]! + runs[at + 2]! * (length - 1);
      const lastPosition = runs[at + 1]! + runs[at + 3]! * (length - 1);
      if (suite < lastSuite || (suite === lastSuite && position < lastPosition)) this.ordered = false;
      if (length === 1) {
        runs[at + 2] = suite - lastSuite;
        runs[at + 3] = position - lastPosition;
        runs[at + 4] = 2;
        return;
      }
      if (suite === lastSuite + runs[at + 2]! && position === lastPosition + runs[at + 3]!) {
        runs[at + 4] = length + 1;
        return;
      }
    }
    this.runs = room(this.runs, RUN * (this.runCount + 1), (s) => new Int32Array(s));
    this.runs.set([suite, position, 0, 0, 1], RUN * this.runCount);
    this.runCount++;
  }

  /** Every key, two numbers a test (suite, position), in the order added. */
  flat(): Int32Array {
    const out = new Int32Array(2 * this.keys);
    let i = 0;
    const runs = this.runs;
    for (let at = 0; at < RUN * this.runCount; at += RUN) {
      for (let j = 0; j < runs[at + 4]!; j++) {
        out[i++] = runs[at]! + runs[at + 2]! * j;
        out[i++] = runs[at + 1]! + runs[at + 3]! * j;
      }
    }
    return out;
  }

  /**
   * The order of the tests by key, stable: a suite holding cases after a nested suite
   * has its own cases first, as the DOM reader lists them.
   */
  order(): Int32Array {
    const keys = this.flat();
    const order = new Int32Array(this.keys);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((x, y) => keys[2 * x]! - keys[2 * y]! || keys[2 * x + 1]! - keys[2 * y + 1]! || x - y);
    return order;
  }

  /** Bytes held for the keys. */
  get bytes(): number {
    return this.runs.byteLength;
  }

  reset(): void {
    if (this.runs.length > RUN * 1024) this.runs = new Int32Array(RUN * 16);
    this.runCount = 0;
    this.keys = 0;
    this.ordered = true;
  }
}
