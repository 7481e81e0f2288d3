// A report-only run's tests on disk (src/ingest/test-store.ts, docs/architecture.md §6):
// everything read back must be what the same run held in memory gives, byte for byte in
// every export, whatever the shape (repeated ids, suites out of order, a file that breaks
// half-way), and every step stays linear.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { occurrences, repeated } from "../../src/core/ids.js";
import { writeRunFiles } from "../../src/formats/run-files.js";
import { LINES_AFTER } from "../../src/formats/stream-write.js";
import { SLOWEST_SHOWN, slowestOf } from "../../src/core/slowest.js";
import { IdCounter } from "../../src/ingest/id-counter.js";
import { ArraySink } from "../../src/ingest/test-sink.js";
import { HELD_FAILURES, TestStore } from "../../src/ingest/test-store.js";
import { allTests, type RunResult, type TestResult } from "../../src/core/model.js";
import { compareResults } from "../../src/ingest/compare.js";
import { humanReport } from "../../src/publish/human-report.js";
import { stepOutputs } from "../../src/publish/outputs.js";
import { flakySection, slowestTests } from "../../src/publish/test-tables.js";
import { readReports } from "../../src/ingest/report-paths.js";
import { errorResult, writeResults } from "../../src/ingest/results-file.js";
import { decideStatus, summarize } from "../../src/core/status.js";

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "test-store-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function test(i: number, over: Partial<TestResult> = {}): TestResult {
  const statuses = ["passed", "failed", "error", "skipped", "passed"] as const;
  const status = statuses[i % 5]!;
  return {
    id: `tests/test_${i % 7}.py::test_${i % 50}`,
    name: `test_${i % 50}`,
    suite: [],
    status,
    duration_ms: i % 13,
    file: `tests/test_${i % 7}.py`,
    line: i % 3 === 0 ? null : i + 1,
    message: status === "passed" ? null : `boom ${i} ✓ "quoted" \n second line`,
    stack: null,
    stdout: i % 11 === 0 ? "out\u0001put" : null,
    stderr: null,
    ...over,
  };
}

/** The tests as the in-memory path numbers them: repeats " [n]", positions in order. */
function numbered(tests: TestResult[]): TestResult[] {
  const occurrence = occurrences();
  return tests.map((t, i) => ({ ...t, id: repeated(t.id, occurrence(t.id)), order: i }));
}

