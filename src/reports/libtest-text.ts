// A reader for `cargo test`'s stable text output (cargo's own lines merged with
// each test binary's libtest "pretty" output), bounded and tolerant: lines it does
// not know are skipped, and uncaptured output glued to a result line ("test a ...
// okError: x") still yields the result. It only splits the stream; what the
// pieces mean (files, lines, statuses) is decided by the cargo adapter.

const MAX_TESTS = 100_000;
const MAX_BLOCK_LINES = 2_000;
const MAX_DIAGNOSTICS = 200;

export type LibtestOutcome = "ok" | "failed" | "ignored";

/**
 * libtest's result line names a test with its mode after it (`TestDesc::test_mode`: a
 * should_panic test, a compile_fail or no_run doc test); the "successes:" and "failures:"
 * lists and the output blocks name it without. Test paths and doc-test names
 * ("src/lib.rs - f (line 3)") hold no " - " at their end of their own.
 */
const MODE = / - (should panic|compile fail|compile)$/;
function withoutMode(raw: string): { name: string; mode: string | null } {
  const m = MODE.exec(raw);
  return m ? { name: raw.slice(0, m.index), mode: m[1]! } : { name: raw, mode: null };
}

export interface LibtestResult {
  /** libtest's name without its mode suffix (" - should panic", " - compile fail", " - compile"). */
  name: string;
  outcome: LibtestOutcome;
  /** `#[ignore = "reason"]`, printed as "ignored, reason" (Rust 1.61+). */
  reason: string | null;
  shouldPanic: boolean;
  /** Position in the whole stream. */
  seq: number;
}

export interface LibtestTarget {
  kind: "unittests" | "test" | "doc" | "unknown";
  /** The target's source as cargo names it ("src/lib.rs", "tests/api.rs"); null for doc tests and old cargo. */
  source: string | null;
  /** The crate of a doc-test target, or of a unit-test binary ("a" from target/debug/deps/a-0123abcd...). */
  crate: string | null;
  /** `running N tests`, when seen. */
  planned: number | null;
  results: LibtestResult[];
  /** Captured output of a test ("---- name stdout ----" blocks), by name. */
  outputs: Map<string, string>;
  /** Names listed under the final "failures:" heading. */
  failuresListed: string[];
  /** Names listed under the final "successes:" heading (--show-output prints it). */
  successesListed: string[];
  /** Tests libtest said were "running for over 60 seconds" (its only word on a test before its result). */
  runningLong: string[];
  summary: { passed: number; failed: number; ignored: number; filteredOut: number } | null;
  /** cargo's "Caused by: process didn't exit successfully: ..." line after this target, if any. */
  exitProblem: string | null;
}

export interface CompilerDiagnostic {
  /** "error[E0308]: mismatched types" */
  headline: string;
  file: string | null;
  line: number | null;
  /** The diagnostic's lines as rustc printed them. */
  text: string;
}

export interface CargoTestStream {
  targets: LibtestTarget[];
  diagnostics: CompilerDiagnostic[];
  /** cargo's own `error: ...` lines outside diagnostics ("could not compile", "no targets", ...). */
  cargoErrors: string[];
  droppedTests: number;
}

// cargo right-aligns its status words to 12 columns.
const RUNNING = /^ {5}Running (?:(unittests) )?(.+)$/;
const DOC_TESTS = /^ {3}Doc-tests (\S+)\s*$/;
const RUNNING_N = /^running (\d+) tests?$/;
const STATUS_FIRST = /^(ok|FAILED|ignored)(?:, (.*))?/;
const STATUS_ANYWHERE = /(ok|FAILED|ignored)/g;
const BLOCK = /^---- (.+) stdout ----$/;
const SUMMARY =
  /^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored; \d+ measured; (\d+) filtered out(?:;|$)/;
const DIAG_HEAD = /^error(\[E\d+\])?: (.+)$/;
const DIAG_LOCATION = /^\s*--> (.+?):(\d+):(\d+)\s*$/;
const NOT_DIAGNOSTIC =
  /^error: (could not compile|test failed|doctest failed|\d+ targets? failed|aborting due to|build failed|Recipe|failed to run)/;

function newTarget(kind: LibtestTarget["kind"], source: string | null, crate: string | null): LibtestTarget {
  return {
    kind,
    source,
    crate,
    planned: null,
    results: [],
    outputs: new Map(),
    failuresListed: [],
    successesListed: [],
    runningLong: [],
    summary: null,
    exitProblem: null,
  };
}

/**
 * "Running unittests src/lib.rs (target/...)", "Running tests/api.rs (...)", or old
 * cargo's "Running target/...". The source ends at the first " (" of a line that
 * ends with ")"; found with indexOf, since a regex with a lazy source and an
 * optional "(binary)" retried from every character (quadratic on a long line).
 */
