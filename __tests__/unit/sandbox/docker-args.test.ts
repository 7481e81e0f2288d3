import { describe, expect, it } from "vitest";
import { CONTAINER_PATHS, containerLabel, defaultImage, dockerRunArgs, jobLabel } from "../../../src/sandbox/docker.js";
import { parentMayBeShown } from "../../../src/sandbox/docker-args.js";
import { jobScope, workspacePrefix } from "../../../src/sandbox/job-scope.js";
import { resolveOptions } from "../../../src/options/options.js";
import { caTrustAt } from "../../../src/sandbox/ca-trust.js";

const options = resolveOptions({}, "/", {}).containers;
const plan = {
  name: "testcage-x-0",
  runId: "x",
  jobScope: null,
  image: "img:1",
  user: { uid: 10001, gid: 10001 },
  options,
  cpus: "2",
};
const ws = { project: "/h/project", reports: "/h/reports", harness: "/h/harness" };

function flagValue(args: string[], flag: string): string[] {
  return args.flatMap((a, i) => (a === flag ? [args[i + 1]!] : []));
}

describe("dockerRunArgs", () => {
  const args = dockerRunArgs(plan, ws, "/cache", {
    network: "none",
    envNames: ["CI", "HOME"],
    argv: ["python3", "-m", "pytest"],
    requiredProgram: "python3",
  });
  it("applies every docs/architecture.md §4 default", () => {
    expect(flagValue(args, "--network")).toEqual(["none"]);
    expect(args).toContain("--read-only");
    expect(flagValue(args, "--tmpfs")).toEqual(["/tmp:rw,exec,nosuid,nodev,size=512m"]);
    expect(flagValue(args, "--user")).toEqual(["10001:10001"]);
    expect(flagValue(args, "--cap-drop")).toEqual(["ALL"]);
    expect(flagValue(args, "--security-opt")).toEqual(["no-new-privileges"]);
    expect(flagValue(args, "--pids-limit")).toEqual(["4096"]);
    expect(flagValue(args, "--memory")).toEqual(["2g"]);
    expect(flagValue(args, "--memory-swap")).toEqual(["2g"]);
    expect(flagValue(args, "--cpus")).toEqual(["2"]);
    expect(flagValue(args, "--ulimit")).toEqual(["core=0"]);
    expect(args).toContain("--init");
    expect(flagValue(args, "--entrypoint")).toEqual([""]);
    expect(flagValue(args, "--log-driver")).toEqual(["none"]);
    // The client forwards the stop SIGINT; with --sig-proxy=false it would die of it instead.
    expect(args).not.toContain("--sig-proxy=false");
    expect(flagValue(args, "--label")).toEqual([`${containerLabel()}=x`]);
    expect(args).not.toContain("--privileged");
    expect(args).not.toContain("--runtime");
  });
  it("mounts only the run's folders, the harness read-only, and never the docker socket", () => {
    expect(flagValue(args, "--volume")).toEqual([
      `/h/project:${CONTAINER_PATHS.project}:rw`,
      `/h/reports:${CONTAINER_PATHS.reports}:rw`,
      `/h/harness:${CONTAINER_PATHS.harness}:ro`,
      `/cache:${CONTAINER_PATHS.cache}:rw`,
    ]);
    expect(args.join(" ")).not.toContain("docker.sock");
  });
  it("shows the run's own folder as /work around a project at /work/project, and none around one at its own path", () => {
    const phase = { network: "none", envNames: [], argv: ["mix", "test"], requiredProgram: "mix" };
    const at = (project: string): string[] =>
      flagValue(
        dockerRunArgs(plan, ws, "/cache", phase, {
          paths: { ...CONTAINER_PATHS, project },
          mirrors: [],
          rootView: null,
          projectParent: "/h/project-parent",
        }),
        "--volume",
      );
    expect(at(CONTAINER_PATHS.project)).toContain("/h/project-parent:/work:rw");
    expect(at("/home/runner/work/app/app")).toContain("/h/project-parent:/home/runner/work/app:rw");
  });
  it("never shows the project's parent over the image's folders or another mount", () => {
    const mounts = [CONTAINER_PATHS.reports, CONTAINER_PATHS.harness, CONTAINER_PATHS.cache, "/home/runner/go/pkg/mod"];
    expect(parentMayBeShown("/work/project", mounts)).toBe(true);
    expect(parentMayBeShown("/home/runner/work/app/app", mounts)).toBe(true);
    expect(parentMayBeShown("/tmp/x", mounts)).toBe(false);
    expect(parentMayBeShown("/opt/app", mounts)).toBe(false);
    expect(parentMayBeShown("/app", mounts)).toBe(false);
    expect(parentMayBeShown("/root/app", mounts)).toBe(false);
    expect(parentMayBeShown("/home/runner/go/pkg/mod/x/y", mounts)).toBe(false);
    expect(parentMayBeShown("/srv/proj", [...mounts, "/srv"])).toBe(false);
  });
  it("forwards variables by name only, so values never appear in argv", () => {
    expect(flagValue(args, "--env")).toEqual(["CI", "HOME"]);
  });
  it("ends with the image, the entry wrapper, the required program and the argv", () => {
    const i = args.indexOf("--");
    expect(args[i + 1]).toBe("img:1");
    expect(args.slice(-4)).toEqual(["python3", "python3", "-m", "pytest"]);
  });
  it("labels the container with the job's scope inside GitHub Actions, for the post step", () => {
    const scoped = dockerRunArgs({ ...plan, jobScope: "0123456789ab" }, ws, "/c", {
      network: "none",
      envNames: [],
      argv: ["true"],
      requiredProgram: null,
    });
    expect(flagValue(scoped, "--label")).toEqual([`${containerLabel()}=x`, `${jobLabel()}=0123456789ab`]);
  });
  it("adds gVisor when asked", () => {
    const runsc = dockerRunArgs({ ...plan, options: { ...options, runtime: "runsc" } }, ws, "/c", {
      network: "none",
      envNames: [],
      argv: ["true"],
      requiredProgram: null,
    });
    expect(flagValue(runsc, "--runtime")).toEqual(["runsc"]);
  });
  it("names runner images by language", () => {
    expect(defaultImage("python")).toBe("testcage/runner-python:local");
    expect(defaultImage("javascript")).toBe("testcage/runner-node:local");
  });
});