describe("TestStore", () => {
  it("reads back every test it was given, in order and by position, repeats numbered as in memory", () => {
    const store = new TestStore(tempDir());
    const given = Array.from({ length: 3000 }, (_, i) => test(i));
    given.forEach((t, i) => store.add(structuredClone(t), 0, i));
    store.endFile();
    const expected = numbered(given);
    expect(store.length).toBe(3000);
    expect([...store]).toEqual(expected);
    expect(store.at(2999)).toEqual(expected[2999]);
    expect(store.at(17)).toEqual(expected[17]);
    expect(store.at(3000)).toBeUndefined();
    expect(store.counts).toEqual({ passed: 1200, failed: 600, errored: 600, skipped: 600, flaky: 0 });
    const failing = expected.filter((t) => t.status === "failed" || t.status === "error");
    expect([...store.failures()]).toEqual(failing);
    // Held: failures placed at file:line first (all 800 here), then the first others, in run order.
    const held = store.heldFailures();
    const placed = failing.filter((t) => t.line !== null);
    expect(placed).toHaveLength(800);
    expect(held).toHaveLength(HELD_FAILURES);
    const unplaced = failing.filter((t) => t.line === null).slice(0, HELD_FAILURES - 800);
    expect(held).toEqual([...placed, ...unplaced].sort((a, b) => a.order! - b.order!));
    store.remove();
  });

  it("puts a file whose suites come out of order in the DOM reader's order, as the array does", () => {
    const store = new TestStore(tempDir());
    const sink = new ArraySink();
    // Suite 0 holds cases before and after nested suite 1 (document order: 0/0, 1/0, 1/1, 0/1).
    const keys: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [2, 0],
    ];
    for (const s of [store, sink]) {
      s.add(test(100), 0, 0);
      s.endFile();
      keys.forEach(([suite, position], i) => s.add(test(i, { id: `same`, name: `n${i}` }), suite, position));
      s.endFile();
      s.add(test(200, { id: "same" }), 0, 0);
      s.endFile();
    }
    expect([...store].map((t) => t.name)).toEqual(["test_0", "n0", "n3", "n1", "n2", "n4", "test_0"]);
    expect([...store]).toEqual(numbered(sink.tests));
    expect([...store].map((t) => t.id).slice(1)).toEqual([
      "same",
      "same [2]",
      "same [3]",
      "same [4]",
      "same [5]",
      "same [6]",
    ]);
    store.remove();
  });

  it("counts many out-of-order files once, not the whole store again at each (linear, not quadratic)", () => {
    const store = new TestStore(tempDir());
    const sink = new ArraySink();
    const files = 40;
    const per = 500;
    const parse = vi.spyOn(JSON, "parse");
    for (const s of [store, sink]) {
      for (let f = 0; f < files; f++) {
        // Each file's cases come suite 1 first, then suite 0: out of order.
        for (let i = 0; i < per; i++) {
          const n = f * per + i;
          s.add(test(n, { id: `t::${n % 300}` }), i < per / 2 ? 1 : 0, i);
        }
        s.endFile();
      }
    }
    expect(store.counts.passed + store.counts.failed + store.counts.errored + store.counts.skipped).toBe(files * per);
    // Counting reads each stored test back once (and a repeated id's first once more);
    // counting again at every file would read about files / 2 times that.
    expect(parse.mock.calls.length).toBeLessThan(3 * files * per);
    parse.mockRestore();
    expect([...store]).toEqual(numbered(sink.tests));
    store.remove();
  });

  it("drops what an unreadable file added, on disk and in every count", () => {
    const store = new TestStore(tempDir());
    store.add(test(1), 0, 0);
    store.add(test(2), 0, 1);
    store.endFile();
    for (let i = 0; i < 5000; i++) store.add(test(i, { id: "dropped" }), 0, i);
    store.dropFile();
    store.add(test(3), 0, 0);
    store.endFile();
    expect([...store]).toEqual(numbered([test(1), test(2), test(3)]));
    expect(store.counts).toEqual({ passed: 0, failed: 1, errored: 1, skipped: 1, flaky: 0 });
    expect([...store.fileGroups.byFile.keys()]).toEqual(["tests/test_1.py", "tests/test_2.py", "tests/test_3.py"]);
    store.remove();
  });
});

describe("IdCounter", () => {
  it("is exact where 32-bit hashes collide: 300k distinct ids are each a first, repeats are counted", () => {
    const ids = Array.from({ length: 300_000 }, (_, i) => `tests/mod_${i % 977}.py::Class::test_${i}[${i * 7919}]`);
    let lookups = 0;
    const counter = new IdCounter((k) => {
      lookups++;
      return ids[k]!;
    });
    ids.forEach((id, k) => counter.add(id, k));
    expect(ids.every((_, k) => counter.occurrence(k) === 1)).toBe(true);
    // 300k ids in 2^32 hashes: a few collide, and each was told apart by its id.
    expect(lookups).toBeGreaterThan(0);
    ids.push(ids[5]!, ids[299_999]!, ids[5]!);
    counter.add(ids[300_000]!, 300_000);
    counter.add(ids[300_001]!, 300_001);
    counter.add(ids[300_002]!, 300_002);
    expect([300_000, 300_001, 300_002].map((k) => counter.occurrence(k))).toEqual([2, 2, 3]);
  });
});

/**
 * A workspace with reports of every shape the store must keep as memory does. `grouped`:
 * each module's cases together (JUnit then joins the one pass over the store), not
 * interleaved (JUnit reads each file's tests by position).
 */
