// The action bundle's result-cache and retries inputs, run the way the runner runs
// it (helpers/action.ts). With no Actions cache service (no ACTIONS_RESULTS_URL) the
// results are kept in RUNNER_TEMP's folder only, and the log says so.

import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runAction } from "../helpers/action.js";
import { ROOT } from "../helpers/golden.js";
import { startCacheService } from "../helpers/cache-service.js";

describe("action inputs result-cache and retries", () => {
  it("result-cache: true returns the second run's result from the cache, without the service", async () => {
    const runnerTemp = mkdtempSync(join(tmpdir(), "tc-action-runner-temp-"));
    const run = () =>
      runAction({
        inputs: { "working-directory": "__tests__/samples/pytest/pass", sandbox: "process", "result-cache": "true" },
        env: { RUNNER_TEMP: runnerTemp },
      });
    const first = await run();
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("result-cache: no Actions cache service here");
    expect(first.stdout).toMatch(/result cache: miss [0-9a-f]{64}/);
    const second = await run();
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/result cache: hit [0-9a-f]{64}; nothing ran/);
    expect(second.summary).toContain("From the result cache");
    expect(second.outputs["total"]).toBe(first.outputs["total"]);
    expect([first.outputs["cache-hit"], second.outputs["cache-hit"]]).toEqual(["false", "true"]);
  });

  it("result-cache: true stores the entry in the Actions cache service and a fresh runner restores it", async () => {
    const service = await startCacheService();
    try {
      const runnerTemp = mkdtempSync(join(tmpdir(), "tc-action-runner-temp-"));
      const run = () =>
        runAction({
          inputs: { "working-directory": "__tests__/samples/pytest/pass", sandbox: "process", "result-cache": "true" },
          env: { RUNNER_TEMP: runnerTemp, ...service.env },
        });
      const first = await run();
      expect(first.code).toBe(0);
      expect(first.stdout).not.toContain("no Actions cache service here");
      const key = /result cache: miss ([0-9a-f]{64})/.exec(first.stdout)?.[1];
      expect(key).toBeDefined();
      expect(service.entries().map((e) => e.key)).toEqual([`testcage-result-${key}`]);
      // Another runner: the same RUNNER_TEMP path (as on hosted runners), an empty folder.
      rmSync(join(runnerTemp, "testcage-result-cache"), { recursive: true });
      const second = await run();
      expect(second.code).toBe(0);
      expect(second.stdout).toContain(`result cache: hit ${key}; nothing ran`);
      expect(readdirSync(join(runnerTemp, "testcage-result-cache"))).toEqual([`${key}.json`]);
      // Restored, not stored again: one entry, one download.
      expect(service.entries()).toHaveLength(1);
      expect(service.requests.filter((r) => r.path.startsWith("/archives/") && r.status === 200)).toHaveLength(1);
    } finally {
      await service.close();
    }
  });

  it("refuses a result-cache that is not true or false", async () => {
    const r = await runAction({
      inputs: { "working-directory": "__tests__/samples/pytest/pass", sandbox: "process", "result-cache": "yes" },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("result-cache must be true or false");
  });

  it("retries: 2 names the flaky tests in the summary and as warnings, and the step fails only for the real failure", async () => {
    const r = await runAction({
      workspace: ROOT,
      inputs: { "working-directory": "__tests__/fixtures/flaky/pytest", sandbox: "process", retries: "2" },
    });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ status: "fail", passed: "4", failed: "1", flaky: "3", "cache-hit": "false" });
    expect(r.summary).toContain("### ⚠️ Flaky tests: 3");
    expect(r.summary).toContain("failed → failed → passed");
    const warnings = r.stdout.split("\n").filter((l) => l.startsWith("::warning title=flaky%3A "));
    expect(warnings).toHaveLength(3);
    expect(warnings.join("\n")).toContain("file=__tests__/fixtures/flaky/pytest/tests/test_flaky.py");
    const failures = r.stdout.split("\n").filter((l) => l.startsWith("::error ") && l.includes("test_always_fails"));
    expect(failures).toHaveLength(1);
  });
});
