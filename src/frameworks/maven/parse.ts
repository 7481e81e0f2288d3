// Maven Surefire: reports and Maven's own output to tests and errors.
// See index.ts for what the adapter captures and why.

import { pushAll } from "../../core/arrays.js";
import { unfinishedMessage, unfinishedTest } from "../../core/unfinished.js";
import { posix } from "node:path";
import type { RunError, TestResult } from "../../core/model.js";
import { jvmCaseParameters, junitStatus, readJunit, type JunitCase } from "../../reports/junit.js";
import { firstLine, tidy } from "../../core/text.js";
import { makeTestId } from "../../core/ids.js";
import type { ParseInput, ParsedRun } from "../../core/adapter-types.js";
import { MAX_ERRORS } from "./plan.js";
import {
  type ReportFile,
  classInfo,
  declarationLine,
  failingFrame,
  isTestngReport,
  sourceFile,
  splitReports,
} from "./locate.js";

/** "java.lang.AssertionError: msg" -> "msg" for one-line messages. */
function exceptionMessage(text: string): string {
  const line = firstLine(text);
  const m = /^[\w.$]+(?:Exception|Error|Throwable|Failure)[\w$]*: (.*)$/.exec(line);
  return m ? m[1]! : line;
}

interface Located {
  test: TestResult;
  sortKey: [string, number, number];
}

