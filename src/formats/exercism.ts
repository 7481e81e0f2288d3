// results.json in Exercism's test-runner interface
// (https://exercism.org/docs/building/tooling/test-runners/interface): status
// pass|fail|error at the top, a message for errors, and per test name, status,
// message, output (at most 500 characters) and test_code. Version 3 (per-test
// task_id) when the tests name their tasks, else version 2. The run status
// vocabulary is already Exercism's.
//
// Tasks: pytest's `@pytest.mark.task(taskno=N)` on the test or its class, as
// Exercism's Python track marks them. pytest's JUnit report does not carry
// markers, so they are read from the test's source, as is test_code (the test
// function's body, dedented, as Exercism's runners give it). The JavaScript
// (jest, vitest) and Go tracks' names, test_code and task ids follow their own
// runners: exercism-js.ts and exercism-go.ts.

import { allTests, type RunResult, type TestResult } from "../core/model.js";
import { goFuncIndex, goName } from "./exercism-go.js";
import { goSubtestCut, type SubtestCut } from "./go-table-case.js";
import { findJsTest, jsBlocks, taskPerDescribe } from "./exercism-js.js";
import { findPythonDef, pythonIndex } from "../core/python-source.js";

/** Exercism's cap on a test's output, and the notice its Python runner ends a cut output with. */
export const OUTPUT_LIMIT = 500;
export const TRUNCATION_NOTICE = " [Output was truncated. Please limit to 500 chars]";
/** Exercism's cap on the top-level message. */
const MESSAGE_LIMIT = 65535;

export interface ExercismOptions {
  /** Reads a repository-relative source file (src/core/source.ts); without it there is no test_code or task_id. */
  readSource?: (path: string) => string | undefined;
}

export interface ExercismTest {
  name: string;
  status: "pass" | "fail" | "error";
  message?: string;
  output?: string;
  test_code?: string;
  task_id?: number;
}

/**
 * JSON.stringify of an Exercism test, compact, for a test-a-line export: each distinct
 * test_code is escaped once. The subtests of a Go test that is not cut to its case
 * (go-table-case.ts) all carry the whole function (10,000 lines of a data file ranged
 * over, one function each), so escaping it again for each took most of the export's time.
 */
export function exercismLineSerializer(): (test: ExercismTest) => string {
  const escaped = new Map<string, string>();
  return (test) => {
    if (test.test_code === undefined) return JSON.stringify(test);
    // test_code and task_id are set last, in this order (exercismParts): the text is
    // JSON.stringify's, byte for byte.
    const { test_code: code, task_id: task, ...rest } = test;
    let json = escaped.get(code);
    if (json === undefined) {
      json = JSON.stringify(code);
      escaped.set(code, json);
    }
    const head = JSON.stringify(rest);
    return `${head.slice(0, -1)},"test_code":${json}${task === undefined ? "" : `,"task_id":${JSON.stringify(task)}`}}`;
  };
}

/** Output as Exercism shows it: trimmed, and at most 500 characters including the notice. */
export function capOutput(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= OUTPUT_LIMIT) return trimmed;
  return `${trimmed.slice(0, OUTPUT_LIMIT - TRUNCATION_NOTICE.length)}${TRUNCATION_NOTICE}`;
}

const PYTHON = new Set(["pytest", "unittest"]);
const JS = new Set(["jest", "vitest"]);

/**
 * Exercism's Python track names a test "Class > name": a class's "Test" suffix
 * and the function's "test_" prefix dropped, underscores as spaces.
 */
function pythonName(t: TestResult): string {
  return [...t.suite.map((c) => c.replace(/(.)Test$/, "$1")), t.name.replace(/^test_(?=.)/, "")]
    .join(" > ")
    .replace(/_/g, " ");
}

/** `@pytest.mark.task(taskno=N)`: the last one wins, as the nearest marker does in pytest. */
function taskOf(decorators: string): number | null {
  let task: number | null = null;
  for (const m of decorators.matchAll(/@pytest\.mark\.task\(\s*taskno\s*=\s*(\d+)\s*\)/g)) task = Number(m[1]);
  return task;
}

/** The top-level message of an error: what went wrong, then the framework's own account of it. */
function errorMessage(result: RunResult): string {
  const details = result.errors.find((e) => e.details)?.details;
  const text = details ? `${result.message}\n\n${details}` : result.message;
  return text.length > MESSAGE_LIMIT ? text.slice(0, MESSAGE_LIMIT) : text;
}

export function toExercism(result: RunResult, options: ExercismOptions = {}): Record<string, unknown> {
  const { head, tests } = exercismParts(result, options);
  return { ...head, tests: [...tests] };
}

/** One test as Exercism shows it when nothing is read from its source. */
function plainTest(t: TestResult, framework: string): ExercismTest {
  const test: ExercismTest = {
    name: PYTHON.has(framework)
      ? pythonName(t)
      : framework === "go"
        ? goName(t.suite, t.name)
        : [...t.suite, t.name].join(" > "),
    status: t.status === "passed" ? "pass" : t.status === "error" ? "error" : "fail",
  };
  if (t.message && t.status !== "passed") test.message = t.message;
  const output = capOutput([t.stdout, t.stderr].filter(Boolean).join("\n"));
  if (output) test.output = output;
  return test;
}

function* notSkipped(tests: Iterable<TestResult>, framework: string): Generator<ExercismTest> {
  for (const t of tests) if (t.status !== "skipped") yield plainTest(t, framework);
}

