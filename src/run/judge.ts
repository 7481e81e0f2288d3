// The pipeline's judge step (docs/architecture.md §1-2): the adapter parses what
// came back, the engine adds what the sandbox phase itself showed, and the
// result is assembled (core/assemble-result.ts) with the run's extras.

import { groupSummary } from "../select/checkpoints.js";
import { assembleResult } from "../core/assemble-result.js";
import { readCoverage } from "../coverage/from-run.js";
import { settleParsed } from "../core/settle.js";
import { distinctIds } from "../core/ids.js";
import { reportEnvName } from "./test.js";
import type { FrameworkAdapter, Invocation, ParseInput, ParsedRun, ReportContent } from "../core/adapter-types.js";
import { stoppedByTimeout } from "../core/unfinished.js";
import type { RunError, SandboxInfo, TestResult } from "../core/model.js";
import { pathMapper } from "../core/paths.js";
import type { PhaseOutcome } from "../sandbox/types.js";
import { withTags } from "../select/tags.js";
import { firstLine, reasonLine, tidy } from "../core/text.js";
import type { Target } from "./resolve.js";
import { LIMITS, type EngineRun, type RunContext } from "./types.js";

/** The run's result from what the tests left: tests, errors, status, and the extras asked for. */
export function judgeRun(
  ctx: RunContext,
  target: Target,
  sandbox: SandboxInfo,
  invocation: Invocation,
  ran: { outcome: PhaseOutcome; input: ParseInput },
): EngineRun {
  const { opts } = ctx;
  const { adapter, framework } = target;
  const { outcome, input } = ran;
  const { tests, errors } = judgeTests(adapter, input, outcome, opts.filter, opts.timeoutMs, framework.id);
  if (opts.testCommand) for (const e of errors) if (e.kind === "report-missing") e.message += reportsAsked(invocation);
  const result = assembleResult({
    startedAt: ctx.startedAt,
    finishedAt: new Date(),
    workingDirectory: ctx.workDir,
    projectPath: input.projectPath,
    framework,
    sandbox,
    tests,
    errors,
    command: invocation.argv,
    exitCode: outcome.exitCode,
    logs: {
      stdout: tail(outcome.stdout.text, LIMITS.resultLogChars),
      stderr: tail(outcome.stderr.text, LIMITS.resultLogChars),
      truncated: outcome.stdout.truncated || outcome.stderr.truncated,
    },
  });
  const map = pathMapper(input.projectPath, ctx.workDir);
  if (opts.coverage) {
    result.coverage = readCoverage(adapter, invocation, input.reports, input.projectPath, target.facts.files, map);
  }
  if (invocation.parallel) result.parallel = { mode: opts.parallel, how: invocation.parallel };
  if (opts.checkpoint && target.files.checkpoint) {
    result.checkpoint = { ...opts.checkpoint, files: target.files.checkpoint };
  }
  if (opts.checkpoint || opts.groups) {
    result.groups = groupSummary(result.tests, opts.checkpoint?.number ?? null, opts.groups ?? new Map());
  }
  return {
    result,
    logs: { stdout: map.text(outcome.stdout.text) ?? "", stderr: map.text(outcome.stderr.text) ?? "" },
    inputs: [input],
  };
}

/**
 * What a --test-command that wrote no report was to write (run/test.ts gives it the
 * paths): "; a test command writes … to $TESTCAGE_REPORT_JSON", and for mocha, whose
 * report is testcage's reporter's, how to load it.
 */
function reportsAsked(invocation: Invocation): string {
  const names = invocation.reports.map((r) => `$${reportEnvName(r.name)}`);
  const mocha = invocation.env["TESTCAGE_MOCHA_HARNESS"]
    ? ' (mocha writes it with --require "$TESTCAGE_MOCHA_HARNESS" --reporter "$TESTCAGE_MOCHA_HARNESS")'
    : "";
  return names.length ? `; a test command writes the report testcage reads to ${names[0]}${mocha}` : "";
}

/** The parsed tests (tagged, a filter's skipped ones left out) and every problem the run showed. */
function judgeTests(
  adapter: FrameworkAdapter,
  input: ParseInput,
  outcome: PhaseOutcome,
  filter: readonly string[],
  timeoutMs: number,
  frameworkId: string,
): { tests: TestResult[]; errors: RunError[] } {
  const errors = phaseErrors(outcome, timeoutMs);
  const parsed = safeParse(adapter, input);
  if (outcome.timedOut) nameHangingTests(errors, parsed.tests, timeoutMs);
  for (const e of [...parsed.errors, ...reportProblems(input.reports)]) errors.push(e);
  // Frameworks list the tests a filter excluded as skipped; they were not asked for.
  const wanted = new Set(filter);
  const kept = wanted.size ? parsed.tests.filter((t) => wanted.has(t.id) || t.status !== "skipped") : parsed.tests;
  const tests = withTags(kept, frameworkId, input.readSource);

  if (!parsed.reportFound && errors.length === 0) {
    const said = reasonLine(outcome.stderr.text) || firstLine(outcome.stdout.text);
    errors.push({
      kind: "report-missing",
      message: `${adapter.name} exited with ${outcome.exitCode ?? outcome.signal} and wrote no report${said ? `: ${said}` : ""}; see stderr.log`,
      details: tidy(tail(outcome.stderr.text, 4000)),
    });
  }
  const failing = tests.some((t) => t.status === "failed" || t.status === "error");
  if (parsed.reportFound && tests.length > 0 && !failing && errors.length === 0 && outcome.exitCode !== 0) {
    errors.push({
      kind: "exit-code-mismatch",
      message: `${adapter.name} exited with ${outcome.exitCode ?? outcome.signal} although its report shows no failure; the report is not trusted. See the log.`,
    });
  }
  if (tests.length === 0 && errors.length === 0) {
    errors.push({
      kind: "no-tests",
      message: filter.length
        ? `no test matched --filter ${filter.join(", ")}; ${adapter.name} ran and selected nothing. Copy ids from a results.json of this project as it is now (a run without --filter lists them)`
        : `${adapter.name} ran but found no tests; check the test file names and the framework config`,
    });
  }
  return { tests, errors };
}

