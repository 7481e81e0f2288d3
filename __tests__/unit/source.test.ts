import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exercismParts } from "../../src/formats/exercism.js";
import { pythonIndex } from "../../src/core/python-source.js";
import { projectSources, readBounded, readSourceFile, SourceCache } from "../../src/core/source.js";
import { withTags } from "../../src/select/tags.js";
import { ROOT } from "../helpers/golden.js";
import { resultOf, testResult } from "../helpers/results.js";

const TEST_A = `import pytest


@pytest.mark.task(taskno=1)
@pytest.mark.slow
def test_one():
    assert 1 == 1


@pytest.mark.task(taskno=2)
def test_two():
    assert 2 == 2
`;
const TEST_B = `def test_three():
    assert 3 == 3
`;

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A repository with the project in sub/: tags read it from sub/, the exports from the repository root. */
function repo(): { root: string; project: string } {
  const root = mkdtempSync(join(tmpdir(), "testcage-source-"));
  dirs.push(root);
  const project = join(root, "sub");
  mkdirSync(join(project, "tests"), { recursive: true });
  writeFileSync(join(project, "tests/test_a.py"), TEST_A);
  writeFileSync(join(project, "tests/test_b.py"), TEST_B);
  return { root, project };
}

/** A cache that counts its reads per file, on a clock far enough ahead that the new files count as settled. */
function countingCache(ahead = 60_000, keptChars?: number): { cache: SourceCache; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const cache = new SourceCache({
    readFile: (path, fd) => {
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return readBounded(fd);
    },
    now: () => Date.now() + ahead,
    keptChars,
  });
  return { cache, reads };
}

const tests = (prefix: string) => [
  testResult({ name: "test_one", file: `${prefix}tests/test_a.py` }),
  testResult({ name: "test_two", file: `${prefix}tests/test_a.py` }),
  testResult({ name: "test_three", file: `${prefix}tests/test_b.py` }),
];

