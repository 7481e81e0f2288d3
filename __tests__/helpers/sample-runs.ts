// Shared by the per-sandbox integration files: run the built CLI on every sample
// and compare with the framework's own count of the same project.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { validate as validateCtrf } from "ctrf";
import { readJunit } from "../../src/reports/junit.js";
import { join } from "node:path";
import { expect } from "vitest";
import { runCli } from "./cli.js";
import { SAMPLES } from "./golden.js";
import { NATIVE } from "./native/index.js";

export function samplesOf(framework: string): string[] {
  const dir = join(SAMPLES, framework);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name))
    .map((d) => d.name)
    .sort();
}

/**
 * Per-sample test timeouts for frameworks whose cold run is slow: a Maven sample's
 * first run resolves its dependencies and plugins (tens of MB) in the install phase.
 */
const SLOW_SAMPLES: Record<string, number> = { maven: 360_000 };

export function sampleTimeout(framework: string): { timeout?: number } {
  const timeout = SLOW_SAMPLES[framework];
  return timeout === undefined ? {} : { timeout };
}

const EXIT = { pass: 0, fail: 1, error: 2 } as const;

export async function expectSampleMatchesNative(
  framework: string,
  sample: string,
  sandboxArgs: string[],
  env: NodeJS.ProcessEnv = process.env,
) {
  const dir = join(SAMPLES, framework, sample);
  const nativeCounts = NATIVE[framework];
  if (!nativeCounts) throw new Error(`no native counter for ${framework} in __tests__/helpers/native/index.ts`);
  const [native, run] = await Promise.all([nativeCounts(dir), runCli(["run", dir, ...sandboxArgs], env)]);
  const s = run.result.summary;
  expect(run.result.framework?.id).toBe(framework);
  expect({ total: s.total, passed: s.passed, failed: s.failed + s.errored, skipped: s.skipped }).toEqual(native);
  expect(run.code).toBe(EXIT[run.result.status]);
  if (sample === "pass") expect(run.result.status).toBe("pass");
  if (sample === "fail" || sample === "mixed") expect(run.result.status).toBe("fail");
  if (sample === "empty") expect(run.result.errors.map((e) => e.kind)).toContain("no-tests");
  if (sample === "error") expect(run.result.errors.map((e) => e.kind)).toContain("collection");
  for (const t of run.result.tests) {
    // Paths are repo-relative and point into the sample, whatever the sandbox's mount points.
    if (t.file) expect(t.file.startsWith(`__tests__/samples/${framework}/${sample}/`)).toBe(true);
    if (t.status === "failed") expect(t.line).not.toBeNull();
  }
  expectExportsAgree(run.outDir, run.result.tests.length);
  return run;
}

/** The other formats written beside results.json describe the same tests. */
function expectExportsAgree(outDir: string, tests: number): void {
  const ctrf = JSON.parse(readFileSync(join(outDir, "ctrf.json"), "utf8")) as { results: { tests: unknown[] } };
  expect(validateCtrf(ctrf).errors ?? []).toEqual([]);
  expect(ctrf.results.tests).toHaveLength(tests);
  const junit = readJunit(readFileSync(join(outDir, "junit.xml"), "utf8"));
  // Run-level errors are added as errored "testcage" cases.
  expect(junit.filter((c) => c.classname !== "testcage")).toHaveLength(tests);
}
