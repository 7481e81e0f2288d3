// How far V8 lets the heap grow between collections. A large report's ingest allocates
// fast and keeps little: a store on disk holds tens of MB live (src/ingest/test-store.ts).
// With V8's defaults, at 5M tests the heap still reached ~300 MB, nearly all garbage:
// - the old generation may grow up to fourfold past what the last full collection kept,
//   while collection is cheap next to allocation; twofold is enough;
// - the young generation doubles each time many objects survive a scavenge, to 64 MB a
//   semi-space on Node 24; kept at its first size it is scavenged more often, each time
//   cheaply.
// Together they took a 5M-test ingest from 527 to ~330 MB (Node 20) and from 491 to
// ~340-380 MB (Node 24) with the same CPU time (docs/benchmarks.md, "Memory at 5M tests").
//
// V8 reads these flags each time it resizes a space, so setting them once the process
// runs takes effect, where heap-size flags (read once, when the heap is made) do not; the
// action cannot pass node flags at all. Only entry points call this: it changes the whole
// process, and a library loaded into another program's process must not.

import { setFlagsFromString } from "node:v8";

export const HEAP_FLAGS = ["--heap-growing-percent=100", "--semi-space-growth-factor=1"] as const;

export function limitHeapGrowth(): void {
  for (const flag of HEAP_FLAGS) setFlagsFromString(flag);
}
