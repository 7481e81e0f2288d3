// Large results written in pieces: a run of a million tests is never one string (nor
// one Buffer) in memory, only a buffer of about a MiB at a time.

import { closeSync, writeSync } from "node:fs";
import { openOutFile, writeText } from "../core/out-files.js";

const BUFFER_BYTES = 1024 * 1024;

/**
 * A file written through one reused buffer of about a MiB. No batch is joined into a
 * string: a MiB string alive across a write would be moved to the old generation and
 * kept there, with every other one, until a full collection. The writes are
 * synchronous: the text is made on this thread and nothing else waits for it, so an
 * awaited write only left it idle (a fifth of a million-test run's time). Writing on a
 * second thread instead gained nothing measurable at 300,000 tests (2.78 s against
 * 2.83 s) for 25 MB more memory: the copy into the page cache is not what costs.
 */
export class ChunkWriter {
  private readonly fd: number;
  private readonly buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;

  /** Creates or truncates `path`, never through a link (core/out-files.ts). */
  constructor(path: string) {
    this.fd = openOutFile(path);
  }

  write(piece: string): void {
    // A UTF-16 code unit is at most 3 bytes of UTF-8: a piece under this bound fits whole.
    if (this.used + piece.length * 3 > BUFFER_BYTES) this.flush();
    if (piece.length * 3 > BUFFER_BYTES) writeText(this.fd, piece, this.buffer);
    else this.used += this.buffer.write(piece, this.used, "utf8");
  }