function runningTarget(m: RegExpExecArray): LibtestTarget {
  const rest = m[2]!.trimEnd();
  const open = rest.endsWith(")") ? rest.indexOf(" (", 1) : -1;
  const hasBinary = open > 0 && open + 3 < rest.length;
  const source = hasBinary ? rest.slice(0, open) : rest;
  const binaryPath = hasBinary ? rest.slice(open + 2, -1) : undefined;
  if (m[1] === "unittests") {
    // The file name alone, anchored: unanchored, the regex retried from every character.
    const file = (binaryPath ?? "").slice(
      Math.max((binaryPath ?? "").lastIndexOf("/"), (binaryPath ?? "").lastIndexOf("\\")) + 1,
    );
    const binary = /^(.+)-[0-9a-f]{16}(?:\.exe)?$/.exec(file);
    return newTarget("unittests", source, binary ? binary[1]! : null);
  }
  if (binaryPath !== undefined) return newTarget("test", source, null);
  return newTarget("unknown", null, null);
}

/**
 * A result line, "test <name> ... <status>", possibly after uncaptured output: the
 * first "test " after a space (else at the line's start) with " ... " after it.
 * What /^(?:.*?\s)?test (\S.*?) \.\.\. (.*)$/ matched, in one pass: that regex
 * scanned to the line's end from every "test " with no " ... " after it.
 */
function resultOf(line: string): [name: string, status: string] | null {
  const last = line.lastIndexOf(" ... ");
  const at = (p: number): [string, string] => {
    const q = line.indexOf(" ... ", p + 6);
    return [line.slice(p + 5, q), line.slice(q + 5)];
  };
  // A "test " after a space first, the line's own start last, as the regex's optional prefix did.
  for (let p = line.indexOf("test ", 1); p !== -1 && p + 6 <= last; p = line.indexOf("test ", p + 1)) {
    if (/\s/.test(line[p - 1]!) && !/\s/.test(line[p + 5]!)) return at(p);
  }
  return line.startsWith("test ") && 6 <= last && !/\s/.test(line[5]!) ? at(0) : null;
}

/** Splits cargo test's merged output into targets, results, output blocks and compiler errors. */
export function readCargoTestText(text: string): CargoTestStream {
  const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
  const targets: LibtestTarget[] = [];
  const diagnostics: CompilerDiagnostic[] = [];
  const cargoErrors: string[] = [];
  let droppedTests = 0;
  let seq = 0;
  let current: LibtestTarget | null = null;
  let last: LibtestTarget | null = null;
  let block: { name: string; lines: string[] } | null = null;
  let list: "failures" | "successes" | null = null;
  let diag: { headline: string; lines: string[]; file: string | null; line: number | null } | null = null;
  let causedBy = false;
  /** A result line whose status has not shown up yet. */
  let pending: string | null = null;

  const endBlock = (): void => {
    if (block && current) current.outputs.set(block.name, block.lines.join("\n").replace(/\n+$/, ""));
    block = null;
  };
  const endDiag = (): void => {
    if (diag && diagnostics.length < MAX_DIAGNOSTICS) {
      diagnostics.push({ headline: diag.headline, file: diag.file, line: diag.line, text: diag.lines.join("\n") });
    }
    diag = null;
  };
  const known = (name: string): boolean => !!current && current.results.some((r) => r.name === withoutMode(name).name);

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;

    // Inside a captured-output block: only a new block, a list heading or the summary ends it.
    if (current && block) {
      const next = BLOCK.exec(line);
      const heading = /^(failures|successes):$/.test(line);
      const nextLine = lines[i + 1] ?? "";
      const listFollows = heading && (nextLine === "" || (nextLine.startsWith("    ") && known(nextLine.trim())));
      if ((next && known(next[1]!)) || listFollows || SUMMARY.test(line)) {
        endBlock();
      } else {
        if (block.lines.length < MAX_BLOCK_LINES) block.lines.push(line);
        continue;
      }
    }

    // A new target ends whatever the previous one was doing.
    const doc = DOC_TESTS.exec(line);
    const running = doc ? null : RUNNING.exec(line);
    if (doc || running) {
      endBlock();
      endDiag();
      list = null;
      causedBy = false;
      current = doc ? newTarget("doc", null, doc[1]!) : runningTarget(running!);
      targets.push(current);
      last = current;
      continue;
    }

    if (current) {
      const b = BLOCK.exec(line);
      if (b) {
        block = { name: withoutMode(b[1]!).name, lines: [] };
        list = null;
        continue;
      }
      const n = RUNNING_N.exec(line);
      if (n) {
        current.planned = Number(n[1]);
        continue;
      }
      const long = /^test (.+) has been running for over \d+ seconds$/.exec(line);
      if (long) {
        if (current.runningLong.length < 64) current.runningLong.push(long[1]!);
        continue;
      }
      // Uncaptured output (a thread's, or a returned Err on old toolchains) can land
      // inside a result line ("... okError: x", "... Error: FAILED") or push the
      // status onto a later line; the status is then the last one on the line, or the
      // next line that starts with one.
      const r = resultOf(line);
      const first = r ? STATUS_FIRST.exec(r[1]) : pending ? STATUS_FIRST.exec(line) : null;
      const anywhere = r && !first ? [...r[1].matchAll(STATUS_ANYWHERE)].pop() : undefined;
      const status = first?.[1] ?? anywhere?.[1];
      if (r || (pending !== null && status)) {
        const raw: string = r ? r[0] : pending!;
        pending = null;
        if (!status) {
          pending = raw;
          continue;
        }
        if (targets.reduce((sum, t) => sum + t.results.length, 0) >= MAX_TESTS) {
          droppedTests += 1;
          continue;
        }
        const { name, mode } = withoutMode(raw);
        current.results.push({
          name,
          outcome: status === "ok" ? "ok" : status === "FAILED" ? "failed" : "ignored",
          reason: status === "ignored" && first?.[2] ? first[2].trim() : null,
          shouldPanic: mode === "should panic",
          seq: seq++,
        });
        continue;
      }
      if (/^(failures|successes):$/.test(line)) {
        list = line.startsWith("failures") ? "failures" : "successes";
        continue;
      }
      if (list && line.startsWith("    ") && line.trim() !== "") {
        const { name } = withoutMode(line.trim());
        (list === "failures" ? current.failuresListed : current.successesListed).push(name);
        continue;
      }
      const s = SUMMARY.exec(line);
      if (s) {
        current.summary = {
          passed: Number(s[1]),
          failed: Number(s[2]),
          ignored: Number(s[3]),
          filteredOut: Number(s[4]),
        };
        list = null;
        current = null;
        continue;
      }
    }

    // cargo's own lines: errors after a target, compiler diagnostics before any.
    if (/^Caused by:\s*$/.test(line)) {
      causedBy = true;
      continue;
    }
    if (causedBy && last && /^\s+process didn't exit successfully/.test(line)) {
      last.exitProblem = line.trim();
      causedBy = false;
      continue;
    }
    const d = DIAG_HEAD.exec(line);
    if (d && !NOT_DIAGNOSTIC.test(line)) {
      endDiag();
      diag = { headline: line.trim(), lines: [line], file: null, line: null };
      continue;
    }
    if (d) {
      endDiag();
      if (cargoErrors.length < MAX_DIAGNOSTICS) cargoErrors.push(line.trim());
      continue;
    }
    if (diag) {
      if (/^(warning|error)(\[\w+\])?: /.test(line) || /^\s+(Compiling|Finished|Running|Checking)\b/.test(line)) {
        endDiag();
        i -= 1; // read this line again outside the diagnostic
        continue;
      }
      if (diag.lines.length < 200) diag.lines.push(line);
      const loc = DIAG_LOCATION.exec(line);
      if (loc && diag.file === null) {
        diag.file = loc[1]!;
        diag.line = Number(loc[2]);
      }
    }
  }
  endBlock();
  endDiag();
  return { targets, diagnostics, cargoErrors, droppedTests };
}

