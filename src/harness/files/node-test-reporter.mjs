// testcage reporter for node --test, written by testcage into a read-only
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
        ? {
            name: text(cause.name, NAME_CAP),
            message: text(cause.message),
            code: text(cause.code, NAME_CAP),
            stack: text(cause.stack),
          }
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
