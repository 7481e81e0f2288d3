// Structure-aware generators and mutators for the report formats testcage reads
// (docs/architecture.md §5, §7). Every function takes the PRNG, so an input is
// rebuilt exactly from its number.

import type { Rng } from "./rng.js";

export type Format = "xml" | "json" | "jsonl" | "text";

/** What a format's mutators draw on: the seeds of the same reader and words taken from them. */
export interface Corpus {
  format: Format;
  seeds: string[];
  /** XML element names or JSON keys seen in the seeds. */
  names: string[];
  /** XML attribute names. */
  attrs: string[];
  /** Lines worth inserting (seed lines plus the reader's own keywords). */
  lines: string[];
}

/** Inputs are bounded like reports are (by the sandbox's cap); this keeps a run quick. */
export const MAX_CHARS = 2 * 1024 * 1024;

export const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "then"];

const SPECIAL_CHARS = [
  "\0",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\u000b",
  "\f",
  "\r",
  "\r\n",
  "\u001b",
  "\u001b[31m",
  "\u001b]8;;x\u0007",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u202e",
  "\ufeff",
  "\ufffd",
  "\uffff",
  "\ud800",
  "\udc00",
  "\ud83d\ude00",
  "\\",
  '"',
  "'",
  "<",
  ">",
  "&",
  "|",
  "]",
  "[",
  "{",
  "}",
];

export const NUMBERS = [
  "0",
  "-0",
  "-1",
  "1",
  "-999999",
  "1.5",
  "1e308",
  "1e309",
  "-1e309",
  "1e-400",
  "NaN",
  "Infinity",
  "-Infinity",
  "9007199254740993",
  "99999999999999999999999999999999",
  "4294967296",
  "2147483648",
  "-2147483649",
  "0x1F",
  "00001",
  "1_000",
  " 7 ",
  "",
  "1e5",
  "123456789012345678901234567890e-5000",
];

const STRINGS = [
  "",
  " ",
  "a",
  "__proto__",
  "constructor",
  "toString",
  "../../etc/passwd",
  "/sandbox/project/a.test.js",
  "C:\\x\\y.cs",
  "file:///sandbox/project/a.js",
  "%E0%A4%A",
  "at f (/sandbox/project/a.test.js:1:2)",
  "a.rs:1:1",
  "\u0000",
  "\ud800",
  "::",
  "[",
  "(",
  ".*",
  "$&",
  "\\u0000",
  "<script>",
  "::stop-commands::x",
  "::error::x",
];

/** Runs a char may be repeated into (very long lines, regex backtracking bait). */
const RUNS = [" ", "a", "0", ":", '"', "<", "(", "/", "\\", "|", "'", "\t", "at ", "(a:1:1)", "-", "=", "{", "[", "\n"];

// ---------------------------------------------------------------------------
// generic mutators, for every format

function insertAt(text: string, at: number, piece: string): string {
  return text.slice(0, at) + piece + text.slice(at);
}

function cap(text: string): string {
  return text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
}

function flipBytes(rng: Rng, text: string): string {
  const buf = Buffer.from(text, "utf8");
  if (buf.length === 0) return text;
  const n = rng.count(16);
  for (let i = 0; i < n; i++) {
    const at = rng.int(buf.length);
    switch (rng.int(4)) {
      case 0:
        buf[at] = buf[at]! ^ (1 << rng.int(8));
        break;
      case 1:
        buf[at] = rng.pick([0x00, 0xff, 0xc0, 0x80, 0xed, 0xf4, 0xfe, 0x0d, 0x0a, 0x3c, 0x7b, 0x22]);
        break;
      case 2:
        buf[at] = rng.int(256);
        break;
      default: {
        // A surrogate half or an overlong sequence written as bytes.
        const seq = rng.pick([
          [0xed, 0xa0, 0x80],
          [0xc0, 0xaf],
          [0xf8, 0x88, 0x80, 0x80, 0x80],
          [0xef, 0xbb, 0xbf],
          [0xe2, 0x80],
        ]);
        for (let j = 0; j < seq.length && at + j < buf.length; j++) buf[at + j] = seq[j]!;
      }
    }
  }
  return buf.toString("utf8");
}

function boundaries(text: string, chars: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length && out.length < 100_000; i++) if (chars.includes(text[i]!)) out.push(i);
  return out;
}

