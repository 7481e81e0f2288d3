import { describe, expect, it } from "vitest";
import { codeBlock, details, escapeMarkdown, plainText } from "../../../src/publish/markdown.js";

describe("markdown escaping of test text", () => {
  it("backslash-escapes markup, links and HTML in names, flattens lines, defuses mentions", () => {
    const name = "test <img src=x onerror=alert(1)> [click](http://evil) @octocat **bold** | pipe\nnext";
    const out = escapeMarkdown(name);
    expect(out).toContain("\\<img src=x onerror=alert\\(1\\)\\>");
    expect(out).toContain("\\[click\\]\\(http\\://evil\\)");
    expect(out).toContain("@\u2060octocat");
    expect(out).toContain("\\*\\*bold\\*\\*");
    expect(out).toContain("\\|");
    expect(out).not.toContain("\n");
  });

  it("emits no HTML entity: quotes stay, & and # are escaped with a backslash only", () => {
    expect(escapeMarkdown(`the runner's "user" & #1`)).toBe(`the runner's "user" \\& \\#1`);
    expect(escapeMarkdown("&#39;")).toBe("\\&\\#39;");
  });

  it("drops bidirectional overrides and isolates from names, messages and blocks", () => {
    expect(escapeMarkdown("ok \u202Edeliaf\u202C \u2067x\u2069")).toBe("ok deliaf x");
    expect(codeBlock("a\u202Eb")).toBe("```\nab\n```");
  });

  it("drops ANSI colour codes and control characters, keeps tabs and line breaks as text", () => {
    expect(plainText("\u001b[31mred\u001b[0m\r\nnext\u0007\tx")).toBe("red\nnext    x");
    expect(escapeMarkdown("  \u001b[1ma\u001b[22m\r\n  b  ")).toBe("a b");
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

  it("a details summary line never carries markup", () => {
    expect(details("Stack <b>&", "x")).toBe("<details><summary>Stack b</summary>\n\nx\n\n</details>");
  });
});