function toTest(tc: JunitCase, report: ReportFile, index: number, input: ParseInput): Located {
  const info = classInfo(tc.classname);
  const status = junitStatus(tc);
  const text = tc.outcome?.text ?? "";
  const method = tc.name.replace(/[([].*$/, "").trim();
  const failed = status === "failed" || status === "error";
  const frame = failed ? failingFrame(text, tc.classname, method) : null;
  const file = sourceFile(report.module, info, input, frame?.file ?? null);
  const source = file ? input.readSource(file) : undefined;
  const defLine = declarationLine(source, info, method);
  const suite = info.classes.length > 0 ? info.classes : [tc.classname];
  const param = jvmCaseParameters(tc.name);
  let message = tc.outcome?.message ?? null;
  if (message === null && text.trim() !== "") message = exceptionMessage(text);
  if (message === null && failed) message = `${tc.outcome?.type ?? "failed"}`;
  const test: TestResult = {
    id: makeTestId(file, suite, tc.name),
    name: tc.name,
    suite,
    status,
    duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
    file,
    line: frame?.line ?? defLine,
    message: tidy(message),
    stack: failed ? tidy(text) : null,
    stdout: tidy(tc.systemOut),
    stderr: tidy(tc.systemErr),
    parameters: param,
  };
  return { test, sortKey: [file ?? "", defLine ?? Number.MAX_SAFE_INTEGER, index] };
}

// ---------------------------------------------------------------------------
// Maven's own output: compile errors and build failures

/** javac through maven-compiler-plugin: "[ERROR] /abs/File.java:[10,31] message". */
const JAVAC = /^\[ERROR\] (\S.*?\.(?:java|kt|groovy|scala)):\[(\d+)(?:,\d+)?\] (.+)$/;
const FAILED_GOAL = /^\[ERROR\] Failed to execute goal (\S+) (?:\([^)]*\) )?on project ([^:\s]+): (.+)$/;

function relativeToProject(path: string, projectPath: string): string | null {
  const root = projectPath.replace(/\/+$/, "");
  if (path.startsWith(`${root}/`)) return posix.normalize(path.slice(root.length + 1));
  if (!path.startsWith("/")) return posix.normalize(path);
  return null;
}

function offlineHint(text: string): string {
  return /offline mode|has not been downloaded|Could not resolve|could not be resolved/.test(text)
    ? "; the test phase is offline and this was not resolved by the install phase (dependency:go-offline); check the dependency's coordinates, or resolve it with --install-command"
    : "";
}

export function mavenOutputErrors(log: string, projectPath: string): RunError[] {
  const lines = log.split("\n").map((l) => l.replace(/\r$/, ""));
  const errors: RunError[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const m = JAVAC.exec(line);
    if (!m) continue;
    const file = relativeToProject(m[1]!, projectPath);
    const key = `${file ?? m[1]}:${m[2]}:${m[3]}`;
    if (seen.has(key) || errors.length >= MAX_ERRORS) continue;
    seen.add(key);
    errors.push({
      kind: "collection",
      message: `compilation failed, so the tests did not run: ${file ?? m[1]}:${m[2]}: ${m[3]}`,
      file,
      line: Number(m[2]),
      details: null,
    });
  }
  lines.forEach((line, at) => {
    const m = FAILED_GOAL.exec(line);
    if (!m) return;
    const goal = m[1]!;
    const said = withDetail(m[3]!.replace(/\s*->\s*\[Help \d+\]$/, ""), lines, at + 1);
    if (/maven-compiler-plugin/.test(goal) && errors.some((e) => e.line !== null)) return;
    if (/maven-surefire-plugin/.test(goal) && /There are test failures|There are test errors/.test(said)) return;
    errors.push({
      kind: "collection",
      message: `Maven failed in module ${m[2]} (${goal.replace(/^org\.apache\.maven\.plugins:/, "")}): ${said}${offlineHint(said)}`,
      details: null,
    });
  });
  return errors;
}

/**
 * A failed goal's line ending in a colon ("Compilation failure: Compilation failure:")
 * says what went wrong on the [ERROR] lines after it ("Source option 5 is no longer
 * supported"): those, up to Maven's blank [ERROR] line or its "-> [Help 1]", a few at most.
 */
function withDetail(said: string, lines: readonly string[], from: number): string {
  if (!/:\s*$/.test(said)) return said;
  const detail: string[] = [];
  for (let k = from; k < lines.length && detail.length < 5; k++) {
    const m = /^\[ERROR\] (.*)$/.exec(lines[k]!);
    const text = m?.[1]?.replace(/\s*->\s*\[Help \d+\]$/, "").trim();
    if (!text) break;
    detail.push(text);
    if (/->\s*\[Help \d+\]$/.test(m![1]!)) break;
  }
  const head = said.replace(/(\S[^:]*:)(?:\s*\1)+\s*$/, "$1").replace(/:\s*$/, "");
  return detail.length ? `${head}: ${detail.join("; ")}` : said;
}

function missingMaven(input: ParseInput): RunError[] {
  if (input.exitCode === 127 || /mvn: (command )?not found|mvn: not found/.test(input.stderr + input.stdout)) {
    return [
      {
        kind: "framework-missing",
        message: "the mvn command was not found; install Maven and a JDK, or use a runner image with Maven",
      },
    ];
  }
  return [];
}

const TEST_METHOD =
  /@(?:Test|ParameterizedTest|RepeatedTest|TestFactory|TestTemplate)\b[^\n]*\n(?:\s*@[^\n]*\n)*\s*(?:(?:public|protected|private|static|final)\s+)*(?:void|fun|def)\s+([\w$]+)/g;

/**
 * Surefire writes a class's report only once the class is done and prints just
 * "Running <class>" as it starts: a stopped run's unfinished class is the one
 * with no "Tests run: … in <class>" line after it. The test is named when the
 * class has one test method, else the class stands for it.
 */
function unfinishedClasses(log: string, input: ParseInput, order: number): (TestResult & { order: number })[] {
  const running = new Set<string>();
  for (const m of log.matchAll(/^\[INFO\] (?:Running ([\w.$]+)|Tests run: .* -- in ([\w.$]+))\s*$/gm)) {
    if (m[1]) running.add(m[1]);
    else running.delete(m[2]!);
  }
  const message = unfinishedMessage(input, "Maven");
  return [...running].slice(0, 16).map((cls, i) => {
    const info = classInfo(cls);
    const file = sourceFile(".", info, input, null);
    const source = file === null ? undefined : input.readSource(file);
    const methods = source === undefined ? [] : [...source.matchAll(TEST_METHOD)].map((m) => m[1]!);
    const inner = info.classes.at(-1) ?? cls;
    const where =
      methods.length === 1
        ? { suite: info.classes, name: methods[0]!, line: declarationLine(source, info, methods[0]!) }
        : { suite: info.classes.slice(0, -1), name: inner, line: classLine(source, inner) };
    return { ...unfinishedTest({ file, ...where }, message), order: order + i };
  });
}

function classLine(source: string | undefined, cls: string): number | null {
  if (source === undefined) return null;
  const re = new RegExp(`\\b(class|object)\\s+${cls.replace(/\$/g, "\\$")}\\b`);
  const at = source.split("\n").findIndex((l) => re.test(l));
  return at >= 0 ? at + 1 : null;
}

// ---------------------------------------------------------------------------
// TestNG under Surefire 2.19-2.22: with a class-level @Test every test of the class is
// reported as name="(pkg.Class)". TestNG's own junitreports/TEST-<class>.xml (gathered
// beside them, plan.ts) name each method, and stand for those classes' tests when they
// count as many (Surefire lists them in another order, so its cases' output, if any,
// cannot be matched to a method and stays in the run's log). Where there is none, a
// failure is named by its stack's frame in the class and the rest stay "(pkg.Class)",
// told apart by " [n]" as every repeated id is (distinctIds, run/judge.ts).

function byClass(cases: readonly JunitCase[]): Map<string, JunitCase[]> {
  const out = new Map<string, JunitCase[]>();
  for (const tc of cases) {
    const of = out.get(tc.classname);
    if (of) of.push(tc);
    else out.set(tc.classname, [tc]);
  }
  return out;
}

/** Every case of each class some of whose tests Surefire named after the class. */
function classNamed(cases: readonly JunitCase[]): Map<string, JunitCase[]> {
  const out = new Map<string, JunitCase[]>();
  for (const [cls, of] of byClass(cases)) if (of.some((tc) => tc.name === `(${cls})`)) out.set(cls, of);
  return out;
}

function methodFromStack(tc: JunitCase): JunitCase {
  if (tc.name !== `(${tc.classname})`) return tc;
  const frame = tc.outcome?.text ? failingFrame(tc.outcome.text, tc.classname, "") : null;
  return frame && frame.cls === tc.classname ? { ...tc, name: frame.method } : tc;
}

export function parse(input: ParseInput): ParsedRun {
  const report = input.reports["surefire"];
  const log = `${input.stdout}\n${input.stderr}`;
  if (!report?.ok) {
    const missing = missingMaven(input);
    if (missing.length > 0) return { tests: [], errors: missing, reportFound: true };
    const errors = mavenOutputErrors(log, input.projectPath);
    return { tests: [], errors, reportFound: errors.length > 0 };
  }
  const located: Located[] = [];
  const errors: RunError[] = [];
  const surefire: { file: ReportFile; cases: JunitCase[] }[] = [];
  const testng = new Map<string, { file: ReportFile; cases: JunitCase[] }>();
  for (const file of splitReports(report.text)) {
    let cases: JunitCase[];
    try {
      cases = readJunit(file.xml);
    } catch (e) {
      errors.push({
        kind: "report-invalid",
        message: `Surefire report ${file.path} could not be read: ${(e as Error).message}`,
      });
      continue;
    }
    if (!isTestngReport(file.path)) surefire.push({ file, cases });
    else for (const [cls, of] of byClass(cases)) testng.set(`${file.module}\0${cls}`, { file, cases: of });
  }
  for (const { file, cases } of surefire) {
    const named = classNamed(cases);
    for (const tc of cases) {
      if (tc.name === "") continue;
      const all = named.get(tc.classname);
      if (!all) {
        located.push(toTest(tc, file, located.length, input));
        continue;
      }
      const own = testng.get(`${file.module}\0${tc.classname}`);
      if (own && own.cases.length === all.length) {
        if (tc === all[0]) for (const t of own.cases) located.push(toTest(t, own.file, located.length, input));
      } else located.push(toTest(methodFromStack(tc), file, located.length, input));
    }
  }
  located.sort((a, b) => {
    const [fa, la, ia] = a.sortKey;
    const [fb, lb, ib] = b.sortKey;
    return fa < fb ? -1 : fa > fb ? 1 : la - lb || ia - ib;
  });
  // Ids that repeat ("(pkg.Class)" without TestNG's report) are told apart after the parse (run/judge.ts).
  const tests = located.map((l, i) => ({ ...l.test, order: i }));
  if (input.timedOut || input.exitCode === null)
    for (const t of unfinishedClasses(log, input, tests.length)) tests.push(t);
  for (const e of mavenOutputErrors(log, input.projectPath)) errors.push(e);
  if (tests.length === 0 && errors.length === 0) {
    pushAll(errors, missingMaven(input));
  }
  if (tests.length === 0 && errors.length === 0) {
    errors.push(
      input.exitCode === 0 || input.exitCode === null
        ? {
            kind: "no-tests",
            message:
              "Surefire ran no tests; test classes live in src/test/java and are named *Test, Test*, *Tests or *TestCase",
          }
        : {
            kind: "collection",
            message: `mvn exited with ${input.exitCode} before any test ran: ${
              firstLine(
                log
                  .split("\n")
                  .filter((l) => l.startsWith("[ERROR]"))
                  .join("\n"),
              ).replace(/^\[ERROR\]\s*/, "") || "see the log"
            }`,
          },
    );
  }
  return { tests, errors, reportFound: true };
}
