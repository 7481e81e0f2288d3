// One rule for a run stopped by the timeout, in every framework: status error,
// kind timeout, exit 2; the tests that finished keep their results; the test
// running at that moment is listed as errored, "did not finish within N s", at
// its file:line; the closing line counts it apart from failures. Each case is
// the framework's `pass` sample plus one hanging test from __tests__/timeouts/.

import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { requireDocker } from "../helpers/docker.js";
import { ROOT, SAMPLES } from "../helpers/golden.js";

interface Case {
  framework: string;
  /** Long enough for the toolchain to build and reach the hanging test on a busy 2-core machine. */
  timeout: number;
  /** The hanging test as results.json names it. */
  id: string;
  file: string;
  line: number;
  sandboxes: string[];
}

const CASES: Case[] = [
  {
    framework: "pytest",
    timeout: 8,
    id: "test_zhang.py::test_hangs",
    file: "test_zhang.py",
    line: 5,
    sandboxes: ["process", "docker"],
  },
  {
    framework: "unittest",
    timeout: 8,
    id: "test_zhang.py::HangTest::test_hangs",
    file: "test_zhang.py",
    line: 6,
    sandboxes: ["process"],
  },
  {
    framework: "go",
    timeout: 60,
    id: "hang_test.go::TestZHangs",
    file: "hang_test.go",
    line: 8,
    sandboxes: ["process", "docker"],
  },
  {
    framework: "jest",
    timeout: 30,
    id: "zhang.test.js::hangs",
    file: "zhang.test.js",
    line: 1,
    sandboxes: ["process", "docker"],
  },
  {
    framework: "vitest",
    timeout: 30,
    id: "zhang.test.ts::hangs",
    file: "zhang.test.ts",
    line: 3,
    sandboxes: ["process", "docker"],
  },
  {
    framework: "mocha",
    timeout: 15,
    id: "test/zhang.spec.js::hang::hangs",
    file: "test/zhang.spec.js",
    line: 2,
    sandboxes: ["process"],
  },
  {
    framework: "node-test",
    timeout: 15,
    id: "zhang.test.js::hangs",
    file: "zhang.test.js",
    line: 3,
    sandboxes: ["process"],
  },
  {
    framework: "phpunit",
    timeout: 15,
    id: "tests/ZHangTest.php::ZHangTest::testHangs",
    file: "tests/ZHangTest.php",
    line: 8,
    sandboxes: ["process"],
  },
  {
    framework: "rspec",
    timeout: 15,
    id: "spec/zhang_spec.rb::Hang::hangs",
    file: "spec/zhang_spec.rb",
    line: 2,
    sandboxes: ["process"],
  },
  {
    framework: "exunit",
    timeout: 60,
    id: "test/zhang_test.exs::ZHangTest::hangs",
    file: "test/zhang_test.exs",
    line: 5,
    sandboxes: ["process"],
  },
  {
    framework: "maven",
    timeout: 150,
    id: "src/test/java/calc/ZHangTest.java::ZHangTest::hangs",
    file: "src/test/java/calc/ZHangTest.java",
    line: 7,
    sandboxes: ["process"],
  },
  // libtest names a running test only once it has run 60 s, so the timeout leaves it that long.
  {
    framework: "cargo",
    timeout: 120,
    id: "tests/zhang.rs::hangs",
    file: "tests/zhang.rs",
    line: 2,
    sandboxes: ["process"],
  },
];

function hangingProject(framework: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), `tc-hang-${framework}-`)), "project");
  cpSync(join(SAMPLES, framework, "pass"), dir, { recursive: true, verbatimSymlinks: true });
  cpSync(join(ROOT, "__tests__/timeouts", framework), dir, { recursive: true });
  return dir;
}

const runs = CASES.flatMap((c) => c.sandboxes.map((sandbox) => ({ ...c, sandbox })));

describe.concurrent("a run stopped by the timeout", () => {
  it.each(runs)(
    "$framework in $sandbox: error, the finished tests kept, the hanging one named at file:line",
    async (c) => {
      if (c.sandbox === "docker") requireDocker();
      const dir = hangingProject(c.framework);
      const run = await runCli(["run", dir, "--sandbox", c.sandbox, "--timeout", String(c.timeout), "--grace", "5"]);
      const r = run.result;
      expect(run.code, run.stdout).toBe(2);
      expect(r.status).toBe("error");
      expect(r.errors.map((e) => e.kind)).toContain("timeout");
      const passed = r.tests.filter((t) => t.status === "passed");
      expect(passed.length, "the sample's tests finished before the hang and are kept").toBeGreaterThan(0);
      const hanging = r.tests.filter((t) => t.status === "error");
      expect(hanging.map((t) => [t.id, t.file, t.line])).toEqual([[c.id, c.file, c.line]]);
      // RSpec's word for a test is "example".
      expect(hanging[0]!.message).toBe(
        `did not finish within ${c.timeout} s: the run timed out while this ${c.framework === "rspec" ? "example" : "test"} was running`,
      );
      const timeout = r.errors.find((e) => e.kind === "timeout")!;
      expect(timeout.message).toContain(`while ${c.id} (${c.file}:${c.line}) was running`);
      expect(r.summary).toMatchObject({ failed: 0, errored: 1, passed: passed.length });
      expect(run.stdout).toContain(`${passed.length} passed, 0 failed, 0 skipped, 1 errored`);
    },
    // The longest timeout, the grace, the toolchain's start and the copy.
    240_000,
  );
});
