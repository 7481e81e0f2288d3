// pytest: built-in JUnit XML in the xunit1 family, which carries file and a
// 0-based definition line per test; per-test stdout/stderr via junit_logging.
// The failing line comes from the "path:line: ExceptionType" trailer pytest
// writes under every failure.

import type { ParallelMode, RunError, TestResult } from "../core/model.js";
import { junitStatus, readJunit, type JunitCase } from "../reports/junit.js";
import { escapeRegExp, firstLine, tidy, withoutAnsi } from "../core/text.js";
import { makeTestId } from "../core/ids.js";
import { unfinishedMessage, unfinishedTest } from "../core/unfinished.js";
import { pipInstall, venvHint, withPipInstallBin } from "./install.js";
import { PYTEST_LAUNCHER } from "../harness/pytest-launcher.js";
import type { FrameworkAdapter, ParseInput, ParsedRun, PlanContext, ProjectFacts } from "../core/adapter-types.js";

const COVERAGE_REPORT = "coverage.json";
const REPORT = "pytest-junit.xml";
/** Trusted-tests mode starts pytest through this (src/harness/files/pytest-launcher.py), not `-m pytest`. */
const LAUNCHER_FILE = "testcage_pytest.py";

function hasPytestConfig(facts: ProjectFacts): string | null {
  if (facts.files.includes("pytest.ini")) return "pytest.ini present";
  if (facts.files.some((f) => f === "conftest.py" || f.endsWith("/conftest.py"))) return "conftest.py present";
  if (/^\[tool\.pytest/m.test(facts.texts["pyproject.toml"] ?? "")) return "[tool.pytest] in pyproject.toml";
  if (/^\[tool:pytest\]/m.test(facts.texts["setup.cfg"] ?? "")) return "[tool:pytest] in setup.cfg";
  if (/^\[pytest\]/m.test(facts.texts["tox.ini"] ?? "")) return "[pytest] in tox.ini";
  return null;
}

function dependsOnPytest(facts: ProjectFacts): string | null {
  for (const [name, text] of Object.entries(facts.texts)) {
    if (
      /^requirements.*\.txt$|^pyproject\.toml$|^setup\.cfg$|^Pipfile$/.test(name) &&
      /(^|["'\s])pytest\b/m.test(text)
    ) {
      return `pytest listed in ${name}`;
    }
  }
  return null;
}

const TEST_FILE = /(^|\/)(test_[^/]*|[^/]*_test)\.py$/;

/** The project declares pytest-xdist (requirements, pyproject, setup.cfg, Pipfile, tox.ini). */
function declaresXdist(facts: ProjectFacts): boolean {
  return Object.entries(facts.texts).some(
    ([name, text]) =>
      /^requirements.*\.txt$|^pyproject\.toml$|^setup\.cfg$|^Pipfile$|^tox\.ini$/.test(name) &&
      /(^|["'\s])pytest-xdist\b/im.test(text),
  );
}

/** The project's pytest configuration passes xdist options itself (addopts with -n or --numprocesses). */
function configuresXdist(facts: ProjectFacts): boolean {
  return ["pytest.ini", "pyproject.toml", "setup.cfg", "tox.ini"].some((f) =>
    /addopts[^\n]*(\s-n\s*\S|--numprocesses|--dist\b)/.test(facts.texts[f] ?? ""),
  );
}

/**
 * Option parallel for pytest: auto adds pytest-xdist's -n auto when the project declares
 * pytest-xdist and does not set its own -n; off adds -n 0 (xdist's in-process run). Both
 * only when xdist imports in the sandbox (withXdist): a declared plugin the install did
 * not bring must not turn into an unknown option.
 */
function xdistPlan(facts: ProjectFacts, parallel: ParallelMode): { flag: string | null; how: string } | null {
  if (!declaresXdist(facts)) return null;
  if (parallel === "off") return { flag: "0", how: "-n 0 (pytest-xdist off), where pytest-xdist is installed" };
  if (configuresXdist(facts)) return { flag: null, how: "the project's own pytest-xdist options (addopts)" };
  return { flag: "auto", how: "pytest-xdist -n auto (the project declares pytest-xdist), where it is installed" };
}

/** `sh -c` program: runs "$0" "$@" (python -m pytest …) with -n FLAG when xdist imports, else as it is. */
const withXdist = (flag: string): string =>
  `if "$0" -c 'import xdist' >/dev/null 2>&1; then exec "$0" "$@" -n ${flag}; fi; exec "$0" "$@"`;

/** Folders pytest's default norecursedirs skips (plus __pycache__). */
function skippedDir(name: string): boolean {
  return (
    name.startsWith(".") ||
    name.endsWith(".egg") ||
    ["build", "dist", "venv", "CVS", "_darcs", "node_modules", "__pycache__", "{arch}"].includes(name)
  );
}

const CONFIG_TEXTS = ["pytest.ini", ".pytest.ini", "pyproject.toml", "tox.ini", "setup.cfg"];

/**
 * The test files pytest collects with its defaults, for --shard. A configuration that
 * changes which files are tests (python_files, norecursedirs, a testpaths testcage
 * cannot read) is refused with the reason: a split from the wrong list would lose tests.
 */
export function pytestTestFiles(facts: ProjectFacts): string[] | string {
  let testpaths: string[] | null = null;
  for (const name of CONFIG_TEXTS) {
    const text = facts.texts[name];
    if (text === undefined) continue;
    const custom = /^[ \t]*(python_files|norecursedirs|collect_ignore)\s*=/m.exec(text);
    if (custom) return `${name} sets ${custom[1]}, which changes which files are tests`;
    const tp = /^[ \t]*testpaths[ \t]*=[ \t]*(.*)$(\n[ \t]+\S.*)?/m.exec(text);
    if (!tp) continue;
    const value = tp[1]!.trim();
    const entries = value.startsWith("[")
      ? value.endsWith("]")
        ? [...value.matchAll(/["']([^"']*)["']/g)].map((m) => m[1]!)
        : null
      : tp[2] === undefined && value !== ""
        ? value.split(/\s+/)
        : null;
    if (!entries || entries.some((e) => /[*?[]/.test(e) || e.split("/").includes(".."))) {
      return `${name} sets testpaths in a form testcage does not split (${value.slice(0, 80)})`;
    }
    testpaths = entries.map((e) => e.replace(/^\.\//, "").replace(/\/+$/, ""));
  }
  const venvs = facts.files.filter((f) => f.endsWith("/pyvenv.cfg")).map((f) => f.slice(0, -"pyvenv.cfg".length));
  return facts.files.filter((f) => {
    if (!TEST_FILE.test(f)) return false;
    if (f.split("/").slice(0, -1).some(skippedDir)) return false;
    if (venvs.some((v) => f.startsWith(v))) return false;
    return testpaths === null || testpaths.some((t) => t === "" || t === "." || f === t || f.startsWith(`${t}/`));
  });
}

/** Captured sections arrive with "---- Captured Out ----" banners; keep only the content. */
function captured(text: string | null): string | null {
  if (!text) return null;
  return tidy(text.replace(/^-+ Captured \w+ -+$/gm, "").trim());
}

/** The last "path:line: Error" line in the test's own file is where the failure surfaced. */
function failingLine(text: string, file: string | null): number | null {
  if (!file) return null;
  let found: number | null = null;
  for (const match of text.matchAll(/^(.+?):(\d+): /gm)) {
    const path = match[1] ?? "";
    if (path === file || path.endsWith(`/${file}`)) found = Number(match[2]);
  }
  return found;
}

/**
 * The module a test was collected from and its class path, from the report's
 * classname ("pkg.test_mod.Class.Inner"): pytest's node id. The `file`
 * attribute is where the function is defined, which for a test a class inherits
 * from another module is that other module: an id built from it would name
 * every inheriting class's test the same, and would not select it in --filter.
 */
function nodeIdParts(tc: JunitCase, exists: (path: string) => boolean): { module: string | null; suite: string[] } {
  const modulePath = (tc.file ?? "").replace(/\.py$/, "").split("/").join(".");
  if (modulePath && (tc.classname === modulePath || tc.classname.startsWith(`${modulePath}.`))) {
    return {
      module: tc.file,
      suite: tc.classname
        .slice(modulePath.length)
        .split(".")
        .filter((p) => p !== ""),
    };
  }
  const parts = tc.classname.split(".");
  for (let i = parts.length - 1; i >= 1; i--) {
    const candidate = `${parts.slice(0, i).join("/")}.py`;
    if (exists(candidate)) return { module: candidate, suite: parts.slice(i) };
  }
  return { module: tc.file, suite: [] };
}

function toTest(tc: JunitCase, order: number, exists: (path: string) => boolean): TestResult {
  const { module, suite } = nodeIdParts(tc, exists);
  const status = junitStatus(tc);
  const text = tc.outcome?.text ?? "";
  const defLine = tc.line === null ? null : tc.line + 1; // xunit1 lines are 0-based
  const params = /\[(.*)\]$/.exec(tc.name)?.[1] ?? null;
  const failed = status === "failed" || status === "error";
  return {
    id: makeTestId(module, suite, tc.name),
    name: tc.name,
    suite,
    status,
    duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
    file: tc.file,
    line: (failed ? failingLine(text, tc.file) : null) ?? defLine,
    message: tidy(tc.outcome?.message ?? (failed ? firstLine(text) : null)),
    stack: failed ? tidy(text) : null,
    stdout: captured(tc.systemOut),
    stderr: captured(tc.systemErr),
    parameters: params,
    order,
  };
}

function isCollectionError(tc: JunitCase): boolean {
  return tc.outcome?.kind === "error" && tc.outcome.message === "collection failure";
}

export const pytest: FrameworkAdapter = {
  id: "pytest",
  name: "pytest",
  language: "python",

  detect(facts) {
    const config = hasPytestConfig(facts);
    if (config) return { score: 100, reason: config };
    const dep = dependsOnPytest(facts);
    if (dep) return { score: 50, reason: dep };
    const testFile = facts.files.find((f) => TEST_FILE.test(f));
    if (testFile) return { score: 10, reason: `Python test file ${testFile}` };
    return null;
  },

  testFiles: pytestTestFiles,

  plan({ paths, facts, filter, shardFiles, testCommand, coverage, trusted, parallel }: PlanContext) {
    // A project virtualenv is what the project's own CI would use; never in trusted-tests mode (it is the project's).
    const python =
      !trusted && facts.files.includes(".venv/bin/python") ? `${paths.project}/.venv/bin/python` : "python3";
    // Trusted tests: only an ini file the trusted folder brought (the project's were removed), never the
    // project's pyproject.toml or setup.cfg sections; no plugin the project's dependencies installed.
    const trustedIni = ["pytest.ini", ".pytest.ini", "tox.ini"].find((f) => facts.files.includes(f));
    const trust = trusted
      ? ["-c", trustedIni ? `${paths.project}/${trustedIni}` : "/dev/null", ...(coverage ? ["-p", "pytest_cov"] : [])]
      : [];
    // Trusted tests: `-m pytest` would import a pytest/ (or _pytest/, pluggy/, a plugin) the project
    // ships, as the project folder is sys.path[0]; the launcher imports them from the installation first.
    const start = trusted ? [`${paths.harness}/${LAUNCHER_FILE}`] : ["-m", "pytest"];
    const argv = testCommand
      ? ["sh", "-c", testCommand]
      : [
          python,
          ...start,
          "-v",
          "-p",
          "no:cacheprovider",
          ...trust,
          `--rootdir=${paths.project}`,
          `--junitxml=${paths.reports}/${REPORT}`,
          "-o",
          "junit_family=xunit1",
          "-o",
          "junit_logging=out-err",
          "-o",
          "junit_log_passing_tests=true",
          // pytest-cov: the JSON report is read; the terminal table is what people compare it with.
          ...(coverage
            ? [
                `--cov=${paths.project}`,
                "--cov-branch",
                `--cov-report=json:${paths.reports}/${COVERAGE_REPORT}`,
                "--cov-report=term",
              ]
            : []),
          ...filter,
          ...(shardFiles ?? []).map((f) => `${paths.project}/${f}`),
        ];
    const xdist = testCommand || trusted ? null : xdistPlan(facts, parallel ?? "auto");
    return {
      argv: withPipInstallBin(xdist?.flag ? ["sh", "-c", withXdist(xdist.flag), ...argv] : argv, facts, paths, trusted),
      ...(testCommand ? {} : { parallel: xdist?.how ?? "one test at a time (pytest's default)" }),
      env: {
        PYTHONDONTWRITEBYTECODE: "1",
        PYTHONUNBUFFERED: "1",
        ...(trusted ? { PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1" } : {}),
      },
      reports: [{ name: "junit", file: REPORT }, ...(coverage ? [{ name: "coverage", file: COVERAGE_REPORT }] : [])],
      coverage: coverage ? { report: "coverage", format: "coverage.py" } : null,
      harness: trusted && !testCommand ? [{ name: LAUNCHER_FILE, content: PYTEST_LAUNCHER }] : [],
      requires: testCommand
        ? null
        : { program: python, hint: venvHint(facts, "install Python 3 and pytest (pip install pytest)") },
    };
  },

  install: ({ facts, paths }) => pipInstall(facts, paths),

  parse(input: ParseInput): ParsedRun {
    const report = input.reports["junit"];
    if (!report || !report.ok) {
      const errors: RunError[] = [];
      if (/No module named pytest outside the project/.test(input.stderr)) {
        errors.push({
          kind: "framework-missing",
          message:
            "pytest is not installed for this Python itself; trusted tests run the interpreter's own pytest, never one the project's install brings: use a sandbox image with pytest (the docker sandbox's default has it)",
        });
      } else if (/No module named pytest/.test(input.stderr)) {
        errors.push({
          kind: "framework-missing",
          message:
            "pytest is not installed for this Python; add it to the project's requirements or pass --install-command 'pip install pytest'",
        });
      }
      return { tests: [], errors, reportFound: false };
    }
    const cases = readJunit(report.text);
    const known = new Map<string, boolean>();
    const exists = (path: string): boolean => {
      if (!known.has(path)) known.set(path, input.readSource(path) !== undefined);
      return known.get(path)!;
    };
    const errors: RunError[] = [];
    const tests: TestResult[] = [];
    for (const tc of cases) {
      // An interrupted run (timeout) ends with an empty <testcase/>: nothing to report.
      if (tc.name === "") continue;
      if (isCollectionError(tc)) {
        errors.push({
          kind: "collection",
          message: `${tc.file ?? tc.name} could not be collected: ${lastErrorLine(tc.outcome?.text ?? "")}`,
          file: tc.file,
          line: failingLine(tc.outcome?.text ?? "", tc.file),
          details: tidy(tc.outcome?.text ?? ""),
        });
      } else {
        tests.push(toTest(tc, tests.length, exists));
      }
    }
    // The -v lines, read without colours (a project's `--color=yes` in addopts).
    const progress = withoutAnsi(input.stdout);
    verdictsOnlyPrinted(progress, tests);
    if (input.timedOut || input.exitCode === null) for (const t of stillRunning(input, progress, tests)) tests.push(t);
    if (tests.length === 0 && errors.length === 0 && input.exitCode === 5) {
      errors.push({
        kind: "no-tests",
        message: "pytest collected no tests; check testpaths and file names (test_*.py)",
      });
    }
    return { tests, errors, reportFound: true };
  },

  liveStatus(line) {
    // A verdict may carry its reason: "SKIPPED (no network)", "XFAIL (flaky upstream)".
    const m = / (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)(?: \(.*\))?\s+\[\s*\d+%\]\s*$/.exec(withoutAnsi(line));
    if (!m) return null;
    if (m[1] === "PASSED" || m[1] === "XPASS") return "passed";
    if (m[1] === "SKIPPED" || m[1] === "XFAIL") return "skipped";
    return "failed";
  },
};

/**
 * pytest ends a collection traceback with the exception as a block of "E   " lines
 * ("E   ModuleNotFoundError: ..."); that block's first line is the news, the rest
 * is the message's continuation ("See https://..."). Earlier blocks are exceptions
 * the last one was raised from.
 */
function lastErrorLine(text: string): string {
  const lines = text.split("\n");
  const last = lines.findLastIndex((l) => l.startsWith("E "));
  if (last === -1) return firstLine(text).trim();
  let first = last;
  while (first > 0 && lines[first - 1]!.startsWith("E ")) first -= 1;
  return lines[first]!.replace(/^E\s+/, "").trim();
}

// A -v progress line: the node id (spaces only inside a parameter's brackets),
// then the outcome once the test has finished.
const PROGRESS =
  /^([^\s[]+\.py::[^\s[]+(?:\[[^\]\n]*\])?)( +(PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b(?: \(([^\n]*)\)(?= +\[ *\d+%\]))?)?/gm;

/**
 * What only the -v lines say of a finished test, the JUnit case being the same either way:
 * - pytest 9's subtests (`self.subTest`, the `subtests` fixture): a subtest that skips
 *   puts a <skipped> in its test's case even when the test itself passed
 *   ("tests/t.py::T::test_x PASSED"; pytest's summary counts it passed). Such a test is
 *   passed, its message naming the skip.
 * - an xfail test that passed (not strict): a plain passing case. Its message says so,
 *   so the mark can be seen to be out of date.
 * `progress` is the -v output without colours. No scan when no test could need it.
 */
function verdictsOnlyPrinted(progress: string, tests: TestResult[]): void {
  const xpass = progress.includes("XPASS");
  const wanted = new Map(
    tests.filter((t) => t.status === "skipped" || (xpass && t.status === "passed")).map((t) => [t.id, t]),
  );
  if (!wanted.size) return;
  const printed = new Map<string, { verdict: string; reason: string | null }>();
  for (const m of progress.matchAll(PROGRESS)) {
    if (m[3] !== undefined && wanted.has(m[1]!)) printed.set(m[1]!, { verdict: m[3], reason: m[4] ?? null });
  }
  for (const [id, { verdict, reason }] of printed) {
    const t = wanted.get(id)!;
    if (t.status === "skipped" && verdict === "PASSED") {
      t.status = "passed";
      t.message = tidy(`a subtest was skipped${t.message ? `: ${t.message}` : ""}`);
    } else if (t.status === "passed" && verdict === "XPASS") {
      t.message = tidy(`passed though marked xfail${reason ? ` (${reason})` : ""} (XPASS)`);
    }
  }
}

/**
 * The test a stopped run was in: pytest's report lists only finished tests, but
 * -v prints each node id as the test starts and its outcome when it ends, and
 * on SIGINT pytest names the interrupted line ("test_x.py:9: KeyboardInterrupt").
 */
function stillRunning(input: ParseInput, progress: string, finished: readonly TestResult[]): TestResult[] {
  let last: { nodeId: string; done: boolean } | null = null;
  for (const m of progress.matchAll(PROGRESS)) last = { nodeId: m[1]!, done: m[3] !== undefined };
  if (!last || last.done || finished.some((t) => t.id === last.nodeId)) return [];
  const [file, ...rest] = last.nodeId.split("::");
  const name = rest.pop();
  if (!file || !name) return [];
  const interrupted = new RegExp(`^(?:.*/)?${escapeRegExp(file)}:(\\d+): KeyboardInterrupt$`, "m").exec(progress);
  const line = interrupted ? Number(interrupted[1]) : definitionLine(input.readSource(file), name);
  return [unfinishedTest({ file, suite: rest, name, line }, unfinishedMessage(input, "pytest"))];
}

function definitionLine(source: string | undefined, name: string): number | null {
  if (!source) return null;
  const def = new RegExp(`^\\s*(?:async\\s+)?def\\s+${escapeRegExp(name.replace(/\[.*$/, ""))}\\s*\\(`);
  const index = source.split("\n").findIndex((l) => def.test(l));
  return index === -1 ? null : index + 1;
}
