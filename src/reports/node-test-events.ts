// Reads the JSON-lines files written by testcage's node --test harness
// (src/harness/node-test-reporter.ts). The files come out of the sandbox, so
// every line is checked field by field: malformed lines, unknown events and
// wrong types are dropped, strings are bounded, and the number of records is
// capped, so a hostile file can cost memory only up to the report size cap.

import { parseRecord } from "./json-lines.js";

const MAX_RECORDS = 200_000;
const MAX_NAME = 4096;
const MAX_TEXT = 65_536;
const MAX_NESTING = 1000;

export interface NodeTestCause {
  name: string | null;
  message: string | null;
  code: string | null;
  stack: string | null;
}

export interface NodeTestError {
  name: string | null;
  message: string | null;
  code: string | null;
  /** node's classification: testCodeFailure, subtestsFailed, hookFailed, cancelledByParent, ... */
  failureType: string | null;
  stack: string | null;
  /** What the test threw, when node wrapped it (assertions, errors, thrown strings). */
  cause: NodeTestCause | null;
  /** Set on a test file's own failure: how its process ended. */
  exitCode: number | null;
  signal: string | null;
}

interface Located {
  name: string;
  /** Names of the enclosing describe blocks and parent tests, outermost first. */
  suite: string[];
  nesting: number;
  /** Absolute path as the sandbox saw it. */
  file: string | null;
  line: number | null;
  column: number | null;
}

export interface NodeTestRecord extends Located {
  status: "pass" | "fail";
  /** "suite" for describe blocks; null or "test" for tests. */
  type: string | null;
  durationMs: number | null;
  /** Reason string, "" when skipped without one, null when not skipped. */
  skip: string | null;
  todo: string | null;
  /** node's per-file pseudo test (named after the file, at 1:1). */
  fileLevel: boolean;
  error: NodeTestError | null;
  /** A file-level record's tail of the file's stdout/stderr and of node's diagnostics about it. */
  output: FileOutput | null;
}

export type NodeTestStart = Located;

export interface FileOutput {
  stdout: string;
  stderr: string;
  diagnostics: string;
}

export interface NodeTestEvents {
  /** The reporter ran (its first line was found); null means it never started. */
  run: { node: string | null; nameFilter: boolean } | null;
  tests: NodeTestRecord[];
  starts: NodeTestStart[];
  /** node's closing counts ("tests", "pass", "fail", ...), when the run got that far. */
  summary: Record<string, number> | null;
  /** Lines that were not valid records. */
  skipped: number;
}

export interface NodeTestOutput {
  /** Absolute path of the test file whose process wrote it. */
  file: string | null;
  /** node's fullName: names from the outermost suite down, joined by " > ". */
  path: string;
  name: string;
  stdout: string;
  stderr: string;
  truncated: boolean;
  /** Tests overlapped in time, so the output may belong to another test. */
  ambiguous: boolean;
}

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function str(v: unknown, max = MAX_TEXT): string | null {
  return typeof v === "string" ? v.slice(0, max) : null;
}

function int(v: unknown): number | null {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER ? v : null;
}

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null;
}

/** `true` (skipped without a reason) becomes "", strings are kept, anything else is "not skipped". */
function reason(v: unknown): string | null {
  if (v === true) return "";
  return str(v, MAX_NAME);
}

function names(v: unknown): string[] | null {
  if (!Array.isArray(v) || v.length > MAX_NESTING) return null;
  const out: string[] = [];
  for (const n of v) {
    const s = str(n, MAX_NAME);
    if (s === null) return null;
    out.push(s);
  }
  return out;
}

function located(o: Obj): Located | null {
  const name = str(o["name"], MAX_NAME);
  const nesting = int(o["nesting"]);
  const suite = names(o["suite"]);
  if (name === null || nesting === null || suite === null) return null;
  return { name, suite, nesting, file: str(o["file"]), line: int(o["line"]), column: int(o["column"]) };
}

