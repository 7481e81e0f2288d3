// The hostile suite (docs/architecture.md §7): projects in ./projects/ whose tests attack the
// sandbox, each run through the built CLI in every sandbox of ./sandboxes.ts.
// Every attack asserts from the HOST side that it was contained AND that
// results.json (schema-checked by runCli) says the right thing. After every run
// no container of this suite and no workspace folder in its private TMPDIR
// remain (host.ts runAttack). Limits: --memory 256m --pids-limit 128
// --tmpfs-size 16m --cpus 1 --disk 64m.
//
//  1 network        TCP to 1.1.1.1:53/80 and to a server on the host's 127.0.0.1,
//                   UDP to 1.1.1.1, the host's abstract unix socket, interfaces
//                   other than lo: the tests assert each fails, so the run is
//                   "pass" only if contained; the host's listeners saw nothing.
//  2 dns            getaddrinfo and direct queries to resolv.conf's nameservers
//                   fail: "pass".
//  3 secrets        the CLI runs with GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN,
//                   ACTIONS_ID_TOKEN_REQUEST_TOKEN and SECRET set; the tests dump
//                   os.environ and every /proc/*/environ|cmdline into output and
//                   assertion messages: none of the values appear in results.json,
//                   stdout.log, stderr.log or the CLI's output; `--env GITHUB_TOKEN`
//                   (any case, with or without a value) is bad-input.
//  4 docker-socket  no docker/containerd socket anywhere reachable, none mounted,
//                   no DOCKER_* variable, not root, no capabilities: "pass".
//  5 fs-write       creating files in /, /etc, /usr, /var, /opt, /work, /testcage,
//                   the harness and the image user's $HOME fails (EROFS/EACCES);
//                   /tmp works; the tests then rewrite, chmod, add and delete files
//                   in the project copy: the host's project folder is unchanged.
//  6 fork-bomb      every process forks forever: the host never sees more of them
//                   than --pids-limit, the run ends as an error (timeout, or the
//                   gVisor sandbox giving up: report-missing) with results.json,
//                   and none of its processes survive; the host still forks.
//  7 memory-bomb    allocates 2 GiB: killed below 256 MiB, kind "oom" (or the test
//                   errored); the CLI itself finishes normally.
//  8 tmpfs-fill     filling /tmp and /dev/shm stops with ENOSPC at their caps, and
//                   the run's folders on the host never grow meanwhile.
//  9 hang           one test passes, one sleeps: --timeout 5 --grace 2 gives kind
//                   "timeout" with the passing test kept, and the tests got exactly
//                   one SIGINT. hang-ignores-sigint: the kill after the grace
//                   period ends it; nothing of it survives.
// 10 output-flood   300 MiB on stdout: the CLI's peak RSS stays < 300 MB,
//                   stdout.log is capped at 1 MiB plus the marker, results.json has
//                   logs.truncated and both tests.
// 11 report-symlink the JUnit report is replaced by a symlink to /etc/shadow, to
//                   /proc/self/environ, to /etc, or by a FIFO: the host refuses it
//                   (report-invalid / report-missing), never blocks, and neither
//                   /etc/shadow's lines nor the CLI's own environment appear anywhere.
// 12 workflow-commands  the ACTION bundle runs tests that print ::add-mask::,
//                   ::set-output::, ::error::, ::stop-commands:: … lines (output,
//                   assertion messages, a collection error): every line of the
//                   action's output that starts with "::" is testcage's own or sits
//                   inside its ::stop-commands::<token> block; GITHUB_OUTPUT holds
//                   only testcage's outputs, GITHUB_ENV/PATH/STATE stay empty.
// 13 spoofed-report a failing run overwrites its report with an all-passing one
//                   (and exits 1, or 3 from a hook): never "pass"; exit-code-mismatch.
// 14 (afterAll)     no container of this suite and no workspace folder remain, no
//                   process of any attack survives.
// 15 persistence    a run plants files wherever it can write (caches, /tmp, /var/tmp,
//                   /run/lock, /var/lock, /dev/shm included) and SysV shared memory, a
//                   message queue, a semaphore set and a POSIX message queue; a later
//                   run of another project must see none of them. The service variant
//                   runs in the suite's container, in a job-like one (writable root,
//                   /tmp on its layer), and in one whose IPC objects cannot be listed
//                   (no /proc/sysvipc, as under gVisor), where the tests get an IPC
//                   namespace of their own.
// 16 disk          --disk 64m: 256 MiB written into the project copy, the reports
//                   folder and the cache stop at the cap (docker: ENOSPC from the
//                   run's loop-mounted file system; service: EFBIG from the per-file
//                   limit and the watchdog stopping the run); the host's disk (the
//                   suite's folders, the service container's writable layer) grows
//                   by at most the cap (docker) or a few times it (service, a soft
//                   cap), never the 1 GiB per test; results.json: error, disk-limit.
// 17 forged-run-end after its failing report, the run prints on stderr the frame
//                   and END line the service sandbox's run script sends after the
//                   tests, vouching for an all-passing report of three tests; then
//                   (kill) SIGKILLs its parent, the run script in the service
//                   sandbox. results.json has the real two tests and "fail", and
//                   the forged lines stay in stderr.log as the tests' output.
// 18 service env    (service only) the service container was started with
//                   -e SOME_TOKEN=... as job services commonly are: the value is in
//                   neither the tests' environment nor any /proc/*/environ|cmdline
//                   they can read, nor in any output.
// 19 host settings  (process) a test tries what root could: write
//                   /proc/sys/kernel/core_pattern (its own value back) and cgroup files
//                   under /sys/fs/cgroup, read /etc/shadow, sudo -n: all fail; it is not
//                   root, has no capabilities and NoNewPrivs; the host's core_pattern is
//                   unchanged; results.json gives the uid (65534 when testcage is root)
//                   and no_new_privs.
// 20 install daemon (process) the install command leaves a detached (setsid) daemon:
//                   none is left once the run is over.
// 21 install egress the install phase (as a postinstall would) connects to the host's
//                   127.0.0.1, ::1 and other addresses and to link-local metadata,
//                   directly and through its proxy (CONNECT and GET, by address and by
//                   a name allowed with --install-allow-hosts that resolves to
//                   loopback), and leaves a daemon that calls home 10 s later: the
//                   host's listener on every address sees nothing, no daemon is left,
//                   the run passes, and results.json's isolation.install says
//                   "registries" with the refused hosts (service too: off its networks,
//                   a forwarder joins its namespace). In
//                   docker also with a bridge network on the engine (given to the
//                   test phase): the install still has only the proxy.
// 22 forged pass    forged-pass: a conftest hook rewrites the failing test's report as
//                   passed, and the test module rewrites pytest's JUnit report and
//                   leaves with exit code 0. Run as the project's own tests, the forge
//                   works, as the README says (status pass, trust "project" with its
//                   note); with --tests-from its trusted/ folder the project's tests
//                   and conftest are removed and the two trusted tests fail at their
//                   lines: status fail, trust "trusted-tests".
// 23 terminal       terminal-control: failure messages and captured output carry a
//                   carriage return followed by a fake "1 passed" closing line,
//                   backspaces, an OSC title, a CSI clear screen, a C1 CSI and BEL:
//                   the CLI's output has none of them raw, and still shows both
//                   FAIL lines with the message and the real closing line.
// 24 cache poison   with warm trusted Go caches on the host (GOCACHE, GOMODCACHE:
//                   a sentinel file, entries, a read-only module), cache-poison
//                   rewrites every cache file it can open, deletes some, plants a
//                   file in every folder, widens modes, and tries the host folders
//                   the overlays name in /proc/self/mountinfo; cache-probe, run next
//                   as another project, sees the sentinel unchanged and nothing the
//                   earlier run wrote; the host's trusted folders are byte-, mode- and
//                   mtime-identical throughout, and results.json names both layers.
//                   In service (a go service container): no host layer is laid
//                   under the run (the probe finds no sentinel), and the image's own
//                   warm cache is unchanged.
// 27 neighbour      process only: two runs at once share a TMPDIR every user may
//                   cross (as /tmp is), their tests the same user; neighbour's
//                   attacker tries to write into every other run's copy (a
//                   conftest.py too), reports, HOME, TMP, egress and cache while
//                   the victim holds still: the host finds nothing in the victim's
//                   workspace, and both runs pass.
// 28 IPC            process only: ipc-plant makes a SysV shared memory segment and
//                   message queue and a file in /dev/shm, all three must succeed;
//                   after the run the host's /proc/sysvipc and /dev/shm hold none
//                   of them (an IPC namespace and a /dev/shm of the run's own).
// 29 checkout token process only: a checkout every user may cross, its .git/config
//                   holding a token; checkout-token reads it at its own path, run as
//                   a working-directory below the root and as the root reached
//                   through a link (so the copy is not shown over it): unreadable,
//                   and the token is in no output.
// 30 stream swap    docker and process (the command writes its go test -json stream
//                   to the reports folder itself, src/sandbox/stream-file.ts):
//                   stream-swap's test replaces the stream while go test writes it, with a symlink
//                   to /etc/shadow, a FIFO, or a regular file of events in which every
//                   test passes: the first two are refused (report-invalid, or
//                   report-missing where gVisor shows the host no file), never read
//                   or waited on; the forgery is not believed (exit-code-mismatch,
//                   go test exited 1), and no line of /etc/shadow appears anywhere.
//                   "rewrite" overwrites the same file in place at its size, so what
//                   testcage parsed as it was written (the report stands as those bytes
//                   while the file keeps its inode and size) may differ from what is
//                   there now: either way go's later events follow and the run fails.
// 31 runner files   process, testcage not root (as on GitHub's hosted runners): the
//                   tests, the runner's own user, try to write the job's file-command
//                   file, the action's code, the tool cache and the checkout, read its
//                   token, and undo the read-only view: see runner-files.test.ts.

