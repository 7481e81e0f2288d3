import { describe, expect, it } from "vitest";
import { codeBlock, escapeHtmlInline, escapeInline } from "../../../src/publish/markdown.js";

describe("markdown escaping of test text", () => {
  it("turns markup, links, mentions and HTML in names into plain text", () => {
    const name = "test <img src=x onerror=alert(1)> [click](http://evil) @octocat **bold** | pipe\nnext";
    const out = escapeInline(name);
    expect(out).not.toMatch(/<img/);
    expect(out).toContain("&lt;img");
    expect(out).toContain("\\[click\\]\\(http://evil\\)");
    expect(out).not.toContain("@octocat");
    expect(out).toContain("\\*\\*bold\\*\\*");
    expect(out).toContain("\\|");
    expect(out).not.toContain("\n");
  });

  it("HTML-only escaping where markdown is not parsed", () => {
    expect(escapeHtmlInline("<b>@x</b>\nz")).toBe("&lt;b&gt;&#64;x&lt;/b&gt; z");
  });

  it("fences a block so its own backticks cannot close it", () => {
    const text = "before\n```\n</details><script>\n````\nafter";
    const block = codeBlock(text);
    const fence = block.split("\n")[0]!;
    expect(fence).toBe("`````");
    expect(block.endsWith(`\n${fence}`)).toBe(true);
    // The only lines equal to the fence are the first and the last.
    expect(block.split("\n").filter((l) => l === fence)).toHaveLength(2);
  });
});
