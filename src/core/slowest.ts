// The n slowest of a run's tests, kept in one pass as they go by (ties: the earlier
// first), never the whole run sorted: the job summary's and the check run's table, and
// what a run on disk keeps of it while it stores its tests (ingest/test-store.ts).

import type { TestResult } from "./model.js";

/** How many slowest tests the job summary and the check run show. */
export const SLOWEST_SHOWN = 10;

export class Slowest<T> {
  private readonly kept: { ms: number; item: T }[] = [];

  constructor(private readonly n: number) {}

  add(ms: number | null, item: T): void {
    const kept = this.kept;
    if (ms === null || (kept.length === this.n && ms <= kept[this.n - 1]!.ms)) return;
    let at = kept.length;
    while (at > 0 && kept[at - 1]!.ms < ms) at--;
    kept.splice(at, 0, { ms, item });
    if (kept.length > this.n) kept.pop();
  }

  /** Slowest first. */
  items(): T[] {
    return this.kept.map((k) => k.item);
  }
}

export function slowestOf(tests: Iterable<TestResult>, n: number): TestResult[] {
  const slowest = new Slowest<TestResult>(n);
  for (const t of tests) slowest.add(t.duration_ms, t);
  return slowest.items();
}
