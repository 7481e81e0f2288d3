// ExUnit (mix test), through an injected ExUnit formatter
// (src/harness/exunit-formatter.ts) that writes one JSON line per finished test,
// next to ExUnit's stock CLI formatter for the run log. The formatter is loaded
// with `elixir -r`, so the project needs no dependency and nothing is fetched.
//
// Captured per test:
// - id: file::Module::describe::name (name without ExUnit's "test " and describe
//   prefix; doctests keep "doctest Mod.fun/1 (1)").
// - status: passed; failed for assertion errors; error for anything else the
//   test raised, threw or exited with; skipped for @tag :skip and for tests a
//   tag filter excluded (ExUnit counts both in its total), with ExUnit's reason;
//   error for tests a failing setup_all invalidated, with that failure's message.
// - file and line: the test file; for failures the first stack frame in the test
//   file (the failing assertion, or the call into a helper), for a failing
//   doctest the iex> example in the module's file (the id keeps the test file), for invalid tests
//   the frame of the failing setup_all, else the test's definition line.
// - message and stack: ExUnit's own failure text (code, left/right, error), the
//   stack apart.
// - order: by file, then definition line (ExUnit runs modules in random order).
// - a test still running when the run timed out or was stopped: error, "did not
//   finish" (the formatter appends each line as it happens, so what finished
//   before the hang is kept).
//
// Compile errors (in lib/ or a test file) stop mix before any test runs: a
// collection error with the file and line Elixir names. A project without test
// files is no-tests.
//
// Coverage: "mix test --cover --export-coverage", then "mix test.coverage" on the
// export (mix's own table in the log) and an injected task writing lcov from the
// same data (src/harness/exunit-cover.ts, COVER_SCRIPT below).
//
// Not captured: per-test stdout (ExUnit has no per-test output capture short of
// wrapping each test in capture_io); formatters a test_helper.exs forces with
// ExUnit.start(formatters: ...) replace testcage's, and then no report is written.

import { posix } from "node:path";
import { EXUNIT_COVER, EXUNIT_COVER_PROBLEM_ENV, EXUNIT_LCOV_ENV } from "../harness/exunit-cover.js";
import {
  EXUNIT_COVER_RUN_ENV,
  EXUNIT_FORMATTER,
  EXUNIT_FORMATTER_MODULE,
  EXUNIT_REPORT_ENV,
} from "../harness/exunit-formatter.js";
import { EXUNIT_NO_HEX } from "../harness/exunit-no-hex.js";
import type { RunError, TestResult, TestStatus } from "../core/model.js";
import { readExunitEvents, type ExunitModuleFailure, type ExunitTest } from "../reports/exunit-events.js";
import { byCodeUnit, lastLine, tidy } from "../core/text.js";
import { makeTestId, parseTestId } from "../core/ids.js";
import type { FrameworkAdapter, ParseInput, ParsedRun, PlanContext } from "../core/adapter-types.js";
import { harnessCoverage, testCommandCoverage } from "./coverage-plan.js";
import { unfinishedMessage, unfinishedTest } from "../core/unfinished.js";

const REPORT = "exunit.jsonl";
const FORMATTER_FILE = "testcage_formatter.exs";
const NO_HEX_FILE = "testcage_no_hex.exs";

export { EXUNIT_NO_HEX };

const TEST_FILE = /(^|\/)test\/(?:.*\/)?[^/]*_test\.exs$/;

function relative(root: string, file: string | null): string | null {
  if (!file) return null;
  if (file.startsWith(`${root}/`)) return posix.normalize(file.slice(root.length + 1));
  return file.startsWith("/") ? null : posix.normalize(file);
}

/** ExUnit's "test <describe> <name>" -> the name a person wrote. */
export function shortName(t: Pick<ExunitTest, "name" | "describe">): string {
  if (!t.name.startsWith("test ")) return t.name;
  const rest = t.name.slice("test ".length);
  return t.describe && rest.startsWith(`${t.describe} `) ? rest.slice(t.describe.length + 1) : rest;
}

/** The other way, for --only test:"...": ExUnit matches its full test name. */
export function fullName(suite: readonly string[], name: string): string {
  if (name.startsWith("doctest ")) return name;
  const describe = suite[1];
  return `test ${describe ? `${describe} ` : ""}${name}`;
}

/**
 * ExUnit's formatted failure: "  1) test x (Mod)\n     file:line\n     <body>\n
 * stacktrace:\n       frames". Returns the body as message and the frames as stack.
 */
