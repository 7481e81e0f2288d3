// A table-driven Go subtest's test_code as Exercism's Go test runner gives it
// (docs/results.md, "Exercism"): the test function with its table replaced by the one
// case the subtest ran (`tt := struct{…}{name: "…", …}`) and the `for … range` loop by
// the body of its `t.Run` function literal. The shapes it takes are the runner's:
//
// - the first `for _, V := range X` among the function's statements, whose first
//   statement is `<t>.Run(V.<key>, func(…) {…})`;
// - X defined in the function (`X := []T{…}`, the definition kept where it was) or a
//   package-level `var X = []T{…}` in cases_test.go beside the test file (the case put
//   first in the function), as Exercism's generated exercises have it;
// - the case: the element holding the table's first string literal field, keyed or (for
//   an anonymous struct) positional, equal to the subtest's name quoted as Go quotes it
//   (go test's underscores kept or as spaces), when that field is the one t.Run names
//   subtests by.
//
// Anything else gives null and the export keeps the whole function, as the runner does.
// Spacing follows gofmt's rule for the moved pieces (a blank line where the source
// lines they came from are more than one apart); comments in the parts cut away are
// left out. Written for gofmt-formatted files: a layout gofmt would not give also gives
// null.

import { goTokens, matching, nesting, splitTop, type GoToken } from "./go-tokens.js";

/** A function's code (doc comments, then `func`, as exercism-go.ts takes it) analysed once for all its subtests. */
export type SubtestCut = (sub: string) => string | null;

interface Table {
  /** Source of the table: the function's code or cases_test.go. */
  src: string;
  lines: string[];
  tokens: GoToken[];
  /** Element type tokens [from, to) (the `T` of `[]T`). */
  elt: [number, number];
  /** Line (0-based) where the definition starts. */
  defLine: number;
  /** Each element's braces [open, close] token indexes, or null for an element that is not a composite literal. */
  elements: Array<[number, number] | null>;
  /** Field names of an anonymous struct element type, for positional elements; null otherwise. */
  fieldNames: string[] | null;
}

interface Chunk {
  text: string;
  /** First and last line it came from, in its source's lines. */
  from: number;
  to: number;
}

const isOp = (t: GoToken | undefined, text: string): boolean => t?.kind === "op" && t.text === text;
const RECEIVER_OPS = new Set([".", "(", ")", "[", "]", ","]);

/**
 * What cuts a subtest's case out of `code` (one function, doc comments first), given
 * cases_test.go beside it when there is one. null when the function has no table loop
 * of the runner's shape.
 */
export function goSubtestCut(code: string, casesFile: string | undefined): SubtestCut | null {
  // The test files are the project's, so hostile: a shape this reading did not foresee
  // keeps the whole function rather than costing the run its export.
  try {
    const cut = analyse(code, casesFile);
    if (!cut) return null;
    return (sub) => {
      try {
        return cut(sub);
      } catch {
        return null;
      }
    };
  } catch {
    return null;
  }
}

