// Reader of the `go test -json` event stream (test2json, plus the build-output
// and build-fail events of Go 1.24+). The stream comes out of the sandbox, so it
// is read as hostile: line by line, each line and each test's output bounded,
// lines that are not JSON events kept aside (the go command prints linker
// warnings and early errors as plain text), malformed lines counted and skipped.
// A test with a `run` event and no end keeps outcome null: the reader never
// guesses a result the stream did not give.

import { parseRecord } from "./json-lines.js";

export type GoOutcome = "pass" | "fail" | "skip";

export interface GoTestRecord {
  package: string;
  /** Full name as Go reports it: "TestA/case_1/inner". */
  name: string;
  /** null: the test started and never reported an end (the binary died or was killed). */
  outcome: GoOutcome | null;
  elapsedSeconds: number | null;
  /** The test's own output (Go attributes subtest output to the subtest), bounded. */
  output: string;
  /** Position of the test's first event in the stream; Go starts tests in source order. */
  seq: number;
  /** Position of the test's last end event, or null. */
  endSeq: number | null;
}

export interface GoPackageRecord {
  /** The package's import path (TestEvent.Package). */
  package: string;
  outcome: GoOutcome | null;
  elapsedSeconds: number | null;
  /** Package-level output (no Test field): "FAIL\tpkg", init panics, TestMain prints. */
  output: string;
  /** Set when the package failed because this build (an ImportPath of a build event) failed. */
  failedBuild: string | null;
  seq: number;
}

export interface GoBuildRecord {
  /** BuildEvent.ImportPath, e.g. "example.com/m/pkg [example.com/m/pkg.test]". */
  importPath: string;
  output: string;
  failed: boolean;
}

export interface GoTestStream {
  packages: GoPackageRecord[];
  tests: GoTestRecord[];
  builds: GoBuildRecord[];
  /** Non-empty lines that were not JSON objects, bounded in count and length. */
  plainLines: string[];
  /** Lines that looked like JSON but were not a usable event. */
  malformed: number;
  /** Usable events read. */
  events: number;
  /** Tests (and packages) ignored because the stream named more than the limits allow. */
  droppedTests: number;
  droppedPackages: number;
}

export interface GoStreamLimits {
  maxLineChars: number;
  maxOutputChars: number;
  maxTests: number;
  maxPackages: number;
  maxPlainLines: number;
}

export const GO_STREAM_LIMITS: GoStreamLimits = {
  // test2json splits output at 1 KiB; build output lines are rarely longer than a few KiB.
  maxLineChars: 1024 * 1024,
  maxOutputChars: 256 * 1024,
  maxTests: 200_000,
  maxPackages: 20_000,
  maxPlainLines: 50,
};

/**
 * Keeps the head and the tail of a growing text: for a test that floods its output
 * the start (first failure) and the end (panic, last words before a crash) matter.
 */
class BoundedText {
  private head = "";
  private tail = "";
  private overflowed = false;
  private dropped = 0;

  constructor(private readonly max: number) {}

  append(text: string): void {
    if (!this.overflowed) {
      if (this.head.length + text.length <= this.max) {
        this.head += text;
        return;
      }
      // First overflow: the head keeps its first half, the rest starts the tail.
      this.overflowed = true;
      const all = this.head + text;
      this.head = all.slice(0, this.half);
      this.tail = all.slice(this.half);
    } else {
      this.tail += text;
    }
    // Trimming only once the tail is twice its size keeps a flood linear, not quadratic.
    if (this.tail.length > 2 * this.half) this.trim();
  }

  toString(): string {
    this.trim();
    if (this.dropped === 0) return this.head + this.tail;
    return `${this.head}\n[testcage: ${this.dropped} characters of output cut]\n${this.tail}`;
  }

  private get half(): number {
    return Math.floor(this.max / 2);
  }

  private trim(): void {
    if (this.tail.length <= this.half) return;
    this.dropped += this.tail.length - this.half;
    this.tail = this.tail.slice(this.tail.length - this.half);
  }
}

