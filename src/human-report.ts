// The CLI's closing report: counts, then each failure with file:line and the
// first lines of its message. Test text is cleaned of control characters so a
// test cannot repaint the terminal.

import type { RunResult } from "./model.js";
import { cleanText } from "./text.js";

const MESSAGE_LINES = 6;

export function humanReport(result: RunResult): string {
  const s = result.summary;
  const lines: string[] = [];
  const failing = result.tests.filter((t) => t.status === "failed" || t.status === "error");
  for (const t of failing) {
    const where = t.file ? `${t.file}${t.line ? `:${t.line}` : ""}` : "(location unknown)";
    lines.push(`${t.status === "error" ? "ERROR" : "FAIL"} ${cleanText(t.id)}`);
    lines.push(`  at ${cleanText(where)}`);
    const msg = cleanText(t.message ?? "")
      .split("\n")
      .slice(0, MESSAGE_LINES);
    for (const m of msg) if (m.trim()) lines.push(`  ${m}`);
  }
  for (const e of result.errors) {
    const where = e.file ? ` (${e.file}${e.line ? `:${e.line}` : ""})` : "";
    lines.push(`problem [${e.kind}]${where}: ${cleanText(e.message)}`);
  }
  if (lines.length) lines.push("");
  const fw = result.framework ? `${result.framework.name}, ` : "";
  const sb = result.sandbox ? `${result.sandbox.kind} sandbox, ` : "";
  lines.push(`testcage: ${result.status.toUpperCase()}: ${cleanText(result.message)}`);
  lines.push(`${fw}${sb}${(s.duration_ms / 1000).toFixed(1)} s`);
  // The plain closing line other tools read.
  lines.push(`${s.passed} passed, ${s.failed + s.errored} failed, ${s.skipped} skipped`);
  return lines.join("\n");
}
