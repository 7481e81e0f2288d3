// Bad input and broken runs: one clear line naming the fix, exit code 2, and a
// schema-valid results.json with status error and the right kind.

import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { CLI, runCli } from "../helpers/cli.js";
import { requireDocker } from "../helpers/docker.js";
import { SAMPLES } from "../helpers/golden.js";

function tempProject(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "tc-proj-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

function expectError(run: Awaited<ReturnType<typeof runCli>>, kind: string, message: RegExp): void {
  expect(run.code).toBe(2);
  expect(run.result.status).toBe("error");
  expect(run.result.errors.map((e) => e.kind)).toContain(kind);
  expect(run.result.message).toMatch(message);
  expect(run.stdout).toMatch(/testcage: ERROR: /);
}

describe("CLI error paths", () => {
  it("unknown framework", async () => {
    const run = await runCli(["run", join(SAMPLES, "pytest/pass"), "--framework", "nose"]);
    expectError(run, "bad-input", /unknown framework 'nose'; use one of: pytest/);
    expect(run.stdout).toMatch(/^testcage: ERROR: bad input: unknown framework/m);
  });
  it("unknown flag", async () => {
    const run = await runCli(["run", "--frobnicate"]);
    expectError(run, "bad-input", /unknown option '--frobnicate'; see testcage --help/);
  });
  it("missing directory", async () => {
    const run = await runCli(["run", "/nonexistent/testcage-dir"]);
    expectError(run, "bad-input", /does not exist or is not a directory/);
  });
  it("nothing detected", async () => {
    const run = await runCli(["run", tempProject({ "README.md": "# nothing\n" })]);
    expectError(run, "nothing-detected", /no test framework detected.*pass --framework/);
  });
  it("the service sandbox without its container", async () => {
    const run = await runCli(["run", join(SAMPLES, "pytest/pass"), "--sandbox", "service"]);
    expectError(run, "sandbox-unavailable", /service sandbox needs the container to run in: pass --container NAME/);
  });
  it("the framework is not installed", async () => {
    // Debian's own python3 has no pytest; without the toolchain shims on PATH it is what runs.
    const env = { ...process.env, PATH: "/usr/bin:/bin" };
    const run = await runCli(["run", join(SAMPLES, "pytest/pass"), "--sandbox", "process"], env);
    expectError(run, "framework-missing", /(pytest is not installed|python3 not found)/);
  });
  it("a truncated report", async () => {
    const dir = tempProject({ "pytest.ini": "[pytest]\n", "test_a.py": "def test_a():\n    pass\n" });
    // The report's path in the sandbox, as a test command is told it (docs/frameworks.md).
    const cmd = 'printf \'<testsuites><testsuite name="x"><testcase\' > "$TESTCAGE_REPORT_JUNIT"; exit 1';
    const run = await runCli(["run", dir, "--sandbox", "process", "--test-command", cmd]);
    expectError(run, "report-invalid", /pytest report could not be parsed/);
  });
  it("no report at all", async () => {
    const dir = tempProject({ "pytest.ini": "[pytest]\n", "test_a.py": "def test_a():\n    pass\n" });
    const run = await runCli(["run", dir, "--sandbox", "process", "--test-command", "echo boom >&2; exit 3"]);
    expectError(run, "report-missing", /exited with 3 and wrote no report: boom/);
  });
  it("a report that claims success while the process failed", async () => {
    const dir = tempProject({ "pytest.ini": "[pytest]\n", "test_a.py": "def test_a():\n    pass\n" });
    const xml =
      '<testsuites><testsuite name="pytest"><testcase classname="test_a" name="test_a" file="test_a.py" line="0" time="0.1"/></testsuite></testsuites>';
    const run = await runCli([
      "run",
      dir,
      "--sandbox",
      "process",
      "--test-command",
      `printf '%s' '${xml}' > "$TESTCAGE_REPORT_JUNIT"; exit 1`,
    ]);
    expectError(run, "exit-code-mismatch", /exited with 1 although its report shows no failure/);
    expect(run.result.tests).toHaveLength(1);
  });
  it("a timeout keeps what ran, names the hanging test and says what to do", async () => {
    const dir = tempProject({
      "pytest.ini": "[pytest]\n",
      "test_a.py": "import time\n\ndef test_a():\n    pass\n\ndef test_hang():\n    time.sleep(60)\n",
    });
    const run = await runCli(["run", dir, "--sandbox", "process", "--timeout", "3", "--grace", "1"]);
    expectError(
      run,
      "timeout",
      /stopped after the 3 s timeout while test_a.py::test_hang \(test_a.py:7\) was running.*Raise --timeout/,
    );
    expect(run.result.tests.map((t) => [t.name, t.status, t.line])).toEqual([
      ["test_a", "passed", 3],
      ["test_hang", "error", 7],
    ]);
    expect(run.stdout.trimEnd().split("\n").at(-2)).toBe(
      "1 passed, 0 failed, 0 skipped, 1 errored; 1 problem (timeout)",
    );
  });
  it.each(["process", "docker"])(
    "%s: a cache folder that cannot be made refuses the run and leaves no workspace or disk behind",
    async (sandbox) => {
      if (sandbox === "docker") requireDocker();
      const home = mkdtempSync(join(tmpdir(), "tc-cache-"));
      const tmp = join(home, "tmp");
      mkdirSync(tmp);
      // A file where the cache folder's parent should be.
      writeFileSync(join(home, "not-a-folder"), "");
      const env = { ...process.env, TMPDIR: tmp, XDG_CACHE_HOME: join(home, "not-a-folder") };
      const run = await runCli(["run", join(SAMPLES, "go/pass"), "--sandbox", sandbox, "--cache", "project"], env);
      expectError(
        run,
        "sandbox-unavailable",
        /the cache folder .* could not be made \(ENOTDIR\); point XDG_CACHE_HOME/,
      );
      // The workspace (with its loop-mounted disk in docker) was made before the cache: it is gone again.
      expect(readdirSync(tmp)).toEqual([]);
      expect(readFileSync("/proc/self/mountinfo", "utf8")).not.toContain(tmp);
    },
  );
});

describe("CLI filter", () => {
  it("runs only the ids given, taken from a previous results.json", async () => {
    const all = await runCli(["run", join(SAMPLES, "pytest/mixed"), "--sandbox", "process"]);
    const wanted = all.result.tests.filter((t) => t.status === "failed").map((t) => t.id);
    expect(wanted).toHaveLength(2);
    const args = wanted.flatMap((id) => ["--filter", id]);
    const some = await runCli(["run", join(SAMPLES, "pytest/mixed"), "--sandbox", "process", ...args]);
    expect(some.result.tests.map((t) => t.id)).toEqual(wanted);
    expect(some.code).toBe(1);
  });
});

/** Runs the built CLI with nothing added (runCli adds --out and reads the results). */
function bareCli(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("the newcomer's path: each answer said once, naming what was typed", () => {
  it.each([
    [["--sandbox", "foo"], /unknown sandbox 'foo'; use one of: auto, docker, service, process/],
    [["--timeout", "abc"], /timeout must be a number of seconds between 1 and 21600, got 'abc'/],
    [["--timeout", "-5"], /timeout must be a number of seconds between 1 and 21600, got '-5'/],
    [["--bogus"], /unknown option '--bogus'/],
    [["--sandboxx", "docker"], /unknown option '--sandboxx' \(did you mean --sandbox\?\)/],
    [["--timeout"], /--timeout needs a value \(--timeout SECONDS\)/],
    [["--coverage=yes"], /--coverage is a switch and takes no value/],
  ])("%j: one line with one pointer to --help, no usage dump", async (args, message) => {
    const run = await runCli(["run", join(SAMPLES, "pytest/pass"), ...args]);
    expectError(run, "bad-input", message);
    const all = `${run.stdout}${run.stderr}`;
    expect(all.match(new RegExp(message.source, "g"))).toHaveLength(1);
    expect(all.match(/see testcage --help/g)).toHaveLength(1);
    expect(all).not.toMatch(/usage:|problem \[/);
    expect(all.trimEnd().split("\n")).toHaveLength(2); // the error, then where results.json is
  });

  it("an empty folder is named as typed, and said to be empty", async () => {
    const parent = mkdtempSync(join(tmpdir(), "tc-empty-"));
    mkdirSync(join(parent, "my-project"));
    const run = await runCli(["run", "my-project"], process.env, parent);
    expectError(run, "nothing-detected", /^my-project has no files to test/);
  });

  it("a folder with no framework is named as typed", async () => {
    const parent = mkdtempSync(join(tmpdir(), "tc-nofw-"));
    mkdirSync(join(parent, "docs-only"));
    writeFileSync(join(parent, "docs-only/README.md"), "# nothing\n");
    const run = await runCli(["run", "docs-only"], process.env, parent);
    expectError(run, "nothing-detected", /^no test framework detected in docs-only; pass --framework/);
  });

  it("a test script running a runner testcage cannot run is named (tape, minimist's)", async () => {
    const parent = mkdtempSync(join(tmpdir(), "tc-tape-"));
    mkdirSync(join(parent, "minimist/test"), { recursive: true });
    writeFileSync(
      join(parent, "minimist/package.json"),
      JSON.stringify({
        name: "minimist",
        scripts: { test: "npm run tests-only", "tests-only": "nyc tape 'test/**/*.js'" },
      }),
    );
    writeFileSync(join(parent, "minimist/test/all.js"), "var test = require('tape');\n");
    const run = await runCli(["run", "minimist"], process.env, parent);
    expectError(
      run,
      "nothing-detected",
      /^no test framework detected in minimist \(the test script runs tape, `nyc tape 'test\/\*\*\/\*\.js'`, which testcage cannot run yet: run it in a step of its own with a JUnit reporter and read that with report-paths\); pass --framework/,
    );
  });

  it("a --filter that matches nothing says so, not that the project has no tests", async () => {
    const run = await runCli([
      "run",
      join(SAMPLES, "pytest/pass"),
      "--sandbox",
      "process",
      "--filter",
      "test_math.py::test_nope",
    ]);
    expectError(run, "no-tests", /^no test matched --filter test_math.py::test_nope; pytest ran and selected nothing/);
  });

  it("the service sandbox without --container is refused before any sandbox note", async () => {
    const run = await runCli(["run", join(SAMPLES, "pytest/pass"), "--sandbox", "service"]);
    expectError(run, "sandbox-unavailable", /pass --container NAME/);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/sandbox note|container \?/);
  });

  it.each([[[]], [["help"]], [["--help"]], [["run", "--help"]]])(
    "testcage %j shows the help and runs nothing",
    (args) => {
      const cwd = mkdtempSync(join(tmpdir(), "tc-help-"));
      const run = bareCli(args, cwd);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^usage: testcage run \[DIR\] \[options\]/);
      expect(run.stdout).toContain("--framework NAME");
      expect(run.stderr).toBe("");
      expect(readdirSync(cwd)).toEqual([]); // no testcage-results/ written
    },
  );

  it.each([[["--version"]], [["run", "--version"]], [["merge", "--version"]]])(
    "testcage %j prints the version alone and runs nothing",
    (args) => {
      const cwd = mkdtempSync(join(tmpdir(), "tc-version-"));
      const pkg = JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8")) as {
        version: string;
      };
      const run = bareCli(args, cwd);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`${pkg.version}\n`);
      expect(run.stderr).toBe("");
      expect(readdirSync(cwd)).toEqual([]);
    },
  );

  it("an unknown command is refused once, naming the command", async () => {
    const run = await runCli(["test", "."]);
    expectError(run, "bad-input", /unknown command 'test'; the commands are run and merge: testcage run \[DIR\]/);
    expect(run.stdout.match(/unknown command/g)).toHaveLength(1);
  });
});

