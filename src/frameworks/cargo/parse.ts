// cargo test: libtest output to tests and errors.
// See index.ts for what the adapter captures and why.

import { pushAll } from "../../core/arrays.js";
import { unfinishedMessage, unfinishedTest } from "../../core/unfinished.js";
import { posix } from "node:path";
import type { RunError, TestResult, TestStatus } from "../../core/model.js";
import {
  backtraceLocations,
  findPanic,
  readCargoTestText,
  type CargoTestStream,
  type LibtestResult,
  type LibtestTarget,
} from "../../reports/libtest-text.js";
import { firstLine, tidy, withContinuation } from "../../core/text.js";
import { makeTestId } from "../../core/ids.js";
import type { ParseInput, ParsedRun } from "../../core/adapter-types.js";
import { MAX_ERRORS } from "./plan.js";
import { type Placed, packageDir, place, readWorkspace, relativeToProject, stripDot } from "./locate.js";

interface Failure {
  message: string | null;
  file: string | null;
  line: number | null;
  stdout: string | null;
}

function failureOf(output: string, placed: Placed, input: ParseInput): Failure {
  const lines = output.split("\n");
  const panic = findPanic(lines);
  const notes = lines.filter((l) => /^note: (test did not panic|panic did not contain)/.test(l));
  const returned = panic ? undefined : lines.findLast((l) => /^Error: /.test(l));
  const stdoutLines = printedBefore(lines, panic?.startLine ?? lines.length).filter((l) => l !== returned);

  let message: string | null = null;
  if (notes.length > 0) {
    const i = lines.indexOf(notes[0]!);
    message = [notes[0]!, ...lines.slice(i + 1).filter((l) => /^\s+(panic message|expected substring):/.test(l))]
      .join("\n")
      .replace(/^note: /, "");
  } else if (panic) message = panic.message;
  else if (returned) message = `the test returned ${returned}`;
  else message = firstLine(output) || null;

  let file: string | null = null;
  let line: number | null = null;
  if (placed.doc) {
    // A doc test's panic and backtrace point into rustdoc's generated program; a compile
    // error in the block points into the real file.
    const diag = /^\s*--> (.+?):(\d+):\d+/m.exec(output);
    if (diag && placed.file && stripDot(diag[1]!) === placed.file) line = Number(diag[2]);
    return { message, file: placed.file, line: line ?? placed.defLine, stdout: null };
  }
  const own = placed.file;
  const panicFile = panic?.file ? relativeToProject(panic.file, input.projectPath) : null;
  const frames = backtraceLocations(lines)
    .map((f) => ({ file: relativeToProject(f.file, input.projectPath), line: f.line }))
    .filter((f): f is { file: string; line: number } => f.file !== null);
  const noteAt = /^note: test did not panic as expected at (.+?):(\d+):\d+/.exec(notes[0] ?? "");
  if (panicFile && panicFile === own) {
    file = panicFile;
    line = panic!.line;
  } else if (frames.some((f) => f.file === own)) {
    const f = frames.find((x) => x.file === own)!;
    file = f.file;
    line = f.line;
  } else if (noteAt) {
    file = relativeToProject(noteAt[1]!, input.projectPath);
    line = Number(noteAt[2]);
  } else if (panicFile) {
    file = panicFile;
    line = panic!.line;
  }
  return {
    message,
    file: file ?? own,
    line: line ?? placed.defLine,
    stdout: stdoutLines.join("\n"),
  };
}

/** What the test printed: its output before libtest's or the panic hook's own lines. */
function printedBefore(lines: readonly string[], end: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < end; i += 1) {
    const l = lines[i]!;
    if (/^note: (test did not panic|panic did not contain)/.test(l)) break;
    out.push(l);
  }
  return out;
}

/** A passing test's output without the expected panic of a #[should_panic] test. */
function passingOutput(output: string | null): string | null {
  if (output === null) return null;
  const lines = output.split("\n");
  return printedBefore(lines, findPanic(lines)?.startLine ?? lines.length).join("\n");
}

