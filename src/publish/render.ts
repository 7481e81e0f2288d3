// Markdown pieces shared by the check run output and the job summary. Every
// piece of test-provided text goes through escapeMarkdown or codeBlock (docs/architecture.md §5).

import type { Coverage, CoverageCount } from "../core/coverage-model.js";
import type { Comparison, InstallIsolation, RunError, RunResult, TestResult } from "../core/model.js";
import { byCodeUnit, firstLine } from "../core/text.js";
import { displayName } from "./annotations.js";
import { baseId, baseName, type FailureGroup } from "./groups.js";
import { blobUrl, type GitHubContext } from "./context.js";
import { byteLength, truncateBytes } from "./limits.js";
import { codeBlock, details, escapeMarkdown } from "./markdown.js";

/** What the publisher knows beyond the result. */
export interface SummaryExtras {
  /** Files the pull request changed: their failures come first. */
  changedFiles?: ReadonlySet<string>;
}

/** Markdown blocks separated by blank lines, empty ones left out. */
export const joinParts = (parts: string[]): string => parts.filter(Boolean).join("\n\n");

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${Math.round(s - m * 60)} s`;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The check run's title: a person knows the outcome from it alone, and with a base, what changed. */
export function checkTitle(result: RunResult): string {
  const s = result.summary;
  if (result.status === "error") {
    const kind = result.errors[0]?.kind ?? "error";
    return `Tests could not be judged (${kind})`;
  }
  const c = result.comparison?.counts;
  if (result.status === "pass") {
    return `${plural(s.passed, "test")} passed${s.skipped ? `, ${s.skipped} skipped` : ""}${c?.fixed ? `, ${c.fixed} fixed` : ""}`;
  }
  const parts = c ? [c.new_failures ? plural(c.new_failures, "new failure") : "no new failures"] : [];
  parts.push(`${s.failed} failed`);
  if (s.errored) parts.push(`${s.errored} errored`);
  parts.push(`${s.passed} passed`);
  if (s.skipped) parts.push(`${s.skipped} skipped`);
  if (c?.fixed) parts.push(`${c.fixed} fixed`);
  return parts.join(", ");
}

export function headline(result: RunResult): string {
  const icon = result.status === "pass" ? "✅" : result.status === "fail" ? "❌" : "⚠️";
  const took = formatDuration(result.summary.duration_ms);
  if (result.status === "error")
    return `${icon} **${escapeMarkdown(checkTitle(result))}**: ${escapeMarkdown(firstLine(result.message))}`;
  return `${icon} **${escapeMarkdown(checkTitle(result))}** in ${took}`;
}

export function countsTable(result: RunResult): string {
  const s = result.summary;
  return [
    "| total | passed | failed | errored | skipped | duration |",
    "|---:|---:|---:|---:|---:|---:|",
    `| ${s.total} | ${s.passed} | ${s.failed} | ${s.errored} | ${s.skipped} | ${formatDuration(s.duration_ms)} |`,
  ].join("\n");
}

/** Framework and sandbox as actually applied, so a reader knows how much to trust the run. */
export function runFacts(result: RunResult): string {
  const lines: string[] = [];
  if (result.framework) {
    lines.push(
      `- **Framework:** ${escapeMarkdown(result.framework.name)} (${escapeMarkdown(result.framework.reason)})`,
    );
    for (const note of result.framework.notes ?? []) lines.push(`- ⚠️ ${escapeMarkdown(note)}`);
  }
  const sb = result.sandbox;
  if (sb) {
    const iso = sb.isolation;
    const net = iso.network === "none" ? "no network" : "host network";
    lines.push(
      `- **Sandbox:** ${sb.kind}: ${net}${iso.network_method ? ` (${escapeMarkdown(iso.network_method)})` : ""}, ${iso.filesystem === "container" ? "container file system" : "temporary copy"}, scrubbed environment`,
    );
    const c = sb.container;
    if (c) {
      lines.push(
        `- **Container:** ${escapeMarkdown(c.image)}, runtime ${c.runtime}, user ${escapeMarkdown(c.user)}, memory ${escapeMarkdown(c.memory)}, cpus ${escapeMarkdown(c.cpus)}, pids ${c.pids_limit ?? "unlimited"}, /tmp ${escapeMarkdown(c.tmpfs_size)}${c.read_only_root ? ", read-only root" : ""}`,
      );
    }
    const install = iso.install;
    if (install) lines.push(`- **Install phase:** ${installFacts(install)}`);
    const cache = sb.cache;
    if (cache && (cache.layers.length || cache.mode !== "run")) {
      const layers = cache.layers.map((l) => escapeMarkdown(l.name)).join(", ");
      lines.push(
        `- **Build caches:** ${cache.mode}${layers ? `, from the runner's ${layers} (read-only layers, nothing kept)` : cache.mode === "off" ? ", started empty" : ""}`,
      );
    }
    for (const note of iso.notes) lines.push(`- ⚠️ ${escapeMarkdown(note)}`);
  }
  if (result.trust?.mode === "trusted-tests") {
    lines.push(
      `- **Trusted tests** from ${escapeMarkdown(result.trust.tests_from)}: ${escapeMarkdown(result.trust.notes.join(" "))}`,
    );
  }
  if (result.groups) {
    const groups = Object.entries(result.groups)
      .map(([name, g]) => `${escapeMarkdown(name)} ${g.passed}/${g.total}`)
      .join(", ");
    const at = result.checkpoint ? ` (checkpoint ${escapeMarkdown(result.checkpoint.name)})` : "";
    lines.push(`- **Groups${at}:** ${groups || "none"} passed`);
  }
  if (result.working_directory !== ".")
    lines.push(`- **Working directory:** ${escapeMarkdown(result.working_directory)}`);
  return lines.join("\n");
}

/** What the install phase could reach, in a line: host names the install chose are hostile text, so escaped and few. */
function installFacts(install: InstallIsolation): string {
  const list = (hosts: readonly string[]): string =>
    escapeMarkdown(hosts.slice(0, 5).join(", ") + (hosts.length > 5 ? ` and ${hosts.length - 5} more` : ""));
  const where =
    install.network === "registries"
      ? "package registries only (egress proxy)"
      : install.network === "none"
        ? "no network"
        : install.network === "container"
          ? "the service container's networks, unfiltered"
          : "the host's network, unfiltered";
  return [
    where,
    install.reached.length ? `reached ${list(install.reached)}` : "",
    install.refused.length ? `refused ${list(install.refused)}` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function location(t: { file?: string | null; line?: number | null }, ctx: GitHubContext | null): string {
  if (!t.file) return "";
  const label = escapeMarkdown(`${t.file}${t.line ? `:${t.line}` : ""}`);
  return ctx ? `[${label}](${blobUrl(ctx, t.file, t.line ?? null)})` : label;
}

export type Detail = "full" | "message" | "line";

const MESSAGE_CAP = { full: 8 * 1024, message: 2 * 1024 } as const;
const STREAM_CAP = 4 * 1024;
/** The case ids of a group are a list to scan, not to read whole: 2 KiB of them at most. */
const CASES_CAP = 2 * 1024;

/** "137 × test_many[…]" or the one test's name. */
function groupTitle(g: FailureGroup): string {
  return `${g.tests.length > 1 ? `${g.tests.length} × ` : ""}${escapeMarkdown(g.label)}`;
}

function caseList(g: FailureGroup): string {
  const ids: string[] = [];
  let used = 0;
  for (const id of g.cases) {
    const item = escapeMarkdown(id) || "(empty)";
    if (used + item.length > CASES_CAP) break;
    ids.push(item);
    used += item.length + 2;
  }
  const rest = g.cases.length - ids.length;
  return ids.join(", ") + (rest ? `, … and ${rest} more` : "");
}

/** One group of failed or errored tests at the given level of detail; a group of one is one test. */
export function groupSection(g: FailureGroup, ctx: GitHubContext | null, detail: Detail): string {
  const t = g.tests[0]!;
  const where = location(g, ctx);
  const mark = g.status === "error" ? "💥" : "❌";
  if (detail === "line") {
    const msg = g.shape ? `: ${escapeMarkdown(truncateBytes(g.shape, 200))}` : "";
    return `- ${mark} ${groupTitle(g)}${where ? ` (${where})` : ""}${msg}`;
  }
  const parts = [`#### ${mark} ${groupTitle(g)}`];
  if (where) parts.push(`at ${where}`);
  if (g.tests.length > 1) {
    parts.push(details(`${g.tests.length} cases`, caseList(g)));
    parts.push(`First case, ${escapeMarkdown(displayName(t))}:`);
  }
  if (t.message) parts.push(codeBlock(truncateBytes(t.message, MESSAGE_CAP[detail], "\n…")));
  if (detail === "full") {
    if (t.stack && t.stack !== t.message)
      parts.push(details("Stack", codeBlock(truncateBytes(t.stack, 16 * 1024, "\n…"))));
    if (t.stdout) parts.push(details("stdout", codeBlock(truncateBytes(t.stdout, STREAM_CAP, "\n…"))));
    if (t.stderr) parts.push(details("stderr", codeBlock(truncateBytes(t.stderr, STREAM_CAP, "\n…"))));
  }
  return parts.join("\n\n");
}

