// Small text helpers for untrusted text: everything from the sandbox goes through
// these before it is stored, so results never carry control characters or
// unbounded strings (docs/architecture.md §5).

// XML 1.0 forbids these; they also garble terminals and JSON consumers. C1 controls
// too: U+009B is CSI to terminals that honour 8-bit controls (`jq -r .tests[].name`).
// eslint-disable-next-line no-control-regex
const INVALID_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
// Half a surrogate pair: JSON.stringify writes it as a `\ud800` escape that strict
// parsers (serde_json, I-JSON) refuse. Shown as U+FFFD, as a UTF-8 decoder would.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPES = /\u001B\[[0-9;?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)/g;

/** Without ANSI escape sequences (colours, cursor moves): the text a terminal shows. */
export function withoutAnsi(text: string): string {
  return text.includes("\u001B") ? text.replace(ANSI_ESCAPES, "") : text;
}

/** Removes ANSI colour codes and characters invalid in XML/JSON consumers; half a surrogate pair becomes U+FFFD. */
export function cleanText(text: string): string {
  return text.replace(ANSI_ESCAPES, "").replace(INVALID_CHARS, "").replace(LONE_SURROGATES, "\uFFFD");
}

/** Whether cleanText could change `text`: INVALID_CHARS or any surrogate (ESC starts every escape sequence). */
const SUSPECT = new RegExp(`${INVALID_CHARS.source.slice(0, -1)}\\uD800-\\uDFFF]`);

/** cleanText, without a copy when there is nothing to clean. */
export function cleanIfNeeded(text: string): string {
  return SUSPECT.test(text) ? cleanText(text) : text;
}

// Bidirectional overrides and isolates: they reorder what follows them on the line,
// so a FAIL line could be shown as something else (as in "Trojan Source").
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * cleanText for a terminal or a job log: also no carriage return (a lone "\r"
 * moves the cursor back so the next text paints over the line before it, e.g. a
 * FAIL line overwritten by a forged closing line) and no bidirectional controls.
 * CRLF becomes a newline; a lone CR is shown as the two characters "\r".
 */
export function terminalText(text: string): string {
  return withoutBidiControls(cleanText(text).replace(/\r\n/g, "\n").replace(/\r/g, "\\r"));
}

/** Without bidirectional overrides and isolates: for every reader, a terminal, a check run or a job summary. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/** Truncates to at most `max` UTF-16 units, saying how much was cut. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never between the halves of a surrogate pair: half of one is not a character.
  const code = text.charCodeAt(max - 1);
  const at = max > 0 && code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  const dropped = text.length - at;
  return `${text.slice(0, at)}\n[testcage: ${dropped} more characters truncated]`;
}

/** cleanText + capText, returning null for empty input. */
export function tidy(text: string | null | undefined, max = 65_536): string | null {
  if (text === null || text === undefined) return null;
  // trimEnd, not /\s+$/: that regex retries from every space of a long inner run (quadratic).
  const cleaned = cleanText(text).trimEnd();
  return cleaned === "" ? null : capText(cleaned, max);
}

/**
 * Orders strings by UTF-16 code unit, for sorts whose order ends up in results:
 * the same on every machine whatever its locale, and without localeCompare's
 * first call, which loads ICU's collator (~8 ms of every run's start).
 */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** First non-empty line, for one-line messages. */
export function firstLine(text: string | null | undefined): string {
  if (!text) return "";
  const line = text.split("\n").find((l) => l.trim() !== "");
  return (line ?? "").trim();
}

/** Last non-empty line: where tools put the error that ended them. */
export function lastLine(text: string | null | undefined): string {
  if (!text) return "";
  const lines = text.split("\n");
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.trim() !== "") return lines[i]!.trim();
  return "";
}

/**
 * The line a process's stderr gives its reason on: the last line, except after Node.js's
 * closing "Node.js v20.20.2" of a crash, or the closing bracket of an error's properties
 * printed after its stack (`  syscall: 'open', … }`), where the reason is the error's
 * headline above ("TypeError: …", "Error: EACCES: …", "UnhandledPromiseRejection: …").
 */
export function reasonLine(text: string | null | undefined): string {
  const last = lastLine(text);
  if (!text || !/^(?:Node\.js v\d+\.\d+\.\d+|[\]})]+)$/.test(last)) return last;
  const lines = text.split("\n");
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (/^(?:[A-Z][\w$]*)?(?:Error|Exception|Rejection)(?: \[\w+\])?: /.test(line)) return line;
  }
  return last;
}

/**
 * A tool's one-line error that ends with ":" and goes on in indented lines
 * (cargo's "rustc 1.80 is not supported by the following package:" names the
 * crate on the next one): the line with up to three of those after it, so a
 * one-line message is not cut before the news. rustc's source gutter
 * ("-->", "|", "=") is not a continuation.
 */
export function withContinuation(said: string, following: readonly string[]): string {
  if (!said.endsWith(":")) return said;
  const more: string[] = [];
  for (const line of following) {
    if (more.length >= 3 || !/^\s+\S/.test(line) || /^\s*(-->|\||=)/.test(line)) break;
    more.push(line.trim());
  }
  return [said, ...more].join(" ");
}

/** Escapes a literal string for use inside a RegExp (and Go's RE2, which shares the syntax). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
