// The pipeline's plan and test steps (docs/architecture.md §1): the adapter's
// command for this sandbox's paths, run with no network, and what came back
// exactly as the adapter's parser will read it.

import type { Invocation, LiveReportReader, ParseInput, ReportContent } from "../core/adapter-types.js";
import type { PhaseOutcome, SandboxSession } from "../sandbox/types.js";
import { readSourceFile } from "../core/source.js";
import type { Target } from "./resolve.js";
import { runLimits, type RunContext, type RunStep } from "./types.js";

/** The adapter's invocation for the session's paths. */
export function planTests(ctx: RunContext, target: Target, session: SandboxSession): Invocation {
  const { opts } = ctx;
  const invocation = target.adapter.plan({
    paths: session.paths,
    facts: target.facts,
    filter: opts.filter,
    ...(target.files.only ? { shardFiles: target.files.only } : {}),
    testCommand: opts.testCommand,
    coverage: opts.coverage,
    trusted: ctx.origin?.trusted ?? false,
    parallel: opts.parallel,
    cacheKept: opts.cache === "project",
  });
  if (opts.testCommand) invocation.env = { ...invocation.env, ...reportPathsEnv(session.paths.reports, invocation) };
  return invocation;
}

/**
 * A --test-command is told where testcage reads the framework's reports, so it
 * need not guess the sandbox's layout: TESTCAGE_REPORTS_DIR, and one
 * TESTCAGE_REPORT_<NAME> per report (TESTCAGE_REPORT_JUNIT for pytest's).
 */
function reportPathsEnv(reportsDir: string, invocation: Invocation): Record<string, string> {
  const env: Record<string, string> = { TESTCAGE_REPORTS_DIR: reportsDir };
  for (const r of invocation.reports) env[reportEnvName(r.name)] = `${reportsDir}/${r.file}`;
  return env;
}

/** The variable that holds a report's path for a --test-command: TESTCAGE_REPORT_JUNIT. */
export const reportEnvName = (report: string): string =>
  `TESTCAGE_REPORT_${report.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}`;

/** Runs the tests, counting them live for the progress hook; `input` is what the parser is to read. */
export async function runTests(
  ctx: RunContext,
  target: Target,
  session: SandboxSession,
  invocation: Invocation,
  step: RunStep,
): Promise<{ outcome: PhaseOutcome; input: ParseInput }> {
  const { opts, hooks } = ctx;
  // A program of several lines (an `sh -c` wrapper's) is shown by its first, which says what it does.
  ctx.log(
    `test: ${invocation.argv.map((a) => (a.includes("\n") ? `'${a.slice(0, a.indexOf("\n"))} …'` : a)).join(" ")}`,
  );
  const live = { passed: 0, failed: 0, skipped: 0 };
  // The stream report parsed as it is written, where the sandbox follows that file (a
  // reader of another report than the one the sandbox follows would be fed the wrong text).
  const stream = invocation.reports.find((r) => r.fromStdout);
  const offered = stream ? (target.adapter.liveReader?.() ?? null) : null;
  const reader = offered?.report === stream?.name ? offered : null;
  const counts = () => {
    const c = reader?.counts;
    return c
      ? { passed: live.passed + c.passed, failed: live.failed + c.failed, skipped: live.skipped + c.skipped }
      : live;
  };
  const testStarted = Date.now();
  const ticker = setInterval(() => hooks.progress?.({ ...counts(), elapsedMs: Date.now() - testStarted }), 1000);
  let run;
  try {
    run = await session.test({
      invocation,
      // With retries the tests are told which attempt this is (docs/scale.md); otherwise nothing is added.
      env: opts.retries > 0 ? { ...opts.env, TESTCAGE_ATTEMPT: String(step.attempt) } : opts.env,
      limits: runLimits(opts),
      ...(hooks.signal ? { signal: hooks.signal } : {}),
      onStdoutLine: (line) => {
        const s = target.adapter.liveStatus?.(line);
        if (s) live[s] += 1;
      },
      ...(reader ? { onStreamText: (text: string) => reader.push(text) } : {}),
    });
  } finally {
    clearInterval(ticker);
  }
  const { outcome, reports } = run;
  const input: ParseInput = {
    reports,
    exitCode: outcome.exitCode,
    stdout: outcome.stdout.text,
    stderr: outcome.stderr.text,
    timedOut: outcome.timedOut,
    timeoutSeconds: opts.timeoutMs / 1000,
    projectPath: session.paths.project,
    readSource: (rel) => readSourceFile(opts.projectDir, rel),
    selected:
      opts.filter.length > 0 || target.files.only !== undefined || step.attempt > 1 || opts.testCommand !== null,
  };
  const streamed = reader ? streamedParse(reader, reports[reader.report]) : null;
  if (streamed !== null) input.streamed = { [reader!.report]: streamed };
  return { outcome, input };
}

/**
 * The reader's parse, when the report is the very bytes it read (ReportContent.followed,
 * workspace.ts collectReports). Anything else (the file swapped, resized, refused, or
 * followed only in part) leaves the adapter to parse the report as read afresh, as if
 * nothing had been read live.
 */
export function streamedParse(reader: LiveReportReader, report: ReportContent | undefined): unknown {
  return report?.ok && report.followed === true ? reader.end() : null;
}
