import { describe, expect, it } from "vitest";
import { CappedOutput, LineSplitter } from "../../../src/sandbox/capped-output.js";

describe("CappedOutput", () => {
  it("keeps everything under the cap", () => {
    const c = new CappedOutput(100);
    c.push(Buffer.from("hello "));
    c.push(Buffer.from("world"));
    expect(c.text()).toBe("hello world");
    expect(c.truncated).toBe(false);
  });
  it("keeps head and tail with a marker, in bounded memory, for a flood", () => {
    const c = new CappedOutput(1000);
    c.push(Buffer.from("START"));
    const chunk = Buffer.alloc(64 * 1024, "x");
    for (let i = 0; i < 200; i++) c.push(chunk); // ~12.5 MiB
    c.push(Buffer.from("END"));
    const text = c.text();
    expect(c.truncated).toBe(true);
    expect(c.total).toBe(5 + 200 * 64 * 1024 + 3);
    expect(text.startsWith("START")).toBe(true);
    expect(text.endsWith("END")).toBe(true);
    expect(text).toMatch(/\[testcage: \d+ bytes of output dropped; cap is 1000 bytes\]/);
    expect(Buffer.byteLength(text)).toBeLessThan(1000 + 100);
  });
});

describe("LineSplitter", () => {
  it("joins lines split across chunks and flushes the last one", () => {
    const lines: string[] = [];
    const s = new LineSplitter((l) => lines.push(l));
    s.push(Buffer.from("a\nb"));
    s.push(Buffer.from("c\nd"));
    s.end();
    expect(lines).toEqual(["a", "bc", "d"]);
  });
  it("bounds a line that never ends", () => {
    const lines: string[] = [];
    const s = new LineSplitter((l) => lines.push(l), 10);
    s.push(Buffer.alloc(50, "y"));
    s.end();
    expect(lines).toEqual(["y".repeat(10)]);
  });
});
