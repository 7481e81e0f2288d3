import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseFramework } from "../../../src/frameworks/index.js";
import type { ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { readUnittestReport, unittest, unittestNames } from "../../../src/frameworks/unittest.js";
import { UNITTEST_HARNESS } from "../../../src/harness/unittest-runner.js";
import { loadParseInput } from "../../helpers/golden.js";

const facts = (texts: Record<string, string>, extra: string[] = []): ProjectFacts => ({
  files: [...Object.keys(texts), ...extra],
  topLevel: [],
  texts,
  packageJson: null,
});
const START = JSON.stringify({ type: "start", format: "testcage-unittest/1" });
const withReport = (text: string | null): ParseInput => ({
  ...loadParseInput("unittest", "pass"),
  reports: { harness: text === null ? { ok: false, problem: "missing", detail: "" } : { ok: true, text } },
});
const test = (record: Record<string, unknown>): string =>
  JSON.stringify({
    type: "test",
    id: "test_a.TestA.test_x",
    class: "TestA",
    module: "test_a",
    method: "test_x",
    file: "test_a.py",
    line: 5,
    outcome: { kind: "passed" },
    subtests: [],
    stdout: "",
    stderr: "",
    duration: 1.5,
    ...record,
  });

describe("unittest detect", () => {
  const uses = "import unittest\n\nclass T(unittest.TestCase): pass\n";

  it("claims test*.py files that import unittest when nothing uses pytest", () => {
    expect(unittest.detect(facts({ "tests/test_a.py": uses }))).toEqual({
      score: 20,
      reason: "tests/test_a.py uses unittest and nothing in the project uses pytest",
    });
    expect(chooseFramework(facts({ "test_a.py": "from unittest import TestCase\n" }))?.adapter.id).toBe("unittest");
    expect(unittest.detect(facts({ "test_a.py": "def test_x():\n    assert 1\n" }))).toBeNull();
    expect(unittest.detect(facts({ "a_test.py": uses }))).toBeNull();
  });

  it("leaves every project with a sign of pytest to pytest", () => {
    const pytestProjects: ProjectFacts[] = [
      facts({ "test_a.py": uses }, ["pytest.ini"]),
      facts({ "test_a.py": uses }, ["tests/conftest.py"]),
      facts({ "test_a.py": uses, "requirements-dev.txt": "pytest>=8\n" }),
      facts({ "test_a.py": uses, "pyproject.toml": "[tool.pytest.ini_options]\n" }),
      facts({ "test_a.py": uses, "test_b.py": "import pytest\n" }),
    ];
    for (const f of pytestProjects) {
      expect(unittest.detect(f)).toBeNull();
      expect(chooseFramework(f)?.adapter.id).toBe("pytest");
    }
  });
});

describe("unittest plan", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  it("runs the harness with the report path and filtered names", () => {
    const inv = unittest.plan({
      paths,
      facts: facts({}),
      filter: [
        "tests/test_a.py::TestA::test_x",
        "tests/test_a.py::TestA::test_t (i=1)",
        "tests/test_a.py::TestB::setUpClass",
      ],
      testCommand: null,
    });
    expect(inv.argv).toEqual([
      "python3",
      "/h/testcage_unittest.py",
      "/r/testcage-unittest.jsonl",
      "tests.test_a.TestA.test_x",
      "tests.test_a.TestA.test_t",
      "tests.test_a.TestB",
    ]);
    expect(inv.harness).toEqual([{ name: "testcage_unittest.py", content: UNITTEST_HARNESS }]);
  });

  it("maps ids back to unittest names, dropping what cannot be one", () => {
    expect(unittestNames(["pkg/__init__.py::T::test_a", "x.js::a::b", "test_a.py::T::x; rm -rf /", "nope"])).toEqual([
      "pkg.T.test_a",
    ]);
  });
});

