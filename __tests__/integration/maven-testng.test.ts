// TestNG with a class-level @Test under Surefire 2.22 (__tests__/fixtures/maven-testng):
// Surefire names every test of the class "(r.ATest)"; the run names each method from
// TestNG's own report, gathered beside Surefire's, in both sandboxes.

import { beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { ROOT } from "../helpers/golden.js";

const PROJECT = join(ROOT, "__tests__/fixtures/maven-testng/class-level");
const env = { ...process.env, TESTCAGE_LABEL: `dev.testcage.maven-testng-test-${process.pid}` };

describe.each(["process", "docker"])("TestNG class-level @Test, %s sandbox", (sandbox) => {
  beforeAll(() => {
    if (sandbox === "docker") requireDocker();
  });
  it.skipIf(sandbox === "docker" && dockerSkipped())(
    "each method is its own test, at its own line",
    { timeout: 600_000 },
    async () => {
      const run = await runCli(["run", PROJECT, "--sandbox", sandbox], env);
      expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("fail");
      expect(run.result.tests.map((t) => [t.id, t.status, t.line])).toEqual([
        ["src/test/java/r/ATest.java::ATest::one", "passed", 9],
        ["src/test/java/r/ATest.java::ATest::two", "passed", 11],
        ["src/test/java/r/ATest.java::ATest::three", "failed", 16],
      ]);
      expect(run.result.tests[2]!.message).toBe("expected [4] but found [3]");
    },
  );
});