function analyse(code: string, casesFile: string | undefined): SubtestCut | null {
  const tokens = goTokens(code);
  if (!tokens) return null;
  const lines = code.split("\n");
  const fn = tokens.findIndex((t) => t.kind === "keyword" && t.text === "func");
  if (fn === -1 || tokens[fn + 1]?.kind !== "ident" || !isOp(tokens[fn + 2], "(")) return null;
  const params = matching(tokens, fn + 2);
  if (params === -1) return null;
  const open = tokens.findIndex((t, k) => k > params && isOp(t, "{"));
  const close = open === -1 ? -1 : matching(tokens, open);
  if (close === -1) return null;
  const statements = splitTop(tokens, open + 1, close, "semi");
  const loop = statements.findIndex(([a]) => tokens[a]!.kind === "keyword" && tokens[a]!.text === "for");
  const range = loop === -1 ? null : rangeLoop(tokens, statements[loop]!);
  if (!range) return null;
  // X defined in the function: `X := …` among the statements before the loop.
  const defined = statements.findIndex(
    ([a, b], k) =>
      k < loop &&
      b - a > 2 &&
      tokens[a]!.kind === "ident" &&
      tokens[a]!.text === range.over &&
      isOp(tokens[a + 1], ":="),
  );
  let table: Table | null;
  let local: [number, number] | null = null;
  if (defined !== -1) {
    local = statements[defined]!;
    table = tableAt({ src: code, lines, tokens }, local[0] + 2, local[1], tokens[local[0]]!.line);
  } else {
    table = casesFile === undefined ? null : packageTable(casesFile, range.over);
  }
  if (!table) return null;
  const found = caseIndex(table, range.key);
  if (!found) return null;

  // The pieces of the function kept as they are, and the loop body moved out two levels.
  const braceLine = tokens[open]!.line;
  const loopFirst = tokens[statements[loop]![0]]!.line;
  const loopLast = tokens[statements[loop]![1] - 1]!.endLine;
  const rbraceLine = tokens[close]!.line;
  if (lines[braceLine]!.trimEnd().endsWith("{") === false || tokens[close]!.start !== lineStart(lines, rbraceLine))
    return null;
  if (range.bodyOpenLine === range.bodyCloseLine) return null;
  const body = region(lines, range.bodyOpenLine + 1, range.bodyCloseLine - 1, tokens);
  const bodyDepth = depthOf(lines[body?.from ?? range.bodyOpenLine + 1] ?? "");
  const movedBody = body && { ...body, text: reindent(body.text, body.from, 1 - bodyDepth, tokens, true) };
  const after = region(lines, loopLast + 1, rbraceLine - 1, tokens);
  const head = lines.slice(0, braceLine + 1).join("\n");
  const closing: Chunk = { text: "}", from: rbraceLine, to: rbraceLine };

  // A local table stays where it was, between what came before and after it; a
  // cases_test.go table is put first.
  const defLines = local && [tokens[local[0]]!.line, tokens[local[1] - 1]!.endLine];
  if (local && tokens[local[0]]!.start !== lineStart(lines, defLines![0]!, true)) return null;
  if (tokens[statements[loop]![0]]!.start !== lineStart(lines, loopFirst, true)) return null;
  const before = region(lines, braceLine + 1, (defLines ? defLines[0]! : loopFirst) - 1, tokens);
  const between = defLines ? region(lines, defLines[1]! + 1, loopFirst - 1, tokens) : null;

  const cuts = new Map<number, string>();
  return (sub) => {
    const element = found(sub);
    if (element === null) return null;
    let text = cuts.get(element);
    if (text === undefined) {
      const [eOpen, eClose] = table.elements[element]!;
      const def: Chunk = {
        text: `\t${range.value} := ${caseText(table, eOpen, eClose)}`,
        // gofmt spaces what follows by where the case's closing brace was.
        from: table.tokens[local ? local[0] : eOpen]!.line,
        to: table.tokens[eClose]!.line,
      };
      const chunks = [before, local ? def : null, between, movedBody, after, closing].filter(
        (c): c is Chunk => c !== null,
      );
      // The case put first: on the line after the brace, and what followed the brace after it.
      let out = local ? head : `${head}\n${def.text}`;
      let last = braceLine;
      for (const c of chunks) {
        out += "\n".repeat(Math.min(2, Math.max(1, c.from - last))) + c.text;
        last = c.to;
      }
      text = out;
      cuts.set(element, text);
    }
    return text;
  };
}

interface RangeLoop {
  over: string;
  value: string;
  bodyOpenLine: number;
  bodyCloseLine: number;
}