function workspace(n = 400, grouped = false): string {
  const dir = tempDir();
  mkdirSync(join(dir, "tests/pkg"), { recursive: true });
  for (let m = 0; m < 5; m++) writeFileSync(join(dir, `tests/pkg/test_m${m}.py`), "");
  const cases: string[] = [];
  for (let i = 0; i < n; i++) {
    const m = grouped ? Math.floor((i * 5) / n) : i % 5;
    const head = `<testcase classname="tests.pkg.test_m${m}.TestX" name="test_${i % 150}" time="0.00${i % 10}"`;
    cases.push(
      i % 9 === 1
        ? `${head}><failure message="assert ${i}">tests/pkg/test_m${m}.py:${i}: AssertionError</failure></testcase>`
        : i % 13 === 2
          ? `${head}><skipped message="no"/><system-out>out ${i}</system-out></testcase>`
          : `${head}/>`,
    );
  }
  writeFileSync(join(dir, "a.xml"), `<testsuites><testsuite name="pytest">${cases.join("")}</testsuite></testsuites>`);
  // Nested suites with cases after the nested one: out of order.
  writeFileSync(
    join(dir, "b.xml"),
    `<testsuites><testsuite name="outer"><testcase classname="Outer" name="first"/><testsuite name="inner"><testcase classname="Inner" name="x"><error message="e">E</error></testcase></testsuite><testcase classname="Outer" name="last"/></testsuite></testsuites>`,
  );
  // Breaks half-way: its first cases are dropped with it.
  writeFileSync(join(dir, "c.xml"), `<testsuites><testsuite name="t">${cases.slice(0, 50).join("")}<broken`);
  return dir;
}

function resultOf(read: Awaited<ReturnType<typeof readReports>>): RunResult {
  const base = errorResult("no-tests", "x", new Date(0));
  const every = [...allTests({ tests: read.tests, testStore: read.store ?? undefined })];
  return {
    ...base,
    status: decideStatus(every, read.errors),
    framework: { id: "reports", name: "JUnit XML reports", reason: "test" },
    summary: summarize(every, 0),
    tests: read.tests,
    ...(read.store ? { testStore: read.store } : {}),
    errors: read.errors,
    started_at: "2026-01-01T00:00:00.000Z",
    finished_at: "2026-01-01T00:00:00.000Z",
  };
}

/**
 * Reads the workspace's reports in memory and into a store, writes each run's files, and
 * expects every file byte for byte the same; returns the stored read and its folder.
 */
async function sameOnDiskAsInMemory(
  dir: string,
): Promise<{ onDisk: Awaited<ReturnType<typeof readReports>>; out: string }> {
  const inMemory = await readReports(dir, ["*.xml"], { spillAfter: Infinity });
  const onDisk = await readReports(dir, ["*.xml"], { spillAfter: 10, spillDir: tempDir() });
  const outs = [tempDir(), tempDir()];
  for (const [i, read] of [inMemory, onDisk].entries()) {
    const result = resultOf(read);
    await writeResults(outs[i]!, result);
    await writeRunFiles(outs[i]!, result, {});
  }
  for (const name of ["ctrf.json", "defects.json", "exercism-results.json", "junit.xml", "results.json"]) {
    expect(readFileSync(join(outs[1]!, name), "utf8"), name).toBe(readFileSync(join(outs[0]!, name), "utf8"));
  }
  return { onDisk, out: outs[1]! };
}

