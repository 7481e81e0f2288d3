// testcage: streams jest's results as JSON lines while the run goes on; written by testcage.
"use strict";
const fs = require("node:fs");

const MAX_TEXT = 64 * 1024;
const MAX_MESSAGES = 20;
const MAX_BYTES = 16 * 1024 * 1024;

const text = (value) => (typeof value === "string" ? value.slice(0, MAX_TEXT) : "");
const strings = (value) => (Array.isArray(value) ? value.filter((v) => typeof v === "string").map(text) : []);
// jest 22's jasmine takes any value as a title (it([2010, 6], ...)): shown as jest shows it, "2010,6".
const scalar = (v) => v === null || ["string", "number", "boolean", "bigint"].includes(typeof v);
const title = (value) =>
  scalar(value) && value !== null
    ? text(String(value))
    : Array.isArray(value) && value.every(scalar)
      ? text(String(value))
      : "";
const titles = (value) => (Array.isArray(value) ? value.map(title) : []);
const num = (value) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const location = (l) => (l && num(l.line) !== null ? { line: l.line, column: num(l.column) } : null);
const fileOf = (test, result) => text((test && test.path) || (result && result.testFilePath));

// A --json report's assertionResults entry.
function assertion(a) {
  return {
    ancestorTitles: titles(a && a.ancestorTitles),
    title: title(a && a.title),
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
      const line = JSON.stringify(record) + "\n";
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
      ancestorTitles: titles(info && info.ancestorTitles),
      title: title(info && info.title),
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
