// PHPUnit's JUnit log -> tests (with the run log's skip reasons), its TeamCity log
// when a stopped run wrote no JUnit, and PHP's fatal errors as collection errors.
// What is captured, and what is not, is said in index.ts.

import type { RunError, TestResult, TestStatus } from "../../core/model.js";
import { junitStatus, readJunit, type JunitCase } from "../../reports/junit.js";
import { readTeamcity } from "../../reports/teamcity.js";
import { escapeRegExp, tidy } from "../../core/text.js";
import { makeTestId } from "../../core/ids.js";
import type { ParseInput, ParsedRun } from "../../core/adapter-types.js";
import { unfinishedMessage } from "../../core/unfinished.js";

const RISKY = "PHPUnit\\Framework\\RiskyTestError";

function relative(projectRoot: string, file: string | null): string | null {
  if (!file) return null;
  if (file.startsWith(`${projectRoot}/`)) return file.slice(projectRoot.length + 1);
  return file.startsWith("/") ? null : file;
}

/** 1-based line of the first "path:line" trace line in `file` (absolute): innermost frame in the test file. */
export function failingLine(text: string, file: string | null): number | null {
  if (!file) return null;
  for (const m of text.matchAll(/^(\/.+?):(\d+)$/gm)) {
    if (m[1] === file) return Number(m[2]);
  }
  return null;
}

/** The failure text minus PHPUnit's "Class::name" header and trailing trace lines. */
export function failureMessage(text: string, header: string): string | null {
  const lines = text.split("\n");
  if (lines[0]?.startsWith(header)) lines.shift();
  while (lines.length > 0 && (/^\/.+:\d+$/.test(lines[lines.length - 1]!) || lines[lines.length - 1]!.trim() === "")) {
    lines.pop();
  }
  return tidy(lines.join("\n").trim());
}

/** "testSums with data set "wrong"" -> `data set "wrong"`. */
function parametersOf(name: string): string | null {
  return / with (data set .*)$/.exec(name)?.[1] ?? null;
}

/**
 * Skipped, incomplete and risky reasons from the verbose run log:
 * "There was 1 skipped test:\n\n1) Class::name\nreason\n\n".
 */
export function reasonsFromLog(stdout: string): Map<string, string> {
  const reasons = new Map<string, string>();
  const sections = stdout.split(/^There (?:was|were) \d+ (?:skipped|incomplete|risky) tests?:\s*$/m).slice(1);
  for (const section of sections) {
    const body = section.split(/^(?:--|FAILURES!|ERRORS!|OK\b.*|There (?:was|were) \d+ .*:)\s*$/m)[0] ?? "";
    for (const entry of body.split(/^\d+\) /m).slice(1)) {
      const [name, ...rest] = entry.split("\n");
      const reason = rest
        .filter((l) => !/^\/.+:\d+$/.test(l))
        .join("\n")
        .trim();
      if (name && reason && !reasons.has(name.trim())) reasons.set(name.trim(), reason);
    }
  }
  return reasons;
}

/** PHPUnit reports a risky test as an <error>, but counts it as passed, and so does testcage. */
function statusOf(tc: JunitCase): TestStatus {
  return tc.outcome?.kind === "error" && tc.outcome.type === RISKY ? "passed" : junitStatus(tc);
}

/**
 * Class, name and file of a case. PHPUnit's stand-ins for problems found before a
 * test could run ("Warning": a class without tests; "Error": a data provider that
 * failed) carry no class or file: those come from the enclosing suite, which is
 * the class, or "Class::method" for a data provider.
 */
function identity(tc: JunitCase): { cls: string; name: string; file: string | null; header: string } {
  if (tc.classname !== "") {
    const cls = tc.classname.replace(/\./g, "\\");
    return { cls, name: tc.name, file: tc.file, header: `${cls}::${tc.name}` };
  }
  const [cls = "", method] = tc.suiteName.split("::");
  const isClass = /^[A-Za-z_\\][\w\\]*$/.test(cls);
  return { cls: isClass ? cls : "", name: method ?? tc.name, file: tc.file ?? tc.suiteFile, header: tc.name };
}

function toTest(root: string, tc: JunitCase, reasons: Map<string, string>): TestResult {
  const { cls, name, file: absFile, header } = identity(tc);
  const file = relative(root, absFile);
  const status = statusOf(tc);
  const text = tc.outcome?.text ?? "";
  const failing = status === "failed" || status === "error";
  const risky = tc.outcome?.type === RISKY;
  let message: string | null = null;
  if (failing || risky) message = failureMessage(text, header);
  if (risky && message) message = `risky: ${message}`;
  if (status === "skipped") message = reasons.get(header) ?? null;
  const suite = cls ? [cls] : [];
  return {
    id: makeTestId(file, suite, name),
    name,
    suite,
    status,
    duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
    file,
    line: (failing ? failingLine(text, absFile) : null) ?? tc.line,
    message,
    stack: failing ? tidy(text) : null,
    stdout: tidy(tc.systemOut),
    stderr: null,
    parameters: parametersOf(name),
  };
}

/** Classes in run order, tests within a class by definition line (data-provider rows come last in the log). */
function sourceOrder(cases: JunitCase[]): JunitCase[] {
  const classOf = (tc: JunitCase): string => identity(tc).cls || tc.suiteName;
  const classRank = new Map<string, number>();
  for (const tc of cases) if (!classRank.has(classOf(tc))) classRank.set(classOf(tc), classRank.size);
  return cases
    .map((tc, i) => ({ tc, i }))
    .sort(
      (a, b) =>
        classRank.get(classOf(a.tc))! - classRank.get(classOf(b.tc))! ||
        (a.tc.line ?? 0) - (b.tc.line ?? 0) ||
        a.i - b.i,
    )
    .map((x) => x.tc);
}

