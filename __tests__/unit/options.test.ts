import { describe, expect, it } from "vitest";
import { InputError, resolveOptions } from "../../src/options/options.js";

const cwd = "/work/repo";

describe("resolveOptions", () => {
  it("applies defaults", () => {
    const o = resolveOptions({}, cwd, {});
    expect(o).toMatchObject({
      projectDir: "/work/repo",
      framework: null,
      sandbox: "auto",
      outDir: "/work/repo/testcage-results",
      timeoutMs: 600_000,
      graceMs: 10_000,
      filter: [],
      env: {},
      installCommand: null,
      testCommand: null,
    });
  });
  it("resolves a relative dir and out against cwd and accepts explicit values", () => {
    const o = resolveOptions(
      {
        dir: "pkg/a",
        framework: "PyTest",
        sandbox: "process",
        out: "../out",
        timeout: "2.5",
        installCommand: "pip install -r r.txt",
      },
      cwd,
      {},
    );
    expect(o).toMatchObject({
      projectDir: "/work/repo/pkg/a",
      framework: "pytest",
      sandbox: "process",
      outDir: "/work/out",
      timeoutMs: 2500,
    });
    expect(o.installCommand).toBe("pip install -r r.txt");
  });
  it.each([
    [{ framework: "nose" }, /unknown framework 'nose'; use one of: pytest/],
    [{ sandbox: "vm" }, /unknown sandbox 'vm'/],
    [{ timeout: "0" }, /timeout must be a number of seconds/],
    [{ timeout: "soon" }, /timeout must be/],
    [{ timeout: "99999" }, /between 1 and 21600/],
    [{ filter: ["just-a-name"] }, /filter 'just-a-name' is not a test id/],
    [{ env: ["1BAD"] }, /not NAME or NAME=VALUE/],
    [{ env: ["GITHUB_TOKEN"] }, /runner credential/],
    [{ env: ["actions_runtime_token=x"] }, /runner credential/],
  ])("rejects %j", (raw, message) => {
    expect(() => resolveOptions(raw, cwd, {})).toThrow(InputError);
    expect(() => resolveOptions(raw, cwd, {})).toThrow(message);
  });
  it("passes named variables from the runner and literal NAME=VALUE pairs", () => {
    const o = resolveOptions({ env: ["DB_URL", "MODE=fast", "UNSET_ONE"] }, cwd, { DB_URL: "sqlite://", OTHER: "no" });
    expect(o.env).toEqual({ DB_URL: "sqlite://", MODE: "fast" });
  });
  it("treats install-command none as no install phase", () => {
    expect(resolveOptions({ installCommand: "none" }, cwd, {}).installCommand).toBeNull();
  });
});

