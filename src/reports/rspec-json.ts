// A reader for RSpec's JSON report (`--format json`), plus the two fields the
// testcage formatter adds (src/harness/rspec-formatter.ts). Every field is
// checked: the report comes out of the sandbox and may be anything.

import { parseRecord } from "./json-lines.js";

export interface RspecException {
  className: string | null;
  message: string | null;
  backtrace: string[];
}

export interface RspecExample {
  /** RSpec's scoped id, "./spec/a_spec.rb[1:2:1]": declaration indexes of the groups and the example. */
  id: string;
  description: string;
  fullDescription: string;
  status: string;
  /** As RSpec writes it, relative with a leading "./". */
  filePath: string | null;
  line: number | null;
  runTimeSeconds: number | null;
  pendingMessage: string | null;
  exception: RspecException | null;
  /** Enclosing group descriptions, outermost first (testcage formatter only). */
  groups: string[] | null;
  stdout: string | null;
  stderr: string | null;
}

export interface RspecReport {
  examples: RspecExample[];
  /** "An error occurred while loading ..." and other notes outside of examples. */
  messages: string[];
  exampleCount: number | null;
  errorsOutsideOfExamples: number;
}

function str(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

function record(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

function exceptionOf(v: unknown): RspecException | null {
  const e = record(v);
  if (!e) return null;
  return { className: str(e["class"]), message: str(e["message"]), backtrace: strings(e["backtrace"]) };
}

/** Throws when the text is not an RSpec JSON report. */
export function readRspecJson(text: string): RspecReport {
  const doc = record(JSON.parse(text));
  if (!doc || !Array.isArray(doc["examples"])) throw new Error("not an RSpec JSON report (no examples list)");
  const examples = (doc["examples"] as unknown[]).map(exampleOf).filter((e): e is RspecExample => e !== null);
  const summary = record(doc["summary"]);
  return {
    examples,
    messages: strings(doc["messages"]),
    exampleCount: num(summary?.["example_count"]),
    errorsOutsideOfExamples: num(summary?.["errors_outside_of_examples_count"]) ?? 0,
  };
}

function exampleOf(raw: unknown): RspecExample | null {
  const e = record(raw);
  if (!e) return null;
  const description = str(e["description"]) ?? "";
  return {
    id: str(e["id"]) ?? "",
    description,
    fullDescription: str(e["full_description"]) ?? description,
    status: str(e["status"]) ?? "",
    filePath: str(e["file_path"]),
    line: num(e["line_number"]),
    runTimeSeconds: num(e["run_time"]),
    pendingMessage: str(e["pending_message"]),
    exception: exceptionOf(e["exception"]),
    groups: Array.isArray(e["testcage_groups"]) ? strings(e["testcage_groups"]) : null,
    stdout: str(e["testcage_stdout"]),
    stderr: str(e["testcage_stderr"]),
  };
}

export interface RspecEvents {
  finished: RspecExample[];
  /** Examples that started but never finished (the run was killed while they ran). */
  unfinished: RspecExample[];
}

/** The formatter's JSON lines of example starts and ends; lines that are not records are skipped. */
export function readRspecEvents(text: string): RspecEvents {
  const finished: RspecExample[] = [];
  const open = new Map<string, RspecExample>();
  for (const line of text.split("\n")) {
    const raw = parseRecord(line);
    if (!raw) continue;
    const kind = record(raw)?.["testcage_event"];
    const ex = exampleOf(raw);
    if (!ex || ex.id === "") continue;
    if (kind === "started") open.set(ex.id, ex);
    if (kind === "finished") {
      open.delete(ex.id);
      finished.push(ex);
    }
  }
  return { finished, unfinished: [...open.values()] };
}

/** "./spec/a_spec.rb[1:10:2]" -> [1, 10, 2], for sorting into declaration order. */
export function scopedIndexes(id: string): number[] {
  const m = /\[([\d:]+)\]$/.exec(id);
  return m ? m[1]!.split(":").map(Number) : [];
}
