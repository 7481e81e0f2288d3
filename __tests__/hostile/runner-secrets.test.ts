// Hostile case 32, runner secrets (process sandbox, as root and as the runner's own user
// in the docker group, as on GitHub's hosted runners): runner-secrets' tests and its
// install phase (a preinstall) go for what the runner keeps beside the checkout —
// actions/checkout v6's credentials file in RUNNER_TEMP (readable by everyone, included
// from .git/config), the job's file-command file there, a file .git/config includes from
// another folder — and for the host's Unix sockets: the docker engine's (its group's
// members are the host's root through it) and a host service's open to everyone under
// /run. testcage is also started with a root-only file open on a high descriptor
// without close-on-exec, as a wrapper script's `exec 100<file` leaves it. From the host:
// every attempt failed in both phases, no secret in any output, the service never
// answered.

import { spawn } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/model.js";
import { CLI, runCli } from "../helpers/cli.js";
import { validateResultsFile } from "../helpers/schema.js";
import { program, runAs, sh, user, type User } from "../helpers/run-as-user.js";

const PROJECT = join(import.meta.dirname, "projects", "runner-secrets");
const DOCKER_SOCKET = "/var/run/docker.sock";

let base: string;
let service: Server;
let serviceSocket: string;
let answered = 0;

beforeAll(async () => {
  if (process.getuid?.() !== 0) throw new Error("this test makes a user: run it as root, as CI does");
  // The docker engine's socket is what the attack is about: npm run docker:up starts it.
  if (!existsSync(DOCKER_SOCKET)) throw new Error(`${DOCKER_SOCKET} is missing: run npm run docker:up first`);
  program("setpriv");
  program("unshare");
  base = mkdtempSync("/var/tmp/tc-runner-secrets-");
  chmodSync(base, 0o755);
  serviceSocket = `/run/tc-hostile-service-${process.pid}.sock`;
  service = createServer((s) => {
    answered++;
    s.end("HOSTILE-SERVICE-ANSWERED\n");
  });
  await new Promise<void>((resolve) => service.listen(serviceSocket, resolve));
  chmodSync(serviceSocket, 0o666);
});

afterAll(async () => {
  await new Promise<void>((resolve) => (service ? service.close(() => resolve()) : resolve()));
  rmSync(serviceSocket, { force: true });
  if (base) rmSync(base, { recursive: true, force: true });
  try {
    sh(program("userdel"), ["testcage-t-secrets"]);
  } catch {
    /* already gone */
  }
});

interface Layout {
  runnerTemp: string;
  checkout: string;
  secrets: string[];
  fdFile: string;
  marks: string[];
}

/** A runner's work folder as actions/checkout v6 leaves it, owned by `owner`. */
function runnerLayout(name: string, owner: User | null): Layout {
  const work = join(base, name, "_work");
  const runnerTemp = join(work, "_temp");
  const checkout = join(work, "repo", "repo");
  const elsewhere = join(base, name, "elsewhere");
  for (const d of [runnerTemp, join(runnerTemp, "_runner_file_commands"), elsewhere]) mkdirSync(d, { recursive: true });
  const token = `ghs_hostileRunnerSecrets${name}0123456789`;
  const envSecret = `HOSTILE_ENV_SECRET_${name}`;
  const other = `HOSTILE_INCLUDED_${name}`;
  const creds = join(runnerTemp, "git-credentials-6f1c2a9e-1111-4222-8333-944455556666.config");
  const fileCommand = join(runnerTemp, "_runner_file_commands", "set_env_0b1c");
  const included = join(elsewhere, "extra.config");
  writeFileSync(creds, `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${token}\n`);
  writeFileSync(fileCommand, `DEPLOY_KEY<<ghadelimiter\n${envSecret}\nghadelimiter\n`);
  writeFileSync(included, `[user]\n\tname = ${other}\n`);
  for (const f of [creds, fileCommand, included]) chmodSync(f, 0o644);
  mkdirSync(join(checkout, ".git"), { recursive: true });
  for (const f of readdirSync(PROJECT)) {
    sh("cp", ["-r", join(PROJECT, f), checkout]);
  }
  writeFileSync(
    join(checkout, ".git", "config"),
    `[core]\n\tbare = false\n[includeIf "gitdir:${checkout}/.git"]\n\tpath = ${creds}\n[include]\n\tpath = ${included}\n`,
  );
  // Root's own, mode 600: what only a descriptor left open could give away.
  const fdFile = join(base, name, "root-only.txt");
  writeFileSync(fdFile, `HOSTILE_DESCRIPTOR_${name}\n`, { mode: 0o600 });
  if (owner) sh("chown", ["-R", `${owner.uid}:${owner.gid}`, work, elsewhere]);
  return {
    runnerTemp,
    checkout,
    secrets: [creds, fileCommand, included],
    fdFile,
    marks: [token, envSecret, other, `HOSTILE_DESCRIPTOR_${name}`],
  };
}

function attackEnv(l: Layout): string[] {
  return [
    "--env",
    `HOSTILE_SECRET_FILES=${l.secrets.join(":")}`,
    "--env",
    `HOSTILE_SOCKETS=${DOCKER_SOCKET}:${serviceSocket}`,
    "--env",
    `HOSTILE_FD_FILE=${l.fdFile}`,
  ];
}

