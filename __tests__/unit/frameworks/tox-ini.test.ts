import { describe, expect, it } from "vitest";
import { pytest } from "../../../src/frameworks/pytest.js";
import { toxTestenv } from "../../../src/frameworks/tox-ini.js";
import type { ProjectFacts } from "../../../src/core/adapter-types.js";

// zipp 4.1.2's (the jaraco template's) [testenv], tabs and all.
const JARACO = [
  "[testenv]",
  "description = perform primary checks (tests, style, types, coverage)",
  "deps =",
  "setenv =",
  "\tPYTHONWARNDEFAULTENCODING = 1",
  "commands =",
  "\tpytest {posargs}",
  "usedevelop = True",
  "extras =",
  "\ttest",
  "\tcheck",
  "\tcover",
  "\tenabler",
  "\ttype",
  "",
  "[testenv:diffcov]",
  "deps =",
  "\t{[testenv]deps}",
  "\tdiff-cover",
  "",
].join("\n");

describe("tox.ini's [testenv]", () => {
  it("gives the extras of the base test environment, not of the named ones", () => {
    expect(toxTestenv(JARACO)).toEqual({
      extras: ["test", "check", "cover", "enabler", "type"],
      deps: [],
      requirements: [],
      leftOut: 0,
    });
  });

  it("takes registry requirements and -r files, and leaves out what only tox can install", () => {
    const ini = [
      "[tox]",
      "envlist = py38, py311",
      "[testenv]",
      "extras = testing, docs",
      "deps =",
      "    pytest>=7, !=7.1.0",
      "    coverage[toml] ; python_version >= '3.8'", // a quote: left out rather than mis-quoted
      "    mock  # for the old tests",
      "    -r{toxinidir}/requirements/test.txt",
      "    -r ./ci/reqs.txt",
      "    -r ../outside.txt",
      "    py38: importlib-metadata",
      "    !py38,!py39: typing-extensions",
      "    {[base]deps}",
      "    git+https://example.invalid/x.git",
      "    pkg @ https://example.invalid/pkg.whl",
      "    -e .",
      "    -cconstraints.txt",
      "commands = pytest",
    ].join("\n");
    expect(toxTestenv(ini)).toEqual({
      extras: ["testing", "docs"],
      deps: ["pytest>=7, !=7.1.0", "mock"],
      requirements: ["requirements/test.txt", "ci/reqs.txt"],
      leftOut: 9,
    });
  });

  it("leaves out a line with control characters, which the install's reason would show in the log", () => {
    expect(toxTestenv("[testenv]\ndeps =\n  pytest>=7\u001b[2J\n  mock\n")).toMatchObject({
      deps: ["mock"],
      leftOut: 1,
    });
  });

  it("is nothing without a [testenv] section", () => {
    expect(toxTestenv("[tox]\nenvlist = py3\n[testenv:lint]\ndeps = ruff\n")).toBeNull();
    expect(toxTestenv("")).toBeNull();
  });
});

describe("pytest install with a tox.ini", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  const facts = (files: string[], texts: Record<string, string>): ProjectFacts => ({
    files,
    topLevel: [],
    texts,
    packageJson: null,
  });
  const pyproject =
    '[project]\nname = "zipp"\n\n[project.optional-dependencies]\ntest = ["pytest"]\ncheck = ["pytest-ruff"]\n';

  it("installs tox's extras with the conventional ones, once each, and says where they came from", () => {
    const step = pytest.install!({
      paths,
      facts: facts(["pyproject.toml", "tox.ini", "zipp/__init__.py"], {
        "pyproject.toml": pyproject,
        "tox.ini": JARACO,
      }),
    })!;
    expect(step.command).toMatch(/ '\.\[test,check,cover,enabler,type\]'$/);
    expect(step.reason).toBe(
      "the project is a Python package with test extras test, check, cover, enabler, type; tox.ini's [testenv] extras test, check, cover, enabler, type",
    );
  });

  it("installs tox's deps and its -r files that exist, quoted, and counts the lines left out", () => {
    const ini = "[testenv]\ndeps =\n  pytest-mock==3.14.0\n  -r tests/reqs.txt\n  -r missing.txt\n  py38: mock\n";
    const step = pytest.install!({ paths, facts: facts(["tox.ini", "tests/reqs.txt"], { "tox.ini": ini }) })!;
    expect(step.command).toMatch(/ \$into -r tests\/reqs\.txt 'pytest-mock==3\.14\.0'$/);
    expect(step.summary).toMatch(/then python -m pip install .* -r tests\/reqs\.txt 'pytest-mock==3\.14\.0'$/);
    expect(step.reason).toBe(
      "tests/reqs.txt present; tox.ini's [testenv] deps -r tests/reqs.txt, pytest-mock==3.14.0 (1 line tox alone can install left out)",
    );
  });

  it("adds nothing where tox.ini has no [testenv]", () => {
    const step = pytest.install!({
      paths,
      facts: facts(["pyproject.toml", "tox.ini"], { "pyproject.toml": pyproject, "tox.ini": "[tox]\nenvlist = py3\n" }),
    })!;
    expect(step.command).toMatch(/ '\.\[test\]'$/);
    expect(step.reason).not.toContain("tox");
  });
});