export function splitFailure(text: string | null): { message: string | null; stack: string | null } {
  if (!text) return { message: null, stack: null };
  const lines = text.trimEnd().split("\n");
  if (/^\s*\d+\) /.test(lines[0] ?? "")) lines.shift();
  if (/^\s+\S+:\d+$/.test(lines[0] ?? "")) lines.shift();
  const at = lines.findIndex((l) => /^\s*stacktrace:$/.test(l));
  const body = at === -1 ? lines : lines.slice(0, at);
  const frames = at === -1 ? [] : lines.slice(at + 1);
  return { message: tidy(dedent(body)), stack: tidy(dedent(frames)) };
}

function dedent(lines: string[]): string {
  const indents = lines.filter((l) => l.trim() !== "").map((l) => /^ */.exec(l)![0].length);
  // A loop, not Math.min(...indents): a message of 200 000 lines would overflow the stack.
  const cut = indents.reduce((min, n) => Math.min(min, n), indents.length ? Infinity : 0);
  return lines
    .map((l) => l.slice(cut))
    .join("\n")
    .trim();
}

/** 1-based line of the first frame in the test file; frames are project-relative. */
export function failingLine(frames: readonly string[], file: string | null): number | null {
  if (!file) return null;
  for (const frame of frames) {
    const m = /^(.+):(\d+)$/.exec(frame);
    if (m && posix.normalize(m[1]!) === file) return Number(m[2]);
  }
  return null;
}

/** The first project frame ("lib/a.ex:5"), for a doctest whose example failed. */
function docFrame(frames: readonly string[]): { file: string; line: number } | null {
  for (const frame of frames) {
    const m = /^([^/(][^:]*):(\d+)$/.exec(frame);
    if (m && !m[1]!.startsWith("..")) return { file: posix.normalize(m[1]!), line: Number(m[2]) };
  }
  return null;
}

function statusOf(t: ExunitTest): TestStatus {
  switch (t.state) {
    case "passed":
      return "passed";
    case "failed":
      return "failed";
    case "skipped":
    case "excluded":
      return "skipped";
    default:
      return "error";
  }
}

function toTest(root: string, t: ExunitTest, setupFailures: Map<string, ExunitModuleFailure>): TestResult {
  const file = relative(root, t.file);
  const status = statusOf(t);
  const suite = t.describe ? [t.module, t.describe] : [t.module];
  const name = shortName(t);
  let message: string | null = null;
  let stack: string | null = null;
  let line = t.line;
  let where = file;
  if (t.state === "failed" || t.state === "error") {
    ({ message, stack } = splitFailure(t.message));
    line = failingLine(t.frames, file) ?? t.line;
    // A doctest fails in the module's docs: its frame points at the iex> example.
    const doc = t.name.startsWith("doctest ") ? docFrame(t.frames) : null;
    if (doc && failingLine(t.frames, file) === null) ({ file: where, line } = doc);
  } else if (t.state === "invalid") {
    const setup = setupFailures.get(t.module);
    const split = splitFailure(setup?.message ?? null);
    message = `setup_all failed, so the test did not run${split.message ? `: ${split.message}` : ""}`;
    stack = split.stack;
    line = (setup ? failingLine(setup.frames, file) : null) ?? t.line;
  } else if (t.state === "skipped" || t.state === "excluded") {
    message = t.state === "excluded" ? `excluded ${t.reason ?? ""}`.trim() : (t.reason ?? "skipped");
  }
  return {
    id: makeTestId(file, suite, name),
    name,
    suite,
    status,
    duration_ms: t.timeUs === null ? null : Math.round(t.timeUs / 1000),
    file: where,
    line,
    message: tidy(message),
    stack,
    stdout: null,
    stderr: null,
  };
}

/** By file, then definition line; same-line tests (made in a loop) by name, as ExUnit's order is random. */
function sourceOrder(tests: ExunitTest[]): ExunitTest[] {
  return [...tests].sort(
    (a, b) => byCodeUnit(a.file ?? "", b.file ?? "") || (a.line ?? 0) - (b.line ?? 0) || byCodeUnit(a.name, b.name),
  );
}

/** Elixir's "** (CompileError) test/x_test.exs:5: ..." (or SyntaxError, TokenMissingError, ...). */
const COMPILE_ERROR = /^\*\* \(((?:[A-Z]\w*\.)*[A-Z]\w*Error)\) ([^\s:]+):(\d+)(?::\d+)?: (.*)$/m;

function compileError(input: ParseInput, root: string): RunError | null {
  const text = `${input.stdout}\n${input.stderr}`;
  const m = COMPILE_ERROR.exec(text);
  if (m) {
    const file = relative(root, m[2]!);
    return {
      kind: "collection",
      message: `${file ?? m[2]} does not compile: ${m[1]}: ${m[4]!.trim()}`,
      file,
      line: Number(m[3]),
      details: tidy(text.slice(Math.max(0, m.index - 200), m.index + 4000).trim()),
    };
  }
  const other = /^\*\* \(.+$/m.exec(text);
  if (other) {
    const why = linesBefore(text, other.index);
    return {
      kind: "collection",
      message: `mix test stopped before running the tests: ${other[0].trim()}${why ? `: ${why}` : ""}`,
      details: tidy(text.slice(Math.max(0, other.index - 2000), other.index + 4000)),
    };
  }
  return null;
}

/**
 * What Mix said just before stopping: "Can't continue due to errors on dependencies"
 * follows the block that names them ("* stream_data (Hex package …) the dependency is
 * not available, run "mix deps.get""). The paragraph before `at`, a few lines at most.
 */
function linesBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 2000), at).split("\n");
  const paragraph: string[] = [];
  for (let k = before.length - 1; k >= 0 && paragraph.length < 6; k--) {
    const line = before[k]!.trim();
    if (line === "") {
      if (paragraph.length) break;
      continue;
    }
    paragraph.unshift(line);
  }
  return paragraph.join(" ").slice(0, 400);
}

