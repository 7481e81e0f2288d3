// The service sandbox's hygiene beyond the hostile suite: the install phase
// starts from an empty environment too (nothing the container was started with
// reaches it), and a container that cannot be cleaned after a run (its SysV IPC
// objects cannot be listed, and it allows no IPC namespace for the tests) is
// refused before any of the project runs, saying why.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultImage } from "../../src/sandbox/docker.js";
import { dockerBinary } from "../../src/sandbox/docker-cli.js";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker, startService, stopServices } from "../helpers/docker.js";

const work = mkdtempSync(join(tmpdir(), "tc-svc-hygiene-"));
const token = `hygieneToken${Math.random().toString(36).slice(2)}`;
let job = "";
let uncleanable = "";

beforeAll(() => {
  requireDocker();
  if (dockerSkipped()) return;
  job = startService(defaultImage("python"), ["-e", `SOME_TOKEN=${token}`]);
  // No /proc/sysvipc to list IPC objects by, and docker's seccomp profile forbids user namespaces.
  uncleanable = startService(defaultImage("python"), ["--tmpfs", "/proc/sysvipc"]);
  // The tests read what the install phase saw.
  writeFileSync(join(work, "pytest.ini"), "[pytest]\n");
  writeFileSync(
    join(work, "test_env.py"),
    [
      "def test_install_env():",
      "    seen = open('install-env.txt').read()",
      "    print(seen)",
      "    assert 'PATH=' in seen and 'SOME_TOKEN' not in seen",
      "",
    ].join("\n"),
  );
});
afterAll(() => {
  stopServices();
  rmSync(work, { recursive: true, force: true });
});

function inContainer(container: string, script: string): string {
  return spawnSync(dockerBinary(), ["exec", "-u", "0", container, "sh", "-c", script], { encoding: "utf8" }).stdout;
}

describe.skipIf(dockerSkipped())("service sandbox hygiene", () => {
  it("the install phase gets nothing the container was started with", async () => {
    const run = await runCli(
      ["run", work, "--sandbox", "service", "--container", job, "--install-command", "env > install-env.txt"],
      process.env,
    );
    expect(run.result.status).toBe("pass");
    const seen = run.result.tests[0]?.stdout ?? "";
    expect(seen).toContain("HOME=/tmp/testcage-run-");
    expect(seen).toContain("PYTHONUNBUFFERED=1"); // the image's own
    expect(seen).not.toContain(token);
    expect(run.stdout + run.stderr).not.toContain(token);
  }, 120_000);

  it("a container whose IPC objects cannot be cleaned up is refused before the project runs", async () => {
    const run = await runCli(
      ["run", work, "--sandbox", "service", "--container", uncleanable, "--install-command", "touch /tmp/install-ran"],
      process.env,
    );
    expect(run.code).toBe(2);
    expect(run.result.errors.map((e) => e.kind)).toEqual(["sandbox-unavailable"]);
    expect(run.result.message).toContain(`the service container ${uncleanable} is not used`);
    expect(run.result.message).toContain("SysV IPC objects cannot be listed");
    expect(run.result.tests).toEqual([]);
    expect(inContainer(uncleanable, "ls /tmp/install-ran 2>/dev/null; ls -d /tmp/testcage-run-* 2>/dev/null")).toBe("");
  }, 120_000);
});