/**
 * Group sections within a byte budget: full detail while it fits, then the
 * message only, then one line each, then a count of the rest (never cut mid-group).
 */
export function groupsWithin(
  groups: readonly FailureGroup[],
  ctx: GitHubContext | null,
  budget: number,
  start: Detail = "full",
): string {
  const order: Detail[] =
    start === "full" ? ["full", "message", "line"] : start === "message" ? ["message", "line"] : ["line"];
  const out: string[] = [];
  let used = 0;
  let i = 0;
  for (const g of groups) {
    // Leave room for the "n more" line.
    const room = budget - used - 200;
    let placed = false;
    for (const d of order) {
      const section = groupSection(g, ctx, d);
      const size = byteLength(section) + 2;
      if (size <= room) {
        out.push(section);
        used += size;
        placed = true;
        break;
      }
    }
    if (!placed) break;
    i++;
  }
  if (i < groups.length) {
    const left = groups.slice(i).reduce((n, g) => n + g.tests.length, 0);
    out.push(`_…and ${left} more failed or errored tests: see results.json in the artifact._`);
  }
  return out.join("\n\n");
}

/** The distinct failures as a table a person scans first: count, test, where, first line of the message. */
export function distinctFailures(
  groups: readonly FailureGroup[],
  ctx: GitHubContext | null,
  comparison: Comparison | null = null,
  max = 10,
): string {
  if (groups.length === 0) return "";
  const fresh = new Set(comparison?.new_failures ?? []);
  const rows = groups.slice(0, max).map((g) => {
    const mark = g.status === "error" ? "💥" : "❌";
    const msg = escapeMarkdown(truncateBytes(g.shape, 160));
    // Marked when any of its tests is a new failure since the base.
    const isNew = g.tests.some((t) => fresh.has(t.id)) ? "🆕 " : "";
    return `| ${mark} ${g.tests.length} | ${isNew}${escapeMarkdown(truncateBytes(g.label, 160))} | ${location(g, ctx) || "–"} | ${msg || "–"} |`;
  });
  const head = `**${plural(groups.length, "distinct failure")}**${groups.length > max ? ` (the first ${max})` : ""}:`;
  return [head, "", "| tests | test | where | message |", "|---:|---|---|---|", ...rows].join("\n");
}

