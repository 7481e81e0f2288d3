// Writes into the results folder without following links (docs/architecture.md §5).
// The default folder, ./testcage-results, sits in the checkout, and a checkout is
// the project's: it can commit `testcage-results -> /root/.ssh`, or a real folder
// holding `stdout.log -> /root/.ssh/authorized_keys`, and a write that follows either
// puts text the tests chose anywhere the runner's user may write. So the folder's own
// path may hold no link below the folder it was given from (`linkOnPath`), the folder
// and its `reports/` are made as folders (a link where `reports/` goes is replaced),
// and each file is opened without following a link, a link already there being
// removed first (it is not ours, and the file we write replaces it).

import { closeSync, constants, lstatSync, mkdirSync, openSync, readlinkSync, unlinkSync, writeSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";

/** A results folder that cannot be written safely: the message names the link and the fix. */
export class UnsafeOutDirError extends Error {}

const isMissing = (err: unknown): boolean => (err as NodeJS.ErrnoException).code === "ENOENT";

/**
 * The first symbolic link on the way from a folder in `bases` (the working folder, the
 * project) down to `dir`, or null. Links above those folders are the machine's own
 * (`/home -> /data/home`); only what lies inside them can be the project's.
 */
export function linkOnPath(dir: string, bases: readonly string[]): string | null {
  const target = resolve(dir);
  for (const base of bases) {
    const rel = relative(resolve(base), target);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) continue;
    let at = resolve(base);
    for (const part of rel.split(sep)) {
      at = resolve(at, part);
      try {
        if (lstatSync(at).isSymbolicLink()) return at;
      } catch (err) {
        if (isMissing(err)) break; // made by mkdir below: a folder, not a link
        throw err;
      }
    }
  }
  return null;
}

/** Why the results folder `dir` is refused when `link` (linkOnPath) lies on its path, for the error line. */
export function linkedOutDirMessage(dir: string, link: string): string {
  const to = ((): string => {
    try {
      return ` (to ${readlinkSync(link)})`;
    } catch {
      return "";
    }
  })();
  const where = resolve(dir) === link ? `is a symbolic link${to}` : `is reached through the symbolic link ${link}${to}`;
  return `the results folder ${dir} ${where}, which the checkout may have placed`;
}

/** Makes `dir` (and its parents) and checks that it is a folder itself, not a link to one. */
export function makeOutDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const st = lstatSync(dir);
  if (!st.isDirectory())
    throw new UnsafeOutDirError(
      `${dir} is ${st.isSymbolicLink() ? "a symbolic link" : "not a folder"}; testcage writes results only into a folder of its own`,
    );
}

/**
 * Makes the folder `dir` inside a results folder already made (`reports/`): a link or
 * file found there is removed first, as openOutFile does, and the folder made in its place.
 */
export function makeOutSubdir(dir: string): void {
  try {
    const st = lstatSync(dir);
    if (st.isDirectory()) return;
    unlinkSync(dir);
  } catch (err) {
    if (!isMissing(err)) throw err;
  }
  mkdirSync(dir);
}

/** Opens `path` for writing, created or truncated, never through a link: one found there is removed first. */
export function openOutFile(path: string): number {
  try {
    const st = lstatSync(path);
    if (st.isSymbolicLink() || !st.isFile()) unlinkSync(path); // a folder throws: not ours to remove
  } catch (err) {
    if (!isMissing(err)) throw err;
  }
  return openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o644);
}

/**
 * Removes a file an earlier run left at `path` (a link there too, never what it points
 * to): a results folder is reused from run to run, and a file this run does not write
 * (install.log of a run that installed nothing) would otherwise speak for it.
 */
export function removeOutFile(path: string): void {
  try {
    const st = lstatSync(path);
    if (st.isSymbolicLink() || st.isFile()) unlinkSync(path);
  } catch (err) {
    if (!isMissing(err)) throw err;
  }
}

/** Writes `content` (text, or bytes as they were read) to `path` as openOutFile opens it. */
export function writeOutFile(path: string, content: string | readonly Uint8Array[]): void {
  const fd = openOutFile(path);
  try {
    if (typeof content === "string")
      writeText(fd, content, Buffer.allocUnsafe(Math.min(WRITE_SLICE_CHARS, content.length) * 3));
    else for (const chunk of content) for (let at = 0; at < chunk.length;) at += writeSync(fd, chunk, at);
  } finally {
    closeSync(fd);
  }
}

/**
 * Characters of a long string encoded at a time by writeText. A raw report can be tens of
 * MB (a go test -json stream of 66,000 subtests is 48 MB): encoded whole it is a second
 * copy of itself, allocated and collected, which took twice the time of the write.
 */
export const WRITE_SLICE_CHARS = 256 * 1024;

/**
 * Writes `text` as UTF-8 to `fd` through `buffer` (at least 3 bytes a character of a
 * slice, and of WRITE_SLICE_CHARS characters' worth for long texts), a slice at a time.
 * A slice never ends between the two halves of a surrogate pair: each half alone would
 * be written as U+FFFD.
 */
export function writeText(fd: number, text: string, buffer: Buffer): void {
  const slice = Math.max(1, Math.min(WRITE_SLICE_CHARS, Math.floor(buffer.length / 3)));
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + slice);
    const last = text.charCodeAt(to - 1);
    if (to < text.length && to - from > 1 && last >= 0xd800 && last <= 0xdbff) to--;
    const bytes = buffer.write(text.slice(from, to), 0, "utf8");
    for (let at = 0; at < bytes;) at += writeSync(fd, buffer, at, bytes - at);
    from = to;
  }
}