describe("CLI --compare", () => {
  it("lists new failures, fixed, added and removed tests against an earlier results.json", async () => {
    const dir = tempProject({
      "pytest.ini": "[pytest]\n",
      "test_a.py":
        "def test_keeps():\n    pass\n\ndef test_breaks():\n    pass\n\ndef test_mends():\n    assert False\n\ndef test_goes():\n    pass\n",
    });
    const base = await runCli(["run", dir, "--sandbox", "process"]);
    expect(base.result.status).toBe("fail");
    writeFileSync(
      join(dir, "test_a.py"),
      "def test_keeps():\n    pass\n\ndef test_breaks():\n    assert False\n\ndef test_mends():\n    pass\n\ndef test_new():\n    pass\n",
    );
    const run = await runCli(["run", dir, "--sandbox", "process", "--compare", join(base.outDir, "results.json")]);
    const c = run.result.comparison!;
    expect(c.counts).toEqual({ new_failures: 1, fixed: 1, still_failing: 0, added: 1, removed: 1 });
    expect(c.new_failures).toEqual(["test_a.py::test_breaks"]);
    expect(c.fixed).toEqual(["test_a.py::test_mends"]);
    expect(c.added).toEqual(["test_a.py::test_new"]);
    expect(c.removed).toEqual(["test_a.py::test_goes"]);
    expect(run.stdout).toContain("1 new failures, 1 fixed, 0 still failing, 1 added, 1 removed");
    expect(run.stdout).toContain("  new: test_a.py::test_breaks");
  });

  it("says why a base file cannot be used, and the run's own result stands", async () => {
    const bad = join(mkdtempSync(join(tmpdir(), "tc-cmp-")), "results.json");
    writeFileSync(bad, "{not json");
    const run = await runCli(["run", join(SAMPLES, "pytest/pass"), "--sandbox", "process", "--compare", bad]);
    expect(run.code).toBe(0);
    expect(run.result.status).toBe("pass");
    expect(run.result.comparison).toBeUndefined();
    expect(run.stderr).toMatch(/^testcage: .*results\.json/m);
  });
});

