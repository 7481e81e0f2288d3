// A reader for .NET's TRX files (Visual Studio test results, namespace
// http://microsoft.com/schemas/VisualStudio/TeamTest/2010, schema vstst.xsd),
// as `dotnet test --logger trx` writes them. Returns flat records; the
// report-paths pipeline decides what they mean for results.json.
//
// Read: TestRun/Results/UnitTestResult (testId, testName, outcome, duration,
// Output/StdOut, StdErr, ErrorInfo/Message, StackTrace; InnerResults of
// data-driven tests, which replace their parent) joined with
// TestDefinitions/UnitTest/TestMethod (className, name) by testId.

import { decodeEntities } from "./xml.js";
import { TextCapture, XmlStream, type XmlHandler } from "./xml-stream.js";

export interface TrxResult {
  testName: string;
  className: string;
  methodName: string;
  /** Raw outcome: Passed, Failed, NotExecuted, Inconclusive, Timeout, Error, Aborted, ... */
  outcome: string;
  durationMs: number | null;
  message: string | null;
  stackTrace: string | null;
  stdout: string | null;
  stderr: string | null;
}

/** "hh:mm:ss.fffffff" (TimeSpan) -> milliseconds. */
export function trxDuration(value: string | undefined): number | null {
  const m = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value?.trim() ?? "");
  if (!m) return null;
  return Math.round((Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000);
}

interface ResultFrame {
  depth: number;
  attrs: Record<string, string>;
  /** Depth of the first <InnerResults> (only its results replace this one), -1 before it. */
  inner: number;
  innerOpen: boolean;
  hadInner: boolean;
  /** The first <Output>, and its first <ErrorInfo>: 0 not yet seen, 1 open, 2 closed. */
  output: 0 | 1 | 2;
  errorInfo: 0 | 1 | 2;
  message: TextCapture | null;
  stackTrace: TextCapture | null;
  stdout: TextCapture | null;
  stderr: TextCapture | null;
}

type Method = { className: string; name: string };

const textOrNull = (c: TextCapture | null): string | null => {
  if (c === null) return null;
  const [text, cdata] = c.parts();
  return decodeEntities(text) + cdata || null;
};

/**
 * TRX as a stream, in two passes over the file, since dotnet writes the definitions
 * (class and method of each test id) after the results: `definitions` reads only those
 * (small, one entry a test), `results` hands each result to `sink` as soon as it is
 * complete, so the memory held is the definitions plus one result, its texts capped.
 */
export class TrxStream implements XmlHandler {
  readonly methods: Map<string, Method>;
  private depth = 0;
  /** Element names of the open path. */
  private readonly path: string[] = [];
  private firstRoot = true;
  private inRun = false;
  private unitTest: { id: string | undefined; method: Method | null } | null = null;
  private readonly frames: ResultFrame[] = [];
  private capture: TextCapture | null = null;
  private captureDepth = -1;

  constructor(
    private readonly mode: "definitions" | "results",
    private readonly sink: (r: TrxResult) => void = () => {},
    methods?: Map<string, Method>,
    private readonly textCap = Infinity,
  ) {
    this.methods = methods ?? new Map();
  }

