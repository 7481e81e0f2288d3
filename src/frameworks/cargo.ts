// cargo test: the stable text output of cargo and libtest, read from stdout (with
// cargo's stderr merged into it, so each "Running <target>" line stays in front of
// that target's results).
//
// Why text and not a machine format:
// - libtest's JSON (`-Z unstable-options --format json`) is refused by stable and
//   beta toolchains; the only ways around that are a nightly toolchain or
//   RUSTC_BOOTSTRAP=1, which switches on unstable behaviour for the user's whole
//   build, and neither is what a project's own CI runs;
// - cargo-nextest writes good JUnit XML, but it is a separate tool that stock Rust
//   images and most projects do not have, cannot be installed in the offline test
//   phase, and runs tests differently (a process per test, no doc tests);
// - the text output is what every toolchain prints (checked with Rust 1.63 and
//   1.95): result lines, per-test captured output, the summary line, and panic
//   reports in the pre-1.73 ("panicked at 'msg', file:line:col") and the current
//   ("panicked at file:line:col:\nmsg") format. Its weakness is that uncaptured
//   output can be glued onto a result line, so results are also taken from the
//   "failures:" list libtest prints at the end, and the exit code is trusted with
//   the report as always.
//
// Captured per test:
// - status: ok -> passed, FAILED -> failed, ignored (#[ignore], with its reason
//   when given) -> skipped; #[should_panic] tests are passed when they panicked;
// - unit tests: suite = the module path ("shapes::tests::wrong" -> [shapes, tests],
//   name wrong), file = the module's source file, resolved from the target's root
//   (src/lib.rs, src/main.rs) through `mod x;` declarations (x.rs or x/mod.rs);
//   integration tests: the tests/<name>.rs file cargo names; doc tests: the file and
//   line in their libtest name ("src/lib.rs - add (line 15)"), kept whole as name;
//   in a workspace (`cargo test --workspace`) a target's package-relative source is
//   placed in its member's folder, found from the root Cargo.toml's members;
// - line: for a failure, where it panicked when that is in the test's file, else the
//   deepest backtrace frame in the test's file (RUST_BACKTRACE=1), else the panic
//   location, else the declaration line (the `fn`, found in the source), which is
//   also the line of passing tests; a doc test's line is its code block's;
// - message: the panic message (assert_eq!'s left/right included), libtest's note
//   for a #[should_panic] test that did not panic, or the Err a test returned;
//   stack: the test's whole captured output; stdout: what the test printed before
//   it panicked (libtest captures stdout and stderr together; --show-output makes it
//   print passing tests' output too);
// - order: source order (file, line) within each target, targets in cargo's order.
// Compiler errors ("error[E0308]: ..." with its "--> file:line:col") are
// "collection" errors at that position; a test binary that died before its summary
// (abort, segfault, process::exit) is a "collection" error naming the target, as the
// tests it had not reported have no name yet. No test at all is "no-tests".
// Not captured: per-test durations (stable libtest prints none), stderr apart from
// stdout, benchmarks' timings (cargo test runs them once as tests).
//
// Coverage (--coverage): LLVM's source-based coverage, run by an injected script
// (src/harness/cargo-coverage.ts) around the same cargo test command: the tests
// build with -C instrument-coverage into a target folder of their own (so runs with
// and without coverage do not rebuild each other's), and llvm-cov's lcov export of
// the project's .rs files is read with llvm-cov's own counting (format "llvm-cov").
// Doc tests run but are not measured: that needs rustdoc's unstable
// --persist-doctests. Rustflags a project sets in .cargo/config.toml give way to
// RUSTFLAGS during a coverage run, as cargo always lets the variable win.

import { pushAll } from "../core/arrays.js";
import { unfinishedMessage, unfinishedTest } from "../core/unfinished.js";
import { posix } from "node:path";
import {
  CARGO_COVERAGE,
  CARGO_COVERAGE_DIR_ENV,
  CARGO_COVERAGE_LCOV,
  CARGO_COVERAGE_PROBLEM_ENV,
} from "../harness/cargo-coverage.js";
import type { RunError, TestResult, TestStatus } from "../core/model.js";
import {
  backtraceLocations,
  findPanic,
  readCargoTestText,
  type CargoTestStream,
  type LibtestResult,
  type LibtestTarget,
} from "../reports/libtest-text.js";
import { escapeRegExp, firstLine, tidy, withContinuation } from "../core/text.js";
import { makeTestId, parseTestId } from "../core/ids.js";
import type {
  FrameworkAdapter,
  InstallStep,
  Invocation,
  ParseInput,
  ParsedRun,
  PlanContext,
  ProjectFacts,
  SandboxPaths,
} from "../core/adapter-types.js";
import { harnessCoverage, testCommandCoverage } from "./coverage-plan.js";

