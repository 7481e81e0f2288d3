// A reader for the JSON lines testcage's ExUnit formatter writes
// (src/harness/exunit-formatter.ts). Every line comes out of the sandbox: lines
// that are not JSON objects, or lack what a record needs, are skipped.

import { parseRecord } from "./json-lines.js";

export interface ExunitTest {
  module: string;
  /** ExUnit's full name: "test <describe> <name>", or "doctest Mod.fun/1 (1)". */
  name: string;
  describe: string | null;
  /** As ExUnit knows it: absolute in the sandbox. */
  file: string | null;
  line: number | null;
  state: "passed" | "failed" | "error" | "skipped" | "excluded" | "invalid";
  reason: string | null;
  timeUs: number | null;
  /** ExUnit's own formatted failure, as the CLI formatter prints it (no colors). */
  message: string | null;
  /** "path:line" of stack frames, innermost first; paths relative to the project. */
  frames: string[];
}

export interface ExunitModuleFailure {
  module: string;
  file: string | null;
  message: string | null;
  frames: string[];
}

export interface ExunitEvents {
  started: boolean;
  finished: boolean;
  tests: ExunitTest[];
  /** Tests that started, in start order (finished ones too). */
  starts: Pick<ExunitTest, "module" | "name" | "describe" | "file" | "line">[];
  moduleFailures: ExunitModuleFailure[];
}

const STATES = new Set(["passed", "failed", "error", "skipped", "excluded", "invalid"]);

function str(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

function int(v: unknown): number | null {
  return typeof v === "number" && Number.isInteger(v) ? v : null;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

export function readExunitEvents(text: string): ExunitEvents {
  const out: ExunitEvents = { started: false, finished: false, tests: [], starts: [], moduleFailures: [] };
  for (const line of text.split("\n")) {
    const rec = parseRecord(line);
    if (!rec) continue;
    switch (rec["event"]) {
      case "suite_started":
        out.started = true;
        break;
      case "suite_finished":
        out.finished = true;
        break;
      case "test": {
        const name = str(rec["name"]);
        const state = str(rec["state"]);
        if (name === null || state === null || !STATES.has(state)) break;
        out.tests.push({
          module: str(rec["module"]) ?? "",
          name,
          describe: str(rec["describe"]),
          file: str(rec["file"]) || null,
          line: int(rec["line"]),
          state: state as ExunitTest["state"],
          reason: str(rec["reason"]),
          timeUs: int(rec["time_us"]),
          message: str(rec["message"]),
          frames: strings(rec["frames"]),
        });
        break;
      }
      case "test_started": {
        const name = str(rec["name"]);
        if (name === null) break;
        out.starts.push({
          module: str(rec["module"]) ?? "",
          name,
          describe: str(rec["describe"]),
          file: str(rec["file"]) || null,
          line: int(rec["line"]),
        });
        break;
      }
      case "module_failed":
        out.moduleFailures.push({
          module: str(rec["module"]) ?? "",
          file: str(rec["file"]),
          message: str(rec["message"]),
          frames: strings(rec["frames"]),
        });
        break;
      default:
        break;
    }
  }
  return out;
}
