// Real projects (__tests__/real-world/corpus.json): published archives, and
// projects vendored from their git repositories where the published archive has
// no tests, each run the way a user would: `testcage run <copy>` with default
// options, in the docker sandbox and in the process sandbox (the host's
// toolchains, PHP, Ruby and Elixir included, come from npm run samples:setup; a
// missing one fails the case, it never skips it). The counts must be exactly what the project's own
// test command reported when it was run natively (recorded in the corpus with
// how), so a wrong install rule, environment or detection shows as a number.

import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { ROOT } from "../helpers/golden.js";
import { NODE24, nodeRuntimes } from "../helpers/node24.js";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests the project's own run reports as errors (Surefire's "Errors:"); 0 when absent. */
  errored?: number;
}

interface Project {
  name: string;
  framework: string;
  version: string;
  /** Vendored projects: where they come from (fetch-real-world.sh copies them). */
  source?: { kind: "vendored"; repo: string; commit: string; license: string };
  native: Counts & {
    command: string;
    how_recorded: string;
    /** The runner image's own toolchain can differ from the host's (the project skips more there). */
    docker?: Counts & { how_recorded: string };
    /** A test of the project's own that now and then hangs however it is run (why: the cause). */
    known_hang?: { test: string; why: string };
  };
}

const corpus = JSON.parse(readFileSync(join(ROOT, "__tests__/real-world/corpus.json"), "utf8")) as {
  projects: Project[];
};
const UNPACKED = join(ROOT, ".tmp/real-world");
const env = { ...process.env, TESTCAGE_LABEL: `dev.testcage.real-world-test-${process.pid}` };

beforeAll(() => {
  // Downloads (once, verified by sha256) what .tmp does not have yet.
  execFileSync("bash", [join(ROOT, "scripts/fetch-real-world.sh")], { stdio: "inherit", timeout: 240_000 });
});

/**
 * A fresh copy per run: the process sandbox installs into its own copy, but nothing may leak between runs.
 * Symlinks are copied as they are, like a checkout's (cpSync otherwise points a relative one at the
 * original's absolute path, which does not exist in a container: commander's fixtures have three).
 */
function freshCopy(name: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), "tc-real-world-")), name);
  cpSync(join(UNPACKED, name), dir, { recursive: true, verbatimSymlinks: true });
  return dir;
}

async function expectNativeCounts(
  project: Project,
  sandbox: "process" | "docker",
  runnerEnv: NodeJS.ProcessEnv = env,
): Promise<CliRun> {
  const expected = (sandbox === "docker" && project.native.docker) || project.native;
  let run = await runCli(["run", freshCopy(project.name), "--sandbox", sandbox], runnerEnv);
  if (hungOnItsOwn(project, run)) {
    // The project's own hang, reported as a hang: the counts are asked of one run more.
    process.stderr.write(`${project.name}: ${project.native.known_hang!.test} hung (known); running it again\n`);
    run = await runCli(["run", freshCopy(project.name), "--sandbox", sandbox], runnerEnv);
  }
  const said = `${run.stdout}\n${run.stderr}`;
  expect(run.result.framework?.id, said).toBe(project.framework);
  expect(run.result.errors, said).toEqual([]);
  const { passed, failed, skipped, errored } = run.result.summary;
  expect({ passed, failed, skipped, errored }, said).toEqual({
    passed: expected.passed,
    failed: expected.failed,
    skipped: expected.skipped,
    errored: expected.errored ?? 0,
  });
  const clean = expected.failed === 0 && (expected.errored ?? 0) === 0;
  expect(run.result.status).toBe(clean ? "pass" : "fail");
  if (clean) expect(run.code).toBe(0);
  return run;
}

/**
 * The run timed out on the project's known hang, and testcage said so: an error run with
 * that test never finished and every test the project's own run fails still counted
 * (none failed), not anything else that happened to time out.
 */
function hungOnItsOwn(project: Project, run: CliRun): boolean {
  const hang = project.native.known_hang;
  if (!hang || run.result.status !== "error") return false;
  const errored = run.result.tests.filter((t) => t.status === "error").map((t) => t.name);
  return (
    run.result.errors.some((e) => e.kind === "timeout") &&
    errored.includes(hang.test) &&
    run.result.summary.failed === 0
  );
}

const cases = corpus.projects.map((p) => [`${p.name} ${p.version} (${p.framework})`, p] as const);
/** Room for a known hang: testcage's 600 s default timeout, then the run again. */
const timeoutFor = (p: Project): number => (p.native.known_hang ? 900_000 : 300_000);

describe("real-world projects, default options, process sandbox", () => {
  for (const [label, project] of cases)
    it(
      `${label}: the native counts`,
      async () => void (await expectNativeCounts(project, "process")),
      timeoutFor(project),
    );
});

describe.skipIf(dockerSkipped())("real-world projects, default options, docker sandbox", () => {
  beforeAll(() => requireDocker());
  for (const [label, project] of cases)
    it(
      `${label}: the native counts`,
      async () => void (await expectNativeCounts(project, "docker")),
      timeoutFor(project),
    );
});

// What GitHub's runners have: setup-node's Node (the official binary, in a folder of its
// own) first on PATH, here Node 24 where the machine's own node is Debian's. The process
// sandbox runs the tests with it, and docker too (toolchain: runner, the default); its
// install phase must trust what the runner trusts, as Debian's node does by itself.
const jsCases = cases.filter(([, p]) => ["jest", "vitest", "mocha", "node-test"].includes(p.framework));
describe.each(["process", "docker"] as const)(
  "real-world JavaScript projects, default options, setup-node's Node 24 first on PATH, %s sandbox",
  (sandbox) => {
    beforeAll(() => {
      nodeRuntimes(); // throws when Node 24 is missing: never a silent skip
      if (sandbox === "docker") requireDocker();
    });
    it.each(jsCases)(
      "%s: the native counts",
      async (_label, project) => {
        const run = await expectNativeCounts(project, sandbox, {
          ...env,
          PATH: `${dirname(NODE24)}:${process.env["PATH"]}`,
        });
        if (sandbox === "docker")
          expect(run.result.sandbox?.toolchain).toMatchObject({ from: "runner", name: "Node.js" });
      },
      300_000,
    );
  },
);
