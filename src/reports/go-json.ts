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
}

interface PackageState {
  record: GoPackageRecord;
  out: BoundedText;
  tests: Map<string, TestState>;
}

const RANK: Record<GoOutcome, number> = { skip: 0, pass: 1, fail: 2 };

/** Reads a whole `go test -json` stream. Never throws on content. */
export function readGoTestStream(text: string, limits: GoStreamLimits = GO_STREAM_LIMITS): GoTestStream {
  const packages = new Map<string, PackageState>();
  const builds = new Map<string, { record: GoBuildRecord; out: BoundedText }>();
  const tests: TestState[] = [];
  const plainLines: string[] = [];
  let malformed = 0;
  let events = 0;
  let droppedTests = 0;
  let droppedPackages = 0;
  let seq = 0;

  const pkgState = (name: string): PackageState | null => {
    let p = packages.get(name);
    if (!p) {
      if (packages.size >= limits.maxPackages) {
        droppedPackages += 1;
        return null;
      }
      p = {
        record: { package: name, outcome: null, elapsedSeconds: null, output: "", failedBuild: null, seq },
        out: new BoundedText(limits.maxOutputChars),
        tests: new Map(),
      };
      packages.set(name, p);
    }
    return p;
  };

  const testState = (p: PackageState, name: string): TestState | null => {
    let t = p.tests.get(name);
    if (!t) {
      if (tests.length >= limits.maxTests) {
        droppedTests += 1;
        return null;
      }
      t = {
        record: { package: p.record.package, name, outcome: null, elapsedSeconds: null, output: "", seq, endSeq: null },
        out: new BoundedText(limits.maxOutputChars),
        worst: null,
      };
      p.tests.set(name, t);
      tests.push(t);
    }
    return t;
  };

  const handle = (e: RawEvent): void => {
    if (e.action === "build-output" || e.action === "build-fail") {
      const key = e.importPath ?? "";
      let b = builds.get(key);
      if (!b) {
        if (builds.size >= limits.maxPackages) {
          droppedPackages += 1;
          return;
        }
        b = { record: { importPath: key, output: "", failed: false }, out: new BoundedText(limits.maxOutputChars) };
        builds.set(key, b);
      }
      if (e.action === "build-fail") b.record.failed = true;
      else if (e.output !== null) b.out.append(e.output);
      return;
    }
    const p = pkgState(e.package);
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
    const t = testState(p, e.test);
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
        // A test that ran several times is as bad as its worst attempt.
        r.outcome = t.worst && RANK[t.worst] > RANK[outcome] ? t.worst : outcome;
        t.worst = r.outcome;
        r.elapsedSeconds = e.elapsed;
        r.endSeq = seq;
        break;
      }
      default:
        // pause, cont, attr, artifacts and future actions carry no result.
        break;
    }
  };

  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line === "") continue;
    if (line[0] !== "{") {
      if (plainLines.length < limits.maxPlainLines) plainLines.push(line.slice(0, 1000));
      continue;
    }
    const event = line.length > limits.maxLineChars ? null : parseGoEvent(line);
    if (!event) {
      malformed += 1;
      continue;
    }
    events += 1;
    seq += 1;
    handle(event);
  }

  for (const p of packages.values()) p.record.output = p.out.toString();
  for (const t of tests) t.record.output = t.out.toString();
  for (const b of builds.values()) b.record.output = b.out.toString();
  return {
    packages: [...packages.values()].map((p) => p.record),
    tests: tests.map((t) => t.record),
    builds: [...builds.values()].map((b) => b.record),
    plainLines,
    malformed,
    events,
    droppedTests,
    droppedPackages,
  };
}

/** Splits concatenated Go output into lines without the trailing newline. */
export function outputLines(output: string): string[] {
  const lines = output.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((l) => l.replace(/\r$/, ""));
}
