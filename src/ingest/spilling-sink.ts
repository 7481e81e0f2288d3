// Tests in memory until there are more than `after`, then on disk (./test-store.ts,
// docs/architecture.md §6): a report-only run of a few thousand tests keeps the plain
// array every consumer reads; a run of millions keeps counts and failures only.

import { holdYoungGeneration } from "../core/heap-growth.js";
import type { TestResult } from "../core/model.js";
import { ArraySink, type TestSink } from "./test-sink.js";
import { TestStore } from "./test-store.js";

/**
 * Tests a report-only run keeps in memory before it moves them to disk. Low: tests held
 * survive collections and grow the heap for the rest of the run (100k tests: 140 MB peak
 * with 10,000, 184 MB with 50,000; docs/benchmarks.md).
 */
export const SPILL_AFTER = 10_000;

export class SpillingSink implements TestSink {
  private readonly array = new ArraySink();
  store: TestStore | null = null;

  constructor(
    private readonly after = SPILL_AFTER,
    private readonly dir?: string,
  ) {}

  get length(): number {
    return this.store ? this.store.length : this.array.length;
  }

  /** The tests when they stayed in memory. */
  get tests(): TestResult[] {
    return this.array.tests;
  }

  add(t: TestResult, suite: number, position: number): void {
    if (this.store) return this.store.add(t, suite, position);
    this.array.add(t, suite, position);
    if (this.array.length > this.after) {
      holdYoungGeneration();
      this.store = new TestStore(this.dir);
      this.array.drainInto(this.store);
    }
  }

  endFile(): void {
    (this.store ?? this.array).endFile();
  }

  dropFile(): void {
    (this.store ?? this.array).dropFile();
  }
}
