// A streaming XML scanner for untrusted reports (docs/architecture.md §5): text goes in
// in chunks of any size, elements come out as events, and the memory held is the
// unfinished token at the end of a chunk (a start tag, capped) plus whatever the
// handler keeps. Large text and CDATA are handed over in pieces, never buffered whole.
//
// It accepts what the DOM reader (xml.ts, fast-xml-parser with validation) accepts for
// reports and refuses what it refuses: a DOCTYPE or ENTITY declaration anywhere,
// mismatched or unclosed tags, attributes without a quoted value or repeated, text
// outside the root, an empty document. Entities are not decoded here: attribute values
// and text come out raw, for decodeEntities, as from the DOM reader.

import { UnsafeXmlError } from "./xml.js";

export interface XmlHandler {
  /** A start tag; `attrs` holds raw (undecoded) values, as their own strings (no slice of a chunk). */
  open(name: string, attrs: Record<string, string>, depth: number): void;
  close(name: string, depth: number): void;
  /** Whether text at the current position is wanted; text and CDATA are scanned past unseen otherwise. */
  wantsText(): boolean;
  /** A piece of raw character data of the current element (entities undecoded). */
  text(piece: string): void;
  /** A piece of a CDATA section's content. */
  cdata(piece: string): void;
}

export const XML_STREAM_LIMITS = {
  /** One start tag with its attributes (jest-junit writes whole messages into one). */
  maxTagChars: 32 * 1024 * 1024,
  /** A comment, processing instruction or end tag. */
  maxOtherChars: 1024 * 1024,
  maxDepth: 256,
} as const;

const enum State {
  Text,
  Cdata,
  Comment,
}

const NAME = /^[A-Za-z_:][\w:.-]*$/;
/**
 * Attributes whose values repeat from element to element (a class's tests share its
 * classname and file, failures their type): one string each, not one per element.
 */
const INTERNED = new Set(["classname", "file", "type", "className"]);

