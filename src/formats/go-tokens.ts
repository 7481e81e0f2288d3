// A Go lexer just deep enough to find statements, composite literals and calls in a
// test function: tokens with their lines, Go's automatic semicolons (a newline after an
// identifier, a literal, `break`/`continue`/`fallthrough`/`return`, `++`, `--`, `)`, `]`
// or `}` ends the statement), comments skipped. Used by the Exercism export to cut a
// table-driven subtest's case out of its function (go-table-case.ts).

export type GoTokenKind = "ident" | "keyword" | "number" | "string" | "rune" | "op" | "semi";

export interface GoToken {
  kind: GoTokenKind;
  text: string;
  /** Offsets in the source, end exclusive. */
  start: number;
  end: number;
  /** 0-based line of the token's first and last character. */
  line: number;
  endLine: number;
}

const KEYWORDS = new Set([
  "break",
  "case",
  "chan",
  "const",
  "continue",
  "default",
  "defer",
  "else",
  "fallthrough",
  "for",
  "func",
  "go",
  "goto",
  "if",
  "import",
  "interface",
  "map",
  "package",
  "range",
  "return",
  "select",
  "struct",
  "switch",
  "type",
  "var",
]);
const ENDS_STATEMENT_KEYWORDS = new Set(["break", "continue", "fallthrough", "return"]);
// Longest first: the lexer takes the longest operator that matches.
const OPERATORS = [
  "<<=",
  ">>=",
  "&^=",
  "...",
  "&&",
  "||",
  "<-",
  "++",
  "--",
  "==",
  "!=",
  "<=",
  ">=",
  ":=",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "&=",
  "|=",
  "^=",
  "<<",
  ">>",
  "&^",
];
const IDENT_START = /[\p{L}_]/u;
const IDENT_PART = /[\p{L}\p{Nd}_]/u;

function endsStatement(t: GoToken | undefined): boolean {
  if (!t) return false;
  switch (t.kind) {
    case "ident":
    case "number":
    case "string":
    case "rune":
      return true;
    case "keyword":
      return ENDS_STATEMENT_KEYWORDS.has(t.text);
    case "op":
      return t.text === ")" || t.text === "]" || t.text === "}" || t.text === "++" || t.text === "--";
    default:
      return false;
  }
}

/** The tokens of Go source, or null where it does not lex (an unterminated string or comment). */
export function goTokens(src: string): GoToken[] | null {
  const out: GoToken[] = [];
  let line = 0;
  let i = 0;
  const semiAt = (at: number): void => {
    if (endsStatement(out[out.length - 1]))
      out.push({ kind: "semi", text: "\n", start: at, end: at, line, endLine: line });
  };
  const push = (kind: GoTokenKind, start: number, end: number, startLine: number): void => {
    out.push({ kind, text: src.slice(start, end), start, end, line: startLine, endLine: line });
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === "\n") {
      semiAt(i);
      line++;
      i++;
    } else if (c === " " || c === "\t" || c === "\r") {
      i++;
    } else if (c === "/" && src[i + 1] === "/") {
      const nl = src.indexOf("\n", i);
      i = nl === -1 ? src.length : nl;
    } else if (c === "/" && src[i + 1] === "*") {
      const close = src.indexOf("*/", i + 2);
      if (close === -1) return null;
      const inside = src.slice(i, close);
      // A general comment spanning lines acts like a newline.
      if (inside.includes("\n")) {
        semiAt(i);
        for (const ch of inside) if (ch === "\n") line++;
      }
      i = close + 2;
    } else if (c === '"' || c === "'") {
      const start = i;
      i++;
      while (i < src.length && src[i] !== c) {
        if (src[i] === "\n") return null;
        i += src[i] === "\\" ? 2 : 1;
      }
      if (i >= src.length) return null;
      i++;
      push(c === '"' ? "string" : "rune", start, i, line);
    } else if (c === "`") {
      const close = src.indexOf("`", i + 1);
      if (close === -1) return null;
      const startLine = line;
      for (let k = i; k < close; k++) if (src[k] === "\n") line++;
      push("string", i, close + 1, startLine);
      i = close + 1;
    } else if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(src[i + 1] ?? ""))) {
      const start = i;
      i++;
      while (i < src.length) {
        const ch = src[i]!;
        if (/[0-9a-zA-Z_.]/.test(ch)) i++;
        else if ((ch === "+" || ch === "-") && /[eEpP]/.test(src[i - 1]!) && !/^0[xX]/.test(src.slice(start, i))) i++;
        else if ((ch === "+" || ch === "-") && /[pP]/.test(src[i - 1]!)) i++;
        else break;
      }
      push("number", start, i, line);
    } else if (IDENT_START.test(c) || (c >= "\ud800" && c <= "\udbff" && IDENT_START.test(src.slice(i, i + 2)))) {
      const start = i;
      while (i < src.length) {
        const cp = String.fromCodePoint(src.codePointAt(i)!);
        if (!IDENT_PART.test(cp)) break;
        i += cp.length;
      }
      const text = src.slice(start, i);
      push(KEYWORDS.has(text) ? "keyword" : "ident", start, i, line);
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i)) ?? c;
      if (op === ";") {
        out.push({ kind: "semi", text: ";", start: i, end: i + 1, line, endLine: line });
      } else {
        push("op", i, i + op.length, line);
      }
      i += op.length;
    }
  }
  semiAt(src.length);
  return out;
}

/** +1 for an opening bracket, -1 for a closing one, 0 for any other token. */
export function nesting(t: GoToken): number {
  if (t.kind !== "op" || t.text.length !== 1) return 0;
  return "([{".includes(t.text) ? 1 : ")]}".includes(t.text) ? -1 : 0;
}

/** Index of the token that closes the bracket at `open` ( `(`, `[` or `{` ), or -1. */
export function matching(tokens: readonly GoToken[], open: number): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    depth += nesting(tokens[k]!);
    if (depth === 0) return k;
  }
  return -1;
}

/** [from, to) pieces of tokens[from..to) split at `sep` (a comma, or semicolons) outside brackets; empty pieces dropped. */
export function splitTop(
  tokens: readonly GoToken[],
  from: number,
  to: number,
  sep: "," | "semi",
): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let depth = 0;
  let start = from;
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    depth += nesting(t);
    if (depth === 0 && (sep === "," ? t.kind === "op" && t.text === "," : t.kind === "semi")) {
      if (k > start) parts.push([start, k]);
      start = k + 1;
    }
  }
  if (to > start) parts.push([start, to]);
  return parts;
}
