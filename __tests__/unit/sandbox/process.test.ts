// The process sandbox against real processes: these are the guarantees the
// README promises for machines without docker.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Invocation } from "../../../src/core/adapter-types.js";
import { blockingFolder, namespacesAvailable, processSandbox, viewArgs } from "../../../src/sandbox/process.js";
import type { RunLimits } from "../../../src/sandbox/types.js";
import { runProcess } from "../../../src/sandbox/run-process.js";

const project = mkdtempSync(join(tmpdir(), "tc-proc-project-"));
writeFileSync(join(project, "file.txt"), "original\n");
mkdirSync(join(project, ".git"));
writeFileSync(join(project, ".git", "config"), "[http] extraheader = AUTHORIZATION: basic secret\n");

const limits: RunLimits = { timeoutMs: 20_000, graceMs: 1000, outputCapBytes: 4096, reportCapBytes: 1024 };
const sh = (script: string, extra: Partial<Invocation> = {}): Invocation => ({
  argv: ["sh", "-c", script],
  env: {},
  reports: [],
  harness: [],
  requires: null,
  ...extra,
});
const marker = `tc-leftover-${process.pid}`;

afterAll(() => {
  spawnSync("pkill", ["-f", marker]);
});

async function inSandbox(inv: Invocation, runLimits = limits, env: Record<string, string> = {}) {
  const session = await processSandbox.open(project, { cache: "run" });
  try {
    const run = await session.test({ invocation: inv, env, limits: runLimits });
    return { ...run, paths: session.paths };
  } finally {
    await session.close();
  }
}

