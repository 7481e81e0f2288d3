// go test: one test's output (log lines, panics, the process end).
// See index.ts for what the adapter captures and why.

import { outputLines } from "../../reports/go-json.js";

const FRAMING = /^=== (RUN|PAUSE|CONT|NAME|PASS|FAIL|SKIP|ATTR|ARTIFACTS)\b|^\s*--- (PASS|FAIL|SKIP|BENCH): /;
/** What the go command prints when the test binary dies: "signal: killed", "exit status 2". */
const PROCESS_END = /^(signal: [\w ]+|exit status \d+)$/;
const LOG_ENTRY = /^( +)(\S+\.go):(\d+): ?(.*)$/;
const PANIC = /^(panic: |fatal error: )/;
export const FRAME = /^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$/;

export interface LogEntry {
  file: string;
  line: number;
  text: string;
}

export interface TestOutput {
  entries: LogEntry[];
  /** Non-status lines, log entries unindented, without a panic trace. */
  stdout: string[];
  /** Every line but Go's "=== RUN" and "--- PASS" status lines. */
  stack: string[];
  /** From the first panic line to the end. */
  panic: string[] | null;
  processEnd: string | null;
}

export function analyse(output: string): TestOutput {
  const result: TestOutput = { entries: [], stdout: [], stack: [], panic: null, processEnd: null };
  let entry: { value: LogEntry; indent: number } | null = null;
  for (const line of outputLines(output)) {
    if (FRAMING.test(line)) {
      entry = null;
      continue;
    }
    result.stack.push(line);
    if (result.panic) {
      result.panic.push(line);
      continue;
    }
    if (PANIC.test(line)) {
      result.panic = [line];
      entry = null;
      continue;
    }
    if (PROCESS_END.test(line)) {
      result.processEnd = line;
      entry = null;
      continue;
    }
    const m = LOG_ENTRY.exec(line);
    if (m) {
      const value = { file: m[2]!, line: Number(m[3]), text: m[4]! };
      result.entries.push(value);
      entry = { value, indent: m[1]!.length };
      result.stdout.push(line.slice(entry.indent));
      continue;
    }
    // t.Log indents the continuation of a multi-line message deeper than its first line.
    if (entry && line.startsWith(" ".repeat(entry.indent + 1))) {
      const more = line.slice(entry.indent).replace(/^ {1,4}/, "");
      entry.value.text += `\n${more}`;
      result.stdout.push(line.slice(entry.indent));
      continue;
    }
    entry = null;
    result.stdout.push(line);
  }
  return result;
}

export function panicMessage(panic: readonly string[]): string {
  return (panic[0] ?? "").replace(/\s*\[recovered(?:, repanicked)?\]$/, "");
}
