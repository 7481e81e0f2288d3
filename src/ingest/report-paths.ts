// report-paths: results.json from report files an earlier step wrote, without
// running anything (no sandbox). The same model, the same status rules, the same
// exports; only the source differs, and results.json says so (sandbox null,
// command null, report_files listing what was read).
//
// Paths are globs relative to the working directory. The walk never follows a
// symlink (neither a folder nor a file), never leaves the working directory,
// and reads only regular files under the report size cap. Each file's format is
// told by its root element: <testsuites>/<testsuite> is JUnit XML (Maven
// Surefire, Gradle, pytest, jest-junit, ...), <TestRun> is .NET TRX.

import { pushAll } from "../core/arrays.js";
import { assembleResult } from "../core/assemble-result.js";
import { lstat, readdir, realpath } from "node:fs/promises";
import { join, posix } from "node:path";
import { makeTestId, occurrences, repeated } from "../core/ids.js";
import type { ReportFileInfo, RunError, RunResult, TestResult, TestStatus } from "../core/model.js";
import { jvmCaseParameters, JunitStream, junitStatus, type JunitCase } from "../reports/junit.js";
import { TrxStream, type TrxResult } from "../reports/trx.js";
import { XmlStream, type XmlHandler } from "../reports/xml-stream.js";
import { settleTest } from "../core/settle.js";
import { streamReportFile } from "../core/safe-read.js";
import { parseResultsJson } from "./results-input.js";
import { listProjectFiles, SourceIndex } from "../detect/source-index.js";
import { escapeRegExp, firstLine, tidy } from "../core/text.js";

export const REPORT_LIMITS = {
  /** Files one pattern may match; more is almost surely a wrong pattern. */
  maxFiles: 1000,
  /** Directory entries the walk looks at, over all patterns. */
  maxEntries: 200_000,
  maxDepth: 32,
  /** JUnit XML and TRX are read as streams: the cap guards against a runaway writer, not memory. */
  fileCapBytes: 4 * 1024 ** 3,
  totalCapBytes: 64 * 1024 ** 3,
  /** A testcage results.json is read whole. */
  jsonCapBytes: 64 * 1024 * 1024,
  /** Each text of one test case kept (failure text, output); results keep at most 64 KiB of it. */
  textCapChars: 1024 * 1024,
} as const;

/**
 * Report text is read 64 KiB at a time: under V8's large-object size, so a chunk still being
 * scanned when the young generation is collected is copied out small, not promoted whole
 * (a MiB a chunk) to wait in the old generation for a full collection (docs/benchmarks.md).
 */
const READ_CHUNK_BYTES = 64 * 1024;

/** Splits the input (commas or newlines) into patterns; blank entries are dropped. */
export function splitReportPaths(value: string | string[] | undefined): string[] {
  const parts = Array.isArray(value) ? value : [value ?? ""];
  return parts
    .flatMap((p) => p.split(/[,\n]/))
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/** Why a pattern is refused (absolute, climbing out, odd characters), or null when it is fine. */
export function reportPathProblem(pattern: string): string | null {
  if (pattern.startsWith("/") || /^[A-Za-z]:/.test(pattern) || pattern.startsWith("\\")) {
    return "is absolute; give a path relative to the working directory";
  }
  if (pattern.includes("\\")) return "contains a backslash; use forward slashes";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(pattern)) return "contains control characters";
  if (pattern.split("/").some((s) => s === ".."))
    return "climbs out with '..'; report paths stay inside the working directory";
  return null;
}

/** A glob segment as a regex: * and ? within the segment, {a,b} alternatives, [...] classes. */
function segmentRegex(segment: string): string {
  let out = "";
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === "*") out += "[^/]*";
    else if (c === "?") out += "[^/]";
    else if (c === "{") {
      const end = segment.indexOf("}", i);
      if (end === -1) {
        out += "\\{";
        continue;
      }
      const alts = segment.slice(i + 1, end).split(",");
      out += `(?:${alts.map((a) => segmentRegex(a)).join("|")})`;
      i = end;
    } else if (c === "[") {
      const end = segment.indexOf("]", i + 1);
      if (end === -1) {
        out += "\\[";
        continue;
      }
      const body = segment
        .slice(i + 1, end)
        .replace(/^!/, "^")
        .replace(/\\/g, "\\\\");
      out += `[${body}]`;
      i = end;
    } else out += escapeRegExp(c);
  }
  return out;
}

