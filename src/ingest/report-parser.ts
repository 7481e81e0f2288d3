// One report read as a stream (docs/reports.md): JUnit XML or TRX told by the root
// element, a testcage results.json by a leading "{". Tests go to a sink as they are
// converted, so what the parser itself holds is one test case.

import { settleTest } from "../core/settle.js";
import type { RunError, TestResult } from "../core/model.js";
import { JunitStream } from "../reports/junit.js";
import { TrxStream } from "../reports/trx.js";
import { XmlStream, type XmlHandler } from "../reports/xml-stream.js";
import { parseResultsJson } from "./results-input.js";
import { SourceIndex } from "../detect/source-index.js";
import { junitTest, SuiteCache, trxTest } from "./case-tests.js";
import { ArraySink, type TestSink } from "./test-sink.js";

export type ReportFormat = "junit" | "trx" | "testcage";
export type ParsedReport = { format: ReportFormat; tests: TestResult[]; errors?: RunError[] };

/** Forwards a document's events to the reader its root element chooses. */
class RootDispatch implements XmlHandler {
  delegate: XmlHandler | null = null;
  constructor(private readonly choose: (root: string) => XmlHandler) {}
  open(name: string, attrs: Record<string, string>, depth: number): void {
    this.delegate ??= this.choose(name);
    this.delegate.open(name, attrs, depth);
  }
  close(name: string, depth: number): void {
    this.delegate?.close(name, depth);
  }
  wantsText(): boolean {
    return this.delegate?.wantsText() ?? false;
  }
  text(piece: string): void {
    this.delegate?.text(piece);
  }
  cdata(piece: string): void {
    this.delegate?.cdata(piece);
  }
}

/**
 * One report read as a stream: write() its text in pieces, end(), and for TRX (whose
 * definitions come after its results) write() it all again after secondPass(). JUnit
 * or TRX by the root element, a testcage results.json by a leading "{". The memory held
 * is one test case (texts capped at `textCap`); tests go to `sink` as they are converted,
 * each with `prepare` applied first. The caller ends the sink's file (endFile, or dropFile
 * when reading failed).
 */
export class ReportParser {
  private head = "";
  private kind: "undecided" | "json" | "xml" = "undecided";
  private json: string[] = [];
  private jsonChars = 0;
  private xml: XmlStream | null = null;
  private junit: JunitStream | null = null;
  private trx: TrxStream | null = null;
  private pass = 1;
  private fromPytest = false;
  private format: ReportFormat | null = null;
  /** Tests this file gave the sink. */
  count = 0;
  private errors: RunError[] | undefined;
  private readonly suites = new SuiteCache();

  constructor(
    private readonly relative: (p: string) => string | null,
    private readonly index: SourceIndex,
    private readonly sink: TestSink,
    private readonly textCap = Infinity,
    private readonly jsonCapChars = Infinity,
    private readonly prepare: (t: TestResult) => void = () => {},
  ) {}

  private give(t: TestResult, suite: number, position: number): void {
    this.prepare(t);
    this.sink.add(t, suite, position);
    this.count++;
  }

  /** True after the first pass over a TRX file: feed it again after secondPass(). */
  get needsSecondPass(): boolean {
    return this.format === "trx" && this.pass === 1;
  }

  secondPass(): void {
    const methods = this.trx!.methods;
    this.pass = 2;
    this.trx = new TrxStream(
      "results",
      (r) => {
        const t = trxTest(r, this.relative, this.index);
        if (t) this.give(settleTest(t), 0, this.count);
      },
      methods,
      this.textCap,
    );
    this.xml = new XmlStream(this.trx);
  }

  write(text: string): void {
    if (this.kind === "undecided") {
      this.head += text;
      // Enough to tell the format and pytest's suite name (in its first 4 KiB).
      if (this.head.length < 4096) return;
      this.decide();
      return;
    }
    this.feed(text);
  }

  private decide(): void {
    const head = this.head;
    this.head = "";
    if (head.trimStart().startsWith("{")) {
      this.kind = "json";
      this.format = "testcage";
    } else {
      this.kind = "xml";
      this.fromPytest = /<testsuite\b[^>]*\bname="pytest"/.test(head.slice(0, 4096));
      this.xml = new XmlStream(new RootDispatch((root) => this.choose(root)));
    }
    this.feed(head);
  }

  private choose(root: string): XmlHandler {
    if (root === "TestRun") {
      this.format = "trx";
      this.trx = new TrxStream("definitions", undefined, undefined, this.textCap);
      return this.trx;
    }
    if (root === "testsuites" || root === "testsuite") {
      this.format = "junit";
      this.junit = new JunitStream((tc, suite, position) => {
        const t = junitTest(tc, this.fromPytest, this.relative, this.index, this.suites);
        if (t) this.give(settleTest(t), suite, position);
      }, this.textCap);
      return this.junit;
    }
    throw new Error(`the root element <${root}> is neither JUnit XML (<testsuites>, <testsuite>) nor TRX (<TestRun>)`);
  }

  private feed(text: string): void {
    if (this.kind === "json") {
      this.jsonChars += text.length;
      if (this.jsonChars > this.jsonCapChars) {
        throw new Error(`a testcage results.json is read whole, and this one is over ${this.jsonCapChars} characters`);
      }
      this.json.push(text);
    } else if (text !== "") this.xml!.write(text);
  }

  end(): void {
    if (this.kind === "undecided") this.decide();
    if (this.kind === "json") {
      const run = parseResultsJson(this.json.join(""));
      this.json = [];
      for (const t of run.tests) this.give(t, 0, this.count);
      this.errors = run.errors;
      return;
    }
    this.xml!.end();
    this.junit?.finish();
  }

  /** The format read and the problems a testcage results.json carried; the tests went to the sink. */
  result(): { format: ReportFormat; errors?: RunError[] } {
    return { format: this.format!, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** Reads one report's text: JUnit or TRX by root element; throws when it is neither or unsafe. */
export function parseReport(
  text: string,
  relative: (p: string) => string | null,
  projectFiles: readonly string[] | SourceIndex,
): ParsedReport {
  const index = projectFiles instanceof SourceIndex ? projectFiles : new SourceIndex(projectFiles);
  const sink = new ArraySink();
  const parser = new ReportParser(relative, index, sink);
  parser.write(text);
  parser.end();
  if (parser.needsSecondPass) {
    parser.secondPass();
    parser.write(text);
    parser.end();
  }
  sink.endFile();
  return { ...parser.result(), tests: sink.tests };
}
