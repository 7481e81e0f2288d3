// Inputs the reader fuzzer (npm run fuzz, scripts/fuzz-readers.ts) found crashing or
// stalling a reader, each kept as a test of its fix. Sizes are those at which the
// old code failed: a stack overflow past ~120 000 spread arguments, or minutes of
// regex retries; the fixed code reads each in milliseconds.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { normalizeCoverage } from "../../src/coverage/normalize.js";
import { splitFailure } from "../../src/frameworks/exunit.js";
import { durationMs, lineNumber, settleParsed } from "../../src/core/settle.js";
import { codeBlock } from "../../src/publish/markdown.js";
import { readReports } from "../../src/ingest/report-paths.js";
import { readGoTestStream } from "../../src/reports/go-json.js";
import { parseRecord } from "../../src/reports/json-lines.js";
import { readCargoTestText } from "../../src/reports/libtest-text.js";
import { parseResultsJson } from "../../src/ingest/results-input.js";
import { tidy } from "../../src/core/text.js";
import { installFailureReason } from "../../src/run/install-failure.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("long runs inside a text", () => {
  it("tidy strips trailing space in one pass, whatever runs of space come before", () => {
    // /\s+$/ retried from every space of the run: a million spaces took hours.
    const text = `a${" ".repeat(1_000_000)}b  \n`;
    expect(tidy(text, 2_000_000)).toBe(text.trimEnd());
  });

  it("an install failure's reason followed by 900 000 carriage returns is read in one pass", () => {
    // Maven's " -> [Help 1]" was taken off with /\s*-> .../, retried from every \r of the run.
    const said = installFailureReason(
      `error: rustc 1.95.0 is not supported by the following package:${"\r".repeat(900_000)}x\n`,
    );
    expect(said.startsWith("rustc 1.95.0 is not supported by the following package:")).toBe(true);
  });

  it("a code block drops trailing line breaks in one pass", () => {
    const body = `a${"\n".repeat(500_000)}b`;
    expect(codeBlock(`${body}\n\n`)).toBe("```\n" + body + "\n```");
  });
});

describe("many items where a spread overflowed the stack", () => {
  it("an ExUnit failure of 200 000 lines is dedented", () => {
    const text = `  1) test x (M)\n     test/m_test.exs:3\n${"     line\n".repeat(200_000)}`;
    const { message } = splitFailure(text);
    expect(message?.startsWith("line\nline")).toBe(true);
  });

  it("a JUnit report of 150 000 test cases is read by --report-paths", async () => {
    const root = mkdtempSync(join(tmpdir(), "testcage-fuzz-"));
    dirs.push(root);
    writeFileSync(join(root, "junit.xml"), `<testsuite>${"<testcase name='t'/>".repeat(150_000)}</testsuite>`);
    const read = await readReports(root, ["junit.xml"]);
    expect(read.errors).toEqual([]);
    // Past SPILL_AFTER the tests are on disk, the failures (none here) in memory.
    expect(read.store?.length).toBe(150_000);
    expect(read.tests).toEqual([]);
    read.store?.remove();
  });

  it("a JaCoCo report of 150 000 packages is read", () => {
    const pkg = '<package name="p"><sourcefile name="A.java"><line nr="1" ci="1"/></sourcefile></package>';
    const c = normalizeCoverage("jacoco", `<report>${pkg}${"<package/>".repeat(150_000)}</report>`, {
      projectPath: "/sandbox/project",
      projectFiles: [],
      toRepo: (rel) => rel,
    });
    expect(c.problem).toBeNull();
    expect(c.files.map((f) => f.file)).toEqual(["p/A.java"]);
  });
});

describe("numbers out of results.json's bounds", () => {
  it("durations and lines a report gives that the schema refuses become null", () => {
    expect([-3, Infinity, NaN, 2.4, 0].map(durationMs)).toEqual([null, null, null, 2, 0]);
    expect([0, -1, 1.5, 2 ** 60, 7].map(lineNumber)).toEqual([null, null, null, null, 7]);
    const test = {
      id: "a::t",
      name: "t",
      suite: [],
      status: "passed" as const,
      duration_ms: -2147483649000,
      file: "a",
      line: 0,
      message: null,
      stack: null,
      stdout: null,
      stderr: null,
    };
    const settled = settleParsed({
      tests: [test],
      errors: [{ kind: "collection", message: "x", line: -999999 }],
      reportFound: true,
    });
    expect(settled.tests[0]).toMatchObject({ duration_ms: null, line: null });
    expect(settled.errors[0]!.line).toBeNull();
  });

  it("a results.json with line 0 is read with no line", () => {
    const run = parseResultsJson(
      JSON.stringify({
        version: "1",
        status: "pass",
        tests: [{ id: "a::t", name: "t", status: "passed", line: 0 }],
        errors: [],
      }),
    );
    expect(run.tests[0]!.line).toBeNull();
  });
});

