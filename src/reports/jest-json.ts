// The jest `--json` report, whose shape vitest's json reporter copies: a reader
// that checks every field (the file is written by the code under test), plus the
// mapping both adapters share: statuses, the failing line from a stack, messages,
// ids and the name filter.

import { basename } from "node:path";
import type { TestResult, TestStatus } from "../core/model.js";
import { escapeRegExp, firstLine, tidy } from "../core/text.js";
import { makeTestId, occurrences, parseTestId, repeated } from "../core/ids.js";

export interface JestLocation {
  line: number;
  column: number | null;
}

export interface JestAssertion {
  ancestorTitles: string[];
  title: string;
  /** Raw status: passed, failed, pending, skipped, todo, disabled, focused (jest); vitest adds none. */
  status: string;
  durationMs: number | null;
  failureMessages: string[];
  location: JestLocation | null;
}

export interface JestFile {
  /** The test file as the framework named it: an absolute path in the sandbox. */
  name: string;
  status: string;
  /** File-level failure text (jest: every failure of the file, formatted; vitest: the file's own error). */
  message: string;
  assertions: JestAssertion[];
}

export type JestReadResult = { ok: true; files: JestFile[] } | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function location(value: unknown): JestLocation | null {
  if (!isRecord(value)) return null;
  const line = num(value["line"]);
  if (line === null || line < 1) return null;
  const column = num(value["column"]);
  return { line: Math.floor(line), column: column === null ? null : Math.floor(column) };
}

/**
 * A test or describe title as jest shows it: jest 22's jasmine took any value as a title
 * (dayjs names tests `it([2010, 6], …)`) and its JSON report keeps the raw value, while
 * its own fullName is the value as text ("2010,6"). Null for anything else (an object).
 */
export function titleText(value: unknown): string | null {
  const primitive = (v: unknown): boolean => ["string", "number", "boolean", "bigint"].includes(typeof v);
  if (typeof value === "string") return value;
  if (primitive(value) || (Array.isArray(value) && value.every((v) => primitive(v) || v === null)))
    return String(value);
  return null;
}

/** One assertionResults entry; null when it has no title. */
export function readAssertion(value: unknown): JestAssertion | null {
  const title = isRecord(value) ? titleText(value["title"]) : null;
  if (!isRecord(value) || title === null) return null;
  return {
    ancestorTitles: Array.isArray(value["ancestorTitles"])
      ? value["ancestorTitles"].map(titleText).filter((t): t is string => t !== null)
      : [],
    title,
    status: str(value["status"]),
    durationMs: num(value["duration"]),
    failureMessages: strings(value["failureMessages"]),
    location: location(value["location"]),
  };
}

/** Parses the report; entries that do not have the expected shape are dropped, never trusted. */
export function readJestJson(text: string): JestReadResult {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    return { ok: false, problem: `not valid JSON (${(err as Error).message})` };
  }
  if (!isRecord(doc) || !Array.isArray(doc["testResults"])) {
    return { ok: false, problem: "no testResults array at the top level" };
  }
  const files = doc["testResults"].map(readJestFile).filter((f): f is JestFile => f !== null);
  return { ok: true, files };
}

/** One testResults entry; null when it names no file. */
export function readJestFile(entry: unknown): JestFile | null {
  if (!isRecord(entry) || typeof entry["name"] !== "string") return null;
  const raw: unknown[] = Array.isArray(entry["assertionResults"]) ? entry["assertionResults"] : [];
  return {
    name: entry["name"],
    status: str(entry["status"]),
    message: str(entry["message"]),
    assertions: raw.map(readAssertion).filter((a): a is JestAssertion => a !== null),
  };
}

/** A test file as reported (absolute) and as results name it (project-relative). */
export interface FileRef {
  abs: string;
  rel: string;
}

/** Project-relative when under the project; otherwise as reported (the engine drops what it cannot map). */
export function fileRef(name: string, projectPath: string): FileRef {
  const root = projectPath.replace(/\/+$/, "");
  const abs = name.replace(/\\/g, "/");
  return { abs, rel: abs.startsWith(`${root}/`) ? abs.slice(root.length + 1) : abs };
}

/** Code-point order, so the order of files does not depend on the machine's locale. */
export function byRelativePath<T extends { ref: FileRef }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.ref.rel < b.ref.rel ? -1 : a.ref.rel > b.ref.rel ? 1 : 0));
}

