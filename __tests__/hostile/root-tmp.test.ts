// Hostile case 37, /tmp as root (process sandbox: the tests run as nobody, who may read
// and write the host's /tmp): root-tmp's test reads a file the runner left in /tmp and
// plants one there for a later step. From the host: the runner's file was not there for
// it, the planted file is not in the host's /tmp, and writing to /tmp still worked (in
// the run's own, gone with it).

import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { PROJECTS } from "./host.js";

const RUNNER_FILE = `/tmp/tc-hostile-root-tmp-runner-${process.pid}`;
const PLANTED = `/tmp/tc-hostile-root-tmp-planted-${process.pid}`;
let base: string;

beforeAll(() => {
  if (process.getuid?.() !== 0)
    throw new Error("the tests run as nobody only when testcage is root: run as root, as CI does");
  base = mkdtempSync("/var/tmp/tc-hostile-root-tmp-");
  chmodSync(base, 0o755);
  writeFileSync(RUNNER_FILE, "runner-secret-in-tmp\n", { mode: 0o644 });
  chmodSync(RUNNER_FILE, 0o644);
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
  rmSync(RUNNER_FILE, { force: true });
  rmSync(PLANTED, { force: true });
});

describe("37 /tmp as root: the tests' /tmp is the run's own", () => {
  it("the runner's file there is not seen, and what they write there goes with the run", async () => {
    const project = join(base, "root-tmp");
    cpSync(join(PROJECTS, "root-tmp"), project, { recursive: true });
    writeFileSync(join(project, "names.txt"), `${RUNNER_FILE} ${PLANTED}\n`);
    const run = await runCli(["run", project, "--sandbox", "process"]);
    expect(run.result.sandbox?.isolation.uid).toBe(65534);
    expect(run.result.summary.passed, run.stderr).toBe(1);
    const said = run.result.tests[0]?.stdout ?? "";
    expect(said).toMatch(/^ATTACK read: refused \(FileNotFoundError 2\)$/m);
    expect(said).toMatch(/^ATTACK plant: wrote 'planted by the tests\\n'$/m);
    expect(said).not.toContain("runner-secret-in-tmp");
    expect(existsSync(PLANTED)).toBe(false);
  });
});
