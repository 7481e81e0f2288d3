// testcage: test locations, per-test output and hook failures for mocha; written by testcage.
"use strict";
const fs = require("node:fs");
const { createRequire } = require("node:module");
const path = require("node:path");

// As npm test does: the project's bins by name, for the tests and what they start
// (mocha runs from the project's folder; this file is mocha's --require).
process.env.PATH = [path.join(process.cwd(), "node_modules", ".bin"), process.env.PATH]
  .filter(Boolean)
  .join(path.delimiter);

const MAX_OUTPUT = 256 * 1024;
const MAX_TEXT = 64 * 1024;
const WHERE = Symbol.for("testcage.where");

function loadMocha() {
  const from = [process.argv[1], path.join(process.cwd(), "noop.js")];
  for (const f of from) {
    try {
      if (f) return createRequire(f)("mocha");
    } catch {
      // try the next place
    }
  }
  return null;
}

const mocha = loadMocha();

// Under c8 (which sets NODE_V8_COVERAGE) V8 writes coverage only when the process
// exits by itself, so a run stopped at the timeout would lose the coverage of every
// test that ran. On the stop signal it is written first; then, unless the tests
// handle the signal themselves, mocha dies of it as it would have.
if (process.env.NODE_V8_COVERAGE) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    const onSignal = () => {
      try {
        require("node:v8").takeCoverage();
      } catch {
        // no coverage is better than a changed outcome
      }
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

// Definition sites: the first frame that is neither mocha's nor Node's.
function callerSite() {
  const stack = String(new Error().stack || "")
    .split("\n")
    .slice(1);
  for (const line of stack) {
    const m = /\(?((?:file:\/\/)?[^()\s]+):(\d+):\d+\)?\s*$/.exec(line);
    if (!m) continue;
    const file = m[1];
    if (file.startsWith("node:") || /[\\/]node_modules[\\/]mocha[\\/]/.test(file) || file === __filename) continue;
    return { file: file.startsWith("file://") ? decodeURIComponent(file.slice(7)) : file, line: Number(m[2]) };
  }
  return null;
}

if (mocha && mocha.Suite && !mocha.Suite.prototype[WHERE]) {
  const addTest = mocha.Suite.prototype.addTest;
  mocha.Suite.prototype[WHERE] = true;
  mocha.Suite.prototype.addTest = function (test) {
    try {
      if (test && !test[WHERE]) test[WHERE] = callerSite();
    } catch {
      // never break the run over a location
    }
    return addTest.apply(this, arguments);
  };
}

const text = (value, max = MAX_TEXT) => (typeof value === "string" ? value.slice(0, max) : "");

function titlePath(runnable) {
  const out = [];
  for (let s = runnable.parent; s && !s.root; s = s.parent) out.unshift(text(s.title));
  return out;
}

function errorOf(err) {
  if (!err) return null;
  const e = typeof err === "object" ? err : { message: String(err) };
  let message = text(e.message);
  let stack = text(e.stack);
  if (!stack && !message) message = text(String(err));
  return {
    name: text(e.name),
    code: typeof e.code === "string" ? text(e.code) : "",
    message,
    stack,
    actual: e.showDiff !== false && e.actual !== undefined ? text(safeString(e.actual)) : null,
    expected: e.showDiff !== false && e.expected !== undefined ? text(safeString(e.expected)) : null,
  };
}

function safeString(value) {
  try {
    return typeof value === "string" ? value : JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

class TestcageReporter {
  constructor(runner, options) {
    const out = process.env.TESTCAGE_MOCHA_REPORT;
    const write = (record) => {
      if (!out) return;
      try {
        fs.appendFileSync(out, JSON.stringify(record) + "\n");
      } catch {
        // a full disk must not crash the tests
      }
    };
    const seqs = new WeakMap();
    let next = 0;
    const seqOf = (t) => {
      if (!seqs.has(t)) seqs.set(t, next++);
      return seqs.get(t);
    };
    let capturing = null;
    const streams = { stdout: process.stdout, stderr: process.stderr };
    for (const name of ["stdout", "stderr"]) {
      const stream = streams[name];
      const original = stream.write;
      stream.write = function (chunk, ...rest) {
        if (capturing && capturing[name].length < MAX_OUTPUT) {
          capturing[name] += (typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8")).slice(
            0,
            MAX_OUTPUT,
          );
        }
        return original.call(this, chunk, ...rest);
      };
    }
    const record = (runnable, status, err) => {
      const where = runnable[WHERE] || null;
      const isHook = runnable.type === "hook";
      const output = !isHook && capturing && capturing.test === runnable ? capturing : { stdout: "", stderr: "" };
      if (!isHook && capturing && capturing.test === runnable) capturing = null;
      write({
        type: isHook ? "hook" : "test",
        seq: seqOf(runnable),
        file: text(runnable.file || (runnable.parent && runnable.parent.file) || ""),
        suite: titlePath(runnable),
        title: text(runnable.title),
        hookTitle: isHook ? text(runnable.originalTitle || "") : "",
        status,
        duration: typeof runnable.duration === "number" ? runnable.duration : null,
        timedOut: Boolean(runnable.timedOut),
        where,
        error: errorOf(err),
        stdout: output.stdout,
        stderr: output.stderr,
      });
    };
    // Registered before the spec reporter's listeners, so its lines are not taken for the test's output.
    runner.on("test", (t) => {
      capturing = { test: t, stdout: "", stderr: "" };
      // Said as the test starts, so a run stopped inside it can name it.
      write({
        type: "begin",
        seq: seqOf(t),
        file: text(t.file || (t.parent && t.parent.file) || ""),
        suite: titlePath(t),
        title: text(t.title),
        where: t[WHERE] || null,
      });
    });
    runner.on("pass", (t) => record(t, "passed", null));
    runner.on("fail", (t, err) => record(t, "failed", err));
    runner.on("pending", (t) => record(t, "skipped", null));
    runner.on("end", () => write({ type: "end", stats: runner.stats || null }));
    write({ type: "start", format: "testcage-mocha/1", cwd: process.cwd() });
    if (mocha && mocha.reporters && mocha.reporters.Spec) {
      try {
        new mocha.reporters.Spec(runner, options);
      } catch {
        // the log loses its pretty lines, the report does not
      }
    }
  }
}

module.exports = TestcageReporter;
