// The job summary and the check run output as a person reads them: rendered
// through a CommonMark renderer with GitHub's extensions, then checked as text.
// Test names, messages and notes are hostile: quotes, ampersands, angle
// brackets, backticks, pipes in table cells, raw HTML, ANSI escapes, carriage
// returns, links and mentions must all read exactly as the test wrote them,
// with nothing turned into markup and no entity escaped twice.

import { describe, expect, it } from "vitest";
import type { RunResult, SandboxInfo } from "../../../src/core/model.js";
import { checkOutput } from "../../../src/publish/check-output.js";
import { jobSummary } from "../../../src/publish/job-summary.js";
import { renderMarkdown, visibleText, type Rendered } from "../../helpers/markdown-render.js";
import { resultOf, testResult } from "../../helpers/results.js";
import { testContext } from "../../helpers/github-context.js";

const ctx = testContext();

/** Test names as written, and as a reader must see them (one line, colours gone). */
const HOSTILE: { name: string; shown: string }[] = [
  { name: `it's "quoted" & fine`, shown: `it's "quoted" & fine` },
  { name: "<img src=x onerror=alert(1)> loads", shown: "<img src=x onerror=alert(1)> loads" },
  { name: "a <b>bold</b> <script>x()</script> claim", shown: "a <b>bold</b> <script>x()</script> claim" },
  { name: "uses `code` and ``double`` ticks", shown: "uses `code` and ``double`` ticks" },
  { name: "a | b || c", shown: "a | b || c" },
  { name: "\u001b[31mred\u001b[0m and \u001b[1mbold\u001b[22m", shown: "red and bold" },
  { name: "first line\r\nsecond\rthird", shown: "first line second third" },
  {
    name: "[click](https://example.invalid) and https://example.invalid/x",
    shown: "[click](https://example.invalid) and https://example.invalid/x",
  },
  { name: "*em* _u_ ~~gone~~ $x^2$ \\escaped", shown: "*em* _u_ ~~gone~~ $x^2$ \\escaped" },
  { name: "# not a heading", shown: "# not a heading" },
  { name: "1. not a list", shown: "1. not a list" },
  { name: "- not a bullet", shown: "- not a bullet" },
  { name: "pings @octocat and @acme/team", shown: "pings @octocat and @acme/team" },
  { name: "x > y >= z", shown: "x > y >= z" },
];

const NOTE = "the sandbox runs as the runner's user: tests can read what that user can <read> & write";

const sandbox: SandboxInfo = {
  kind: "process",
  isolation: {
    network: "none",
    network_method: "unshare --net",
    filesystem: "temp-copy",
    environment: "scrubbed",
    process_group: true,
    uid: 1000,
    no_new_privs: true,
    output_cap_bytes: 1,
    notes: [NOTE],
  },
  container: null,
};

function hostileResult(): RunResult {
  const tests = HOSTILE.flatMap(({ name }, i) => [
    testResult({
      name,
      status: "failed",
      file: `tests/test_${i}.py`,
      line: 3 + i,
      message: `${name}\nassert 'a' == "b" & <c>`,
      stack: `\u001b[31mTraceback\u001b[0m\r\n  ${name}`,
    }),
    // Passing twins with long durations fill the slowest-tests table with hostile cells, the first names slowest.
    testResult({ name, file: `tests/test_${i}.py`, line: 30 + i, duration_ms: 6000 - i }),
  ]);
  return resultOf(tests, {
    sandbox,
    errors: [
      {
        kind: "output-limit",
        message: "output of <pytest> & 'friends' was cut `here`",
        details: "\u001b[33mlast lines\u001b[0m",
      },
    ],
  });
}

/** Raw HTML that testcage itself writes: collapsible sections with its own words. */
function onlyOwnHtml(r: Rendered): void {
  for (const html of r.rawHtml) {
    const rest = html
      .replace(/<summary>[\w\s-]+<\/summary>/g, "")
      .replace(/<\/?details>/g, "")
      .trim();
    expect(rest, `raw HTML in ${JSON.stringify(html)}`).toBe("");
  }
  expect(r.html).not.toMatch(/<(img|script|b)[\s>]/);
}

function renderedOutputs(result: RunResult): [string, Rendered][] {
  const out = checkOutput(result, ctx, []);
  return [
    ["job summary (full)", renderMarkdown(jobSummary(result, ctx, "full", []))],
    ["job summary (compact)", renderMarkdown(jobSummary(result, ctx, "compact", []))],
    ["check run summary", renderMarkdown(out.summary)],
    ["check run text", renderMarkdown(out.text)],
  ];
}

