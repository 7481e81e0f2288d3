// Hostile case 34, a worktree's token (process sandbox, as root and as the runner's own
// user): the project is a git worktree beside its main repository, whose .git/config
// holds the job's token (actions/checkout's extraheader); the worktree's .git is a file
// naming its folder under the main .git. worktree-token's tests go from the original
// checkout's .git file, through commondir, to that config. From the host: every read of
// the two folders was refused or found them empty, and the token is in no output.

import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/model.js";
import { runCli } from "../helpers/cli.js";
import { program, runAs, sh, user } from "../helpers/run-as-user.js";
import { outputsOf, PROJECTS } from "./host.js";

const TOKEN = `x-access-token:ghs_worktree${process.pid}`;
let base: string;

beforeAll(() => {
  if (process.getuid?.() !== 0) throw new Error("this test makes a user: run it as root, as CI does");
  program("setpriv");
  base = mkdtempSync("/var/tmp/tc-worktree-token-");
  chmodSync(base, 0o755);
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

/** A main repository with the token in its config and a worktree of it holding the project. */
function worktreeLayout(name: string): { worktree: string; root: string } {
  const root = join(base, name);
  const git = (args: string[]): string => sh("git", ["-c", "user.email=t@t", "-c", "user.name=t", ...args]);
  git(["init", "-q", join(root, "main")]);
  git(["-C", join(root, "main"), "commit", "-q", "--allow-empty", "-m", "base"]);
  git([
    "-C",
    join(root, "main"),
    "config",
    "http.https://github.com/.extraheader",
    `AUTHORIZATION: basic ${Buffer.from(TOKEN).toString("base64")}`,
  ]);
  const worktree = join(root, "head");
  git(["-C", join(root, "main"), "worktree", "add", "-q", worktree]);
  cpSync(join(PROJECTS, "worktree-token"), worktree, { recursive: true });
  writeFileSync(join(worktree, "origin.txt"), `${worktree}\n`);
  return { worktree, root };
}

function expectContained(result: RunResult, outDir: string): void {
  expect(result.summary.passed, `${result.message}\n${JSON.stringify(result.errors)}`).toBe(1);
  const said = result.tests[0]?.stdout ?? "";
  const lines = said.split("\n").filter((l) => l.startsWith("ATTACK "));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/: refused \((ENOENT|EACCES)\)$/);
  const base64 = Buffer.from(TOKEN).toString("base64");
  for (const secret of [TOKEN, base64, "extraheader", "AUTHORIZATION"]) expect(outputsOf(outDir)).not.toContain(secret);
}

describe("34 worktree token: a worktree's tests cannot read the main repository's config", () => {
  it("as root (the tests are nobody)", async () => {
    const { worktree } = worktreeLayout("root");
    // The layout is readable by everyone, as a checkout under /home/runner/work is.
    sh("chmod", ["-R", "a+rX", base]);
    const run = await runCli(["run", worktree, "--sandbox", "process"]);
    expect(run.result.sandbox?.isolation.uid).toBe(65534);
    expectContained(run.result, run.outDir);
  });

  it("as the runner's own user, who owns the checkout", async () => {
    const u = user("testcage-t-runner");
    const { worktree, root } = worktreeLayout("runner");
    sh("chown", ["-R", `${u.uid}:${u.gid}`, root]);
    const run = await runAs(u, worktree, ["--sandbox", "process"], { parent: base, copyProject: false });
    expectContained(run.result, join(run.work, "out"));
  });
});
