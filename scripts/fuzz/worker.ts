// One fuzz worker thread: builds inputs of a job from their numbers, runs the
// target on each and reports crashes, bad output and per-input cost. The main
// thread watches `progress` (a shared buffer) to catch a hang, and the worker's
// heap limit to catch an input that eats memory.

import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { performance } from "node:perf_hooks";
import { inputOf, targetByName, type Target } from "./targets.js";
import { minimize } from "./minimize.js";
import type { Job, TargetStats, WorkerMessage } from "./protocol.js";

interface Data {
  seed: string;
  progress: SharedArrayBuffer;
  targets: string[];
  /** Growth of the heap over one input allowed per input byte, plus a constant. */
  memoryFactor: number;
  memoryBaseBytes: number;
}

const data = workerData as Data;
const progress = new Int32Array(data.progress);

function describe(err: unknown): string {
  if (err instanceof Error) return `${err.constructor.name}: ${err.message.split("\n")[0]!.slice(0, 300)}`;
  return `non-Error thrown: ${String(err).slice(0, 300)}`;
}

/** The crash as it is told apart from others: its class and the words of its message. */
function signature(err: unknown): string {
  return describe(err).replace(/\d+/g, "N").slice(0, 120);
}

function crashOf(target: Target, input: unknown): unknown {
  try {
    target.run(input);
    return null;
  } catch (err) {
    return err ?? new Error("null thrown");
  }
}

function runJob(job: Job): TargetStats {
  const target = targetByName(job.target)!;
  const targetNo = data.targets.indexOf(job.target);
  const stats: TargetStats = { inputs: 0, ms: 0, maxMs: 0, maxBytes: 0, peakHeap: 0 };
  for (let index = job.start; index < job.start + job.count; index++) {
    Atomics.store(progress, 0, targetNo);
    Atomics.store(progress, 1, index);
    Atomics.store(progress, 2, 0);
    Atomics.store(progress, 3, 2);
    let input: unknown;
    try {
      input = inputOf(target, data.seed, index);
    } catch (err) {
      throw new Error(`making input ${index} of ${job.target} failed (a fuzzer bug): ${describe(err)}`);
    }
    const size = target.size(input);
    Atomics.store(progress, 0, targetNo);
    Atomics.store(progress, 1, index);
    Atomics.store(progress, 2, Math.ceil(size / 1024));
    Atomics.store(progress, 3, 1);
    const heapBefore = getHeapStatistics().used_heap_size;
    const t0 = performance.now();
    let problem: string | null = null;
    let crash: unknown = null;
    try {
      problem = target.run(input);
    } catch (err) {
      crash = err ?? new Error("null thrown");
    }
    const ms = performance.now() - t0;
    Atomics.store(progress, 3, 0);
    const heapAfter = getHeapStatistics().used_heap_size;
    stats.inputs++;
    stats.ms += ms;
    stats.maxMs = Math.max(stats.maxMs, ms);
    stats.maxBytes = Math.max(stats.maxBytes, size);
    stats.peakHeap = Math.max(stats.peakHeap, heapAfter);
    const report = (kind: "crash" | "output" | "memory", message: string, minimized: string | null): void => {
      const msg: WorkerMessage = {
        type: "failure",
        target: job.target,
        index,
        kind,
        message,
        input: target.encode(input),
        minimized,
      };
      parentPort!.postMessage(msg);
    };
    if (crash !== null) {
      const sig = signature(crash);
      const small = minimize(target, input, (candidate) => {
        const again = crashOf(target, candidate);
        return again !== null && signature(again) === sig;
      });
      report("crash", `${describe(crash)}\n${crash instanceof Error ? (crash.stack ?? "") : ""}`, target.encode(small));
    } else if (problem !== null) {
      report("output", problem, null);
    }
    const grown = heapAfter - heapBefore;
    if (grown > data.memoryBaseBytes + data.memoryFactor * size) {
      report("memory", `heap grew by ${Math.round(grown / 1048576)} MiB over one input of ${size} characters`, null);
    }
  }
  return stats;
}

parentPort!.on("message", (job: Job) => {
  const stats = runJob(job);
  const msg: WorkerMessage = { type: "done", job, stats };
  parentPort!.postMessage(msg);
});