interface RawEvent {
  action: string;
  package: string;
  test: string;
  elapsed: number | null;
  output: string | null;
  failedBuild: string | null;
  importPath: string | null;
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** One stream line as an event, or null when it is not a usable test2json/build event. */
export function parseGoEvent(line: string): RawEvent | null {
  const o = parseRecord(line);
  if (!o) return null;
  const action = str(o["Action"]);
  if (action === "") return null;
  const elapsed = typeof o["Elapsed"] === "number" && Number.isFinite(o["Elapsed"]) ? o["Elapsed"] : null;
  return {
    action,
    package: str(o["Package"]),
    test: str(o["Test"]),
    elapsed,
    output: typeof o["Output"] === "string" ? o["Output"] : null,
    failedBuild: str(o["FailedBuild"]) || null,
    importPath: str(o["ImportPath"]) || null,
  };
}

interface TestState {
  record: GoTestRecord;
  out: BoundedText;
  /** Worst end of earlier attempts of the same name (go test -count=N). */
  worst: GoOutcome | null;
  /** Subtests ran under it; one of them failed: for the live counts, which count leaves as the result does. */
  parent: boolean;
  subtestFailed: boolean;
}

interface PackageState {
  record: GoPackageRecord;
  out: BoundedText;
  tests: Map<string, TestState>;
}

const RANK: Record<GoOutcome, number> = { skip: 0, pass: 1, fail: 2 };

/** Reads a whole `go test -json` stream. Never throws on content. */
export function readGoTestStream(text: string, limits: GoStreamLimits = GO_STREAM_LIMITS): GoTestStream {
  const reader = new GoStreamReader(limits);
  reader.push(text);
  return reader.end();
}

/**
 * Reads a `go test -json` stream a piece at a time, as the go command writes it (the
 * pieces split anywhere, lines included): readGoTestStream is this reader given the
 * whole text at once, so a stream read as it is written and one read whole give the
 * same result by construction. Memory is what the result holds plus one line, itself
 * bounded: past maxLineChars only a line's head is kept, and it counts as malformed.
 */
export class GoStreamReader {
  /** Tests that ended so far, for the live progress line (subtests included, each attempt). */
  readonly counts = { passed: 0, failed: 0, skipped: 0 };
  private readonly packages = new Map<string, PackageState>();
  private readonly builds = new Map<string, { record: GoBuildRecord; out: BoundedText }>();
  private readonly tests: TestState[] = [];
  private readonly plainLines: string[] = [];
  private malformed = 0;
  private events = 0;
  private droppedTests = 0;
  private droppedPackages = 0;
  private seq = 0;
  /** The unfinished last line of the pieces so far (at most maxLineChars of it). */
  private pending = "";
  private pendingOversize = false;

  constructor(private readonly limits: GoStreamLimits = GO_STREAM_LIMITS) {}

  push(text: string): void {
    let start = 0;
    if (this.pending !== "" || this.pendingOversize) {
      const nl = text.indexOf("\n");
      if (nl === -1) {
        this.hold(text);
        return;
      }
      this.hold(text.slice(0, nl));
      this.finishPending();
      start = nl + 1;
    }
    const max = this.limits.maxLineChars;
    while (start < text.length) {
      const end = text.indexOf("\n", start);
      if (end === -1) {
        this.hold(text.slice(start));
        return;
      }
      if (end - start > max) this.line(text.slice(start, start + max), true);
      else this.line(text.slice(start, end), false);
      start = end + 1;
    }
  }

  /** The stream read so far, its unfinished last line included, as a result. */
  end(): GoTestStream {
    if (this.pending !== "" || this.pendingOversize) this.finishPending();
    for (const p of this.packages.values()) p.record.output = p.out.toString();
    for (const t of this.tests) t.record.output = t.out.toString();
    for (const b of this.builds.values()) b.record.output = b.out.toString();
    return {
      packages: [...this.packages.values()].map((p) => p.record),
      tests: this.tests.map((t) => t.record),
      builds: [...this.builds.values()].map((b) => b.record),
      plainLines: this.plainLines,
      malformed: this.malformed,
      events: this.events,
      droppedTests: this.droppedTests,
      droppedPackages: this.droppedPackages,
    };
  }

  private hold(piece: string): void {
    const room = this.limits.maxLineChars - this.pending.length;
    if (piece.length > room) {
      this.pending += piece.slice(0, Math.max(0, room));
      this.pendingOversize = true;
    } else {
      this.pending += piece;
    }
  }

  private finishPending(): void {
    const line = this.pending;
    const oversize = this.pendingOversize;
    this.pending = "";
    this.pendingOversize = false;
    this.line(line, oversize);
  }

  /** One line without its newline; `oversize`: longer than maxLineChars, this its head. */
  private line(raw: string, oversize: boolean): void {
    const line = raw.trim();
    if (line === "") return;
    if (line[0] !== "{") {
      if (this.plainLines.length < this.limits.maxPlainLines) this.plainLines.push(line.slice(0, 1000));
      return;
    }
    const event = oversize ? null : parseGoEvent(line);
    if (!event) {
      this.malformed += 1;
      return;
    }
    this.events += 1;
    this.seq += 1;
    this.handle(event);
  }

