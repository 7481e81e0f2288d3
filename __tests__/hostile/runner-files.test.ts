// Hostile case 31, runner files (process sandbox, testcage not root, as the action runs
// on GitHub's hosted runners): the tests are the runner's own user, who owns what later
// steps of the job use. runner-files tries to append to the job's file-command file
// (GITHUB_ENV's kind, in RUNNER_TEMP), the action's post script and a tool in the tool
// cache, to plant a script in the checkout and read its .git/config token, then to undo
// the read-only view (remount, unmount, a nested user namespace). From the host: every
// file byte-identical, nothing planted, the token in no output, the host's /dev/shm
// without the run's file, and results.json's isolation says the view was applied.
// /tmp is the run's own in this view: a runner file there is a target too, and the run's
// folders (its workspace in a TMPDIR under /tmp) must still be shown at their own paths.

import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { program, runAs, sh, user, type User } from "../helpers/run-as-user.js";

const PROJECT = join(import.meta.dirname, "projects", "runner-files");
const TOKEN = "ghs_hostileRunnerFilesToken0123456789";

let runner: User;
let root: string;
/** Under /tmp: the runner's files there, and the first test's run folders. */
let tmpRoot: string;

beforeAll(() => {
  if (process.getuid?.() !== 0) throw new Error("this test makes a user: run it as root, as CI does");
  program("setpriv");
  program("unshare");
  runner = user("testcage-t-runner");
  root = mkdtempSync("/var/tmp/tc-runner-files-");
  chmodSync(root, 0o755);
  tmpRoot = mkdtempSync("/tmp/tc-runner-files-");
  chmodSync(tmpRoot, 0o755);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
  rmSync("/tmp/hostile-runner-files-planted", { force: true });
  spawnUserdel();
});

function spawnUserdel(): void {
  try {
    sh(program("userdel"), ["testcage-t-runner"]);
  } catch {
    /* already gone */
  }
}

/** A file of the runner's user, as the runner lays them out (under `base`), with its content. */
function runnerFile(rel: string, content: string, base = root): string {
  const path = join(base, "runner", rel);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, content);
  return path;
}

describe("31 runner files: the process sandbox without root", () => {
  it("leaves the job's files, the action, the tool cache and the checkout as they were", async () => {
    const targets = [
      runnerFile("work/_temp/_runner_file_commands/set_env_0b1c", "FROM_AN_EARLIER_STEP=1\n"),
      runnerFile("work/_actions/acme/testcage/v1/dist/post.js", "// the action's post step\n"),
      runnerFile("hostedtoolcache/go/1.22.0/x64/bin/go", "#!/bin/sh\n"),
      // A script an earlier step left in /tmp for a later one.
      runnerFile("next-step.sh", "#!/bin/sh\necho deploy\n", tmpRoot),
    ];
    sh("chown", ["-R", `${runner.uid}:${runner.gid}`, join(root, "runner"), join(tmpRoot, "runner")]);
    const before = targets.map((t) => readFileSync(t));
    const shmBefore = readdirSync("/dev/shm");
    let checkout = "";
    const run = await runAs(
      runner,
      PROJECT,
      (copy) => [
        "--sandbox",
        "process",
        "--env",
        `HOSTILE_TARGETS=${targets.join(":")}`,
        "--env",
        `HOSTILE_CHECKOUT=${copy}`,
      ],
      {
        parent: root,
        // The run's TMPDIR, and so its workspace, under /tmp: shown again inside the run's own /tmp.
        tmpParent: tmpRoot,
        prepare: (copy) => {
          checkout = copy;
          mkdirSync(join(copy, ".git"));
          writeFileSync(join(copy, ".git", "config"), `[http]\n\textraheader = AUTHORIZATION: basic ${TOKEN}\n`);
        },
      },
    );
    const out = join(run.work, "out");
    const files = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) =>
      statSync(join(out, f)).isFile(),
    );
    const said = [run.stderr, ...files.map((f) => readFileSync(join(out, f), "utf8"))].join("\n");

    // The view was applied (else the tests below would fail anyway: said plainly).
    expect(run.result.sandbox?.kind).toBe("process");
    expect(run.result.sandbox?.isolation.uid).toBe(runner.uid);
    expect(run.result.sandbox?.isolation.notes.join("\n")).toContain("read-only to them");
    // Every attempt failed inside, every own folder worked.
    expect(run.result.tests.filter((t) => t.status !== "passed").map((t) => `${t.name}: ${t.message}`)).toEqual([]);
    expect(run.result.summary).toMatchObject({ total: 5, passed: 5, failed: 0 });
    expect(run.result.status).toBe("pass");
    expect(run.code).toBe(0);
    // And from the host.
    targets.forEach((t, i) => expect(readFileSync(t).equals(before[i]!), t).toBe(true));
    expect(existsSync(join(checkout, "hostile-planted.sh"))).toBe(false);
    expect(readFileSync(join(checkout, "package.json"), "utf8")).toBe(
      readFileSync(join(PROJECT, "package.json"), "utf8"),
    );
    expect(said).not.toContain(TOKEN);
    expect(said).toContain("HOSTILE-DENIED token");
    expect(readdirSync("/dev/shm").filter((f) => !shmBefore.includes(f))).toEqual([]);
    expect(existsSync("/tmp/hostile-runner-files-planted")).toBe(false);
    // Nothing of the run's workspace is left in its TMPDIR.
    expect(readdirSync(run.tmp)).toEqual([]);
  }, 120_000);

  it("gives a version manager's shims folder on PATH as a throwaway copy: its rehash works, the runner's stays", async () => {
    // pyenv rewrites ~/.pyenv/shims after `pip install`; read-only, the install fails on it.
    const shims = join(root, "runner", "pyenv", "shims");
    mkdirSync(shims, { recursive: true });
    writeFileSync(join(shims, "python3"), '#!/bin/sh\nexec /usr/bin/python3 "$@"\n', { mode: 0o755 });
    sh("chown", ["-R", `${runner.uid}:${runner.gid}`, join(root, "runner", "pyenv")]);
    const project = mkdtempSync(join(root, "rehash-"));
    chmodSync(project, 0o755);
    mkdirSync(join(project, "test"));
    writeFileSync(
      join(project, "package.json"),
      '{ "name": "rehash", "type": "module", "scripts": { "test": "node --test" } }\n',
    );
    writeFileSync(
      join(project, "test", "rehash.test.js"),
      [
        'import { test } from "node:test";',
        'import { readFileSync, writeFileSync, rmSync } from "node:fs";',
        `const shims = ${JSON.stringify(shims)};`,
        'test("the copy holds the runner\'s shims", () => { readFileSync(shims + "/python3"); });',
        'test("rehash", () => { writeFileSync(shims + "/rehashed-tool", "x"); rmSync(shims + "/python3"); });',
      ].join("\n"),
    );
    const run = await runAs(runner, project, ["--sandbox", "process"], {
      parent: root,
      path: `${shims}:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin`,
    });
    expect(run.result.status).toBe("pass");
    expect(run.result.summary).toMatchObject({ total: 2, passed: 2 });
    expect(readdirSync(shims)).toEqual(["python3"]);
  }, 120_000);
});