describe("source reads", () => {
  it("reads each test file once for tags and the Exercism export, though they read through different roots", () => {
    const { root, project } = repo();
    const { cache, reads } = countingCache();
    const tagged = withTags(tests(""), "pytest", (rel) => cache.read(project, rel));
    expect(tagged.map((t) => t.tags ?? [])).toEqual([["task", "slow"], ["task"], []]);
    const { head, tests: rows } = exercismParts(resultOf(tests("sub/")), { readSource: (p) => cache.read(root, p) });
    expect([...rows].map((r) => [r.name, r.task_id, r.test_code])).toEqual([
      ["one", 1, "assert 1 == 1"],
      ["two", 2, "assert 2 == 2"],
      ["three", undefined, "assert 3 == 3"],
    ]);
    expect(head["version"]).toBe(3);
    expect(Object.fromEntries(reads)).toEqual({
      [join(project, "tests/test_a.py")]: 1,
      [join(project, "tests/test_b.py")]: 1,
    });
    expect(cache.reads).toBe(2);
  });

  it("reads a file again when it changed, and keeps nothing outside the root or beyond the size cap", () => {
    const { project } = repo();
    const { cache, reads } = countingCache();
    const file = join(project, "tests/test_b.py");
    expect(cache.read(project, "tests/test_b.py")).toBe(TEST_B);
    writeFileSync(file, TEST_B.replace("3 == 3", "4 == 4"));
    expect(cache.read(project, "tests/test_b.py")).toBe(TEST_B.replace("3 == 3", "4 == 4"));
    expect(cache.read(project, "tests/test_b.py")).toBe(TEST_B.replace("3 == 3", "4 == 4"));
    expect(reads.get(file)).toBe(2);
    expect(cache.read(project, "../sub/tests/test_b.py")).toBeUndefined();
    expect(cache.read(project, file)).toBeUndefined();
    writeFileSync(join(project, "big.py"), "x".repeat(2 * 1024 * 1024 + 1));
    expect(cache.read(project, "big.py")).toBeUndefined();
    expect(reads.has(join(project, "big.py"))).toBe(false);
  });

  it("never leaves the root through a link in any part of the path, nor reads what is not a regular file", () => {
    const { root, project } = repo();
    const outside = mkdtempSync(join(tmpdir(), "testcage-outside-"));
    dirs.push(outside);
    writeFileSync(join(outside, "secret_test.py"), "def test_secret():\n    TOKEN = 'outside'\n");
    const { cache, reads } = countingCache();
    symlinkSync("/", join(project, "h"));
    symlinkSync(outside, join(project, "out"));
    symlinkSync(join(outside, "secret_test.py"), join(project, "tests/linked_test.py"));
    symlinkSync("test_b.py", join(project, "tests/inside.py"));
    expect(cache.read(project, `out/secret_test.py`)).toBeUndefined();
    expect(cache.read(project, `h${outside}/secret_test.py`)).toBeUndefined();
    expect(cache.read(project, "tests/linked_test.py")).toBeUndefined();
    // /proc files say they are empty and may be endless or block: never read.
    expect(cache.read(project, "h/proc/self/pagemap")).toBeUndefined();
    expect(cache.read(project, "h/proc/kmsg")).toBeUndefined();
    // A FIFO inside the root: not a regular file, and opening it does not wait for a writer.
    spawnSync("mkfifo", [join(project, "tests/fifo_test.py")]);
    expect(cache.read(project, "tests/fifo_test.py")).toBeUndefined();
    expect(reads.size).toBe(0);
    // A link that stays inside the root is followed, and the repository root above still reads it.
    expect(cache.read(project, "tests/inside.py")).toBe(TEST_B);
    expect(cache.read(root, "sub/tests/inside.py")).toBe(TEST_B);
  });

  it("reads no more than the cap from a file whose size says less", () => {
    const { project } = repo();
    writeFileSync(join(project, "big.py"), "y".repeat(2 * 1024 * 1024 + 10));
    const fd = openSync(join(project, "big.py"), "r");
    try {
      expect(readBounded(fd)).toBeUndefined();
    } finally {
      closeSync(fd);
    }
  });

  it("does not keep a file changed within the last moments, whose change might not show in its times", () => {
    const { project } = repo();
    const { cache, reads } = countingCache(0);
    cache.read(project, "tests/test_a.py");
    cache.read(project, "tests/test_a.py");
    expect(reads.get(join(project, "tests/test_a.py"))).toBe(2);
  });

  it("lets the least recently used texts go past its limit", () => {
    const { project } = repo();
    const { cache, reads } = countingCache(60_000, TEST_A.length + 1);
    cache.read(project, "tests/test_b.py");
    cache.read(project, "tests/test_a.py");
    cache.read(project, "tests/test_a.py");
    cache.read(project, "tests/test_b.py");
    expect(reads.get(join(project, "tests/test_a.py"))).toBe(1);
    expect(reads.get(join(project, "tests/test_b.py"))).toBe(2);
  });

  it("readSourceFile shares the process's reads between a project folder and the repository root above it", () => {
    const sample = join(ROOT, "__tests__/samples/pytest/mixed");
    const first = readSourceFile(sample, "tests/test_cases.py");
    const before = projectSources.reads;
    expect(readSourceFile(join(sample, ".."), "mixed/tests/test_cases.py")).toBe(first);
    expect(readSourceFile(ROOT, "__tests__/samples/pytest/mixed/tests/test_cases.py")).toBe(first);
    expect(first).toContain("def test_sum(");
    expect(projectSources.reads).toBe(before);
  });

  it("indexes a Python text once for both readers", () => {
    expect(pythonIndex(TEST_A)).toBe(pythonIndex(TEST_A.split("").join("")));
    expect(pythonIndex(TEST_A).defs.get("test_two")?.[0]?.at).toBe(10);
  });
});
