// Python's unittest, for projects without pytest: an injected runner
// (src/harness/unittest-runner.ts, standard library only) runs unittest's own
// discovery (start ".", pattern test*.py, as `python -m unittest` does) with a
// result class that writes JSON lines as the run goes.
//
// Captured per test: outcome with errors (an exception other than the test's
// failureException, or one in setUp/tearDown) apart from failures, skips
// (skip decorators, skipTest) with their reason, expectedFailure as skipped and
// an unexpected success as failed, each failing subTest as its own entry (its
// parameters kept; a test whose subtests all passed is one passed entry),
// class path and method name, duration, message, traceback, stdout/stderr
// written while the test ran, and a 1-based line: for a failure the deepest
// traceback frame in the test's own file, else the method's `def` line.
// A failing setUpClass/tearDownClass/setUpModule/tearDownModule is one "error"
// entry named after the fixture (unittest counts it as an error, and the tests
// it guards do not run). A module that fails to import is a "collection" error
// with the file and line (a SyntaxError's own position, else the traceback's).
// Order: files in the order unittest ran them, entries by line within a file.
// Live counts come from its verbose lines, which the harness prints on stdout.
// Not captured: test source, output written outside a test (fixtures, module
// import), tests the load_tests protocol builds without a method in the file.

import { unfinishedMessage } from "../core/unfinished.js";
import type { RunError, TestResult, TestStatus } from "../core/model.js";
import { UNITTEST_HARNESS } from "../harness/unittest-runner.js";
import { firstLine, tidy } from "../core/text.js";
import { makeTestId, occurrences, parseTestId, repeated } from "../core/ids.js";
import { pipInstall, venvHint, withPipInstallBin } from "./install.js";
import type { FrameworkAdapter, ParseInput, ParsedRun, PlanContext, ProjectFacts } from "../core/adapter-types.js";
import { harnessCoverage, testCommandCoverage } from "./coverage-plan.js";
import { parseRecord } from "../reports/json-lines.js";

const REPORT = "testcage-unittest.jsonl";
const HARNESS_FILE = "testcage_unittest.py";
const MAX_RECORDS = 200_000;
/** unittest's default discovery pattern, test*.py. */
const UNITTEST_FILE = /(^|\/)test[^/]*\.py$/;
const USES_UNITTEST = /^\s*(import\s+unittest\b|from\s+unittest\b)/m;
const USES_PYTEST = /^\s*(import\s+pytest\b|from\s+pytest\b|@pytest\.)/m;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
const str = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const line = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && n >= 1 ? Math.floor(n) : null;
};
const relFile = (value: unknown): string | null => {
  const f = str(value);
  // The harness writes paths relative to the project; anything else is not trusted as a location.
  return f === "" || f.startsWith("/") || f.split("/").includes("..") ? null : f;
};

interface Outcome {
  kind: string;
  type: string;
  message: string;
  traceback: string;
  failingLine: number | null;
}

function outcomeOf(value: unknown): Outcome | null {
  if (!isRecord(value)) return null;
  return {
    kind: str(value["kind"]),
    type: str(value["type"]),
    message: str(value["message"]),
    traceback: str(value["traceback"]),
    failingLine: line(value["failing_line"]),
  };
}

interface Entry {
  test: TestResult;
  /** Where the entry sorts within its file. */
  sortLine: number;
}

function statusOf(kind: string): TestStatus {
  switch (kind) {
    case "passed":
      return "passed";
    case "failed":
    case "xpass":
      return "failed";
    case "skipped":
    case "xfail":
      return "skipped";
    default:
      // "error", and any kind this reader does not know: never a pass.
      return "error";
  }
}

function messageOf(o: Outcome): string | null {
  if (o.kind === "xpass") return "unexpected success: the test is marked expectedFailure but passed";
  if (o.kind === "xfail") return tidy(`expected failure: ${o.message || firstLine(o.traceback)}`);
  return tidy(o.message) ?? tidy(firstLine(o.traceback));
}