function tail(text: string, max: number): string {
  return text.length <= max ? text : `[testcage: earlier output cut]\n${text.slice(-max)}`;
}

/** Problems the sandbox phase itself shows, independent of what any report says. */
function phaseErrors(outcome: PhaseOutcome, timeoutMs: number): RunError[] {
  const errors: RunError[] = [];
  if (outcome.spawnError) {
    errors.push({ kind: "framework-missing", message: outcome.spawnError });
  }
  // Before the timeout: a refused thread is the likeliest reason a test then hung.
  if (outcome.pidsLimit) errors.push({ kind: "pids-limit", message: pidsLimitMessage(outcome.pidsLimit) });
  if (outcome.timedOut) {
    errors.push({
      kind: "timeout",
      message: `the tests were stopped after the ${timeoutMs / 1000} s timeout; results reported before that are kept. Raise --timeout or find the hanging test in the log.`,
    });
  }
  if (outcome.cancelled) {
    errors.push({ kind: "timeout", message: "the run was cancelled; results reported before that are kept" });
  }
  if (outcome.oom) {
    errors.push({
      kind: "oom",
      message: "the tests ran out of memory and were killed; raise the memory limit or fix the leak",
    });
  }
  if (outcome.diskLimit) errors.push({ kind: "disk-limit", message: outcome.diskLimit });
  if (outcome.reportError) errors.push({ kind: "report-invalid", message: outcome.reportError });
  return errors;
}

/** What a person reads when the container's pids limit refused the tests a process or thread. */
export function pidsLimitMessage({ limit, refused }: { limit: number; refused: number }): string {
  const starts = refused === 1 ? "1 new process or thread was" : `${refused} new processes or threads were`;
  // A service container started without --pids-limit can still be held by a limit above it.
  const which = limit > 0 ? `limit of ${limit}` : "limit on";
  return `the tests reached the sandbox's ${which} processes and threads: ${starts} refused, which tests see as failures or hangs that are not theirs. Raise pids-limit (--pids-limit) if the suite needs more, or find the test that leaks them.`;
}

/**
 * The timeout's error names the test(s) the adapter found still running, so the
 * one line a person reads says which test to look at, and where.
 */
function nameHangingTests(errors: RunError[], tests: readonly TestResult[], timeoutMs: number): void {
  const timeout = errors.find((e) => e.kind === "timeout");
  const hanging = tests.filter(stoppedByTimeout);
  if (!timeout || hanging.length === 0) return;
  const where = (t: TestResult): string => (t.file ? ` (${t.file}${t.line ? `:${t.line}` : ""})` : "");
  const names = hanging.slice(0, 3).map((t) => `${t.id}${where(t)}`);
  if (hanging.length > 3) names.push(`${hanging.length - 3} more`);
  timeout.message = `the tests were stopped after the ${timeoutMs / 1000} s timeout while ${names.join(", ")} ${hanging.length === 1 ? "was" : "were"} running; the tests that finished are kept. Raise --timeout or fix the hanging test.`;
  const first = hanging[0]!;
  if (first.file) {
    timeout.file = first.file;
    if (first.line) timeout.line = first.line;
  }
}

function reportProblems(reports: Record<string, ReportContent>): RunError[] {
  const errors: RunError[] = [];
  for (const [name, r] of Object.entries(reports)) {
    if (r.ok || r.problem === "missing") continue;
    errors.push({
      kind: r.problem === "too-large" ? "output-limit" : "report-invalid",
      message: `the ${name} report could not be used: ${r.detail}`,
    });
  }
  return errors;
}

function safeParse(adapter: FrameworkAdapter, input: ParseInput): ParsedRun {
  try {
    const parsed = adapter.parse(input);
    return settleParsed({ ...parsed, tests: distinctIds(parsed.tests) });
  } catch (err) {
    return {
      tests: [],
      errors: [
        {
          kind: "report-invalid",
          message: `the ${adapter.name} report could not be parsed: ${(err as Error).message}`,
        },
      ],
      reportFound: false,
    };
  }
}
