// The reporter testcage adds to a jest run so that a run stopped at the timeout
// keeps what finished: jest writes its --json report only when the whole run
// ends, so without this a timed-out run has no tests at all.
//
// It appends JSON lines to $TESTCAGE_JEST_STREAM as the run goes: a "file" line
// per finished test file in the shape of a --json report's testResults entry
// (so the same reader reads both), and a "case-start" / "case-end" line per test
// (onTestCaseStart needs jest 29.6 or later; older jest still gives the file
// lines), so the test running when the run was stopped can be named. Texts are
// capped and the file stops growing at MAX_BYTES, so it stays under the
// engine's report cap. Writing never throws: a full disk must not change the
// run. Plain CommonJS using only node:fs; checked with jest 30.

export const JEST_HARNESS = `// testcage: streams jest's results as JSON lines while the run goes on; written by testcage.
"use strict";
const fs = require("node:fs");

const MAX_TEXT = 64 * 1024;
const MAX_MESSAGES = 20;
const MAX_BYTES = 16 * 1024 * 1024;

const text = (value) => (typeof value === "string" ? value.slice(0, MAX_TEXT) : "");
const strings = (value) => (Array.isArray(value) ? value.filter((v) => typeof v === "string").map(text) : []);
const num = (value) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const location = (l) => (l && num(l.line) !== null ? { line: l.line, column: num(l.column) } : null);
const fileOf = (test, result) => text((test && test.path) || (result && result.testFilePath));

// A --json report's assertionResults entry.
function assertion(a) {
  return {
    ancestorTitles: strings(a && a.ancestorTitles),
    title: text(a && a.title),
    fullName: text(a && a.fullName),
    status: text(a && a.status),
    duration: num(a && a.duration),
    failureMessages: strings(a && a.failureMessages).slice(0, MAX_MESSAGES),
    location: location(a && a.location),
  };
}

class TestcageJestReporter {
  constructor() {
    this.out = process.env.TESTCAGE_JEST_STREAM;
    this.bytes = 0;
    this.write({ type: "start", format: "testcage-jest-stream/1" });
  }

  write(record) {
    if (!this.out) return;
    try {
      const line = JSON.stringify(record) + "\\n";
      const size = Buffer.byteLength(line);
      if (this.bytes + size > MAX_BYTES) return;
      this.bytes += size;
      fs.appendFileSync(this.out, line);
    } catch {
      // a full disk or an odd value must not crash the run
    }
  }

  onTestCaseStart(test, info) {
    this.write({
      type: "case-start",
      file: fileOf(test),
      ancestorTitles: strings(info && info.ancestorTitles),
      title: text(info && info.title),
    });
  }

  onTestCaseResult(test, result) {
    this.write({ type: "case-end", file: fileOf(test), ...assertion(result) });
  }

  // The shape jest's --json gives a file (formatTestResults).
  onTestResult(test, result) {
    if (!result) return;
    const failed = Boolean(result.testExecError) || num(result.numFailingTests) > 0;
    this.write({
      type: "file",
      name: fileOf(test, result),
      status: failed ? "failed" : "passed",
      message: text(result.failureMessage || (result.testExecError && result.testExecError.message)),
      assertionResults: (Array.isArray(result.testResults) ? result.testResults : []).map(assertion),
    });
  }

  onRunComplete() {
    this.write({ type: "end" });
  }

  getLastError() {
    return undefined;
  }
}

module.exports = TestcageJestReporter;
`;