describe("defaultImage", () => {
  it("uses the local images outside Actions and the published ones inside", () => {
    expect(defaultImage("go", {})).toBe("testcage/runner-go:local");
    expect(defaultImage("python", { GITHUB_ACTION_REPOSITORY: "Acme/testcage" })).toMatch(
      /^ghcr\.io\/acme\/testcage-runner-python:v\d+\.\d+\.\d+$/,
    );
    expect(defaultImage("javascript", { TESTCAGE_IMAGE_PREFIX: "reg/x-", TESTCAGE_IMAGE_TAG: "1" })).toBe(
      "reg/x-node:1",
    );
  });
});

describe("jobScope", () => {
  const job = { GITHUB_RUN_ID: "7", GITHUB_RUN_ATTEMPT: "1", GITHUB_JOB: "test", RUNNER_NAME: "runner-a" };
  it("is one short id per job run and runner, and none outside GitHub Actions", () => {
    expect(jobScope(job)).toMatch(/^[0-9a-f]{12}$/);
    expect(jobScope({ ...job })).toBe(jobScope(job));
    // Concurrent jobs on one machine: another runner, job, attempt or run.
    for (const other of [
      { RUNNER_NAME: "runner-b" },
      { GITHUB_JOB: "lint" },
      { GITHUB_RUN_ATTEMPT: "2" },
      { GITHUB_RUN_ID: "8" },
    ]) {
      expect(jobScope({ ...job, ...other })).not.toBe(jobScope(job));
    }
    expect(jobScope({})).toBeNull();
  });
  it("names the run workspaces, so the post step finds only its own job's", () => {
    expect(workspacePrefix(job)).toBe(`testcage-${jobScope(job)}-`);
    expect(workspacePrefix({})).toBe("testcage-");
  });
});

describe("a phase's own read-only mounts (the install's CA trust, ca-trust.ts)", () => {
  it("shows each CA file or folder read-only at a path of its own", () => {
    const args = dockerRunArgs(plan, ws, "/cache", {
      network: "none",
      envNames: ["NODE_EXTRA_CA_CERTS", "SSL_CERT_DIR"],
      argv: ["npm", "ci"],
      requiredProgram: null,
      readOnly: [
        { from: "/etc/ssl/certs/ca-certificates.crt", at: caTrustAt(0) },
        { from: "/etc/ssl/certs", at: caTrustAt(1) },
      ],
    });
    const volumes = flagValue(args, "--volume");
    expect(volumes).toContain("/etc/ssl/certs/ca-certificates.crt:/testcage/ca/0:ro");
    expect(volumes).toContain("/etc/ssl/certs:/testcage/ca/1:ro");
    // A test phase has none.
    const test = dockerRunArgs(plan, ws, "/cache", {
      network: "none",
      envNames: [],
      argv: ["x"],
      requiredProgram: null,
    });
    expect(flagValue(test, "--volume").filter((v) => v.includes("/testcage/ca/"))).toEqual([]);
  });
});