describe("a report-only run on disk", () => {
  it("writes results.json and every export byte for byte as the run held in memory", async () => {
    const dir = workspace();
    const inMemory = await readReports(dir, ["*.xml"], { spillAfter: Infinity });
    const onDisk = await readReports(dir, ["*.xml"], { spillAfter: 10, spillDir: tempDir() });
    expect(inMemory.store).toBeNull();
    expect(onDisk.store?.length).toBe(403);
    expect(onDisk.errors).toEqual(inMemory.errors);
    expect(onDisk.errors.map((e) => e.file)).toEqual(["c.xml"]);
    expect(onDisk.files).toEqual(inMemory.files);
    const outs = [tempDir(), tempDir()];
    for (const [i, read] of [inMemory, onDisk].entries()) {
      const result = resultOf(read);
      await writeResults(outs[i]!, result);
      await writeRunFiles(outs[i]!, result, {});
    }
    const names = readdirSync(outs[0]!).sort();
    expect(names).toEqual(["ctrf.json", "defects.json", "exercism-results.json", "junit.xml", "results.json"]);
    expect(readdirSync(outs[1]!).sort()).toEqual(names);
    for (const name of names) {
      expect(readFileSync(join(outs[1]!, name), "utf8"), name).toBe(readFileSync(join(outs[0]!, name), "utf8"));
    }
    // Repeated names (150 a class over 400 cases) numbered across the run, the nested file reordered.
    const results = JSON.parse(readFileSync(join(outs[1]!, "results.json"), "utf8")) as RunResult;
    expect(results.tests.filter((t) => t.id.endsWith(" [3]")).length).toBeGreaterThan(0);
    expect(results.tests.slice(400).map((t) => t.name)).toEqual(["first", "last", "x"]);
    expect(results).not.toHaveProperty("testStore");
    onDisk.store?.remove();
  });

  it("past LINES_AFTER tests, with each file's tests together, writes JUnit in the one pass, byte for byte as in memory", async () => {
    const { onDisk, out } = await sameOnDiskAsInMemory(workspace(LINES_AFTER + 100, true));
    expect(onDisk.store?.fileGroups.contiguous).toBe(true);
    const junit = readFileSync(join(out, "junit.xml"), "utf8");
    // Five modules, the nested file's tests (no file), and the broken file's run error.
    expect(junit.match(/<testsuite /g)).toHaveLength(7);
    expect(junit.match(/<testcase /g)).toHaveLength(LINES_AFTER + 103 + 1);
    onDisk.store?.remove();
  });

  it("past LINES_AFTER tests, writes a test a line, byte for byte as the run held in memory", async () => {
    const { onDisk, out } = await sameOnDiskAsInMemory(workspace(LINES_AFTER + 100));
    expect(onDisk.store?.fileGroups.contiguous).toBe(false);
    const text = readFileSync(join(out, "results.json"), "utf8");
    const results = JSON.parse(text) as RunResult;
    expect(results.tests).toHaveLength(LINES_AFTER + 103);
    // One test a line, as the array's items: the store's lines copied with their run-wide id and order.
    const lines = text.split("\n").filter((l) => l.startsWith('    {"id":'));
    expect(lines).toHaveLength(results.tests.length);
    expect(lines.map((l) => JSON.parse(l.trim().replace(/,$/, "")) as TestResult)).toEqual(results.tests);
    expect(results.tests.filter((t) => t.id.endsWith(" [3]")).length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(out, "ctrf.json"), "utf8")).results.tests).toHaveLength(LINES_AFTER + 103);
    onDisk.store?.remove();
  });

  it("gives each stored line as JSON.stringify of the test read back, whatever its shape", () => {
    const store = new TestStore(tempDir());
    const odd = [
      test(0, { id: 'a "quoted" \\ id,"order":1', order: 0 }),
      test(1, { id: 'a "quoted" \\ id,"order":1', order: 5 }),
      test(2, {
        order: 9,
        flaky: true,
        attempts: [{ attempt: 1, status: "failed", duration_ms: 1, message: ',"order":3' }],
      }),
      test(3),
      { order: 4, ...test(4) },
      test(5, { order: 7, name: '\u2028 ,"order":12}' }),
      // As a report reader gives them: no order yet.
      test(6),
      test(7, { name: 'ends in ,"order":3}' }),
      // The id not the first key: serialized again.
      Object.assign({ name: "first" }, test(8)),
    ];
    for (const [i, t] of odd.entries()) store.add(structuredClone(t), i === 3 ? 0 : 1, i);
    store.endFile();
    const lines = [...store.jsonLines()];
    expect(lines).toEqual([...store].map((t) => JSON.stringify(t)));
    // The fourth test came first in its file's order; the repeated id is numbered.
    expect(lines[0]).toBe(JSON.stringify({ ...test(3), order: 0 }));
    expect(lines.filter((l) => l.includes('id,\\"order\\":1 [2]"'))).toHaveLength(1);
    store.remove();
  });

  it("keeps 200k tests on disk and writes every export in linear time", async () => {
    const store = new TestStore(tempDir());
    for (let i = 0; i < 200_000; i++) store.add(test(i, { id: `t::${i}` }), 0, i);
    store.endFile();
    const result: RunResult = {
      ...errorResult("no-tests", "x", new Date(0)),
      framework: { id: "reports", name: "r", reason: "" },
      summary: { total: 200_000, ...store.counts, duration_ms: 0 },
      tests: store.heldFailures(),
      testStore: store,
      errors: [],
    };
    delete (result.summary as { flaky?: number }).flaky;
    const out = tempDir();
    const started = performance.now();
    await writeResults(out, result);
    await writeRunFiles(out, result, {});
    // Loose: a quadratic step at 200k takes minutes; this takes a few seconds on a loaded 2-core machine.
    expect((performance.now() - started) / 1000).toBeLessThan(60);
    const junit = readFileSync(join(out, "junit.xml"), "utf8");
    expect(junit.match(/<testcase /g)).toHaveLength(200_000);
    expect(junit.match(/<testsuite /g)).toHaveLength(7);
    const written = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as RunResult;
    expect(written.tests).toHaveLength(200_000);
    expect(written.tests[199_999]).toMatchObject({ id: "t::199999", order: 199_999 });
    const defects = JSON.parse(readFileSync(join(out, "defects.json"), "utf8")) as { defects: unknown[] };
    expect(defects.defects).toHaveLength(80_000);
    store.remove();
  }, 120_000);
});

