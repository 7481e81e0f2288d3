// A JUnit XML reader shared by adapters (pytest, PHPUnit; surefire later).
// It returns the cases as flat records; each adapter decides what classname,
// file and line mean for its framework.

import type { TestStatus } from "../model.js";
import { attr, children, parseXml, textOf } from "./xml.js";

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
  /** How many <testcase> elements the enclosing <testsuite> holds directly. */
  suiteSize: number;
  /**
   * The enclosing suite's own <system-out>/<system-err>: Gradle writes a class's output
   * there (all of it by default, what no test printed with outputPerTestCase on).
   */
  suiteSystemOut: string | null;
  suiteSystemErr: string | null;
}

function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function outcomeOf(testcase: unknown): JunitOutcome | null {
  for (const kind of ["failure", "error", "skipped", "warning"] as const) {
    const node = children(testcase, kind)[0];
    if (node !== undefined) {
      return {
        kind,
        type: attr(node, "type") ?? null,
        message: attr(node, "message") ?? null,
        text: textOf(node),
      };
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
    collectSuites(suite, out, own); // JUnit allows nested suites
  }
}

/** Reads every testcase in document order. Throws on malformed or unsafe XML. */
export function readJunit(xml: string): JunitCase[] {
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
        suiteSize: testcases.length,
        suiteSystemOut,
        suiteSystemErr,
      });
    }
  }
  return cases;
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
