import { describe, expect, it } from "vitest";
import { guardedLog } from "../../src/publish/log-guard.js";

describe("guardedLog", () => {
  it("wraps every line between stop-commands and a fresh random token", () => {
    const lines: string[] = [];
    guardedLog("::add-mask::x\n::error::y", (l) => lines.push(l));
    const token = lines[0]!.replace("::stop-commands::", "");
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(lines.slice(1, -1)).toEqual(["::add-mask::x", "::error::y"]);
    expect(lines[lines.length - 1]).toBe(`::${token}::`);
    const again: string[] = [];
    guardedLog("x", (l) => again.push(l));
    expect(again[0]).not.toBe(lines[0]);
  });
});
