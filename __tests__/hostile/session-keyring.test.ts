// Hostile case 36, the session keyring (process sandbox, as root and as the runner's own
// user): testcage is started in a session keyring holding a key of the runner's (a
// credential helper's or Kerberos' token kept there), as with-session-keyring.py starts
// it. session-keyring's install (a preinstall) and tests list every key their session,
// user and user-session keyrings reach, read each, rewrite each and plant one of their
// own for a later step. From the host: the probe ran in both phases, the runner's key is
// in no output, and after the run the runner's keyring holds its key alone, unchanged.

import { spawn } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";
import { program, runAs, user } from "../helpers/run-as-user.js";
import { validateResultsFile } from "../helpers/schema.js";
import type { RunResult } from "../../src/core/model.js";
import { outputsOf, PROJECTS } from "./host.js";

const WRAP = join(ROOT, "__tests__/helpers/with-session-keyring.py");
const PYTHON = "/usr/bin/python3";
const SECRET = `RUNNER-KEYRING-SECRET-${process.pid}`;
let base: string;

beforeAll(() => {
  if (process.getuid?.() !== 0) throw new Error("this test makes a user: run it as root, as CI does");
  program("setpriv");
  program("python3");
  base = mkdtempSync("/var/tmp/tc-session-keyring-");
  chmodSync(base, 0o755);
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

function expectContained(result: RunResult, outDir: string, report: string): void {
  const all = outputsOf(outDir);
  // The probe ran in both phases (the install's output is install.log's).
  expect(all).toMatch(/KEYPROBE install @s /);
  expect(all).toMatch(/KEYPROBE tests @s /);
  expect(result.summary.passed).toBe(1);
  expect(all).not.toContain(SECRET);
  expect(all).not.toMatch(/KEYPROBE \w+ key [^\n]*tc-hostile-runner-cred/);
  expect(JSON.parse(readFileSync(report, "utf8"))).toEqual([
    { description: "tc-hostile-runner-cred", payload: SECRET },
  ]);
}

describe("36 session keyring: the install and the tests reach none of the runner's keys", () => {
  it("as root (the phases are nobody)", async () => {
    const project = join(mkdtempSync(join(base, "root-")), "session-keyring");
    cpSync(join(PROJECTS, "session-keyring"), project, { recursive: true });
    const out = mkdtempSync(join(base, "out-"));
    const report = join(base, "root-keyring.json");
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        PYTHON,
        [WRAP, SECRET, process.execPath, CLI, "run", project, "--sandbox", "process", "--out", out],
        {
          env: { ...process.env, KEYRING_REPORT: report },
          stdio: "ignore",
        },
      );
      child.on("error", reject);
      child.on("close", resolve);
    });
    const result = validateResultsFile(join(out, "results.json")) as unknown as RunResult;
    expect(code).toBe(0);
    expect(result.sandbox?.isolation.uid).toBe(65534);
    expectContained(result, out, report);
  });

  it("as the runner's own user", async () => {
    const u = user("testcage-t-runner");
    const report = join(base, "user-keyring.json");
    const run = await runAs(u, join(PROJECTS, "session-keyring"), ["--sandbox", "process"], {
      parent: base,
      wrap: [PYTHON, WRAP, SECRET],
      env: { KEYRING_REPORT: report },
    });
    expect(run.code).toBe(0);
    expectContained(run.result, join(run.work, "out"), report);
  });
});
