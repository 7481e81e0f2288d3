// Failed and errored tests (and run errors that point at a file) become
// annotations at repo-relative file:line. Which ones come first matters: GitHub
// shows annotations in order and caps what people read, so failures in files
// the pull request changed lead.

import { pushAll } from "../core/arrays.js";
import type { RunError, RunResult, TestResult } from "../core/model.js";
import { GITHUB_LIMITS, truncateBytes, truncateChars } from "./limits.js";
import { plainText } from "./markdown.js";

// GitHub shows annotation titles and messages as plain text, not Markdown: they
// get no escaping (a backslash would show), only ANSI codes and control
// characters removed (plainText), which would otherwise show as garbage.
const oneLine = (text: string): string =>
  plainText(text)
    .replace(/\s*\n\s*/g, " ")
    .trim();

export type AnnotationLevel = "failure" | "warning" | "notice";

/** The check-run annotation shape of GitHub's REST API. */
export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: AnnotationLevel;
  title: string;
  message: string;
  raw_details?: string;
}

export interface AnnotationPlan {
  /** In the order they are sent, at most `cap`. */
  annotations: Annotation[];
  /** Locatable problems beyond the cap (counted in the summary). */
  beyondCap: number;
  /** Failed or errored tests with no file to point at (listed in the summary only). */
  unlocated: number;
}

/** "suite › inner › name", the way people read a test's identity. */
export function displayName(t: Pick<TestResult, "suite" | "name">): string {
  return [...t.suite, t.name].join(" › ");
}

function testAnnotation(t: TestResult & { file: string }): Annotation {
  const line = t.line && t.line > 0 ? t.line : 1;
  const verb = t.status === "error" ? "errored" : "failed";
  const message = plainText(t.message ?? "").trim() || `Test ${verb} (no message).`;
  const annotation: Annotation = {
    path: t.file,
    start_line: line,
    end_line: line,
    annotation_level: "failure",
    title: truncateChars(oneLine(displayName(t)), GITHUB_LIMITS.annotationTitleChars),
    message: truncateBytes(message, GITHUB_LIMITS.annotationMessageBytes),
  };
  if (t.stack?.trim()) annotation.raw_details = truncateBytes(plainText(t.stack), GITHUB_LIMITS.annotationDetailsBytes);
  return annotation;
}

function errorAnnotation(e: RunError & { file: string }): Annotation {
  const line = e.line && e.line > 0 ? e.line : 1;
  const annotation: Annotation = {
    path: e.file,
    start_line: line,
    end_line: line,
    // A file that failed to load hides every test in it: as loud as a failure.
    annotation_level: e.kind === "collection" ? "failure" : "warning",
    title: truncateChars(`testcage: ${e.kind}`, GITHUB_LIMITS.annotationTitleChars),
    message: truncateBytes(plainText(e.message).trim() || e.kind, GITHUB_LIMITS.annotationMessageBytes),
  };
  if (e.details?.trim())
    annotation.raw_details = truncateBytes(plainText(e.details), GITHUB_LIMITS.annotationDetailsBytes);
  return annotation;
}

const isProblem = (t: TestResult): boolean => t.status === "failed" || t.status === "error";

/** A flaky test (retries.ts) passed: a warning at its line, never a failure, so it is seen and not ignored. */
function flakyAnnotation(t: TestResult & { file: string }): Annotation {
  const line = t.line && t.line > 0 ? t.line : 1;
  const attempts = t.attempts ?? [];
  const failedFirst = attempts.find((a) => a.status !== "passed");
  const message = `Flaky: failed, then passed on attempt ${attempts.length} of ${attempts.length}.${failedFirst?.message ? ` First failure: ${plainText(failedFirst.message).trim()}` : ""}`;
  return {
    path: t.file,
    start_line: line,
    end_line: line,
    annotation_level: "warning",
    title: truncateChars(oneLine(`flaky: ${displayName(t)}`), GITHUB_LIMITS.annotationTitleChars),
    message: truncateBytes(message, GITHUB_LIMITS.annotationMessageBytes),
  };
}

/** Every annotation the result warrants, changed files first, otherwise in result order. */
export function planAnnotations(result: RunResult, changedFiles: ReadonlySet<string>, cap: number): AnnotationPlan {
  const problems = result.tests.filter(isProblem);
  const located = problems.filter((t): t is TestResult & { file: string } => !!t.file);
  const flaky = result.tests.filter((t): t is TestResult & { file: string } => t.flaky === true && !!t.file);
  const all = [
    ...result.errors.filter((e): e is RunError & { file: string } => !!e.file).map(errorAnnotation),
    ...located.map(testAnnotation),
    ...flaky.map(flakyAnnotation),
  ];
  // Array.prototype.sort is stable: within each group the result's order stays.
  const rank = (a: Annotation): number => (changedFiles.has(a.path) ? 0 : 1);
  all.sort((a, b) => rank(a) - rank(b));
  const kept = all.slice(0, Math.max(0, cap));
  return { annotations: kept, beyondCap: all.length - kept.length, unlocated: problems.length - located.length };
}

/** Splits annotations into requests of at most 50, GitHub's per-request limit. */
export function batches<T>(items: readonly T[], size: number = GITHUB_LIMITS.annotationsPerRequest): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Without a check run, annotations go out as workflow commands, and GitHub shows
 * only 10 per level and step. The most useful 10: changed files first, then one
 * per file before a second from the same file (ten different places to look
 * beat ten lines of one file), keeping the original order otherwise.
 */
export function pickForCommands(
  annotations: readonly Annotation[],
  changedFiles: ReadonlySet<string>,
  perLevel: number = GITHUB_LIMITS.commandAnnotationsPerLevel,
): { chosen: Annotation[]; left: Record<AnnotationLevel, number> } {
  const chosen: Annotation[] = [];
  const left: Record<AnnotationLevel, number> = { failure: 0, warning: 0, notice: 0 };
  for (const level of ["failure", "warning", "notice"] as const) {
    const ofLevel = annotations.filter((a) => a.annotation_level === level);
    const seenInFile = new Map<string, number>();
    const keyed = ofLevel.map((a, index) => {
      const nth = seenInFile.get(a.path) ?? 0;
      seenInFile.set(a.path, nth + 1);
      return { a, index, nth, changed: changedFiles.has(a.path) ? 0 : 1 };
    });
    keyed.sort((x, y) => x.changed - y.changed || x.nth - y.nth || x.index - y.index);
    pushAll(
      chosen,
      keyed.slice(0, perLevel).map((k) => k.a),
    );
    left[level] = Math.max(0, ofLevel.length - perLevel);
  }
  return { chosen, left };
}