describe("process sandbox", () => {
  it("runs in a copy without .git and leaves the original untouched", async () => {
    const { outcome } = await inSandbox(sh("cat file.txt; ls -a; echo changed > file.txt"));
    expect(outcome.exitCode).toBe(0);
    expect(outcome.stdout.text).toContain("original");
    expect(outcome.stdout.text).not.toContain(".git");
    expect(readFileSync(join(project, "file.txt"), "utf8")).toBe("original\n");
  });

  it("as root, shows the copy at the project's own path: the tests start there and the original stays out of view", async () => {
    const { outcome, paths } = await inSandbox({
      ...sh(""),
      argv: ["sh", "-c", 'echo "$PWD"; cat "$0"/file.txt; ls -a "$0"; echo planted > "$0"/planted.txt', project],
    });
    const root = process.getuid?.() === 0;
    // Without root there is no mount namespace to show it in: the copy keeps its own path.
    expect(paths.project === project).toBe(root);
    if (!root) return;
    expect(outcome.exitCode).toBe(0);
    expect(outcome.stdout.text.split("\n")[0]).toBe(project);
    expect(outcome.stdout.text).toContain("original");
    expect(outcome.stdout.text).not.toContain(".git");
    expect(existsSync(join(project, "planted.txt"))).toBe(false);
  });

  it("passes only allow-listed and named variables", async () => {
    process.env["TC_SECRET_FOR_TEST"] = "leak";
    process.env["GITHUB_TOKEN"] = "ghs_never";
    const { outcome } = await inSandbox(sh("env"), limits, { WANTED: "yes" });
    delete process.env["TC_SECRET_FOR_TEST"];
    delete process.env["GITHUB_TOKEN"];
    expect(outcome.stdout.text).toContain("WANTED=yes");
    expect(outcome.stdout.text).toContain("CI=true");
    expect(outcome.stdout.text).not.toContain("leak");
    expect(outcome.stdout.text).not.toContain("ghs_never");
  });

  it("stops a hang with SIGINT first, then SIGKILL after the grace period", async () => {
    const { outcome } = await inSandbox(sh("trap 'echo got-int' INT; while :; do sleep 0.1; done"), {
      ...limits,
      timeoutMs: 500,
      graceMs: 500,
    });
    expect(outcome.timedOut).toBe(true);
    expect(outcome.stdout.text).toContain("got-int");
    expect(outcome.exitCode === null || outcome.signal === "SIGKILL" || outcome.exitCode !== 0).toBe(true);
  });

  // As a PID namespace's init the command would ignore both: init gets no signal it has no handler for.
  it("the command is not the namespace's init: a SIGKILL it sends itself and the timeout's SIGINT reach it", async () => {
    const killed = await inSandbox(sh('echo "pid $$"; kill -KILL $$; echo survived'));
    expect(killed.outcome.stdout.text).not.toContain("survived");
    expect(killed.outcome.exitCode).toBe(128 + 9);
    if (namespacesAvailable()) expect(killed.outcome.stdout.text).not.toMatch(/^pid 1$/m);
    const hang = await inSandbox(sh("sleep 30"), { ...limits, timeoutMs: 300, graceMs: 10_000 });
    expect(hang.outcome.timedOut).toBe(true);
    // SIGINT ended it at once, long before the grace period's SIGKILL.
    expect(hang.outcome.durationMs).toBeLessThan(5_000);
    expect(hang.outcome.exitCode).toBe(128 + 2);
  });

  it("kills what the tests leave running, even after setsid", async () => {
    const { outcome } = await inSandbox(sh(`setsid sh -c 'exec -a ${marker} sleep 300' & sleep 0.2; echo started`));
    expect(outcome.stdout.text).toContain("started");
    await new Promise((r) => setTimeout(r, 300));
    const left = spawnSync("pgrep", ["-f", marker]).stdout.toString().trim();
    if (namespacesAvailable()) {
      expect(left).toBe("");
    } else {
      // Without a PID namespace a setsid escape survives; the result must say so.
      const isolation = await processSandbox.isolation(1);
      expect(isolation.notes.join(" ")).toMatch(/namespaces are not available/);
    }
  });

  it("caps output and marks the truncation", async () => {
    const { outcome } = await inSandbox(sh("head -c 200000 /dev/zero | tr '\\0' 'a'; echo; echo THE-END"));
    expect(outcome.stdout.truncated).toBe(true);
    expect(outcome.stdout.totalBytes).toBeGreaterThan(200_000);
    expect(outcome.stdout.text).toContain("THE-END");
    expect(outcome.stdout.text).toMatch(/bytes of output dropped/);
    expect(outcome.stdout.text.length).toBeLessThan(4096 + 200);
  });

  it("says that its disk writes are not capped", async () => {
    expect((await processSandbox.isolation(1)).notes).toContain(
      "Disk writes are not capped: the disk option applies to the docker and service sandboxes.",
    );
  });

  it("has no network but loopback when namespaces are available", async () => {
    const isolation = await processSandbox.isolation(1);
    const { outcome } = await inSandbox(sh("cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d ' '"));
    if (isolation.network === "none") {
      expect(outcome.stdout.text.trim().split("\n")).toEqual(["lo"]);
    } else {
      expect(isolation.notes.join(" ")).toMatch(/host's network/);
    }
  });

  it("writes harness files read-only and refuses symlinked reports", async () => {
    const inv = sh('cat "$H/h.txt"; echo x > "$H/h.txt" 2>/dev/null && echo WROTE; ln -s /etc/passwd "$R/r.xml"', {
      harness: [{ name: "h.txt", content: "harness" }],
      reports: [{ name: "r", file: "r.xml" }],
    });
    const session = await processSandbox.open(project, { cache: "run" });
    try {
      const run = await session.test({
        invocation: inv,
        env: { H: session.paths.harness, R: session.paths.reports },
        limits,
      });
      expect(run.outcome.stdout.text).toContain("harness");
      // Root ignores file modes, so only check the write was refused when not root.
      if (process.getuid?.() !== 0) expect(run.outcome.stdout.text).not.toContain("WROTE");
      expect(run.reports["r"]).toMatchObject({ ok: false, problem: "not-regular" });
    } finally {
      await session.close();
      // The workspace is gone (as root the copy is shown at the project's own path,
      // path-mirror.ts, so paths.project may name the original, which stays).
      expect(existsSync(session.paths.reports)).toBe(false);
      expect(existsSync(project)).toBe(true);
    }
  });

  it("a stream report the install left a link or a forgery at is made afresh, never followed or read", async () => {
    const session = await processSandbox.open(project, { cache: "run" });
    try {
      const env = { R: session.paths.reports };
      // An earlier phase (the install runs as the same uid) plants both.
      const plant = sh('ln -s /etc/passwd "$R/linked.json" && echo \'{"Action":"pass"}\' > "$R/forged.json"');
      expect((await session.test({ invocation: plant, env, limits })).outcome.exitCode).toBe(0);
      for (const file of ["linked.json", "forged.json"]) {
        const run = await session.test({
          invocation: sh("echo the tests own output", { reports: [{ name: "s", file, fromStdout: true }] }),
          env,
          limits,
        });
        expect(run.outcome.reportError ?? null).toBeNull();
        expect(run.outcome.stdout.text, file).toBe("the tests own output\n");
        expect(run.reports["s"]).toMatchObject({ ok: true, text: "the tests own output\n" });
      }
    } finally {
      await session.close();
    }
  });

  it("a stream report that cannot be made is the run's error, not a crash", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-stream-report-"));
    symlinkSync("/etc/passwd", join(dir, "out.json"));
    const outcome = await runProcess({
      argv: ["sh", "-c", "echo output"],
      cwd: dir,
      env: { PATH: process.env["PATH"] ?? "" },
      limits,
      stdoutFile: join(dir, "out.json"),
    });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.reportError).toMatch(/the tests' output could not be written to out\.json: EEXIST/);
    expect(readFileSync("/etc/passwd", "utf8")).not.toContain("output\n");
  });

  it("a stream report is the tests' whole stdout, byte for byte, across batches and many small reads; one byte past its cap", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-stream-batches-"));
    // 3 MiB in 40,000 writes of varying size (the batches are 1 MiB), then the same past a 2 MiB cap.
    const program =
      'let n = 0; const out = []; for (let i = 0; i < 40000; i++) { const s = `{"n":${i},"pad":"${\'x\'.repeat(i % 97)}"}\\n`; out.push(s); }' +
      "const text = out.join('').padEnd(3 * 1048576, '.'); let at = 0;" +
      "function next() { while (at < text.length) { const end = Math.min(text.length, at + 1 + (n++ % 150)); if (!process.stdout.write(text.slice(at, end))) { at = end; return process.stdout.once('drain', next); } at = end; } }" +
      "require('fs').writeFileSync(process.argv[1], text); next();";
    const whole = join(dir, "expected.txt");
    for (const [cap, file] of [
      [64 * 1048576, "all.json"],
      [2 * 1048576, "capped.json"],
    ] as const) {
      const outcome = await runProcess({
        argv: [process.execPath, "-e", program, whole],
        cwd: dir,
        env: { PATH: process.env["PATH"] ?? "" },
        limits: { ...limits, reportCapBytes: cap },
        stdoutFile: join(dir, file),
      });
      expect(outcome.exitCode).toBe(0);
      expect(outcome.reportError ?? null).toBeNull();
      const expected = readFileSync(whole);
      expect(expected.length).toBe(3 * 1048576);
      expect(readFileSync(join(dir, file)).equals(expected.subarray(0, cap + 1))).toBe(true);
    }
  });

  it("finds a required program the install put into the copy, wherever the phases see the copy", async () => {
    // As root the phases see the copy at the project's own path, where the original
    // has no such program: the check must look in the copy (a jest the install put
    // in node_modules/.bin was reported missing).
    const session = await processSandbox.open(project, { cache: "run" });
    try {
      const tool = `${session.paths.project}/node_modules/.bin/tool`;
      const install = 'mkdir -p node_modules/.bin && printf "#!/bin/sh\\necho tool ran\\n" > "$0" && chmod +x "$0"';
      const put = await session.test({ invocation: { ...sh(""), argv: ["sh", "-c", install, tool] }, env: {}, limits });
      expect(put.outcome.exitCode, put.outcome.stderr.text).toBe(0);
      expect(existsSync(join(project, "node_modules"))).toBe(false);
      const run = await session.test({
        invocation: { ...sh(""), argv: [tool], requires: { program: tool, hint: "install it" } },
        env: {},
        limits,
      });
      expect(run.outcome.spawnError ?? null).toBeNull();
      expect(run.outcome.stdout.text).toBe("tool ran\n");
    } finally {
      await session.close();
    }
  });

  it("says framework missing when the required program does not exist", async () => {
    const { outcome } = await inSandbox(sh("true", { requires: { program: "no-such-tool-xyz", hint: "install it" } }));
    expect(outcome.spawnError).toMatch(/no-such-tool-xyz \(on PATH\) was not found; install it/);
  });
});

