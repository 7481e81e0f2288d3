// A checkout's parent folder is writable natively, and some suites write there
// (nimble_parsec's test helper makes "../../tmp" from test/). In the docker sandbox the
// folder around the project is the run's own, at /work and at the runner's own path
// alike: the tests write there, and nothing reaches the host's parent.

import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { SAMPLES } from "../helpers/golden.js";

beforeAll(() => requireDocker());

const BESIDE = `import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
test("writes beside the project", () => {
  mkdirSync("../tmp/made-by-the-tests", { recursive: true });
  writeFileSync("../tmp/made-by-the-tests/x.txt", "x");
  assert.equal(readFileSync("../tmp/made-by-the-tests/x.txt", "utf8"), "x");
});
`;

describe.skipIf(dockerSkipped())("the project's parent in the docker sandbox", () => {
  it.each([
    ["at the runner's own path", "/tmp"],
    ["at /work/project (a path under /var, shown there)", "/var/tmp"],
  ])("is the run's own, %s", async (_where, base) => {
    const parent = mkdtempSync(join(base === "/tmp" ? tmpdir() : base, "tc-parent-"));
    const project = join(parent, "project");
    cpSync(join(SAMPLES, "node-test", "pass"), project, { recursive: true });
    mkdirSync(join(project, "test"), { recursive: true });
    writeFileSync(join(project, "test", "beside.test.mjs"), BESIDE);
    try {
      const run = await runCli(["run", project, "--sandbox", "docker"]);
      expect(run.result.tests.find((t) => t.name === "writes beside the project")?.status).toBe("passed");
      expect(run.result.status).toBe("pass");
      rmSync(run.outDir, { recursive: true, force: true });
      // The host's parent holds the project and nothing the tests made.
      expect(readdirSync(parent)).toEqual(["project"]);
      expect(existsSync(join(parent, "tmp"))).toBe(false);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