describe("JSON-lines records", () => {
  it("lines that cannot be an object are refused before JSON.parse", () => {
    expect(parseRecord("{")).toBeNull();
    expect(parseRecord('{"Action":"run"')).toBeNull();
    expect(parseRecord("[1]")).toBeNull();
    expect(parseRecord("{x}")).toBeNull();
    expect(parseRecord("null")).toBeNull();
    expect(parseRecord(' {"a":1} \r')).toEqual({ a: 1 });
  });

  it("a go test -json stream of cut lines reads as malformed lines", () => {
    const stream = readGoTestStream(`{"Action":"run","Package":"p","Test":"T"}\n${"{\n".repeat(200_000)}`);
    expect(stream.malformed).toBe(200_000);
    expect(stream.tests.map((t) => t.name)).toEqual(["T"]);
  });
});

describe("cargo test lines", () => {
  it("a 2 MB Running line is split at its binary in one pass", () => {
    const line = `     Running unittests src/lib.rs (target/debug/deps/a${"=".repeat(2_000_000)}b-0123456789abcdef)`;
    const stream = readCargoTestText(`${line}\n\nrunning 1 test\ntest t ... ok\n`);
    expect(stream.targets.map((t) => [t.kind, t.source, t.results.length])).toEqual([["unittests", "src/lib.rs", 1]]);
  });

  it("a line of 300 000 'test x' with no ' ... ' after them is no result", () => {
    const text = `     Running tests/a.rs (x)\ntest a ... ok${" test x".repeat(300_000)}\ntest b ... FAILED\n`;
    const stream = readCargoTestText(text);
    expect(stream.targets[0]!.results.map((r) => [r.name, r.outcome])).toEqual([
      ["a", "ok"],
      ["b", "failed"],
    ]);
  });
});

describe("objects where a results.json has text", () => {
  it("a version or name that is an object with a toString key is dropped, not thrown on", () => {
    const run = parseResultsJson(
      JSON.stringify({
        version: { toString: "" },
        status: "pass",
        framework: { id: "x", name: { valueOf: 1 } },
        tests: [],
        errors: [],
        tool: { version: { toString: 1 } },
      }),
    );
    expect([run.version, run.framework?.name, run.tool.version]).toEqual(["", "x", ""]);
  });
});

describe("cargo test binaries", () => {
  it("a unit-test binary path of 2 MB of tabs is matched in one pass", () => {
    const line = `     Running unittests src/lib.rs (target/debug/deps/a-0123${"\t".repeat(2_000_000)}e9)`;
    const stream = readCargoTestText(`${line}\n`);
    expect(stream.targets.map((t) => [t.kind, t.crate])).toEqual([["unittests", null]]);
    const ok = readCargoTestText("     Running unittests src/lib.rs (target/debug/deps/my_crate-0123456789abcdef)\n");
    expect(ok.targets[0]!.crate).toBe("my_crate");
  });
});

describe("results.json entries the schema refuses", () => {
  it("an empty test id or error message makes the file unreadable", () => {
    const doc = (tests: unknown[], errors: unknown[]): string =>
      JSON.stringify({ version: "1", status: "fail", tests, errors });
    expect(() => parseResultsJson(doc([{ id: "", name: "", status: "passed" }], []))).toThrow(/non-empty string id/);
    expect(() => parseResultsJson(doc([], [{ kind: "collection", message: "" }]))).toThrow(/non-empty message/);
    // Found after names and messages were cleaned when settled: nothing but controls is empty too.
    expect(() => parseResultsJson(doc([], [{ kind: "collection", message: "\u0000" }]))).toThrow(/non-empty message/);
    expect(() => parseResultsJson(doc([{ id: "\u0007", name: "t", status: "passed" }], []))).toThrow(
      /non-empty string id/,
    );
  });
});
