// The two-phase run: an install phase with network fetches what the project's
// lockfile or manifest declares (from the package registries), then the test
// phase runs offline and finds it. Also: `--install-command none` skips it, and a
// failing install is its own typed error, not "tests failed".

import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { ROOT } from "../helpers/golden.js";

const INSTALLS = join(ROOT, "__tests__/installs");
const env = { ...process.env, TESTCAGE_LABEL: `dev.testcage.install-test-${process.pid}` };

beforeAll(() => requireDocker());

describe.skipIf(dockerSkipped())("default install phase in the docker sandbox", () => {
  it.each([
    ["python", "pytest", /requirements\.txt present/],
    ["node", "node-test", /package-lock\.json without node_modules/],
    ["go", "go", /go\.sum without vendor/],
  ])("%s: installs, then the offline tests find the dependency", async (project, framework, reason) => {
    const run = await runCli(["run", join(INSTALLS, project), "--sandbox", "docker"], env);
    expect(run.result.framework?.id).toBe(framework);
    expect(run.stderr).toMatch(reason);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.passed).toBe(1);
    expect(run.result.sandbox?.isolation.network).toBe("none");
  });

  it("skips the install with --install-command none, so the offline tests cannot find it", async () => {
    const run = await runCli(
      ["run", join(INSTALLS, "python"), "--sandbox", "docker", "--install-command", "none"],
      env,
    );
    expect(run.stderr).not.toMatch(/install \(/);
    expect(run.result.status).toBe("error");
    expect(run.result.errors[0]!.kind).toBe("collection");
    expect(run.result.errors[0]!.message).toMatch(/No module named 'six'/);
  });

  it("reports a failing install as install-failed", async () => {
    const run = await runCli(
      ["run", join(INSTALLS, "python"), "--sandbox", "docker", "--install-command", "echo cannot-install >&2; exit 4"],
      env,
    );
    expect(run.code).toBe(2);
    expect(run.result.errors.map((e) => e.kind)).toEqual(["install-failed"]);
    expect(run.result.message).toMatch(/exited with 4: cannot-install; fix it, or pass --install-command none/);
  });
});

describe("default install phase in the process sandbox", () => {
  it("installs into the run's copy, never the project itself", async () => {
    const run = await runCli(["run", join(INSTALLS, "python"), "--sandbox", "process"], env);
    expect(run.result.status).toBe("pass");
    const { existsSync } = await import("node:fs");
    expect(existsSync(join(INSTALLS, "python", ".testcage-site"))).toBe(false);
  });
});
