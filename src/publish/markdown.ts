// Test-provided text shown in markdown (check run output, job summary) is data,
// never markup. One rule for it, escapeMarkdown: Markdown syntax is
// backslash-escaped and nothing else. HTML entities are never emitted for text
// that Markdown parses: CommonMark decodes `&#39;` once, but a later pass that
// escapes `#` or `&` turns it into the literal "&#39;" a reader then sees.
// A backslash before `&` or `<` already stops entities and raw HTML.
// Blocks use a fence longer than any backtick run inside them so text cannot
// close the fence early.

import { cleanText, withoutBidiControls } from "../core/text.js";

/**
 * ASCII punctuation that starts or ends Markdown/GFM syntax somewhere: emphasis,
 * code, links and images, headings, lists (`-`, `+`, `1.`), quotes, tables,
 * strikethrough, raw HTML and entities (`<`, `&`), autolinks (`:` and `.` in
 * `https://x.y` and `www.x.y`) and GitHub's math (`$`). CommonMark allows a
 * backslash before any ASCII punctuation and shows the character alone. Quotes
 * and apostrophes mean nothing in Markdown text and stay as they are.
 */
const MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+\-.!|~<>&:$]/g;

/**
 * A mention (`@octocat`, `@org/team`) in a test name would notify people; a word
 * joiner (U+2060, invisible) after the `@` keeps the text as read while GitHub's
 * mention filter, which needs a letter or digit right after `@`, passes over it.
 */
const MENTION = /@(?=[A-Za-z0-9])/g;

/**
 * Text with ANSI colour codes, control characters and bidirectional controls removed
 * (a test named "ok \u202Edeliaf" would show as "ok failed" reversed: "ok passed…" in an
 * annotation title); line breaks kept as "\n".
 */
export function plainText(text: string): string {
  return withoutBidiControls(cleanText(text.replace(/\r\n?/g, "\n"))).replace(/\t/g, "    ");
}

/**
 * The one escaping rule for test text in Markdown (names in headings, lists and
 * table cells; messages; paths in link labels): one line, Markdown syntax
 * escaped, mentions defused, no HTML entities.
 */
export function escapeMarkdown(text: string): string {
  return plainText(text)
    .replace(/\s*\n\s*/g, " ")
    .trim()
    .replace(MARKDOWN_SPECIAL, (c) => `\\${c}`)
    .replace(MENTION, "@\u2060");
}

/** Without trailing line breaks; a loop, since /\n+$/ is quadratic on a long run of them inside the text. */
function trimNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "\n") end--;
  return text.slice(0, end);
}

/** A fenced code block that its own content cannot terminate; shown literally, so only cleaned. */
export function codeBlock(text: string, lang = ""): string {
  // A trailing line break would show as an empty last line.
  const body = trimNewlines(plainText(text));
  const longest = Math.max(2, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${lang}\n${body}\n${fence}`;
}

/**
 * Collapsible section. Its summary line is raw HTML, where Markdown is not parsed,
 * so it only ever carries testcage's own words (never test text); `<`, `>` and
 * `&` are dropped rather than turned into entities.
 */
export function details(summary: string, body: string): string {
  return `<details><summary>${summary.replace(/[<>&]/g, "")}</summary>\n\n${body}\n\n</details>`;
}