/** `for K, V := range X { <t>.Run(V.key, func(…) {…}) … }` */
function rangeLoop(tokens: GoToken[], [a, b]: [number, number]): (RangeLoop & { key: string }) | null {
  const rangeAt = tokens.findIndex((t, k) => k > a && k < b && t.kind === "keyword" && t.text === "range");
  if (rangeAt === -1) return null;
  const head = tokens.slice(a + 1, rangeAt);
  // K, V := / K, V = : the value is an identifier; `for range X` and `for i := range X` have none.
  if (
    head.length !== 4 ||
    !isOp(head[1], ",") ||
    head[2]!.kind !== "ident" ||
    !(isOp(head[3], ":=") || isOp(head[3], "="))
  )
    return null;
  const value = head[2]!.text;
  const over = tokens[rangeAt + 1];
  if (over?.kind !== "ident" || !isOp(tokens[rangeAt + 2], "{")) return null;
  const loopClose = matching(tokens, rangeAt + 2);
  if (loopClose !== b - 1) return null;
  const first = splitTop(tokens, rangeAt + 3, loopClose, "semi")[0];
  if (!first) return null;
  const [s, e] = first;
  // <expr>.Run( … ) as the whole statement.
  const call = tokens.findIndex(
    (t, k) => k > s && k < e && isOp(t, "(") && tokens[k - 1]!.text === "Run" && isOp(tokens[k - 2], "."),
  );
  if (call === -1 || matching(tokens, call) !== e - 1) return null;
  // The receiver is an expression (`t`, `s.T()`), not an assignment or anything else around the call.
  const receiver = tokens.slice(s, call - 2);
  if (
    receiver.length === 0 ||
    receiver.some((t) => t.kind === "semi" || (t.kind === "op" && !RECEIVER_OPS.has(t.text)))
  )
    return null;
  const args = splitTop(tokens, call + 1, e - 1, ",");
  if (args.length !== 2) return null;
  const [n0, n1] = args[0]!;
  if (n1 - n0 !== 3 || tokens[n0]!.text !== value || !isOp(tokens[n0 + 1], ".") || tokens[n0 + 2]!.kind !== "ident")
    return null;
  const [f0, f1] = args[1]!;
  if (tokens[f0]!.kind !== "keyword" || tokens[f0]!.text !== "func" || !isOp(tokens[f0 + 1], "(")) return null;
  const paramsClose = matching(tokens, f0 + 1);
  const bodyOpen = tokens.findIndex((t, k) => k > paramsClose && k < f1 && isOp(t, "{"));
  if (bodyOpen === -1 || matching(tokens, bodyOpen) !== f1 - 1) return null;
  return {
    over: over.text,
    value,
    key: tokens[n0 + 2]!.text,
    bodyOpenLine: tokens[bodyOpen]!.line,
    bodyCloseLine: tokens[f1 - 1]!.line,
  };
}

/** A composite literal `[]T{…}` from token `from` to the end of its statement `to`. */
function tableAt(
  source: { src: string; lines: string[]; tokens: GoToken[] },
  from: number,
  to: number,
  defLine: number,
): Table | null {
  const { tokens } = source;
  if (!isOp(tokens[from], "[")) return null;
  const lenClose = matching(tokens, from);
  if (lenClose === -1) return null;
  // The element type runs to the brace that opens the literal; a struct or interface type's own braces are skipped.
  let k = lenClose + 1;
  let depth = 0;
  while (k < to) {
    const t = tokens[k]!;
    if (t.kind === "keyword" && (t.text === "struct" || t.text === "interface") && isOp(tokens[k + 1], "{")) {
      k = matching(tokens, k + 1) + 1;
      if (k === 0) return null;
      continue;
    }
    if (isOp(t, "(") || isOp(t, "[")) depth++;
    else if (isOp(t, ")") || isOp(t, "]")) depth--;
    else if (depth === 0 && isOp(t, "{")) break;
    k++;
  }
  if (k >= to || k === lenClose + 1) return null;
  const litClose = matching(tokens, k);
  if (litClose !== to - 1) return null;
  const elements = splitTop(tokens, k + 1, litClose, ",").map(([a, b]): [number, number] | null => {
    // `{…}` or `T{…}` / `pkg.T{…}`: a composite literal; `&T{…}` and the rest are not.
    let open = a;
    if (tokens[a]!.kind === "ident") {
      open = a + 1;
      if (isOp(tokens[open], ".") && tokens[open + 1]?.kind === "ident") open += 2;
    }
    return isOp(tokens[open], "{") && matching(tokens, open) === b - 1 ? [open, b - 1] : null;
  });
  return {
    ...source,
    elt: [lenClose + 1, k],
    defLine,
    elements,
    fieldNames: structFieldNames(tokens, lenClose + 1, k),
  };
}

