// A Python test file read as text: its classes and defs found in one pass, and a
// test's definition in it (the def line, its body, the decorators above it and its
// classes). Tags (src/select/tags.ts: pytest markers) and the Exercism export
// (src/formats/exercism.ts: test_code, task ids) both read pytest's tests this way,
// because pytest's JUnit report has neither markers nor source.

import type { TestResult } from "./model.js";
import { minOf } from "./arrays.js";

/** A Python test's definition in its file: the def line, its body and the markers above it and its class. */
interface PythonDef {
  line: number;
  body: string;
  decorators: string;
}

const indentOf = (line: string): number => /^[ \t]*/.exec(line)![0].length;
const blank = (line: string): boolean => line.trim() === "" || line.trim().startsWith("#");

/** Decorator text above line index `at` (the def or class line), up to the previous statement. */
function decoratorsAbove(lines: string[], at: number): string {
  const own = indentOf(lines[at]!);
  const out: string[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (l.trim() === "") break;
    // A decorator's closing bracket at the def's indent belongs to it (a multi-line parametrize).
    if (indentOf(l) === own && !/^[@#)\]}]/.test(l.trim())) break;
    if (indentOf(l) < own) break;
    out.unshift(l);
  }
  return out.join("\n");
}

/** Body lines of the block opened at line index `at`, dedented, with trailing blank lines removed. */
function blockBody(lines: string[], at: number): string {
  const own = indentOf(lines[at]!);
  // The header may span lines (a long signature): the body starts after the line ending in ":".
  let start = at;
  while (start < lines.length && !/:\s*(#.*)?$/.test(lines[start]!)) start++;
  const body: string[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.trim() !== "" && indentOf(l) <= own) break;
    body.push(l);
  }
  while (body.length && body[body.length - 1]!.trim() === "") body.pop();
  // minOf, not Math.min(...): a 2 MiB source has lines enough to overflow a spread.
  const cut = minOf(body.filter((l) => l.trim() !== "").map(indentOf), 0);
  return body.map((l) => (l.trim() === "" ? "" : l.slice(cut))).join("\n");
}

/** A Python file's classes and defs, found in one pass: looking tests up in it costs no rescan per test. */
export interface PythonIndex {
  lines: string[];
  /** def name -> each definition with its enclosing classes (outermost first) and their lines. */
  defs: Map<string, { at: number; classes: string[]; classLines: number[] }[]>;
  /** class name -> line index of its first definition. */
  classes: Map<string, number>;
}

export function indexPython(source: string): PythonIndex {
  const lines = source.split(/\r?\n/);
  const defs: PythonIndex["defs"] = new Map();
  const classes: PythonIndex["classes"] = new Map();
  // The enclosing classes of each line, by indentation.
  const stack: { name: string; indent: number; at: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (blank(l)) continue;
    const ind = indentOf(l);
    while (stack.length && stack[stack.length - 1]!.indent >= ind) stack.pop();
    const cls = /^\s*class\s+(\w+)/.exec(l);
    if (cls) {
      stack.push({ name: cls[1]!, indent: ind, at: i });
      if (!classes.has(cls[1]!)) classes.set(cls[1]!, i);
      continue;
    }
    const def = /^\s*(?:async\s+)?def\s+([^\s(]+)\s*\(/.exec(l);
    if (!def) continue;
    const list = defs.get(def[1]!) ?? [];
    list.push({ at: i, classes: stack.map((c) => c.name), classLines: stack.map((c) => c.at) });
    defs.set(def[1]!, list);
  }
  return { lines, defs, classes };
}

export function findPythonDef(source: string | PythonIndex, t: TestResult): PythonDef | null {
  const index = typeof source === "string" ? indexPython(source) : source;
  const { lines } = index;
  const candidates = index.defs.get(t.name.replace(/\[.*$/, "")) ?? [];
  const suite = t.suite.join(".");
  const match =
    candidates.find((c) => c.classes.join(".") === suite) ??
    candidates.find((c) => c.classes[c.classes.length - 1] === t.suite[t.suite.length - 1]) ??
    candidates[0];
  if (!match) return null;
  const decorators = [...match.classLines.map((at) => decoratorsAbove(lines, at)), decoratorsAbove(lines, match.at)];
  return { line: match.at + 1, body: blockBody(lines, match.at), decorators: decorators.join("\n") };
}

/** How much source text the indexes kept for reuse may hold, in characters. */
const KEPT_CHARS = 16 * 1024 * 1024;
const kept = new Map<string, PythonIndex>();
let keptChars = 0;

/**
 * indexPython, once per text: a run looks its test files up for tags and again for the
 * Exercism export, and src/core/source.ts hands both the same text. The least recently used
 * indexes are let go past KEPT_CHARS.
 */
export function pythonIndex(source: string): PythonIndex {
  const known = kept.get(source);
  if (known) {
    kept.delete(source);
    kept.set(source, known);
    return known;
  }
  const index = indexPython(source);
  if (source.length > KEPT_CHARS) return index;
  kept.set(source, index);
  keptChars += source.length;
  for (const old of kept.keys()) {
    if (keptChars <= KEPT_CHARS) break;
    kept.delete(old);
    keptChars -= old.length;
  }
  return index;
}
