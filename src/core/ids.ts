// Test ids: "<project-relative file>::<suite>::...::<name>". For pytest this is
// exactly the node id, so ids can be handed back to the framework unchanged.

const SEP = "::";

export function makeTestId(file: string | null, suite: readonly string[], name: string): string {
  return [file ?? "", ...suite, name].join(SEP);
}

export interface ParsedTestId {
  file: string;
  suite: string[];
  name: string;
}

/** Splits an id; null when it has no file part and name (cannot be one of ours). */
export function parseTestId(id: string): ParsedTestId | null {
  const parts = id.split(SEP);
  if (parts.length < 2) return null;
  const file = parts[0] ?? "";
  const name = parts[parts.length - 1] ?? "";
  if (name === "") return null;
  return { file, suite: parts.slice(1, -1), name };
}

/**
 * Counts keys as tests come: 1 the first time a key is seen, then 2, 3... The same
 * title can really repeat (a retry, a test defined twice, a class run twice), and
 * every reader tells repeats apart the same way: the n-th gets " [n]" (repeated).
 */
export function occurrences(): (key: string) => number {
  const seen = new Map<string, number>();
  return (key) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  };
}

/** The text of the n-th occurrence: unchanged the first time, " [n]" added after. */
export function repeated(text: string, n: number): string {
  return n === 1 ? text : `${text} [${n}]`;
}