function truncate(rng: Rng, text: string, format: Format): string {
  if (rng.chance(0.3)) return text.slice(0, rng.int(text.length + 1));
  const kinds =
    format === "xml" ? ["\n", "<", ">", '"', "=", "&", ";", " "] : ["\n", "{", "}", "[", "]", '"', ",", ":", "\\", " "];
  const at = boundaries(text, rng.pick(kinds));
  if (at.length === 0) return text.slice(0, rng.int(text.length + 1));
  const cut = rng.pick(at) + rng.int(2);
  return text.slice(0, cut);
}

function insertSpecial(rng: Rng, text: string): string {
  const n = rng.count(8);
  let out = text;
  for (let i = 0; i < n; i++) out = insertAt(out, rng.int(out.length + 1), rng.pick(SPECIAL_CHARS));
  return out;
}

function newlines(rng: Rng, text: string): string {
  switch (rng.int(4)) {
    case 0:
      return text.replace(/\n/g, "\r\n");
    case 1:
      return text.replace(/\n/g, "\r");
    case 2:
      return text.replace(/\n/g, () => rng.pick(["\n", "\r\n", "\r", "\n\n", "\u2028"]));
    default:
      return "\ufeff" + text;
  }
}

function splitLines(text: string): string[] {
  return text.split("\n");
}

function lineOps(rng: Rng, text: string): string {
  const lines = splitLines(text);
  if (lines.length === 0) return text;
  const i = rng.int(lines.length);
  switch (rng.int(7)) {
    case 0: {
      // duplicate a line, sometimes very many times
      const times = rng.count(rng.chance(0.1) ? 200_000 : 50);
      const copies = new Array<string>(Math.min(times, Math.floor(MAX_CHARS / (lines[i]!.length + 1)) + 1)).fill(
        lines[i]!,
      );
      return cap([...lines.slice(0, i), ...copies, ...lines.slice(i)].join("\n"));
    }
    case 1:
      lines.splice(i, rng.count(lines.length - i));
      break;
    case 2: {
      const j = rng.int(lines.length);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      break;
    }
    case 3:
      if (i + 1 < lines.length) lines.splice(i, 2, lines[i]! + lines[i + 1]!);
      break;
    case 4: {
      // duplicate a block of lines
      const n = rng.count(Math.min(200, lines.length - i));
      return cap([...lines.slice(0, i + n), ...lines.slice(i)].join("\n"));
    }
    case 5:
      lines.reverse();
      break;
    default:
      lines[i] = lines[i]!.slice(0, rng.int(lines[i]!.length + 1));
  }
  return cap(lines.join("\n"));
}

function splice(rng: Rng, text: string, corpus: Corpus): string {
  const other = rng.pick(corpus.seeds);
  if (rng.chance(0.5)) return text.slice(0, rng.int(text.length + 1)) + other.slice(rng.int(other.length + 1));
  const from = rng.int(other.length + 1);
  const chunk = other.slice(from, from + rng.count(4096));
  return insertAt(text, rng.int(text.length + 1), chunk);
}

function longRun(rng: Rng, text: string): string {
  const unit = rng.pick(RUNS);
  const length = rng.chance(0.2) ? rng.range(100_000, 2_000_000) : rng.count(100_000);
  const run = unit.repeat(Math.ceil(length / unit.length));
  const lines = boundaries(text, "\n");
  const at = rng.chance(0.5) && lines.length ? rng.pick(lines) + 1 : rng.int(text.length + 1);
  return cap(insertAt(text, at, run));
}

function repeatChunk(rng: Rng, text: string): string {
  if (text.length === 0) return text;
  const from = rng.int(text.length);
  const chunk = text.slice(from, from + rng.count(64));
  const times = rng.count(rng.chance(0.2) ? 100_000 : 1000);
  return cap(insertAt(text, from, chunk.repeat(Math.min(times, Math.floor(MAX_CHARS / Math.max(chunk.length, 1))))));
}

function numbers(rng: Rng, text: string): string {
  const runs = [...text.matchAll(/-?\d+(?:\.\d+)?/g)].slice(0, 10_000);
  if (runs.length === 0) return insertAt(text, rng.int(text.length + 1), rng.pick(NUMBERS));
  let out = text;
  const n = rng.count(6);
  for (let i = 0; i < n; i++) {
    const m = rng.pick(runs);
    const at = m.index;
    if (at + m[0].length > out.length) continue;
    out = out.slice(0, at) + rng.pick(NUMBERS) + out.slice(at + m[0].length);
  }
  return out;
}

