// --retries with the built CLI on a real pytest project in the process sandbox
// (__tests__/fixtures/flaky/pytest: each test passes from a known attempt on, read
// from TESTCAGE_ATTEMPT): only the failed tests run again, each rerun in a fresh
// sandbox, and a test that fails then passes is passed and flaky, never a failure.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";

const FLAKY = join(ROOT, "__tests__/fixtures/flaky/pytest");
const id = (name: string): string => `tests/test_flaky.py::${name}`;

describe("--retries", () => {
  it("without retries every attempt-1 failure is a failure and nothing runs again", async () => {
    const run = await runCli(["run", FLAKY, "--sandbox", "process"]);
    expect(run.result.summary).toMatchObject({ total: 5, passed: 1, failed: 4 });
    expect(run.result.tests.some((t) => t.flaky || t.attempts)).toBe(false);
    expect(run.result.retries).toBeUndefined();
  });

  it("reruns only the failed tests until they pass; the ones that pass are flaky, the others still fail", async () => {
    const run = await runCli(["run", FLAKY, "--sandbox", "process", "--retries", "2"]);
    const byId = new Map(run.result.tests.map((t) => [t.id, t]));
    const trail = (name: string): string[] | undefined => byId.get(id(name))?.attempts?.map((a) => a.status);

    expect(byId.get(id("test_steady"))).toMatchObject({ status: "passed" });
    expect(byId.get(id("test_steady"))!.attempts).toBeUndefined();
    expect(byId.get(id("test_fails_once"))).toMatchObject({ status: "passed", flaky: true });
    expect(trail("test_fails_once")).toEqual(["failed", "passed"]);
    expect(byId.get(id("TestGroup::test_fails_once_in_class"))).toMatchObject({ status: "passed", flaky: true });
    expect(byId.get(id("test_fails_twice"))).toMatchObject({ status: "passed", flaky: true });
    expect(trail("test_fails_twice")).toEqual(["failed", "failed", "passed"]);
    expect(byId.get(id("test_always_fails"))).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/attempt 1/),
    });
    expect(byId.get(id("test_always_fails"))!.flaky).toBeUndefined();
    expect(trail("test_always_fails")).toEqual(["failed", "failed", "failed"]);

    expect(run.result.summary).toMatchObject({ total: 5, passed: 4, failed: 1, errored: 0 });
    expect([run.result.status, run.code]).toEqual(["fail", 1]);
    expect(run.result.message).toMatch(/; 3 flaky \(failed, then passed when run again\)$/);
    // Attempt 2 ran the four failures of attempt 1; attempt 3 the two still failing.
    expect(run.result.retries).toEqual({
      max: 2,
      reruns: [
        { attempt: 2, tests: 4, passed: 2, failed: 2, problems: [] },
        { attempt: 3, tests: 2, passed: 1, failed: 1, problems: [] },
      ],
    });
    expect(run.stderr).toContain("retries: attempt 2 of 3: running 4 failed tests again");
    expect(run.stdout).toContain(`FLAKY ${id("test_fails_twice")} (passed on attempt 3)`);

    const ctrf = JSON.parse(readFileSync(join(run.outDir, "ctrf.json"), "utf8")) as {
      results: { tests: { name: string; status: string; flaky?: boolean; retries?: number }[] };
    };
    const c = new Map(ctrf.results.tests.map((t) => [t.name, t]));
    expect(c.get("test_fails_twice")).toMatchObject({ status: "passed", flaky: true, retries: 2 });
    expect(c.get("test_always_fails")).toMatchObject({ status: "failed", retries: 2 });
    expect(c.get("test_always_fails")!.flaky).toBeUndefined();
  });

  it("runs nothing again when nothing failed, and says retries were on", async () => {
    const run = await runCli([
      "run",
      join(ROOT, "__tests__/samples/pytest/pass"),
      "--sandbox",
      "process",
      "--retries",
      "3",
    ]);
    expect(run.result.status).toBe("pass");
    expect(run.result.retries).toEqual({ max: 3, reruns: [] });
    expect(run.stderr).not.toContain("retries: attempt");
  });

  it("stops at the last rerun allowed: a test that needs more stays failed", async () => {
    const run = await runCli(["run", FLAKY, "--sandbox", "process", "--retries", "1"]);
    const twice = run.result.tests.find((t) => t.id === id("test_fails_twice"))!;
    expect(twice).toMatchObject({ status: "failed" });
    expect(twice.attempts?.map((a) => a.status)).toEqual(["failed", "failed"]);
    expect(run.result.summary).toMatchObject({ passed: 3, failed: 2 });
    expect(run.result.retries?.reruns.map((r) => r.attempt)).toEqual([2]);
  });
});

describe.skipIf(dockerSkipped())("--retries in the docker sandbox", () => {
  beforeAll(() => requireDocker());

  it("tells each container its attempt: the same tests are flaky as in the process sandbox", async () => {
    const run = await runCli(["run", FLAKY, "--sandbox", "docker", "--retries", "2"]);
    expect(run.result.sandbox?.kind).toBe("docker");
    expect(run.result.tests.filter((t) => t.flaky).map((t) => t.id)).toEqual([
      id("test_fails_once"),
      id("test_fails_twice"),
      id("TestGroup::test_fails_once_in_class"),
    ]);
    expect(run.result.summary).toMatchObject({ total: 5, passed: 4, failed: 1 });
  });
});

describe("--retries with two tests of one name (__tests__/fixtures/duplicate-names/node-test)", () => {
  it("each is its own test: the one that always fails still fails, every attempt of it made", async () => {
    const run = await runCli([
      "run",
      join(ROOT, "__tests__/fixtures/duplicate-names/node-test"),
      "--sandbox",
      "process",
      "--retries",
      "2",
    ]);
    expect(run.result.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["test/same.test.js::same name", "failed", 7],
      ["test/same.test.js::same name [2]", "passed", 10],
    ]);
    expect(run.result.tests[0]!.attempts?.map((a) => a.status)).toEqual(["failed", "failed", "failed"]);
    expect(run.result.tests[0]!.flaky).toBeUndefined();
    expect([run.result.status, run.code]).toEqual(["fail", 1]);
  });
});
