// The action's post step removes what a killed run of its job left on the
// runner (containers, run folders with their loop-mounted disks), and nothing
// of other jobs that may share a self-hosted machine's engine and temp folder.

import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountCappedDisk, mountPoints, unmountCappedDisk, type CappedDisk } from "../../src/sandbox/disk.js";
import { dockerBinary } from "../../src/sandbox/docker-cli.js";
import { jobScope } from "../../src/sandbox/job-scope.js";
import { dockerSkipped, labelledContainers, requireDocker } from "../helpers/docker.js";
import { checkRunRequests, invalidRequests, startGitHubContract } from "../helpers/github-contract.js";
import { ROOT } from "../helpers/golden.js";
import { nodeRuntimes } from "../helpers/node24.js";

beforeAll(() => requireDocker());
// The post step honours TESTCAGE_LABEL, so this test never touches other suites' containers.
const LABEL = `dev.testcage.post-test-${process.pid}`;
const JOB = { GITHUB_RUN_ID: "4242", GITHUB_RUN_ATTEMPT: "1", GITHUB_JOB: "test", RUNNER_NAME: "runner-1" };
const OTHER_JOB = { ...JOB, RUNNER_NAME: "runner-2" };
const scope = jobScope(JOB)!;
const otherScope = jobScope(OTHER_JOB)!;

const tmp = mkdtempSync(join(tmpdir(), "tc-post-"));
const containers: string[] = [];
const disks: CappedDisk[] = [];

function container(labels: string[]): string {
  const r = spawnSync(
    dockerBinary(),
    [
      "run",
      "-d",
      ...labels.flatMap((l) => ["--label", l]),
      "--network",
      "none",
      "testcage/base:bookworm",
      "sleep",
      "300",
    ],
    { encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`docker run: ${r.stderr}`);
  const id = r.stdout.trim().slice(0, 12);
  containers.push(id);
  return id;
}

function running(id: string): boolean {
  const r = spawnSync(dockerBinary(), ["inspect", "--format", "{{.State.Running}}", id], { encoding: "utf8" });
  return r.stdout.trim() === "true";
}

/** A run folder as a killed docker run leaves it: its disk still mounted, files on it. */
async function leftoverWorkspace(name: string): Promise<string> {
  const root = join(tmp, name);
  // As createWorkspace makes it (mkdtemp): this user's, mode 700.
  await mkdir(root, { mode: 0o700 });
  const disk = await mountCappedDisk(root, 16 * 1024 * 1024, { uid: 0, gid: 0 });
  if ("problem" in disk) throw new Error(`cannot mount a test disk here: ${disk.problem}`);
  disks.push(disk);
  writeFileSync(join(disk.mountPoint, "written-by-tests"), "x".repeat(4096));
  return root;
}

const mounted = (): string[] => mountPoints(readFileSync("/proc/self/mountinfo", "utf8"));

function post(env: Record<string, string>): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, [join(ROOT, "dist/post.js")], {
    encoding: "utf8",
    env: { ...process.env, TESTCAGE_LABEL: LABEL, TMPDIR: tmp, ...env },
  });
  return { status: r.status, stdout: `${r.stdout}${r.stderr}` };
}

afterAll(async () => {
  if (containers.length) spawnSync(dockerBinary(), ["rm", "-f", ...containers]);
  for (const disk of disks) if (mounted().includes(disk.mountPoint)) await unmountCappedDisk(disk);
  rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(dockerSkipped())("post step", () => {
  it("removes its job's leftover containers and run folders, and leaves other jobs' alone", async () => {
    const ours = container([`${LABEL}=run1`, `${LABEL}.job=${scope}`]);
    const othersJob = container([`${LABEL}=run2`, `${LABEL}.job=${otherScope}`]);
    const unrelated = container(["unrelated=1"]);
    const ourFolder = await leftoverWorkspace(`testcage-${scope}-a1b2c3`);
    const otherFolder = await leftoverWorkspace(`testcage-${otherScope}-d4e5f6`);
    const cliFolder = await leftoverWorkspace("testcage-g7h8i9");
    expect(labelledContainers(LABEL)).toEqual(expect.arrayContaining([ours, othersJob]));

    const r = post(JOB);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/removed 1 leftover container/);
    expect(r.stdout).toMatch(/removed 1 leftover run folder/);
    // This job's: gone, the disk unmounted first (removing through the mount would not free it).
    expect(labelledContainers(LABEL)).not.toContain(ours);
    expect(mounted()).not.toContain(join(ourFolder, "fs"));
    expect(existsSync(ourFolder)).toBe(false);
    // Another job's, and a CLI run's outside Actions: untouched, still mounted, still running.
    expect(running(othersJob)).toBe(true);
    expect(running(unrelated)).toBe(true);
    for (const folder of [otherFolder, cliFolder]) {
      expect(mounted()).toContain(join(folder, "fs"));
      expect(existsSync(join(folder, "fs", "written-by-tests"))).toBe(true);
    }
  });

  it("removes no folder by its job's name that another user planted, nor anything a link leads to", async () => {
    // The temp folder is world-writable on a runner (/tmp): a concurrent job's tests
    // (nobody) can make folders there by this job's workspace prefix.
    const victim = mkdtempSync(join(tmpdir(), "tc-post-victim-"));
    try {
      writeFileSync(join(victim, "host-file"), "host");
      const planted = join(tmp, `testcage-${scope}-planted`);
      mkdirSync(join(planted, "d"), { recursive: true });
      symlinkSync(victim, join(planted, "s"));
      // Not root: the folder is this user's, but open to others (755), which no workspace is.
      if (process.getuid?.() === 0) chownSync(planted, 65534, 65534);
      // A folder of this user's but open to others is not one createWorkspace made either.
      const open = join(tmp, `testcage-${scope}-open`);
      mkdirSync(open, { mode: 0o755 });
      chmodSync(open, 0o777);
      symlinkSync(victim, join(tmp, `testcage-${scope}-link`));
      const ours = await leftoverWorkspace(`testcage-${scope}-real`);
      const r = post(JOB);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/removed 1 leftover run folder/);
      expect(existsSync(ours)).toBe(false);
      expect(existsSync(join(planted, "s"))).toBe(true);
      expect(existsSync(open)).toBe(true);
      expect(readFileSync(join(victim, "host-file"), "utf8")).toBe("host");
    } finally {
      rmSync(victim, { recursive: true, force: true });
    }
  });

  it("outside a GitHub Actions job removes nothing, and says so", () => {
    const before = labelledContainers(LABEL);
    const env = Object.fromEntries(Object.keys(JOB).map((k) => [k, ""]));
    const r = post(env);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/not in a GitHub Actions job/);
    expect(labelledContainers(LABEL)).toEqual(before);
  });
});

