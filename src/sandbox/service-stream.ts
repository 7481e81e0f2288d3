// Splits the stderr of the service sandbox's run exec (service-scripts.ts
// RUN_SCRIPT) into the tests' own stderr and the script's lines around it: the
// READY line it writes first, before any test code runs, and the reports frame
// and END line it writes last, after killing everything the tests left. The
// tests' bytes pass on as they come, except the last `window` bytes, held back
// until the end because only then is it known where the frame begins; so
// memory stays bounded by the window whatever the tests write.

import { END_TAG, FRAME_TAG, READY_TAG, type Collected, type CollectedReport } from "./service-scripts.js";

export interface RunStart {
  /** The container's OOM-kill count before the tests ran. */
  oom: number | null;
  /** The container's count of starts its pids limit refused before the tests ran. */
  pidsRefused: number | null;
  harness: "ok" | "stale";
}

/** What the script said after the tests: the reports inline, or "read them with COLLECT_SCRIPT". */
export type RunEnd = { inline: true; collected: Collected } | { inline: false };

/** The READY line is a few dozen bytes; anything longer is not it. */
const START_LINE_MAX = 256;

export class RunStderr {
  start: RunStart | null = null;
  private startBytes: Buffer[] | null = [];
  private startLength = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(
    /** Bytes held back: at least the largest frame and END line the script may write. */
    private readonly window: number,
    /** Receives the tests' own stderr, in order. */
    private readonly release: (chunk: Buffer) => void,
  ) {}

  push(chunk: Buffer): void {
    if (this.startBytes) {
      const nl = chunk.indexOf(10);
      if (nl === -1 && this.startLength + chunk.length <= START_LINE_MAX) {
        this.startBytes.push(chunk);
        this.startLength += chunk.length;
        return;
      }
      const line = Buffer.concat([...this.startBytes, chunk.subarray(0, nl === -1 ? chunk.length : nl)]);
      this.startBytes = null;
      this.start = parseStart(line.toString("latin1"));
      if (this.start) chunk = chunk.subarray(nl + 1);
      // Not the READY line (the script failed before it): all of it is output to show.
      else chunk = Buffer.concat([line, nl === -1 ? Buffer.alloc(0) : chunk.subarray(nl)]);
    }
    if (chunk.length === 0) return;
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    while (this.held.length > 1 && this.heldBytes - this.held[0]!.length >= this.window) {
      const first = this.held.shift()!;
      this.heldBytes -= first.length;
      this.release(first);
    }
  }

  /**
   * Releases the tests' remaining bytes and returns the script's END, or null
   * when there is none to believe: the exec ended by SIGKILL (137: the script
   * may have died before the tests' bytes stopped, so a fake END could be
   * last) or did not end normally, or the last line is not a well-formed END
   * for `reports` reports whose frame sits where the END says.
   */
  finish(exitCode: number | null, reports: number): RunEnd | null {
    if (this.startBytes?.length) this.release(Buffer.concat(this.startBytes));
    this.startBytes = null;
    const all = Buffer.concat(this.held);
    this.held = [];
    this.heldBytes = 0;
    const end = exitCode === null || exitCode === 137 ? null : parseEnd(all, reports);
    this.release(end ? all.subarray(0, end.outputEnd) : all);
    return end?.end ?? null;
  }
}

function parseStart(line: string): RunStart | null {
  const m = new RegExp(`^${READY_TAG} (\\d+|-) (\\d+|-) (ok|stale)$`).exec(line);
  if (!m) return null;
  const num = (t: string): number | null => (t === "-" ? null : Number(t));
  return { oom: num(m[1]!), pidsRefused: num(m[2]!), harness: m[3] as "ok" | "stale" };
}

const END_LINE = new RegExp(`^${END_TAG} (-|[0-9a-f]{24}) (\\d+|-) (\\d+|-) ([01]) (\\d+|-)((?: [034]:\\d+)*)$`);

function parseEnd(all: Buffer, count: number): { end: RunEnd; outputEnd: number } | null {
  if (all.length === 0 || all[all.length - 1] !== 10) return null;
  const at = all.lastIndexOf(`\n${END_TAG} `);
  if (at === -1) return null;
  const m = END_LINE.exec(all.subarray(at + 1, all.length - 1).toString("latin1"));
  if (!m) return null;
  const sizes = m[6]!
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((t) => t.split(":").map(Number) as [number, number]);
  if (sizes.length !== count) return null;
  const nonce = m[1]!;
  if (nonce === "-") return { end: { inline: false }, outputEnd: at };
  const header = Buffer.from(`\n${FRAME_TAG} ${nonce}\n`);
  const body = sizes.reduce((sum, [status, size]) => sum + (status === 0 ? size : 0), 0);
  const frameAt = at - body - header.length;
  if (frameAt < 0 || !all.subarray(frameAt, frameAt + header.length).equals(header)) return null;
  const reports: CollectedReport[] = [];
  let at2 = frameAt + header.length;
  for (const [status, size] of sizes) {
    if (status === 0) {
      reports.push({ status, bytes: all.subarray(at2, at2 + size) });
      at2 += size;
    } else reports.push({ status: status as 3 | 4 });
  }
  const num = (s: string): number | null => (s === "-" ? null : Number(s));
  return {
    end: {
      inline: true,
      collected: {
        oom: num(m[2]!),
        pidsRefused: num(m[3]!),
        watchdogFired: m[4] === "1",
        freeKiB: num(m[5]!),
        reports,
      },
    },
    outputEnd: frameAt,
  };
}
