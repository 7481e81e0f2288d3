// GitHub's size limits for what the action publishes (docs/architecture.md §5), and byte-exact
// trimming. Everything is cut to fit; exceeding a limit must never fail the step.

export const GITHUB_LIMITS = {
  /** Check run output.summary and output.text, each, in bytes. */
  checkOutputBytes: 65_535,
  checkTitleChars: 255,
  annotationTitleChars: 255,
  annotationMessageBytes: 64 * 1024,
  annotationDetailsBytes: 64 * 1024,
  annotationsPerRequest: 50,
  /** The job summary of one step ($GITHUB_STEP_SUMMARY), in bytes. */
  jobSummaryBytes: 1024 * 1024,
  /** Workflow-command annotations GitHub shows per level and step. */
  commandAnnotationsPerLevel: 10,
} as const;

export function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/** The longest prefix of `text` whose UTF-8 form (with the marker) fits `maxBytes`, never splitting a character. */
export function truncateBytes(text: string, maxBytes: number, marker = "…"): string {
  const buf = Buffer.from(text, "utf8");
  if (buf.length <= maxBytes) return text;
  const markerBytes = byteLength(marker);
  const keep = markerBytes <= maxBytes ? marker : "";
  let end = Math.max(0, maxBytes - byteLength(keep));
  // Step back off UTF-8 continuation bytes (10xxxxxx) so no character is split.
  while (end > 0 && (buf[end]! & 0xc0) === 0x80) end--;
  return buf.subarray(0, end).toString("utf8") + keep;
}

/** Character-count limit (titles), never splitting a surrogate pair. */
export function truncateChars(text: string, maxChars: number, marker = "…"): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  return chars.slice(0, Math.max(0, maxChars - Array.from(marker).length)).join("") + marker;
}

/**
 * Markdown cut in the middle of a fenced block would swallow everything after it
 * into code; closes a fence left open so the rest of the page renders.
 */
export function closeOpenFences(markdown: string): string {
  let open: string | null = null;
  for (const line of markdown.split("\n")) {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (!m) continue;
    const fence = m[1]!;
    if (open === null) open = fence;
    else if (fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = null;
  }
  return open === null ? markdown : `${markdown}\n${open}`;
}

/** Trims markdown to a byte budget, closing any fence the cut left open, and says it was cut. */
export function fitMarkdown(
  markdown: string,
  maxBytes: number,
  note = "\n\n_…trimmed to fit GitHub's size limit._",
): string {
  if (byteLength(markdown) <= maxBytes) return markdown;
  // Room for the note and a closing fence line.
  const reserve = byteLength(note) + 64;
  const cut = closeOpenFences(truncateBytes(markdown, Math.max(0, maxBytes - reserve), ""));
  return truncateBytes(cut + note, maxBytes, "");
}
