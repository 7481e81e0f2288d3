// The mocha harness's report (src/harness/mocha-reporter.ts): JSON lines, one per
// test or hook as it ends, between a start and an end line. Read as hostile input:
// every field is checked and the record count is capped.

import { parseRecord } from "../../reports/json-lines.js";

const MAX_RECORDS = 200_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
const str = (value: unknown): string => (typeof value === "string" ? value : "");
const strs = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

export interface MochaError {
  name: string;
  code: string;
  message: string;
  stack: string;
  actual: string | null;
  expected: string | null;
}

export interface MochaRecord {
  type: "test" | "hook";
  seq: number;
  file: string;
  suite: string[];
  title: string;
  status: "passed" | "failed" | "skipped";
  durationMs: number | null;
  timedOut: boolean;
  where: { file: string; line: number } | null;
  error: MochaError | null;
  stdout: string;
  stderr: string;
}

export interface MochaReport {
  records: MochaRecord[];
  /** Tests as they started (status unknown until a record with the same seq arrives). */
  begun: Pick<MochaRecord, "seq" | "file" | "suite" | "title" | "where">[];
  /** The run reached mocha's "end" event. */
  ended: boolean;
  started: boolean;
}

function errorOf(value: unknown): MochaError | null {
  if (!isRecord(value)) return null;
  const opt = (v: unknown): string | null => (typeof v === "string" ? v : null);
  return {
    name: str(value["name"]),
    code: str(value["code"]),
    message: str(value["message"]),
    stack: str(value["stack"]),
    actual: opt(value["actual"]),
    expected: opt(value["expected"]),
  };
}

function whereOf(value: unknown): { file: string; line: number } | null {
  if (!isRecord(value)) return null;
  const line = num(value["line"]);
  const file = str(value["file"]);
  return line !== null && line >= 1 && file !== "" ? { file, line: Math.floor(line) } : null;
}

/** Reads the harness's JSON lines; lines of an unknown shape are dropped, never trusted. */
export function readMochaReport(text: string): MochaReport {
  const report: MochaReport = { records: [], begun: [], ended: false, started: false };
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const doc = parseRecord(line); // null for a line cut by a kill mid-write
    if (!doc) continue;
    if (doc["type"] === "start" && doc["format"] === "testcage-mocha/1") report.started = true;
    if (doc["type"] === "end") report.ended = true;
    if (doc["type"] === "begin") {
      const seq = num(doc["seq"]);
      if (seq !== null && report.begun.length < MAX_RECORDS)
        report.begun.push({
          seq,
          file: str(doc["file"]),
          suite: strs(doc["suite"]),
          title: str(doc["title"]),
          where: whereOf(doc["where"]),
        });
      continue;
    }
    if (doc["type"] !== "test" && doc["type"] !== "hook") continue;
    const status = doc["status"];
    const seq = num(doc["seq"]);
    if ((status !== "passed" && status !== "failed" && status !== "skipped") || seq === null) continue;
    if (report.records.length >= MAX_RECORDS) break;
    report.records.push({
      type: doc["type"],
      seq,
      file: str(doc["file"]),
      suite: strs(doc["suite"]),
      title: str(doc["title"]),
      status,
      durationMs: num(doc["duration"]),
      timedOut: doc["timedOut"] === true,
      where: whereOf(doc["where"]),
      error: errorOf(doc["error"]),
      stdout: str(doc["stdout"]),
      stderr: str(doc["stderr"]),
    });
  }
  return report;
}
