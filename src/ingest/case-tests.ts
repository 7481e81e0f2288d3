// One report test case -> one TestResult: JUnit XML (pytest, Surefire, Gradle, ...)
// and TRX. The file comes from the case's `file` attribute or the class name through
// one index of the project's files; the line from the failure's frame in that file
// (docs/reports.md).

import { posix } from "node:path";
import { makeTestId } from "../core/ids.js";
import type { TestResult, TestStatus } from "../core/model.js";
import { jvmCaseParameters, junitStatus, type JunitCase } from "../reports/junit.js";
import type { TrxResult } from "../reports/trx.js";
import { SourceIndex } from "../detect/source-index.js";
import { firstLine, tidy } from "../core/text.js";

/** The longest project file that `abs` ends with (as whole path segments), or null. */
export function bySuffix(abs: string, files: readonly string[] | SourceIndex): string | null {
  return (files instanceof SourceIndex ? files : new SourceIndex(files)).bySuffix(abs);
}

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

export function junitTest(
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

export function trxTest(r: TrxResult, relative: (p: string) => string | null, index: SourceIndex): TestResult | null {
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
