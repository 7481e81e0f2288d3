// The JSON lines testcage's jest and vitest reporters append while a run goes on
// (src/harness/jest-reporter.ts and src/harness/vitest-reporter.ts):
// "file" lines shaped like a --json report's testResults entry, and
// "case-start" / "case-end" lines per test. jest and vitest write their json
// report only when the run ends, so for a run stopped at the timeout this is
// all there is: the finished files and tests keep their results, and the tests
// that started and never ended are the ones the run was stopped in.
// The file is written inside the sandbox, where a test can write it too: lines
// of an unknown shape are dropped, counts are capped, and the adapters read it
// only for a run that was stopped (already an error), never to judge a run that
// ended by itself.

import type { TestResult } from "../core/model.js";
import { unfinishedMessage, unfinishedTest } from "../core/unfinished.js";
import type { ParseInput } from "../core/adapter-types.js";
import { escapeRegExp } from "../core/text.js";
import { titleText } from "./jest-json.js";
import { fileRef, readAssertion, readJestFile, type JestAssertion, type JestFile } from "./jest-json.js";
import { parseRecord } from "./json-lines.js";

export interface StreamStart {
  file: string;
  suite: string[];
  title: string;
  /** Where the test is defined, when the framework says (vitest with --includeTaskLocation). */
  line: number | null;
}

export interface JestStream {
  /** The reporter's own first line was seen: the file is the harness's, not some other file. */
  started: boolean;
  /** Files that finished, complete. */
  files: JestFile[];
  /** Tests that finished, also in files that did not. */
  cases: { file: string; assertion: JestAssertion }[];
  begun: StreamStart[];
  /** vitest: the tests of each file as collected, in definition order, those that will run. */
  collected: { file: string; tests: StreamStart[] }[];
  /** vitest: files that ended (their tests come from `cases`). */
  ended: Set<string>;
}

const MAX_RECORDS = 200_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function startOf(doc: Record<string, unknown>): StreamStart | null {
  const { file, ancestorTitles, location } = doc;
  const title = titleText(doc["title"]);
  if (typeof file !== "string" || file === "" || title === null) return null;
  const line = isRecord(location) ? location["line"] : undefined;
  return {
    file,
    suite: Array.isArray(ancestorTitles) ? ancestorTitles.map(titleText).filter((t): t is string => t !== null) : [],
    title,
    line: typeof line === "number" && Number.isInteger(line) && line >= 1 ? line : null,
  };
}

/** Reads the lines of the stream whose first line names `format`; anything else is dropped. */
export function readJestStream(text: string, format: string): JestStream {
  const stream: JestStream = { started: false, files: [], cases: [], begun: [], collected: [], ended: new Set() };
  let records = 0;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (++records > MAX_RECORDS) break;
    const doc = parseRecord(line); // null for a line cut by the kill mid-write
    if (!doc) continue;
    if (doc["type"] === "start" && doc["format"] === format) stream.started = true;
    else if (doc["type"] === "file") {
      const file = readJestFile(doc);
      if (file) stream.files.push(file);
    } else if (doc["type"] === "case-start") {
      const start = startOf(doc);
      if (start) stream.begun.push(start);
    } else if (doc["type"] === "collected" && typeof doc["file"] === "string" && Array.isArray(doc["tests"])) {
      const file = doc["file"];
      const tests = doc["tests"]
        .slice(0, MAX_RECORDS)
        .map((t) => (isRecord(t) ? startOf({ ...t, file }) : null))
        .filter((t): t is StreamStart => t !== null);
      stream.collected.push({ file, tests });
    } else if (doc["type"] === "file-end" && typeof doc["file"] === "string") {
      stream.ended.add(doc["file"]);
    } else if (doc["type"] === "case-end" && typeof doc["file"] === "string") {
      const assertion = readAssertion(doc);
      if (assertion) stream.cases.push({ file: doc["file"], assertion });
    }
  }
  return stream;
}

/**
 * The files as a --json report would list them: finished files as they were
 * reported, and for files the run was stopped in, the tests that finished there.
 */
export function filesOfStream(stream: JestStream): JestFile[] {
  const complete = new Map<string, JestFile>();
  for (const f of stream.files) if (!complete.has(f.name)) complete.set(f.name, f);
  const partial = new Map<string, JestFile>();
  for (const { file, assertion } of stream.cases) {
    if (complete.has(file)) continue;
    const f = partial.get(file) ?? { name: file, status: "", message: "", assertions: [] };
    f.assertions.push(assertion);
    partial.set(file, f);
  }
  return [...complete.values(), ...partial.values()];
}

/**
 * The line of the test titled `title`: the first line with the title as a string
 * literal and a test/it call, else the first with the literal (a call broken
 * over two lines). Titles made from a template (test.each) are not found.
 */
export function definitionLine(source: string | undefined, title: string): number | null {
  if (source === undefined || title === "") return null;
  const literal = new RegExp(`(["'\`])${escapeRegExp(title)}\\1`);
  const lines = source.split("\n");
  let loose: number | null = null;
  for (const [i, l] of lines.entries()) {
    if (!literal.test(l)) continue;
    if (/\b(?:it|test)\b/.test(l)) return i + 1;
    loose ??= i + 1;
  }
  return loose;
}

/**
 * Tests that started and never ended, outside the files that finished: the run
 * was stopped in them. vitest can lose the start of the last test (its worker
 * sends updates on a throttle that may not fire again), so a file that was
 * collected and never ended, with no test seen starting, names its first
 * runnable test that did not end: tests of a file run one after another.
 */
export function unfinishedOfStream(stream: JestStream, input: ParseInput, framework: string): TestResult[] {
  const complete = new Set([...stream.files.map((f) => f.name), ...stream.ended]);
  const key = (file: string, suite: readonly string[], title: string): string => JSON.stringify([file, suite, title]);
  const ended = new Map<string, number>();
  for (const { file, assertion: a } of stream.cases) {
    const k = key(file, a.ancestorTitles, a.title);
    ended.set(k, (ended.get(k) ?? 0) + 1);
  }
  const message = unfinishedMessage(input, framework);
  const tests: TestResult[] = [];
  const running = new Set<string>();
  const unfinished = (b: StreamStart): void => {
    running.add(b.file);
    const ref = fileRef(b.file, input.projectPath);
    const line = b.line ?? (ref.rel === ref.abs ? null : definitionLine(input.readSource(ref.rel), b.title));
    tests.push(unfinishedTest({ file: ref.rel, suite: b.suite, name: b.title, line }, message));
  };
  const endedOnce = (counts: Map<string, number>, b: StreamStart): boolean => {
    const k = key(b.file, b.suite, b.title);
    const done = counts.get(k) ?? 0;
    if (done > 0) counts.set(k, done - 1);
    return done > 0;
  };
  const unmatched = new Map(ended);
  for (const b of stream.begun) {
    if (!complete.has(b.file) && !endedOnce(unmatched, b)) unfinished(b);
  }
  const left = new Map(ended);
  for (const { file, tests: collected } of stream.collected) {
    if (complete.has(file) || running.has(file)) continue;
    const next = collected.find((b) => !endedOnce(left, b));
    if (next) unfinished(next);
  }
  return tests;
}