export interface CompiledGlob {
  pattern: string;
  /** The folder before the first wildcard, where the walk starts ("" for the working directory). */
  base: string;
  regex: RegExp;
}

export function compileGlob(pattern: string): CompiledGlob {
  const segments = pattern
    .replace(/^\.\//, "")
    .split("/")
    .filter((s) => s !== "" && s !== ".");
  const firstWild = segments.findIndex((s) => /[*?[{]/.test(s));
  const baseSegments = firstWild === -1 ? segments.slice(0, -1) : segments.slice(0, firstWild);
  let re = "";
  segments.forEach((s, i) => {
    const last = i === segments.length - 1;
    if (s === "**") re += last ? ".*" : "(?:[^/]+/)*";
    else re += segmentRegex(s) + (last ? "" : "/");
  });
  return { pattern, base: baseSegments.join("/"), regex: new RegExp(`^${re}$`) };
}

export interface Found {
  files: string[];
  refused: string[];
}

/** Regular files under root/base matching the glob; symlinks are reported as refused, never followed. */
export async function expandGlob(root: string, glob: CompiledGlob, budget: { entries: number }): Promise<Found> {
  const found: Found = { files: [], refused: [] };
  // Every folder of the base must be a real folder, not a symlink out of the tree.
  let dir = "";
  for (const seg of glob.base === "" ? [] : glob.base.split("/")) {
    dir = dir ? `${dir}/${seg}` : seg;
    try {
      const st = await lstat(join(root, dir));
      if (st.isSymbolicLink()) {
        found.refused.push(dir);
        return found;
      }
      if (!st.isDirectory()) break;
    } catch {
      return found;
    }
  }
  const walk = async (rel: string, depth: number): Promise<void> => {
    if (depth > REPORT_LIMITS.maxDepth || found.files.length >= REPORT_LIMITS.maxFiles) return;
    let entries;
    try {
      entries = await readdir(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (--budget.entries < 0 || found.files.length >= REPORT_LIMITS.maxFiles) return;
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) {
        if (glob.regex.test(path)) found.refused.push(path);
      } else if (e.isDirectory()) {
        if (e.name !== ".git") await walk(path, depth + 1);
      } else if (e.isFile() && glob.regex.test(path)) {
        found.files.push(path);
      }
    }
  };
  // A literal path (no wildcard) may name the file itself.
  try {
    const st = await lstat(join(root, glob.base));
    if (st.isDirectory()) await walk(glob.base, 0);
    else if (st.isFile() && glob.regex.test(glob.base)) found.files.push(glob.base);
  } catch {
    // nothing there
  }
  if (!/[*?[{]/.test(glob.pattern)) {
    const literal = glob.pattern.replace(/^\.\//, "");
    try {
      const st = await lstat(join(root, literal));
      if (st.isSymbolicLink()) found.refused.push(literal);
    } catch {
      // missing: reported by the caller
    }
  }
  return found;
}

/** The longest project file that `abs` ends with (as whole path segments), or null. */
export function bySuffix(abs: string, files: readonly string[] | SourceIndex): string | null {
  return (files instanceof SourceIndex ? files : new SourceIndex(files)).bySuffix(abs);
}

// ---- JUnit XML -> tests ----

/** The digits at `at` in `text`, as a number, when at least one is there and `after` (if any) follows them. */
function digitsAt(text: string, at: number, after?: string): number | null {
  let end = at;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  if (end === at || (after !== undefined && !text.startsWith(after, end))) return null;
  return Number(text.slice(at, end));
}

/** The number after the leftmost `needle` it follows (with `after` behind it), that `ok` accepts the place of. */
function numberAfter(text: string, needle: string, after?: string, ok?: (at: number) => boolean): number | null {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (ok && !ok(at)) continue;
    const n = digitsAt(text, at + needle.length, after);
    if (n !== null) return n;
  }
  return null;
}

const BEFORE_PATH = /[\s(/"']/;

/**
 * A 1-based line of `file` named in a failure: a JVM frame "(Foo.java:42)" first, then
 * .NET's "path:line 42", then "path:42" at the start of a line or after a space, quote,
 * "(" or "/". Plain string search: a path of any length, with any characters, is safe.
 */
export function lineIn(text: string, file: string): number | null {
  const head = text.slice(0, 512 * 1024);
  const jvm = numberAfter(head, `(${posix.basename(file)}:`, ")");
  if (jvm !== null) return jvm;
  const dotnet = numberAfter(head, `${file}:line `);
  if (dotnet !== null) return dotnet;
  return numberAfter(head, `${file}:`, undefined, (at) => at === 0 || BEFORE_PATH.test(head[at - 1]!));
}

/**
 * Gradle writes every failed test as <failure> (its suites' `errors` count is always 0),
 * typed with the exception's class; Surefire writes <error> for anything that is not an
 * assertion. So a JVM <failure> whose type is plainly no assertion, an ...Exception or a
 * java.lang error other than AssertionError (StackOverflowError, NoClassDefFoundError, ...),
 * reads as an error, as the same test does from Surefire. Assertion libraries' own types
 * (AssertionFailedError, ComparisonFailure, Mockito's verification failures) stay failures,
 * and so does ScalaTest's TestFailedException, which is its assertion failure.
 */
function jvmStatus(tc: JunitCase): TestStatus {
  const status = junitStatus(tc);
  const type = tc.outcome?.type ?? "";
  const notAssertion =
    (/^(?:[\w$]+\.)+[\w$]*Exception$/.test(type) && !/\.TestFailed\w*Exception$/.test(type)) ||
    /^java\.lang\.(?!AssertionError$)\w+Error$/.test(type);
  return status === "failed" && notAssertion ? "error" : status;
}

/**
 * The suite path of a class in a file, made once and shared by every test of that class
 * (frozen, so a change to one test's suite cannot reach the others): a report of a million
 * tests holds a few thousand suite arrays, not a million (docs/architecture.md §6).
 */
export class SuiteCache {
  /** By file, then class name: two lookups of strings already hashed, no key built per test. */
  private readonly known = new Map<string | null, Map<string, readonly string[]>>();
  private size = 0;
  get(file: string | null, classname: string, fromPytest: boolean): string[] {
    let byClass = this.known.get(file);
    let suite = byClass?.get(classname);
    if (suite === undefined) {
      suite = Object.freeze(suitePath(file, classname, fromPytest));
      // Bounded: a report with a fresh class per test gains nothing from remembering them.
      if (++this.size > 50_000) {
        this.known.clear();
        this.size = 1;
        byClass = undefined;
      }
      if (byClass === undefined) this.known.set(file, (byClass = new Map()));
      byClass.set(classname, suite);
    }
    return suite as string[];
  }
}

const isJvmFile = (file: string | null): boolean => file !== null && /\.(java|kt|groovy|scala)$/.test(file);

function suitePath(file: string | null, classname: string, fromPytest: boolean): string[] {
  if (isJvmFile(file)) {
    // JVM: the class chain after the package (Outer$Inner -> Outer, Inner).
    const simple = classname.split(".").pop() ?? classname;
    return simple.split("$").filter((s) => s !== "");
  }
  if (file && fromPytest) {
    const modulePath = file.replace(/\.py$/, "").split("/").join(".");
    const rest = classname.startsWith(modulePath) ? classname.slice(modulePath.length) : "";
    return rest.split(".").filter((p) => p !== "");
  }
  return classname === "" ? [] : [classname];
}

function junitTest(
  tc: JunitCase,
  fromPytest: boolean,
  relative: (p: string) => string | null,
  index: SourceIndex,
  suites: SuiteCache = new SuiteCache(),
): TestResult | null {
  if (tc.name === "") return null;
  const file = tc.file ? relative(tc.file) : index.forClass(tc.classname);
  const jvm = isJvmFile(file);
  const suite = suites.get(file, tc.classname, fromPytest);
  const status = jvm ? jvmStatus(tc) : junitStatus(tc);
  const failed = status === "failed" || status === "error";
  const text = tc.outcome?.text ?? "";
  const defLine = tc.line === null ? null : fromPytest ? tc.line + 1 : tc.line;
  let message = tc.outcome?.message ?? firstLine(text);
  // Gradle's message is the exception's toString ("java.lang.AssertionError: 7 / 2 ..."),
  // Surefire's only its message: the type is dropped so both read alike.
  const type = tc.outcome?.type;
  if (jvm && type && message.startsWith(`${type}: `)) message = message.slice(type.length + 2);
  const params = jvm ? jvmCaseParameters(tc.name) : null;
  // A suite's own output can be told to be a test's only when the suite holds that test
  // alone and it has none of its own: Gradle's class-level pseudo-test "classMethod"
  // (a failed @BeforeClass) and any one-test class with Gradle's default output.
  const alone = tc.suiteSize === 1;
  return {
    id: makeTestId(file, suite, tc.name),
    name: tc.name,
    ...(params ? { parameters: params } : {}),
    suite,
    status,
    duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
    file,
    line: (failed && file ? lineIn(text, file) : null) ?? (defLine !== null && defLine >= 1 ? defLine : null),
    message: status === "passed" ? null : tidy(message),
    stack: failed ? tidy(text) : null,
    stdout: tidy(tc.systemOut ?? (alone ? tc.suiteSystemOut : null)),
    stderr: tidy(tc.systemErr ?? (alone ? tc.suiteSystemErr : null)),
  };
}

// ---- TRX -> tests ----

function trxStatus(outcome: string): TestStatus {
  switch (outcome) {
    case "Passed":
    case "PassedButRunAborted":
    case "Completed":
    case "Warning":
      return "passed";
    case "Failed":
      return "failed";
    case "NotExecuted":
    case "Inconclusive":
    case "Pending":
    case "NotRunnable":
      return "skipped";
    default:
      // Error, Timeout, Aborted, Disconnected, InProgress and anything unknown: never a pass.
      return "error";
  }
}

const CSHARP = new Set(["cs"]);

function trxTest(r: TrxResult, relative: (p: string) => string | null, index: SourceIndex): TestResult | null {
  if (r.testName === "") return null;
  const status = trxStatus(r.outcome);
  const failed = status === "failed" || status === "error";
  // .NET stacks say "in /path/File.cs:line 42"; the first frame inside the project is the test's.
  let file: string | null = null;
  let line: number | null = null;
  for (const m of (r.stackTrace ?? "").slice(0, 512 * 1024).matchAll(/ in (.+?):line (\d+)/g)) {
    const rel = relative(m[1] ?? "");
    if (rel) {
      file = rel;
      line = Number(m[2]);
      break;
    }
  }
  file ??= index.forClass(r.className, CSHARP);
  const suite = r.className === "" ? [] : [r.className];
  // xunit and NUnit name results "Namespace.Class.Method(args)": the class is the suite already.
  const name =
    r.className !== "" && r.testName.startsWith(`${r.className}.`)
      ? r.testName.slice(r.className.length + 1)
      : r.testName;
  const params = /^[^(]+\((.*)\)$/.exec(name)?.[1] ?? null;
  return {
    id: makeTestId(file, suite, name),
    name,
    ...(params ? { parameters: params } : {}),
    suite,
    status,
    duration_ms: r.durationMs,
    file,
    line,
    message: status === "passed" ? null : tidy(r.message ?? (failed ? r.outcome : null)),
    stack: failed ? tidy(r.stackTrace) : null,
    stdout: tidy(r.stdout),
    stderr: tidy(r.stderr),
  };
}

export interface ReadReports {
  tests: TestResult[];
  errors: RunError[];
  files: ReportFileInfo[];
}

type ParsedReport = { format: "junit" | "trx" | "testcage"; tests: TestResult[]; errors?: RunError[] };

/** Forwards a document's events to the reader its root element chooses. */
class RootDispatch implements XmlHandler {
  delegate: XmlHandler | null = null;
  constructor(private readonly choose: (root: string) => XmlHandler) {}
  open(name: string, attrs: Record<string, string>, depth: number): void {
    this.delegate ??= this.choose(name);
    this.delegate.open(name, attrs, depth);
  }
  close(name: string, depth: number): void {
    this.delegate?.close(name, depth);
  }
  wantsText(): boolean {
    return this.delegate?.wantsText() ?? false;
  }
  text(piece: string): void {
    this.delegate?.text(piece);
  }
  cdata(piece: string): void {
    this.delegate?.cdata(piece);
  }
}

/**
 * One report read as a stream: write() its text in pieces, end(), and for TRX (whose
 * definitions come after its results) write() it all again after secondPass(). JUnit
 * or TRX by the root element, a testcage results.json by a leading "{". The memory held
 * is one test case (texts capped at `textCap`) plus the tests already converted.
 */
export class ReportParser {
  private head = "";
  private kind: "undecided" | "json" | "xml" = "undecided";
  private json: string[] = [];
  private jsonChars = 0;
  private xml: XmlStream | null = null;
  private junit: JunitStream | null = null;
  private trx: TrxStream | null = null;
  private pass = 1;
  private fromPytest = false;
  private format: ParsedReport["format"] | null = null;
  private readonly tests: TestResult[] = [];
  /** Suite and position of each JUnit test, two numbers a test (no array each): sorted by them when out of order. */
  private readonly keys: number[] = [];
  private inOrder = true;
  private errors: RunError[] | undefined;
  private readonly suites = new SuiteCache();

  constructor(
    private readonly relative: (p: string) => string | null,
    private readonly index: SourceIndex,
    private readonly textCap = Infinity,
    private readonly jsonCapChars = Infinity,
  ) {}

  /** True after the first pass over a TRX file: feed it again after secondPass(). */
  get needsSecondPass(): boolean {
    return this.format === "trx" && this.pass === 1;
  }

  secondPass(): void {
    const methods = this.trx!.methods;
    this.pass = 2;
    this.trx = new TrxStream(
      "results",
      (r) => {
        const t = trxTest(r, this.relative, this.index);
        if (t) this.tests.push(settleTest(t));
      },
      methods,
      this.textCap,
    );
    this.xml = new XmlStream(this.trx);
  }

  write(text: string): void {
    if (this.kind === "undecided") {
      this.head += text;
      // Enough to tell the format and pytest's suite name (in its first 4 KiB).
      if (this.head.length < 4096) return;
      this.decide();
      return;
    }
    this.feed(text);
  }

  private decide(): void {
    const head = this.head;
    this.head = "";
    if (head.trimStart().startsWith("{")) {
      this.kind = "json";
      this.format = "testcage";
    } else {
      this.kind = "xml";
      this.fromPytest = /<testsuite\b[^>]*\bname="pytest"/.test(head.slice(0, 4096));
      this.xml = new XmlStream(new RootDispatch((root) => this.choose(root)));
    }
    this.feed(head);
  }

  private choose(root: string): XmlHandler {
    if (root === "TestRun") {
      this.format = "trx";
      this.trx = new TrxStream("definitions", undefined, undefined, this.textCap);
      return this.trx;
    }
    if (root === "testsuites" || root === "testsuite") {
      this.format = "junit";
      this.junit = new JunitStream((tc, suite, position) => {
        const t = junitTest(tc, this.fromPytest, this.relative, this.index, this.suites);
        if (!t) return;
        const n = this.keys.length;
        if (n && (suite < this.keys[n - 2]! || (suite === this.keys[n - 2] && position < this.keys[n - 1]!))) {
          this.inOrder = false;
        }
        this.keys.push(suite, position);
        this.tests.push(settleTest(t));
      }, this.textCap);
      return this.junit;
    }
    throw new Error(`the root element <${root}> is neither JUnit XML (<testsuites>, <testsuite>) nor TRX (<TestRun>)`);
  }

  private feed(text: string): void {
    if (this.kind === "json") {
      this.jsonChars += text.length;
      if (this.jsonChars > this.jsonCapChars) {
        throw new Error(`a testcage results.json is read whole, and this one is over ${this.jsonCapChars} characters`);
      }
      this.json.push(text);
    } else if (text !== "") this.xml!.write(text);
  }

  end(): void {
    if (this.kind === "undecided") this.decide();
    if (this.kind === "json") {
      const run = parseResultsJson(this.json.join(""));
      this.json = [];
      pushAll(this.tests, run.tests);
      this.errors = run.errors;
      return;
    }
    this.xml!.end();
    this.junit?.finish();
  }

  result(): ParsedReport {
    let tests = this.tests;
    if (!this.inOrder) {
      // A suite holding cases after a nested suite: its own cases come first, as they always did.
      const k = this.keys;
      const order = tests.map((_, i) => i);
      order.sort((x, y) => k[2 * x]! - k[2 * y]! || k[2 * x + 1]! - k[2 * y + 1]!);
      tests = order.map((i) => this.tests[i]!);
    }
    return { format: this.format!, tests, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** Reads one report's text: JUnit or TRX by root element; throws when it is neither or unsafe. */
export function parseReport(
  text: string,
  relative: (p: string) => string | null,
  projectFiles: readonly string[] | SourceIndex,
): ParsedReport {
  const index = projectFiles instanceof SourceIndex ? projectFiles : new SourceIndex(projectFiles);
  const parser = new ReportParser(relative, index);
  parser.write(text);
  parser.end();
  if (parser.needsSecondPass) {
    parser.secondPass();
    parser.write(text);
    parser.end();
  }
  return parser.result();
}

/**
 * `f` with its answers remembered (up to a bound, then forgotten at once): the paths of a
 * report repeat, and a remembered answer is also one shared string instead of a copy per test.
 */
export function remembered<T>(f: (key: string) => T, bound = 50_000): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const answer = f(key);
    if (known.size >= bound) known.clear();
    known.set(key, answer);
    return answer;
  };
}

/** Expands the patterns under root and reads every matched file. Paths in results are root-relative here. */
export async function readReports(root: string, patterns: readonly string[]): Promise<ReadReports> {
  const out: ReadReports = { tests: [], errors: [], files: [] };
  const realRoot = await realpath(root);
  const projectFiles = new SourceIndex(await listProjectFiles(realRoot));
  const relative = remembered((p: string): string | null => {
    const norm = p.replace(/\\/g, "/");
    for (const r of [realRoot, root]) {
      if (norm.startsWith(`${r}/`)) return norm.slice(r.length + 1);
    }
    // Reports written elsewhere (another checkout path, a container) name the same files under
    // another root: the longest project file the path ends with is the one meant.
    if (norm.startsWith("/") || /^[A-Za-z]:\//.test(norm)) return projectFiles.bySuffix(norm);
    const n = posix.normalize(norm);
    return n.startsWith("../") || n === ".." ? null : n;
  });
  const budget = { entries: REPORT_LIMITS.maxEntries };
  const seen = new Set<string>();
  let totalBytes = 0;
  for (const pattern of patterns) {
    const found = await expandGlob(realRoot, compileGlob(pattern), budget);
    for (const refused of found.refused) {
      out.errors.push({
        kind: "report-invalid",
        message: `${refused} is a symlink; report paths never follow symlinks, so it was not read`,
      });
    }
    if (found.files.length === 0 && found.refused.length === 0) {
      out.errors.push({
        kind: "report-missing",
        message: `no report file matches '${pattern}' in the working directory; check the path and that the step writing the reports ran`,
      });
    }
    if (found.files.length >= REPORT_LIMITS.maxFiles) {
      out.errors.push({
        kind: "output-limit",
        message: `'${pattern}' matches more than ${REPORT_LIMITS.maxFiles} files; only the first ${REPORT_LIMITS.maxFiles} were read`,
      });
    }
    for (const file of found.files) {
      if (seen.has(file)) continue;
      seen.add(file);
      const path = join(realRoot, file);
      try {
        totalBytes += (await lstat(path)).size;
      } catch {
        // reported by the read below
      }
      if (totalBytes > REPORT_LIMITS.totalCapBytes) {
        out.errors.push({
          kind: "output-limit",
          message: `the report files add up to more than ${REPORT_LIMITS.totalCapBytes} bytes; ${file} and later ones were not read`,
        });
        return finish(out);
      }
      const parser = new ReportParser(relative, projectFiles, REPORT_LIMITS.textCapChars, REPORT_LIMITS.jsonCapBytes);
      try {
        let content = await streamReportFile(
          path,
          REPORT_LIMITS.fileCapBytes,
          (t) => parser.write(t),
          READ_CHUNK_BYTES,
        );
        if (content.ok) {
          parser.end();
          if (parser.needsSecondPass) {
            parser.secondPass();
            content = await streamReportFile(
              path,
              REPORT_LIMITS.fileCapBytes,
              (t) => parser.write(t),
              READ_CHUNK_BYTES,
            );
            if (content.ok) parser.end();
          }
        }
        if (!content.ok) {
          out.errors.push({
            kind: content.problem === "too-large" ? "output-limit" : "report-invalid",
            message: `${file}: ${content.detail}`,
            file,
          });
          continue;
        }
        const parsed = parser.result();
        out.files.push({ path: file, format: parsed.format, tests: parsed.tests.length });
        pushAll(out.tests, parsed.tests);
        pushAll(out.errors, parsed.errors ?? []);
      } catch (err) {
        out.errors.push({
          kind: "report-invalid",
          message: `${file} could not be read as a test report: ${(err as Error).message}`,
          file,
        });
      }
    }
  }
  return finish(out);
}

/**
 * Report order becomes the tests' order, and ids are made unique the way every adapter
 * keeps them: a repeat gets " [2]", " [3]". Repeats are real: Gradle runs the inner
 * classes of a JUnit 4 Enclosed class twice (as classes of their own and through the
 * outer one) and writes both runs into one file, a retry plugin writes every attempt,
 * and two matrix legs' results.json name the same tests.
 */
function finish(out: ReadReports): ReadReports {
  const occurrence = occurrences();
  // In place: a report of a million tests is not copied.
  out.tests.forEach((t, i) => {
    t.id = repeated(t.id, occurrence(t.id));
    t.order = i;
  });
  return out;
}

const FORMAT_NAMES = { junit: "JUnit XML", trx: "TRX", testcage: "testcage results.json" } as const;

/** The whole report-only run: read, map paths to the repository, decide the status. */
export async function reportOnlyResult(
  projectDir: string,
  workDir: string,
  patterns: readonly string[],
  startedAt: Date,
): Promise<RunResult> {
  const read = await readReports(projectDir, patterns);
  const errors = read.errors;
  if (read.tests.length === 0 && errors.length === 0) {
    errors.push({
      kind: "no-tests",
      message: "the report files hold no test case; check that they come from the test step",
    });
  }
  const formats = [...new Set(read.files.map((f) => f.format))];
  return assembleResult({
    startedAt,
    finishedAt: new Date(),
    workingDirectory: workDir,
    projectPath: await realpath(projectDir),
    framework: {
      id: "reports",
      name: formats.length ? `${formats.map((f) => FORMAT_NAMES[f]).join(" and ")} reports` : "report files",
      reason: `report-paths input: ${read.files.length} file${read.files.length === 1 ? "" : "s"} read, nothing was run`,
    },
    tests: read.tests,
    errors,
    reportFiles: read.files,
  });
}
