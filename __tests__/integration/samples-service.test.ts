// Every sample project in the service sandbox: docker exec into a long-lived
// container started from the runner image, as a workflow's job service would be.
// Counts equal the framework's own native run; nothing a run started survives it,
// and its folder is gone from the container afterwards.

import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADAPTERS } from "../../src/frameworks/index.js";
import { defaultImage } from "../../src/sandbox/docker.js";
import { dockerBinary } from "../../src/sandbox/docker-cli.js";
import { dockerSkipped, requireDocker, startService, stopServices, strayProcesses } from "../helpers/docker.js";
import { expectSampleMatchesNative, sampleTimeout, samplesOf } from "../helpers/sample-runs.js";

const services = new Map<string, string>();

beforeAll(() => {
  requireDocker();
  if (dockerSkipped()) return;
  for (const adapter of ADAPTERS) {
    if (!services.has(adapter.language))
      services.set(adapter.language, startService(defaultImage(adapter.language), ["--pids-limit", "1024"]));
  }
});
afterAll(() => stopServices());

describe.skipIf(dockerSkipped()).each(ADAPTERS.map((a) => [a.id, a.language] as const))(
  "%s samples in the service sandbox",
  (framework, language) => {
    it.each(samplesOf(framework))("%s: counts equal the native run", sampleTimeout(framework), async (sample) => {
      const container = services.get(language)!;
      const run = await expectSampleMatchesNative(framework, sample, [
        "--sandbox",
        "service",
        "--container",
        container,
        "--cache",
        "project",
      ]);
      expect(run.result.sandbox?.kind).toBe("service");
      expect(run.result.sandbox?.container).toMatchObject({ image: defaultImage(language), pids_limit: 1024 });
      expect(strayProcesses(container)).toEqual([]);
      const left = spawnSync(
        dockerBinary(),
        ["exec", container, "sh", "-c", "ls -d /tmp/testcage-run-* 2>/dev/null || true"],
        { encoding: "utf8" },
      );
      expect(left.stdout.trim()).toBe("");
    });
  },
);
