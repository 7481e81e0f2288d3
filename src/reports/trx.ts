// A reader for .NET's TRX files (Visual Studio test results, namespace
// http://microsoft.com/schemas/VisualStudio/TeamTest/2010, schema vstst.xsd),
// as `dotnet test --logger trx` writes them. Returns flat records; the
// report-paths pipeline decides what they mean for results.json.
//
// Read: TestRun/Results/UnitTestResult (testId, testName, outcome, duration,
// Output/StdOut, StdErr, ErrorInfo/Message, StackTrace; InnerResults of
// data-driven tests, which replace their parent) joined with
// TestDefinitions/UnitTest/TestMethod (className, name) by testId.

import { attr, children, parseXml, textOf } from "./xml.js";

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

function one(node: unknown, ...path: string[]): unknown {
  let cur: unknown = node;
  for (const name of path) cur = children(cur, name)[0];
  return cur;
}

function textAt(node: unknown, ...path: string[]): string | null {
  const n = one(node, ...path);
  if (n === undefined) return null;
  const t = textOf(n);
  return t === "" ? null : t;
}

function resultsOf(node: unknown, out: unknown[]): void {
  for (const r of children(node, "UnitTestResult")) {
    const inner = one(r, "InnerResults");
    if (inner !== undefined && children(inner, "UnitTestResult").length > 0) resultsOf(inner, out);
    else out.push(r);
  }
}

/** True when the parsed document's root is a TRX TestRun. */
export function isTrx(doc: Record<string, unknown>): boolean {
  return doc["TestRun"] !== undefined;
}

/** Reads every result in document order. Throws on malformed or unsafe XML, or a root that is not TestRun. */
export function readTrx(xml: string): TrxResult[] {
  return readTrxDocument(parseXml(xml));
}

export function readTrxDocument(doc: Record<string, unknown>): TrxResult[] {
  const run = children(doc, "TestRun")[0];
  if (run === undefined) throw new Error("no <TestRun> root element");
  const methods = new Map<string, { className: string; name: string }>();
  for (const defs of children(run, "TestDefinitions")) {
    for (const ut of children(defs, "UnitTest")) {
      const id = attr(ut, "id");
      const method = one(ut, "TestMethod");
      if (id === undefined) continue;
      methods.set(id, { className: attr(method, "className") ?? "", name: attr(method, "name") ?? "" });
    }
  }
  const raw: unknown[] = [];
  for (const results of children(run, "Results")) resultsOf(results, raw);
  return raw.map((r) => {
    const def = methods.get(attr(r, "testId") ?? "");
    const output = one(r, "Output");
    return {
      testName: attr(r, "testName") ?? def?.name ?? "",
      className: def?.className ?? "",
      methodName: def?.name ?? "",
      outcome: attr(r, "outcome") ?? "",
      durationMs: trxDuration(attr(r, "duration")),
      message: textAt(output, "ErrorInfo", "Message"),
      stackTrace: textAt(output, "ErrorInfo", "StackTrace"),
      stdout: textAt(output, "StdOut"),
      stderr: textAt(output, "StdErr"),
    };
  });
}
