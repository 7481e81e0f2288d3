// Test-provided text shown in markdown (check run output, job summary) is data,
// never markup: names and messages are escaped, and blocks use a fence longer
// than any backtick run inside them so text cannot close the fence early.

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * Inline text (a test name in a table cell or heading): HTML-escaped, markdown
 * punctuation backslash-escaped, newlines flattened, and @mentions / #refs
 * defused so a test name cannot ping people or link issues.
 */
export function escapeInline(text: string): string {
  return escapeHtml(text.replace(/\s*[\r\n]+\s*/g, " "))
    .replace(/[\\`*_{}[\]()#+\-.!|~]/g, (c) => `\\${c}`)
    .replace(/@/g, "&#64;");
}

/** A fenced code block that its own content cannot terminate. */
export function codeBlock(text: string, lang = ""): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${lang}\n${text.replace(/\r\n?/g, "\n")}\n${fence}`;
}

/** Inline text inside raw HTML (a <summary> line): markdown is not parsed there, so HTML escaping alone. */
export function escapeHtmlInline(text: string): string {
  return escapeHtml(text.replace(/\s*[\r\n]+\s*/g, " ")).replace(/@/g, "&#64;");
}

/** Collapsible section; the summary line must already be escaped (escapeHtmlInline). */
export function details(summaryHtml: string, body: string): string {
  return `<details><summary>${summaryHtml}</summary>\n\n${body}\n\n</details>`;
}
