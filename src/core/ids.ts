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

/**
 * The names a filter may have to select a test by: the name, and for a repeat's
 * ("same name [2]", repeated) also the name the framework knows it by, which selects
 * every test of that name.
 */
export function selectableNames(name: string): string[] {
  const base = name.replace(/ \[\d+\]$/, "");
  return base === name || base === "" ? [name] : [name, base];
}

/**
 * Every test its own id: a title that repeats in a file (two tests copied under one
 * name) would otherwise share an id, and a rerun of failures could take one's pass for
 * the other's failure. The n-th repeat gets " [n]" (repeated), in run order; ids that
 * are already distinct are unchanged. Applied to every adapter's parse (run/judge.ts).
 */
export function distinctIds<T extends { id: string; name: string }>(tests: T[]): T[] {
  const seen = new Set<string>();
  if (tests.every((t) => !seen.has(t.id) && seen.add(t.id))) return tests;
  const occurrence = occurrences();
  return tests.map((t) => {
    const n = occurrence(t.id);
    return n === 1 ? t : { ...t, id: repeated(t.id, n), name: repeated(t.name, n) };
  });
}
