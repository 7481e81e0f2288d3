// Large outputs written in pieces are byte for byte what one JSON.stringify / one string gave.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ctrfTest, toCtrf } from "../../src/formats/ctrf.js";
import { exercismLineSerializer, exercismParts, toExercism } from "../../src/formats/exercism.js";
import { WRITE_SLICE_CHARS, writeOutFile } from "../../src/core/out-files.js";
import { escapeXml, junitXmlPieces, toJunitXml } from "../../src/formats/junit.js";
import {
  ChunkWriter,
  JsonLineList,
  jsonLinePieces,
  jsonPieces,
  mapped,
  writeChunks,
} from "../../src/formats/stream-write.js";
import type { RunResult, TestResult } from "../../src/core/model.js";

function test(i: number): TestResult {
  const statuses = ["passed", "failed", "error", "skipped"] as const;
  return {
    id: `t/${i}.py::T::test_${i}`,
    name: `test_${i} "quoted" <b> & \u00e9 \ud83d\ude00`,
    ...(i % 5 === 0 ? { parameters: "a, b" } : {}),
    suite: i % 3 ? ["T", "Inner"] : [],
    status: statuses[i % 4]!,
    duration_ms: i % 7 ? i : null,
    file: i % 6 ? `t/${i % 4}.py` : null,
    line: i % 2 ? i : null,
    message: i % 4 ? `boom\nline two\t\u0001 ]]> end` : null,
    stack: i % 4 === 1 ? "trace\nmore" : null,
    stdout: i % 3 === 0 ? "out\n" : null,
    stderr: i % 8 === 0 ? "err" : null,
  };
}

function result(n: number): RunResult {
  const tests = Array.from({ length: n }, (_, i) => test(i));
  return {
    version: 1,
    status: n ? "fail" : "error",
    message: "m",
    framework: { id: "reports", name: "JUnit XML reports", reason: "r" },
    sandbox: null,
    summary: { total: n, passed: 1, failed: 2, errored: 3, skipped: 4, duration_ms: 12 },
    tests,
    errors: n % 2 ? [{ kind: "timeout", message: "did not finish\nsecond", file: "a.py", line: 3 }] : [],
    command: null,
    exit_code: null,
    started_at: "2026-01-01T00:00:00.000Z",
    finished_at: "2026-01-01T00:00:01.000Z",
    working_directory: ".",
    logs: { stdout: "", stderr: "", truncated: false },
    tool: { name: "testcage", version: "0.1.0" },
  } as unknown as RunResult;
}

