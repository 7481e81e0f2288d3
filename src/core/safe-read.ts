// Reads report files written by hostile code: regular files only (lstat, so a
// planted symlink to /etc/shadow or the runner's token file is refused), under a
// size cap, opened with O_NOFOLLOW so a swap between check and open fails too.

import { constants } from "node:fs";
import { lstat, open, readFile } from "node:fs/promises";
import { basename } from "node:path";
import { StringDecoder } from "node:string_decoder";
import type { ReportContent } from "./adapter-types.js";

type Refusal = { ok: false; problem: "missing" | "not-regular" | "too-large"; detail: string };

/** Why a report file is not read (missing, not a regular file, over the cap), or null. */
async function refusal(path: string, name: string, capBytes: number): Promise<Refusal | null> {
  let st;
  try {
    st = await lstat(path);
  } catch {
    return { ok: false, problem: "missing", detail: `${name} was not written` };
  }
  if (!st.isFile()) {
    return {
      ok: false,
      problem: "not-regular",
      detail: `${name} is not a regular file (symlink or special file); refused`,
    };
  }
  if (st.size > capBytes) {
    return { ok: false, problem: "too-large", detail: `${name} is ${st.size} bytes, over the ${capBytes}-byte cap` };
  }
  return null;
}

export async function readReportFile(path: string, capBytes: number): Promise<ReportContent> {
  // Details name the file only: host temp paths mean nothing to the reader.
  const name = basename(path);
  const refused = await refusal(path, name, capBytes);
  if (refused) return refused;
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const fst = await handle.stat();
    if (!fst.isFile()) return { ok: false, problem: "not-regular", detail: `${name} changed type; refused` };
    const buf = Buffer.alloc(Math.min(fst.size, capBytes));
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return { ok: true, text: buf.subarray(0, bytesRead).toString("utf8") };
  } catch (err) {
    return { ok: false, problem: "unreadable", detail: `${name}: ${(err as Error).message}` };
  } finally {
    await handle?.close();
  }
}

export type StreamedReport =
  | { ok: true; bytes: number }
  | { ok: false; problem: "missing" | "not-regular" | "too-large" | "unreadable"; detail: string };

/**
 * readReportFile for files too large to hold: the same checks (regular file, no symlink,
 * size cap), then the text handed to `onText` in pieces of about `chunkBytes` (UTF-8
 * sequences never split). An exception from `onText` stops the read and propagates.
 */
export async function streamReportFile(
  path: string,
  capBytes: number,
  onText: (text: string) => void,
  chunkBytes = 1024 * 1024,
): Promise<StreamedReport> {
  const name = basename(path);
  const refused = await refusal(path, name, capBytes);
  if (refused) return refused;
  let handle;
  let handlerError: unknown;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const fst = await handle.stat();
    if (!fst.isFile()) return { ok: false, problem: "not-regular", detail: `${name} changed type; refused` };
    const limit = Math.min(fst.size, capBytes);
    const buf = Buffer.alloc(Math.min(chunkBytes, Math.max(limit, 1)));
    const decoder = new StringDecoder("utf8");
    const deliver = (text: string): void => {
      try {
        onText(text);
      } catch (err) {
        handlerError = err;
        throw err;
      }
    };
    let bytes = 0;
    while (bytes < limit) {
      let bytesRead;
      try {
        ({ bytesRead } = await handle.read(buf, 0, Math.min(buf.length, limit - bytes), bytes));
      } catch (err) {
        return { ok: false, problem: "unreadable", detail: `${name}: ${(err as Error).message}` };
      }
      if (bytesRead === 0) break;
      bytes += bytesRead;
      const text = decoder.write(buf.subarray(0, bytesRead));
      if (text !== "") deliver(text);
    }
    const rest = decoder.end();
    if (rest !== "") deliver(rest);
    return { ok: true, bytes };
  } catch (err) {
    if (err === handlerError && handlerError !== undefined) throw err;
    return { ok: false, problem: "unreadable", detail: `${name}: ${(err as Error).message}` };
  } finally {
    await handle?.close();
  }
}

/**
 * A small text file of the project or the runner (a toolchain file, go.mod, a JDK's
 * release file): a regular file only (lstat, a planted symlink is not followed) of at
 * most capBytes; null when it is not one or cannot be read.
 */
export async function readSmallFile(path: string, capBytes: number): Promise<string | null> {
  try {
    const st = await lstat(path);
    if (!st.isFile() || st.size > capBytes) return null;
    return await readFile(path, "utf8");
  } catch {
    return null;
  }
}
