// The CLI's closing report: counts, then each failure with file:line and the
// first lines of its message. Test text goes through terminalText so a test
// cannot repaint the terminal (colour codes, a carriage return over the FAIL line).

import type { RunResult } from "../core/model.js";
import { terminalText } from "../core/text.js";

const MESSAGE_LINES = 6;

export function humanReport(result: RunResult): string {
  const s = result.summary;
  const lines: string[] = [];
  const failing = result.tests.filter((t) => t.status === "failed" || t.status === "error");
  for (const t of failing) {
    const where = t.file ? `${t.file}${t.line ? `:${t.line}` : ""}` : "(location unknown)";
    lines.push(`${t.status === "error" ? "ERROR" : "FAIL"} ${terminalText(t.id)}`);
    lines.push(`  at ${terminalText(where)}`);
    const msg = terminalText(t.message ?? "")
      .split("\n")
      .slice(0, MESSAGE_LINES);
    for (const m of msg) if (m.trim()) lines.push(`  ${m}`);
  }
  // A run held on disk keeps its first failures in memory; results.json has every one.
  const more = s.failed + s.errored - failing.length;
  if (result.testStore && more > 0) lines.push(`  ${more} more failed or errored tests in results.json`);
  for (const e of result.errors) {
    // The run's message is its first error's: said once, on the closing line.
    if (e.message === result.message) continue;
    // A report file's name is the workspace's, chosen by whoever wrote the reports.
    const where = e.file ? ` (${terminalText(e.file)}${e.line ? `:${e.line}` : ""})` : "";
    lines.push(`problem [${e.kind}]${where}: ${terminalText(e.message)}`);
  }
  const flaky = result.tests.filter((t) => t.flaky === true);
  for (const t of flaky.slice(0, 20)) {
    lines.push(`FLAKY ${terminalText(t.id)} (passed on attempt ${t.attempts?.length ?? "?"})`);
  }
  const flakyCount = result.testStore?.flaky ?? flaky.length;
  if (flakyCount > 20) lines.push(`  ${flakyCount - 20} more flaky tests in results.json`);
  if (result.cache?.hit) lines.push(`result cache: hit ${result.cache.key ?? ""}; nothing ran`);
  else if (result.cache?.note) lines.push(`result cache: ${terminalText(result.cache.note)}`);
  const c = result.comparison;
  if (c) {
    const n = c.counts;
    lines.push(
      `compared with ${terminalText(c.base.source)}: ${n.new_failures} new failures, ${n.fixed} fixed, ${n.still_failing} still failing, ${n.added} added, ${n.removed} removed`,
    );
    for (const id of c.new_failures.slice(0, 10)) lines.push(`  new: ${terminalText(id)}`);
  }
  if (lines.length) lines.push("");
  lines.push(`testcage: ${result.status.toUpperCase()}: ${terminalText(result.message)}`);
  // A run refused before it started (bad input, nothing detected) has no timing or counts to give.
  if (!result.framework && !result.sandbox && s.total === 0) return lines.join("\n");
  const fw = result.framework ? `${result.framework.name}, ` : "";
  const sb = result.sandbox ? `${result.sandbox.kind} sandbox, ` : "";
  lines.push(`${fw}${sb}${(s.duration_ms / 1000).toFixed(1)} s`);
  // The plain closing line other tools read; tests that errored (a timeout, a crash) are not failures.
  // Problems that are not tests (a file that could not be collected, a report missing) are
  // counted after it, so "0 errored" never reads as "nothing went wrong" beside them.
  const counts = `${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped, ${s.errored} errored`;
  lines.push(result.errors.length > 0 ? `${counts}; ${problemCount(result.errors)}` : counts);
  return lines.join("\n");
}

/** "1 problem (collection)", "3 problems (collection, report-missing)": each kind once, in order. */
function problemCount(errors: RunResult["errors"]): string {
  const kinds = [...new Set(errors.map((e) => e.kind))];
  return `${errors.length} ${errors.length === 1 ? "problem" : "problems"} (${kinds.join(", ")})`;
}