function suiteOf(className: string): string[] {
  return className.split(".").filter((p) => p !== "" && p !== "<locals>");
}

/** A test the harness saw start and never end: the run was stopped inside it. */
const NO_OUTCOME = "the test reported no outcome";

function testEntries(doc: Record<string, unknown>): Entry[] {
  const file = relFile(doc["file"]);
  const suite = suiteOf(str(doc["class"]));
  const name = str(doc["method"]) || str(doc["id"]);
  const defLine = line(doc["line"]);
  const duration = num(doc["duration"]);
  const stdout = tidy(str(doc["stdout"]));
  const stderr = tidy(str(doc["stderr"]));
  const base = {
    suite,
    duration_ms: duration === null ? null : Math.round(duration),
    file,
  };
  const entries: Entry[] = [];
  const subtests = Array.isArray(doc["subtests"]) ? doc["subtests"] : [];
  for (const raw of subtests) {
    if (!isRecord(raw)) continue;
    const o = outcomeOf(raw);
    if (!o) continue;
    const params = str(raw["params"]).replace(/^\((.*)\)$/, "$1");
    const subName = `${name} (${params})`;
    entries.push({
      sortLine: defLine ?? o.failingLine ?? Number.MAX_SAFE_INTEGER,
      test: {
        id: makeTestId(file, suite, subName),
        name: subName,
        ...base,
        status: o.kind === "failed" ? "failed" : "error",
        line: o.failingLine ?? defLine,
        message: messageOf(o),
        stack: tidy(o.traceback),
        // The output belongs to the whole test; it is kept once, on its first failing subtest.
        stdout: entries.length === 0 ? stdout : null,
        stderr: entries.length === 0 ? stderr : null,
        parameters: params,
      },
    });
  }
  const own = outcomeOf(doc["outcome"]);
  // A test with failing subtests has no outcome of its own unless its body failed too.
  if (own === null && entries.length > 0) return entries;
  const o = own ?? { kind: "error", type: "", message: "", traceback: "", failingLine: null };
  const more = (Array.isArray(doc["more"]) ? doc["more"] : []).map(outcomeOf).filter((m): m is Outcome => m !== null);
  const status = statusOf(o.kind);
  const failed = status === "failed" || status === "error";
  const message =
    own === null
      ? NO_OUTCOME
      : [messageOf(o), ...more.map((m) => `then: ${messageOf(m) ?? m.kind}`)].filter((m) => m !== null).join("\n");
  entries.push({
    sortLine: defLine ?? o.failingLine ?? Number.MAX_SAFE_INTEGER,
    test: {
      id: makeTestId(file, suite, name),
      name,
      ...base,
      status,
      line: (failed ? o.failingLine : null) ?? defLine,
      message: status === "passed" ? null : tidy(message),
      stack: failed || o.kind === "xfail" ? tidy([o.traceback, ...more.map((m) => m.traceback)].join("\n")) : null,
      stdout: entries.length === 0 ? stdout : null,
      stderr: entries.length === 0 ? stderr : null,
    },
  });
  return entries;
}

function fixtureEntry(doc: Record<string, unknown>): Entry {
  const file = relFile(doc["file"]);
  const fixture = str(doc["fixture"]) || "fixture";
  const cls = str(doc["class"]);
  const suite = cls === "" ? [] : [cls];
  const failingLine = line(doc["line"]);
  const guards = cls === "" ? "the tests of this module" : `the tests of ${cls}`;
  const before = /^setUp/.test(fixture);
  const said = tidy(str(doc["message"])) ?? "it raised";
  return {
    sortLine: failingLine ?? 0,
    test: {
      id: makeTestId(file, suite, fixture),
      name: fixture,
      suite,
      status: "error",
      duration_ms: null,
      file,
      line: failingLine,
      message: before ? `${said}\n(${fixture} failed, so ${guards} did not run)` : said,
      stack: tidy(str(doc["traceback"])),
      stdout: null,
      stderr: null,
    },
  };
}

