// A run's tests grouped by file (the JUnit export's <testsuite> per file), in one pass
// and a number a test: each file's tests chained by position, files in the order they
// first appear, tests in run order within a file. A store on disk builds it as it
// counts (src/ingest/test-store.ts), so the export reads each test once, by position.

import { room } from "./arrays.js";
import type { TestResult } from "./model.js";

export interface FileGroup {
  first: number;
  last: number;
  tests: number;
  failures: number;
  errored: number;
  skipped: number;
  /** Milliseconds, summed. */
  time: number;
}

export class FileGroups {
  readonly byFile = new Map<string, FileGroup>();
  private next = new Int32Array(1024);

  static of(tests: Iterable<TestResult>): FileGroups {
    const groups = new FileGroups();
    let k = 0;
    for (const t of tests) groups.add(t, k++);
    return groups;
  }

  /** Adds the test at `position` (positions added in increasing order). */
  add(t: TestResult, position: number): void {
    this.next = room(this.next, position + 1, (s) => new Int32Array(s));
    this.next[position] = -1;
    const key = t.file ?? "(no file)";
    let g = this.byFile.get(key);
    if (g) this.next[g.last] = position;
    else
      this.byFile.set(
        key,
        (g = { first: position, last: position, tests: 0, failures: 0, errored: 0, skipped: 0, time: 0 }),
      );
    g.last = position;
    g.tests++;
    if (t.status === "failed") g.failures++;
    else if (t.status === "error") g.errored++;
    else if (t.status === "skipped") g.skipped++;
    g.time += t.duration_ms ?? 0;
  }

  /**
   * Whether each file's tests are together, as every report writer and results.json
   * list them: then the groups, in the order they first appear, are the run's order.
   */
  get contiguous(): boolean {
    for (const g of this.byFile.values()) if (g.last - g.first + 1 !== g.tests) return false;
    return true;
  }

  /** The positions of a group's tests, in run order. */
  *positions(g: FileGroup): Generator<number> {
    for (let at = g.first; at !== -1; at = this.next[at]!) yield at;
  }
}