/** Every file of the results folder and the run's stderr, as one text. */
function said(out: string, stderr: string): string {
  const files = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => statSync(join(out, f)).isFile());
  return [stderr, ...files.map((f) => readFileSync(join(out, f), "utf8"))].join("\n");
}

function expectNothingReached(result: RunResult, text: string, l: Layout): void {
  expect(result.tests.filter((t) => t.status !== "passed").map((t) => `${t.name}: ${t.message}`)).toEqual([]);
  expect(result.summary).toMatchObject({ total: 2, passed: 2 });
  expect(result.status).toBe("pass");
  for (const mark of l.marks) expect(text).not.toContain(mark);
  expect(answered).toBe(0);
  // The host's files are as they were.
  expect(readFileSync(l.secrets[0]!, "utf8")).toContain(l.marks[0]);
}

describe("32 runner secrets: RUNNER_TEMP, included git config, host sockets, inherited descriptors", () => {
  it("as root (the tests are nobody)", async () => {
    const l = runnerLayout("root", null);
    const out = mkdtempSync(join(base, "out-"));
    const tmp = mkdtempSync(join(base, "tmp-"));
    const fd = openSync(l.fdFile, "r");
    try {
      const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [CLI, "run", l.checkout, "--sandbox", "process", "--out", out, ...attackEnv(l)],
          {
            env: {
              PATH: process.env["PATH"] ?? "/usr/bin:/bin",
              HOME: join(base, "root"),
              TMPDIR: tmp,
              RUNNER_TEMP: l.runnerTemp,
              CI: "true",
            },
            // The root-only file on descriptor 100, as `exec 100<file` before the command leaves it.
            stdio: ["ignore", "ignore", "pipe", ...Array<"ignore">(97).fill("ignore"), fd],
          },
        );
        let err = "";
        child.stderr!.on("data", (c: Buffer) => (err += c.toString()));
        child.on("error", reject);
        child.on("close", (c) => resolve({ code: c, stderr: err }));
      });
      const result = validateResultsFile(join(out, "results.json")) as unknown as RunResult;
      expect(result.sandbox?.kind).toBe("process");
      expect(result.sandbox?.isolation.uid).toBe(65534);
      expectNothingReached(result, said(out, stderr), l);
      expect(code).toBe(0);
    } finally {
      closeSync(fd);
    }
  }, 120_000);

  it("as root, with RUNNER_TEMP inside a folder nobody cannot cross, a tool of which is on PATH", async () => {
    // A self-hosted runner as root: /root/actions-runner/_work/{_temp,_tool}. The view over
    // the closed folder shows only the tool; RUNNER_TEMP is not there to cover, and the run goes on.
    const closed = mkdtempSync(join(base, "closed-"));
    chmodSync(closed, 0o700);
    const runnerTemp = join(closed, "_work", "_temp");
    const tool = join(closed, "_work", "_tool", "bin");
    mkdirSync(runnerTemp, { recursive: true });
    mkdirSync(tool, { recursive: true });
    const creds = join(runnerTemp, "git-credentials-0000.config");
    writeFileSync(creds, "[http]\n\textraheader = AUTHORIZATION: basic ghs_hostileClosedRunnerTemp\n", { mode: 0o644 });
    const project = mkdtempSync(join(base, "closed-project-"));
    chmodSync(project, 0o755);
    sh("cp", ["-r", ...readdirSync(PROJECT).map((f) => join(PROJECT, f)), project]);
    const run = await runCli(
      [
        "run",
        project,
        "--sandbox",
        "process",
        "--env",
        `HOSTILE_SECRET_FILES=${creds}`,
        "--env",
        `HOSTILE_SOCKETS=${serviceSocket}`,
      ],
      {
        PATH: `${tool}:${process.env["PATH"] ?? "/usr/bin:/bin"}`,
        HOME: join(base, "root"),
        TMPDIR: mkdtempSync(join(base, "tmp-")),
        RUNNER_TEMP: runnerTemp,
        CI: "true",
      },
    );
    expect(run.result.tests.filter((t) => t.status !== "passed").map((t) => `${t.name}: ${t.message}`)).toEqual([]);
    expect(run.result.status).toBe("pass");
    expect([run.stdout, run.stderr, JSON.stringify(run.result)].join("\n")).not.toContain(
      "ghs_hostileClosedRunnerTemp",
    );
    rmSync(run.outDir, { recursive: true, force: true });
  }, 120_000);

  it("as the runner's own user, in the docker group", async () => {
    const runner = user("testcage-t-secrets", ["docker"]);
    const l = runnerLayout("user", runner);
    const run = await runAs(runner, l.checkout, ["--sandbox", "process", ...attackEnv(l)], {
      parent: base,
      env: { RUNNER_TEMP: l.runnerTemp },
      copyProject: false,
    });
    expect(run.result.sandbox?.kind).toBe("process");
    expect(run.result.sandbox?.isolation.uid).toBe(runner.uid);
    expectNothingReached(run.result, said(join(run.work, "out"), run.stderr), l);
    expect(run.code).toBe(0);
  }, 120_000);
});
