// Every sample project in the docker sandbox, from the runner images built
// locally: counts equal the framework's own native run, paths map back to the
// repo, and no container outlives its run.

import { beforeAll, describe, expect, it } from "vitest";
import { ADAPTERS } from "../../src/frameworks/index.js";
import { dockerSkipped, labelledContainers, requireDocker } from "../helpers/docker.js";
import { expectSampleMatchesNative, sampleTimeout, samplesOf } from "../helpers/sample-runs.js";

beforeAll(() => requireDocker());
// This suite's own label, so runs of other suites in parallel never show up here.
const LABEL = `dev.testcage.samples-docker-${process.pid}`;

describe.skipIf(dockerSkipped()).each(ADAPTERS.map((a) => a.id))("%s samples in the docker sandbox", (framework) => {
  it.each(samplesOf(framework))("%s: counts equal the native run", sampleTimeout(framework), async (sample) => {
    const run = await expectSampleMatchesNative(framework, sample, ["--sandbox", "docker", "--cache", "project"], {
      ...process.env,
      TESTCAGE_LABEL: LABEL,
    });
    expect(run.result.sandbox?.kind).toBe("docker");
    expect(run.result.sandbox?.container).toMatchObject({
      runtime: "runc",
      read_only_root: true,
      user: expect.stringMatching(/^\d+:\d+$/),
    });
    expect(run.result.sandbox?.isolation.network).toBe("none");
    expect(labelledContainers(LABEL)).toEqual([]);
  });
});
