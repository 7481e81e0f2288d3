import { describe, expect, it } from "vitest";
import { pidsEventsCandidates, refusedForks, watchPidsLimit } from "../../src/sandbox/pids-watch.js";
import { pidsLimitMessage } from "../../src/run/judge.js";

// /proc/PID/cgroup of a docker container, as the three layouts in use show it.
const V1 = ["12:memory:/docker/3e6f", "8:pids:/docker/3e6f", "1:name=systemd:/docker/3e6f", "0::/docker/3e6f"].join(
  "\n",
);
const V2_SYSTEMD = "0::/system.slice/docker-3e6f.scope\n";
const V2_NESTED_ROOT = "0::/\n";

describe("the container's pids.events", () => {
  it("is the pids hierarchy's file on cgroup v1, before the unified one (which has no controllers there)", () => {
    expect(pidsEventsCandidates(V1)).toEqual([
      "/sys/fs/cgroup/pids/docker/3e6f/pids.events",
      "/sys/fs/cgroup/docker/3e6f/pids.events",
      "/sys/fs/cgroup/unified/docker/3e6f/pids.events",
    ]);
  });
  it("is under the unified root on cgroup v2, wherever the unified hierarchy is mounted", () => {
    expect(pidsEventsCandidates(V2_SYSTEMD)).toEqual([
      "/sys/fs/cgroup/system.slice/docker-3e6f.scope/pids.events",
      "/sys/fs/cgroup/unified/system.slice/docker-3e6f.scope/pids.events",
    ]);
    expect(pidsEventsCandidates(V2_NESTED_ROOT, "/x")).toEqual(["/x/pids.events", "/x/unified/pids.events"]);
  });
  it("is nothing for a membership list it cannot read", () => {
    expect(pidsEventsCandidates("")).toEqual([]);
    expect(pidsEventsCandidates("garbage\n7:cpu:relative\n")).toEqual([]);
  });
  it("counts refusals from its max line only", () => {
    expect(refusedForks("max 0\n")).toBe(0);
    expect(refusedForks("max 3297\n")).toBe(3297);
    // Newer kernels list more keys; only "max" is the limit refusing.
    expect(refusedForks("max 12\nmax.imposed 0\n")).toBe(12);
    expect(refusedForks("")).toBeNull();
    expect(refusedForks("maximum 4\n")).toBeNull();
  });
});

describe("watchPidsLimit", () => {
  it("ends at once with no answer for a container that never ran", async () => {
    const watch = watchPidsLimit(`testcage-no-such-container-${process.pid}`, 10);
    await new Promise((r) => setTimeout(r, 30));
    expect(await watch.stop()).toBeNull();
  });
});

describe("the pids-limit message", () => {
  it("names the limit, the count and the option", () => {
    expect(pidsLimitMessage({ limit: 4096, refused: 1 })).toMatch(
      /^the tests reached the sandbox's limit of 4096 processes and threads: 1 new process or thread was refused, .*Raise pids-limit \(--pids-limit\)/,
    );
    expect(pidsLimitMessage({ limit: 128, refused: 3297 })).toContain("3297 new processes or threads were refused");
    // No limit of the container's own (a service started without one): no number to name.
    expect(pidsLimitMessage({ limit: -1, refused: 2 })).toMatch(
      /^the tests reached the sandbox's limit on processes and threads: 2 new processes or threads were refused/,
    );
  });
});