/**
 * Test ids as lines a reader scans, the cases of one parametrized test folded
 * into one line ("50 × test_b[…] (test_b.py:7)"): by name and place when this
 * run has the test, else by the id (removed tests).
 */
function idLines(
  ids: readonly string[],
  total: number,
  max: number,
  byId: ReadonlyMap<string, TestResult>,
  ctx: GitHubContext | null,
): string {
  const families = new Map<string, { first: string; n: number }>();
  for (const id of ids) {
    const t = byId.get(id);
    const key = t ? `${t.file ?? ""}\u0000${baseName(t)}` : baseId(id);
    const family = families.get(key);
    if (family) family.n++;
    else families.set(key, { first: id, n: 1 });
  }
  const shown = [...families.values()].slice(0, max);
  const lines = shown.map(({ first, n }) => {
    const t = byId.get(first);
    const name = t ? (n > 1 ? baseName(t) : displayName(t)) : n > 1 ? baseId(first) : first;
    const where = t ? location(t, ctx) : "";
    return `- ${n > 1 ? `${n} × ` : ""}${escapeMarkdown(truncateBytes(name, 300))}${where ? ` (${where})` : ""}`;
  });
  const left = total - shown.reduce((sum, f) => sum + f.n, 0);
  if (left > 0) lines.push(`- _…and ${left} more: see \`comparison\` in results.json._`);
  return lines.join("\n");
}

/**
 * What changed since the base run: one line of counts, then the new failures
 * and fixed tests by name, added and removed tests collapsed.
 */
