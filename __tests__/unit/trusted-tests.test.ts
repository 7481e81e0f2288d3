import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError, resolveOptions } from "../../src/options/options.js";
import { trustedView } from "../../src/run/trusted-tests.js";
import { tempTrees } from "../helpers/temp-tree.js";

const tree = tempTrees("trusted-unit-");

describe("trustedView", () => {
  it("pytest: removes the project's tests, conftest hooks, config and start-up hooks, then lays the trusted folder over", async () => {
    const project = tree({
      "solution.py": "def add(a, b): return a - b\n",
      "pkg/__init__.py": "",
      "pkg/helpers.py": "X = 1\n",
      "conftest.py": "forge\n",
      "tests/conftest.py": "forge\n",
      "tests/test_solution.py": "forged\n",
      "tests/solution_test.py": "forged\n",
      "pytest.ini": "[pytest]\naddopts = -p forge\n",
      "tox.ini": "[pytest]\n",
      "sitecustomize.py": "forge\n",
      "lib/evil.pth": "import forge\n",
      "pyproject.toml": "[project]\nname = 'x'\n",
      ".git/config": "",
    });
    const trusted = tree({ "tests/test_solution.py": "trusted\n", "pytest.ini": "[pytest]\n" });
    const view = await trustedView(project, trusted, "graders/tests", "pytest");
    try {
      expect(readFileSync(join(view.dir, "tests/test_solution.py"), "utf8")).toBe("trusted\n");
      expect(readFileSync(join(view.dir, "pytest.ini"), "utf8")).toBe("[pytest]\n");
      for (const gone of [
        "conftest.py",
        "tests/conftest.py",
        "tests/solution_test.py",
        "tox.ini",
        "sitecustomize.py",
        "lib/evil.pth",
        ".git",
      ]) {
        expect(existsSync(join(view.dir, gone)), gone).toBe(false);
      }
      for (const kept of ["solution.py", "pkg/helpers.py", "pyproject.toml"]) {
        expect(existsSync(join(view.dir, kept)), kept).toBe(true);
      }
      expect(view.trust).toMatchObject({ mode: "trusted-tests", tests_from: "graders/tests", trusted_files: 2 });
      if (view.trust.mode === "trusted-tests") {
        expect(view.trust.removed_count).toBe(8);
        expect(view.trust.removed).toContain("lib/evil.pth");
      }
      // The user's project is untouched.
      expect(readFileSync(join(project, "conftest.py"), "utf8")).toBe("forge\n");
    } finally {
      await view.remove();
    }
    expect(existsSync(view.dir)).toBe(false);
  });

  it("go: the project's _test.go files are replaced, its sources kept", async () => {
    const project = tree({
      "go.mod": "module x\n",
      "add.go": "package x\n",
      "add_test.go": "forged\n",
      "sub/b_test.go": "x",
    });
    const trusted = tree({ "add_test.go": "trusted\n" });
    const view = await trustedView(project, trusted, "t", "go");
    try {
      expect(readFileSync(join(view.dir, "add_test.go"), "utf8")).toBe("trusted\n");
      expect(existsSync(join(view.dir, "sub/b_test.go"))).toBe(false);
      expect(existsSync(join(view.dir, "add.go"))).toBe(true);
    } finally {
      await view.remove();
    }
  });

  it("refuses a framework it has no rules for, naming the ones it has", async () => {
    const project = tree({ "package.json": "{}" });
    const trusted = tree({ "a.test.js": "" });
    await expect(trustedView(project, trusted, "t", "jest")).rejects.toThrow(
      /tests-from \(trusted tests\) supports pytest, unittest, go so far, not jest/,
    );
  });
});

describe("tests-from input", () => {
  it("resolves against the working folder and keeps the label", () => {
    expect(resolveOptions({ testsFrom: "graders/t" }, "/w", {}).testsFrom).toEqual({
      path: "/w/graders/t",
      label: "graders/t",
    });
    expect(resolveOptions({}, "/w", {}).testsFrom).toBeNull();
  });
  it("refuses test-command and report-paths beside it", () => {
    expect(() => resolveOptions({ testsFrom: "t", testCommand: "pytest" }, "/w", {})).toThrow(InputError);
    expect(() => resolveOptions({ testsFrom: "t", reportPaths: "*.xml" }, "/w", {})).toThrow(/drop tests-from/);
  });
});