export function filterArgs(filter: readonly string[]): string[] {
  const files = new Set<string>();
  const args: string[] = [];
  for (const id of filter) {
    const parsed = parseTestId(id);
    if (!parsed) continue;
    if (parsed.file !== "") files.add(parsed.file);
    args.push("--only", `test:${fullName(parsed.suite, parsed.name)}`);
  }
  return [...args, ...files];
}

const LCOV = "lcov.info";
const COVER_PROBLEM = "coverage-problem.txt";
const COVER_FILE = "testcage_cover.exs";

/**
 * Coverage runs in two steps ($0: the events report, $1: the harness of the second
 * step, then mix test's argv). "mix test --cover --export-coverage" exports the
 * cover data instead of judging it, so its exit status is the tests' alone. Once
 * the suite has finished, "mix test.coverage" prints mix's own table of that export
 * (its exit status, 3 below the project's threshold, is not kept) and testcage.lcov
 * writes the same data as lcov.
 */
const COVER_SCRIPT = [
  'events=$0; cover=$1; nohex=$2; shift 2; "$@"; rc=$?',
  `if grep -q '"event":"suite_finished"' "$events" 2>/dev/null; then`,
  "  echo \"testcage: mix test.coverage reports this run's exported cover data (its exit status is not the tests')\"",
  '  elixir -r "$nohex" -r "$cover" -S mix do test.coverage, testcage.lcov',
  "fi",
  'exit "$rc"',
].join("\n");

/** A mix.exs that hands --cover to another tool (ExCoveralls): that tool would judge the run. */
const OTHER_COVER_TOOL = /\btest_coverage\b[\s\S]*?\btool:\s*(?!Mix\.Tasks\.Test\.Coverage\b)([A-Z][\w.]*)/;

export function otherCoverTool(mixExs: string | undefined): string | null {
  return mixExs === undefined ? null : (OTHER_COVER_TOOL.exec(mixExs)?.[1] ?? null);
}

function coverageProblem(facts: PlanContext["facts"], testCommand: string | null): string | null {
  if (testCommand) return testCommandCoverage("mix test").problem;
  const tool = otherCoverTool(facts.texts["mix.exs"]);
  if (tool === null) return null;
  return (
    `mix.exs sets test_coverage tool ${tool}, which mix test --cover would run and let judge the run; ` +
    "testcage measures with mix's own cover only, so this run has no coverage (run that tool with a test command)"
  );
}