describe("post step and the check run", () => {
  const SHA = "0123456789abcdef0123456789abcdef01234567";

  /** The post step as the runner starts it: with the action's inputs and the main step's state. */
  function postAsync(env: Record<string, string>, node: string): Promise<{ status: number | null; stdout: string }> {
    return new Promise((resolve) => {
      const child = spawn(node, [join(ROOT, "dist/post.js")], {
        env: { ...process.env, TESTCAGE_LABEL: LABEL, TMPDIR: tmp, ...env },
      });
      let out = "";
      child.stdout.on("data", (c: Buffer) => (out += c.toString()));
      child.stderr.on("data", (c: Buffer) => (out += c.toString()));
      child.on("close", (status) => resolve({ status, stdout: out }));
    });
  }

  it.each(nodeRuntimes())(
    "under %s, completes as cancelled a check run a killed main step left in progress, and no other",
    async (_label, node) => {
      const gh = await startGitHubContract({ knownShas: [SHA] });
      try {
        const create = async (): Promise<number> => {
          const res = await fetch(`${gh.url}/repos/acme/app/check-runs`, {
            method: "POST",
            headers: {
              authorization: "token t",
              "content-type": "application/json",
              accept: "application/vnd.github+json",
            },
            body: JSON.stringify({ name: "testcage", head_sha: SHA, status: "in_progress" }),
          });
          return ((await res.json()) as { id: number }).id;
        };
        const left = await create();
        const completed = await create();
        const env = { ...gh.env, GITHUB_REPOSITORY: "acme/app", GITHUB_SHA: SHA, "INPUT_GITHUB-TOKEN": "t" };
        // The main step was killed after creating the check run.
        const r = await postAsync({ ...env, STATE_checkRunId: String(left) }, node);
        expect(r.status).toBe(0);
        expect(r.stdout).toContain(`completed check run ${left}, which the step left in progress, as cancelled`);
        // The main step completed its check run: the post step leaves it alone.
        const r2 = await postAsync(
          { ...env, STATE_checkRunId: String(completed), STATE_checkRunCompleted: "true" },
          node,
        );
        expect(r2.status).toBe(0);
        // No check run was created by the step, or no token: nothing to do.
        await postAsync({ ...env, "INPUT_GITHUB-TOKEN": "", STATE_checkRunId: String(completed) }, node);
        await postAsync(env, node);
        expect(invalidRequests(gh.requests)).toEqual([]);
        const updates = checkRunRequests(gh.requests).filter((c) => c.operationId === "checks/update");
        expect(updates.map((c) => c.checkRunId)).toEqual([left]);
        expect(updates[0]!.status).toBe(200);
        expect(updates[0]!.body).toMatchObject({
          status: "completed",
          conclusion: "cancelled",
          output: { title: "testcage did not finish" },
        });
      } finally {
        await gh.close();
      }
    },
  );
});

describe("mountPoints", () => {
  it("reads field 5 of mountinfo, undoing its octal escapes", () => {
    const info = [
      "36 35 98:0 / /mnt1 rw,noatime master:1 - ext3 /dev/root rw,errors=continue",
      "37 35 7:0 / /tmp/testcage-x/my\\040disk rw - ext4 /dev/loop0 rw",
      "",
    ].join("\n");
    expect(mountPoints(info)).toEqual(["/mnt1", "/tmp/testcage-x/my disk"]);
  });
});
