// The built CLI on every sample project of every framework, in the process
// sandbox: counts equal the framework's own, results.json validates (runCli).

import { describe, expect, it } from "vitest";
import { ADAPTERS } from "../../src/frameworks/index.js";
import { expectSampleMatchesNative, sampleTimeout, samplesOf } from "../helpers/sample-runs.js";

describe.each(ADAPTERS.map((a) => a.id))("%s samples in the process sandbox", (framework) => {
  const samples = samplesOf(framework);
  it("has the required samples", () => {
    expect(samples).toEqual(expect.arrayContaining(["pass", "fail", "error", "mixed", "empty"]));
  });
  it.each(samples)("%s: counts equal the native run", sampleTimeout(framework), async (sample) => {
    const run = await expectSampleMatchesNative(framework, sample, ["--sandbox", "process", "--cache", "project"]);
    expect(run.result.sandbox?.kind).toBe("process");
  });
});