describe("unittest parse", () => {
  it("maps outcomes: errors apart from failures, xfail skipped, unexpected success failed", () => {
    const lines = [
      START,
      test({
        method: "test_a",
        line: 9,
        outcome: { kind: "failed", message: "1 != 2", traceback: "tb", failing_line: 10 },
      }),
      test({ method: "test_b", line: 12, outcome: { kind: "error", message: "KeyError: 'k'", traceback: "tb" } }),
      test({ method: "test_c", line: 15, outcome: { kind: "xfail", message: "0.3 != 0.33" } }),
      test({ method: "test_d", line: 18, outcome: { kind: "xpass" } }),
      test({ method: "test_e", line: 21, outcome: { kind: "skipped", message: "later" } }),
      test({ method: "test_f", line: 24, outcome: { kind: "weird" } }),
    ];
    const parsed = unittest.parse(withReport(lines.join("\n")));
    expect(parsed.tests.map((t) => [t.name, t.status, t.line, t.message])).toEqual([
      ["test_a", "failed", 10, "1 != 2"],
      ["test_b", "error", 12, "KeyError: 'k'"],
      ["test_c", "skipped", 15, "expected failure: 0.3 != 0.33"],
      ["test_d", "failed", 18, "unexpected success: the test is marked expectedFailure but passed"],
      ["test_e", "skipped", 21, "later"],
      ["test_f", "error", 24, null],
    ]);
  });

  it("lists failing subtests as entries of their own, and the test itself only with its own outcome", () => {
    const subtests = [
      { params: "(a=1)", kind: "failed", message: "1 != 2", traceback: "tb", failing_line: 31 },
      { params: "(a=0)", kind: "error", message: "ZeroDivisionError: x", traceback: "tb", failing_line: 3 },
    ];
    const parsed = unittest.parse(
      withReport([START, test({ line: 30, outcome: null, subtests, stdout: "out" })].join("\n")),
    );
    expect(parsed.tests.map((t) => [t.id, t.status, t.line, t.parameters, t.stdout])).toEqual([
      ["test_a.py::TestA::test_x (a=1)", "failed", 31, "a=1", "out"],
      ["test_a.py::TestA::test_x (a=0)", "error", 3, "a=0", null],
    ]);
  });

  it("sorts by definition line within a file, files in run order", () => {
    const lines = [
      START,
      test({ method: "test_b", line: 20 }),
      test({ method: "test_a", line: 30 }),
      test({ file: "test_0.py", method: "test_z", line: 1 }),
      test({ method: "test_c", line: 10 }),
    ];
    const ids = unittest.parse(withReport(lines.join("\n"))).tests.map((t) => `${t.file}:${t.name}`);
    expect(ids).toEqual(["test_a.py:test_c", "test_a.py:test_b", "test_a.py:test_a", "test_0.py:test_z"]);
  });

  it("turns fixtures into error entries and import failures into collection errors", () => {
    const lines = [
      START,
      JSON.stringify({
        type: "fixture",
        fixture: "setUpClass",
        module: "test_a",
        class: "TestA",
        file: "test_a.py",
        line: 7,
        kind: "error",
        message: "RuntimeError: db",
        traceback: "tb",
      }),
      JSON.stringify({
        type: "collection",
        module: "pkg.test_b",
        file: "pkg/test_b.py",
        line: 3,
        message: "ModuleNotFoundError: nope",
        traceback: "tb",
      }),
      JSON.stringify({ type: "end" }),
    ];
    const parsed = unittest.parse(withReport(lines.join("\n")));
    expect(parsed.tests).toEqual([
      expect.objectContaining({ id: "test_a.py::TestA::setUpClass", status: "error", line: 7, file: "test_a.py" }),
    ]);
    expect(parsed.tests[0]?.message).toContain("so the tests of TestA did not run");
    expect(parsed.errors).toEqual([expect.objectContaining({ kind: "collection", file: "pkg/test_b.py", line: 3 })]);
  });

  it("does not trust paths that leave the project, nor reports without the start line", () => {
    const parsed = unittest.parse(
      withReport([START, test({ file: "../../etc/passwd" }), test({ file: "/etc/x.py" })].join("\n")),
    );
    expect(parsed.tests.map((t) => t.file)).toEqual([null, null]);
    expect(unittest.parse(withReport(test({}))).errors[0]?.kind).toBe("report-invalid");
    expect(readUnittestReport("garbage\n{").tests).toEqual([]);
  });

  it("says no tests only after the run ended", () => {
    const ended = JSON.stringify({ type: "end", testsRun: 0 });
    expect(unittest.parse(withReport([START, ended].join("\n"))).errors[0]?.kind).toBe("no-tests");
    expect(unittest.parse(withReport(START)).errors).toEqual([]);
    expect(unittest.parse(withReport(null)).reportFound).toBe(false);
  });
});

describe("unittest harness", () => {
  it("runs with the machine's Python and reports a real failure at its line", () => {
    const dir = mkdtempSync(join(tmpdir(), "unittest-harness-"));
    try {
      mkdirSync(join(dir, "project"));
      writeFileSync(join(dir, "h.py"), UNITTEST_HARNESS);
      writeFileSync(
        join(dir, "project", "test_x.py"),
        "import unittest\n\n\nclass T(unittest.TestCase):\n    def test_one(self):\n        self.assertEqual(1, 2)\n",
      );
      const report = join(dir, "r.jsonl");
      const r = spawnSync("python3", [join(dir, "h.py"), report], { cwd: join(dir, "project"), encoding: "utf8" });
      expect(r.status).toBe(1);
      const parsed = readUnittestReport(readFileSync(report, "utf8"));
      expect(parsed.ended).toBe(true);
      expect(parsed.tests).toEqual([
        expect.objectContaining({ id: "test_x.py::T::test_one", status: "failed", line: 6, message: "1 != 2" }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("unittest liveStatus", () => {
  it("counts unittest's verbose verdicts", () => {
    expect(unittest.liveStatus?.("test_a (t.T.test_a) ... ok")).toBe("passed");
    expect(unittest.liveStatus?.("test_a (t.T.test_a) ... FAIL")).toBe("failed");
    expect(unittest.liveStatus?.("test_a (t.T.test_a) ... ERROR")).toBe("failed");
    expect(unittest.liveStatus?.("test_a (t.T.test_a) ... unexpected success")).toBe("failed");
    expect(unittest.liveStatus?.("test_a (t.T.test_a) ... skipped 'later'")).toBe("skipped");
    expect(unittest.liveStatus?.("test_a (t.T.test_a) ... expected failure")).toBe("skipped");
    expect(unittest.liveStatus?.("ok")).toBeNull();
  });
});

describe("unittest detection from a scanned project", () => {
  it("reads the heads of Python test files, so pytest projects stay pytest", async () => {
    const { scanProject } = await import("../../../src/detect/scan.js");
    const dir = mkdtempSync(join(tmpdir(), "unittest-scan-"));
    try {
      mkdirSync(join(dir, "tests"));
      writeFileSync(join(dir, "tests", "__init__.py"), "");
      writeFileSync(join(dir, "tests", "test_a.py"), "import unittest\n\nclass T(unittest.TestCase):\n    pass\n");
      expect(chooseFramework(await scanProject(dir))?.adapter.id).toBe("unittest");
      writeFileSync(join(dir, "tests", "test_b.py"), "import pytest\n\ndef test_x():\n    pass\n");
      const mixed = chooseFramework(await scanProject(dir));
      expect(mixed?.adapter.id).toBe("pytest");
      expect(mixed?.alternatives.map((a) => a.id)).not.toContain("unittest");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
