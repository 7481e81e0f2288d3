// Tags per test (results.json `tags`, CTRF `tags`; docs/results.md "Tags"):
// - pytest: the markers on the test function, its classes (decorators and a
//   class-level `pytestmark`), the module's `pytestmark`, and for a parametrized
//   case the `marks=` of its `pytest.param(..., id=...)`. pytest's JUnit report
//   does not carry markers, so they are read from the test's source, as the
//   Exercism export reads task markers. Structural markers (parametrize,
//   usefixtures, filterwarnings) are not tags.
// - `@pytest.mark.scenario("ID")` (or an `@scenario:ID` token in a name) is the
//   tag "scenario:ID", which defects.json gives as the defect's scenario_id.
// - every other framework: `@word` tokens in the test's name or its describe
//   blocks, the convention jest, vitest and mocha suites use for tags
//   (`test("logs in @smoke", ...)`).

import { findPythonDef, pythonIndex, type PythonIndex } from "../core/python-source.js";
import type { TestResult } from "../core/model.js";

const STRUCTURAL = new Set(["parametrize", "usefixtures", "filterwarnings"]);
const MARK = /\b(?:pytest\.)?mark\.([A-Za-z_]\w*)(?:\(\s*(['"])([^'"\n]*)\2)?/g;

/** Marker names; `scenario("ID")` becomes the tag "scenario:ID" (defects.json's scenario_id). */
function marksIn(text: string): string[] {
  return [...text.matchAll(MARK)]
    .filter((m) => !STRUCTURAL.has(m[1]!))
    .map((m) => (m[1] === "scenario" && m[3] ? `scenario:${m[3]}` : m[1]!));
}

/** `pytestmark = ...` at the given indentation, to the end of its (possibly bracketed) statement. */
function pytestmarkAt(lines: string[], indent: string): string {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith(`${indent}pytestmark`) || /^\s/.test(lines[i]!.slice(indent.length))) continue;
    let text = lines[i]!;
    let depth = (text.match(/[[(]/g) ?? []).length - (text.match(/[\])]/g) ?? []).length;
    while (depth > 0 && i + 1 < lines.length) {
      text += `\n${lines[++i]!}`;
      depth = (text.match(/[[(]/g) ?? []).length - (text.match(/[\])]/g) ?? []).length;
    }
    out.push(text);
  }
  return out.join("\n");
}

/** The argument text of each `pytest.param(` call, parentheses balanced. */
function paramCalls(text: string): string[] {
  const calls: string[] = [];
  for (const m of text.matchAll(/pytest\.param\(/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === "(") depth++;
      else if (text[i] === ")") depth--;
    }
    calls.push(text.slice(m.index + m[0].length, i - 1));
  }
  return calls;
}

/** A class body's `pytestmark` lines: the class's own statements at one indent below its line. */
function classMarks(index: PythonIndex, className: string): string {
  const { lines } = index;
  const at = index.classes.get(className);
  if (at === undefined) return "";
  const own = /^[ \t]*/.exec(lines[at]!)![0].length;
  const body: string[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.trim() !== "" && /^[ \t]*/.exec(l)![0].length <= own) break;
    body.push(l);
  }
  const inner = body.find((l) => l.trim() !== "");
  return inner ? pytestmarkAt(body, /^[ \t]*/.exec(inner)![0]) : "";
}

/** A pytest file's marker text shared by all its tests (module) or a class's, computed once. */
interface PythonFile {
  index: PythonIndex;
  module: string;
  classes: Map<string, string>;
}

function pythonFile(source: string): PythonFile {
  const index = pythonIndex(source);
  return { index, module: pytestmarkAt(index.lines, ""), classes: new Map() };
}

export function pytestTags(source: string | PythonFile, t: TestResult): string[] {
  const file = typeof source === "string" ? pythonFile(source) : source;
  const def = findPythonDef(file.index, t);
  if (!def) return [];
  const classText = t.suite.map((c) => {
    if (!file.classes.has(c)) file.classes.set(c, classMarks(file.index, c));
    return file.classes.get(c)!;
  });
  const text = [file.module, ...classText, def.decorators].join("\n");
  // Marks inside pytest.param(...) belong to that case only.
  const params = paramCalls(def.decorators);
  const shared = marksIn(params.reduce((acc, call) => acc.replace(call, ""), text));
  if (t.parameters) {
    for (const call of params) {
      const id = /\bid\s*=\s*(['"])(.*?)\1/.exec(call);
      if (id && id[2] === t.parameters) shared.push(...marksIn(call));
    }
  }
  return unique(shared);
}

/** `@tag` tokens in a test's describe blocks and name. */
export function nameTags(t: TestResult): string[] {
  return unique([...[...t.suite, t.name].join(" ").matchAll(/(?:^|[\s([])@([A-Za-z][\w:.-]*)/g)].map((m) => m[1]!));
}

function unique(tags: string[]): string[] {
  return [...new Set(tags)];
}

/** Tests with their tags; `tags` is set only where there are some. */
export function withTags(
  tests: TestResult[],
  framework: string | undefined,
  readSource: (rel: string) => string | undefined,
): TestResult[] {
  const python = framework === "pytest";
  const files = new Map<string, PythonFile | null>();
  return tests.map((t) => {
    let tags: string[];
    if (python) {
      if (!t.file) return t;
      if (!files.has(t.file)) {
        const src = readSource(t.file);
        files.set(t.file, src === undefined ? null : pythonFile(src));
      }
      const file = files.get(t.file)!;
      tags = file === null ? [] : pytestTags(file, t);
    } else {
      tags = nameTags(t);
    }
    return tags.length ? { ...t, tags } : t;
  });
}