const FATAL = /PHP (?:Fatal|Parse) error:\s+(?:Uncaught )?(.+?) in (\/\S+?)(?::(\d+)| on line (\d+))\s*$/m;
const FATAL_DISPLAY = /^(?:Fatal|Parse) error:\s+(?:Uncaught )?(.+?) in (\/\S+?)(?::(\d+)| on line (\d+))\s*$/m;

/** A PHP fatal error while PHPUnit loaded the tests: no log, only PHP's own message. */
function fatalError(input: ParseInput, root: string): RunError | null {
  const text = `${input.stderr}\n${input.stdout}`;
  const m = FATAL.exec(text) ?? FATAL_DISPLAY.exec(text);
  if (!m) return null;
  const file = relative(root, m[2]!);
  return {
    kind: "collection",
    message: `PHP stopped while loading the tests: ${m[1]!.trim()}${file ? ` (${file})` : ""}; fix it and re-run`,
    file,
    line: Number(m[3] ?? m[4]),
    details: tidy(input.stderr.trim() || input.stdout.trim()),
  };
}

/** Loading problems PHPUnit reports as warnings without a test (a class it could not find, ...). */
function loadWarnings(stdout: string): RunError[] {
  const errors: RunError[] = [];
  for (const m of stdout.matchAll(
    /^(?:Class '?(.+?)'? could not be found in '?(.+?)'?|Cannot open file "(.+?)")\.?$/gm,
  )) {
    errors.push({ kind: "collection", message: `PHPUnit could not load a test: ${m[0].trim()}` });
  }
  return errors;
}

/** "php_qn:///abs/FooTest.php::\\Ns\\FooTest::testX" -> file and class. */
function locationOf(hint: string | null): { file: string | null; cls: string } {
  const m = /^php_qn:\/\/(.+?)::\\?([^:]+)::/.exec(hint ?? "");
  return m ? { file: m[1]!, cls: m[2]! } : { file: null, cls: "" };
}

/** The line of "function testX(" in the test file's source (the TeamCity log has no lines). */
export function definitionLine(source: string | undefined, name: string): number | null {
  if (source === undefined) return null;
  const method = name.replace(/ with data set .*$/, "");
  const re = new RegExp(`\\bfunction\\s+${escapeRegExp(method)}\\s*\\(`);
  const index = source.split("\n").findIndex((l) => re.test(l));
  return index === -1 ? null : index + 1;
}

function isComplete(xml: string): boolean {
  try {
    readJunit(xml);
    return true;
  } catch {
    return false;
  }
}

/** A run killed at the timeout: what the TeamCity log saw finish, and the test that was running. */
function fromLiveLog(input: ParseInput, root: string): ParsedRun {
  const live = input.reports["live"];
  const seen = live?.ok ? readTeamcity(live.text) : [];
  if (seen.length === 0) return { tests: [], errors: [], reportFound: false };
  const unfinished = unfinishedMessage(input, "PHPUnit");
  const tests = seen.map((t, order): TestResult => {
    const { file: abs, cls } = locationOf(t.location);
    const file = relative(root, abs);
    const suite = cls ? [cls] : [];
    const status: TestStatus = !t.finished ? "error" : (t.status ?? "passed");
    const failing = status === "failed";
    return {
      id: makeTestId(file, suite, t.name),
      name: t.name,
      suite,
      status,
      duration_ms: t.durationMs,
      file,
      line:
        (failing ? failingLine((t.details ?? "").replace(/^ +/gm, "").trim(), abs) : null) ??
        definitionLine(file === null ? undefined : input.readSource(file), t.name),
      message: t.finished ? tidy(t.message) : unfinished,
      stack: failing ? tidy(t.details) : null,
      stdout: null,
      stderr: null,
      parameters: parametersOf(t.name),
      order,
    };
  });
  return { tests, errors: [], reportFound: true };
}

export function parsePhpunit(input: ParseInput): ParsedRun {
  const root = input.projectPath.replace(/\/+$/, "");
  const report = input.reports["junit"];
  // A killed PHPUnit leaves the JUnit log empty or missing.
  const stopped = input.timedOut || input.exitCode === null;
  if (stopped && !(report?.ok && isComplete(report.text))) return fromLiveLog(input, root);
  if (!report || !report.ok) {
    const fatal = fatalError(input, root);
    if (fatal) return { tests: [], errors: [fatal], reportFound: false };
    const missing = /phpunit: (?:\d+: )?(?:exec: )?(?:phpunit: )?not found/.test(input.stderr);
    const errors: RunError[] = missing
      ? [
          {
            kind: "framework-missing",
            message:
              "PHPUnit is not installed: neither vendor/bin/phpunit nor phpunit on PATH; run composer install or use the testcage php runner image",
          },
        ]
      : [];
    return { tests: [], errors, reportFound: false };
  }
  const reasons = reasonsFromLog(input.stdout);
  const tests = sourceOrder(readJunit(report.text).filter((tc) => tc.name !== "")).map((tc, order) => ({
    ...toTest(root, tc, reasons),
    order,
  }));
  const errors: RunError[] = [];
  const fatal = fatalError(input, root);
  if (fatal) errors.push(fatal);
  else if (tests.length === 0) for (const e of loadWarnings(input.stdout)) errors.push(e);
  if (tests.length === 0 && errors.length === 0) {
    errors.push({
      kind: "no-tests",
      message:
        "PHPUnit ran no tests; test classes must extend TestCase, live in *Test.php files and be listed by phpunit.xml's <testsuites>",
    });
  }
  return { tests, errors, reportFound: true };
}
