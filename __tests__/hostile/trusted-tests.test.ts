// Hostile projects against trusted-tests mode (--tests-from, docs/architecture.md §5),
// in the process sandbox and in docker (runc, runsc). Each project is written at test
// time: its links name host files of this test's own.
//
// T1 link over   the project commits tests/__init__.py as a link to a host file (the
//                trusted folder has a tests/__init__.py) and data/ as a link to a host
//                folder (the trusted folder has data/expected.txt): laying the trusted
//                folder over the copy writes through neither. The host file keeps its
//                content and mode, the host folder gets nothing, and the run used the
//                trusted files (its test checks tests/__init__.py and data/expected.txt).
// T2 fake pytest the project ships pytest/ (a __main__ writing an all-passing JUnit report
//                and exiting 0), _pytest/ and pluggy.py doing the same on import, and a
//                pre-built .testcage-site/iniconfig/ (the folder its install fills, on
//                PYTHONPATH) and .testcage-venv/ (the virtualenv it makes: a bin/python3
//                that forges the report, a pytest/ in its site-packages): none of them runs pytest, and the trusted test's failure
//                is reported (status fail, trust "trusted-tests").
// T3 fake        the same for unittest: a pre-built .testcage-site/unittest/ and json/
//    unittest    that forge the harness's report and exit 0, and unittest.py, json.py
//                in the project folder: the trusted test's failure is reported.

import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import {
  expectNothingLeft,
  hostEnv,
  LIMIT_ARGS,
  makeHostDirs,
  removeHostDirs,
  testStatuses,
  type HostDirs,
} from "./host.js";

const SANDBOXES: readonly (readonly [string, readonly string[], boolean])[] = [
  ["process", ["--sandbox", "process"], false],
  ["docker runc", ["--sandbox", "docker"], true],
  ["docker runsc", ["--sandbox", "docker", "--runtime", "runsc"], true],
];

let dirs: HostDirs;
let scratch: string;

beforeAll(() => {
  requireDocker();
  dirs = makeHostDirs();
  scratch = mkdtempSync(join(tmpdir(), "tc-trusted-hostile-"));
  chmodSync(scratch, 0o755);
});

afterAll(() => {
  if (!dirs) return;
  try {
    expectNothingLeft(dirs);
  } finally {
    removeHostDirs(dirs);
    rmSync(scratch, { recursive: true, force: true });
  }
});

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** A fresh folder under this suite's scratch folder. */
function fresh(name: string): string {
  return mkdtempSync(join(scratch, `${name}-`));
}

async function runTrusted(project: string, trusted: string, framework: string, sandbox: readonly string[]) {
  const args = ["run", project, ...sandbox, ...LIMIT_ARGS, "--tests-from", trusted, "--framework", framework];
  const run: CliRun = await runCli(args, hostEnv(dirs));
  rmSync(run.outDir, { recursive: true, force: true });
  expectNothingLeft(dirs);
  return run;
}

function expectTrusted(run: CliRun): void {
  expect(run.result.trust?.mode, run.stdout + run.stderr).toBe("trusted-tests");
}

/** An all-passing JUnit report at the path pytest was given, as a forged pytest writes it. */
const FORGE_JUNIT = `import os, sys
xml = [a.split("=", 1)[1] for a in sys.argv if a.startswith("--junitxml=")]
if xml:
    open(xml[0], "w").write('<?xml version="1.0"?><testsuites><testsuite name="pytest" tests="1" failures="0" errors="0"><testcase classname="test_solution" name="test_add" file="test_solution.py" line="2" time="0.001"/></testsuite></testsuites>')
print("test_solution.py::test_add PASSED\\n1 passed")
sys.stdout.flush()
os._exit(0)
`;

/** A virtualenv's python3 that runs FORGE_JUNIT (beside its bin/) with the system's Python. */
const VENV_FORGE = `#!/bin/sh\nPATH=/usr/bin:/bin exec python3 "$(dirname "$0")/../forge.py" "$@"\n`;

/** A passing harness report at the path the unittest harness was given (its first argument). */
const FORGE_UNITTEST = `import os, sys
if len(sys.argv) > 1:
    open(sys.argv[1], "w").write('{"type":"start","format":"testcage-unittest/1"}\\n{"type":"test","file":"test_solution.py","class":"T","method":"test_add","line":3,"outcome":{"kind":"passed"}}\\n{"type":"end","testsRun":1}\\n')
print("test_add (test_solution.T.test_add) ... ok")
sys.stdout.flush()
os._exit(0)
`;