async function written(pieces: Iterable<string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "stream-write-"));
  try {
    await writeChunks(join(dir, "f"), pieces);
    return readFileSync(join(dir, "f"), "utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("outputs written in pieces", () => {
  it.each([0, 1, 2, 9, 3000])("match the whole-string forms for %i tests", async (n) => {
    const r = result(n);
    expect(await written(jsonPieces({ ...r, tests: [] }, ["tests"], r.tests))).toBe(`${JSON.stringify(r, null, 2)}\n`);
    expect(await written(jsonPieces(toCtrf(r, false), ["results", "tests"], mapped(r.tests, ctrfTest)))).toBe(
      `${JSON.stringify(toCtrf(r), null, 2)}\n`,
    );
    const exercism = toExercism(r);
    expect(await written(jsonPieces({ ...exercism, tests: [] }, ["tests"], exercism["tests"] as unknown[]))).toBe(
      `${JSON.stringify(exercism, null, 2)}\n`,
    );
    for (const framework of ["reports", "pytest"]) {
      const run = { ...r, framework: { id: framework, name: framework, reason: "r" } };
      const parts = exercismParts(run);
      expect(await written(jsonPieces(parts.head, ["tests"], parts.tests))).toBe(
        `${JSON.stringify(toExercism(run), null, 2)}\n`,
      );
    }
    expect(await written(junitXmlPieces(r))).toBe(toJunitXml(r));
  });

  it("writes items in batches as one JSON.stringify would, at any depth and with brackets in values", async () => {
    const items = Array.from({ length: 700 }, (_, i) => ({
      i,
      text: i % 3 ? "] } [ {" : "]\n[",
      nested: i % 2 ? { list: [[], [i], { deep: [] }], empty: {} } : [],
      gone: undefined,
    }));
    const doc = { a: 1, outer: { inner: { items: [] as unknown[] }, after: "]" }, tail: [1] };
    const whole = { ...doc, outer: { ...doc.outer, inner: { items } } };
    expect(await written(jsonPieces(doc, ["outer", "inner", "items"], items))).toBe(
      `${JSON.stringify(whole, null, 2)}\n`,
    );
    expect(await written(jsonPieces({ items: [] }, ["items"], items.slice(0, 1)))).toBe(
      `${JSON.stringify({ items: items.slice(0, 1) }, null, 2)}\n`,
    );
  });

  it("writes pieces of any size and any UTF-8 width through its buffer byte for byte", async () => {
    const pieces = [
      "a",
      "\u00e9".repeat(400_000),
      ...Array.from({ length: 50_000 }, (_, i) => (i % 3 ? "\ud83d\ude00 x" : "\u20ac\ud800")),
      "z".repeat(2_000_000),
      "end",
    ];
    expect(await written(pieces)).toBe(pieces.join("").replace(/\ud800/g, "\ufffd"));
  });

  it("never splits a surrogate pair where a long piece is cut into slices", async () => {
    // A pair straddling each slice boundary, and a lone half at one: each must come out
    // as one string's UTF-8 would (the lone half as U+FFFD, the pair as its 4 bytes).
    for (const at of [WRITE_SLICE_CHARS - 1, WRITE_SLICE_CHARS, 2 * WRITE_SLICE_CHARS - 1]) {
      const piece = `${"x".repeat(at)}\ud83d\ude00${"\u00e9".repeat(WRITE_SLICE_CHARS)}\ud800${"y".repeat(at)}`;
      const expected = Buffer.from(piece, "utf8");
      expect(Buffer.from(await written([piece]), "utf8").equals(expected)).toBe(true);
      const dir = mkdtempSync(join(tmpdir(), "testcage-outfile-"));
      try {
        writeOutFile(join(dir, "f"), piece);
        expect(readFileSync(join(dir, "f")).equals(expected)).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it("serializes Exercism tests a line as JSON.stringify does, each test_code escaped once", () => {
    const code = 'func TestX(t *testing.T) {\n\t"quoted" \\ \u00e9 \ud83d\ude00 \u0001\n}';
    const tests = [
      { name: "TestX/ a", status: "pass" as const, test_code: code },
      { name: "TestX/ b", status: "fail" as const, message: 'm\n"', output: "o", test_code: code, task_id: 3 },
      { name: "TestY", status: "error" as const, message: "boom" },
      { name: "TestZ", status: "pass" as const, test_code: "", task_id: 0 },
    ];
    const line = exercismLineSerializer();
    for (const t of [...tests, ...tests]) expect(line(t)).toBe(JSON.stringify(t));
  });

  it("escapes XML the same with and without the fast path", () => {
    for (const s of ["plain", "a&b", 'q"', "<x>", "\u0001", "\ud800 lone", "\ud83d\ude00 pair", "\uffff"]) {
      const slow = s
        // eslint-disable-next-line no-control-regex
        .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "\uFFFD")
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;");
      expect(escapeXml(s)).toBe(slow);
    }
  });
});

describe("JsonLineList", () => {
  it("writes what jsonLinePieces writes, one item at a time, and the plain document for none", async () => {
    const doc = { version: 2, outer: { tests: [] as unknown[], after: "x" } };
    const items = [{ a: 1 }, { b: "two\nlines" }, { c: [3] }];
    for (const list of [items, []]) {
      const dir = mkdtempSync(join(tmpdir(), "stream-write-"));
      try {
        const out = new ChunkWriter(join(dir, "f"));
        const writer = new JsonLineList(out, doc, ["outer", "tests"]);
        for (const item of list) writer.add(item);
        writer.end();
        out.close();
        const expected = await written(
          jsonLinePieces(
            doc,
            ["outer", "tests"],
            list.map((i) => JSON.stringify(i)),
          ),
        );
        expect(readFileSync(join(dir, "f"), "utf8")).toBe(expected);
        expect(JSON.parse(expected)).toEqual({ ...doc, outer: { ...doc.outer, tests: list } });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
