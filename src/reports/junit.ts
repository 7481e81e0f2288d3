// A JUnit XML reader shared by adapters (pytest, PHPUnit; surefire later).
// It returns the cases as flat records; each adapter decides what classname,
// file and line mean for its framework.

import type { TestStatus } from "../core/model.js";
import { decodeEntities } from "./xml.js";
import { TextCapture, XmlStream, type XmlHandler } from "./xml-stream.js";

export interface JunitOutcome {
  /** "warning" is PHPUnit's own element (a test that ran but warned). */
  kind: "failure" | "error" | "skipped" | "warning";
  type: string | null;
  message: string | null;
  text: string;
}

export interface JunitCase {
  classname: string;
  name: string;
  file: string | null;
  line: number | null;
  timeSeconds: number | null;
  outcome: JunitOutcome | null;
  systemOut: string | null;
  systemErr: string | null;
  /** Name of the enclosing <testsuite>, and its file (or the nearest enclosing suite's). */
  suiteName: string;
  suiteFile: string | null;
  /**
   * How many <testcase> elements the enclosing <testsuite> holds directly, counted up to
   * 2: 1 means the case is alone in its suite, 2 that there are more.
   */
  suiteSize: number;
  /**
   * The enclosing suite's own <system-out>/<system-err>: Gradle writes a class's output
   * there (all of it by default, what no test printed with outputPerTestCase on).
   * Kept only for a case alone in its suite (null otherwise), the only case it can be told to be.
   */
  suiteSystemOut: string | null;
  suiteSystemErr: string | null;
}

function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const OUTCOME_KINDS = ["failure", "error", "skipped", "warning"] as const;
type OutcomeKind = (typeof OUTCOME_KINDS)[number];

interface SuiteFrame {
  depth: number;
  /** Pre-order index: the order the DOM reader visited suites in. */
  index: number;
  name: string;
  file: string | null;
  count: number;
  /** The suite's first case, held until the suite ends or a second case shows it is not alone. */
  pending: JunitCase | null;
  out: TextCapture[];
  err: TextCapture[];
}

interface CaseFrame {
  depth: number;
  attrs: Record<string, string>;
  outcomes: Partial<Record<OutcomeKind, { attrs: Record<string, string>; text: TextCapture }>>;
  out: TextCapture[];
  err: TextCapture[];
}

const joined = (captures: TextCapture[]): string | null =>
  captures.length === 0 ? null : captures.map(captured).join("\n") || null;

const dec = (v: string | undefined): string | undefined => (v === undefined ? undefined : decodeEntities(v));

function captured(c: TextCapture): string {
  const [text, cdata] = c.parts();
  return decodeEntities(text) + cdata;
}

/** Called with each case, its suite's pre-order index and its place in that suite. */
export type JunitCaseSink = (tc: JunitCase, suiteIndex: number, position: number) => void;

/**
 * JUnit XML as a stream: each <testcase> is handed to `sink` as soon as it is complete
 * (a suite's first case waits until the suite shows whether it holds more), so the memory
 * held is one testcase, its text capped at `textCap` characters per element.
 *
 * Cases come in document order; the DOM reader's order is by suite (pre-order), then
 * document order within a suite, which differs only for a suite holding cases after a
 * nested suite: sort by (suiteIndex, position) to get it.
 */
export class JunitStream implements XmlHandler {
  private readonly xml = new XmlStream(this);
  private depth = 0;
  private readonly suites: SuiteFrame[] = [];
  private suiteCount = 0;
  private testsuitesRoot = -1;
  private sawSuites = false;
  private kase: CaseFrame | null = null;
  private capture: TextCapture | null = null;
  private captureDepth = -1;

  constructor(
    private readonly sink: JunitCaseSink,
    private readonly textCap = Infinity,
  ) {}

  write(chunk: string): void {
    this.xml.write(chunk);
  }

  end(): void {
    this.xml.end();
    this.finish();
  }

  /** The checks at the end of a document fed through another XmlStream. */
  finish(): void {
    if (!this.sawSuites) throw new Error("no <testsuites> or <testsuite> element");
  }

