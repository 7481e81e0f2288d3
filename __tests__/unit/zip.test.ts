// The reader of one file out of the base branch's artifact zip: what an honest
// zip gives back, and what a hostile one is refused for.

import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readZipEntry, ZipError } from "../../src/publish/zip.js";
import { makeZip } from "../helpers/zip.js";

const results = JSON.stringify({ version: "1.2.0", status: "pass", tests: [], errors: [] });

describe("readZipEntry", () => {
  it("reads a deflated and a stored entry by exact name, and null for a missing one", () => {
    const zip = makeZip([
      { name: "logs/stdout.log", data: "x".repeat(5000) },
      { name: "results.json", data: results },
      { name: "junit.xml", data: "<testsuites/>", method: 0 },
    ]);
    expect(readZipEntry(zip, "results.json", 1000)!.toString()).toBe(results);
    expect(readZipEntry(zip, "junit.xml", 1000)!.toString()).toBe("<testsuites/>");
    expect(readZipEntry(zip, "reports/results.json", 1000)).toBeNull();
  });

  it("refuses what is not a zip, and a zip cut short", () => {
    expect(() => readZipEntry(Buffer.from("<html>502 Bad Gateway</html>"), "results.json", 1000)).toThrow(
      /not a zip file/,
    );
    expect(() => readZipEntry(Buffer.alloc(0), "results.json", 1000)).toThrow(ZipError);
    const zip = makeZip([{ name: "results.json", data: results }]);
    // The central directory kept, the data before it removed: offsets point past the start.
    const cut = Buffer.concat([zip.subarray(0, 10), zip.subarray(zip.length - 22 - 58)]);
    expect(() => readZipEntry(cut, "results.json", 1000)).toThrow(/corrupt zip/);
  });

  it("stops a zip bomb at the cap, whatever size its headers declare", () => {
    const bomb = Buffer.alloc(50 * 1024 * 1024);
    const zip = makeZip([{ name: "results.json", data: bomb, declaredSize: 100 }]);
    expect(zip.length).toBeLessThan(100_000);
    expect(() => readZipEntry(zip, "results.json", 1024 * 1024)).toThrow(/inflates past the 1048576-byte cap/);
  });

  it("refuses an entry whose declared size is over the cap before inflating it", () => {
    const zip = makeZip([{ name: "results.json", data: results, declaredSize: 2_000_000_000 }]);
    expect(() => readZipEntry(zip, "results.json", 1000)).toThrow(/2000000000 bytes, over the 1000-byte cap/);
  });

  it("refuses a stored entry over the cap, a size that disagrees, encryption and zip64 markers", () => {
    expect(() =>
      readZipEntry(makeZip([{ name: "results.json", data: "y".repeat(2000), method: 0 }]), "results.json", 1000),
    ).toThrow(/over the 1000-byte cap/);
    expect(() =>
      readZipEntry(makeZip([{ name: "results.json", data: results, declaredSize: 3 }]), "results.json", 1000),
    ).toThrow(/its header says 3/);
    expect(() =>
      readZipEntry(makeZip([{ name: "results.json", data: results, encrypted: true }]), "results.json", 1000),
    ).toThrow(/encrypted/);
    expect(() =>
      readZipEntry(makeZip([{ name: "results.json", data: results, declaredSize: 0xffffffff }]), "results.json", 1000),
    ).toThrow(/zip64/);
  });

  it("refuses deflate data that does not inflate", () => {
    const zip = makeZip([{ name: "results.json", data: results }]);
    const at = zip.indexOf(deflateRawSync(Buffer.from(results)));
    zip.fill(0xff, at, at + 8);
    expect(() => readZipEntry(zip, "results.json", 1000)).toThrow(/does not inflate/);
  });
});