  /** Writes what is buffered and closes the file; `failed`: closes only. */
  close(failed = false): void {
    try {
      if (!failed) this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  private flush(): void {
    for (let at = 0; at < this.used;) at += writeSync(this.fd, this.buffer, at, this.used - at);
    this.used = 0;
  }
}

/** Writes the pieces to `path` (created or truncated), a MiB at a time (ChunkWriter). */
export async function writeChunks(path: string, pieces: Iterable<string>): Promise<void> {
  const out = new ChunkWriter(path);
  let failed = true;
  try {
    for (const piece of pieces) out.write(piece);
    failed = false;
  } finally {
    out.close(failed);
  }
}

/**
 * A JSON document whose list at `path` is written a compact item a line, to `out` as
 * the caller hands over the items: `add` each (or `addLine`, its JSON text), then `end`.
 * Several of them let one pass over a run's tests feed several files; jsonLinePieces
 * is the same writer as a generator.
 */
export class JsonLineList {
  private frame: { text: string; at: number; indent: string; quoted: string } | null = null;

  constructor(
    private readonly out: { write(piece: string): void },
    private readonly value: object,
    private readonly path: readonly string[],
  ) {}

  add(item: unknown): void {
    this.addLine(JSON.stringify(item));
  }

  /** An item already serialized, compact. */
  addLine(json: string): void {
    if (this.frame) this.out.write(`,\n${this.frame.indent}${json}`);
    else {
      this.frame = marked(this.value, this.path);
      this.out.write(this.frame.text.slice(0, this.frame.at));
      this.out.write(json);
    }
  }

  end(): void {
    const f = this.frame;
    this.out.write(f ? `${f.text.slice(f.at + f.quoted.length)}\n` : `${JSON.stringify(this.value, null, 2)}\n`);
  }
}

const MARK = "\u0000testcage-items\u0000";

/**
 * The document around its list: the text up to the list's items, the items as `body`
 * writes them (from the first, at the list's indent), and the rest; the plain text
 * when there are none. The whole text never exists at once.
 */
function* framed<T>(
  value: object,
  path: readonly string[],
  items: Iterable<T>,
  body: (first: T, rest: Iterator<T>, indent: string) => Iterable<string>,
): Generator<string> {
  const iterator = items[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) {
    yield `${JSON.stringify(value, null, 2)}\n`;
    return;
  }
  const { text, at, indent, quoted } = marked(value, path);
  yield text.slice(0, at);
  yield* body(first.value, iterator, indent);
  yield `${text.slice(at + quoted.length)}\n`;
}

/**
 * `JSON.stringify(value, null, 2) + "\n"`, byte for byte, as pieces: `value` holds an
 * empty array at `path` (keys from the top), and `items` are serialized into it one by
 * one, so the whole text never exists at once.
 */
export function jsonPieces(value: object, path: readonly string[], items: Iterable<unknown>): Generator<string> {
  return framed(value, path, items, prettyItems);
}

function* prettyItems(head: unknown, iterator: Iterator<unknown>, indent: string): Generator<string> {
  let next: IteratorResult<unknown> = { done: false, value: head };
  if (/^(?: {2})+$/.test(indent)) {
    // Items a batch at a time, in one native call: the batch is nested as deep as the
    // array it stands for, so the items come out already indented as in the whole text.
    let wrapped: unknown = [];
    for (let d = indent.length / 2 - 1; d > 0; d--) wrapped = { "": wrapped };
    let holder = wrapped;
    while (!Array.isArray(holder)) holder = (holder as Record<string, unknown>)[""];
    const batch = holder as unknown[];
    let first = true;
    while (!next.done) {
      batch.length = 0;
      for (let size = 0; !next.done && size < JSON_BATCH_ITEMS; size++) {
        batch.push(next.value);
        next = iterator.next();
      }
      const json = JSON.stringify(wrapped, null, 2);
      // Between the array's "[\n" (the first "[": the wrappers hold none) and its closing
      // "\n<pad>]" (the last "]": only braces follow it).
      const items = json.slice(json.indexOf("[") + 2, json.lastIndexOf("]") - indent.length + 1);
      yield first ? items.slice(indent.length) : `,\n${items}`;
      first = false;
    }
  } else {
    let first = true;
    while (!next.done) {
      const json = JSON.stringify(next.value, null, 2).replaceAll("\n", `\n${indent}`);
      yield first ? json : `,\n${indent}${json}`;
      first = false;
      next = iterator.next();
    }
  }
}

/**
 * Past this many tests a list is written one compact item a line (results.json, CTRF,
 * Exercism): a pretty-printed test takes 14 lines and about twice the bytes, which at
 * 100,000 tests is tens of MB more to write, upload and download. The same count as
 * where a report-only run keeps its tests on disk (ingest/spilling-sink.ts).
 */
export const LINES_AFTER = 10_000;

/**
 * `value` as JSON.stringify(value, null, 2) would write it, except that the list at
 * `path` holds `items` (already JSON text, compact) one to a line: still one JSON
 * document, and a test a line for grep and diff.
 */
export function* jsonLinePieces(value: object, path: readonly string[], items: Iterable<string>): Generator<string> {
  const pieces: string[] = [];
  const list = new JsonLineList({ write: (piece) => pieces.push(piece) }, value, path);
  for (const item of items) {
    list.addLine(item);
    // After the first item, one piece an item: handed on as it is (no yield* over an array).
    if (pieces.length === 1) yield pieces.pop()!;
    else {
      yield* pieces;
      pieces.length = 0;
    }
  }
  list.end();
  yield* pieces;
}

/** The document's text with a marker where the list at `path` goes, and the marker's place and indent. */
function marked(value: object, path: readonly string[]): { text: string; at: number; indent: string; quoted: string } {
  const copy = (node: Record<string, unknown>, depth: number): Record<string, unknown> =>
    depth === path.length - 1
      ? { ...node, [path[depth]!]: [MARK] }
      : { ...node, [path[depth]!]: copy(node[path[depth]!] as Record<string, unknown>, depth + 1) };
  const text = JSON.stringify(copy(value as Record<string, unknown>, 0), null, 2);
  const quoted = JSON.stringify(MARK);
  const at = text.indexOf(quoted);
  const lineStart = text.lastIndexOf("\n", at) + 1;
  return { text, at, indent: text.slice(lineStart, at), quoted };
}

/**
 * jsonPieces, or jsonLinePieces past LINES_AFTER tests in the run (`tests`: one layout for
 * every file of a run); `serialized` gives the items' JSON text when it is at hand
 * without serializing them (a test store's lines).
 */
export function jsonListPieces(
  value: object,
  path: readonly string[],
  tests: number,
  items: Iterable<unknown>,
  serialized?: () => Iterable<string>,
): Generator<string> {
  if (tests <= LINES_AFTER) return jsonPieces(value, path, items);
  return jsonLinePieces(value, path, serialized ? serialized() : mapped(items, (item) => JSON.stringify(item)));
}

/** Items serialized by one JSON.stringify call; a test's text is rarely over a few KiB. */
const JSON_BATCH_ITEMS = 256;

/** `items` mapped lazily (an array's map would build the whole new array). */
export function* mapped<T, U>(items: Iterable<T>, f: (item: T) => U | null): Generator<U> {
  for (const item of items) {
    const out = f(item);
    if (out !== null) yield out;
  }
}
