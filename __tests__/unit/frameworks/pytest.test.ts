import { describe, expect, it } from "vitest";
import { pytest } from "../../../src/frameworks/pytest.js";
import { requirementFiles } from "../../../src/frameworks/install.js";
import type { ProjectFacts } from "../../../src/core/adapter-types.js";
import { loadParseInput } from "../../helpers/golden.js";

const facts = (files: string[], texts: Record<string, string> = {}): ProjectFacts => ({
  files,
  topLevel: [],
  texts,
  packageJson: null,
});

describe("pytest detect", () => {
  it("prefers config files, then dependencies, then file names", () => {
    expect(pytest.detect(facts(["pytest.ini"]))?.score).toBe(100);
    expect(
      pytest.detect(facts(["pyproject.toml"], { "pyproject.toml": "[tool.pytest.ini_options]\n" }))?.reason,
    ).toMatch(/pyproject/);
    expect(pytest.detect(facts(["requirements.txt"], { "requirements.txt": "pytest==8\n" }))?.score).toBe(50);
    expect(pytest.detect(facts(["tests/test_x.py"]))?.score).toBe(10);
    expect(pytest.detect(facts(["main.py", "README.md"]))).toBeNull();
  });
});

describe("pytest install", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  it("installs a requirements/ folder's test set with the package itself", () => {
    const pyproject = '[project]\nname = "pkg"\n\n[build-system]\nrequires = ["flit_core<4"]\n';
    const step = pytest.install!({
      paths,
      facts: facts(["pyproject.toml", "requirements/docs.txt", "requirements/tests.txt", "src/pkg/__init__.py"], {
        "pyproject.toml": pyproject,
      }),
    });
    expect(step?.command).toMatch(/--target \/p\/\.testcage-site -r requirements\/tests\.txt '\.'$/);
    expect(step?.reason).toBe("requirements/tests.txt present; the project is a Python package");
  });

  it("installs the test set and the runtime requirements.txt together", () => {
    const step = pytest.install!({ paths, facts: facts(["requirements.txt", "requirements/test.txt"]) });
    expect(step?.command).toMatch(/ -r requirements\/test\.txt -r requirements\.txt$/);
    expect(step?.reason).toBe("requirements/test.txt and requirements.txt present");
  });

  it("finds a tests/requirements.txt (packaging's, installed by its noxfile) beside the package", () => {
    const step = pytest.install!({
      paths,
      facts: facts(["pyproject.toml", "src/packaging/__init__.py", "tests/requirements.txt", "tests/test_version.py"], {
        "pyproject.toml": '[project]\nname = "packaging"\n\n[build-system]\nrequires = ["flit_core"]\n',
      }),
    });
    expect(step?.command).toMatch(/ -r tests\/requirements\.txt '\.'$/);
  });

  it.each([
    ["a table of its own", '[project]\nname = "humanize"\n\n[project.optional-dependencies]\ntests = ["freezegun"]\n'],
    [
      "dotted keys in [project] (pyproject-fmt's layout, humanize 4.12)",
      '[build-system]\nrequires = ["hatchling"]\n\n[project]\nname = "humanize"\noptional-dependencies.tests = [\n  "freezegun",\n  "pytest",\n]\nurls.Homepage = "x"\n',
    ],
    [
      "an inline table in [project]",
      '[project]\nname = "humanize"\noptional-dependencies = { docs = ["mkdocs==1.*"], "tests" = ["freezegun", "pytest>=8"] }\n',
    ],
  ])("installs the tests extra declared as %s", (_how, pyproject) => {
    const step = pytest.install!({
      paths,
      facts: facts(["pyproject.toml", "src/humanize/__init__.py", "tests/test_time.py"], {
        "pyproject.toml": pyproject,
      }),
    });
    expect(step?.command).toMatch(/ '\.\[tests\]'$/);
    expect(step?.reason).toBe("the project is a Python package with test extras tests");
  });

  it("reads no extra from a requirement's own == or from another table", () => {
    const pyproject =
      '[project]\nname = "p"\noptional-dependencies = { docs = ["dev==1.0"] }\n\n[tool.x]\noptional-dependencies.test = []\n';
    const step = pytest.install!({ paths, facts: facts(["pyproject.toml"], { "pyproject.toml": pyproject }) });
    expect(step?.command).toMatch(/ '\.'$/);
  });

  it("takes a test-specific set before a dev one, and only one of them", () => {
    expect(requirementFiles(["requirements-dev.txt", "test-requirements.txt", "requirements.txt"])).toEqual([
      "test-requirements.txt",
      "requirements.txt",
    ]);
    expect(requirementFiles(["dev-requirements.txt"])).toEqual(["dev-requirements.txt"]);
    expect(requirementFiles(["docs/requirements.txt", "README.md"])).toEqual([]);
  });
});

