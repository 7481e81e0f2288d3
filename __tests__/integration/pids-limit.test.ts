// A suite that needs more threads than the docker sandbox's (or a service container's) pids limit: the test
// that cannot start its threads fails at once (no hang, no timeout), and the run
// says the limit refused them, with the limit and the option to raise. With the
// limit raised, the same suite passes. The count comes from the container's
// cgroup, read from the host while the tests run (src/sandbox/pids-watch.ts).

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { requireDocker, startService, stopServices } from "../helpers/docker.js";
import { defaultImage } from "../../src/sandbox/docker.js";

const THREADS = 200;

function threadHungryProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "tc-pids-"));
  writeFileSync(join(dir, "pytest.ini"), "[pytest]\n");
  writeFileSync(
    join(dir, "test_threads.py"),
    [
      "import threading",
      "import time",
      "",
      "",
      "def test_small():",
      "    assert 1 + 1 == 2",
      "",
      "",
      "def test_many_threads():",
      "    gate = threading.Event()",
      "    started = []",
      "    try:",
      `        for _ in range(${THREADS}):`,
      "            t = threading.Thread(target=gate.wait)",
      "            t.start()",
      "            started.append(t)",
      "    finally:",
      "        gate.set()",
      "        for t in started:",
      "            t.join()",
      // Suites go on after a failure. Where the host has cgroup v1 (no change
      // notification) the file is looked at every 0.1 s, and a suite that exits the
      // instant it is refused could leave before a look; v2 is notified of the refusal.
      "        time.sleep(1)",
      `    assert len(started) == ${THREADS}`,
      "",
    ].join("\n"),
  );
  return dir;
}

describe.concurrent("the docker sandbox's pids limit", () => {
  it("a suite refused threads by the limit ends with pids-limit, naming the limit; raised, it passes", async () => {
    requireDocker();
    const dir = threadHungryProject();
    const [low, high] = await Promise.all([
      runCli(["run", dir, "--sandbox", "docker", "--pids-limit", "64"]),
      runCli(["run", dir, "--sandbox", "docker", "--pids-limit", String(THREADS * 2)]),
    ]);

    expect(low.code, low.stdout).toBe(2);
    expect(low.result.status).toBe("error");
    expect(low.result.errors.map((e) => e.kind)).toEqual(["pids-limit"]);
    expect(low.result.errors[0]!.message).toMatch(
      /^the tests reached the sandbox's limit of 64 processes and threads: \d+ new process(es)? or threads? (was|were) refused/,
    );
    expect(low.result.message).toBe(low.result.errors[0]!.message);
    // The tests themselves are reported as they ran: the threadless one passed, the other failed.
    const statuses = Object.fromEntries(low.result.tests.map((t) => [t.name, t.status]));
    expect(statuses).toEqual({ test_small: "passed", test_many_threads: "failed" });
    expect(low.result.tests.find((t) => t.name === "test_many_threads")!.message).toMatch(/can't start new thread/);

    expect(high.code, high.stdout).toBe(0);
    expect(high.result.status).toBe("pass");
    expect(high.result.errors).toEqual([]);
  }, 240_000);

  it("in a service container started with a low --pids-limit, the run says so the same way", async () => {
    requireDocker();
    const container = startService(defaultImage("python"), ["--pids-limit", "64"]);
    try {
      const run = await runCli(["run", threadHungryProject(), "--sandbox", "service", "--container", container]);
      expect(run.result.status).toBe("error");
      expect(run.result.errors.map((e) => e.kind)).toEqual(["pids-limit"]);
      expect(run.result.errors[0]!.message).toMatch(
        /^the tests reached the sandbox's limit of 64 processes and threads/,
      );
      const statuses = Object.fromEntries(run.result.tests.map((t) => [t.name, t.status]));
      expect(statuses).toEqual({ test_small: "passed", test_many_threads: "failed" });
    } finally {
      stopServices();
    }
  }, 240_000);
});
