// Bad input and broken runs: one clear line naming the fix, exit code 2, and a
// schema-valid results.json with status error and the right kind.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
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
    expect(run.stderr).toMatch(/^testcage: bad input: unknown framework/m);
  });
  it("unknown flag", async () => {
    const run = await runCli(["run", "--frobnicate"]);
    expectError(run, "bad-input", /Unknown option '--frobnicate'/);
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
    // In the process sandbox the report folder sits beside the project copy.
    const cmd = "printf '<testsuites><testsuite name=\"x\"><testcase' > ../reports/pytest-junit.xml; exit 1";
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
      `printf '%s' '${xml}' > ../reports/pytest-junit.xml; exit 1`,
    ]);
    expectError(run, "exit-code-mismatch", /exited with 1 although its report shows no failure/);
    expect(run.result.tests).toHaveLength(1);
  });
  it("a timeout keeps what ran and says what to do", async () => {
    const dir = tempProject({
      "pytest.ini": "[pytest]\n",
      "test_a.py": "import time\n\ndef test_a():\n    pass\n\ndef test_hang():\n    time.sleep(60)\n",
    });
    const run = await runCli(["run", dir, "--sandbox", "process", "--timeout", "3", "--grace", "1"]);
    expectError(run, "timeout", /stopped after the 3 s timeout.*Raise --timeout/);
    expect(run.result.tests.map((t) => [t.name, t.status])).toEqual([["test_a", "passed"]]);
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
