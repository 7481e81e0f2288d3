// How far V8 lets the heap grow between collections. A large report's ingest allocates
// fast and keeps little: a store on disk holds tens of MB live (src/ingest/test-store.ts).
// With V8's defaults, at 5M tests the heap still reached ~300 MB, nearly all garbage:
// - the old generation may grow up to fourfold past what the last full collection kept,
//   while collection is cheap next to allocation; twofold is enough;
// - the young generation doubles each time many objects survive a scavenge, to 64 MB a
//   semi-space on Node 24; kept where it is once the tests go to disk, it is scavenged
//   more often, each time cheaply.
// Together they took a 5M-test ingest from 527 to ~330 MB (Node 20) and from 491 to
// ~340-380 MB (Node 24) with the same CPU time (docs/benchmarks.md, "Memory at 5M tests").
//
// The young generation is held only for such an ingest. A run that keeps its tests in
// memory makes most of its objects to keep (each test, then its lines in every export):
// with a semi-space of 1 MB a 66,000-subtest go run took ~440 scavenges, ~60 with V8's
// growth (one traced run each: 750 against 310 ms of pauses; CPU time did not settle it).
//
// V8 reads these flags each time it resizes a space, so setting them once the process
// runs takes effect, where heap-size flags (read once, when the heap is made) do not; the
// action cannot pass node flags at all. Only entry points opt in: it changes the whole
// process, and a library loaded into another program's process must not.

import { setFlagsFromString } from "node:v8";

const HEAP_FLAGS = ["--heap-growing-percent=100"] as const;
const INGEST_HEAP_FLAGS = ["--semi-space-growth-factor=1"] as const;

let optedIn = false;

/** For entry points: the old generation's limit now, the young generation's when an ingest moves its tests to disk. */
export function limitHeapGrowth(): void {
  optedIn = true;
  for (const flag of HEAP_FLAGS) setFlagsFromString(flag);
}

/** A run's tests now go to disk (ingest/spilling-sink.ts): the young generation grows no further, in an entry point's process. */
export function holdYoungGeneration(): void {
  if (optedIn) for (const flag of INGEST_HEAP_FLAGS) setFlagsFromString(flag);
}