/** Where failures are looked for: locations come first in these texts, and regexes stay cheap on huge ones. */
const SCAN_CHARS = 512 * 1024;

function samePath(path: string, file: FileRef): boolean {
  return path === file.abs || (!path.startsWith("/") && path.replace(/^\.\//, "") === file.rel);
}

function decodeFileUrl(path: string): string {
  if (!path.startsWith("file://")) return path;
  try {
    return decodeURIComponent(path.slice("file://".length));
  } catch {
    return path.slice("file://".length);
  }
}

/** "at fn (path:line:col)" or "at path:line:col" -> path and line. */
function frame(line: string): { path: string; line: number } | null {
  const at = /^\s*at (.+)$/.exec(line);
  if (!at) return null;
  let loc = (at[1] ?? "").trim();
  const paren = /\(([^()]*)\)$/.exec(loc);
  if (paren) loc = paren[1] ?? "";
  const pos = /^(.*):(\d+):\d+$/.exec(loc);
  if (!pos) return null;
  return { path: decodeFileUrl(pos[1] ?? ""), line: Number(pos[2]) };
}

/**
 * The line where a failure surfaced in the test file itself: the first stack frame
 * in that file (frames above it are the framework's or the code under test's).
 */
export function lineInFile(text: string, file: FileRef): number | null {
  for (const l of text.slice(0, SCAN_CHARS).split("\n")) {
    const f = frame(l);
    if (f && samePath(f.path, file)) return f.line;
  }
  return null;
}

/**
 * Drops stack frames of the framework and of Node itself (node_modules, node:,
 * <anonymous>): dozens of them follow every failure and none says where to look.
 */
export function pruneStack(text: string): string {
  return text
    .split("\n")
    .filter((l) => !(/^\s*at /.test(l) && /(^|[\s(/])node_modules\/|[\s(]node:|\(<anonymous>\)$/.test(l)))
    .join("\n");
}

/**
 * "path:line:col" anywhere in free text (esbuild, babel and vite name errors like
 * that). A match starts only where a token starts, so a long hostile token costs
 * one pass, not one per character.
 */
export function positionInText(text: string, file: FileRef): number | null {
  const head = text.slice(0, SCAN_CHARS);
  for (const m of head.matchAll(/(?<![^\s()'"`])(?:file:\/\/)?([^\s()'"`:]+):(\d+):(\d+)/g)) {
    if (samePath(decodeFileUrl(m[1] ?? ""), file)) return Number(m[2]);
  }
  // Babel: "SyntaxError: /path/file.js: Unexpected token (2:12)"
  const babel = new RegExp(`${escapeRegExp(file.abs)}: [^\\n]*\\((\\d+):\\d+\\)`).exec(head);
  return babel ? Number(babel[1]) : null;
}

/** The error text above the stack, without the "Error: " a plain assertion adds nothing with. */
export function failureText(text: string): string | null {
  const lines = text.split("\n");
  const stackStart = lines.findIndex((l) => /^\s+at \S/.test(l));
  const head = (stackStart === -1 ? lines : lines.slice(0, stackStart)).join("\n");
  return tidy(head.replace(/^(Assertion)?Error: /, "")) ?? tidy(firstLine(text));
}

export function statusOf(status: string, failureMessages: readonly string[]): TestStatus {
  switch (status) {
    case "passed":
      return "passed";
    case "failed":
      return "failed";
    case "pending":
    case "skipped":
    case "todo":
    case "disabled":
      return "skipped";
    default:
      // A status this reader does not know is never counted as a pass.
      return failureMessages.length > 0 ? "failed" : "error";
  }
}

/** What a harness can add to a test that the json report lacks. */
export interface TestExtras {
  stdout: string | null;
  stderr: string | null;
  /** The expected/received diff of a failed assertion, when the report's message has none. */
  diff: string | null;
}

/** Identifies one test for joining side data: the same title can repeat, so count occurrences. */
export interface TestKey {
  file: string;
  suite: string[];
  name: string;
  occurrence: number;
}

/**
 * Tests of every file, files in path order and tests in report order (the order
 * they were defined in). Ids repeat when a file has two tests with the same
 * suite path and title; later ones get " [2]", " [3]" so ids stay unique.
 */
export function testsOf(
  files: readonly JestFile[],
  projectPath: string,
  extras?: (key: TestKey) => TestExtras | undefined,
): TestResult[] {
  const tests: TestResult[] = [];
  const countOf = occurrences();
  const sorted = byRelativePath(files.map((f) => ({ f, ref: fileRef(f.name, projectPath) })));
  for (const { f, ref } of sorted) {
    for (const a of f.assertions) {
      const baseId = makeTestId(ref.rel, a.ancestorTitles, a.title);
      const occurrence = countOf(baseId);
      const status = statusOf(a.status, a.failureMessages);
      const failed = status === "failed" || status === "error";
      const allText = a.failureMessages.join("\n\n");
      const extra = extras?.({ file: f.name, suite: a.ancestorTitles, name: a.title, occurrence });
      const message = failed ? (failureText(a.failureMessages[0] ?? "") ?? `unknown test status "${a.status}"`) : null;
      tests.push({
        id: makeTestId(ref.rel, a.ancestorTitles, repeated(a.title, occurrence)),
        name: a.title,
        suite: a.ancestorTitles,
        status,
        duration_ms: a.durationMs === null ? null : Math.round(a.durationMs),
        file: ref.rel,
        line: (failed ? lineInFile(allText, ref) : null) ?? a.location?.line ?? null,
        message:
          message !== null && extra?.diff
            ? `${message}\n\n${extra.diff}`
            : (message ?? (a.status === "todo" ? "todo" : null)),
        stack: failed ? tidy(pruneStack(allText)) : null,
        stdout: extra?.stdout ?? null,
        stderr: extra?.stderr ?? null,
        order: tests.length,
      });
    }
  }
  return tests;
}

/**
 * The filter of both frameworks: the files, and one anchored pattern over full
 * names (suite titles and test title joined by spaces, which is what
 * --testNamePattern / -t match). Names are case-insensitive in jest and a
 * name can repeat across the selected files, so this can select a few more
 * tests than asked for, never fewer.
 */
/** vitest's type-test files (`--typecheck`). */
const TYPECHECK_FILE = /\.(test|spec)-d\.[cm]?[jt]sx?$/;

export function nameFilter(ids: readonly string[]): { files: string[]; pattern: string | null } {
  const files = new Set<string>();
  const names = new Set<string>();
  for (const id of ids) {
    const parsed = parseTestId(id);
    if (!parsed) continue;
    if (parsed.file !== "") files.add(parsed.file);
    names.add([...parsed.suite, parsed.name].join(" "));
    // vitest's typecheck runner names a root suite after the file, which ids leave out.
    if (TYPECHECK_FILE.test(parsed.file)) names.add([basename(parsed.file), ...parsed.suite, parsed.name].join(" "));
    // " [2]" is how testsOf told repeated titles apart; the framework knows only the title.
    const repeat = /^(.*) \[\d+\]$/.exec(parsed.name);
    if (repeat) names.add([...parsed.suite, repeat[1] ?? ""].join(" "));
  }
  const pattern = names.size === 0 ? null : `^(?:${[...names].map(escapeRegExp).join("|")})$`;
  return { files: [...files], pattern };
}

/**
 * The 1-based line where a test titled `title` is defined (`test("title"`,
 * `it('title'`, `bench(\`title\``, with modifiers such as `.skip`), for
 * reports that give no location; null when it is not found exactly once.
 */
export function definitionLine(source: string, title: string): number | null {
  const call = /\b(?:test|it|bench)(?:\.\w+)*\s*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;
  let found: number | null = null;
  const lines = source.split("\n");
  for (let i = 0; i < lines.length; i++) {
    for (const m of lines[i]!.matchAll(call)) {
      const written = (m[2] ?? "").replace(/\\(.)/g, "$1");
      if (written !== title) continue;
      if (found !== null) return null;
      found = i + 1;
    }
  }
  return found;
}

/** The first line that says what went wrong, for one-line messages about a file. */
export function errorSummary(text: string): string {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && frame(l) === null && !/^(>\s*)?\d*\s*\|/.test(l));
  const named = lines.find((l) => /^[A-Z]\w*Error: /.test(l));
  if (named) return named;
  const first = lines[0] ?? "";
  const next = lines[1];
  return first.endsWith(":") && next !== undefined ? `${first} ${next}` : first;
}