function erase(rng: Rng, text: string): string {
  const at = rng.int(text.length + 1);
  return text.slice(0, at) + text.slice(at + rng.count(512));
}

function insertLine(rng: Rng, text: string, corpus: Corpus): string {
  if (corpus.lines.length === 0) return text;
  const lines = splitLines(text);
  const n = rng.count(20);
  for (let i = 0; i < n; i++) lines.splice(rng.int(lines.length + 1), 0, fillHoles(rng, rng.pick(corpus.lines)));
  return lines.join("\n");
}

/** "{n}", "{s}" and "{w}" in dictionary lines become a number, a string, a word. */
function fillHoles(rng: Rng, line: string): string {
  return line
    .replace(/\{n\}/g, () => rng.pick(NUMBERS))
    .replace(/\{s\}/g, () => rng.pick(STRINGS))
    .replace(/\{w\}/g, () => rng.pick(["a", "x::y", "T$1", "__proto__", "tests::it_works", "a b"]));
}

// ---------------------------------------------------------------------------
// XML

const DTD_ATTEMPTS = [
  '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>',
  '<!DOCTYPE report PUBLIC "-//JACOCO//DTD Report 1.1//EN" "report.dtd">',
  '<!DOCTYPE coverage SYSTEM "http://cobertura.sourceforge.net/xml/coverage-04.dtd">',
  "<!doctype x>",
  "<!DocType\nx>",
  '<!ENTITY x SYSTEM "file:///etc/passwd">',
  "&x;",
  "&a;",
  "&#0;",
  "&#x110000;",
  "&#xD800;",
  "&#99999999999999999999999;",
  "&#x;",
  "&#;",
  "&amp;amp;",
  "&lt",
  "&#x1F600;",
  "&#12;",
  "<?xml-stylesheet href='x'?>",
  '<?xml version="1.0" encoding="UTF-16"?>',
  "<?xml",
  "<![CDATA[",
  "<![CDATA[x]]>",
  "]]>",
  "<!--",
  "-->",
  "<!-- -- -->",
  "<!-- <!DOCTYPE x> -->",
  "<![CDATA[<!DOCTYPE x>]]>",
  "<!ELEMENT x ANY>",
  "<!ATTLIST x y CDATA #IMPLIED>",
  "<?x?>",
  "</>",
  "<>",
  "<a:b:c/>",
  "<x xmlns='urn:x'/>",
];

function xmlDeep(rng: Rng, text: string, corpus: Corpus): string {
  const name = rng.chance(0.8) && corpus.names.length ? rng.pick(corpus.names) : rng.pick(["a", ...PROTO_KEYS]);
  const depth = rng.pick([100, 1000, 5000, 10_000, 20_000, 50_000]);
  const open = `<${name}${rng.chance(0.3) ? ' name="x"' : ""}>`;
  const close = `</${name}>`;
  const inner = rng.chance(0.5) ? "" : rng.pick(corpus.seeds).slice(0, 2000);
  const balanced = rng.chance(0.8);
  const piece = open.repeat(depth) + inner + (balanced ? close.repeat(depth) : "");
  const tags = boundaries(text, "<");
  const at = tags.length ? rng.pick(tags) : rng.int(text.length + 1);
  return cap(insertAt(text, at, piece));
}

function xmlDtd(rng: Rng, text: string): string {
  const piece = rng.pick(DTD_ATTEMPTS);
  if (rng.chance(0.3)) {
    const decl = /^\s*<\?xml[^>]*\?>/.exec(text);
    return decl ? insertAt(text, decl[0].length, piece) : piece + text;
  }
  return insertAt(text, rng.int(text.length + 1), piece);
}

/** Tags and the text between them, so elements can be moved without a parser. */
function xmlTokens(text: string): string[] {
  return text.split(/(<[^<>]*>)/).filter((t) => t !== "");
}