describe("pytest ids are pytest's node ids", () => {
  it("a test a class inherits from another module gets its own id, and --filter selects exactly it", async () => {
    const dir = tempProject({
      "pytest.ini": "[pytest]\n",
      "helpers_base.py":
        "class Base:\n    def test_signer(self):\n        assert True\n\n    def test_other(self):\n        assert False\n",
      "test_timed.py":
        "from helpers_base import Base\n\n\nclass TestTimed(Base):\n    pass\n\n\nclass TestPlain(Base):\n    pass\n",
    });
    const all = await runCli(["run", dir, "--sandbox", "process"]);
    expect(all.result.tests.map((t) => [t.id, t.file, t.line])).toEqual([
      ["test_timed.py::TestTimed::test_signer", "helpers_base.py", 2],
      ["test_timed.py::TestTimed::test_other", "helpers_base.py", 6],
      ["test_timed.py::TestPlain::test_signer", "helpers_base.py", 2],
      ["test_timed.py::TestPlain::test_other", "helpers_base.py", 6],
    ]);
    const one = await runCli(["run", dir, "--sandbox", "process", "--filter", "test_timed.py::TestPlain::test_other"]);
    expect(one.result.tests.map((t) => [t.id, t.status])).toEqual([["test_timed.py::TestPlain::test_other", "failed"]]);
  });
});

