// Where a report reader puts the tests it converts: an array (an adapter's report, a
// small report-only run) or, past a bound, a store on disk (./test-store.ts,
// docs/architecture.md §6). Both put each file's tests in the DOM reader's order and
// drop what a file added when it turns out unreadable.

import type { TestResult } from "../core/model.js";

export interface TestSink {
  /** Tests added so far (dropped files excluded). */
  readonly length: number;
  /**
   * One test, with its place in the DOM reader's order: the suite's pre-order index and
   * its position in that suite (JUnit; other formats give 0 and a running count).
   */
  add(t: TestResult, suite: number, position: number): void;
  /** The file is read: its tests are put in (suite, position) order. */
  endFile(): void;
  /** The file could not be read: the tests it added are dropped. */
  dropFile(): void;
}

/** Whether (suite, position) comes before the pair stored last at `keys[n-2..n-1]`. */
export function before(keys: ArrayLike<number>, n: number, suite: number, position: number): boolean {
  return n > 0 && (suite < keys[n - 2]! || (suite === keys[n - 2] && position < keys[n - 1]!));
}

/**
 * The order of `count` tests by their (suite, position) pairs, stable: a suite holding
 * cases after a nested suite has its own cases first, as the DOM reader lists them.
 */
export function keyOrder(keys: ArrayLike<number>, count: number): Int32Array {
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((x, y) => keys[2 * x]! - keys[2 * y]! || keys[2 * x + 1]! - keys[2 * y + 1]! || x - y);
  return order;
}

/** Tests held in memory. */
export class ArraySink implements TestSink {
  readonly tests: TestResult[] = [];
  /** Suite and position of each test of the current file, two numbers a test (no array each). */
  private keys: number[] = [];
  private start = 0;
  private inOrder = true;

  get length(): number {
    return this.tests.length;
  }

  add(t: TestResult, suite: number, position: number): void {
    if (before(this.keys, this.keys.length, suite, position)) this.inOrder = false;
    this.keys.push(suite, position);
    this.tests.push(t);
  }

  endFile(): void {
    if (!this.inOrder) {
      const file = this.tests.slice(this.start);
      const order = keyOrder(this.keys, file.length);
      for (let i = 0; i < file.length; i++) this.tests[this.start + i] = file[order[i]!]!;
    }
    this.reset();
  }

  dropFile(): void {
    this.tests.length = this.start;
    this.reset();
  }

  /** Moves every test into `target` (finished files as one, then the current one with its keys), and empties this sink. */
  drainInto(target: TestSink): void {
    for (let i = 0; i < this.start; i++) target.add(this.tests[i]!, 0, i);
    target.endFile();
    for (let i = this.start; i < this.tests.length; i++)
      target.add(this.tests[i]!, this.keys[2 * (i - this.start)]!, this.keys[2 * (i - this.start) + 1]!);
    this.tests.length = 0;
    this.reset();
  }

  private reset(): void {
    this.keys = [];
    this.inOrder = true;
    this.start = this.tests.length;
  }
}
