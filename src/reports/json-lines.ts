// One record of a JSON-lines stream from the sandbox (go test -json, the harnesses'
// event files). A line that cannot be an object (one cut by a kill mid-write, plain
// text, a lone "{") is refused before JSON.parse: its SyntaxError costs microseconds,
// and a stream of a million such lines would cost seconds.

export type JsonRecord = Record<string, unknown>;

/** The line's JSON object, or null for anything else. */
export function parseRecord(line: string): JsonRecord | null {
  const t = line.trim();
  if (t.length < 2 || t.charCodeAt(0) !== 0x7b || t.charCodeAt(t.length - 1) !== 0x7d) return null;
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch {
    return null;
  }
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as JsonRecord) : null;
}