export function comparisonSection(result: RunResult, ctx: GitHubContext | null, max = 10): string {
  const c = result.comparison;
  if (!c) return "";
  const byId = new Map(result.tests.map((t) => [t.id, t]));
  const n = c.counts;
  const line = [
    plural(n.new_failures, "new failure"),
    `${n.fixed} fixed`,
    `${n.still_failing} still failing`,
    `${n.added} added`,
    `${n.removed} removed`,
  ].join(" · ");
  const parts = [
    `**Since ${escapeMarkdown(c.base.source)}** (${c.base.total} tests, ${c.base.failed} failing): ${line}`,
  ];
  if (n.new_failures) parts.push(`🆕 New failures:\n\n${idLines(c.new_failures, n.new_failures, max, byId, ctx)}`);
  if (n.fixed) parts.push(`✅ Fixed:\n\n${idLines(c.fixed, n.fixed, max, byId, ctx)}`);
  if (n.added) parts.push(details(`${n.added} added`, idLines(c.added, n.added, 50, byId, ctx)));
  if (n.removed) parts.push(details(`${n.removed} removed`, idLines(c.removed, n.removed, 50, byId, ctx)));
  return parts.join("\n\n");
}

export function errorsByKind(errors: readonly RunError[], ctx: GitHubContext | null): string {
  if (errors.length === 0) return "";
  const lines = ["### Errors"];
  for (const e of errors) {
    const where = location(e, ctx);
    lines.push(
      `- **${e.kind}**${where ? ` (${where})` : ""}: ${escapeMarkdown(truncateBytes(firstLine(e.message), 500))}`,
    );
    if (e.details?.trim())
      lines.push("", details(`${e.kind} details`, codeBlock(truncateBytes(e.details, 8 * 1024, "\n…"))), "");
  }
  return lines.join("\n");
}

/** A result from the result cache says so first: nothing ran for it. */
export function cacheNote(result: RunResult): string {
  const c = result.cache;
  if (!c) return "";
  if (c.hit)
    return `> ♻️ From the result cache (key ${escapeMarkdown((c.key ?? "").slice(0, 16))}): nothing ran; the project, command and options are those of the stored run.`;
  return c.note ? `> Result cache: ${escapeMarkdown(c.note)}` : "";
}

const pct = (c: CoverageCount | null): string =>
  c === null ? "–" : `${c.percent === null ? "–" : `${c.percent.toFixed(2)}%`} (${c.covered}/${c.total})`;

function rangeList(ranges: readonly [number, number][], max = 8): string {
  const shown = ranges.slice(0, max).map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`));
  return shown.join(", ") + (ranges.length > max ? `, … (${ranges.length - max} more)` : "");
}

/** Coverage totals, and the files with the lowest line coverage with their uncovered ranges. */
export function coverageSection(
  coverage: Coverage | null | undefined,
  ctx: GitHubContext | null,
  worst: number,
): string {
  if (!coverage) return "";
  const head = `### Coverage${coverage.format ? ` (${coverage.format})` : ""}`;
  if (coverage.problem && coverage.files.length === 0) return `${head}\n\n⚠️ ${escapeMarkdown(coverage.problem)}`;
  const rows = [
    "| lines | statements | branches | functions |",
    "|---:|---:|---:|---:|",
    `| ${pct(coverage.lines)} | ${pct(coverage.statements)} | ${pct(coverage.branches)} | ${pct(coverage.functions)} |`,
  ];
  const parts = [head, rows.join("\n")];
  const ranked = coverage.files
    .filter((f) => f.lines && f.lines.percent !== null && f.lines.percent < 100)
    .sort((a, b) => a.lines!.percent! - b.lines!.percent! || byCodeUnit(a.file, b.file))
    .slice(0, worst);
  if (worst > 0 && ranked.length) {
    parts.push(
      [
        `Lowest line coverage (${ranked.length} of ${coverage.files.length} files):`,
        "",
        "| file | lines | uncovered lines |",
        "|---|---:|---|",
        ...ranked.map(
          (f) =>
            `| ${location({ file: f.file, line: f.uncovered_lines[0]?.[0] ?? null }, ctx)} | ${pct(f.lines)} | ${rangeList(f.uncovered_lines)} |`,
        ),
      ].join("\n"),
    );
  }
  if (coverage.problem) parts.push(`⚠️ ${escapeMarkdown(coverage.problem)}`);
  return parts.join("\n\n");
}
