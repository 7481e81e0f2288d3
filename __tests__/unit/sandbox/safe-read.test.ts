import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readReportFile } from "../../../src/core/safe-read.js";

const dir = mkdtempSync(join(tmpdir(), "tc-safe-read-"));

describe("readReportFile", () => {
  it("reads a regular file", async () => {
    writeFileSync(join(dir, "ok.xml"), "<x/>");
    expect(await readReportFile(join(dir, "ok.xml"), 100)).toEqual({ ok: true, text: "<x/>" });
  });
  it("refuses a planted symlink, even to a readable file", async () => {
    writeFileSync(join(dir, "secret"), "token");
    symlinkSync(join(dir, "secret"), join(dir, "link.xml"));
    const r = await readReportFile(join(dir, "link.xml"), 100);
    expect(r).toMatchObject({ ok: false, problem: "not-regular" });
  });
  it("refuses files over the cap and reports missing ones", async () => {
    writeFileSync(join(dir, "big.xml"), "x".repeat(101));
    expect(await readReportFile(join(dir, "big.xml"), 100)).toMatchObject({ ok: false, problem: "too-large" });
    expect(await readReportFile(join(dir, "none.xml"), 100)).toMatchObject({ ok: false, problem: "missing" });
  });
  it("refuses a FIFO without blocking", async () => {
    expect(spawnSync("mkfifo", [join(dir, "fifo.xml")]).status).toBe(0);
    expect(await readReportFile(join(dir, "fifo.xml"), 100)).toMatchObject({ ok: false, problem: "not-regular" });
  });
});
