// Reads a project source file from the original tree for what needs the tests' source:
// adapters locating definitions (Go reports no line for passing tests), tags (pytest
// markers) and the Exercism export (test_code). Bounded and confined to the folder it
// is given: the names come from the tests' reports (hostile, docs/architecture.md §5),
// and the tree is the checkout, whose links the sandbox never followed. So the whole
// path is resolved (a link to `/` in a parent folder is a way out, not only the last
// part) and must stay in the folder; only a regular file is read, opened without
// following a link and without blocking (a FIFO, /proc/kmsg), and never more than
// MAX_SOURCE_BYTES of it whatever its size says (/proc files say 0).
//
// One run reads the same test files at several steps and through different roots (the
// project folder while parsing and tagging, the repository root above it for the
// exports): the text is kept by the file's resolved path and read from disk again only
// when the file changed. A change is seen in the file's identity, size, mtime or ctime;
// since the kernel stamps times coarsely (a clock tick, not a nanosecond), a file
// changed within a tick of being read would keep its stamp, so a file whose ctime is
// less than RECENT_MS old is not kept at all: read again each time (as git treats
// "racily clean" index entries).

import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from "node:fs";
import { isAbsolute, normalize, resolve, sep } from "node:path";

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
  /** Reads the opened file `fd` (at `path`, resolved), or undefined when it is too large (readBounded by default; tests count the reads). */
  readFile?: (path: string, fd: number) => string | undefined;
  /** Wall-clock milliseconds, compared with the files' ctime. */
  now?: () => number;
  keptChars?: number;
}

export class SourceCache {
  /** Files read from disk so far. */
  reads = 0;
  private readonly kept = new Map<string, Kept>();
  private readonly roots = new Map<string, string>();
  private keptChars = 0;
  private readonly readFile: (path: string, fd: number) => string | undefined;
  private readonly now: () => number;
  private readonly limit: number;

  constructor(options: SourceCacheOptions = {}) {
    this.readFile = options.readFile ?? ((_path, fd) => readBounded(fd));
    this.now = options.now ?? Date.now;
    this.limit = options.keptChars ?? KEPT_CHARS;
  }

  /** `rel` under `root`, or undefined when it is outside it, not a regular file, too large or unreadable. */
  read(root: string, rel: string): string | undefined {
    const clean = normalize(rel);
    if (isAbsolute(clean) || clean.startsWith("..")) return undefined;
    let fd: number | null = null;
    try {
      const top = this.realRoot(root);
      const path = realpathSync.native(resolve(root, clean));
      if (!path.startsWith(top === sep ? sep : `${top}${sep}`)) return undefined;
      fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      const st = fstatSync(fd, { bigint: true });
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
      const text = this.readFile(path, fd);
      this.forget(path);
      if (text === undefined) return undefined;
      if (Number(st.ctimeNs / 1_000_000n) < this.now() - RECENT_MS) this.keep(path, { stamp, text });
      return text;
    } catch {
      return undefined;
    } finally {
      if (fd !== null) closeSync(fd);
    }
  }

  /** A root's real path, resolved once: roots are a few folders of the checkout, read for many files. */
  private realRoot(root: string): string {
    let real = this.roots.get(root);
    if (real === undefined) {
      real = realpathSync.native(root);
      this.roots.set(root, real);
    }
    return real;
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

/** An opened file's text, read to its end but never past MAX_SOURCE_BYTES: undefined when it holds more. */
export function readBounded(fd: number): string | undefined {
  const buffer = Buffer.allocUnsafe(64 * 1024);
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const got = readSync(fd, buffer, 0, buffer.length, null);
    if (got === 0) break;
    total += got;
    if (total > MAX_SOURCE_BYTES) return undefined;
    chunks.push(Buffer.from(buffer.subarray(0, got)));
  }
  return Buffer.concat(chunks, total).toString("utf8");
}

/** The process's reads: the engine's (parse, tags) and the exports' (src/formats/run-files.ts) share it. */
export const projectSources = new SourceCache();

export function readSourceFile(projectDir: string, rel: string): string | undefined {
  return projectSources.read(projectDir, rel);
}