/** The field names of `struct { … }` in order (embedded fields have none), or null when the type is not an anonymous struct. */
function structFieldNames(tokens: GoToken[], from: number, to: number): string[] | null {
  if (tokens[from]?.kind !== "keyword" || tokens[from]!.text !== "struct" || matching(tokens, from + 1) !== to - 1)
    return null;
  const names: string[] = [];
  for (const [a, b] of splitTop(tokens, from + 2, to - 1, "semi")) {
    const field = tokens.slice(a, b);
    if (isOp(field[1], ",")) {
      for (let k = 0; k < field.length && field[k]!.kind === "ident"; k += 2) {
        names.push(field[k]!.text);
        if (!isOp(field[k + 1], ",")) break;
      }
    } else if (field.length >= 2 && field[0]!.kind === "ident" && !isOp(field[1], ".") && field[1]!.kind !== "string") {
      names.push(field[0]!.text);
    }
  }
  return names;
}

/** `var X = []T{…}` at the top level of cases_test.go, alone or in a `var ( … )` group. */
function packageTable(src: string, name: string): Table | null {
  const tokens = goTokens(src);
  if (!tokens) return null;
  const lines = src.split("\n");
  let depth = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    depth += nesting(t);
    if (depth !== 0 || t.kind !== "keyword" || t.text !== "var") continue;
    let specs: Array<[number, number]>;
    let next: number;
    if (isOp(tokens[k + 1], "(")) {
      next = matching(tokens, k + 1);
      if (next === -1) return null;
      specs = splitTop(tokens, k + 2, next, "semi");
    } else {
      next = statementEnd(tokens, k + 1);
      specs = [[k + 1, next]];
    }
    for (const [a, b] of specs) {
      if (tokens[a]!.kind === "ident" && tokens[a]!.text === name && isOp(tokens[a + 1], "="))
        return tableAt({ src, lines, tokens }, a + 2, b, tokens[a]!.line);
    }
    k = next;
  }
  return null;
}

/** Index of the semicolon that ends the statement starting at `from` (brackets skipped). */
function statementEnd(tokens: GoToken[], from: number): number {
  let depth = 0;
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k]!;
    depth += nesting(t);
    if (depth === 0 && t.kind === "semi") return k;
  }
  return tokens.length;
}

/**
 * The element a subtest ran, by its level name after the test's (go test's form: spaces
 * as underscores): the runner's search, the elements in order and each one's fields in
 * order, precomputed once for every name. A keyed field whose key is not a name, or a
 * positional one past the struct's fields, ends the runner's search with no case (it
 * panics and keeps the whole function), so a match after one is none.
 */
function caseIndex(table: Table, runKey: string): ((sub: string) => number | null) | null {
  // Each literal's first field in the runner's search order: its place, element and key.
  const first = new Map<string, { order: number; index: number; key: string }>();
  const { tokens } = table;
  let stopped = false;
  let order = 0;
  for (let index = 0; index < table.elements.length && !stopped; index++) {
    const el = table.elements[index];
    if (!el) continue;
    const fields = splitTop(tokens, el[0] + 1, el[1], ",");
    for (let i = 0; i < fields.length && !stopped; i++) {
      const [a, b] = fields[i]!;
      let value: [number, number];
      let key: string;
      const colon = topColon(tokens, a, b);
      if (colon !== -1) {
        // key: value. A key that is not a name stops the runner's search.
        stopped = colon !== a + 1 || tokens[a]!.kind !== "ident";
        value = [colon + 1, b];
        key = tokens[a]!.text;
      } else if (table.fieldNames) {
        stopped = i >= table.fieldNames.length;
        value = [a, b];
        key = table.fieldNames[i] ?? "";
      } else {
        continue;
      }
      if (stopped || value[1] - value[0] !== 1 || tokens[value[0]]!.kind !== "string") continue;
      const literal = tokens[value[0]]!.text;
      if (!first.has(literal)) first.set(literal, { order: order++, index, key });
    }
  }
  if (first.size === 0) return null;
  return (sub) => {
    const a = first.get(goQuote(sub));
    const b = first.get(goQuote(sub.replace(/_/g, " ")));
    const hit = a && b ? (a.order < b.order ? a : b) : (a ?? b);
    // The first field equal to the name must be the one t.Run names the subtest by
    // (another field with the same text, earlier in the table, makes the runner give up).
    return hit && hit.key === runKey ? hit.index : null;
  };
}