function toTest(
  target: LibtestTarget,
  result: LibtestResult,
  status: TestStatus,
  input: ParseInput,
  dir: string,
): TestResult {
  const placed = place(target, result, input, dir);
  const output = target.outputs.get(result.name) ?? null;
  const failed = status === "failed";
  const failure = failed ? failureOf(output ?? "", placed, input) : null;
  return {
    id: makeTestId(placed.file, placed.suite, placed.name),
    name: placed.name,
    suite: placed.suite,
    status,
    duration_ms: null,
    file: failure?.file ?? placed.file,
    line: failure?.line ?? placed.defLine,
    message: tidy(failed ? failure?.message : status === "skipped" ? result.reason : null),
    stack: failed ? tidy(output) : null,
    stdout: tidy(failed ? failure?.stdout : passingOutput(output)),
    stderr: null,
  };
}

const STATUS: Record<LibtestResult["outcome"], TestStatus> = { ok: "passed", failed: "failed", ignored: "skipped" };

function targetLabel(t: LibtestTarget): string {
  if (t.kind === "doc") return `the doc tests of ${t.crate ?? "the crate"}`;
  return t.source ? `the test binary of ${t.source}` : "a test binary";
}

function testsOf(stream: CargoTestStream, input: ParseInput): { tests: TestResult[]; errors: RunError[] } {
  const tests: TestResult[] = [];
  const errors: RunError[] = [];
  const crates = stream.targets.map((t) => t.crate).filter((c): c is string => c !== null);
  const ws = readWorkspace(input.readSource, crates);
  let lastDir = ws.dirs[0]!;
  for (const target of stream.targets) {
    const dir = target.kind === "doc" ? "." : packageDir(target, ws, lastDir, input);
    if (target.kind === "unittests") lastDir = dir;
    const seen = new Map<string, LibtestResult>();
    for (const r of target.results) seen.set(r.name, r);
    const counted = target.summary && target.summary.passed + target.summary.failed + target.summary.ignored;
    // The lists recover only what the result lines left out: never past what cargo counted,
    // so a name the lists spell otherwise than the result line is not counted twice.
    const room = (): boolean => counted === null || seen.size < counted;
    // A failure libtest lists at the end whose result line was garbled by stray output.
    for (const name of target.failuresListed) {
      const r = seen.get(name);
      if (r) r.outcome = "failed";
      else if (room())
        seen.set(name, { name, outcome: "failed", reason: null, shouldPanic: false, seq: Number.MAX_SAFE_INTEGER });
    }
    // A pass whose result line was broken by another test's output, named in the list
    // --show-output prints at the end.
    for (const name of target.successesListed) {
      if (!seen.has(name) && room())
        seen.set(name, { name, outcome: "ok", reason: null, shouldPanic: false, seq: Number.MAX_SAFE_INTEGER });
    }
    const own = [...seen.values()].map((r) => ({ r, t: toTest(target, r, STATUS[r.outcome], input, dir) }));
    own.sort((a, b) => {
      const fa = a.t.id.split("::")[0]!;
      const fb = b.t.id.split("::")[0]!;
      if (fa !== fb) return fa < fb ? -1 : 1;
      const la = a.r.outcome === "failed" ? place(target, a.r, input, dir).defLine : a.t.line;
      const lb = b.r.outcome === "failed" ? place(target, b.r, input, dir).defLine : b.t.line;
      return (la ?? Number.MAX_SAFE_INTEGER) - (lb ?? Number.MAX_SAFE_INTEGER) || a.r.seq - b.r.seq;
    });
    for (const { t } of own) {
      t.order = tests.length;
      tests.push(t);
    }
    const named = target.summary === null && input.timedOut ? target.runningLong.filter((n) => !seen.has(n)) : [];
    if (named.length > 0) {
      // The tests libtest named as long-running and never reported: the run was stopped inside them.
      const message = unfinishedMessage(input, "cargo test");
      for (const name of named) {
        const placed = place(target, { name, outcome: "failed", reason: null, shouldPanic: false, seq: 0 }, input, dir);
        tests.push({
          ...unfinishedTest(
            { file: placed.file, suite: placed.suite, name: placed.name, line: placed.defLine },
            message,
          ),
          order: tests.length,
        });
      }
    }
    if (counted && seen.size < counted) {
      // Output a test printed while others ran in parallel can break a result line in the
      // middle: the test is counted in the summary and named nowhere else. Said, not lost.
      errors.push({
        kind: "report-invalid",
        message: `${targetLabel(target)}: cargo counted ${counted} results (${target.summary!.passed} passed, ${target.summary!.failed} failed, ${target.summary!.ignored} ignored) but ${counted - seen.size} of their result lines could not be read (output the tests printed while others ran broke them); those tests are not listed`,
        file: target.source && target.kind !== "doc" ? posix.join(dir, target.source) : null,
        line: null,
      });
    }
    if (target.summary === null && target.planned !== null && target.results.length + named.length < target.planned) {
      const reported = target.results.length;
      errors.push({
        kind: "collection",
        message: `${targetLabel(target)} stopped before it finished (${reported} of ${target.planned} tests reported)${
          target.exitProblem ? `: ${target.exitProblem}` : ""
        }; the tests it had not reported are not listed`,
        file: target.source && target.kind !== "doc" ? posix.join(dir, target.source) : null,
        line: null,
      });
    }
  }
  return { tests, errors };
}

