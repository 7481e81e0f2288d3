// Laying the trusted folder over the project's copy (layOver, trustedView): nothing is
// ever written through a link the project committed, and the launcher pytest runs
// through in trusted-tests mode.

import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { layOver, trustedView } from "../../src/run/trusted-tests.js";
import { pytest } from "../../src/frameworks/pytest.js";
import { unittest } from "../../src/frameworks/unittest.js";
import type { PlanContext, SandboxPaths } from "../../src/core/adapter-types.js";
import { tempTrees } from "../helpers/temp-tree.js";

const tree = tempTrees("trusted-overlay-");

/** A host file and folder outside everything the overlay may touch. */
function victims(): { file: string; dir: string } {
  const host = tree({ "victim.txt": "host\n", "folder/keep.txt": "kept\n" });
  chmodSync(join(host, "victim.txt"), 0o600);
  return { file: join(host, "victim.txt"), dir: join(host, "folder") };
}

function expectUntouched(v: { file: string; dir: string }): void {
  expect(readFileSync(v.file, "utf8")).toBe("host\n");
  expect(statSync(v.file).mode & 0o7777).toBe(0o600);
  expect(readdirSync(v.dir)).toEqual(["keep.txt"]);
}

describe("layOver", () => {
  it("replaces a link where the trusted folder has a file, never writing through it", async () => {
    const v = victims();
    const view = tree({ "tests/test_own.py": "own\n" });
    symlinkSync(v.file, join(view, "tests/__init__.py"));
    symlinkSync(join(v.dir, "missing.py"), join(view, "tests/dangling.py"));
    const trusted = tree({ "tests/__init__.py": "trusted\n", "tests/dangling.py": "trusted too\n" });
    chmodSync(join(trusted, "tests/__init__.py"), 0o640);
    await layOver(trusted, view);
    expectUntouched(v);
    expect(existsSync(join(v.dir, "missing.py"))).toBe(false);
    expect(lstatSync(join(view, "tests/__init__.py")).isFile()).toBe(true);
    expect(readFileSync(join(view, "tests/__init__.py"), "utf8")).toBe("trusted\n");
    expect(statSync(join(view, "tests/__init__.py")).mode & 0o777).toBe(0o640);
    expect(readFileSync(join(view, "tests/dangling.py"), "utf8")).toBe("trusted too\n");
    expect(readFileSync(join(view, "tests/test_own.py"), "utf8")).toBe("own\n");
  });

  it("replaces a linked folder (absolute or relative) with a folder of the view's own", async () => {
    const v = victims();
    const view = tree();
    symlinkSync(v.dir, join(view, "tests"));
    mkdirSync(join(view, "pkg"));
    symlinkSync("../../", join(view, "pkg/deep"));
    const trusted = tree({ "tests/test_a.py": "a\n", "tests/sub/test_b.py": "b\n", "pkg/deep/x.py": "x\n" });
    await layOver(trusted, view);
    expectUntouched(v);
    expect(lstatSync(join(view, "tests")).isDirectory()).toBe(true);
    expect(readFileSync(join(view, "tests/sub/test_b.py"), "utf8")).toBe("b\n");
    expect(lstatSync(join(view, "pkg/deep")).isDirectory()).toBe(true);
    expect(readFileSync(join(view, "pkg/deep/x.py"), "utf8")).toBe("x\n");
    expect(existsSync(join(dirname(view), "x.py"))).toBe(false);
  });

  it("a file where a folder is needed, and a folder where a file is, give way to the trusted folder", async () => {
    const view = tree({ conf: "project file\n", "data/old.txt": "old\n" });
    const trusted = tree({ "conf/settings.ini": "[x]\n", data: "now a file\n" });
    await layOver(trusted, view);
    expect(readFileSync(join(view, "conf/settings.ini"), "utf8")).toBe("[x]\n");
    expect(readFileSync(join(view, "data"), "utf8")).toBe("now a file\n");
  });

  it("keeps the trusted folder's own links as links, its modes, and leaves .git out", async () => {
    const view = tree({ "solution.py": "s\n" });
    const trusted = tree({ "tests/test_a.py": "a\n", ".git/config": "token\n", "tests/.git/config": "token\n" });
    symlinkSync("test_a.py", join(trusted, "tests/test_link.py"));
    chmodSync(join(trusted, "tests"), 0o750);
    await layOver(trusted, view);
    expect(readlinkSync(join(view, "tests/test_link.py"))).toBe("test_a.py");
    expect(statSync(join(view, "tests")).mode & 0o777).toBe(0o750);
    expect(existsSync(join(view, ".git"))).toBe(false);
    expect(existsSync(join(view, "tests/.git"))).toBe(false);
    expect(readFileSync(join(view, "solution.py"), "utf8")).toBe("s\n");
  });
});

describe("trustedView with a hostile project", () => {
  it("a project link at a trusted file's path or folder leaves the host as it was", async () => {
    const v = victims();
    const project = tree({ "solution.py": "s\n" });
    mkdirSync(join(project, "tests"));
    symlinkSync(v.file, join(project, "tests/__init__.py"));
    symlinkSync(v.dir, join(project, "data"));
    const trusted = tree({ "tests/__init__.py": "trusted\n", "tests/test_t.py": "t\n", "data/in.txt": "in\n" });
    const view = await trustedView(project, trusted, "t", "pytest");
    try {
      expectUntouched(v);
      expect(readFileSync(join(view.dir, "tests/__init__.py"), "utf8")).toBe("trusted\n");
      expect(lstatSync(join(view.dir, "data")).isDirectory()).toBe(true);
      expect(readFileSync(join(view.dir, "data/in.txt"), "utf8")).toBe("in\n");
      // The project keeps its links.
      expect(lstatSync(join(project, "tests/__init__.py")).isSymbolicLink()).toBe(true);
    } finally {
      await view.remove();
    }
    expectUntouched(v);
  });
});

const PATHS: SandboxPaths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
function ctx(trusted: boolean, files: string[] = []): PlanContext {
  const facts = { files, texts: {} } as unknown as PlanContext["facts"];
  return { paths: PATHS, facts, filter: [], testCommand: null, coverage: false, trusted };
}

describe("trusted-tests launchers", () => {
  it("pytest runs through testcage's launcher in trusted mode, as `-m pytest` otherwise", () => {
    const plan = pytest.plan(ctx(true, ["pytest.ini"]));
    expect(plan.argv.slice(0, 3)).toEqual(["python3", "/h/testcage_pytest.py", "-v"]);
    expect(plan.argv).not.toContain("-m");
    expect(plan.harness.map((h) => h.name)).toEqual(["testcage_pytest.py"]);
    expect(plan.harness[0]?.content).toContain("pytest.console_main()");
    expect(plan.env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"]).toBe("1");
    const own = pytest.plan(ctx(false));
    expect(own.argv.slice(0, 3)).toEqual(["python3", "-m", "pytest"]);
    expect(own.harness).toEqual([]);
  });

  it("unittest's harness is told trusted mode", () => {
    expect(unittest.plan(ctx(true)).env["TESTCAGE_UNITTEST_TRUSTED"]).toBe("1");
    expect(unittest.plan(ctx(false)).env["TESTCAGE_UNITTEST_TRUSTED"]).toBeUndefined();
  });
});
