import { describe, expect, it } from "vitest";
import { InputError, resolveOptions } from "../../src/options.js";

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