function compileErrors(stream: CargoTestStream, input: ParseInput): RunError[] {
  const errors: RunError[] = [];
  for (const d of stream.diagnostics.slice(0, MAX_ERRORS)) {
    const file = d.file ? relativeToProject(d.file, input.projectPath) : null;
    const said = withContinuation(d.headline.replace(/^error(\[\w+\])?: /, ""), d.text.split("\n").slice(1));
    // rustc's errors carry a position; cargo's own (a manifest, a download) do not.
    const message = d.file
      ? `the crate did not compile, so its tests did not run: ${said}${file ? ` (${file}:${d.line})` : ""}`
      : `cargo test stopped before running any test: ${said}${offlineHint(d.text)}`;
    errors.push({ kind: "collection", message, file, line: file ? d.line : null, details: tidy(d.text) });
  }
  const couldNot = stream.cargoErrors.find((l) => /^error: could not compile/.test(l));
  if (errors.length === 0 && couldNot) {
    errors.push({ kind: "collection", message: `${couldNot.replace(/^error: /, "")}; see the log` });
  }
  return errors;
}

function offlineHint(text: string): string {
  return /offline|failed to download|no matching package|failed to load source/.test(text)
    ? "; the test phase is offline, so the dependencies must be fetched by the install phase (cargo fetch, run when Cargo.lock names registry crates) or vendored"
    : "";
}

export function parse(input: ParseInput): ParsedRun {
  const report = input.reports["output"];
  const text = report?.ok ? report.text : input.stdout;
  const stream = readCargoTestText(text);
  const found = testsOf(stream, input);
  const tests = found.tests;
  const errors = pushAll(compileErrors(stream, input), found.errors);
  if (stream.droppedTests > 0) {
    errors.push({
      kind: "output-limit",
      message: `cargo test reported more tests than testcage reads; ${stream.droppedTests} more were ignored`,
    });
  }
  if (tests.length === 0 && errors.length === 0) {
    const all = `${text}\n${input.stderr}`;
    if (input.exitCode === 127 || /cargo: (command )?not found|cargo: not found/.test(all)) {
      errors.push({
        kind: "framework-missing",
        message: "the cargo command was not found; install Rust or use a runner image with cargo",
      });
    } else if (input.exitCode === 0 || (input.exitCode === null && stream.targets.length > 0)) {
      errors.push({
        kind: "no-tests",
        message:
          "cargo test ran no tests; write #[test] functions (in src/ or tests/*.rs) or doc tests with code blocks",
      });
    } else if (stream.cargoErrors.length > 0 || input.exitCode !== null) {
      const said =
        stream.cargoErrors[0] ??
        firstLine(
          all
            .split("\n")
            .filter((l) => /^error/.test(l))
            .join("\n"),
        );
      errors.push({
        kind: "collection",
        message: `cargo test stopped before running any test: ${said.replace(/^error: /, "") || `exit ${input.exitCode}`}${offlineHint(all)}`,
        details: tidy(all.split("\n").slice(-40).join("\n")),
      });
    }
  }
  return { tests, errors, reportFound: report?.ok === true || stream.targets.length > 0 };
}
