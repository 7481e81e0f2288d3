// One file out of a zip held in memory: the base branch's artifact, downloaded
// to read its results.json. The zip is hostile input (another run uploaded it),
// so nothing in it is believed: the central directory is bounds-checked, the
// entry is looked up by its exact name (nothing is written to disk, so a
// `../` name can do no harm), and inflating stops at the cap whatever sizes the
// headers declare, which is what defuses a zip bomb.

import { inflateRawSync } from "node:zlib";

export class ZipError extends Error {}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The fixed part of the end record, and the longest comment that may follow it. */
const END_RECORD = 22;
const MAX_COMMENT = 0xffff;

function endRecord(zip: Buffer): number {
  const stop = Math.max(0, zip.length - END_RECORD - MAX_COMMENT);
  for (let i = zip.length - END_RECORD; i >= stop; i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  }
  throw new ZipError("not a zip file");
}

/**
 * The bytes of the entry called exactly `name`, or null when the zip has none.
 * Throws ZipError when the zip is malformed, encrypted, zip64 or uses another
 * compression than stored or deflate, and when the entry is over maxBytes.
 */
export function readZipEntry(zip: Buffer, name: string, maxBytes: number): Buffer | null {
  const end = endRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipError("zip64 archives are not read");
  if (offset + size > end) throw new ZipError("corrupt zip: the central directory lies outside the file");
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > end || zip.readUInt32LE(p) !== CENTRAL_HEADER)
      throw new ZipError("corrupt zip: bad central directory");
    const flags = zip.readUInt16LE(p + 8);
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const declared = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const skip = nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    if (p + 46 + skip > end) throw new ZipError("corrupt zip: bad central directory");
    const entry = zip.toString("utf8", p + 46, p + 46 + nameLength);
    p += 46 + skip;
    if (entry !== name) continue;
    if (flags & 1) throw new ZipError(`${name} is encrypted`);
    if (compressed === 0xffffffff || declared === 0xffffffff || local === 0xffffffff) {
      throw new ZipError("zip64 archives are not read");
    }
    if (declared > maxBytes) throw new ZipError(`${name}: ${declared} bytes, over the ${maxBytes}-byte cap`);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) {
      throw new ZipError(`corrupt zip: no local header for ${name}`);
    }
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) throw new ZipError(`corrupt zip: ${name} is cut short`);
    const data = zip.subarray(start, start + compressed);
    let out: Buffer;
    if (method === STORED) {
      out = Buffer.from(data);
    } else if (method === DEFLATED) {
      try {
        out = inflateRawSync(data, { maxOutputLength: maxBytes });
      } catch (err) {
        if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
          throw new ZipError(`${name}: inflates past the ${maxBytes}-byte cap`);
        }
        throw new ZipError(`corrupt zip: ${name} does not inflate (${(err as Error).message})`);
      }
    } else {
      throw new ZipError(`${name} uses compression method ${method}; only stored and deflate are read`);
    }
    if (out.length > maxBytes) throw new ZipError(`${name}: ${out.length} bytes, over the ${maxBytes}-byte cap`);
    if (out.length !== declared) {
      throw new ZipError(`corrupt zip: ${name} is ${out.length} bytes, its header says ${declared}`);
    }
    return out;
  }
  return null;
}