  open(name: string, attrs: Record<string, string>, depth: number): void {
    this.depth = depth + 1;
    const suite = this.suites[this.suites.length - 1];
    const inSuite = suite !== undefined && suite.depth === depth - 1;
    if (this.kase) {
      if (this.capture === null && depth === this.kase.depth + 1) {
        const text = new TextCapture(this.textCap);
        if ((OUTCOME_KINDS as readonly string[]).includes(name)) {
          const kind = name as OutcomeKind;
          this.kase.outcomes[kind] ??= { attrs, text };
          if (this.kase.outcomes[kind].text === text) this.startCapture(text, depth);
        } else if (name === "system-out" || name === "system-err") {
          (name === "system-out" ? this.kase.out : this.kase.err).push(text);
          this.startCapture(text, depth);
        }
      }
      return;
    }
    if (name === "testsuites" && depth === 0) {
      this.testsuitesRoot = 0;
      this.sawSuites = true;
      return;
    }
    if (name === "testsuite" && (depth === 0 || inSuite || (depth === 1 && this.testsuitesRoot === 0))) {
      this.sawSuites = true;
      this.suites.push({
        depth,
        index: this.suiteCount++,
        name: decodeEntities(attrs["name"] ?? ""),
        file: attrs["file"] !== undefined ? decodeEntities(attrs["file"]) : (suite?.file ?? null),
        count: 0,
        pending: null,
        out: [],
        err: [],
      });
      return;
    }
    if (!inSuite) return;
    if (name === "testcase") {
      this.kase = { depth, attrs, outcomes: {}, out: [], err: [] };
    } else if ((name === "system-out" || name === "system-err") && suite.count <= 1) {
      const text = new TextCapture(this.textCap);
      (name === "system-out" ? suite.out : suite.err).push(text);
      this.startCapture(text, depth);
    }
  }

  private startCapture(text: TextCapture, depth: number): void {
    this.capture = text;
    this.captureDepth = depth;
  }

  close(name: string, depth: number): void {
    this.depth = depth;
    if (this.capture && depth === this.captureDepth) {
      this.capture = null;
      this.captureDepth = -1;
    }
    const kase = this.kase;
    if (kase) {
      if (depth === kase.depth) {
        this.kase = null;
        this.finishCase(kase);
      }
      return;
    }
    const suite = this.suites[this.suites.length - 1];
    if (suite && depth === suite.depth && name === "testsuite") {
      this.suites.pop();
      const tc = suite.pending;
      if (tc) {
        tc.suiteSystemOut = joined(suite.out);
        tc.suiteSystemErr = joined(suite.err);
        this.sink(tc, suite.index, 0);
      }
    }
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

  private finishCase(k: CaseFrame): void {
    const suite = this.suites[this.suites.length - 1]!;
    const a = k.attrs;
    let outcome: JunitOutcome | null = null;
    for (const kind of OUTCOME_KINDS) {
      const o = k.outcomes[kind];
      if (o) {
        outcome = {
          kind,
          type: dec(o.attrs["type"]) ?? null,
          message: dec(o.attrs["message"]) ?? null,
          text: captured(o.text),
        };
        break;
      }
    }
    const tc: JunitCase = {
      classname: dec(a["classname"]) ?? "",
      name: dec(a["name"]) ?? "",
      file: dec(a["file"]) ?? null,
      line: toNumber(dec(a["line"])),
      timeSeconds: toNumber(dec(a["time"])),
      outcome,
      systemOut: joined(k.out),
      systemErr: joined(k.err),
      suiteName: suite.name,
      suiteFile: suite.file,
      suiteSize: 1,
      suiteSystemOut: null,
      suiteSystemErr: null,
    };
    const position = suite.count++;
    if (position === 0) {
      suite.pending = tc;
      return;
    }
    // Not alone: the suite's own output is no case's; stop keeping it.
    suite.out = [];
    suite.err = [];
    tc.suiteSize = 2;
    const first = suite.pending;
    if (first) {
      suite.pending = null;
      first.suiteSize = 2;
      this.sink(first, suite.index, 0);
    }
    this.sink(tc, suite.index, position);
  }
}

/** Reads every testcase in the DOM reader's order (suites in pre-order). Throws on malformed or unsafe XML. */
export function readJunit(xml: string): JunitCase[] {
  const cases: { tc: JunitCase; suite: number; position: number }[] = [];
  let sorted = true;
  const stream = new JunitStream((tc, suite, position) => {
    const last = cases[cases.length - 1];
    if (last && (suite < last.suite || (suite === last.suite && position < last.position))) sorted = false;
    cases.push({ tc, suite, position });
  });
  stream.write(xml);
  stream.end();
  if (!sorted) cases.sort((x, y) => x.suite - y.suite || x.position - y.position);
  return cases.map((c) => c.tc);
}

/**
 * The usual meaning of a testcase's outcome element. A <warning> (PHPUnit's, among
 * others) is not a pass: nothing failed an assertion, but the test did not run clean.
 */
export function junitStatus(tc: Pick<JunitCase, "outcome">): TestStatus {
  switch (tc.outcome?.kind) {
    case "failure":
      return "failed";
    case "error":
    case "warning":
      return "error";
    case "skipped":
      return "skipped";
    default:
      return "passed";
  }
}

/** A JUnit 4 Parameterized or JUnit 5 parameterized case is "method[label]": the label is its parameters. */
export function jvmCaseParameters(name: string): string | null {
  return /\[([^\]]*)\]$/.exec(name)?.[1] ?? null;
}
