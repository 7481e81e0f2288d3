// Shrinks a crashing input while it still crashes the same way: whole lines
// first, then ever smaller runs of characters, within a fixed number of tries.

import type { Target } from "./targets.js";

const MAX_TRIES = 600;
const MAX_MS = 5000;

function shrinkText(text: string, fails: (t: string) => boolean, budget: { tries: number; until: number }): string {
  let cur = text;
  for (const unit of ["\n", ""] as const) {
    let parts = unit === "\n" ? cur.split("\n") : [...cur];
    let chunk = Math.max(1, Math.floor(parts.length / 2));
    while (chunk >= 1 && budget.tries > 0) {
      let removed = false;
      for (let i = 0; i < parts.length && budget.tries > 0;) {
        const candidate = [...parts.slice(0, i), ...parts.slice(i + chunk)];
        budget.tries = Date.now() > budget.until ? 0 : budget.tries - 1;
        if (fails(candidate.join(unit))) {
          parts = candidate;
          removed = true;
        } else i += chunk;
      }
      if (!removed) chunk = Math.floor(chunk / 2);
    }
    cur = parts.join(unit);
    // Characters one by one only for what is already small.
    if (cur.length > 20_000) break;
  }
  return cur;
}

/** The smallest input found that `fails` still holds for. */
export function minimize<I>(_target: Target<I>, input: I, fails: (candidate: I) => boolean): I {
  const budget = { tries: MAX_TRIES, until: Date.now() + MAX_MS };
  if (typeof input === "string") {
    return shrinkText(input, (t) => fails(t as I), budget) as I;
  }
  // An adapter's case: each text in turn.
  const c = structuredClone(input) as Record<string, unknown> & { reports?: Record<string, string | null> };
  for (const key of ["stdout", "stderr"]) {
    if (typeof c[key] === "string") {
      c[key] = shrinkText(c[key], (t) => fails({ ...c, [key]: t } as I), budget);
    }
  }
  for (const name of Object.keys(c.reports ?? {})) {
    const text = c.reports![name];
    if (typeof text !== "string") continue;
    c.reports![name] = shrinkText(text, (t) => fails({ ...c, reports: { ...c.reports, [name]: t } } as I), budget);
  }
  return c as I;
}
