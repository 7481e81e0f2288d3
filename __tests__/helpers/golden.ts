// Golden files: raw framework reports recorded by scripts/record-golden.ts from
// real runs of the sample projects, with the sandbox path masked as /sandbox.
// Tests rebuild the exact ParseInput from them and parse it again.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ParseInput, ParsedRun, ReportContent } from "../../src/core/adapter-types.js";
import { readSourceFile } from "../../src/core/source.js";

export const ROOT = new URL("../../", import.meta.url).pathname.replace(/\/$/, "");
export const SAMPLES = join(ROOT, "__tests__/samples");
export const GOLDEN = join(ROOT, "__tests__/golden");
/** The sandbox root is rewritten to this in recorded files. */
export const MASKED_ROOT = "/sandbox";
export const MASKED_PROJECT = `${MASKED_ROOT}/project`;

export interface RecordedRun {
  exitCode: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** Report name -> file under reports/, or the problem the reader had. */
  reports: Record<string, { file: string } | { problem: "missing" | "not-regular" | "too-large" | "unreadable" }>;
}

export function goldenCases(framework: string): string[] {
  const dir = join(GOLDEN, framework);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((c) => existsSync(join(dir, c, "run.json")))
    .sort();
}

export function loadParseInput(framework: string, sample: string): ParseInput {
  const dir = join(GOLDEN, framework, sample);
  const run = JSON.parse(readFileSync(join(dir, "run.json"), "utf8")) as RecordedRun;
  const reports: Record<string, ReportContent> = {};
  for (const [name, entry] of Object.entries(run.reports)) {
    reports[name] =
      "file" in entry
        ? { ok: true, text: readFileSync(join(dir, "reports", entry.file), "utf8") }
        : { ok: false, problem: entry.problem, detail: `${name}: ${entry.problem} (recorded)` };
  }
  return {
    reports,
    exitCode: run.exitCode,
    stdout: run.stdout,
    stderr: run.stderr,
    timedOut: run.timedOut,
    projectPath: MASKED_PROJECT,
    readSource: (rel) => readSourceFile(join(SAMPLES, framework, sample), rel),
  };
}

/** Durations change every run; everything else must match the recording exactly. */
export function maskVolatile(parsed: ParsedRun): unknown {
  return JSON.parse(
    JSON.stringify({
      ...parsed,
      tests: parsed.tests.map((t) => ({ ...t, duration_ms: t.duration_ms === null ? null : "<ms>" })),
    }),
  );
}

export function loadExpected(framework: string, sample: string): unknown {
  return JSON.parse(readFileSync(join(GOLDEN, framework, sample, "expected.json"), "utf8"));
}