describe("what reads a run on disk", () => {
  it("takes counts from the store, every test where it needs all, and the held failures where it shows them", () => {
    const store = new TestStore(tempDir());
    for (let i = 0; i < 3000; i++) {
      // Passing tests only are flaky here, and the slowest test of all is a passing one.
      const over: Partial<TestResult> = { id: `t::${i}`, duration_ms: i === 2500 ? 99_999 : i % 13 };
      if (i % 5 === 0) over.flaky = true;
      store.add(test(i, over), 0, i);
    }
    store.endFile();
    const summary = { total: 3000, passed: 1200, failed: 600, errored: 600, skipped: 600, duration_ms: 0 };
    const result: RunResult = {
      ...errorResult("no-tests", "x", new Date(0)),
      status: "fail",
      message: "3000 tests",
      summary,
      tests: store.heldFailures(),
      testStore: store,
      errors: [],
    };
    expect(result.tests).toHaveLength(HELD_FAILURES + 600);
    expect(humanReport(result)).toContain(`${1200 - HELD_FAILURES} more failed or errored tests in results.json`);
    expect(humanReport(result)).toContain("580 more flaky tests in results.json");
    expect(stepOutputs(result, "r.json")["flaky"]).toBe("600");
    expect(flakySection(result, null)).toContain("Flaky tests: 600");
    // The slowest is a passing test, which only the store has.
    expect(slowestTests(allTests(result), 2)).toContain("| test\\_0 | passed | 1 min 40 s |");
    // The store kept its slowest tests as it counted them: shown without reading it again.
    const parse = vi.spyOn(JSON, "parse");
    const kept = store.slowest();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(kept).toEqual(slowestOf(store, SLOWEST_SHOWN));
    expect(kept[0]).toMatchObject({ id: "t::2500", duration_ms: 99_999, order: 2500 });
    // Compared with a base that held every test in memory: the same tests, nothing added or removed.
    const base: RunResult = { ...result, tests: [...store], testStore: undefined };
    const compared = compareResults(result, base, "base");
    expect(compared.counts).toMatchObject({ added: 0, removed: 0, new_failures: 0, still_failing: 1200 });
    store.remove();
  });
});
