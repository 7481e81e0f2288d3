// The DOM JUnit reader the streaming one replaced (fast-xml-parser, whole document in
// memory), kept as the reference the streaming reader is checked against.
import type { JunitCase, JunitOutcome } from "../../src/reports/junit.js";
import { attr, children, parseXml, textOf } from "../../src/reports/xml.js";

function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function outcomeOf(testcase: unknown): JunitOutcome | null {
  for (const kind of ["failure", "error", "skipped", "warning"] as const) {
    const node = children(testcase, kind)[0];
    if (node !== undefined) {
      return { kind, type: attr(node, "type") ?? null, message: attr(node, "message") ?? null, text: textOf(node) };
    }
  }
  return null;
}

interface Suite {
  node: unknown;
  file: string | null;
}

function collectSuites(node: unknown, out: Suite[], file: string | null = null): void {
  for (const suite of children(node, "testsuite")) {
    const own = attr(suite, "file") ?? file;
    out.push({ node: suite, file: own });
    collectSuites(suite, out, own);
  }
}

/** As the streaming reader reports suites: size counted up to 2, suite output only for a case alone. */
export function domReadJunit(xml: string): JunitCase[] {
  const doc = parseXml(xml);
  const suites: Suite[] = [];
  collectSuites(doc["testsuites"] ?? {}, suites);
  collectSuites(doc, suites);
  if (suites.length === 0 && doc["testsuites"] === undefined) {
    throw new Error("no <testsuites> or <testsuite> element");
  }
  const cases: JunitCase[] = [];
  for (const suite of suites) {
    const testcases = children(suite.node, "testcase");
    const alone = testcases.length === 1;
    const suiteSystemOut = children(suite.node, "system-out").map(textOf).join("\n") || null;
    const suiteSystemErr = children(suite.node, "system-err").map(textOf).join("\n") || null;
    for (const tc of testcases) {
      cases.push({
        classname: attr(tc, "classname") ?? "",
        name: attr(tc, "name") ?? "",
        file: attr(tc, "file") ?? null,
        line: toNumber(attr(tc, "line")),
        timeSeconds: toNumber(attr(tc, "time")),
        outcome: outcomeOf(tc),
        systemOut: children(tc, "system-out").map(textOf).join("\n") || null,
        systemErr: children(tc, "system-err").map(textOf).join("\n") || null,
        suiteName: attr(suite.node, "name") ?? "",
        suiteFile: suite.file,
        suiteSize: Math.min(testcases.length, 2),
        suiteSystemOut: alone ? suiteSystemOut : null,
        suiteSystemErr: alone ? suiteSystemErr : null,
      });
    }
  }
  return cases;
}
