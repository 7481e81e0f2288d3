// What the fuzz workers and the main thread say to each other.

export interface Job {
  target: string;
  start: number;
  count: number;
}

export interface TargetStats {
  inputs: number;
  ms: number;
  maxMs: number;
  maxBytes: number;
  /** Highest heap in use right after an input. */
  peakHeap: number;
}

export type WorkerMessage =
  | { type: "done"; job: Job; stats: TargetStats }
  | {
      type: "failure";
      target: string;
      index: number;
      kind: "crash" | "output" | "memory";
      message: string;
      input: string;
      minimized: string | null;
    };

/** [target number, input number, input size in KiB, 0 idle | 1 reading | 2 making the input] */
export const PROGRESS_SLOTS = 4;