function cause(v: unknown): NodeTestCause | null {
  if (!isObj(v)) return null;
  return {
    name: str(v["name"], MAX_NAME),
    message: str(v["message"]),
    code: str(v["code"], MAX_NAME),
    stack: str(v["stack"]),
  };
}

function error(v: unknown): NodeTestError | null {
  if (!isObj(v)) return null;
  return {
    name: str(v["name"], MAX_NAME),
    message: str(v["message"]),
    code: str(v["code"], MAX_NAME),
    failureType: str(v["failureType"], MAX_NAME),
    stack: str(v["stack"]),
    cause: cause(v["cause"]),
    exitCode: typeof v["exitCode"] === "number" && Number.isInteger(v["exitCode"]) ? v["exitCode"] : null,
    signal: str(v["signal"], MAX_NAME),
  };
}

function output(v: unknown): FileOutput | null {
  if (!isObj(v)) return null;
  return { stdout: str(v["stdout"]) ?? "", stderr: str(v["stderr"]) ?? "", diagnostics: str(v["diagnostics"]) ?? "" };
}

function testRecord(o: Obj): NodeTestRecord | null {
  const loc = located(o);
  const status = o["status"];
  if (!loc || (status !== "pass" && status !== "fail")) return null;
  return {
    ...loc,
    status,
    type: str(o["type"], MAX_NAME),
    durationMs: num(o["duration_ms"]),
    skip: reason(o["skip"]),
    todo: reason(o["todo"]),
    fileLevel: o["fileLevel"] === true,
    error: error(o["error"]),
    output: output(o["output"]),
  };
}

function summaryRecord(o: Obj): Record<string, number> | null {
  const counts = o["counts"];
  if (!isObj(counts)) return null;
  const out: Record<string, number> = {};
  for (const key of ["tests", "suites", "pass", "fail", "cancelled", "skipped", "todo"]) {
    const n = int(counts[key]);
    if (n !== null) out[key] = n;
  }
  return out;
}

/** Calls `each` with every line that parses as a JSON object, up to MAX_RECORDS; returns lines dropped. */
function eachObject(text: string, each: (o: Obj) => boolean): number {
  let dropped = 0;
  let taken = 0;
  let start = 0;
  while (start < text.length && taken < MAX_RECORDS) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line === "") continue;
    const value = parseRecord(line);
    if (value && each(value)) taken += 1;
    else dropped += 1;
  }
  return dropped;
}

export function readNodeTestEvents(text: string): NodeTestEvents {
  const events: NodeTestEvents = { run: null, tests: [], starts: [], summary: null, skipped: 0 };
  events.skipped = eachObject(text, (o) => {
    switch (o["event"]) {
      case "run":
        if (events.run) return false;
        events.run = { node: str(o["node"], MAX_NAME), nameFilter: o["nameFilter"] === true };
        return true;
      case "test": {
        const rec = testRecord(o);
        if (rec) events.tests.push(rec);
        return rec !== null;
      }
      case "start": {
        const rec = located(o);
        if (rec) events.starts.push(rec);
        return rec !== null;
      }
      case "summary":
        events.summary = summaryRecord(o);
        return events.summary !== null;
      default:
        return false;
    }
  });
  return events;
}

export function readNodeTestOutput(text: string): NodeTestOutput[] {
  const out: NodeTestOutput[] = [];
  eachObject(text, (o) => {
    const path = str(o["path"], MAX_NAME * 4);
    const name = str(o["name"], MAX_NAME);
    if (path === null || name === null) return false;
    out.push({
      file: str(o["file"]),
      path,
      name,
      stdout: str(o["stdout"]) ?? "",
      stderr: str(o["stderr"]) ?? "",
      truncated: o["truncated"] === true,
      ambiguous: o["ambiguous"] !== false,
    });
    return true;
  });
  return out;
}
