// Reads a project source file from the original tree for what needs the tests' source:
// adapters locating definitions (Go reports no line for passing tests), tags (pytest
// markers) and the Exercism export (test_code). Bounded and confined to the folder it
// is given.
//
// One run reads the same test files at several steps and through different roots (the
// project folder while parsing and tagging, the repository root above it for the
// exports): the text is kept by the file's resolved path and read from disk again only
// when the file changed. A change is seen in the file's identity, size, mtime or ctime;
// since the kernel stamps times coarsely (a clock tick, not a nanosecond), a file
// changed within a tick of being read would keep its stamp, so a file whose ctime is
// less than RECENT_MS old is not kept at all: read again each time (as git treats
// "racily clean" index entries).

import { lstatSync, readFileSync } from "node:fs";
import { isAbsolute, normalize, resolve } from "node:path";

const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
/** How much text the reads kept for reuse may hold, in characters; the least recently used go first. */
const KEPT_CHARS = 32 * 1024 * 1024;
/** A file changed this recently may change again without its stamp changing: not kept. */
const RECENT_MS = 2000;

interface Kept {
  stamp: string;
  text: string;
}

export interface SourceCacheOptions {
  /** Reads a file's text (readFileSync by default; tests count the reads). */
  readFile?: (path: string) => string;
  /** Wall-clock milliseconds, compared with the files' ctime. */
  now?: () => number;
  keptChars?: number;
}

export class SourceCache {
  /** Files read from disk so far. */
  reads = 0;
  private readonly kept = new Map<string, Kept>();
  private keptChars = 0;
  private readonly readFile: (path: string) => string;
  private readonly now: () => number;
  private readonly limit: number;

  constructor(options: SourceCacheOptions = {}) {
    this.readFile = options.readFile ?? ((path) => readFileSync(path, "utf8"));
    this.now = options.now ?? Date.now;
    this.limit = options.keptChars ?? KEPT_CHARS;
  }

  /** `rel` under `root`, or undefined when it is outside it, not a regular file, too large or unreadable. */
  read(root: string, rel: string): string | undefined {
    const clean = normalize(rel);
    if (isAbsolute(clean) || clean.startsWith("..")) return undefined;
    const path = resolve(root, clean);
    try {
      const st = lstatSync(path, { bigint: true });
      if (!st.isFile() || st.size > MAX_SOURCE_BYTES) return undefined;
      const stamp = `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
      const known = this.kept.get(path);
      if (known?.stamp === stamp) {
        this.kept.delete(path);
        this.kept.set(path, known);
        return known.text;
      }
      // Stamped before the read: a change during the read shows as a new stamp next time.
      this.reads += 1;
      const text = this.readFile(path);
      this.forget(path);
      if (Number(st.ctimeNs / 1_000_000n) < this.now() - RECENT_MS) this.keep(path, { stamp, text });
      return text;
    } catch {
      return undefined;
    }
  }

  private keep(path: string, entry: Kept): void {
    if (entry.text.length > this.limit) return;
    this.kept.set(path, entry);
    this.keptChars += entry.text.length;
    for (const [old, { text }] of this.kept) {
      if (this.keptChars <= this.limit) break;
      this.kept.delete(old);
      this.keptChars -= text.length;
    }
  }

  private forget(path: string): void {
    const old = this.kept.get(path);
    if (!old) return;
    this.kept.delete(path);
    this.keptChars -= old.text.length;
  }
}

/** The process's reads: the engine's (parse, tags) and the exports' (src/formats/run-files.ts) share it. */
export const projectSources = new SourceCache();

export function readSourceFile(projectDir: string, rel: string): string | undefined {
  return projectSources.read(projectDir, rel);
}
