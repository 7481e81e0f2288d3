// results.json as JUnit XML (the de-facto schema most CI tools read): one
// testsuite per test file, errors as <error>, failures as <failure>. Run-level
// errors (collection, timeout...) become an errored testcase so readers that only
// count testcases still see the run was not clean.

import { FileGroups, type FileGroup } from "../core/file-groups.js";
import { allTests, type RunError, type RunResult, type TestResult } from "../core/model.js";

// XML 1.0 forbids most control characters even escaped; test output may have any.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

// Anything escapeXml or cdata would change; most names and paths have none of it.
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function escapeXml(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(INVALID_XML, "\uFFFD")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** CDATA cannot contain "]]>"; split it across sections. */
function cdata(text: string): string {
  if (!NEEDS_WORK.test(text) && !text.includes("]]>")) return `<![CDATA[${text}]]>`;
  return `<![CDATA[${text.replace(INVALID_XML, "\uFFFD").split("]]>").join("]]]]><![CDATA[>")}]]>`;
}

const seconds = (ms: number | null): string => ((ms ?? 0) / 1000).toFixed(3);

function testcase(t: TestResult): string {
  let attrs = `name="${escapeXml(t.name)}" classname="${escapeXml(t.suite.join(".") || t.file || "")}" time="${seconds(t.duration_ms)}"`;
  if (t.file) attrs += ` file="${escapeXml(t.file)}"`;
  if (t.line) attrs += ` line="${t.line}"`;
  const body: string[] = [];
  if (t.status === "failed" || t.status === "error") {
    const tag = t.status === "error" ? "error" : "failure";
    body.push(
      `<${tag} message="${escapeXml((t.message ?? "").split("\n")[0] ?? "")}">${cdata(t.stack ?? t.message ?? "")}</${tag}>`,
    );
  } else if (t.status === "skipped") {
    body.push(t.message ? `<skipped message="${escapeXml(t.message)}"/>` : "<skipped/>");
  }
  if (t.stdout) body.push(`<system-out>${cdata(t.stdout)}</system-out>`);
  if (t.stderr) body.push(`<system-err>${cdata(t.stderr)}</system-err>`);
  return body.length
    ? `    <testcase ${attrs}>\n      ${body.join("\n      ")}\n    </testcase>`
    : `    <testcase ${attrs}/>`;
}

function runErrorCase(e: RunError, i: number): string {
  const file = e.file ? ` file="${escapeXml(e.file)}"` : "";
  const line = e.line ? ` line="${e.line}"` : "";
  return `    <testcase name="${escapeXml(`testcage ${e.kind} #${i + 1}`)}" classname="testcage" time="0"${file}${line}>\n      <error type="${e.kind}" message="${escapeXml(e.message.split("\n")[0] ?? "")}">${cdata(e.details ?? e.message)}</error>\n    </testcase>`;
}

export function toJunitXml(result: RunResult): string {
  return [...junitXmlPieces(result)].join("");
}

function head(result: RunResult): string {
  const s = result.summary;
  const errors = s.errored + result.errors.length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${escapeXml(result.framework?.name ?? "testcage")}" tests="${s.total + result.errors.length}" failures="${s.failed}" errors="${errors}" skipped="${s.skipped}" time="${seconds(s.duration_ms)}">\n`;
}

function suiteOpen(file: string, g: FileGroup): string {
  return `  <testsuite name="${escapeXml(file)}" tests="${g.tests}" failures="${g.failures}" errors="${g.errored}" skipped="${g.skipped}" time="${seconds(g.time)}">`;
}

/** The run-level errors' suite, and the end of the document. */
function* tail(result: RunResult, line: (text: string) => string): Generator<string> {
  if (result.errors.length) {
    yield line(
      `  <testsuite name="testcage" tests="${result.errors.length}" failures="0" errors="${result.errors.length}" skipped="0" time="0">`,
    );
    for (let i = 0; i < result.errors.length; i++) yield line(runErrorCase(result.errors[i]!, i));
    yield line("  </testsuite>");
  }
  yield "\n</testsuites>\n";
}

/** Puts a newline before every line but the first. */
function lines(): (text: string) => string {
  let first = true;
  return (text) => {
    const out = first ? text : `\n${text}`;
    first = false;
    return out;
  };
}

/**
 * toJunitXml's text written a test at a time, in run order, for a run whose files'
 * tests are together (FileGroups.contiguous): then a file's suite opens at its first
 * test and closes at its last, and the export joins a pass over the tests that other
 * exports make anyway (src/formats/run-files.ts), rather than reading them all again.
 */
export class JunitInRunOrder {
  private readonly line = lines();
  private readonly groups: Iterator<[string, FileGroup]>;
  private group: FileGroup | null = null;
  private at = 0;

  constructor(
    private readonly out: { write(piece: string): void },
    private readonly result: RunResult,
    groups: FileGroups,
  ) {
    this.groups = groups.byFile.entries();
    out.write(head(result));
  }

  add(t: TestResult): void {
    if (!this.group) {
      const next = this.groups.next();
      if (next.done) throw new Error("JunitInRunOrder: more tests than the file groups hold");
      const [file, g] = next.value;
      this.group = g;
      this.out.write(this.line(suiteOpen(file, g)));
    }
    this.out.write(`\n${testcase(t)}`);
    if (this.at++ === this.group.last) {
      this.out.write("\n  </testsuite>");
      this.group = null;
    }
  }

  end(): void {
    for (const piece of tail(this.result, this.line)) this.out.write(piece);
  }
}

/** toJunitXml's text in pieces, one a testcase, for writing a large run without holding it whole. */
export function* junitXmlPieces(result: RunResult): Generator<string> {
  // Grouped in one pass (a store on disk grouped them as it counted), then each test read
  // once by position: a number a test is held, never the tests.
  const all = allTests(result);
  const groups = result.testStore?.fileGroups ?? FileGroups.of(all);
  yield head(result);
  const line = lines();
  for (const [file, g] of groups.byFile) {
    yield line(suiteOpen(file, g));
    // Test cases a few KiB at a time, not one piece each: fewer pieces for the writer to copy.
    let cases = "";
    for (const at of groups.positions(g)) {
      cases += `\n${testcase(all.at(at)!)}`;
      if (cases.length >= 16 * 1024) {
        yield cases;
        cases = "";
      }
    }
    yield `${cases}\n  </testsuite>`;
  }
  yield* tail(result, line);
}