describe("node:test under borp", () => {
  it("runs borp's file set: a fixture under test/ that node's default patterns would run is not a test", async () => {
    const dir = tempProject({
      "package.json": '{"name":"p","scripts":{"test":"borp --coverage"}}\n',
      ".borp.yaml": "files:\n  - 'test/**/*.test.js'\n",
      "test/a.test.js": 'const test = require("node:test");\ntest("a", () => {});\n',
      "test/deep/b.test.js": 'const test = require("node:test");\ntest("b", () => {});\n',
      "test/fixtures/plugin.js":
        'const test = require("node:test");\ntest("a fixture, not a test", () => { throw new Error("ran"); });\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.status, run.stdout + run.stderr).toBe("pass");
    expect(run.result.tests.map((t) => t.id)).toEqual(["test/a.test.js::a", "test/deep/b.test.js::b"]);
    expect(run.stderr).not.toContain("which testcage does not follow");
    expect(run.result.framework?.notes).toBeUndefined();
  });
});

describe("--test-command is told where the reports go", () => {
  it("TESTCAGE_REPORT_<NAME> names the file testcage reads, so the command need not guess the sandbox's layout", async () => {
    const dir = tempProject({ "pytest.ini": "[pytest]\n", "test_a.py": "def test_a():\n    pass\n" });
    const run = await runCli([
      "run",
      dir,
      "--sandbox",
      "process",
      "--test-command",
      'test -d "$TESTCAGE_REPORTS_DIR" && python3 -m pytest -p no:cacheprovider --junitxml="$TESTCAGE_REPORT_JUNIT" -o junit_family=xunit1',
    ]);
    expect(run.result.status, run.stdout).toBe("pass");
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([["test_a.py::test_a", "passed"]]);
  });

  it("mocha: the harness is named, so a command of its own is read; one that does not load it is told how", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "tc-mocha-cmd-")), "project");
    cpSync(join(SAMPLES, "mocha", "pass"), dir, { recursive: true, verbatimSymlinks: true });
    mkdirSync(join(dir, "unit"));
    writeFileSync(join(dir, "unit/a-test.js"), 'describe("unit", () => {\n  it("a", () => {});\n});\n');
    const mocha = "node_modules/.bin/mocha";
    const run = await runCli([
      "run",
      dir,
      "--sandbox",
      "process",
      "--test-command",
      `${mocha} --require "$TESTCAGE_MOCHA_HARNESS" --reporter "$TESTCAGE_MOCHA_HARNESS" unit/a-test.js`,
    ]);
    expect(run.result.status, run.stdout + run.stderr).toBe("pass");
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([["unit/a-test.js::unit::a", "passed"]]);
    const bare = await runCli(["run", dir, "--sandbox", "process", "--test-command", `${mocha} unit/a-test.js`]);
    expect(bare.result.errors.map((e) => e.kind)).toEqual(["report-missing"]);
    expect(bare.result.errors[0]!.message).toMatch(
      /; a test command writes the report testcage reads to \$TESTCAGE_REPORT_HARNESS \(mocha writes it with --require "\$TESTCAGE_MOCHA_HARNESS" --reporter "\$TESTCAGE_MOCHA_HARNESS"\)$/,
    );
  });

  it("node:test: the reporter and the capture are named, so a command of its own file set is read (docs/frameworks.md)", async () => {
    // node --test alone would also run the helper under test/ (node 20's default patterns).
    const dir = tempProject({
      "package.json": '{"name":"p","scripts":{"test":"borp"}}\n',
      "test/a.test.js": 'const test = require("node:test");\ntest("a", () => { console.log("said by a"); });\n',
      "test/b.test.js": 'const test = require("node:test");\ntest("b", () => {});\n',
      "test/helper.js": 'const test = require("node:test");\ntest("helper, not a test file", () => {});\n',
    });
    const run = await runCli([
      "run",
      dir,
      "--sandbox",
      "process",
      "--framework",
      "node-test",
      "--test-command",
      'node --import="$TESTCAGE_NODE_TEST_CAPTURE" --test --test-reporter="$TESTCAGE_NODE_TEST_REPORTER" --test-reporter-destination="$TESTCAGE_REPORT_EVENTS" test/*.test.js',
    ]);
    expect(run.result.status, run.stdout + run.stderr).toBe("pass");
    expect(run.result.tests.map((t) => [t.id, t.status])).toEqual([
      ["test/a.test.js::a", "passed"],
      ["test/b.test.js::b", "passed"],
    ]);
    expect(run.result.tests[0]!.stdout).toContain("said by a");
  });
});