describe("the view of folders nobody cannot cross (as root)", () => {
  // 700 for /root and /tmp/private, 755 elsewhere.
  const modes: Record<string, number> = { "/root": 0o40700, "/tmp/private": 0o40700 };
  const mode = (dir: string): number => modes[dir] ?? 0o40755;

  it("finds the topmost folder above a path that others cannot cross", () => {
    expect(blockingFolder("/root/.pyenv/shims", mode)).toBe("/root");
    expect(blockingFolder("/usr/local/bin", mode)).toBeNull();
    // The path itself may be closed: only the folders above it are crossed.
    expect(blockingFolder("/root", mode)).toBeNull();
  });

  it("shows the run's folders read-write and the toolchains its environment names read-only, nothing else", () => {
    const env = {
      PATH: "/root/.pyenv/shims:/root/.cargo/bin:/usr/bin:relative",
      RUSTUP_HOME: "/root/.rustup",
      HOME: "/tmp/private/ws/home",
      GOCACHE: "/root/.cache/testcage/abc/go-build",
    };
    expect(viewArgs(env, ["/tmp/private/ws", "/root/.cache/testcage/abc"], mode)).toEqual([
      "@view",
      "/tmp/private",
      "rw",
      "/tmp/private/ws",
      "@view",
      "/root",
      "rw",
      "/root/.cache/testcage/abc",
      "ro",
      "/root/.cargo",
      "ro",
      "/root/.pyenv",
      "ro",
      "/root/.rustup",
    ]);
    expect(viewArgs({ PATH: "/usr/bin" }, ["/tmp/ws"], mode)).toEqual([]);
  });

  it("shows a toolchain's named folder when its root holds a cache layer shown at the runner's path", () => {
    // The runner's ~/.cargo/registry and ~/go/pkg/mod, merged with the run's upper layer,
    // are shown at their own paths: ~/.cargo and ~/go cannot be shown whole over them,
    // but cargo and go's installed tools must still be found on PATH.
    const env = { PATH: "/root/.cargo/bin:/root/go/bin:/usr/bin" };
    const rw = ["/tmp/ws", "/root/.cargo/registry", "/root/.cargo/git", "/root/go/pkg/mod"];
    expect(viewArgs(env, rw, mode)).toEqual([
      "@view",
      "/root",
      "ro",
      "/root/.cargo/bin",
      "rw",
      "/root/.cargo/git",
      "rw",
      "/root/.cargo/registry",
      "ro",
      "/root/go/bin",
      "rw",
      "/root/go/pkg/mod",
    ]);
  });

  it("shows a private workspace root's own folders only, the harness read-only, never the root whole", () => {
    // The workspace root is 700 (a concurrent run's tests, the same uid, must not
    // reach into it).
    const closed = (dir: string): number => (dir === "/tmp/ws" ? 0o40700 : mode(dir));
    const rw = ["/tmp/ws/project", "/tmp/ws/reports", "/tmp/ws/cache"];
    expect(viewArgs({ PATH: "/usr/bin" }, rw, closed, ["/tmp/ws/harness"])).toEqual([
      "@view",
      "/tmp/ws",
      "rw",
      "/tmp/ws/cache",
      "ro",
      "/tmp/ws/harness",
      "rw",
      "/tmp/ws/project",
      "rw",
      "/tmp/ws/reports",
    ]);
    // Under a private TMPDIR as well: one view, over the topmost closed folder, and
    // an environment value naming something else in the workspace root never shows it whole.
    const both = (dir: string): number => (dir === "/tmp/private/ws" ? 0o40700 : mode(dir));
    expect(viewArgs({ EXTRA: "/tmp/private/ws/other" }, ["/tmp/private/ws/project"], both, [])).toEqual([
      "@view",
      "/tmp/private",
      "rw",
      "/tmp/private/ws/project",
    ]);
  });
});
