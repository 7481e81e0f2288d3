import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exercismParts } from "../../src/formats/exercism.js";
import { pythonIndex } from "../../src/core/python-source.js";
import { projectSources, readSourceFile, SourceCache } from "../../src/core/source.js";
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
    readFile: (path) => {
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return readFileSync(path, "utf8");
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
