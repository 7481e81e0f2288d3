// Failures grouped the way a person counts problems: the cases of one
// parametrized test, the rows of one table test or the retries of one test
// fail at the same place with the same message but for a number, and are one
// problem seen 137 times, not 137 problems. A group is shown once, with its
// count, its case ids and one case's stack.

import type { TestResult } from "../core/model.js";
import { displayName } from "./annotations.js";

export interface FailureGroup {
  /** Members in result order; the first is the one shown in full. */
  tests: TestResult[];
  status: "failed" | "error";
  file: string | null;
  line: number | null;
  /** What the group is called: the test's name with its case id replaced by "…". */
  label: string;
  /** The message's first line with what varies between cases (numbers, the case id) replaced. */
  shape: string;
  /** Each member's case id (its parameters, else its name), in result order. */
  cases: string[];
  /** In a file the pull request changed. */
  changed: boolean;
}

/** A trailing parametrization id: pytest's `[0-a]`, JUnit 5's `[1]`, RSpec/others' `(case)` are not guessed. */
const CASE_ID = /\[[^\]]*\]$/;

/** Numbers and addresses: what differs between cases (and runs) of one failure. */
const VARYING = /\b0x[0-9a-f]+|\d+(?:\.\d+)?/gi;
const vary = (text: string): string => text.replace(VARYING, (m) => (/^0x/i.test(m) ? "0x…" : "N"));

/** The first line of a message with case-specific parts replaced, so cases of one test compare equal. */
export function messageShape(message: string | null, caseId: string | null): string {
  const first = (message ?? "").split("\n").find((l) => l.trim() !== "") ?? "";
  const shape = vary(first.trim());
  // The case id shown in the message (`bad input 'alpha'`); a short one would
  // replace letters inside words, and numbers are already replaced.
  const id = caseId ? vary(caseId) : "";
  return id.length > 2 ? shape.split(id).join("…") : shape;
}

/** The case id of a test: its parameters as the framework shows them, else the bracketed tail of its name. */
function caseIdOf(t: TestResult): string | null {
  if (t.parameters) return t.parameters;
  const m = CASE_ID.exec(t.name);
  return m ? m[0].slice(1, -1) : null;
}

/** The name of a test's family: its display name with the case id replaced by "…" (`test_b[…]`). */
export function baseName(t: Pick<TestResult, "suite" | "name">): string {
  return displayName({ suite: t.suite, name: t.name.replace(CASE_ID, "[…]") });
}

/** The same for a bare test id (`file::test_b[3]`), when the test itself is not at hand. */
export const baseId = (id: string): string => id.replace(CASE_ID, "[…]");

/** The longest common prefix, cut back to a word boundary. */
function commonPrefix(names: readonly string[]): string {
  let prefix = names[0] ?? "";
  for (const n of names) while (!n.startsWith(prefix)) prefix = prefix.slice(0, -1);
  if (names.every((n) => n === prefix)) return prefix;
  const cut = prefix.search(/[\s_[(/,.:-][^\s_[(/,.:-]*$/);
  return cut > 0 ? prefix.slice(0, cut + 1) : prefix;
}

function groupLabel(tests: readonly TestResult[]): string {
  // One test, or the retries of one: its own name.
  if (new Set(tests.map((t) => displayName(t))).size === 1) return displayName(tests[0]!);
  const bases = [...new Set(tests.map(baseName))];
  if (bases.length === 1) return bases[0]!;
  // Table tests named by their row (Jest's test.each, Go subtests): the shared start names the test.
  const prefix = commonPrefix(tests.map((t) => displayName(t)));
  if (prefix.trim().length >= 4) return `${prefix}…`;
  return `${displayName(tests[0]!)} and ${bases.length - 1} other tests`;
}

/**
 * Failed and errored tests grouped by place (file and line), status and message
 * shape; without a place, by name instead. Groups in changed files first, then
 * the biggest, then in the order the result lists them.
 */
export function groupFailures(tests: readonly TestResult[], changedFiles: ReadonlySet<string>): FailureGroup[] {
  const byKey = new Map<string, TestResult[]>();
  for (const t of tests) {
    if (t.status !== "failed" && t.status !== "error") continue;
    const place = t.file && t.line ? `${t.file}:${t.line}` : `${t.file ?? ""}::${baseName(t)}`;
    const key = `${t.status}\u0000${place}\u0000${messageShape(t.message, caseIdOf(t))}`;
    const members = byKey.get(key);
    if (members) members.push(t);
    else byKey.set(key, [t]);
  }
  const groups = [...byKey.values()].map((members): FailureGroup => {
    const first = members[0]!;
    return {
      tests: members,
      status: first.status as "failed" | "error",
      file: first.file,
      line: first.line,
      label: groupLabel(members),
      shape: messageShape(first.message, caseIdOf(first)),
      cases: members.map((t) => caseIdOf(t) ?? displayName(t)),
      changed: !!first.file && changedFiles.has(first.file),
    };
  });
  // Array.prototype.sort is stable: equal groups keep the result's order.
  return groups.sort((a, b) => Number(b.changed) - Number(a.changed) || b.tests.length - a.tests.length);
}