describe("published Markdown, rendered", () => {
  const result = hostileResult();

  it.each(renderedOutputs(result))(
    "%s: no HTML entity shows, no markup from tests, only links to the repository",
    (_, r) => {
      const text = visibleText(r);
      expect(text).not.toMatch(/&(#\d+|#x[\da-f]+|[a-z]+);/i);
      expect(text).not.toContain("\u001b");
      expect(text).not.toContain("\r");
      onlyOwnHtml(r);
      for (const href of r.links) expect(href).toMatch(/^https:\/\/github\.com\/acme\/app\/blob\/abc123\/tests\//);
      // Nothing from a test became a heading, list, emphasis or strikethrough.
      expect(r.html).not.toMatch(/<(em|del|ol|h1)>|<li>not a bullet/);
    },
  );

  it("the job summary shows every name exactly as written, and the sandbox note with its apostrophe", () => {
    const text = visibleText(renderMarkdown(jobSummary(result, ctx, "full", [])));
    for (const { shown } of HOSTILE) expect(text).toContain(shown);
    expect(text).toContain(NOTE);
    expect(text).toContain("output of <pytest> & 'friends' was cut `here`");
  });

  it("the check run text shows every name exactly as written", () => {
    const text = visibleText(renderMarkdown(checkOutput(result, ctx, []).text));
    for (const { shown } of HOSTILE) expect(text).toContain(shown);
  });

  it("mentions read as written but are not mentions (GitHub leaves code blocks alone)", () => {
    const r = renderMarkdown(jobSummary(result, ctx, "full", []));
    expect(r.blocks.join("\n")).not.toMatch(/@octocat|@acme/);
    expect(visibleText(r)).toContain("@octocat and @acme/team");
  });

  it("table cells stay whole: pipes in names neither split nor shift a row", () => {
    const r = renderMarkdown(jobSummary(result, ctx, "full", []));
    const slowest = r.rows.filter((row) => row.length === 3 && row[1] === "passed");
    expect(slowest.map((row) => row[0]!.replace(/\u2060/g, ""))).toEqual(
      expect.arrayContaining(["a | b || c", "<img src=x onerror=alert(1)> loads", "uses `code` and ``double`` ticks"]),
    );
    for (const row of r.rows) expect(row.length).toBeGreaterThanOrEqual(3);
  });

  it("messages and stacks in code blocks read literally, without colour codes or carriage returns", () => {
    const r = renderMarkdown(jobSummary(result, ctx, "full", []));
    expect(r.code).toContain(`it's "quoted" & fine\nassert 'a' == "b" & <c>\n`);
    expect(r.code).toContain("Traceback\n  <img src=x onerror=alert(1)> loads\n");
    expect(r.code.join("")).not.toContain("\u001b");
    expect(r.code.join("")).not.toContain("\r");
  });

  it("text that already holds an entity shows that entity literally, decoded zero times", () => {
    const r = renderMarkdown(
      jobSummary(resultOf([testResult({ name: "shows &amp; and &#39; and &lt;", status: "failed" })]), ctx, "full", []),
    );
    expect(visibleText(r)).toContain("shows &amp; and &#39; and &lt;");
  });

  it("a file path with parentheses keeps its link whole", () => {
    const r = renderMarkdown(
      checkOutput(resultOf([testResult({ name: "t", status: "failed", file: "src/a (copy).py", line: 4 })]), ctx, [])
        .text,
    );
    expect(r.links).toContain("https://github.com/acme/app/blob/abc123/src/a%20%28copy%29.py#L4");
    expect(visibleText(r)).toContain("src/a (copy).py:4");
  });
});

describe("how the tests ran: the install phase and trusted tests", () => {
  const installed: RunResult = resultOf([testResult({ name: "t", status: "failed", file: "t.py", line: 1 })], {
    sandbox: {
      ...sandbox,
      isolation: {
        ...sandbox.isolation,
        install: {
          network: "registries",
          network_method: "unshare --net --pid (loopback only) to testcage's egress proxy",
          allow_hosts: ["pypi.org", "files.pythonhosted.org"],
          reached: ["pypi.org", "files.pythonhosted.org"],
          // Host names the install chose are hostile text.
          refused: ["evil_*x*.example", "a", "b", "c", "d", "e", "f"],
        },
      },
    },
    trust: {
      mode: "trusted-tests",
      tests_from: "graders/<ex>_1",
      trusted_files: 2,
      removed: ["conftest.py"],
      removed_count: 1,
      notes: ["The tests came from graders/<ex>_1."],
    },
  });

  it("says what the install reached and was refused, and where trusted tests came from, as written", () => {
    const text = visibleText(renderMarkdown(jobSummary(installed, ctx, "full", [])));
    expect(text).toContain(
      "Install phase: package registries only (egress proxy); reached pypi.org, files.pythonhosted.org; refused evil_*x*.example, a, b, c, d and 2 more",
    );
    expect(text).toContain("Trusted tests from graders/<ex>_1: The tests came from graders/<ex>_1.");
  });
});
