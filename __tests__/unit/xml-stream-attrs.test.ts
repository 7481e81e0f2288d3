// The start-tag scan of the streaming XML reader reads attributes a character at a time;
// ATTR (the regex it replaced, kept as the definition) must find the very same ones, and
// refuse the same tags, on any mix of spaces, quotes, equals signs and names.
import { describe, expect, it } from "vitest";
import { ATTR, isSpace, XmlStream, type XmlHandler } from "../../src/reports/xml-stream.js";

/** The regex reading: the attributes of `body` (what follows the element name), or the error. */
function byRegex(body: string): Record<string, string> | string {
  const buf = `x${body}`;
  const bodyEnd = buf.length;
  const attrs: Record<string, string> = {};
  ATTR.lastIndex = 1;
  let at = 1;
  for (;;) {
    const m = ATTR.exec(buf);
    if (m === null || m.index !== at || ATTR.lastIndex > bodyEnd) break;
    const key = m[1]!;
    if (Object.hasOwn(attrs, key)) return `Attribute '${key}' is repeated.`;
    attrs[key] = m[2] ?? m[3] ?? "";
    at = ATTR.lastIndex;
  }
  if (at < bodyEnd && /\S/.test(buf.slice(at, bodyEnd))) return "malformed";
  return attrs;
}

function byScan(body: string): Record<string, string> | string {
  let seen: Record<string, string> | null = null;
  const handler: XmlHandler = {
    open: (_n, attrs) => {
      seen ??= { ...attrs };
    },
    close: () => {},
    wantsText: () => false,
    text: () => {},
    cdata: () => {},
  };
  try {
    const xml = new XmlStream(handler);
    xml.write(`<x${body}></x>`);
    xml.end();
  } catch (err) {
    const message = (err as Error).message;
    return message.startsWith("malformed attribute") ? "malformed" : message;
  }
  return seen!;
}

/** A small deterministic generator (mulberry32), so a failure names its case. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  " ",
  "  ",
  "\t",
  "\n",
  "\r",
  "\u00a0",
  "\u2028",
  "\ufeff",
  "=",
  '"',
  "'",
  "a",
  "b",
  "ab",
  "/",
  "&amp;",
  "é",
  ":",
  "-",
];

describe("start tag attributes", () => {
  it("are what ATTR finds, for 20 000 generated tags", () => {
    const next = random(13);
    for (let n = 0; n < 20_000; n++) {
      let body = "";
      const parts = 1 + Math.floor(next() * 14);
      for (let i = 0; i < parts; i++) body += PIECES[Math.floor(next() * PIECES.length)]!;
      // Well-formed attributes now and then, so matches are not only the empty case.
      if (next() < 0.5)
        body = ` k${Math.floor(next() * 3)}="v${body.replace(/"/g, "")}"${next() < 0.5 ? " " : ""}${body}`;
      // The element name ends at an ASCII space only (a name with "\u00a0" in it is refused
      // before any attribute is read), and a tag ending in "/" is self-closing.
      if (!/^[ \t\n\r]/.test(body)) body = ` ${body}`;
      if (body.endsWith("/")) body += " ";
      const expected = byRegex(body);
      const got = byScan(body);
      if (typeof expected === "string") expect({ body, got: typeof got }).toEqual({ body, got: "string" });
      else expect({ body, got }).toEqual({ body, got: expected });
    }
  });

  it("reads a start tag spread over many chunks, quotes and '>' inside values included", () => {
    const value = `${"x".repeat(3_000_000)}>'${"y".repeat(100_000)}`;
    const xml = `<r><t a="${value}" b='q>"' /></r>`;
    const seen: Record<string, string>[] = [];
    const stream = new XmlStream({
      open: (name, attrs) => {
        if (name === "t") seen.push({ ...attrs });
      },
      close: () => {},
      wantsText: () => false,
      text: () => {},
      cdata: () => {},
    });
    for (let at = 0; at < xml.length; at += 65_536) stream.write(xml.slice(at, at + 65_536));
    stream.end();
    expect(seen).toEqual([{ a: value, b: 'q>"' }]);
    const cut = new XmlStream({
      open: () => {},
      close: () => {},
      wantsText: () => false,
      text: () => {},
      cdata: () => {},
    });
    cut.write(`<r><t a="${"x".repeat(200_000)}`);
    expect(() => cut.end()).toThrow("the document ends inside a start tag");
  });

  it("counts as space exactly what \\s matches", () => {
    for (let c = 0; c < 0x10000; c++) expect(isSpace(c)).toBe(/\s/.test(String.fromCharCode(c)));
  });
});