/** The `:` of `key: value` in tokens [a, b), outside brackets, or -1. */
function topColon(tokens: GoToken[], a: number, b: number): number {
  let depth = 0;
  for (let k = a; k < b; k++) {
    const t = tokens[k]!;
    depth += nesting(t);
    if (depth === 0 && isOp(t, ":")) return k;
  }
  return -1;
}

/** `T{…}` for the element at [open, close]: the table's element type and the element's braces, moved to one level in. */
function caseText(table: Table, open: number, close: number): string {
  const { src, tokens, lines } = table;
  const [e0, e1] = table.elt;
  const type = reindent(
    src.slice(tokens[e0]!.start, tokens[e1 - 1]!.end),
    tokens[e0]!.line,
    1 - depthOf(lines[table.defLine]!),
    tokens,
    false,
  );
  const element = reindent(
    src.slice(tokens[open]!.start, tokens[close]!.end),
    tokens[open]!.line,
    1 - depthOf(lines[tokens[open]!.line]!),
    tokens,
    false,
  );
  return type + element;
}

const depthOf = (line: string): number => /^\t*/.exec(line)![0].length;

/** Offset where `line` starts; with `afterIndent`, where its first non-tab character is. */
function lineStart(lines: string[], line: number, afterIndent = false): number {
  let at = 0;
  for (let k = 0; k < line; k++) at += lines[k]!.length + 1;
  return afterIndent ? at + depthOf(lines[line]!) : at;
}

/** Lines [from, to] trimmed of blank lines at both ends, or null when nothing is left; a line inside a raw string is text. */
function region(lines: string[], from: number, to: number, tokens: GoToken[]): Chunk | null {
  const raw = rawLines(tokens);
  let a = from;
  let b = to;
  while (a <= b && lines[a]!.trim() === "" && !raw.has(a)) a++;
  while (b >= a && lines[b]!.trim() === "" && !raw.has(b)) b--;
  if (a > b) return null;
  return { text: lines.slice(a, b + 1).join("\n"), from: a, to: b };
}

const rawLinesOf = new WeakMap<GoToken[], Set<number>>();

/** The lines that begin inside a raw string: gofmt never moves them. */
function rawLines(tokens: GoToken[]): Set<number> {
  let set = rawLinesOf.get(tokens);
  if (!set) {
    set = new Set();
    for (const t of tokens) if (t.kind === "string") for (let l = t.line + 1; l <= t.endLine; l++) set.add(l);
    rawLinesOf.set(tokens, set);
  }
  return set;
}

/**
 * `text` (from line `firstLine` of its source) with its lines' indentation moved by
 * `shift` tabs, as gofmt indents a piece printed at another depth. The first line is
 * moved too when it is a whole line (`wholeFirst`); lines inside a raw string are not.
 */
function reindent(text: string, firstLine: number, shift: number, tokens: GoToken[], wholeFirst: boolean): string {
  if (shift === 0) return text;
  const raw = rawLines(tokens);
  const less = new RegExp(`^\\t{0,${Math.max(0, -shift)}}`);
  return text
    .split("\n")
    .map((l, k) => {
      if ((k === 0 && !wholeFirst) || raw.has(firstLine + k) || l === "") return l;
      return shift > 0 ? "\t".repeat(shift) + l : l.replace(less, "");
    })
    .join("\n");
}

/** strconv.Quote: the Go string literal a subtest name appears as in the table. */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (isGoPrint(ch)) out += ch;
    else if (ch === "\x07") out += "\\a";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\v") out += "\\v";
    else if (cp < 0x80) out += `\\x${cp.toString(16).padStart(2, "0")}`;
    else if (cp < 0x10000) out += `\\u${cp.toString(16).padStart(4, "0")}`;
    else out += `\\U${cp.toString(16).padStart(8, "0")}`;
  }
  return `${out}"`;
}

/** unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
const isGoPrint = (ch: string): boolean => ch === " " || /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(ch);
