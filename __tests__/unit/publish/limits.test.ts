import { describe, expect, it } from "vitest";
import { byteLength, closeOpenFences, fitMarkdown, truncateBytes, truncateChars } from "../../../src/publish/limits.js";

describe("byte limits", () => {
  it("cuts UTF-8 text to a byte budget without splitting a character", () => {
    const text = "é".repeat(100); // 200 bytes
    const cut = truncateBytes(text, 51, "…"); // "…" is 3 bytes
    expect(byteLength(cut)).toBeLessThanOrEqual(51);
    expect(cut).toBe(`${"é".repeat(24)}…`);
    expect(truncateBytes("short", 10)).toBe("short");
    const emoji = truncateBytes("😀😀😀", 9, "");
    expect(emoji).toBe("😀😀");
  });

  it("cuts titles by characters, keeping surrogate pairs whole", () => {
    expect(truncateChars("😀".repeat(300), 255)).toBe(`${"😀".repeat(254)}…`);
    expect(truncateChars("abc", 255)).toBe("abc");
  });

  it("closes a fence the cut left open, with the fence's own length", () => {
    expect(closeOpenFences("a\n````\ncode")).toBe("a\n````\ncode\n````");
    expect(closeOpenFences("```\nx\n```\ntext")).toBe("```\nx\n```\ntext");
    // A shorter fence inside a longer one does not close it.
    expect(closeOpenFences("````\n```\nx")).toBe("````\n```\nx\n````");
  });

  it("fits markdown under the limit and says it was trimmed", () => {
    const md = `# t\n\n\`\`\`\n${"line of code\n".repeat(10_000)}\`\`\`\nafter`;
    const fitted = fitMarkdown(md, 65_535);
    expect(byteLength(fitted)).toBeLessThanOrEqual(65_535);
    expect(fitted).toContain("trimmed to fit");
    expect(closeOpenFences(fitted)).toBe(fitted);
    expect(fitMarkdown("small", 100)).toBe("small");
  });
});
