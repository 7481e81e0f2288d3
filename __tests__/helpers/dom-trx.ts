// The DOM TRX reader the streaming one replaced, kept as the reference it is checked against.
import { trxDuration, type TrxResult } from "../../src/reports/trx.js";
import { attr, children, parseXml, textOf } from "../../src/reports/xml.js";

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

/** The reference for the streaming reader. */
export function domReadTrx(xml: string): TrxResult[] {
  const doc = parseXml(xml);
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