  private pkgState(name: string): PackageState | null {
    let p = this.packages.get(name);
    if (!p) {
      if (this.packages.size >= this.limits.maxPackages) {
        this.droppedPackages += 1;
        return null;
      }
      p = {
        record: { package: name, outcome: null, elapsedSeconds: null, output: "", failedBuild: null, seq: this.seq },
        out: new BoundedText(this.limits.maxOutputChars),
        tests: new Map(),
      };
      this.packages.set(name, p);
    }
    return p;
  }

  /** Every test above a failed one has a failed subtest. */
  private markFailedUp(p: PackageState, name: string): void {
    for (let up = name.lastIndexOf("/"); up > 0; up = name.lastIndexOf("/", up - 1)) {
      const parent = p.tests.get(name.slice(0, up));
      if (parent) parent.subtestFailed = true;
    }
  }

  private testState(p: PackageState, name: string): TestState | null {
    let t = p.tests.get(name);
    if (!t) {
      if (this.tests.length >= this.limits.maxTests) {
        this.droppedTests += 1;
        return null;
      }
      t = {
        record: {
          package: p.record.package,
          name,
          outcome: null,
          elapsedSeconds: null,
          output: "",
          seq: this.seq,
          endSeq: null,
        },
        out: new BoundedText(this.limits.maxOutputChars),
        worst: null,
        parent: false,
        subtestFailed: false,
      };
      p.tests.set(name, t);
      this.tests.push(t);
      const up = name.lastIndexOf("/");
      const parent = up > 0 ? p.tests.get(name.slice(0, up)) : undefined;
      if (parent) parent.parent = true;
    }
    return t;
  }

  private handle(e: RawEvent): void {
    if (e.action === "build-output" || e.action === "build-fail") {
      const key = e.importPath ?? "";
      let b = this.builds.get(key);
      if (!b) {
        if (this.builds.size >= this.limits.maxPackages) {
          this.droppedPackages += 1;
          return;
        }
        b = {
          record: { importPath: key, output: "", failed: false },
          out: new BoundedText(this.limits.maxOutputChars),
        };
        this.builds.set(key, b);
      }
      if (e.action === "build-fail") b.record.failed = true;
      else if (e.output !== null) b.out.append(e.output);
      return;
    }
    const p = this.pkgState(e.package);
    if (!p) return;
    if (e.test === "") {
      switch (e.action) {
        case "output":
          if (e.output !== null) p.out.append(e.output);
          break;
        case "pass":
        case "fail":
        case "skip":
          p.record.outcome = e.action;
          p.record.elapsedSeconds = e.elapsed;
          if (e.failedBuild) p.record.failedBuild = e.failedBuild;
          break;
        default:
          break;
      }
      return;
    }
    const t = this.testState(p, e.test);
    if (!t) return;
    const r = t.record;
    switch (e.action) {
      case "run":
        // The same name runs again under -count=N: the new attempt is open until it ends.
        if (r.outcome !== null) r.outcome = null;
        break;
      case "output":
        if (e.output !== null) t.out.append(e.output);
        break;
      case "pass":
      case "fail":
      case "skip":
      case "bench": {
        const outcome: GoOutcome = e.action === "bench" ? "pass" : e.action;
        // The live counts follow the result's rule (go/index.ts): a parent of subtests
        // counts only when it failed and none of them did. Go ends a parent after them.
        if (outcome === "fail") this.markFailedUp(p, e.test);
        if (!t.parent || (outcome === "fail" && !t.subtestFailed)) {
          if (outcome === "pass") this.counts.passed += 1;
          else if (outcome === "fail") this.counts.failed += 1;
          else this.counts.skipped += 1;
        }
        // A test that ran several times is as bad as its worst attempt.
        r.outcome = t.worst && RANK[t.worst] > RANK[outcome] ? t.worst : outcome;
        t.worst = r.outcome;
        r.elapsedSeconds = e.elapsed;
        r.endSeq = this.seq;
        break;
      }
      default:
        // pause, cont, attr, artifacts and future actions carry no result.
        break;
    }
  }
}

/** Splits concatenated Go output into lines without the trailing newline. */
export function outputLines(output: string): string[] {
  const lines = output.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((l) => l.replace(/\r$/, ""));
}