describe("container options", () => {
  it("defaults to hardened limits", () => {
    expect(resolveOptions({}, cwd, {}).containers).toEqual({
      image: null,
      memory: "2g",
      cpus: null,
      pidsLimit: 4096,
      tmpfsSize: "512m",
      runtime: "runc",
      network: "none",
      container: null,
      disk: "2g",
      toolchain: "runner",
    });
  });
  it("accepts explicit values", () => {
    const c = resolveOptions(
      {
        image: "ghcr.io/o/img:1",
        memory: "512m",
        cpus: "0.5",
        pidsLimit: "64",
        tmpfsSize: "64m",
        runtime: "runsc",
        network: "ci_net",
        container: "svc",
        disk: "1g",
        toolchain: "image",
      },
      cwd,
      {},
    ).containers;
    expect(c).toEqual({
      image: "ghcr.io/o/img:1",
      memory: "512m",
      cpus: "0.5",
      pidsLimit: 64,
      tmpfsSize: "64m",
      runtime: "runsc",
      network: "ci_net",
      container: "svc",
      disk: "1g",
      toolchain: "image",
    });
  });
  it("runs a named image's toolchain unless toolchain: runner is given with it", () => {
    const tc = (raw: Record<string, string>) => {
      const c = resolveOptions(raw, cwd, {}).containers;
      return [c.toolchain, c.toolchainFromImage ?? false];
    };
    expect(tc({})).toEqual(["runner", false]);
    expect(tc({ image: "golang:1.22-alpine" })).toEqual(["image", true]);
    expect(tc({ image: "golang:1.22-alpine", toolchain: "runner" })).toEqual(["runner", false]);
    expect(tc({ image: "golang:1.22-alpine", toolchain: " image " })).toEqual(["image", false]);
  });
  it.each([
    [{ image: "--privileged" }, /image '--privileged' is not valid/],
    [{ memory: "lots" }, /memory 'lots' is not valid/],
    [{ cpus: "0" }, /must be above 0/],
    [{ pidsLimit: "2" }, /between 16 and 1000000/],
    [{ runtime: "kata" }, /runc or runsc/],
    [{ network: "host" }, /never gets the host's network/],
    [{ container: "a b" }, /container 'a b' is not valid/],
    [{ toolchain: "host" }, /toolchain 'host' must be runner .* or image/],
  ])("rejects %j", (raw, message) => {
    expect(() => resolveOptions(raw, cwd, {})).toThrow(message);
  });

  it("takes a checkpoint with its prior ones and inline groups, and refuses what cannot go together", () => {
    expect(
      resolveOptions({ checkpoint: "checkpoint_3", includePrior: "true", groups: "perf=performance" }, cwd, {}),
    ).toMatchObject({
      checkpoint: { name: "checkpoint_3", number: 3, include_prior: true },
      groups: new Map([["perf", "performance"]]),
    });
    expect(resolveOptions({}, cwd, {})).toMatchObject({ checkpoint: null, groups: null });
    expect(() => resolveOptions({ checkpoint: "latest" }, cwd, {})).toThrow(/names no checkpoint/);
    expect(() => resolveOptions({ checkpoint: "2", shard: "1/2" }, cwd, {})).toThrow(/cannot be combined with shard/);
    expect(() => resolveOptions({ includePrior: true }, cwd, {})).toThrow(/include-prior needs a checkpoint/);
    expect(() => resolveOptions({ groups: "no-such-groups.json" }, cwd, {})).toThrow(InputError);
    expect(() => resolveOptions({ groups: "no-such-groups.json" }, cwd, {})).toThrow(
      "/work/repo/no-such-groups.json could not be read",
    );
  });
});

describe("result-cache and retries", () => {
  it("default to no cache and no reruns", () => {
    expect(resolveOptions({}, cwd, {})).toMatchObject({ resultCache: null, retries: 0 });
  });

  it("resolve the cache folder against the working folder and take 0 to 10 reruns", () => {
    expect(resolveOptions({ resultCache: ".cache/results", retries: "3" }, cwd, {})).toMatchObject({
      resultCache: "/work/repo/.cache/results",
      retries: 3,
    });
    expect(resolveOptions({ retries: " 10 " }, cwd, {}).retries).toBe(10);
  });

  it.each(["-1", "11", "1.5", "two"])("refuse retries %s", (retries) => {
    expect(() => resolveOptions({ retries }, cwd, {})).toThrow(/retries must be a whole number from 0 to 10/);
  });

  it("refuse retries where no filter can select the failed tests, and a cache where nothing runs", () => {
    expect(() => resolveOptions({ retries: "2", testCommand: "make test" }, cwd, {})).toThrow(
      /a test-command does not take; drop test-command/,
    );
    expect(() => resolveOptions({ retries: "2", reportPaths: "out/*.xml" }, cwd, {})).toThrow(/drop report-paths/);
    expect(() => resolveOptions({ resultCache: "c", reportPaths: "out/*.xml" }, cwd, {})).toThrow(
      /nothing to cache; drop result-cache/,
    );
    expect(resolveOptions({ retries: "0", testCommand: "make test" }, cwd, {}).retries).toBe(0);
  });
});
