import { describe, expect, it } from "vitest";
import { capText, cleanText, escapeRegExp, firstLine, tidy } from "../../src/core/text.js";
import { decodeEntities } from "../../src/reports/xml.js";

describe("text helpers", () => {
  it("strip ANSI colours and control characters but keep newlines and tabs", () => {
    expect(cleanText("\u001b[31mred\u001b[0m\tok\nline\u0000\u0007")).toBe("red\tok\nline");
    expect(cleanText("\u001b]0;title\u0007after")).toBe("after");
  });
  it("cap long text with a visible marker", () => {
    expect(capText("abcdef", 3)).toBe("abc\n[testcage: 3 more characters truncated]");
    expect(capText("abc", 3)).toBe("abc");
  });
  it("tidy returns null for empty text", () => {
    expect(tidy("  \n")).toBeNull();
    expect(tidy(null)).toBeNull();
    expect(tidy("x  \n")).toBe("x");
  });
  it("firstLine and escapeRegExp", () => {
    expect(firstLine("\n\n  boom  \nmore")).toBe("boom");
    expect(new RegExp(`^${escapeRegExp("a.b (c) [d]*")}$`).test("a.b (c) [d]*")).toBe(true);
  });
  it("decodes XML entities exactly once", () => {
    expect(decodeEntities("&lt;a&gt; &amp;amp; &#10;&#x41;&quot;&apos;")).toBe("<a> &amp; \nA\"'");
  });
});
