import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { capText, cleanText, escapeRegExp, firstLine, reasonLine, terminalText, tidy } from "../../src/core/text.js";
import { settleError, settleTest } from "../../src/core/settle.js";
import { testResult } from "../helpers/results.js";
import { ROOT } from "../helpers/golden.js";
import { decodeEntities } from "../../src/reports/xml.js";

describe("text helpers", () => {
  it("a crashed Node.js process's reason is its error's headline, not its closing version line", () => {
    // Recorded from node 20 (fixtures/node-crashes): an async throw and an unhandled rejection.
    const crash = (name: string): string =>
      readFileSync(join(ROOT, "__tests__/fixtures/node-crashes", `${name}.stderr`), "utf8");
    expect(reasonLine(crash("throw-in-async"))).toBe("TypeError: cannot read the fixture");
    expect(reasonLine(crash("unhandled-rejection"))).toMatch(
      /^UnhandledPromiseRejection: This error originated either by throwing inside of an async function/,
    );
    // vitest 2 could not write its bundled config: the error's properties follow its stack.
    expect(reasonLine(crash("vitest-config-eacces"))).toMatch(
      /^Error: EACCES: permission denied, open '\/repo\/vitest\.config/,
    );
    expect(reasonLine("warning: a\nfatal: the last line\n")).toBe("fatal: the last line");
    expect(reasonLine("Node.js v20.20.2\n")).toBe("Node.js v20.20.2");
  });
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

  it("never keeps half a surrogate pair, C1 controls or bidi overrides where they would be obeyed", () => {
    expect(cleanText("lone \ud800 x \udc00 pair \ud83d\ude00 end \ud83d")).toBe(
      "lone \ufffd x \ufffd pair \ud83d\ude00 end \ufffd",
    );
    expect(cleanText("csi \u009b2J nel \u0085 ok \u00e9")).toBe("csi 2J nel  ok \u00e9");
    expect(terminalText("FAIL \u202etxt.exe\u202c \u2066x\u2069")).toBe("FAIL txt.exe x");
    // A cap never cuts a pair in two.
    expect(capText("ab\ud83d\ude00cd", 3)).toBe("ab\n[testcage: 4 more characters truncated]");
  });
});

describe("settled tests", () => {
  it("hold no control character, escape sequence or half surrogate in any text, whatever the tests named themselves", () => {
    const dirty = "nul \u0000 esc \u001b[31mred\u001b[0m bel \u0007 del \u007f c1 \u009b2J lone \ud800 \ufffe";
    const t = settleTest(
      testResult({
        id: `t.js::${dirty}`,
        name: dirty,
        suite: [dirty, "plain"],
        file: "t.js",
        message: dirty,
        stack: dirty,
        stdout: dirty,
        stderr: dirty,
        parameters: dirty,
      }),
    );
    const clean = "nul  esc red bel  del  c1 2J lone \ufffd ";
    expect([t.id, t.name, t.suite[0], t.message, t.stack, t.stdout, t.stderr, t.parameters]).toEqual([
      `t.js::${clean}`,
      clean,
      clean,
      clean,
      clean,
      clean,
      clean,
      clean,
    ]);
    expect(JSON.stringify(t)).not.toMatch(/\\u(00[01]|d[89a-f])/i);
    expect(settleError({ kind: "collection", message: `x \u001b[2J${dirty}` }).message).toBe(`x ${clean}`);
    // Nothing but controls: still a message, still an id (the schema wants both non-empty).
    expect(settleError({ kind: "collection", message: "\u0000\u001b[0m" }).message).toBe(
      "(a message of control characters only)",
    );
    expect(settleTest(testResult({ id: "\u0000", name: "\u0007" }))).toMatchObject({
      id: "(an id of control characters only)",
      name: "",
    });
    // Clean text is handed on as it is, not copied.
    const plain = testResult({ name: "plain \ud83d\ude00" });
    expect(settleTest(plain)).toBe(plain);
  });
});