export interface PanicInfo {
  /** The panic message (several lines for assert_eq!). */
  message: string;
  file: string | null;
  line: number | null;
  /** Index of the block line where the panic report starts. */
  startLine: number;
}

const PANIC_NEW = /^thread '(.*?)'(?: \(\d+\))? panicked at (.+?):(\d+):(\d+):$/;
const PANIC_OLD_START = /^thread '(.*?)'(?: \(\d+\))? panicked at '(.*)$/;
const PANIC_OLD_END = /^(.*)', (.+?):(\d+):(\d+)$/;
const PANIC_END = /^(note: run with `RUST_BACKTRACE|stack backtrace:|note: Some details are omitted)/;

/** The first panic report in a test's output, in the Rust 1.73+ or the older one-line format. */
export function findPanic(lines: readonly string[]): PanicInfo | null {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const m = PANIC_NEW.exec(line);
    if (m) {
      const message: string[] = [];
      for (let j = i + 1; j < lines.length && !PANIC_END.test(lines[j]!) && message.length < 100; j += 1) {
        message.push(lines[j]!);
      }
      return { message: message.join("\n").trim(), file: m[2]!, line: Number(m[3]), startLine: i };
    }
    const o = PANIC_OLD_START.exec(line);
    if (o) {
      const parts = [o[2]!];
      for (let j = i; j < lines.length && j < i + 100; j += 1) {
        const text = j === i ? o[2]! : lines[j]!;
        if (j > i) parts.push(text);
        const end = PANIC_OLD_END.exec(text);
        if (end) {
          parts[parts.length - 1] = end[1]!;
          return { message: parts.join("\n").trim(), file: end[2]!, line: Number(end[3]), startLine: i };
        }
      }
      return { message: o[2]!, file: null, line: null, startLine: i };
    }
  }
  return null;
}

/** Backtrace frames' source positions ("at ./src/lib.rs:53:9"), outermost last. */
export function backtraceLocations(lines: readonly string[]): { file: string; line: number }[] {
  const out: { file: string; line: number }[] = [];
  for (const l of lines) {
    const m = /^\s+at (.+?):(\d+)(?::\d+)?\s*$/.exec(l);
    if (m) out.push({ file: m[1]!, line: Number(m[2]) });
  }
  return out;
}