describe("pytest plan", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  it("asks for xunit1 JUnit with captured output and passes filters as node ids", () => {
    const inv = pytest.plan({
      paths,
      facts: facts(["pytest.ini"]),
      filter: ["t/test_a.py::TestX::test_y[1]"],
      testCommand: null,
    });
    expect(inv.argv.slice(0, 3)).toEqual(["python3", "-m", "pytest"]);
    expect(inv.argv).toContain("--junitxml=/r/pytest-junit.xml");
    expect(inv.argv).toContain("junit_family=xunit1");
    expect(inv.argv[inv.argv.length - 1]).toBe("t/test_a.py::TestX::test_y[1]");
  });
  it("uses the project's virtualenv when there is one", () => {
    const inv = pytest.plan({ paths, facts: facts([".venv/bin/python"]), filter: [], testCommand: null });
    expect(inv.argv[0]).toBe("/p/.venv/bin/python");
  });
});

describe("pytest parse (recorded runs)", () => {
  it("mixed: params, classes, skips, xfail, fixture errors, output", () => {
    const run = pytest.parse(loadParseInput("pytest", "mixed"));
    const byId = new Map(run.tests.map((t) => [t.id, t]));
    expect(run.tests.map((t) => t.status)).toEqual([
      "passed",
      "failed",
      "passed",
      "passed",
      "failed",
      "skipped",
      "skipped",
      "error",
      "passed",
    ]);
    const param = byId.get("tests/test_cases.py::test_sum[2-2-5]")!;
    expect(param).toMatchObject({ status: "failed", file: "tests/test_cases.py", line: 13, parameters: "2-2-5" });
    expect(param.message).toBe("assert (2 + 2) == 5");
    const nested = byId.get("tests/test_cases.py::TestNested::test_inside_class_fails")!;
    expect(nested.suite).toEqual(["TestNested"]);
    expect(nested.line).toBe(21);
    expect(nested.message).toContain("Differing items:\n");
    expect(byId.get("tests/test_cases.py::test_skipped")).toMatchObject({
      status: "skipped",
      message: "not implemented yet",
      line: 24,
    });
    expect(byId.get("tests/test_cases.py::test_uses_broken_fixture")).toMatchObject({ status: "error", line: 8 });
    expect(byId.get("tests/test_cases.py::test_prints")).toMatchObject({
      stdout: "hello from stdout",
      stderr: "hello from stderr",
    });
    expect(run.tests.map((t) => t.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it("error: an unimportable module is a collection error, not a test", () => {
    const run = pytest.parse(loadParseInput("pytest", "error"));
    expect(run.tests).toEqual([]);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "test_broken.py", line: 1 });
    expect(run.errors[0]!.message).toContain("No module named 'definitely_not_a_module'");
  });
  it("collection-message: the error names the exception, not the last line of its message", () => {
    const run = pytest.parse(loadParseInput("pytest", "collection-message"));
    expect(run.tests).toEqual([]);
    expect(run.errors).toHaveLength(1);
    // The exception it was raised from (ValueError) and the message's later lines stay in the details.
    expect(run.errors[0]).toMatchObject({
      kind: "collection",
      file: "test_table.py",
      line: 10,
      message: "test_table.py could not be collected: RuntimeError: the table of cases is malformed.",
    });
    expect(run.errors[0]!.details).toContain("E   ValueError: invalid literal for int()");
    expect(run.errors[0]!.details).toContain("E   See the comment at the top of this file.");
  });
  it("empty: exit code 5 is no-tests", () => {
    const run = pytest.parse(loadParseInput("pytest", "empty"));
    expect(run.errors.map((e) => e.kind)).toEqual(["no-tests"]);
  });
  it("fail: an exception outside an assert is a failure at its line", () => {
    const run = pytest.parse(loadParseInput("pytest", "fail"));
    const t = run.tests.find((x) => x.name === "test_raises_outside_assertion")!;
    expect(t).toMatchObject({ status: "failed", line: 17, stdout: "looking up key b" });
    expect(t.message).toContain("KeyError");
  });
  it("a missing pytest module is framework-missing", () => {
    const run = pytest.parse({
      ...loadParseInput("pytest", "pass"),
      reports: { junit: { ok: false, problem: "missing", detail: "" } },
      stderr: "/usr/bin/python3: No module named pytest\n",
      exitCode: 1,
    });
    expect(run.errors.map((e) => e.kind)).toEqual(["framework-missing"]);
  });
  it("refuses XML with a DTD", () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><testsuites><testsuite><testcase name="t" classname="c"/></testsuite></testsuites>';
    expect(() =>
      pytest.parse({ ...loadParseInput("pytest", "pass"), reports: { junit: { ok: true, text: xml } } }),
    ).toThrow(/DOCTYPE/);
  });
});