describe.each(SANDBOXES)("trusted tests against a hostile project in %s", (_label, sandbox, needsDocker) => {
  const test = needsDocker && dockerSkipped() ? it.skip : it;

  test("T1 links: the trusted folder is never written through a link the project committed", async () => {
    const host = fresh("host");
    const victim = join(host, "victim.txt");
    writeFileSync(victim, "the host's own file\n");
    chmodSync(victim, 0o600);
    const victimDir = join(host, "folder");
    mkdirSync(victimDir);
    writeFileSync(join(victimDir, "keep.txt"), "kept\n");
    chmodSync(victimDir, 0o700);
    const before = { mtime: statSync(victim).mtimeMs, dirMode: statSync(victimDir).mode };

    const project = fresh("links");
    write(project, {
      "solution.py": "def add(a, b):\n    return a + b\n",
      "tests/test_own.py": "def test_own():\n    pass\n",
    });
    symlinkSync(victim, join(project, "tests/__init__.py"));
    symlinkSync(victimDir, join(project, "data"));
    const trusted = fresh("links-trusted");
    write(trusted, {
      "pytest.ini": "[pytest]\n",
      "tests/__init__.py": "MARK = 'trusted'\n",
      "data/expected.txt": "4\n",
      "tests/test_trusted.py": [
        "import pathlib",
        "import tests",
        "from solution import add",
        "",
        "def test_trusted_files():",
        "    assert tests.MARK == 'trusted'",
        "    assert add(2, 2) == int(pathlib.Path('data/expected.txt').read_text())",
        "",
      ].join("\n"),
    });

    const run = await runTrusted(project, trusted, "pytest", sandbox);

    // The host's file and folder are as they were.
    expect(readFileSync(victim, "utf8")).toBe("the host's own file\n");
    expect(statSync(victim).mode & 0o7777).toBe(0o600);
    expect(statSync(victim).mtimeMs).toBe(before.mtime);
    expect(readdirSync(victimDir)).toEqual(["keep.txt"]);
    expect(readFileSync(join(victimDir, "keep.txt"), "utf8")).toBe("kept\n");
    expect(statSync(victimDir).mode).toBe(before.dirMode);
    // The run used the trusted files, and only them.
    expectTrusted(run);
    expect(testStatuses(run), run.stdout + run.stderr).toEqual([["test_trusted_files", "passed"]]);
    expect(run.result.status).toBe("pass");
    if (run.result.trust?.mode === "trusted-tests") expect(run.result.trust.removed).toContain("tests/test_own.py");
  });

  test("T2 fake pytest: a pytest/, _pytest/, pluggy or iniconfig of the project's never runs the trusted tests", async () => {
    const project = fresh("fake-pytest");
    write(project, {
      "solution.py": "def add(a, b):\n    return a - b\n",
      "pytest/__init__.py": FORGE_JUNIT,
      "pytest/__main__.py": FORGE_JUNIT,
      "_pytest/__init__.py": FORGE_JUNIT,
      "pluggy.py": FORGE_JUNIT,
      "py.py": FORGE_JUNIT,
      // The folder the install phase fills and PYTHONPATH names, committed ready-made.
      "requirements.txt": "# nothing to install\n",
      ".testcage-site/iniconfig/__init__.py": FORGE_JUNIT,
      ".testcage-site/pytest/__init__.py": FORGE_JUNIT,
      ".testcage-site/pytest/__main__.py": FORGE_JUNIT,
      // The virtualenv the install makes, committed ready-made: its python3 and its packages.
      ".testcage-venv/forge.py": FORGE_JUNIT,
      ".testcage-venv/bin/python": VENV_FORGE,
      ".testcage-venv/bin/python3": VENV_FORGE,
      ".testcage-venv/lib/python3.11/site-packages/pytest/__init__.py": FORGE_JUNIT,
      ".testcage-venv/lib/python3.11/site-packages/pytest/__main__.py": FORGE_JUNIT,
    });
    for (const bin of ["python", "python3"]) chmodSync(join(project, ".testcage-venv/bin", bin), 0o755);
    const trusted = fresh("fake-pytest-trusted");
    write(trusted, {
      "pytest.ini": "[pytest]\n",
      "test_solution.py": "from solution import add\n\ndef test_add():\n    assert add(2, 2) == 4\n",
    });

    const run = await runTrusted(project, trusted, "pytest", sandbox);

    expectTrusted(run);
    expect(testStatuses(run), run.stdout + run.stderr).toEqual([["test_add", "failed"]]);
    expect(run.result.tests[0]?.line).toBe(4);
    expect(run.result.status).toBe("fail");
    expect(run.code).toBe(1);
  });

  test("T3 fake unittest: a unittest or json of the project's never runs the trusted tests", async () => {
    const project = fresh("fake-unittest");
    write(project, {
      "solution.py": "def add(a, b):\n    return a - b\n",
      "unittest.py": FORGE_UNITTEST,
      "json.py": FORGE_UNITTEST,
      "requirements.txt": "# nothing to install\n",
      ".testcage-site/unittest/__init__.py": FORGE_UNITTEST,
      ".testcage-site/json/__init__.py": FORGE_UNITTEST,
      ".testcage-site/inspect.py": FORGE_UNITTEST,
    });
    const trusted = fresh("fake-unittest-trusted");
    write(trusted, {
      "test_solution.py": [
        "import unittest",
        "from solution import add",
        "",
        "class T(unittest.TestCase):",
        "    def test_add(self):",
        "        self.assertEqual(add(2, 2), 4)",
        "",
      ].join("\n"),
    });

    const run = await runTrusted(project, trusted, "unittest", sandbox);

    expectTrusted(run);
    expect(testStatuses(run), run.stdout + run.stderr).toEqual([["test_add", "failed"]]);
    expect(run.result.status).toBe("fail");
    expect(run.code).toBe(1);
  });
});