import { parseOutputs } from "../helpers/action.js";
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker, startService, stopServices } from "../helpers/docker.js";
import {
  abstractSocketServer,
  allocatedBytes,
  DISK_MIB,
  actionInputs,
  cliPeakRssKib,
  errorKinds,
  eventually,
  everyAddressServer,
  everything,
  expectNothingLeft,
  hostEnv,
  LIMIT_ARGS,
  loopbackServer,
  makeHostDirs,
  mark,
  MEMORY_MIB,
  PIDS_LIMIT,
  outputsOf,
  processesNamed,
  PROJECTS,
  removeHostDirs,
  runActionBundle,
  runAttack,
  sampleMax,
  testStatuses,
  TMPFS_MIB,
  treeSnapshot,
  type AttackRun,
  type HostDirs,
} from "./host.js";
import { GAPS, SANDBOXES, SERVICE_CONTAINER, SERVICE_CONTAINER_ARGS } from "./sandboxes.js";
import { defaultImage } from "../../src/sandbox/docker.js";

/**
 * Commands testcage itself issues: the failed step, the note that no artifact service
 * exists here, and annotations (one line each, data escaped by @actions/core).
 */
const OWN_COMMAND =
  /^::(error::testcage: (fail|error): |warning::No artifact uploaded: |(error|warning|notice) title=)/;

const MIB = 1024 * 1024;
let dirs: HostDirs;
const marks: string[] = [];
function newMark(): string {
  const m = mark();
  marks.push(m);
  return m;
}

beforeAll(() => {
  requireDocker();
  dirs = makeHostDirs();
  if (!dockerSkipped()) startService(defaultImage("python"), [...SERVICE_CONTAINER_ARGS], SERVICE_CONTAINER);
});

afterAll(async () => {
  if (!dirs) return;
  // 14: nothing of any attack outlives the suite.
  try {
    expectNothingLeft(dirs);
    for (const m of marks) expect(await eventually(() => processesNamed(m).length === 0)).toBe(true);
  } finally {
    removeHostDirs(dirs);
    stopServices();
  }
});

function secretValues(): Record<string, string> {
  const nonce = Math.random().toString(36).slice(2);
  return {
    GITHUB_TOKEN: `ghs_hostileGithubToken${nonce}`,
    ACTIONS_RUNTIME_TOKEN: `hostileRuntimeToken${nonce}`,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: `hostileIdToken${nonce}`,
    SECRET: `hostileCustomSecret${nonce}`,
  };
}

/** The host's /etc/shadow lines (when this user can read them), which no output may contain. */
function shadowLines(): string[] {
  try {
    return readFileSync("/etc/shadow", "utf8")
      .split("\n")
      .filter((l) => l.includes(":"));
  } catch {
    return [];
  }
}

/** Case 30: the stream report replaced while go test writes it, in `sandbox`. */
function streamSwapAttacks(sandbox: readonly string[]): void {
  it.each(["symlink:/etc/shadow", "fifo", "forge", "rewrite"])(
    "30 stream report replaced while go test writes it (%s): refused or not believed",
    async (how) => {
      // go test's threads under gVisor outgrow the suite's 128 pids (the container dies
      // before a test runs); the default limit, or this, leaves it room.
      const run = await runAttack(dirs, "stream-swap", sandbox, [
        "--timeout",
        "120",
        "--pids-limit",
        "512",
        "--env",
        `HOSTILE_STREAM_ATTACK=${how}`,
      ]);
      if (how === "rewrite") {
        // The same file rewritten in place: what testcage read as it was written, or what
        // is there now; go's own later events (TestFails) follow either, so never a pass.
        expect(run.code).not.toBe(0);
        expect(["fail", "error"]).toContain(run.result.status);
        expect(testStatuses(run)).toContainEqual(["TestFails", "failed"]);
        for (const line of shadowLines()) expect(everything(run)).not.toContain(line);
        return;
      }
      expect(run.code).toBe(2);
      expect(run.result.status).toBe("error");
      if (how === "forge") {
        expect(errorKinds(run)).toContain("exit-code-mismatch");
        expect(testStatuses(run)).toEqual([["TestForged", "passed"]]);
      } else {
        // Refused as a link or FIFO; under gVisor the host may see no file there at all.
        expect(errorKinds(run).some((k) => k === "report-invalid" || k === "report-missing")).toBe(true);
        expect(run.result.tests).toEqual([]);
      }
      for (const line of shadowLines()) expect(everything(run)).not.toContain(line);
    },
    240_000,
  );
}