function xmlTagOps(rng: Rng, text: string, corpus: Corpus): string {
  const tokens = xmlTokens(text);
  if (tokens.length === 0) return text;
  const tagIdx = tokens.map((t, i) => (t.startsWith("<") ? i : -1)).filter((i) => i >= 0);
  if (tagIdx.length === 0) return text;
  const i = rng.pick(tagIdx);
  switch (rng.int(6)) {
    case 0:
      tokens.splice(i, 1);
      break;
    case 1: {
      // an element with what follows up to its end (by depth), duplicated
      let depth = 0;
      let j = i;
      for (; j < tokens.length; j++) {
        const t = tokens[j]!;
        if (!t.startsWith("<") || t.startsWith("<?") || t.startsWith("<!")) continue;
        if (t.startsWith("</")) depth--;
        else if (!t.endsWith("/>")) depth++;
        if (depth <= 0) break;
      }
      const block = tokens.slice(i, j + 1);
      const times = rng.count(rng.chance(0.1) ? 20_000 : 20);
      const piece = block.join("");
      const copies = piece.repeat(Math.min(times, Math.floor(MAX_CHARS / (piece.length + 1)) + 1));
      return cap([...tokens.slice(0, i), copies, ...tokens.slice(i)].join(""));
    }
    case 2: {
      const j = rng.pick(tagIdx);
      [tokens[i], tokens[j]] = [tokens[j]!, tokens[i]!];
      break;
    }
    case 3: {
      // rename the tag
      const name =
        rng.chance(0.6) && corpus.names.length
          ? rng.pick(corpus.names)
          : rng.pick([...PROTO_KEYS, "#text", "#cdata", "a:b", "?xml", "x"]);
      tokens[i] = tokens[i]!.replace(/^(<\/?)[^\s/>]*/, `$1${name}`);
      break;
    }
    case 4:
      // self-close an open tag or open a self-closed one
      tokens[i] = tokens[i]!.endsWith("/>") ? tokens[i]!.replace(/\/>$/, ">") : tokens[i]!.replace(/>$/, "/>");
      break;
    default: {
      // text between tags becomes something else
      const texts = tokens.map((t, k) => (t.startsWith("<") ? -1 : k)).filter((k) => k >= 0);
      if (texts.length) tokens[rng.pick(texts)] = rng.pick([...STRINGS, ...NUMBERS, "&lt;&amp;&#65;&#x42;", "]]>"]);
    }
  }
  return cap(tokens.join(""));
}