export const exunit: FrameworkAdapter = {
  id: "exunit",
  name: "ExUnit",
  language: "elixir",

  detect(facts) {
    if (facts.files.includes("mix.exs") && facts.files.includes("test/test_helper.exs")) {
      return { score: 100, reason: "mix.exs and test/test_helper.exs present" };
    }
    if (facts.files.includes("mix.exs")) return { score: 50, reason: "mix.exs present" };
    const testFile = facts.files.find((f) => TEST_FILE.test(f));
    if (testFile) return { score: 10, reason: `Elixir test file ${testFile}` };
    return null;
  },

  plan({ paths, facts, filter, testCommand, coverage }: PlanContext) {
    const problem = coverage ? coverageProblem(facts, testCommand) : null;
    const measured = coverage === true && problem === null;
    const cover = harnessCoverage("lcov", LCOV, COVER_PROBLEM);
    const events = posix.join(paths.reports, REPORT);
    const mixTest = [
      "elixir",
      "-r",
      posix.join(paths.harness, NO_HEX_FILE),
      "-r",
      posix.join(paths.harness, FORMATTER_FILE),
      "-S",
      "mix",
      "test",
      ...(measured ? ["--cover", "--export-coverage", "testcage"] : []),
      "--formatter",
      EXUNIT_FORMATTER_MODULE,
      "--formatter",
      "ExUnit.CLIFormatter",
      ...filterArgs(filter),
    ];
    const argv = testCommand
      ? ["sh", "-c", testCommand]
      : measured
        ? [
            "sh",
            "-c",
            COVER_SCRIPT,
            events,
            posix.join(paths.harness, COVER_FILE),
            posix.join(paths.harness, NO_HEX_FILE),
            ...mixTest,
          ]
        : mixTest;
    return {
      argv,
      env: {
        [EXUNIT_REPORT_ENV]: events,
        ...(measured
          ? {
              [EXUNIT_COVER_RUN_ENV]: "1",
              [EXUNIT_LCOV_ENV]: posix.join(paths.reports, LCOV),
              [EXUNIT_COVER_PROBLEM_ENV]: posix.join(paths.reports, COVER_PROBLEM),
            }
          : {}),
        MIX_ENV: "test",
        // Elixir reads source as UTF-8 and warns without a UTF-8 locale.
        LANG: "C.UTF-8",
        LC_ALL: "C.UTF-8",
      },
      reports: [{ name: "events", file: REPORT }, ...(measured ? cover.reports : [])],
      coverage: measured ? cover.coverage : problem === null ? null : { problem },
      harness: [
        { name: NO_HEX_FILE, content: EXUNIT_NO_HEX },
        { name: FORMATTER_FILE, content: EXUNIT_FORMATTER },
        ...(measured ? [{ name: COVER_FILE, content: EXUNIT_COVER }] : []),
      ],
      requires: testCommand ? null : { program: "mix", hint: "install Elixir (mix) and Erlang/OTP" },
    };
  },

  parse(input: ParseInput): ParsedRun {
    const root = input.projectPath.replace(/\/+$/, "");
    const report = input.reports["events"];
    const events = report?.ok ? readExunitEvents(report.text) : null;
    const noTests = /^There are no tests to run$/m.test(input.stdout);
    if (!events || (!events.started && events.tests.length === 0)) {
      // mix stopped before ExUnit started: a compile error, or nothing to run.
      const err = compileError(input, root);
      if (err) return { tests: [], errors: [err], reportFound: false };
      if (noTests && input.exitCode === 0) {
        return {
          tests: [],
          errors: [
            { kind: "no-tests", message: "mix test found no test files; they must be named test/**/*_test.exs" },
          ],
          reportFound: true,
        };
      }
      return { tests: [], errors: [], reportFound: false };
    }
    const setupFailures = new Map(events.moduleFailures.map((f) => [f.module, f]));
    const tests = sourceOrder(events.tests).map((t, order) => ({ ...toTest(root, t, setupFailures), order }));
    if (input.timedOut || input.exitCode === null) {
      const message = unfinishedMessage(input, "mix test");
      const done = new Set(events.tests.map((t) => `${t.module}\u0000${t.name}`));
      for (const s of events.starts) {
        if (done.has(`${s.module}\u0000${s.name}`)) continue;
        const file = relative(root, s.file);
        const suite = s.describe ? [s.module, s.describe] : [s.module];
        tests.push({
          ...unfinishedTest({ file, suite, name: shortName(s), line: s.line }, message),
          order: tests.length,
        });
      }
    }
    const errors: RunError[] = [];
    if (!events.finished && tests.length === 0) {
      errors.push(
        compileError(input, root) ?? {
          kind: "collection",
          message: `mix test stopped before any test finished: ${lastLine(input.stderr) || lastLine(input.stdout) || "no reason given"}`,
          details: tidy(input.stderr),
        },
      );
    }
    if (tests.length === 0 && errors.length === 0) {
      errors.push({ kind: "no-tests", message: "mix test ran no tests; test files must be named test/**/*_test.exs" });
    }
    return { tests, errors, reportFound: true };
  },
};