describe.skipIf(dockerSkipped()).each(SANDBOXES)("hostile projects in %s", (label, sandbox) => {
  // An attack listed in GAPS for this sandbox is reported as todo with its reason.
  const attack = (name: string, fn: () => Promise<void>, timeout?: number): void => {
    const gap = Object.entries(GAPS[label] ?? {}).find(
      ([start]) => name === start || name.startsWith(`${start}${start.includes(" ") ? "" : " "}`),
    )?.[1];
    if (gap) it.todo(`${name} — NOT CONTAINED YET: ${gap}`);
    else it(name, fn, timeout);
  };
  attack("1 network: nothing leaves the sandbox, not even to the host's loopback", async () => {
    const tcp = await loopbackServer();
    const unix = await abstractSocketServer();
    try {
      const run = await runAttack(dirs, "network", sandbox, [
        "--env",
        `HOSTILE_PORT=${tcp.port}`,
        "--env",
        `HOSTILE_ABSTRACT=${unix.address}`,
      ]);
      expect(run.result.status).toBe("pass");
      expect(run.result.summary).toMatchObject({ total: 7, passed: 7 });
      expect(run.result.sandbox?.isolation.network).toBe("none");
      expect(tcp.connections()).toBe(0);
      expect(unix.connections()).toBe(0);
    } finally {
      await tcp.close();
      await unix.close();
    }
  });

  attack("21 install egress: the install phase reaches no host address, only the registries' proxy", async () => {
    const run = await installEgressAttack(sandbox);
    expectProxiedInstall(run);
  });

  if (label === "docker runc") {
    attack("21 install egress with a bridge network on the engine: still only the proxy", async () => {
      const network = `testcage-hostile-bridge-${process.pid}`;
      const made = spawnSync("docker", ["network", "create", "--driver", "bridge", network], { encoding: "utf8" });
      expect(made.status, made.stderr).toBe(0);
      try {
        const run = await installEgressAttack(sandbox, ["--network", network]);
        expectProxiedInstall(run);
      } finally {
        spawnSync("docker", ["network", "rm", network]);
      }
    });
  }

  attack("22 forged pass: forged as the project's own tests, held with trusted tests", async () => {
    await forgedPassAttack(sandbox);
  });

  attack("23 terminal: control characters in test text never reach the terminal raw", async () => {
    await terminalControlAttack(sandbox);
  });

  attack(
    "25 source escape: a report naming files through the checkout's links makes testcage read nothing outside it",
    async () => {
      await sourceEscapeAttack(sandbox);
    },
  );

  attack("2 dns: no name resolves", async () => {
    const run = await runAttack(dirs, "dns", sandbox);
    expect(testStatuses(run).filter(([, s]) => s !== "passed")).toEqual([]);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.total).toBe(5);
  });

  attack("3 secrets: no runner credential reaches the tests or any output", async () => {
    const secrets = secretValues();
    const run = await runAttack(dirs, "secrets", sandbox, [], secrets);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary).toMatchObject({ total: 3, passed: 3 });
    // The dump did reach the outputs, so the values would show there if they had leaked.
    const dump = run.result.tests.find((t) => t.name === "test_dump_environment");
    expect(dump?.stdout).toMatch(/HOSTILE-DUMP .*'PATH'/);
    expect(dump?.stderr).toMatch(/HOSTILE-DUMP .*'PATH'/);
    const seen = everything(run);
    for (const [name, value] of Object.entries(secrets)) expect(seen, name).not.toContain(value);
  });

  it.each(["GITHUB_TOKEN", "github_token", "ACTIONS_RUNTIME_TOKEN=x", "ACTIONS_ID_TOKEN_REQUEST_TOKEN"])(
    "3 secrets: --env %s is refused as bad input",
    async (entry) => {
      const secrets = secretValues();
      const run = await runCli(
        ["run", join(PROJECTS, "secrets"), ...sandbox, ...LIMIT_ARGS, "--env", entry],
        hostEnv(dirs, secrets),
      );
      expect(run.code).toBe(2);
      expect(run.result.status).toBe("error");
      expect(errorKinds(run)).toEqual(["bad-input"]);
      expect(run.result.message).toMatch(/runner credential and is never passed into the sandbox/);
      const seen = run.stdout + run.stderr + readFileSync(join(run.outDir, "results.json"), "utf8");
      for (const value of Object.values(secrets)) expect(seen).not.toContain(value);
      rmSync(run.outDir, { recursive: true, force: true });
      expectNothingLeft(dirs);
    },
  );

  attack("4 docker socket: no way to the container engine, no privileges", async () => {
    const run = await runAttack(dirs, "docker-socket", sandbox);
    expect(testStatuses(run).filter(([, s]) => s !== "passed")).toEqual([]);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.total).toBe(12);
  });

  attack("5 filesystem: no writes outside /tmp and the copy; the host's project is untouched", async () => {
    // The service variant probes a service container's layout (run folder under /tmp,
    // harness folder of another uid) instead of the docker mounts.
    const [name, total] = label === "service" ? ["fs-write-service", 18] : ["fs-write", 18];
    const project = join(PROJECTS, name);
    const before = treeSnapshot(project);
    const run = await runAttack(dirs, name, sandbox);
    expect(testStatuses(run).filter(([, s]) => s !== "passed")).toEqual([]);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.total).toBe(total);
    // The tampering test passed, so the copy was written to; the original was not.
    expect(run.result.tests.map((t) => t.name)).toContain("test_zz_tamper_with_the_project_copy");
    expect(treeSnapshot(project)).toEqual(before);
  });

  attack("6 fork bomb: held at the pids limit, ended with a result, nothing survives", async () => {
    const name = newMark();
    const seen = sampleMax(() => processesNamed(name).length, 200);
    let peak: number;
    let run;
    try {
      run = await runAttack(dirs, "fork-bomb", sandbox, [
        "--timeout",
        "6",
        "--grace",
        "2",
        "--env",
        `HOSTILE_MARK=${name}`,
      ]);
    } finally {
      peak = seen.stop();
    }
    expect(peak).toBeLessThanOrEqual(PIDS_LIMIT);
    expect(run.code).toBe(2);
    expect(run.result.status).toBe("error");
    // runc: the timeout ends it. runsc: gVisor's sentry cannot create more threads and
    // the sandbox exits, which the host sees as pytest dying without a report.
    // runsc: the sandbox may stop before the host reads a refusal, or just after.
    expect(errorKinds(run).some((k) => ["timeout", "oom", "report-missing", "pids-limit"].includes(k))).toBe(true);
    // runc: the host reads the container's cgroup while it runs, so the run says the
    // limit refused the tests, and that comes first (it is why the run then hung).
    if (label === "docker runc") {
      expect(errorKinds(run)[0]).toBe("pids-limit");
      expect(run.result.errors[0]!.message).toMatch(
        /limit of 128 processes and threads: \d+ new processes or threads were refused/,
      );
    }
    expect(testStatuses(run)).not.toContainEqual(["test_fork_bomb", "passed"]);
    expect(await eventually(() => processesNamed(name).length === 0)).toBe(true);
    expect(spawnSync("true").status).toBe(0);
  });

  attack("7 memory bomb: killed at the memory limit, reported as oom", async () => {
    const run = await runAttack(dirs, "memory-bomb", sandbox, ["--timeout", "60"]);
    expect(run.result.status).toBe("error");
    const bomb = run.result.tests.find((t) => t.name === "test_memory_bomb");
    expect(errorKinds(run).includes("oom") || bomb?.status === "error").toBe(true);
    expect(bomb?.status).not.toBe("passed");
    // Progress lines show how far it got: never past the limit.
    const allocated = [...run.files.stdoutLog.matchAll(/HOSTILE-ALLOCATED (\d+) MiB/g)].map((m) => Number(m[1]));
    expect(allocated.length).toBeGreaterThan(0);
    expect(Math.max(...allocated)).toBeLessThan(MEMORY_MIB);
  });

  attack("8 tmpfs: filling /tmp and /dev/shm stops at their caps, off the host's disk", async () => {
    // Allocated bytes: the run's sparse disk image counts what was written to it.
    const grown = sampleMax(() => allocatedBytes(dirs.tmp) + allocatedBytes(dirs.cache), 200);
    let peak: number;
    let run;
    try {
      run = await runAttack(dirs, "tmpfs-fill", sandbox, ["--env", `HOSTILE_TMPFS_MIB=${TMPFS_MIB}`]);
    } finally {
      peak = grown.stop();
    }
    expect(testStatuses(run).filter(([, s]) => s !== "passed")).toEqual([]);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.total).toBe(2);
    const written = run.result.tests.map((t) => Number(/HOSTILE-WRITTEN \S+ (\d+) MiB/.exec(t.stdout ?? "")?.[1]));
    expect(written[0]).toBeLessThanOrEqual(TMPFS_MIB);
    expect(written[1]).toBeLessThanOrEqual(64);
    // Nothing of it landed in the run's folders on the host.
    expect(peak).toBeLessThan(4 * MIB);
  });

  attack("9 hang: the timeout keeps the passing test, with exactly one SIGINT", async () => {
    const run = await runAttack(dirs, "hang", sandbox, ["--timeout", "5", "--grace", "2"]);
    expect(run.code).toBe(2);
    expect(run.result.status).toBe("error");
    expect(errorKinds(run)).toContain("timeout");
    expect(testStatuses(run)).toContainEqual(["test_first_passes", "passed"]);
    expect(testStatuses(run).filter(([, s]) => s === "passed")).toEqual([["test_first_passes", "passed"]]);
    expect(run.files.stdoutLog).toContain("HOSTILE-SIGINT 1");
    expect(run.files.stdoutLog).not.toContain("HOSTILE-SIGINT 2");
  });

  attack("9 hang: a test that ignores SIGINT is killed after the grace period", async () => {
    const name = newMark();
    const started = Date.now();
    const run = await runAttack(dirs, "hang-ignores-sigint", sandbox, [
      "--timeout",
      "4",
      "--grace",
      "2",
      "--env",
      `HOSTILE_MARK=${name}`,
    ]);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(run.result.status).toBe("error");
    expect(errorKinds(run)).toContain("timeout");
    expect(testStatuses(run)).not.toContainEqual(["test_hangs_deaf", "passed"]);
    expect(await eventually(() => processesNamed(name).length === 0)).toBe(true);
  });

  attack("10 output flood: 300 MiB on stdout costs bounded memory and capped logs", async () => {
    const rss = sampleMax(() => cliPeakRssKib("output-flood"), 100);
    let peakKib: number;
    let run;
    try {
      run = await runAttack(dirs, "output-flood", sandbox, ["--timeout", "120"]);
    } finally {
      peakKib = rss.stop();
    }
    expect(run.result.status).toBe("pass");
    expect(run.result.summary).toMatchObject({ total: 2, passed: 2 });
    expect(peakKib).toBeGreaterThan(0); // the sampler did see the CLI
    expect(peakKib * 1024).toBeLessThan(300 * 1000 * 1000);
    expect(Buffer.byteLength(run.files.stdoutLog)).toBeLessThanOrEqual(MIB + 200);
    expect(run.files.stdoutLog).toMatch(/\[testcage: \d+ bytes of output dropped; cap is 1048576 bytes\]/);
    const dropped = Number(/\[testcage: (\d+) bytes of output dropped/.exec(run.files.stdoutLog)?.[1]);
    expect(dropped).toBeGreaterThan(299 * MIB - MIB); // all of it arrived and was counted
    expect(run.result.logs.truncated).toBe(true);
    expect(run.result.logs.stdout.length).toBeLessThanOrEqual(16 * 1024 + 100);
  });

  it.each(["symlink:/etc/shadow", "symlink:/proc/self/environ", "dir-symlink", "fifo"])(
    "11 report replaced (%s): refused, never read",
    async (attack) => {
      const canary = `hostileCanary${Math.random().toString(36).slice(2)}`;
      const run = await runAttack(
        dirs,
        "report-symlink",
        sandbox,
        ["--timeout", "60", "--env", `HOSTILE_REPORT_ATTACK=${attack}`],
        { HOSTILE_CANARY: canary },
      );
      expect(run.code).toBe(2);
      expect(run.result.status).toBe("error");
      expect(errorKinds(run).some((k) => k === "report-invalid" || k === "report-missing")).toBe(true);
      expect(run.result.tests).toEqual([]);
      const seen = everything(run);
      expect(seen).not.toContain(canary);
      for (const line of shadowLines()) expect(seen).not.toContain(line);
    },
  );

  if (label !== "service") streamSwapAttacks(sandbox);

  attack("12 workflow commands: inert in the action's log, no outputs but testcage's", async () => {
    const secrets = secretValues();
    const inputs = actionInputs([...sandbox, ...LIMIT_ARGS]);
    inputs["INPUT_WORKING-DIRECTORY"] = "__tests__/hostile/projects/workflow-commands";
    const r = await runActionBundle(dirs, inputs, secrets, (files) => ({
      INPUT_ENV: `HOSTILE_GITHUB_OUTPUT=${files.output}\nHOSTILE_GITHUB_ENV=${files.env}`,
    }));
    expectNothingLeft(dirs);
    expect(r.code).toBe(1);
    expect(r.result.status).toBe("fail");
    expect(r.result.tests.find((t) => t.name === "test_cannot_write_runner_files")?.status).toBe("passed");
    expect(r.result.tests.filter((t) => t.name.startsWith("test_command_in_message"))).toHaveLength(15);
    expect(r.result.errors.map((e) => e.kind)).toContain("collection");

    // Every "::" line is testcage's own or inside a stop-commands block with a fresh token.
    const lines = r.stdout.split("\n");
    let token: string | null = null;
    let blocks = 0;
    const outside: string[] = [];
    const inside: string[] = [];
    for (const line of lines) {
      if (token !== null) {
        if (line === `::${token}::`) token = null;
        else inside.push(line);
        continue;
      }
      const start = /^::stop-commands::([0-9a-f]{32})$/.exec(line);
      if (start) {
        token = start[1]!;
        blocks += 1;
      } else if (/^\s*::/.test(line) && !OWN_COMMAND.test(line)) {
        outside.push(line);
      }
    }
    expect(token).toBeNull();
    expect(blocks).toBeGreaterThan(0);
    expect(outside).toEqual([]);
    expect(inside.join("\n")).toContain("::add-mask::hostile-mask-value");
    expect(inside.join("\n")).toContain("::set-output name=status::pass");
    expect(r.stderr.split("\n").filter((l) => /^\s*::/.test(l))).toEqual([]);
    // testcage's own commands may quote sandbox text, but only as the escaped data of one
    // command line (@actions/core escapes %, CR and LF, and ":" and "," in properties):
    // the failed step, the artifact warning, and annotations at files of this project.
    expect(lines.filter((l) => l.startsWith("::error::"))).toHaveLength(1);
    const annotations = lines.filter((l) => /^::(error|warning|notice) /.test(l));
    expect(annotations.length).toBeGreaterThan(0);
    for (const a of annotations)
      expect(a).toMatch(/,file=__tests__\/hostile\/projects\/workflow-commands\/[\w./-]+,line=\d+,endLine=\d+::/);

    const outputs = parseOutputs(r.runnerFiles.output);
    expect(Object.keys(outputs).sort()).toEqual(
      [
        "artifact-id",
        "cache-hit",
        "check-run-id",
        "check-run-url",
        "duration-ms",
        "errored",
        "failed",
        "flaky",
        "passed",
        "results-path",
        "skipped",
        "status",
        "total",
      ].sort(),
    );
    expect(outputs["status"]).toBe("fail");
    expect(r.runnerFiles.env).toBe("");
    expect(r.runnerFiles.path).toBe("");
    expect(r.runnerFiles.state).toBe("");
    for (const value of Object.values(secrets)) expect(r.stdout + r.stderr + r.resultsText).not.toContain(value);
  });

  it.each([
    ["overwrite", 1],
    ["exit", 3],
  ])("13 spoofed report (%s): the exit code wins over an all-passing report", async (how, code) => {
    const run = await runAttack(dirs, "spoofed-report", sandbox, ["--env", `HOSTILE_SPOOF=${how}`]);
    expect(run.result.status).not.toBe("pass");
    expect(run.code).not.toBe(0);
    expect(run.result.exit_code).toBe(code);
    expect(errorKinds(run)).toContain("exit-code-mismatch");
  });

  it.each(["last", "kill"])(
    "17 forged run end (%s): a fake reports frame on stderr is never believed",
    async (how) => {
      const run = await runAttack(dirs, "forged-run-end", sandbox, ["--env", `HOSTILE_FORGE=${how}`]);
      // The real report: one pass, one failure; the forged one's third test never appears.
      expect(testStatuses(run).sort()).toEqual([
        ["test_fails", "failed"],
        ["test_passes", "passed"],
      ]);
      expect(run.result.status).toBe("fail");
      expect(errorKinds(run)).not.toContain("disk-limit");
      // The forgery stays what it is: the tests' own stderr, shown as such.
      expect(run.files.stderrLog).toContain("@@testcage-end 0123456789abcdef01234567");
    },
    120_000,
  );

  attack("15 persistence: nothing one run writes is visible to a later run", async () => {
    const targets = label === "service" ? [sandbox, jobService().sandbox, jobService("no-sysvipc").sandbox] : [sandbox];
    for (const target of targets) {
      const name = newMark();
      const plant = await runAttack(dirs, "persist-plant", target, ["--env", `HOSTILE_MARK=${name}`]);
      expect(plant.result.status, target.join(" ")).toBe("pass");
      // Planted where the container lets it: a job-like service's lock folders, SysV and POSIX IPC.
      if (target !== sandbox) {
        const planted = plant.result.tests.find((t) => t.name === "test_plant")?.stdout;
        expect(planted).toMatch(/HOSTILE-PLANTED .*'\/run\/lock', '\/var\/lock'/);
      }
      const probe = await runAttack(dirs, "persist-probe", target, ["--env", `HOSTILE_MARK=${name}`]);
      expect(
        probe.result.tests.map((t) => [t.name, t.status, t.message]),
        target.join(" "),
      ).toEqual([
        ["test_nothing_from_an_earlier_run", "passed", null],
        ["test_no_ipc_object_from_an_earlier_run", "passed", null],
      ]);
      expect(probe.result.status).toBe("pass");
      // And nothing of it stayed on the host.
      expect(findFiles(dirs.cache, `planted-${name}`)).toEqual([]);
    }
  });

  attack(
    "24 cache poison: a run writing into every cache it can find reaches neither the host's caches nor a later run",
    async () => {
      if (label !== "service") return cachePoisonAttack(sandbox);
      // A service container is not the runner: it gets no host layer; what it starts
      // from is the go image's own warm cache, which must stay as the image has it.
      const name = `${SERVICE_CONTAINER}-go`;
      // The suite's service limits, with room for a Go build.
      startService(
        defaultImage("go"),
        SERVICE_CONTAINER_ARGS.map((a) =>
          a === "256m" ? "1g" : a === "128" ? "1024" : a.replace("size=16m", "size=512m"),
        ),
        name,
      );
      const warm = (): string =>
        spawnSync(
          "docker",
          [
            "exec",
            name,
            "sh",
            "-c",
            "cd /opt/testcage/go-build && find . -type f -exec sha256sum {} + | sort | sha256sum",
          ],
          {
            encoding: "utf8",
          },
        ).stdout;
      const before = warm();
      expect(before).toMatch(/^[0-9a-f]{64} /);
      await cachePoisonAttack(["--sandbox", "service", "--container", name], { hostLayers: false });
      expect(warm()).toBe(before);
    },
  );

  if (label === "service") {
    attack("18 service env: what the container was started with (-e) never reaches the tests", async () => {
      const job = jobService();
      const run = await runAttack(dirs, "secrets", job.sandbox);
      expect(run.result.status).toBe("pass");
      expect(run.result.summary).toMatchObject({ total: 3, passed: 3 });
      // The dump reached the outputs, the image's own environment included.
      const dump = run.result.tests.find((t) => t.name === "test_dump_environment");
      expect(dump?.stdout).toMatch(/HOSTILE-DUMP .*'PYTHONUNBUFFERED': '1'/);
      expect(dump?.stdout).toMatch(/HOSTILE-DUMP .*\/environ/);
      expect(everything(run)).not.toContain(job.token);
      expect(everything(run)).not.toContain("SOME_TOKEN");
    });
  }

  attack("16 disk: writes into the project copy, reports and cache stop at the disk cap", async () => {
    // The service suite container keeps /tmp on a 16 MiB tmpfs, which would stop the
    // writes before the cap; this attack gets a container whose /tmp is on its
    // writable layer (the host's disk), as a job service usually is.
    const args = label === "service" ? jobService() : { sandbox, upper: null };
    const measure = (): number =>
      allocatedBytes(dirs.tmp) + allocatedBytes(dirs.cache) + (args.upper ? allocatedBytes(args.upper) : 0);
    const before = measure();
    const grown = sampleMax(measure, 100);
    let peak: number;
    let run;
    try {
      run = await runAttack(dirs, "disk-fill", args.sandbox, [
        "--timeout",
        "120",
        "--env",
        "HOSTILE_DISK_LIMIT_MIB=1024",
      ]);
    } finally {
      peak = grown.stop() - before;
    }
    // Uncontained, each test would take HOSTILE_DISK_LIMIT_MIB (1 GiB) of the host's disk.
    // docker: a hard cap (the image file holds at most the cap). service: a soft cap, a
    // per-file limit plus a watchdog polling every 0.1 s, so what a fast writer gets
    // out meanwhile is on top: 1.3 to 3 times the cap seen here with the machine loaded,
    // and once 6.2 times in a CI run whose other suites kept docker busy; the bound is
    // half of the 1 GiB an uncontained run leaves.
    expect(peak).toBeLessThan((label === "service" ? 8 * DISK_MIB : DISK_MIB + 16) * MIB);
    const written = [...run.files.stdoutLog.matchAll(/HOSTILE-WRITTEN (\w+) (\d+) MiB/g)].map((m) => Number(m[2]));
    expect(written.length).toBeGreaterThan(0);
    expect(Math.max(...written)).toBeLessThanOrEqual(DISK_MIB);
    expect(run.result.status).toBe("error");
    expect(errorKinds(run)).toContain("disk-limit");
    expect(run.result.errors.find((e) => e.kind === "disk-limit")?.message).toContain(`${DISK_MIB}m`);
    expect(run.result.sandbox?.container?.disk).toMatch(new RegExp(`^${DISK_MIB}m \\(`));
    // Whatever the tests said about their own writes, the run is not a pass.
    expect(run.code).toBe(2);
  });
});

