// Harness files for `node --test`, kept as source text so they survive bundling
// into dist/ and are written read-only into the sandbox's harness folder.
//
// NODE_TEST_REPORTER is a custom reporter (--test-reporter=<file>) that runs in
// the runner process and turns node's event stream into JSON lines.
// NODE_TEST_CAPTURE is preloaded (--import=<file>) into every test-file process:
// node hands the runner a file's stdout/stderr only as a whole, in an order that
// does not follow the test events, so per-test output has to be taken where the
// test runs. Both must work on Node 20 and Node 24 (GitHub's runtime) and must
// never break a run: every handler swallows its own failures.
//
// The sources avoid backticks and "${" so they can live in String.raw literals.

/** Env var naming the file the capture preload appends per-test output to. */
export const NODE_TEST_OUTPUT_ENV = "TESTCAGE_NODE_TEST_OUTPUT";

export const NODE_TEST_REPORTER = String.raw`// testcage reporter for node --test, written by testcage into a read-only
// harness folder; it is not part of the project under test.
// One JSON object per line:
//   {"event":"run"}      once, first: the reporter started (node version, name filters)
//   {"event":"start"}    a test began running (a hang can then be named)
//   {"event":"test"}     a test or suite finished: status, location, error, nesting
//   {"event":"summary"}  node's own closing counts
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const TEXT_CAP = 64 * 1024;
const NAME_CAP = 4 * 1024;
const FILE_OUTPUT_CAP = 16 * 1024;
const MAX_FILES_WITH_OUTPUT = 256;
const SUMMARY = /^(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) (\d+(?:\.\d+)?)$/;
const cwd = process.cwd();
const nameFilter = process.execArgv.concat(process.argv).some((a) => /^--test-(name|skip)-pattern/.test(a));

function text(value, cap) {
  if (value === undefined || value === null) return null;
  let s;
  try {
    s = typeof value === "string" ? value : String(value);
  } catch {
    return null;
  }
  const max = cap || TEXT_CAP;
  return s.length > max ? s.slice(0, max) : s;
}

function int(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

// Node 20 gives absolute paths, Node 24 gives some relative to the runner's cwd.
function absolute(file) {
  if (typeof file !== "string" || file === "") return null;
  if (file.startsWith("file:")) {
    try {
      return fileURLToPath(file);
    } catch {
      return file;
    }
  }
  return resolve(cwd, file);
}

function errorOf(err) {
  if (err === undefined || err === null) return null;
  if (typeof err !== "object") return { message: text(err) };
  const out = {
    name: text(err.name, NAME_CAP),
    message: text(err.message),
    code: text(err.code, NAME_CAP),
    failureType: text(err.failureType, NAME_CAP),
    stack: text(err.stack),
    exitCode: int(err.exitCode),
    signal: text(err.signal, NAME_CAP),
  };
  // node wraps what the test threw in ERR_TEST_FAILURE; the original is the cause.
  const cause = err.cause;
  if (cause !== undefined && cause !== null) {
    out.cause =
      typeof cause === "object"
        ? { name: text(cause.name, NAME_CAP), message: text(cause.message), code: text(cause.code, NAME_CAP), stack: text(cause.stack) }
        : { name: null, message: text(cause), code: null, stack: null };
  }
  return out;
}

// Node 24 tags events with the test file that ran them (entryFile); Node 20
// reports one file at a time, so one stack serves there.
const stacks = new Map();
function stackOf(data, kind) {
  const key = kind + "\u0000" + (typeof data.entryFile === "string" ? data.entryFile : "");
  let stack = stacks.get(key);
  if (!stack) {
    stack = [];
    stacks.set(key, stack);
  }
  return stack;
}

function remember(stack, data) {
  const nesting = int(data.nesting);
  if (nesting === null || nesting < 0 || nesting > 1000) return;
  stack.length = Math.min(stack.length, nesting);
  while (stack.length < nesting) stack.push("");
  stack.push(text(data.name, NAME_CAP) || "");
}

function suiteOf(stack, data) {
  const nesting = int(data.nesting);
  return nesting === null ? [] : stack.slice(0, Math.max(0, nesting));
}

// node runs each file as a "test" named after the file at 1:1; it is reported on
// its own only when the file produced no tests (failed to load, plain script) or
// its process failed after them.
function isFileLevel(data) {
  return (
    data.nesting === 0 &&
    data.line === 1 &&
    data.column === 1 &&
    typeof data.name === "string" &&
    absolute(data.name) === absolute(data.file)
  );
}

// What a file's process printed, and node's diagnostics about it, explain a
// file-level failure; kept as a bounded tail per file.
const fileOutput = new Map();
// Node 20 diagnostics carry no file; its reports come one file at a time, so the
// file of the latest test event is the one they are about.
let currentFile = null;
function keepOutput(file, stream, message) {
  if (!file || !message) return;
  let entry = fileOutput.get(file);
  if (!entry) {
    if (fileOutput.size >= MAX_FILES_WITH_OUTPUT) fileOutput.delete(fileOutput.keys().next().value);
    entry = { stdout: "", stderr: "", diagnostics: "" };
    fileOutput.set(file, entry);
  }
  const joined = entry[stream] + message;
  entry[stream] = joined.length > FILE_OUTPUT_CAP ? joined.slice(-FILE_OUTPUT_CAP) : joined;
}
function fileOf(data) {
  return absolute(data.entryFile) || absolute(data.file);
}

function reason(value) {
  if (value === undefined || value === null || value === false) return null;
  return typeof value === "string" ? text(value, NAME_CAP) : true;
}

let rootPlanSeen = false;
const summary = {};

function handle(event) {
  const type = event && event.type;
  const data = (event && event.data) || {};
  switch (type) {
    case "test:dequeue": {
      const stack = stackOf(data, "run");
      remember(stack, data);
      if (isFileLevel(data)) return null;
      return {
        event: "start",
        name: text(data.name, NAME_CAP),
        suite: suiteOf(stack, data),
        nesting: int(data.nesting),
        file: absolute(data.file),
        line: int(data.line),
        column: int(data.column),
      };
    }
    case "test:start":
      currentFile = fileOf(data) || currentFile;
      remember(stackOf(data, "report"), data);
      return null;
    case "test:complete":
      currentFile = fileOf(data) || currentFile;
      return null;
    case "test:pass":
    case "test:fail": {
      currentFile = fileOf(data) || currentFile;
      const details = data.details || {};
      const fileLevel = isFileLevel(data);
      const record = {
        event: "test",
        status: type === "test:pass" ? "pass" : "fail",
        name: text(data.name, NAME_CAP),
        suite: suiteOf(stackOf(data, "report"), data),
        nesting: int(data.nesting),
        file: absolute(data.file),
        line: int(data.line),
        column: int(data.column),
        type: text(details.type, NAME_CAP),
        duration_ms: int(details.duration_ms),
        skip: reason(data.skip),
        todo: reason(data.todo),
        fileLevel,
        error: type === "test:fail" ? errorOf(details.error) : null,
      };
      if (fileLevel) {
        const file = absolute(data.file);
        const output = fileOutput.get(file);
        record.output = output || { stdout: "", stderr: "", diagnostics: "" };
        fileOutput.delete(file);
      }
      return record;
    }
    case "test:stdout":
      keepOutput(fileOf(data), "stdout", text(data.message));
      return null;
    case "test:stderr":
      keepOutput(fileOf(data), "stderr", text(data.message));
      return null;
    case "test:plan":
      if (data.nesting === 0 && data.file === undefined) rootPlanSeen = true;
      return null;
    case "test:diagnostic": {
      // The run's closing counts follow the root plan; earlier ones are about tests or files.
      const message = text(data.message);
      if (!rootPlanSeen) {
        if (data.nesting === 0 && message) keepOutput(fileOf(data) || currentFile, "diagnostics", message + "\n");
        return null;
      }
      const m = data.nesting === 0 ? SUMMARY.exec(message || "") : null;
      if (m) summary[m[1]] = Number(m[2]);
      return null;
    }
    default:
      return null;
  }
}

function line(value) {
  return JSON.stringify(value) + "\n";
}

export default async function* testcageReporter(source) {
  yield line({ event: "run", node: process.version, nameFilter });
  for await (const event of source) {
    let out = null;
    try {
      out = handle(event);
    } catch (err) {
      out = { event: "reporter-error", message: text(err && err.message) };
    }
    if (out) yield line(out);
  }
  if (Object.keys(summary).length > 0) yield line({ event: "summary", counts: summary });
}
`;