function collectionError(doc: Record<string, unknown>): RunError {
  const file = relFile(doc["file"]);
  const module = str(doc["module"]);
  return {
    kind: "collection",
    message: `${file ?? module} could not be imported, so its tests did not run: ${tidy(str(doc["message"])) ?? "see the log"}`,
    file,
    line: line(doc["line"]),
    details: tidy(str(doc["traceback"])),
  };
}

export interface UnittestReport {
  started: boolean;
  ended: boolean;
  tests: TestResult[];
  errors: RunError[];
}

/** Reads the harness's JSON lines; records of an unknown shape are dropped, never trusted. */
export function readUnittestReport(text: string): UnittestReport {
  const report: UnittestReport = { started: false, ended: false, tests: [], errors: [] };
  const fileRank = new Map<string, number>();
  const entries: { e: Entry; i: number }[] = [];
  let count = 0;
  for (const raw of text.split("\n")) {
    if (raw.trim() === "") continue;
    const doc = parseRecord(raw); // null for a line cut by a kill mid-write
    if (!doc) continue;
    if (++count > MAX_RECORDS) break;
    const type = doc["type"];
    if (type === "start" && doc["format"] === "testcage-unittest/1") report.started = true;
    else if (type === "end") report.ended = true;
    else if (type === "collection") report.errors.push(collectionError(doc));
    else if (type === "test" || type === "fixture") {
      for (const e of type === "test" ? testEntries(doc) : [fixtureEntry(doc)]) {
        const f = e.test.file ?? "";
        if (!fileRank.has(f)) fileRank.set(f, fileRank.size);
        entries.push({ e, i: entries.length });
      }
    }
  }
  // unittest runs methods alphabetically; results list them in source order within each file.
  entries.sort(
    (a, b) =>
      (fileRank.get(a.e.test.file ?? "") ?? 0) - (fileRank.get(b.e.test.file ?? "") ?? 0) ||
      a.e.sortLine - b.e.sortLine ||
      a.i - b.i,
  );
  const occurrence = occurrences();
  for (const { e } of entries) {
    const id = repeated(e.test.id, occurrence(e.test.id));
    report.tests.push({ ...e.test, id, order: report.tests.length });
  }
  return report;
}

/** Ids back to unittest names: tests/test_x.py::Class::test_y -> tests.test_x.Class.test_y. */
export function unittestNames(ids: readonly string[]): string[] {
  const names = new Set<string>();
  for (const id of ids) {
    const parsed = parseTestId(id);
    if (!parsed || !/\.py$/.test(parsed.file)) continue;
    const module = parsed.file
      .replace(/\.py$/, "")
      .replace(/\/__init__$/, "")
      .split("/")
      .join(".");
    // A subtest runs with its whole test; a class fixture with its class; " [2]" told repeats apart.
    const name = parsed.name.replace(/ \[\d+\]$/, "").replace(/ \(.*\)$/, "");
    const fixture = /^(setUp|tearDown)(Class|Module)$/.exec(name);
    const parts = fixture ? [module, ...parsed.suite] : [module, ...parsed.suite, name];
    if (parts.every((p) => /^[A-Za-z_][\w]*$/.test(p) || p.includes("."))) names.add(parts.join("."));
  }
  return [...names];
}

function usesPytest(facts: ProjectFacts): string | null {
  if (facts.files.includes("pytest.ini")) return "pytest.ini";
  if (facts.files.some((f) => f === "conftest.py" || f.endsWith("/conftest.py"))) return "conftest.py";
  for (const [name, text] of Object.entries(facts.texts)) {
    if (/^(pyproject\.toml|setup\.cfg|tox\.ini|Pipfile|requirements.*\.txt)$/.test(name) && /pytest/.test(text)) {
      return name;
    }
    if (/\.py$/.test(name) && USES_PYTEST.test(text)) return name;
  }
  return null;
}

const NO_TESTS =
  "unittest found no tests; test modules must match test*.py and folders holding them must be packages (an __init__.py) for discovery";