  open(name: string, attrs: Record<string, string>, depth: number): void {
    this.depth = depth + 1;
    this.path[depth] = name;
    if (depth === 0) {
      if (name !== "TestRun") throw new Error("no <TestRun> root element");
      this.inRun = this.firstRoot;
      this.firstRoot = false;
      return;
    }
    if (!this.inRun) return;
    if (this.mode === "definitions") {
      if (depth === 2 && name === "UnitTest" && this.path[1] === "TestDefinitions") {
        this.unitTest = { id: attrs["id"], method: null };
      } else if (depth === 3 && name === "TestMethod" && this.unitTest && this.unitTest.method === null) {
        this.unitTest.method = {
          className: decodeEntities(attrs["className"] ?? ""),
          name: decodeEntities(attrs["name"] ?? ""),
        };
      }
      return;
    }
    const f = this.frames[this.frames.length - 1];
    if (name === "UnitTestResult") {
      const counted = f ? f.innerOpen && depth === f.inner + 1 : depth === 2 && this.path[1] === "Results";
      if (counted) {
        this.frames.push({
          depth,
          attrs,
          inner: -1,
          innerOpen: false,
          hadInner: false,
          output: 0,
          errorInfo: 0,
          message: null,
          stackTrace: null,
          stdout: null,
          stderr: null,
        });
      }
      return;
    }
    if (!f || this.capture) return;
    const d = depth - f.depth;
    if (d === 1) {
      if (name === "InnerResults" && f.inner === -1) {
        f.inner = depth;
        f.innerOpen = true;
      } else if (name === "Output" && f.output === 0) f.output = 1;
    } else if (d === 2 && f.output === 1) {
      if (name === "ErrorInfo" && f.errorInfo === 0) f.errorInfo = 1;
      else if (name === "StdOut" && f.stdout === null)
        this.startCapture((f.stdout = new TextCapture(this.textCap)), depth);
      else if (name === "StdErr" && f.stderr === null)
        this.startCapture((f.stderr = new TextCapture(this.textCap)), depth);
    } else if (d === 3 && f.errorInfo === 1) {
      if (name === "Message" && f.message === null)
        this.startCapture((f.message = new TextCapture(this.textCap)), depth);
      else if (name === "StackTrace" && f.stackTrace === null) {
        this.startCapture((f.stackTrace = new TextCapture(this.textCap)), depth);
      }
    }
  }

  private startCapture(c: TextCapture, depth: number): void {
    this.capture = c;
    this.captureDepth = depth;
  }

  close(name: string, depth: number): void {
    this.depth = depth;
    if (this.capture && depth === this.captureDepth) {
      this.capture = null;
      this.captureDepth = -1;
    }
    if (!this.inRun) return;
    if (depth === 0) {
      this.inRun = false;
      return;
    }
    if (this.mode === "definitions") {
      if (depth === 2 && this.unitTest && name === "UnitTest") {
        const { id, method } = this.unitTest;
        this.unitTest = null;
        if (id !== undefined) this.methods.set(decodeEntities(id), method ?? { className: "", name: "" });
      }
      return;
    }
    const f = this.frames[this.frames.length - 1];
    if (!f) return;
    if (depth === f.depth && name === "UnitTestResult") {
      this.frames.pop();
      const parent = this.frames[this.frames.length - 1];
      if (parent) parent.hadInner = true;
      if (!f.hadInner) this.sink(this.result(f));
    } else if (depth === f.inner) f.innerOpen = false;
    else if (depth === f.depth + 1 && name === "Output" && f.output === 1) f.output = 2;
    else if (depth === f.depth + 2 && name === "ErrorInfo" && f.errorInfo === 1) f.errorInfo = 2;
  }

  private result(f: ResultFrame): TrxResult {
    const a = f.attrs;
    const def = this.methods.get(decodeEntities(a["testId"] ?? ""));
    return {
      testName: (a["testName"] === undefined ? undefined : decodeEntities(a["testName"])) ?? def?.name ?? "",
      className: def?.className ?? "",
      methodName: def?.name ?? "",
      outcome: decodeEntities(a["outcome"] ?? ""),
      durationMs: trxDuration(a["duration"] === undefined ? undefined : decodeEntities(a["duration"])),
      message: textOrNull(f.message),
      stackTrace: textOrNull(f.stackTrace),
      stdout: textOrNull(f.stdout),
      stderr: textOrNull(f.stderr),
    };
  }

  wantsText(): boolean {
    return this.capture !== null && this.depth === this.captureDepth + 1;
  }

  text(piece: string): void {
    this.capture!.addText(piece);
  }

  cdata(piece: string): void {
    this.capture!.addCdata(piece);
  }
}

/** Reads every result in document order. Throws on malformed or unsafe XML, or a root that is not TestRun. */
export function readTrx(xml: string): TrxResult[] {
  const defs = new TrxStream("definitions");
  const first = new XmlStream(defs);
  first.write(xml);
  first.end();
  const out: TrxResult[] = [];
  const second = new XmlStream(new TrxStream("results", (r) => out.push(r), defs.methods));
  second.write(xml);
  second.end();
  return out;
}