// The process sandbox has no container to contain the attacks above; these are
// the ones it answers for: no root, no_new_privs, and an install phase whose
// processes end with it.
describe("hostile projects in process", () => {
  const processArgs = ["--sandbox", "process"];
  streamSwapAttacks(processArgs);

  it("19 host settings: as root, the tests cannot write host settings, read /etc/shadow or sudo", async () => {
    const name = newMark();
    const corePattern = readFileSync("/proc/sys/kernel/core_pattern", "utf8");
    const run = await runAttack(dirs, "host-settings", processArgs, ["--env", `HOSTILE_MARK=${name}`]);
    expect(testStatuses(run).filter(([, s]) => s !== "passed")).toEqual([]);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.total).toBe(5);
    // The host's side: nothing changed, and results.json says who the tests ran as.
    expect(readFileSync("/proc/sys/kernel/core_pattern", "utf8")).toBe(corePattern);
    expect(existsSync(`/sys/fs/cgroup/hostile-${name}`)).toBe(false);
    const isolation = run.result.sandbox?.isolation;
    expect(isolation?.no_new_privs).toBe(true);
    expect(isolation?.uid).not.toBe(0);
    if (process.getuid?.() === 0) expect(isolation?.uid).toBe(65534);
    for (const line of shadowLines()) expect(everything(run)).not.toContain(line);
  });

  it("21 install egress: the install phase reaches no host address, only the registries' proxy", async () => {
    const run = await installEgressAttack(processArgs, [], { waitForCallHome: true });
    expectProxiedInstall(run);
  });

  it("22 forged pass: forged as the project's own tests, held with trusted tests", async () => {
    await forgedPassAttack(processArgs);
  });

  it("23 terminal: control characters in test text never reach the terminal raw", async () => {
    await terminalControlAttack(processArgs);
  });

  it("25 source escape: a report naming files through the checkout's links makes testcage read nothing outside it", async () => {
    await sourceEscapeAttack(processArgs);
  });

  it("26 results folder: links the checkout places on or in ./testcage-results are never written through", () => {
    resultsFolderAttack(processArgs);
  });

  it("24 cache poison: a run writing into every cache it can find reaches neither the host's caches nor a later run", async () => {
    await cachePoisonAttack(processArgs);
  });

  it("27 neighbour: a run's tests reach nothing of another process-sandbox run sharing the runner's TMPDIR", async () => {
    // A TMPDIR every user may cross, so only the workspace's own mode keeps one run's
    // tests (nobody, as root) out of the other's. Not under /tmp: as root the tests' /tmp
    // is the run's own (case 37), where a neighbour's workspace is not even seen; a
    // runner's TMPDIR elsewhere (RUNNER_TEMP under the runner's work folder) is shared.
    const shared = mkdtempSync("/var/tmp/tc-hostile-shared-");
    chmodSync(shared, 0o755);
    const name = newMark();
    const env = (role: string): string[] => ["--env", `HOSTILE_MARK=${name}`, "--env", `HOSTILE_ROLE=${role}`];
    try {
      const victim = runAttack(dirs, "neighbour", processArgs, env("victim"), { TMPDIR: shared });
      const ready = (): string | null => {
        for (const ws of readdirSync(shared)) {
          const copy = join(shared, ws, "project");
          if (existsSync(join(copy, "hostile-ready"))) return copy;
        }
        return null;
      };
      expect(await eventually(() => ready() !== null, 90_000)).toBe(true);
      const victimCopy = ready()!;
      const attacker = await runAttack(dirs, "neighbour", processArgs, env("attacker"), { TMPDIR: shared });
      // The host's side first: nothing of the attacker's in any folder of the victim's run.
      const planted = readdirSync(dirname(victimCopy), { recursive: true, encoding: "utf8" }).filter(
        (p) => p.includes("hostile-planted") || p.endsWith("conftest.py"),
      );
      writeFileSync(join(victimCopy, "hostile-release"), "");
      const held = await victim;
      expect(planted).toEqual([]);
      expect(attacker.result.tests[0]?.stdout).toMatch(/HOSTILE-NEIGHBOURS \['testcage-/);
      expect(testStatuses(attacker)).toEqual([["test_neighbour", "passed"]]);
      expect(testStatuses(held)).toEqual([["test_neighbour", "passed"]]);
      expect(readdirSync(shared)).toEqual([]);
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  }, 240_000);

  it("28 IPC: SysV objects and POSIX shared memory a run makes are gone with it", async () => {
    const name = newMark();
    const key = Number.parseInt(name.slice(3, 11), 16);
    const listed = (table: string): boolean =>
      readFileSync(`/proc/sysvipc/${table}`, "utf8")
        .split("\n")
        .slice(1)
        .some((l) => Number(l.trim().split(/\s+/)[0]) === key);
    const shm = `/dev/shm/hostile-${name}`;
    try {
      const run = await runAttack(dirs, "ipc-plant", processArgs, ["--env", `HOSTILE_MARK=${name}`]);
      // Made, each of them: the run had them to leave.
      expect(testStatuses(run).filter(([, s]) => s !== "passed")).toEqual([]);
      expect(run.result.summary.total).toBe(3);
      // Not on the host's side after it, where the next run would be.
      expect(listed("shm")).toBe(false);
      expect(listed("msg")).toBe(false);
      expect(existsSync(shm)).toBe(false);
    } finally {
      // Uncontained, they would outlive the suite.
      spawnSync("ipcrm", ["-M", String(key), "-Q", String(key)], { stdio: "ignore" });
      rmSync(shm, { force: true });
    }
  });

  it.each([
    ["a working-directory below the repository's root", "sub"],
    ["the repository's root reached through a link (not shown over)", "link"],
  ])("29 checkout token: the checkout's .git is unreadable at its own path, %s", async (_label, how) => {
    // A checkout every user may cross, as a runner's work folder is, with the token
    // actions/checkout writes into .git/config.
    const base = mkdtempSync(join(tmpdir(), "tc-hostile-checkout-"));
    chmodSync(base, 0o755);
    const checkout = join(base, "repo");
    const token = `ghs_hostile${newMark()}`;
    try {
      mkdirSync(join(checkout, ".git"), { recursive: true });
      writeFileSync(
        join(checkout, ".git", "config"),
        `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${token}\n`,
      );
      let project: string;
      if (how === "sub") {
        project = join(checkout, "sub");
        cpSync(join(PROJECTS, "checkout-token"), project, { recursive: true });
      } else {
        cpSync(join(PROJECTS, "checkout-token"), checkout, { recursive: true });
        project = join(base, "link");
        symlinkSync(checkout, project);
      }
      const run = await runCli(
        ["run", project, ...processArgs, ...LIMIT_ARGS, "--env", `HOSTILE_CHECKOUT=${checkout}`],
        hostEnv(dirs),
      );
      const outputs = [run.stdout, run.stderr, JSON.stringify(run.result)].join("\n");
      rmSync(run.outDir, { recursive: true, force: true });
      expect(testStatuses(run)).toEqual([["test_checkout_git_config_unreadable", "passed"]]);
      expect(outputs).not.toContain(token);
      // The host's checkout is as it was.
      expect(readFileSync(join(checkout, ".git", "config"), "utf8")).toContain(token);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it("20 install daemon: nothing the install phase starts outlives it", async () => {
    const name = newMark();
    // A postinstall that leaves a detached daemon (its own session, so no process group reaches it).
    const install = `cp "$(command -v sleep)" "$TMPDIR/${name}" && setsid "$TMPDIR/${name}" 300 </dev/null >/dev/null 2>&1 &`;
    try {
      const run = await runAttack(dirs, "install-daemon", processArgs, [
        "--env",
        `HOSTILE_MARK=${name}`,
        "--install-command",
        install,
      ]);
      expect(run.result.status).toBe("pass");
      expect(await eventually(() => processesNamed(name).length === 0)).toBe(true);
    } finally {
      // Uncontained, it would sleep on for minutes.
      for (const pid of processesNamed(name)) process.kill(Number(pid), "SIGKILL");
    }
  });
});

/**
 * A service container like the suite's, but as a job service usually is: a
 * writable root with /tmp on it, started with a credential in its environment
 * (-e SOME_TOKEN=...). Also its writable layer's host folder. "no-sysvipc": one
 * whose SysV IPC objects cannot be listed (an empty /proc/sysvipc, as under
 * gVisor) but which lets the tests have an IPC namespace of their own (no
 * seccomp profile; the kernel allows unprivileged user namespaces).
 */
function jobService(kind: "job" | "no-sysvipc" = "job"): { sandbox: string[]; upper: string; token: string } {
  const name = `${SERVICE_CONTAINER}-${kind}`;
  let started = jobServices.get(kind);
  if (!started) {
    const args = SERVICE_CONTAINER_ARGS.filter(
      (a, i, all) => a !== "--read-only" && a !== "--tmpfs" && all[i - 1] !== "--tmpfs",
    );
    const token = `hostileServiceToken${Math.random().toString(36).slice(2)}`;
    args.push("-e", `SOME_TOKEN=${token}`);
    if (kind === "no-sysvipc") args.push("--tmpfs", "/proc/sysvipc", "--security-opt", "seccomp=unconfined");
    startService(defaultImage("python"), args, name);
    const upper = spawnSync("docker", ["inspect", "--format", "{{.GraphDriver.Data.UpperDir}}", name], {
      encoding: "utf8",
    }).stdout.trim();
    started = { upper, token };
    jobServices.set(kind, started);
  }
  return { sandbox: ["--sandbox", "service", "--container", name], ...started };
}
const jobServices = new Map<string, { upper: string; token: string }>();

/**
 * 21: runs install-egress with its attack as the install command, against a
 * listener on every host address. The run must pass (the attack itself exits 0),
 * the listener must see nothing, and no daemon of it may be left. With
 * waitForCallHome, waits past the daemon's delayed call home too.
 */
async function installEgressAttack(
  sandbox: readonly string[],
  extra: string[] = [],
  opts: { waitForCallHome?: boolean } = {},
): Promise<AttackRun> {
  const name = newMark();
  const host = await everyAddressServer();
  try {
    const run = await runAttack(dirs, "install-egress", sandbox, [
      ...["--env", `HOSTILE_MARK=${name}`, "--env", `HOSTILE_PORT=${host.port}`, "--env", `HOSTILE_PORT6=${host.port}`],
      ...["--env", `HOSTILE_HOST_IPS=${host.hostAddresses.join(",")}`],
      ...["--install-command", "python3 attack_install.py"],
      // A name the proxy would let through, were it not resolving to loopback.
      ...["--install-allow-hosts", "localhost"],
      ...extra,
    ]);
    expect(run.result.status, run.result.message).toBe("pass");
    expect(await eventually(() => processesNamed(name).length === 0)).toBe(true);
    if (opts.waitForCallHome) await new Promise((r) => setTimeout(r, 11_000));
    expect(host.connections()).toBe(0);
    return run;
  } finally {
    await host.close();
    for (const pid of processesNamed(name)) process.kill(Number(pid), "SIGKILL");
  }
}

/**
 * 25: the checkout holds `h -> /` and `out -> <a folder outside it>` (links git keeps),
 * and the tests' report names test files through them. testcage reads test sources on
 * the host for the outputs (the Exercism file's test_code, a test's line): none of them
 * may come from outside the checkout.
 */
async function sourceEscapeAttack(sandbox: readonly string[]): Promise<void> {
  const secret = `hostileSourceSecret${mark()}`;
  const outside = mkdtempSync(join(tmpdir(), "tc-hostile-outside-"));
  const project = mkdtempSync(join(tmpdir(), "tc-hostile-source-"));
  try {
    writeFileSync(join(outside, "secret_test.py"), `def test_secret():\n    TOKEN = "${secret}"\n`, { mode: 0o600 });
    cpSync(join(PROJECTS, "source-escape"), project, { recursive: true });
    symlinkSync("/", join(project, "h"));
    symlinkSync(outside, join(project, "out"));
    const run = await runCli(
      ["run", project, ...sandbox, ...LIMIT_ARGS, "--env", `HOSTILE_OUTSIDE=${outside}`],
      hostEnv(dirs),
    );
    // The forged report was read: its tests are the run's, named by those paths.
    expect(run.result.status).toBe("pass");
    expect(run.result.tests.map((t) => t.file)).toEqual(
      expect.arrayContaining(["out/secret_test.py", `h${outside}/secret_test.py`]),
    );
    const outputs = outputsOf(run.outDir);
    expect(outputs).toContain("test_secret");
    expect(`${outputs}${run.stdout}${run.stderr}`).not.toContain(secret);
    rmSync(run.outDir, { recursive: true, force: true });
    expectNothingLeft(dirs);
  } finally {
    rmSync(project, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  }
}

/**
 * 26: the default results folder, ./testcage-results, is in the checkout. A checkout
 * that commits it as a link to a folder elsewhere gets no run and no write there; one
 * that commits links in it (stdout.log -> a host file, reports -> a host folder) gets
 * them replaced by the run's files, and the host's files stay as they were.
 */
function resultsFolderAttack(sandbox: readonly string[]): void {
  const sample = join(PROJECTS, "..", "..", "samples", "pytest", "pass");
  const victims = mkdtempSync(join(tmpdir(), "tc-hostile-victims-"));
  const keys = join(victims, "authorized_keys");
  writeFileSync(keys, "the host's own key\n", { mode: 0o600 });
  const linkedDir = join(victims, "linked-folder");
  mkdirSync(linkedDir);
  const run = (cwd: string) =>
    spawnSync(process.execPath, [CLI, "run", ...sandbox], { cwd, env: hostEnv(dirs), encoding: "utf8" });
  const project = (name: string): string => {
    const dir = join(victims, name);
    cpSync(sample, dir, { recursive: true });
    return dir;
  };
  try {
    // The folder itself a link: refused before anything runs, nothing written.
    const linkedOut = project("linked-out");
    symlinkSync(linkedDir, join(linkedOut, "testcage-results"));
    const refused = run(linkedOut);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe(
      `testcage: ERROR: the results folder ${join(linkedOut, "testcage-results")} is a symbolic link (to ${linkedDir}), which the checkout may have placed; give --out a folder reached without links; no results were written\n`,
    );
    expect(readdirSync(linkedDir)).toEqual([]);

    // Links in it: replaced, not followed.
    const linksIn = project("links-in");
    const out = join(linksIn, "testcage-results");
    mkdirSync(out);
    for (const name of ["stdout.log", "stderr.log", "results.json", "ctrf.json", "junit.xml", "defects.json"])
      symlinkSync(keys, join(out, name));
    symlinkSync(linkedDir, join(out, "reports"));
    const ran = run(linksIn);
    expect(ran.status).toBe(0);
    expect(readFileSync(keys, "utf8")).toBe("the host's own key\n");
    expect(statSync(keys).mode & 0o777).toBe(0o600);
    expect(readdirSync(linkedDir)).toEqual([]);
    for (const name of ["stdout.log", "results.json", "ctrf.json", "junit.xml"])
      expect(lstatSync(join(out, name)).isFile()).toBe(true);
    expect(JSON.parse(readFileSync(join(out, "results.json"), "utf8"))).toMatchObject({ status: "pass" });
    expectNothingLeft(dirs);
  } finally {
    rmSync(victims, { recursive: true, force: true });
  }
}

async function terminalControlAttack(sandbox: readonly string[]): Promise<void> {
  const run = await runAttack(dirs, "terminal-control", sandbox);
  expect(run.result.status).toBe("fail");
  const printed = `${run.stdout}\n${run.stderr}`;
  // eslint-disable-next-line no-control-regex
  expect(printed.match(/[\r\b\x07\x1b\x9b]/g) ?? []).toEqual([]);
  expect(printed).toMatch(/FAIL .*test_message\n(.*\n)?.*boom/);
  expect(printed).toMatch(/FAIL .*test_output/);
  expect(printed).toMatch(/^0 passed, 2 failed, 0 skipped, 0 errored$/m);
  expect(printed).not.toMatch(/^1 passed/m);
}

/** 22: the forge works on the project's own tests (documented), and fails against trusted tests. */
async function forgedPassAttack(sandbox: readonly string[]): Promise<void> {
  const own = await runAttack(dirs, "forged-pass", sandbox);
  expect(own.result.status).toBe("pass");
  expect(own.result.trust?.mode).toBe("project");
  expect(own.result.trust?.notes.join(" ")).toContain("can forge its own result");

  const trusted = await runAttack(dirs, "forged-pass", sandbox, [
    "--tests-from",
    join(PROJECTS, "forged-pass", "trusted"),
  ]);
  expect(trusted.result.status).toBe("fail");
  expect(testStatuses(trusted)).toEqual([
    ["test_add", "failed"],
    ["test_add_negative", "failed"],
  ]);
  expect(trusted.result.tests.map((t) => t.line)).toEqual([6, 10]);
  const trust = trusted.result.trust;
  expect(trust?.mode).toBe("trusted-tests");
  if (trust?.mode === "trusted-tests") {
    expect(trust.removed).toEqual(expect.arrayContaining(["conftest.py", "test_solution.py"]));
    expect(trust.trusted_files).toBe(2);
  }
  expect(trusted.code).toBe(1);
}

/** results.json of an install that went through the egress proxy and was refused everything it tried. */
/**
 * Warm trusted Go caches the way a runner has them (root's or this user's, not
 * writable by others): a few build-cache entries and a sentinel, and a module laid
 * out read-only as go does.
 */
function trustedGoCaches(name: string): { gocache: string; modcache: string; root: string } {
  const root = mkdtempSync(join(dirs.cache, "trusted-"));
  chmodSync(root, 0o755);
  const gocache = join(root, "go-build");
  const modcache = join(root, "mod");
  for (const sub of ["00", "3f", "ff"]) {
    mkdirSync(join(gocache, sub), { recursive: true });
    writeFileSync(join(gocache, sub, `${sub}deadbeef-a`), `entry ${sub}`, { mode: 0o644 });
  }
  writeFileSync(join(gocache, `sentinel-${name}`), `trusted ${name}`, { mode: 0o644 });
  const mod = join(modcache, "example.com", "fake@v1.0.0");
  mkdirSync(mod, { recursive: true });
  mkdirSync(join(modcache, "cache", "download", "example.com", "fake", "@v"), { recursive: true });
  writeFileSync(join(mod, "fake.go"), "package fake\n", { mode: 0o444 });
  writeFileSync(
    join(modcache, "cache", "download", "example.com", "fake", "@v", "v1.0.0.mod"),
    "module example.com/fake\n",
  );
  chmodSync(mod, 0o555);
  return { gocache, modcache, root };
}

async function cachePoisonAttack(sandbox: readonly string[], opts = { hostLayers: true }): Promise<void> {
  const name = newMark();
  const caches = trustedGoCaches(name);
  const env = { GOCACHE: caches.gocache, GOMODCACHE: caches.modcache };
  const before = treeSnapshot(caches.root);
  try {
    // A cold build of Go's runtime needs more memory, /tmp, disk and (under gVisor)
    // processes than the suite's limits give (the last of a repeated flag wins).
    const args = ["--env", `HOSTILE_MARK=${name}`, "--memory", "1g", "--tmpfs-size", "512m", "--disk", "1g"];
    args.push("--pids-limit", "1024");
    const poison = await runAttack(dirs, "cache-poison", sandbox, args, env);
    expect(poison.result.status).toBe("pass");
    // The attack did reach the layers (through the overlay, as it may) ...
    const did = /HOSTILE-POISON rewrote=(\d+) planted=(\d+) removed=(\d+)/.exec(poison.files.stdoutLog);
    expect(did, poison.files.stdoutLog.slice(0, 2000)).not.toBeNull();
    expect(Number(did![2])).toBeGreaterThan(0);
    // ... which results.json names, read from the host folders, never written.
    expect(poison.result.sandbox?.cache?.mode).toBe("run");
    expect(poison.result.sandbox?.cache?.layers.map((l) => [l.name, l.source])).toEqual(
      opts.hostLayers
        ? [
            ["Go build cache", realpathSync(caches.gocache)],
            ["Go module cache", realpathSync(caches.modcache)],
          ]
        : [],
    );
    expect(treeSnapshot(caches.root)).toEqual(before);
    // Without host layers the probe checks that the host's sentinel is not there at all.
    const probeArgs = opts.hostLayers ? args : [...args, "--env", "HOSTILE_SENTINEL=absent"];
    const probe = await runAttack(dirs, "cache-probe", sandbox, probeArgs, env);
    expect(testStatuses(probe)).toEqual([
      ["TestSentinelUnchanged", "passed"],
      ["TestNothingFromTheEarlierRun", "passed"],
    ]);
    expect(treeSnapshot(caches.root)).toEqual(before);
    expect(findFiles(dirs.cache, `planted-${name}`)).toEqual([]);
  } finally {
    chmodSync(join(caches.modcache, "example.com", "fake@v1.0.0"), 0o755);
    rmSync(caches.root, { recursive: true, force: true });
  }
}

function expectProxiedInstall(run: AttackRun): void {
  const install = run.result.sandbox?.isolation.install;
  expect(install?.network).toBe("registries");
  expect(install?.reached).toEqual([]);
  expect(install?.refused).toEqual(expect.arrayContaining(["127.0.0.1", "localhost", "::1", "169.254.169.254"]));
  expect(install?.allow_hosts).toEqual(expect.arrayContaining(["pypi.org", "localhost"]));
}

function findFiles(dir: string, name: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((p) => p.split("/").pop() === name);
}
