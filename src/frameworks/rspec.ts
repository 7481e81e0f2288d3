// RSpec: its built-in JSON report (--format json --out), through a small
// injected formatter (src/harness/rspec-formatter.ts) that is RSpec's own JSON
// formatter plus each example's group path and captured output; a second, stock
// progress formatter keeps the run log readable.
//
// Captured per test (example):
// - id: file::group::...::description; nested describe/context blocks are the
//   suite path, outermost first.
// - status: passed; pending and skipped (xit, skip, pending, an example without a
//   body) are skipped with RSpec's reason as message; a failed expectation
//   (ExpectationNotMetError, mock expectations, a pending example that passed) is
//   failed, any other exception is error (RSpec counts both as failures).
// - file: the spec file; line: for failures the first backtrace frame in the
//   example's own spec file (the failing expectation, or the call into a helper
//   that failed), else the example's definition line.
// - message (the exception's class and message), stack (backtrace without
//   RSpec's own frames), stdout/stderr written through $stdout/$stderr while
//   the example ran.
// - order: declaration order within a file (RSpec runs a group's own examples
//   before its nested groups; its scoped ids keep the declaration order), files
//   in the order RSpec ran them.
//
// A run killed at the timeout (RSpec writes its JSON only at the end) is read
// from the formatter's running log of example starts and ends: what finished is
// kept, and the example that was running is an error that says so.
//
// A file that fails to load, or an error in a before/after(:suite) or
// after(:context) hook, is reported by RSpec "outside of examples": a collection
// error with the file and line RSpec's message names.
//
// Not captured: output written straight to the STDOUT constant or by
// subprocesses (only $stdout/$stderr are swapped); with the stock JSON formatter
// alone (a --test-command that uses it) the group path is unknown and the
// suite is the full description minus the example's own.

import { posix } from "node:path";
import { RSPEC_EVENTS_ENV, RSPEC_FORMATTER, RSPEC_FORMATTER_CLASS } from "../harness/rspec-formatter.js";
import {
  SIMPLECOV_DIR_ENV,
  SIMPLECOV_PROBLEM_ENV,
  SIMPLECOV_ROOT_ENV,
  SIMPLECOV_START,
} from "../harness/simplecov-start.js";
import type { RunError, TestResult, TestStatus } from "../core/model.js";
import { readRspecEvents, readRspecJson, scopedIndexes, type RspecExample } from "../reports/rspec-json.js";
import { escapeRegExp, firstLine, tidy } from "../core/text.js";
import { makeTestId, parseTestId, selectableNames } from "../core/ids.js";
import type { FrameworkAdapter, ParseInput, ParsedRun, PlanContext, ProjectFacts } from "../core/adapter-types.js";
import { harnessCoverage, testCommandCoverage } from "./coverage-plan.js";
import { unfinishedMessage } from "../core/unfinished.js";

const REPORT = "rspec.json";
const EVENTS = "rspec-events.jsonl";
const FORMATTER_FILE = "testcage_rspec.rb";
/** The RUBYOPT-loaded SimpleCov starter (its name is what it removes from RUBYOPT). */
const COVERAGE_FILE = "testcage_coverage.rb";
const RESULTSET = ".resultset.json";
const PROBLEM = "coverage-problem.txt";
const SPEC_FILE = /(^|\/)[^/]*_spec\.rb$/;

/** Exceptions that mean "an expectation did not hold", as opposed to code that blew up. */
const ASSERTION_CLASSES = new Set([
  "RSpec::Expectations::ExpectationNotMetError",
  "RSpec::Expectations::MultipleExpectationsNotMetError",
  "RSpec::Mocks::MockExpectationError",
  "RSpec::Mocks::ExpiredTestDoubleError",
  "RSpec::Core::Pending::PendingExampleFixedError",
  "Minitest::Assertion",
]);