/**
 * toExercism's document without its tests (`head`, an empty `tests` array at its place) and
 * the tests. When no test source is read (a framework without test_code, or no reader),
 * the version is 2 and the tests come lazily, one at a time, for writing a large run in
 * pieces (stream-write.ts).
 */
export function exercismParts(
  result: RunResult,
  options: ExercismOptions = {},
): {
  head: Record<string, unknown>;
  tests: Iterable<ExercismTest>;
  /** Without source: each test's entry on its own (null: left out), for a writer that reads every test once. */
  each?: (t: TestResult) => ExercismTest | null;
} {
  const headOf = (version: number): Record<string, unknown> => {
    const out: Record<string, unknown> = { version, status: result.status };
    if (result.status === "error") out["message"] = errorMessage(result);
    out["tests"] = [];
    return out;
  };
  const id = result.framework?.id ?? "";
  if (!options.readSource || !(PYTHON.has(id) || JS.has(id) || id === "go")) {
    return {
      head: headOf(2),
      tests: notSkipped(allTests(result), id),
      each: (t) => (t.status === "skipped" ? null : plainTest(t, id)),
    };
  }
  const sources = new Map<string, string | undefined>();
  const source = (file: string | null): string | undefined => {
    if (!file || !options.readSource) return undefined;
    if (!sources.has(file)) sources.set(file, options.readSource(file));
    return sources.get(file);
  };
  const framework = result.framework?.id ?? "";
  const python = PYTHON.has(framework);
  const js = JS.has(framework);
  const go = framework === "go";
  const jsFiles = new Map<string, ReturnType<typeof jsBlocks>>();
  const blocksOf = (file: string, text: string): ReturnType<typeof jsBlocks> => {
    if (!jsFiles.has(file)) jsFiles.set(file, jsBlocks(text));
    return jsFiles.get(file)!;
  };
  const goFiles = new Map<string, ReturnType<typeof goFuncIndex>>();
  const goFuncsOf = (file: string, text: string): ReturnType<typeof goFuncIndex> => {
    if (!goFiles.has(file)) goFiles.set(file, goFuncIndex(text));
    return goFiles.get(file)!;
  };
  // A function's subtests share one analysis of it (a table of 10,000 cases is one function).
  const goCuts = new Map<string, SubtestCut | null>();
  const goCutOf = (file: string, func: string, code: string): SubtestCut | null => {
    const key = `${file}\0${func}`;
    if (!goCuts.has(key)) {
      const slash = file.lastIndexOf("/");
      const cases = source(slash === -1 ? "cases_test.go" : `${file.slice(0, slash)}/cases_test.go`);
      goCuts.set(key, goSubtestCut(code, cases));
    }
    return goCuts.get(key)!;
  };
  // Exercism's JavaScript track: a task per top-level describe when the exercise says so.
  const perDescribe = js && taskPerDescribe(source(".meta/config.json"));
  // Exercism has no "skipped": a test that did not run is left out rather than called a pass.
  const rows = result.tests
    .filter((t) => t.status !== "skipped")
    .map((t, index) => {
      const text = python || js || go ? source(t.file) : undefined;
      const test: ExercismTest = {
        name: python ? pythonName(t) : go ? goName(t.suite, t.name) : [...t.suite, t.name].join(" > "),
        status: t.status === "passed" ? "pass" : t.status === "error" ? "error" : "fail",
      };
      if (t.message && t.status !== "passed") test.message = t.message;
      const output = capOutput([t.stdout, t.stderr].filter(Boolean).join("\n"));
      if (output) test.output = output;
      let line: number | null = null;
      if (text !== undefined && python) {
        const def = findPythonDef(pythonIndex(text), t);
        if (def) {
          test.test_code = def.body;
          const task = taskOf(def.decorators);
          if (task !== null) test.task_id = task;
          line = def.line;
        }
      } else if (text !== undefined && js) {
        const found = findJsTest(blocksOf(t.file!, text), text, t.suite, t.name);
        if (found) {
          test.test_code = found.testCode;
          if (perDescribe && found.top > 0) test.task_id = found.top;
          line = found.at;
        }
      } else if (text !== undefined && go) {
        const func = t.suite[0] ?? t.name;
        const found = goFuncsOf(t.file!, text)(func);
        if (found) {
          // A subtest of a table-driven test: its case cut out, as Exercism's Go runner does. The
          // runner looks for everything after the function's name (a nested subtest's whole path).
          const sub = t.suite.length > 0 ? [...t.suite.slice(1), t.name].join("/") : null;
          test.test_code = (sub !== null && goCutOf(t.file!, func, found.testCode)?.(sub)) || found.testCode;
          if (found.task !== null) test.task_id = found.task;
        }
      }
      return { test, file: t.file ?? "", line, index };
    });
  // Exercism: tests in the order of the test file, whatever order they ran in (when every definition was found).
  if ((python || js) && rows.every((r) => r.line !== null)) {
    const fileOrder = new Map<string, number>();
    for (const r of rows) if (!fileOrder.has(r.file)) fileOrder.set(r.file, fileOrder.size);
    rows.sort((a, b) => fileOrder.get(a.file)! - fileOrder.get(b.file)! || a.line! - b.line! || a.index - b.index);
  }
  const tests = rows.map((r) => r.test);
  return { head: headOf(tests.some((t) => t.task_id !== undefined) ? 3 : 2), tests };
}
