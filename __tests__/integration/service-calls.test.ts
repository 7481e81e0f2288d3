// The service sandbox's docker calls, counted through a logging docker client
// (TESTCAGE_DOCKER): each exec costs about a tenth of a second, so a run with a
// current harness and small reports makes one inspect and ONE exec, which
// copies the project in, runs the tests and brings the reports back. (Through
// the client, the image's own environment, which the tests keep while the
// container's other variables are dropped, is one more call: "image"; on the
// engine's socket, where no client is named, it is a request of ~1 ms.) Reports
// over the inline limit take one more exec, and a first run in a container one
// to write the harness. The results and the clean-up are the same either way.
// With network none, the container leaves its networks before the run exec and
// rejoins them after; a disconnect that fails means the tests do not run.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultImage } from "../../src/sandbox/docker.js";
import { dockerBinary } from "../../src/sandbox/docker-cli.js";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";
import { dockerSkipped, requireDocker, startService, stopServices, strayProcesses } from "../helpers/docker.js";

const work = mkdtempSync(join(tmpdir(), "tc-svc-calls-"));
const callLog = join(work, "calls.log");
const client = join(work, "docker");
const netClient = join(work, "docker-net");
let container = "";

beforeAll(() => {
  requireDocker();
  if (dockerSkipped()) return;
  // Logs the subcommand (and the exec's script name, when it runs one), then is docker.
  writeFileSync(client, `#!/bin/sh\nprintf '%s\\n' "$1" >> '${callLog}'\nexec '${dockerBinary()}' "$@"\n`);
  chmodSync(client, 0o755);
  container = startService(defaultImage("python"), ["--pids-limit", "256"]);
  // As `client`, but the container seems to sit on a job network (this engine has
  // none to attach it to): inspect adds one, and the network calls are only logged
  // (FAIL_DISCONNECT makes the disconnect fail as a daemon error would).
  writeFileSync(
    netClient,
    [
      "#!/bin/sh",
      `log() { printf '%s\\n' "$*" >> '${callLog}'; }`,
      'case "$1" in',
      `  inspect) log inspect; out=$('${dockerBinary()}' "$@") || exit $?; printf '%s|{"job_net":{"Aliases":["svc","db"]}}\\n' "$(printf '%s' "$out" | cut -d'|' -f1-7)"; exit 0 ;;`,
      '  network) log "$*"; if [ "$2" = disconnect ] && [ -n "$FAIL_DISCONNECT" ]; then echo "Error response from daemon: boom" >&2; exit 1; fi; exit 0 ;;',
      '  exec) case "$*" in *@@testcage-ready*) log "exec run" ;; *) log exec ;; esac ;;',
      '  *) log "$1" ;;',
      "esac",
      `exec '${dockerBinary()}' "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(netClient, 0o755);
});
afterAll(() => {
  stopServices();
  rmSync(work, { recursive: true, force: true });
});

async function run(
  project: string,
  env: Record<string, string> = { TESTCAGE_DOCKER: client },
): Promise<{ calls: string[]; run: Awaited<ReturnType<typeof runCli>> }> {
  writeFileSync(callLog, "");
  const r = await runCli(["run", project, "--sandbox", "service", "--container", container], {
    ...process.env,
    ...env,
  });
  const calls = readFileSync(callLog, "utf8").split("\n").filter(Boolean);
  return { calls, run: r };
}

function leftInContainer(): string {
  const r = spawnSync(
    dockerBinary(),
    ["exec", container, "sh", "-c", "ls -d /tmp/testcage-run-* 2>/dev/null || true"],
    {
      encoding: "utf8",
    },
  );
  return r.stdout.trim();
}

describe.skipIf(dockerSkipped())("service sandbox docker calls", () => {
  it("a first run writes the harness; every later run is one inspect and one exec", async () => {
    const first = await run(join(ROOT, "__tests__/samples/pytest/pass"));
    expect(first.run.result.status).toBe("pass");
    // The run exec stops before any test when the harness folder is not there yet.
    expect(first.calls).toEqual(["inspect", "image", "exec", "exec", "exec"]);

    const later = await run(join(ROOT, "__tests__/samples/pytest/mixed"));
    expect(later.calls).toEqual(["inspect", "image", "exec"]);
    expect(later.run.result.summary).toMatchObject({ total: 9, passed: 4, failed: 2, errored: 1, skipped: 2 });
    // The script's own lines never reach the logs.
    expect(later.run.result.logs.stderr).not.toContain("@@testcage");
    expect(leftInContainer()).toBe("");
    expect(strayProcesses(container)).toEqual([]);
  }, 120_000);

  it("reports over the inline limit come back through a collect exec, whole", async () => {
    const project = join(work, "big-report");
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, "pytest.ini"), "[pytest]\n");
    // 1.5 MB of captured output lands in the JUnit report's <system-out>.
    writeFileSync(
      join(project, "test_big.py"),
      'def test_big():\n    print("x" * 1_500_000)\n    assert 1 == 2\n\n\ndef test_small():\n    pass\n',
    );
    const big = await run(project);
    expect(big.calls).toEqual(["inspect", "image", "exec", "exec"]);
    expect(big.run.result.summary).toMatchObject({ total: 2, passed: 1, failed: 1 });
    const failed = big.run.result.tests.find((t) => t.name === "test_big");
    // The report parsed whole: its message sits after the 1.5 MB (results.json keeps 64 KiB of output).
    expect(failed?.message).toContain("assert 1 == 2");
    expect(failed?.stdout).toMatch(/^x{60000}/);
    expect(leftInContainer()).toBe("");
    expect(strayProcesses(container)).toEqual([]);
  }, 120_000);

  it("network none: off the job network before the run exec, back on it with its aliases after", async () => {
    const r = await run(join(ROOT, "__tests__/samples/pytest/pass"), { TESTCAGE_DOCKER: netClient });
    expect(r.calls).toEqual([
      "inspect",
      "image",
      `network disconnect --force job_net ${container}`,
      "exec run",
      `network connect --alias svc --alias db job_net ${container}`,
    ]);
    expect(r.run.result.status).toBe("pass");
    expect(r.run.result.sandbox?.isolation.network).toBe("none");
  }, 120_000);

  it("network none: when the disconnect fails, the tests never run", async () => {
    const r = await run(join(ROOT, "__tests__/samples/pytest/pass"), {
      TESTCAGE_DOCKER: netClient,
      FAIL_DISCONNECT: "1",
    });
    expect(r.calls).not.toContain("exec run");
    expect(r.calls.slice(0, 3)).toEqual(["inspect", "image", `network disconnect --force job_net ${container}`]);
    expect(r.run.result.status).toBe("error");
    expect(r.run.result.errors.map((e) => e.kind)).toEqual(["sandbox-unavailable"]);
    expect(r.run.result.message).toContain("could not disconnect the service container");
    expect(r.run.result.message).toContain("boom");
    expect(leftInContainer()).toBe("");
  }, 120_000);

  it("cache project: a run folder someone else made first is never used", async () => {
    const project = join(ROOT, "__tests__/samples/pytest/pass");
    const dir = `/tmp/testcage-run-p${createHash("sha256").update(project).digest("hex").slice(0, 12)}`;
    // Another uid (root here) made the project's run folder first, open to all.
    const made = spawnSync(dockerBinary(), ["exec", "-u", "0", container, "sh", "-c", `mkdir -m 777 ${dir}`]);
    expect(made.status).toBe(0);
    writeFileSync(callLog, "");
    const r = await runCli(["run", project, "--sandbox", "service", "--container", container, "--cache", "project"], {
      ...process.env,
      TESTCAGE_DOCKER: client,
    });
    expect(r.result.status).toBe("error");
    expect(r.result.errors.map((e) => e.kind)).toEqual(["sandbox-unavailable"]);
    expect(r.result.message).toContain("copying the project in failed");
    // Nothing of the project went into it, and no test ran.
    const inside = spawnSync(dockerBinary(), ["exec", "-u", "0", container, "ls", "-A", dir], { encoding: "utf8" });
    expect(inside.stdout.trim()).toBe("");
    expect(r.result.tests).toEqual([]);
    spawnSync(dockerBinary(), ["exec", "-u", "0", container, "rm", "-rf", dir]);
  }, 120_000);
});