const COVERAGE_REPORT = "coverage.json";
const COVERAGE_PROBLEM = "coverage-problem.txt";
const MEASURED = harnessCoverage("coverage.py", COVERAGE_REPORT, COVERAGE_PROBLEM);

export const unittest: FrameworkAdapter = {
  id: "unittest",
  name: "unittest",
  language: "python",

  detect(facts) {
    const file = facts.files.find((f) => UNITTEST_FILE.test(f) && USES_UNITTEST.test(facts.texts[f] ?? ""));
    if (!file) return null;
    // pytest runs unittest tests too, and reports more: any sign of pytest leaves the project to it.
    if (usesPytest(facts)) return null;
    return { score: 20, reason: `${file} uses unittest and nothing in the project uses pytest` };
  },

  plan({ paths, facts, filter, testCommand, coverage, trusted }: PlanContext) {
    // The project's virtualenv is the project's: never in trusted-tests mode.
    const python =
      !trusted && facts.files.includes(".venv/bin/python") ? `${paths.project}/.venv/bin/python` : "python3";
    const argv = testCommand
      ? ["sh", "-c", testCommand]
      : [python, `${paths.harness}/${HARNESS_FILE}`, `${paths.reports}/${REPORT}`, ...unittestNames(filter)];
    return {
      argv: withPipInstallBin(argv, facts, paths, trusted),
      env: {
        PYTHONDONTWRITEBYTECODE: "1",
        PYTHONUNBUFFERED: "1",
        // The harness imports coverage.py from the installation only (never the project's install) then.
        ...(trusted && !testCommand ? { TESTCAGE_UNITTEST_TRUSTED: "1" } : {}),
        ...(coverage && !testCommand
          ? {
              TESTCAGE_UNITTEST_COVERAGE: `${paths.reports}/${COVERAGE_REPORT}`,
              TESTCAGE_UNITTEST_COVERAGE_PROBLEM: `${paths.reports}/${COVERAGE_PROBLEM}`,
            }
          : {}),
      },
      reports: [{ name: "harness", file: REPORT }, ...(coverage ? MEASURED.reports : [])],
      // The harness runs coverage.py itself; a user's own command is not measured.
      coverage: !coverage ? null : testCommand ? testCommandCoverage("unittest") : MEASURED.coverage,
      harness: [{ name: HARNESS_FILE, content: UNITTEST_HARNESS }],
      requires: testCommand
        ? null
        : { program: python, hint: venvHint(facts, "install Python 3 (unittest is part of it)") },
    };
  },

  install: ({ facts, paths }) => pipInstall(facts, paths),

  parse(input: ParseInput): ParsedRun {
    const report = input.reports["harness"];
    if (!report || !report.ok) return { tests: [], errors: [], reportFound: false };
    const read = readUnittestReport(report.text);
    if (!read.started) {
      return {
        tests: [],
        errors: [
          { kind: "report-invalid", message: "the unittest harness report has no start line; it is not trusted" },
        ],
        reportFound: false,
      };
    }
    const errors = [...read.errors];
    if (read.tests.length === 0 && errors.length === 0 && read.ended)
      errors.push({ kind: "no-tests", message: NO_TESTS });
    // A stopped run: the test without an outcome is the one it was stopped in, said as every adapter says it.
    const stopped = input.timedOut || input.exitCode === null;
    const unfinished = unfinishedMessage(input, "unittest");
    const tests = stopped
      ? read.tests.map((t) => (t.message === NO_OUTCOME && t.status === "error" ? { ...t, message: unfinished } : t))
      : read.tests;
    return { tests, errors, reportFound: true };
  },

  liveStatus(line) {
    // unittest's verbose lines: "test_x (mod.Class.test_x) ... ok" (the verdict lands on a line of
    // its own when the test printed something; those are not counted).
    const m = / \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)$/.exec(line);
    if (!m) return null;
    const verdict = m[1] ?? "";
    if (verdict === "ok") return "passed";
    if (verdict.startsWith("skipped") || verdict === "expected failure") return "skipped";
    return "failed";
  },
};
