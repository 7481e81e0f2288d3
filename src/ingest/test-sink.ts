// Where a report reader puts the tests it converts: an array (an adapter's report, a
// small report-only run) or, past a bound, a store on disk (./test-store.ts,
// docs/architecture.md §6). Both put each file's tests in the DOM reader's order and
// drop what a file added when it turns out unreadable.

import type { TestResult } from "../core/model.js";
import { FileKeys } from "./file-keys.js";

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

/** Tests held in memory. */
export class ArraySink implements TestSink {
  readonly tests: TestResult[] = [];
  /** Suite and position of each test of the current file. */
  private readonly keys = new FileKeys();
  private start = 0;

  get length(): number {
    return this.tests.length;
  }

  add(t: TestResult, suite: number, position: number): void {
    this.keys.add(suite, position);
    this.tests.push(t);
  }

  endFile(): void {
    if (!this.keys.inOrder) {
      const file = this.tests.slice(this.start);
      const order = this.keys.order();
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
    const keys = this.keys.flat();
    for (let i = this.start; i < this.tests.length; i++)
      target.add(this.tests[i]!, keys[2 * (i - this.start)]!, keys[2 * (i - this.start) + 1]!);
    this.tests.length = 0;
    this.reset();
  }

  private reset(): void {
    this.keys.reset();
    this.start = this.tests.length;
  }
}