/** One attribute after the element name (what startTag reads; the scan there does not run it). */
export const ATTR = /\s+([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

/** What `\s` matches in a regex, for one UTF-16 code unit. */
export function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
const UNSAFE = /^<!(?:DOCTYPE|ENTITY)/i;

/**
 * A string of its own: V8 keeps substrings of 13+ characters as slices of their
 * parent, so a test name taken from a 1 MiB chunk would keep the whole chunk alive.
 */
export function ownString(s: string): string {
  return s.length < 13 ? s : (" " + s).slice(1);
}

export class XmlStream {
  private rest = "";
  private state = State.Text;
  private readonly stack: string[] = [];
  private rootSeen = false;
  private rootClosed = false;
  private started = false;
  /** Set by end(): nothing more comes, so a short token at the end is read as it is. */
  private final = false;
  /** A start tag not finished in the chunks so far: its text in pieces, and the quote it is inside of (0: none). */
  private tag: { pieces: string[]; size: number; quote: number } | null = null;
  /** Element names already checked, and attribute names already seen. */
  private readonly names = new Set<string>();
  private readonly keys = new Map<string, string>();
  private readonly values = new Map<string, string>();

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    if (!this.started) {
      if (chunk === "") return;
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    if (this.tag !== null) {
      const after = this.continueTag(chunk);
      if (after === null) return;
      chunk = after;
    }
    const buf = this.rest === "" ? chunk : this.rest + chunk;
    this.rest = "";
    this.scan(buf);
  }

  end(): void {
    if (this.tag !== null) throw new Error("the document ends inside a start tag");
    if (this.rest !== "") {
      const rest = this.rest;
      this.rest = "";
      this.final = true;
      this.scan(rest);
    }
    if (this.rest !== "" || this.state !== State.Text) {
      throw new Error(this.state === State.Cdata ? "unclosed CDATA section" : "the document ends inside a tag");
    }
    if (this.stack.length) throw new Error(`unclosed tag <${this.stack[this.stack.length - 1]}>`);
    if (!this.rootSeen) throw new Error("Start tag expected.");
  }

  private scan(buf: string): void {
    const h = this.handler;
    const len = buf.length;
    let pos = 0;
    while (pos < len) {
      if (this.state === State.Cdata) {
        const end = buf.indexOf("]]>", pos);
        if (end === -1) {
          // Keep two characters: they may start the "]]>" the next chunk finishes.
          const upto = Math.max(pos, len - 2);
          if (upto > pos && h.wantsText()) h.cdata(buf.slice(pos, upto));
          this.hold(buf, upto);
          return;
        }
        if (end > pos && h.wantsText()) h.cdata(buf.slice(pos, end));
        pos = end + 3;
        this.state = State.Text;
        continue;
      }
      if (this.state === State.Comment) {
        const end = buf.indexOf("-->", pos);
        if (end === -1) {
          this.hold(buf, Math.max(pos, len - 2));
          return;
        }
        pos = end + 3;
        this.state = State.Text;
        continue;
      }
      const lt = buf.indexOf("<", pos);
      const textEnd = lt === -1 ? len : lt;
      if (textEnd > pos) {
        if (this.stack.length === 0) {
          if (/\S/.test(buf.slice(pos, textEnd))) {
            throw new Error(this.rootClosed ? "Extra text at the end" : "char '<' expected.");
          }
        } else if (h.wantsText()) h.text(buf.slice(pos, textEnd));
      }
      if (lt === -1) return;
      pos = lt;
      // A markup token: needs at least its first few characters to tell its kind.
      if (len - pos < 9 && !this.final) {
        this.hold(buf, pos);
        return;
      }
      const c1 = buf.charCodeAt(pos + 1);
      if (c1 === 0x21 /* ! */) {
        if (buf.startsWith("<![CDATA[", pos)) {
          if (this.stack.length === 0) throw new Error("CDATA outside the root element");
          this.state = State.Cdata;
          pos += 9;
          continue;
        }
        if (buf.startsWith("<!--", pos)) {
          this.state = State.Comment;
          pos += 4;
          continue;
        }
        // A declaration is markup only here, outside CDATA and comments: a test's output
        // that prints an HTML page (<!DOCTYPE html>) inside a CDATA section is text.
        if (UNSAFE.test(buf.slice(pos, pos + 9)))
          throw new UnsafeXmlError("report contains a DOCTYPE or ENTITY declaration; refused");
        throw new Error(`unexpected markup ${JSON.stringify(buf.slice(pos, pos + 12))}`);
      }
      if (c1 === 0x3f /* ? */) {
        const end = buf.indexOf("?>", pos + 2);
        if (end === -1) {
          this.keep(buf, pos, XML_STREAM_LIMITS.maxOtherChars, "processing instruction");
          return;
        }
        pos = end + 2;
        continue;
      }
      if (c1 === 0x2f /* / */) {
        const end = buf.indexOf(">", pos + 2);
        if (end === -1) {
          this.keep(buf, pos, XML_STREAM_LIMITS.maxOtherChars, "end tag");
          return;
        }
        const name = buf.slice(pos + 2, end).trimEnd();
        const open = this.stack.pop();
        if (open === undefined) throw new Error(`closing tag '${name}' has no opening tag`);
        if (open !== name) throw new Error(`Expected closing tag '${open}' instead of closing tag '${name}'`);
        if (this.stack.length === 0) this.rootClosed = true;
        h.close(name, this.stack.length);
        pos = end + 1;
        continue;
      }
      // A start tag: its end is the first '>' outside a quoted value.
      let i = pos + 1;
      let quote = 0;
      for (; i < len; i++) {
        const c = buf.charCodeAt(i);
        if (quote !== 0) {
          if (c === quote) quote = 0;
        } else if (c === 0x22 || c === 0x27) quote = c;
        else if (c === 0x3e) break;
      }
      if (i === len) {
        if (this.final) throw new Error("the document ends inside a start tag");
        this.tag = { pieces: [buf.slice(pos)], size: len - pos, quote };
        this.checkTagSize();
        return;
      }
      this.startTag(buf, pos, i);
      pos = i + 1;
    }
  }

  /**
   * The next chunk of a start tag begun in an earlier one: its end is looked for in the new
   * text only, from the quoting state the last chunk ended in, and the pieces are joined
   * once, when it is found. (Rescanning the tag from its start with every chunk made a
   * hostile 30 MB attribute cost minutes.) Returns the text after the tag, or null while
   * the tag goes on.
   */
  private continueTag(chunk: string): string | null {
    const tag = this.tag!;
    let quote = tag.quote;
    let i = 0;
    for (; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (quote !== 0) {
        if (c === quote) quote = 0;
      } else if (c === 0x22 || c === 0x27) quote = c;
      else if (c === 0x3e) break;
    }
    if (i === chunk.length) {
      tag.pieces.push(chunk);
      tag.size += chunk.length;
      tag.quote = quote;
      this.checkTagSize();
      return null;
    }
    this.tag = null;
    const text = tag.pieces.join("") + chunk.slice(0, i);
    this.startTag(`${text}>`, 0, text.length);
    return chunk.slice(i + 1);
  }

  private checkTagSize(): void {
    const max = XML_STREAM_LIMITS.maxTagChars;
    if (this.tag!.size > max) throw new Error(`a start tag longer than ${max} characters`);
  }

  /** One string for each value seen (bounded: forgotten at once when full). */
  private intern(value: string): string {
    const known = this.values.get(value);
    if (known !== undefined) return known;
    const own = ownString(value);
    if (this.values.size >= 10_000) this.values.clear();
    this.values.set(own, own);
    return own;
  }

  /** An attribute's name, one string per name seen (bounded), not a new one per attribute. */
  private attrName(buf: string, start: number, end: number): string {
    const key = buf.slice(start, end);
    const known = this.keys.get(key);
    if (known !== undefined) return known;
    const own = ownString(key);
    if (this.keys.size < 1024) this.keys.set(own, own);
    return own;
  }

  /**
   * Keeps the unfinished end of a chunk for the next one. A short end is copied: a slice
   * would keep the whole chunk (a MiB) alive while the next is read, long enough for the
   * collector to move it to the old generation, where it stays until a full collection.
   */
  private hold(buf: string, from: number): void {
    const rest = buf.slice(from);
    this.rest = rest.length <= 64 * 1024 ? ownString(rest) : rest;
  }

  private keep(buf: string, pos: number, max: number, what: string): void {
    if (this.final) throw new Error(`the document ends inside a ${what}`);
    if (buf.length - pos > max) throw new Error(`a ${what} longer than ${max} characters`);
    this.hold(buf, pos);
  }

  private startTag(buf: string, start: number, end: number): void {
    const selfClosing = buf.charCodeAt(end - 1) === 0x2f;
    const bodyEnd = selfClosing ? end - 1 : end;
    let nameEnd = start + 1;
    for (let c = buf.charCodeAt(nameEnd); nameEnd < bodyEnd && c !== 32 && c !== 10 && c !== 9 && c !== 13;) {
      c = buf.charCodeAt(++nameEnd);
    }
    const name = buf.slice(start + 1, nameEnd);
    if (!this.names.has(name)) {
      if (!NAME.test(name)) throw new Error(`invalid tag name ${JSON.stringify(name.slice(0, 40))}`);
      // A report uses a handful of element names: each is checked once (bounded).
      if (this.names.size < 1024) this.names.add(ownString(name));
    }
    const attrs: Record<string, string> = {};
    // What ATTR (kept as the definition) matches, read a character at a time: the same
    // attributes, with no regex run and no match array per attribute.
    let at = nameEnd;
    for (;;) {
      let i = at;
      while (i < bodyEnd && isSpace(buf.charCodeAt(i))) i++;
      if (i === at) break;
      const keyStart = i;
      for (; i < bodyEnd; i++) {
        const c = buf.charCodeAt(i);
        if (c === 0x3d || c === 0x2f || c === 0x3e || c === 0x22 || c === 0x27 || isSpace(c)) break;
      }
      if (i === keyStart) break;
      const keyEnd = i;
      while (i < bodyEnd && isSpace(buf.charCodeAt(i))) i++;
      if (buf.charCodeAt(i) !== 0x3d /* = */ || i >= bodyEnd) break;
      i++;
      while (i < bodyEnd && isSpace(buf.charCodeAt(i))) i++;
      const quote = buf.charCodeAt(i);
      if ((quote !== 0x22 && quote !== 0x27) || i >= bodyEnd) break;
      const valueEnd = buf.indexOf(quote === 0x22 ? '"' : "'", i + 1);
      if (valueEnd === -1 || valueEnd + 1 > bodyEnd) break;
      const key = this.attrName(buf, keyStart, keyEnd);
      if (Object.hasOwn(attrs, key)) throw new Error(`Attribute '${key}' is repeated.`);
      attrs[key] = INTERNED.has(key) ? this.intern(buf.slice(i + 1, valueEnd)) : ownString(buf.slice(i + 1, valueEnd));
      at = valueEnd + 1;
    }
    if (at < bodyEnd && /\S/.test(buf.slice(at, bodyEnd))) {
      const what = buf.slice(at, Math.min(bodyEnd, at + 40)).trim();
      throw new Error(`malformed attribute near ${JSON.stringify(what)} in <${name}>`);
    }
    if (this.stack.length >= XML_STREAM_LIMITS.maxDepth) throw new Error("elements nested too deep");
    this.rootSeen = true;
    const depth = this.stack.length;
    this.stack.push(name);
    this.handler.open(name, attrs, depth);
    if (selfClosing) {
      this.stack.pop();
      if (this.stack.length === 0) this.rootClosed = true;
      this.handler.close(name, depth);
    }
  }
}

/** Collects text pieces up to a cap (head kept); CDATA apart, as the DOM reader keeps it. */
export class TextCapture {
  private text: string[] = [];
  private cdata: string[] = [];
  private size = 0;
  constructor(private readonly cap: number) {}
  addText(piece: string): void {
    this.add(this.text, piece);
  }
  addCdata(piece: string): void {
    this.add(this.cdata, piece);
  }
  private add(into: string[], piece: string): void {
    if (this.size >= this.cap) return;
    const room = this.cap - this.size;
    const kept = piece.length > room ? piece.slice(0, room) : piece;
    into.push(kept);
    this.size += kept.length;
  }
  /** [raw text, cdata], each its own string. */
  parts(): [string, string] {
    return [ownString(this.text.join("")), ownString(this.cdata.join(""))];
  }
}
