// Exercism's JavaScript track conventions for the Exercism export (docs/results.md,
// "Exercism"): test_code is the body of the test's callback, dedented; with the
// exercise's `.meta/config.json` flag `flag.tests.task-per-describe`, the task id
// of a test is the 1-based index of its top-level describe block. The source is
// read with a small scanner (strings, template literals and comments skipped)
// rather than a parser: a test file the scanner cannot follow only loses
// test_code, never a result.

/** A describe/test/it call with a literal title, and where its callback body lies in the source. */
interface JsBlock {
  kind: "describe" | "test";
  title: string;
  /** Offset of the call, and of the callback's braces. */
  at: number;
  open: number;
  close: number;
  parent: JsBlock | null;
  /** 1-based position among the top-level describe blocks (0 when not under one). */
  top: number;
}

const CALL = /\b(describe|test|it)(?:\.(?:only|skip|concurrent|failing))?\s*\(\s*(['"`])/g;

/** End (exclusive) of the string literal starting at `at` (the quote), and its value. */
function readString(src: string, at: number): { end: number; value: string } | null {
  const quote = src[at]!;
  let value = "";
  for (let i = at + 1; i < src.length; i++) {
    const c = src[i]!;
    if (c === "\\") {
      value += src[i + 1] ?? "";
      i++;
    } else if (c === quote) return { end: i + 1, value };
    else if (quote === "`" && c === "$" && src[i + 1] === "{")
      return null; // an interpolated title
    else value += c;
  }
  return null;
}

/** Offset of the brace closing the one at `open`, skipping strings, template literals and comments. */
function matchBrace(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i]!;
    if (c === "'" || c === '"' || c === "`") {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === "\\" ? 2 : 1;
      i = j;
    } else if (c === "/" && src[i + 1] === "/") {
      const nl = src.indexOf("\n", i);
      i = nl < 0 ? src.length : nl;
    } else if (c === "/" && src[i + 1] === "*") {
      const end = src.indexOf("*/", i + 2);
      i = end < 0 ? src.length : end + 1;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return -1;
}

/** The describe/test blocks of a test file, outermost first in source order. */
export function jsBlocks(src: string): JsBlock[] {
  const blocks: JsBlock[] = [];
  let tops = 0;
  for (const m of src.matchAll(CALL)) {
    const quoteAt = m.index + m[0].length - 1;
    const title = readString(src, quoteAt);
    if (!title) continue;
    // The callback: `() => {`, `async () => {` or `function () {` after the title.
    const rest = /^\s*,\s*(?:async\s*)?(?:\([^)]*\)\s*=>|\w+\s*=>|function\s*\w*\s*\([^)]*\))\s*\{/.exec(
      src.slice(title.end, title.end + 300),
    );
    if (!rest) continue;
    const open = title.end + rest[0].length - 1;
    const close = matchBrace(src, open);
    if (close < 0) continue;
    let parent: JsBlock | null = null;
    for (const b of blocks) if (b.open < m.index && m.index < b.close) parent = b;
    const kind = m[1] === "describe" ? "describe" : "test";
    const top = parent ? parent.top : kind === "describe" ? ++tops : 0;
    blocks.push({ kind, title: title.value, at: m.index, open, close, parent, top });
  }
  return blocks;
}

function pathOf(b: JsBlock): string[] {
  const path: string[] = [];
  for (let p = b.parent; p; p = p.parent) path.unshift(p.title);
  return path;
}

/** The callback body between the braces, its first and last blank lines dropped and dedented. */
function bodyText(src: string, b: JsBlock): string {
  const lines = src.slice(b.open + 1, b.close).split(/\r?\n/);
  while (lines.length && lines[0]!.trim() === "") lines.shift();
  while (lines.length && lines[lines.length - 1]!.trim() === "") lines.pop();
  const cut = Math.min(...lines.filter((l) => l.trim() !== "").map((l) => /^[ \t]*/.exec(l)![0].length));
  return lines.map((l) => (l.trim() === "" ? "" : l.slice(Number.isFinite(cut) ? cut : 0))).join("\n");
}

export interface JsTestSource {
  testCode: string;
  /** 1-based top-level describe index; 0 outside any describe. */
  top: number;
  /** Offset of the test call, for source order. */
  at: number;
}

/** Finds a test by its describe path and title. */
export function findJsTest(blocks: JsBlock[], src: string, suite: string[], name: string): JsTestSource | null {
  const candidates = blocks.filter((b) => b.kind === "test" && b.title === name);
  const match =
    candidates.find((b) => pathOf(b).join("\u0000") === suite.join("\u0000")) ??
    (candidates.length === 1 ? candidates[0] : undefined);
  if (!match) return null;
  return { testCode: bodyText(src, match), top: match.top, at: match.at };
}

/** Whether the exercise's .meta/config.json sets Exercism's `flag.tests.task-per-describe`. */
export function taskPerDescribe(config: string | undefined): boolean {
  if (!config) return false;
  try {
    const parsed = JSON.parse(config) as { custom?: Record<string, unknown> };
    return parsed.custom?.["flag.tests.task-per-describe"] === true;
  } catch {
    return false;
  }
}