/** RSpec's own frames, as its default backtrace filter drops them. */
const RSPEC_FRAME = /\/(?:gems\/rspec-[\w.-]+\/lib|lib\/rspec\/(?:core|expectations|mocks|support))[/.]|\/bin\/rspec:/;
/** The injected formatter's around hook. */
const HARNESS_FRAME = /\/testcage_rspec\.rb:\d+/;

function relPath(filePath: string | null): string | null {
  if (!filePath) return null;
  return posix.normalize(filePath.replace(/^\.\//, ""));
}

function statusOf(ex: RspecExample): TestStatus {
  switch (ex.status) {
    case "passed":
      return "passed";
    case "pending":
      return "skipped";
    default: {
      const cls = ex.exception?.className ?? null;
      return cls === null || ASSERTION_CLASSES.has(cls) ? "failed" : "error";
    }
  }
}

/** 1-based line of the first backtrace frame in the spec file (relative to the project). */
export function failingLine(backtrace: readonly string[], file: string | null, projectRoot: string): number | null {
  if (!file) return null;
  const paths = new Set([file, `./${file}`, `${projectRoot}/${file}`]);
  for (const frame of backtrace) {
    const m = /^(.+?):(\d+)(?::in |$)/.exec(frame.trim());
    if (m && paths.has(m[1]!)) return Number(m[2]);
  }
  return null;
}

function suiteOf(ex: RspecExample): string[] {
  if (ex.groups) return ex.groups;
  const full = ex.fullDescription;
  if (ex.description && full.endsWith(ex.description) && full.length > ex.description.length) {
    return [full.slice(0, full.length - ex.description.length).trim()];
  }
  return [];
}

function messageOf(ex: RspecExample, status: TestStatus): string | null {
  const e = ex.exception;
  if (!e) return null;
  const text = (e.message ?? "").replace(/^\n+/, "").trimEnd();
  if (status === "error" && e.className) return text ? `${e.className}: ${text}` : e.className;
  return text || e.className;
}

function stackOf(ex: RspecExample): string | null {
  const bt = ex.exception?.backtrace ?? [];
  const own = bt.filter((f) => !RSPEC_FRAME.test(f) && !HARNESS_FRAME.test(f));
  return tidy((own.length > 0 ? own : bt).join("\n"));
}

function toTest(ex: RspecExample, root: string): TestResult {
  const file = relPath(ex.filePath);
  const status = statusOf(ex);
  const failing = status === "failed" || status === "error";
  const suite = suiteOf(ex);
  return {
    id: makeTestId(file, suite, ex.description),
    name: ex.description,
    suite,
    status,
    duration_ms: ex.runTimeSeconds === null ? null : Math.round(ex.runTimeSeconds * 1000),
    file,
    line: (failing ? failingLine(ex.exception?.backtrace ?? [], file, root) : null) ?? ex.line,
    message: tidy(status === "skipped" ? ex.pendingMessage : failing ? messageOf(ex, status) : null),
    stack: failing ? stackOf(ex) : null,
    stdout: tidy(ex.stdout),
    stderr: tidy(ex.stderr),
  };
}

/** Files in run order; within a file, declaration order by RSpec's scoped ids. */
function declarationOrder(examples: RspecExample[]): RspecExample[] {
  const fileRank = new Map<string, number>();
  for (const ex of examples) {
    const f = ex.filePath ?? "";
    if (!fileRank.has(f)) fileRank.set(f, fileRank.size);
  }
  const compare = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  };
  return examples
    .map((ex, i) => ({ ex, i, idx: scopedIndexes(ex.id) }))
    .sort(
      (a, b) =>
        fileRank.get(a.ex.filePath ?? "")! - fileRank.get(b.ex.filePath ?? "")! || compare(a.idx, b.idx) || a.i - b.i,
    )
    .map((x) => x.ex);
}

/** "An error occurred while loading ./spec/x_spec.rb." and friends -> a collection error. */
export function outsideError(message: string, root: string): RunError {
  const text = message.trim();
  const loading = /^An error occurred while loading (\S+?)\.?(?: -|$)/m.exec(text)?.[1];
  const file = relPath(loading ?? null);
  let line: number | null = null;
  if (file) {
    const at = new RegExp(`(?:^|[\\s/])(?:\\./)?${escapeRegExp(file)}:(\\d+)`, "m").exec(
      text.split(`${root}/`).join(""),
    );
    line = at ? Number(at[1]) : null;
  }
  // "SyntaxError:\n  path:6: syntax error ..." -> "SyntaxError: path:6: syntax error ..."
  const err = /^([A-Z][\w:]*):\s*\n\s+(\S.*)$/m.exec(text);
  const why = err ? `${err[1]}: ${err[2]!.trim()}` : firstLine(text.replace(/^An error occurred[^\n]*\n/, ""));
  const what = loading ? `${file} could not be loaded` : firstLine(text).replace(/\.$/, "");
  return { kind: "collection", message: `${what}: ${why}`, file, line, details: tidy(text) };
}

function isComplete(text: string): boolean {
  try {
    readRspecJson(text);
    return true;
  } catch {
    return false;
  }
}

/** A killed run: the examples that finished, and the ones still running as errors. */
function fromEvents(input: ParseInput, root: string): ParsedRun {
  const report = input.reports["events"];
  if (!report?.ok) return { tests: [], errors: [], reportFound: false };
  const events = readRspecEvents(report.text);
  if (events.finished.length === 0 && events.unfinished.length === 0) {
    return { tests: [], errors: [], reportFound: false };
  }
  const message = unfinishedMessage(input, "rspec", "example");
  const tests = declarationOrder(events.finished).map((ex) => toTest(ex, root));
  for (const ex of events.unfinished) {
    tests.push({
      ...toTest(ex, root),
      status: "error",
      duration_ms: null,
      message,
    });
  }
  return { tests: tests.map((t, order) => ({ ...t, order })), errors: [], reportFound: true };
}

/**
 * Ids -> `-e "full description"` options and the spec files to load. RSpec joins
 * descriptions with a space, except before "#method", ".method" or "::Const"
 * under a described class ("Calculator#add"); whether the parent was a class is
 * not in the id, so both spellings are passed (-e options add up).
 */
export function filterArgs(filter: readonly string[]): string[] {
  const files = new Set<string>();
  const descriptions = new Set<string>();
  for (const id of filter) {
    const parsed = parseTestId(id);
    if (!parsed) continue;
    if (parsed.file !== "") files.add(parsed.file);
    for (const name of selectableNames(parsed.name)) {
      const parts = [...parsed.suite, name];
      descriptions.add(parts.join(" "));
      descriptions.add(parts.reduce((acc, part) => (/^(?:#|\.|::)/.test(part) ? `${acc}${part}` : `${acc} ${part}`)));
    }
  }
  return [...[...descriptions].flatMap((d) => ["-e", d]), ...files];
}

/**
 * The spec files rspec loads with its default pattern (`spec/**\/*_spec.rb`), for
 * --shard; an options file (.rspec, .rspec-local) that changes the pattern or the
 * default path, or cannot be read, is refused with the reason.
 */
export function rspecTestFiles(facts: ProjectFacts): string[] | string {
  for (const name of [".rspec", ".rspec-local"]) {
    if (!facts.files.includes(name)) continue;
    const text = facts.texts[name];
    if (text === undefined) return `${name} could not be read to see which files are specs`;
    const option = /(^|\s)(--pattern|-P|--exclude-pattern|--default-path|--options|-O)\b/.exec(text);
    if (option) return `${name} passes ${option[2]}, which chooses the spec files`;
  }
  return facts.files.filter((f) => /^spec\/(?:.*\/)?[^/]+_spec\.rb$/.test(f));
}

export const rspec: FrameworkAdapter = {
  id: "rspec",
  name: "RSpec",
  language: "ruby",

  detect(facts) {
    if (facts.files.includes(".rspec")) return { score: 100, reason: ".rspec present" };
    if (facts.files.includes("spec/spec_helper.rb")) return { score: 100, reason: "spec/spec_helper.rb present" };
    const spec = facts.files.find((f) => SPEC_FILE.test(f));
    if (spec && facts.files.includes("Gemfile")) return { score: 50, reason: `Gemfile and spec file ${spec}` };
    if (spec) return { score: 10, reason: `Ruby spec file ${spec}` };
    return null;
  },

  testFiles: rspecTestFiles,

  plan({ paths, filter, shardFiles, testCommand, coverage }: PlanContext) {
    const argv = testCommand
      ? ["sh", "-c", testCommand]
      : [
          "rspec",
          "--require",
          posix.join(paths.harness, FORMATTER_FILE),
          "--format",
          RSPEC_FORMATTER_CLASS,
          "--out",
          posix.join(paths.reports, REPORT),
          "--format",
          "progress",
          "--no-color",
          ...filterArgs(filter),
          // A shard's spec files, relative to the project (rspec's working directory).
          ...(shardFiles ?? []),
        ];
    // SimpleCov starts before RSpec (RUBYOPT), so code the project's .rspec requires is measured too.
    const measured = coverage === true && !testCommand ? harnessCoverage("simplecov", RESULTSET, PROBLEM) : null;
    return {
      argv,
      env: {
        LANG: "C.UTF-8",
        [RSPEC_EVENTS_ENV]: posix.join(paths.reports, EVENTS),
        ...(measured
          ? {
              RUBYOPT: `-r${posix.join(paths.harness, COVERAGE_FILE)}`,
              [SIMPLECOV_DIR_ENV]: paths.reports,
              [SIMPLECOV_ROOT_ENV]: paths.project,
              [SIMPLECOV_PROBLEM_ENV]: posix.join(paths.reports, PROBLEM),
            }
          : {}),
      },
      reports: [{ name: "json", file: REPORT }, { name: "events", file: EVENTS }, ...(measured?.reports ?? [])],
      coverage: measured?.coverage ?? (coverage ? testCommandCoverage("rspec") : null),
      harness: [
        { name: FORMATTER_FILE, content: RSPEC_FORMATTER },
        ...(measured ? [{ name: COVERAGE_FILE, content: SIMPLECOV_START }] : []),
      ],
      requires: testCommand
        ? null
        : { program: "rspec", hint: "install Ruby and RSpec (gem install rspec, or Debian's ruby-rspec)" },
    };
  },

  parse(input: ParseInput): ParsedRun {
    const root = input.projectPath.replace(/\/+$/, "");
    const report = input.reports["json"];
    const stopped = input.timedOut || input.exitCode === null;
    // RSpec writes its JSON at the end: a run killed before that leaves it empty or cut.
    if (!report?.ok || (stopped && !isComplete(report.text))) return fromEvents(input, root);
    const run = readRspecJson(report.text);
    const tests = declarationOrder(run.examples).map((ex, order) => ({ ...toTest(ex, root), order }));
    const errors = run.messages.filter((m) => /^\s*An error occurred\b/.test(m)).map((m) => outsideError(m, root));
    if (errors.length === 0 && run.errorsOutsideOfExamples > 0) {
      errors.push({
        kind: "collection",
        message: `RSpec reported ${run.errorsOutsideOfExamples} error(s) outside of examples; see the log`,
        details: tidy(input.stdout),
      });
    }
    if (tests.length === 0 && errors.length === 0) {
      errors.push({
        kind: "no-tests",
        message: "RSpec found no examples; spec files must be named *_spec.rb under spec/ (or set --pattern in .rspec)",
      });
    }
    return { tests, errors, reportFound: true };
  },
};