const OUTPUT = "cargo-test.txt";
const MAX_ERRORS = 50;
const COVERAGE_SCRIPT = "cargo-coverage.sh";
const COVERAGE_PROBLEM = "coverage-problem.txt";

// ---------------------------------------------------------------------------
// detect, install, plan

function detect(facts: ProjectFacts): { score: number; reason: string } | null {
  if (facts.files.includes("Cargo.toml")) return { score: 100, reason: "Cargo.toml present" };
  const nested = facts.files.find((f) => f.endsWith("/Cargo.toml"));
  if (nested) return { score: 20, reason: `Rust crate ${nested}` };
  return null;
}

function cargoEnv(paths: SandboxPaths): Record<string, string> {
  return { CARGO_HOME: `${paths.cache}/cargo`, CARGO_TERM_COLOR: "never" };
}

/** True when the lockfile or the manifest names crates that must be downloaded. */
export function hasDependencies(facts: ProjectFacts): boolean {
  const lock = facts.texts["Cargo.lock"];
  if (lock !== undefined) return /^source = "(registry|git|sparse)\+/m.test(lock);
  // A lockfile too large to read surely has dependencies.
  if (facts.files.includes("Cargo.lock")) return true;
  const manifest = facts.texts["Cargo.toml"] ?? "";
  return manifest
    .split(/^(?=\[)/m)
    .map((table) => ({ header: /^\[([^[\]\n]+)\]/.exec(table)?.[1]?.replace(/\s/g, "") ?? "", body: table }))
    .some(({ header, body }) => {
      const m = /(?:^|\.)(?:dev-|build-)?dependencies(\..+)?$/.exec(header);
      if (!m) return false;
      // `[dependencies.serde]` (the form of every published crate's normalized
      // manifest, and a target's `[target.'cfg(unix)'.dependencies.libc]`) is one
      // dependency by itself; `[dependencies]` lists them as keys.
      if (m[1] !== undefined) return true;
      return body
        .split("\n")
        .slice(1)
        .some((l) => /^\s*[\w-]+\s*=/.test(l));
    });
}

function install({ paths, facts }: { paths: SandboxPaths; facts: ProjectFacts }): InstallStep | null {
  if (!facts.files.includes("Cargo.toml") || facts.topLevel.includes("vendor")) return null;
  if (!hasDependencies(facts)) return null;
  return {
    command: "cargo fetch",
    env: cargoEnv(paths),
    testEnv: {},
    reason: facts.texts["Cargo.lock"] !== undefined ? "Cargo.lock has dependencies" : "Cargo.toml has dependencies",
  };
}

/** Test ids -> libtest's exact names ("shapes::tests::wrong", "src/lib.rs - add (line 15)"). */
export function libtestNames(filter: readonly string[]): string[] {
  const names: string[] = [];
  for (const id of filter) {
    const parsed = parseTestId(id);
    if (!parsed) continue;
    names.push([...parsed.suite, parsed.name].join("::"));
  }
  return [...new Set(names)];
}

/** Runs the command with stderr merged into stdout, so cargo's target lines stay in order. */
const MERGED = 'exec "$@" 2>&1';

function plan({ paths, filter, testCommand, coverage, parallel }: PlanContext): Invocation {
  const env = {
    ...cargoEnv(paths),
    CARGO_NET_OFFLINE: "true",
    CARGO_TARGET_DIR: `${paths.cache}/cargo-target`,
    CARGO_INCREMENTAL: "0",
    RUST_BACKTRACE: "1",
  };
  const reports = [{ name: "output", file: OUTPUT, fromStdout: true }];
  if (testCommand) {
    return {
      argv: ["sh", "-c", MERGED, "sh", "sh", "-c", testCommand],
      env,
      reports,
      harness: [],
      requires: null,
      coverage: coverage ? testCommandCoverage("cargo test") : null,
    };
  }
  const names = libtestNames(filter);
  const argv = [
    "cargo",
    "test",
    "--workspace",
    "--no-fail-fast",
    "--color",
    "never",
    "--",
    "--show-output",
    ...(parallel === "off" ? ["--test-threads=1"] : []),
    ...(names.length > 0 ? ["--exact", ...names] : []),
  ];
  const requires = { program: "cargo", hint: "install Rust (https://rustup.rs) or use a runner image with cargo" };
  const how = parallel === "off" ? "--test-threads=1" : "libtest's test threads (its default)";
  if (!coverage) {
    return { argv: ["sh", "-c", MERGED, "sh", ...argv], env, reports, harness: [], requires, parallel: how };
  }
  const measured = harnessCoverage("llvm-cov", CARGO_COVERAGE_LCOV, COVERAGE_PROBLEM);
  return {
    // The script merges stderr into stdout as MERGED does, and keeps cargo's exit status.
    argv: ["sh", posix.join(paths.harness, COVERAGE_SCRIPT), ...argv],
    parallel: how,
    env: {
      ...env,
      CARGO_TARGET_DIR: `${paths.cache}/cargo-target-coverage`,
      [CARGO_COVERAGE_DIR_ENV]: paths.reports,
      [CARGO_COVERAGE_PROBLEM_ENV]: posix.join(paths.reports, COVERAGE_PROBLEM),
    },
    reports: [...reports, ...measured.reports],
    harness: [{ name: COVERAGE_SCRIPT, content: CARGO_COVERAGE }],
    requires,
    coverage: measured.coverage,
  };
}

// ---------------------------------------------------------------------------
// where tests live

function stripDot(path: string): string {
  return posix.normalize(path.replace(/^\.\//, ""));
}

function relativeToProject(path: string, projectPath: string): string | null {
  const root = projectPath.replace(/\/+$/, "");
  if (path.startsWith(`${root}/`)) return posix.normalize(path.slice(root.length + 1));
  if (path.startsWith("/")) return null;
  const rel = stripDot(path);
  return rel.startsWith("../") ? null : rel;
}

/** Where a module's children live: beside a crate root or mod.rs, else in a folder named after the file. */
function childDir(file: string, isRoot: boolean): string {
  const dir = posix.dirname(file);
  if (isRoot || posix.basename(file) === "mod.rs") return dir;
  return posix.join(dir, posix.basename(file, ".rs"));
}

interface Definition {
  file: string;
  line: number | null;
}

/** Follows a module path from a crate root to the file and line of `fn name`. */
export function locateUnitTest(
  root: string,
  modules: readonly string[],
  name: string,
  readSource: (rel: string) => string | undefined,
): Definition {
  let file = root;
  let isRoot = true;
  let from = 0;
  for (const mod of modules) {
    const source = readSource(file);
    if (source === undefined) return { file, line: null };
    const lines = source.split("\n");
    const inline = new RegExp(`^\\s*(pub(\\([^)]*\\))?\\s+)?mod\\s+${escapeRegExp(mod)}\\s*\\{`);
    const at = lines.findIndex((l, i) => i >= from && inline.test(l));
    if (at >= 0) {
      from = at + 1;
      continue;
    }
    const dir = childDir(file, isRoot);
    const next = [posix.join(dir, `${mod}.rs`), posix.join(dir, mod, "mod.rs")].find(
      (p) => readSource(p) !== undefined,
    );
    if (!next) return { file, line: null };
    file = next;
    isRoot = false;
    from = 0;
  }
  const source = readSource(file);
  if (source === undefined) return { file, line: null };
  const decl = new RegExp(`\\bfn\\s+${escapeRegExp(name)}\\s*[(<]`);
  const lines = source.split("\n");
  const at = lines.findIndex((l, i) => i >= from && decl.test(l));
  return { file, line: at >= 0 ? at + 1 : null };
}

/** Package folders of the workspace, by crate name (hyphens as underscores). */
interface Workspace {
  dirs: string[];
  byCrate: Map<string, string>;
}

const crateKey = (name: string): string => name.replace(/-/g, "_");

function packageName(manifest: string | undefined): string | null {
  if (manifest === undefined) return null;
  const pkg = /^\[package\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(manifest);
  const name = pkg ? /^\s*name\s*=\s*"([^"]+)"/m.exec(pkg[1]!) : null;
  return name ? crateKey(name[1]!) : null;
}

/**
 * cargo names a target's source relative to its package ("Running unittests src/lib.rs")
 * but panics and doc tests relative to the workspace root, so members are found from
 * the root Cargo.toml: listed folders directly, "dir/*" globs by the crate names the
 * output mentions (a folder named after its crate, the usual layout).
 */
export function readWorkspace(readSource: (rel: string) => string | undefined, crates: readonly string[]): Workspace {
  const dirs: string[] = [];
  const byCrate = new Map<string, string>();
  const add = (dir: string, name: string | null): void => {
    if (!dirs.includes(dir)) dirs.push(dir);
    if (name && !byCrate.has(name)) byCrate.set(name, dir);
  };
  const root = readSource("Cargo.toml");
  if (root !== undefined && /^\[package\]/m.test(root)) add(".", packageName(root));
  const members = /^\s*members\s*=\s*\[([\s\S]*?)\]/m.exec(root ?? "")?.[1] ?? "";
  for (const m of members.matchAll(/"([^"]+)"/g)) {
    const member = posix.normalize(m[1]!.replace(/\/+$/, ""));
    if (member.startsWith("../") || member.startsWith("/")) continue;
    if (!member.includes("*")) {
      add(member, packageName(readSource(`${member}/Cargo.toml`)));
      continue;
    }
    const glob = /^(.*)\/\*$/.exec(member);
    if (!glob || glob[1]!.includes("*")) continue;
    for (const crate of crates) {
      for (const folder of new Set([crate, crate.replace(/_/g, "-")])) {
        const dir = `${glob[1]}/${folder}`;
        if (packageName(readSource(`${dir}/Cargo.toml`)) === crateKey(crate)) add(dir, crateKey(crate));
      }
    }
  }
  if (dirs.length === 0) dirs.push(".");
  return { dirs, byCrate };
}

/** The package folder of a unit or integration test target. */
function packageDir(target: LibtestTarget, ws: Workspace, lastDir: string, input: ParseInput): string {
  if (target.crate && ws.byCrate.has(crateKey(target.crate))) return ws.byCrate.get(crateKey(target.crate))!;
  if (!target.source || ws.dirs.length === 1) return ws.dirs[0]!;
  const source = target.source;
  const having = ws.dirs.filter((d) => input.readSource(d === "." ? source : `${d}/${source}`) !== undefined);
  if (having.length === 1) return having[0]!;
  return having.includes(lastDir) ? lastDir : (having[0] ?? lastDir);
}

interface Placed {
  file: string | null;
  suite: string[];
  name: string;
  defLine: number | null;
  doc: boolean;
}

/** "src/lib.rs - shapes::area (line 3)" -> file and line of the code block. */
const DOC_NAME = /^(.+?) - (?:.* )?\(line (\d+)\)(?: - compile fail| - compile)?$/;

function place(target: LibtestTarget, result: LibtestResult, input: ParseInput, dir: string): Placed {
  if (target.kind === "doc") {
    const m = DOC_NAME.exec(result.name);
    return {
      file: m ? stripDot(m[1]!) : null,
      suite: [],
      name: result.name,
      defLine: m ? Number(m[2]) : null,
      doc: true,
    };
  }
  const segments = result.name.split("::");
  const name = segments.pop() ?? result.name;
  const inPackage = (rel: string): string => (dir === "." ? rel : posix.join(dir, rel));
  const source = target.source ? relativeToProject(target.source, input.projectPath) : null;
  const root = source === null ? null : inPackage(source);
  // Old cargo names no source for unit tests; src/lib.rs is the usual root.
  const guess = root ?? (input.readSource(inPackage("src/lib.rs")) !== undefined ? inPackage("src/lib.rs") : null);
  if (!guess) return { file: null, suite: segments, name, defLine: null, doc: false };
  const def = locateUnitTest(guess, segments, name, input.readSource);
  return { file: def.file, suite: segments, name, defLine: def.line, doc: false };
}

// ---------------------------------------------------------------------------
// tests

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
    // A failure libtest lists at the end whose result line was garbled by stray output.
    for (const name of target.failuresListed) {
      const r = seen.get(name);
      if (r) r.outcome = "failed";
      else seen.set(name, { name, outcome: "failed", reason: null, shouldPanic: false, seq: Number.MAX_SAFE_INTEGER });
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

function parse(input: ParseInput): ParsedRun {
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

export const cargo: FrameworkAdapter = {
  id: "cargo",
  name: "cargo test",
  language: "rust",
  detect,
  plan,
  parse,
  install,

  liveStatus(line) {
    const m = /^test .+ \.\.\. (ok|FAILED|ignored)/.exec(line);
    if (!m) return null;
    return m[1] === "ok" ? "passed" : m[1] === "FAILED" ? "failed" : "skipped";
  },
};
