// The built CLI on every sample project of every framework: testcage's counts
// must equal what the framework itself reports for the same project, and every
// results.json must validate against the schema (checked in runCli).

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADAPTERS } from "../../src/frameworks/index.js";
import { runCli } from "../helpers/cli.js";
import { SAMPLES } from "../helpers/golden.js";
import { NATIVE } from "../helpers/native/index.js";

function samplesOf(framework: string): string[] {
  const dir = join(SAMPLES, framework);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name))
    .map((d) => d.name)
    .sort();
}

const EXIT = { pass: 0, fail: 1, error: 2 } as const;

describe.each(ADAPTERS.map((a) => a.id))("%s samples in the process sandbox", (framework) => {
  const samples = samplesOf(framework);
  it("has the required samples", () => {
    expect(samples).toEqual(expect.arrayContaining(["pass", "fail", "error", "mixed", "empty"]));
  });
  it.each(samples)("%s: counts equal the native run", async (sample) => {
    const dir = join(SAMPLES, framework, sample);
    const nativeCounts = NATIVE[framework];
    if (!nativeCounts) throw new Error(`no native counter for ${framework} in __tests__/helpers/native/index.ts`);
    const [native, run] = await Promise.all([nativeCounts(dir), runCli(["run", dir, "--sandbox", "process"])]);
    const s = run.result.summary;
    expect(run.result.framework?.id).toBe(framework);
    expect({ total: s.total, passed: s.passed, failed: s.failed + s.errored, skipped: s.skipped }).toEqual(native);
    expect(run.code).toBe(EXIT[run.result.status]);
    if (sample === "pass") expect(run.result.status).toBe("pass");
    if (sample === "fail" || sample === "mixed") expect(run.result.status).toBe("fail");
    if (sample === "empty") expect(run.result.errors.map((e) => e.kind)).toContain("no-tests");
    if (sample === "error") expect(run.result.errors.map((e) => e.kind)).toContain("collection");
    for (const t of run.result.tests) {
      // Paths are repo-relative and point into the sample.
      if (t.file) expect(t.file.startsWith(`__tests__/samples/${framework}/${sample}/`)).toBe(true);
      if (t.status === "failed") expect(t.line).not.toBeNull();
    }
  });
});