export const NODE_TEST_CAPTURE = String.raw`// testcage per-test output capture for node --test, written by testcage into a
// read-only harness folder; it is not part of the project under test.
// Preloaded with --import into the runner and into every test-file process; it
// acts only in test-file processes. Between node:test's beforeEach and afterEach
// for a test it copies what reaches process.stdout/stderr (console.* included),
// and appends one JSON line per test that wrote anything to the file named by
// TESTCAGE_NODE_TEST_OUTPUT. Output still reaches its stream unchanged.
import { appendFileSync } from "node:fs";

const target = process.env.TESTCAGE_NODE_TEST_OUTPUT;
if (target && process.env.NODE_TEST_CONTEXT) {
  try {
    await setUp(target);
  } catch {
    // Capture is a nicety; the tests must run the same without it.
  }
}

async function setUp(target) {
  const { beforeEach, afterEach } = await import("node:test");
  const CAP = 64 * 1024;
  const file = typeof process.argv[1] === "string" ? process.argv[1] : null;
  const open = [];
  // Tests that overlap (concurrency) cannot be told apart by timing; once seen,
  // records are flagged so the reader drops them instead of guessing.
  let overlapped = false;

  const record = (stream, chunk) => {
    const top = open[open.length - 1];
    if (!top) return;
    let s;
    if (typeof chunk === "string") s = chunk;
    else if (chunk instanceof Uint8Array) {
      // The runner's own serialized events pass through stdout too; they carry
      // a 0xFF version byte, which text never does.
      if (chunk.includes(0xff)) return;
      s = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("utf8");
    } else return;
    const room = CAP - top[stream].length;
    if (s.length > room) top.cut = true;
    if (room > 0) top[stream] += s.slice(0, room);
  };

  const wrap = (stream, key) => {
    const original = stream.write;
    stream.write = function (...args) {
      try {
        record(key, args[0]);
      } catch {
        // never let capture change what the test sees
      }
      return original.apply(this, args);
    };
  };

  beforeEach((t) => {
    try {
      // fullName (Node 20.16+, 22.3+) tells a subtest from a concurrent sibling.
      const path = t && typeof t.fullName === "string" ? t.fullName : null;
      if (path === null) return;
      const top = open[open.length - 1];
      if (top && !path.startsWith(top.path + " > ")) overlapped = true;
      open.push({ t, path, name: String(t.name), stdout: "", stderr: "", cut: false });
    } catch {
      // see above
    }
  });

  afterEach((t) => {
    try {
      let i = open.length - 1;
      while (i >= 0 && open[i].t !== t) i--;
      if (i < 0) return;
      const entry = open.splice(i, 1)[0];
      if (i !== open.length) overlapped = true;
      if (entry.stdout === "" && entry.stderr === "") return;
      const rec = {
        file,
        path: entry.path,
        name: entry.name,
        stdout: entry.stdout,
        stderr: entry.stderr,
        truncated: entry.cut,
        ambiguous: overlapped,
      };
      appendFileSync(target, JSON.stringify(rec) + "\n");
    } catch {
      // see above
    }
  });

  wrap(process.stdout, "stdout");
  wrap(process.stderr, "stderr");
}
`;