function xmlAttrs(rng: Rng, text: string, corpus: Corpus): string {
  // Bounded runs: an unbounded name before "=" made this regex quadratic on a long word.
  const found = [...text.matchAll(/\s([\w:.-]{1,64})=("[^"]{0,100000}"|'[^']{0,100000}')/g)].slice(0, 20_000);
  if (found.length === 0) return text;
  const m = rng.pick(found);
  const value = (): string => {
    const v = rng.weighted<() => string>([
      [3, () => rng.pick(NUMBERS)],
      [3, () => rng.pick(STRINGS)],
      [1, () => "x".repeat(rng.count(1_000_000))],
      [1, () => "&#x0;&#1;&lt;&amp;amp;&#xFFFF;"],
      [1, () => "50% (1/2)"],
      [1, () => "99999999999999999999:00:00.000"],
      [1, () => "00:00:-1"],
      [1, () => "true"],
    ]);
    return v();
  };
  let replacement: string;
  switch (rng.int(5)) {
    case 0:
      replacement = `${m[1]}="${value().replace(/"/g, "&quot;")}"`;
      break;
    case 1: {
      const name = rng.chance(0.5) && corpus.attrs.length ? rng.pick(corpus.attrs) : rng.pick(PROTO_KEYS);
      replacement = `${name}=${m[2]}`;
      break;
    }
    case 2:
      replacement = `${m[0]} ${m[0]}`;
      break;
    case 3:
      replacement = `${m[1]}=${m[2]!.slice(1, -1)}`;
      break;
    default:
      replacement = `${m[0]} ${rng.chance(0.5) && corpus.attrs.length ? rng.pick(corpus.attrs) : "x"}`;
  }
  return text.slice(0, m.index) + m[0][0] + replacement + text.slice(m.index + m[0].length);
}

function generateXml(rng: Rng, corpus: Corpus): string {
  const names = corpus.names.length ? corpus.names : ["a"];
  let budget = rng.count(400);
  const element = (depth: number): string => {
    budget--;
    const name = rng.pick(names);
    const attrs: string[] = [];
    for (let i = rng.int(4); i > 0; i--) {
      const a = corpus.attrs.length ? rng.pick(corpus.attrs) : "name";
      attrs.push(`${a}="${rng.chance(0.5) ? rng.pick(NUMBERS) : rng.pick(STRINGS).replace(/[<&"]/g, "")}"`);
    }
    const open = `<${name}${attrs.length ? " " + attrs.join(" ") : ""}`;
    if (depth > 8 || budget <= 0 || rng.chance(0.3)) return `${open}/>`;
    const kids: string[] = [];
    for (let i = rng.int(5); i > 0 && budget > 0; i--) {
      kids.push(rng.chance(0.2) ? rng.pick(["text", "&lt;x&gt;", "<![CDATA[a<b]]>", "  \n  "]) : element(depth + 1));
    }
    return `${open}>${kids.join("")}</${name}>`;
  };
  return (rng.chance(0.5) ? '<?xml version="1.0" encoding="UTF-8"?>\n' : "") + element(0);
}

// ---------------------------------------------------------------------------
// JSON

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Raw text that JSON.stringify cannot make, put in where a placeholder string ends up. */
function rawJson(rng: Rng): string {
  const depth = rng.pick([100, 1000, 10_000, 100_000]);
  return rng.weighted<() => string>([
    [2, () => "[".repeat(depth) + "]".repeat(depth)],
    [2, () => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)],
    [1, () => "[".repeat(depth)],
    [2, () => rng.pick(["1e999999", "-0", "123456789012345678901234567890e-5000", "-1e-400", "1E+2", "0.0000001"])],
    [2, () => rng.pick(['"\\ud800"', '"\\udc00x"', '"\\u0000"', '"a\\u2028b"', '"\\/"', '"\\uFEFF"'])],
    [1, () => JSON.stringify("x".repeat(rng.count(2_000_000)))],
    [1, () => rng.pick(["NaN", "Infinity", "undefined", "'a'", "01", "1.", ".5", "+1", "tru", "nul"])],
  ])();
}

function randomJson(rng: Rng, corpus: Corpus, depth = 0): Json {
  const kind = depth > 4 ? rng.int(4) : rng.int(7);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2: {
      const n = rng.pick([
        0,
        -1,
        1,
        1.5,
        1e308,
        -1e308,
        Number.MAX_SAFE_INTEGER + 2,
        2 ** 31,
        -(2 ** 31) - 1,
        1e-300,
        3,
        42,
      ]);
      return n;
    }
    case 3:
      return rng.pick(STRINGS);
    case 4:
    case 5: {
      const out: { [key: string]: Json } = {};
      for (let i = rng.int(5); i > 0; i--) {
        const key = rng.chance(0.2) ? rng.pick(PROTO_KEYS) : corpus.names.length ? rng.pick(corpus.names) : "a";
        Object.defineProperty(out, key, {
          value: randomJson(rng, corpus, depth + 1),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return out;
    }
    default: {
      const out: Json[] = [];
      for (let i = rng.int(5); i > 0; i--) out.push(randomJson(rng, corpus, depth + 1));
      return out;
    }
  }
}

interface Slot {
  parent: Json[] | { [key: string]: Json };
  key: string | number;
}

function slots(root: Json, max = 5000): Slot[] {
  const out: Slot[] = [];
  const stack: Json[] = [root];
  while (stack.length && out.length < max) {
    const node = stack.pop()!;
    if (Array.isArray(node)) {
      node.forEach((v, i) => {
        out.push({ parent: node, key: i });
        stack.push(v);
      });
    } else if (node !== null && typeof node === "object") {
      for (const [k, v] of Object.entries(node)) {
        out.push({ parent: node, key: k });
        stack.push(v);
      }
    }
  }
  return out;
}

function setSlot(slot: Slot, value: Json): void {
  if (Array.isArray(slot.parent)) slot.parent[slot.key as number] = value;
  else Object.defineProperty(slot.parent, slot.key, { value, enumerable: true, configurable: true, writable: true });
}

function getSlot(slot: Slot): Json {
  return (slot.parent as Record<string | number, Json>)[slot.key]!;
}

const RAW = "\u0000raw\u0000";

function mutateJsonValue(rng: Rng, doc: Json, corpus: Corpus): { doc: Json; raws: string[] } {
  const raws: string[] = [];
  const n = rng.count(5);
  let root = doc;
  for (let i = 0; i < n; i++) {
    const all = slots(root);
    if (all.length === 0) {
      root = rng.chance(0.5)
        ? randomJson(rng, corpus)
        : { [rng.pick(corpus.names.length ? corpus.names : ["a"])]: root };
      continue;
    }
    const slot = rng.pick(all);
    switch (rng.int(9)) {
      case 0:
      case 1:
        setSlot(slot, randomJson(rng, corpus));
        break;
      case 2:
        if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
        else delete slot.parent[slot.key as string];
        break;
      case 3: {
        if (!Array.isArray(slot.parent)) break;
        const times = rng.count(rng.chance(0.1) ? 100_000 : 100);
        const v = getSlot(slot);
        const size = JSON.stringify(v)?.length ?? 4;
        const copies = new Array<Json>(Math.min(times, Math.floor(MAX_CHARS / (size + 1)) + 1)).fill(v);
        const at = slot.key as number;
        const grown = [...slot.parent.slice(0, at), ...copies, ...slot.parent.slice(at)];
        slot.parent.length = 0;
        for (const x of grown) slot.parent.push(x);
        break;
      }
      case 4: {
        // the same wrong type in every field of one object
        const parent = slot.parent;
        if (Array.isArray(parent)) break;
        const wrong = randomJson(rng, corpus, 4);
        for (const k of Object.keys(parent)) setSlot({ parent, key: k }, wrong);
        break;
      }
      case 5: {
        const parent = slot.parent;
        if (Array.isArray(parent)) break;
        setSlot({ parent, key: rng.pick(PROTO_KEYS) }, rng.chance(0.5) ? getSlot(slot) : randomJson(rng, corpus));
        break;
      }
      case 6:
        raws.push(rawJson(rng));
        setSlot(slot, RAW);
        break;
      case 7: {
        // a subtree from another seed
        let other: Json;
        try {
          other = JSON.parse(firstJson(rng.pick(corpus.seeds))) as Json;
        } catch {
          break;
        }
        const from = slots(other);
        if (from.length) setSlot(slot, getSlot(rng.pick(from)));
        break;
      }
      default: {
        const v = getSlot(slot);
        if (typeof v === "number") setSlot(slot, rng.pick([-v, v * 1e300, v + 0.5, -1, 0]));
        else if (typeof v === "string")
          setSlot(
            slot,
            rng.weighted<() => Json>([
              [4, () => v.repeat(rng.count(1000))],
              [4, () => rng.pick(STRINGS)],
              // many lines in one field (messages, stacks, output)
              [1, () => `${v}\n`.repeat(Math.min(rng.range(50_000, 300_000), Math.floor(MAX_CHARS / (v.length + 2))))],
            ])(),
          );
        else setSlot(slot, rng.pick([null, "", 0, [], {}]));
      }
    }
  }
  return { doc: root, raws };
}

/** A JSON seed, or a JSON-lines seed's one line. */
function firstJson(text: string): string {
  const t = text.trimStart();
  if (t.startsWith("[") || (t.startsWith("{") && !t.includes("\n{"))) return text;
  const lines = text.split("\n").filter((l) => l.trim().startsWith("{"));
  return lines[0] ?? "{}";
}

function stringifyWithRaws(rng: Rng, doc: Json, raws: string[], pretty: boolean): string {
  let text = JSON.stringify(doc, null, pretty ? rng.pick([1, 2, "\t"]) : undefined) ?? "null";
  for (const raw of raws) text = text.replace(JSON.stringify(RAW), () => raw);
  return text;
}

function jsonTree(rng: Rng, text: string, corpus: Corpus): string {
  let doc: Json;
  try {
    doc = JSON.parse(text) as Json;
  } catch {
    return lineOps(rng, text);
  }
  const { doc: out, raws } = mutateJsonValue(rng, doc, corpus);
  return cap(stringifyWithRaws(rng, out, raws, text.includes("\n") && rng.chance(0.7)));
}

function jsonlTree(rng: Rng, text: string, corpus: Corpus): string {
  const lines = splitLines(text);
  const candidates = lines.map((l, i) => (l.trim().startsWith("{") ? i : -1)).filter((i) => i >= 0);
  if (candidates.length === 0) return insertLine(rng, text, corpus);
  const n = rng.count(4);
  for (let k = 0; k < n; k++) {
    const i = rng.pick(candidates);
    let doc: Json;
    try {
      doc = JSON.parse(lines[i]!) as Json;
    } catch {
      continue;
    }
    const { doc: out, raws } = mutateJsonValue(rng, doc, corpus);
    lines[i] = stringifyWithRaws(rng, out, raws, false);
  }
  return cap(lines.join("\n"));
}

function jsonlFlood(rng: Rng, text: string, corpus: Corpus): string {
  const line = rng.chance(0.5)
    ? rng.pick(corpus.lines.length ? corpus.lines : ["{}"])
    : rng.pick(["{}", "[]", "1", "{", "null"]);
  const times = rng.range(100_000, 260_000);
  const flood = (line.replace(/\n/g, " ") + "\n").repeat(Math.min(times, Math.floor(MAX_CHARS / (line.length + 1))));
  return cap(rng.chance(0.5) ? flood + text : text + "\n" + flood);
}

function generateJson(rng: Rng, corpus: Corpus): string {
  return JSON.stringify(randomJson(rng, corpus)) ?? "null";
}

// ---------------------------------------------------------------------------

type Mutator = (rng: Rng, text: string, corpus: Corpus) => string;

const GENERIC: [number, Mutator][] = [
  [3, (r, t) => flipBytes(r, t)],
  [3, (r, t, c) => truncate(r, t, c.format)],
  [3, (r, t) => insertSpecial(r, t)],
  [1, (r, t) => newlines(r, t)],
  [3, (r, t) => lineOps(r, t)],
  [2, (r, t, c) => splice(r, t, c)],
  [1, (r, t) => longRun(r, t)],
  [2, (r, t) => repeatChunk(r, t)],
  [3, (r, t) => numbers(r, t)],
  [2, (r, t) => erase(r, t)],
  [2, (r, t, c) => insertLine(r, t, c)],
];

const BY_FORMAT: Record<Format, [number, Mutator][]> = {
  xml: [...GENERIC, [2, xmlDeep], [3, (r, t) => xmlDtd(r, t)], [6, xmlTagOps], [6, xmlAttrs]],
  json: [...GENERIC, [14, jsonTree]],
  jsonl: [...GENERIC, [14, jsonlTree], [1, jsonlFlood]],
  text: [...GENERIC, [8, (r, t, c) => insertLine(r, t, c)]],
};

/** One input: a seed (now and then a generated document) put through a few mutations. */
export function makeInput(rng: Rng, corpus: Corpus): string {
  let text: string;
  const start = rng.float();
  if (start < 0.08 && corpus.format === "xml") text = generateXml(rng, corpus);
  else if (start < 0.08 && (corpus.format === "json" || corpus.format === "jsonl")) {
    text =
      corpus.format === "json"
        ? generateJson(rng, corpus)
        : Array.from({ length: rng.count(50) }, () => generateJson(rng, corpus)).join("\n");
  } else text = corpus.seeds.length ? rng.pick(corpus.seeds) : "";
  // Now and then an unmutated seed, so the plain path is exercised too.
  if (rng.chance(0.01)) return text;
  const mutators = BY_FORMAT[corpus.format];
  const n = rng.count(6);
  for (let i = 0; i < n; i++) {
    const mutate = rng.weighted(mutators);
    try {
      text = cap(mutate(rng, text, corpus));
    } catch {
      // A mutator that cannot handle what earlier ones made (JSON.stringify of
      // 100 000 levels overflows the stack) leaves the text as it was.
    }
  }
  return text;
}

/** Element names, attribute names or JSON keys, and lines, as the mutators' dictionary. */
export function buildCorpus(format: Format, seeds: string[], extraLines: readonly string[] = []): Corpus {
  const names = new Set<string>();
  const attrs = new Set<string>();
  const lines = new Set<string>(extraLines);
  for (const seed of seeds) {
    if (format === "xml") {
      for (const m of seed.matchAll(/<([A-Za-z_][\w:.-]*)/g)) names.add(m[1]!);
      for (const m of seed.matchAll(/\s([A-Za-z_][\w:.-]*)=["']/g)) attrs.add(m[1]!);
    } else if (format === "json" || format === "jsonl") {
      for (const m of seed.matchAll(/"([^"\\]{1,40})"\s*:/g)) names.add(m[1]!);
    }
    for (const l of seed.split("\n")) if (l.length < 2000 && lines.size < 5000) lines.add(l);
  }
  return { format, seeds, names: [...names], attrs: [...attrs], lines: [...lines] };
}
