import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// Counts `go env` subprocesses: the adapter asks once per process and environment.
const calls: string[][] = [];
vi.mock("node:child_process", async (original) => {
  const real = await original<typeof import("node:child_process")>();
  return {
    ...real,
    execFile: (file: string, args: string[], _opts: unknown, cb: (err: Error | null, stdout: string) => void) => {
      calls.push([file, ...args]);
      cb(
        null,
        JSON.stringify({
          GOCACHE: "/from/go/env/build",
          GOMODCACHE: "/from/go/env/mod",
          GOROOT: "/from/go/env/root",
          GOVERSION: "go1.26.8",
        }),
      );
    },
  };
});

const { ADAPTERS } = await import("../../../src/frameworks/index.js");
const { go } = await import("../../../src/frameworks/go/index.js");
const { maven } = await import("../../../src/frameworks/maven/index.js");
const { cargo } = await import("../../../src/frameworks/cargo/index.js");

afterEach(() => {
  calls.length = 0;
});

describe("adapters' host caches", () => {
  it("go: the folders `go env` names, asked once per environment", async () => {
    const env = { HOME: "/home/u", PATH: "/usr/bin", GOFLAGS: "-mod=mod" };
    const first = await go.hostCaches!(env);
    expect(first).toEqual([
      { name: "Go build cache", path: "/from/go/env/build", target: "go-build", writeOnce: true },
      {
        name: "Go module cache",
        path: "/from/go/env/mod",
        target: "go/pkg/mod",
        writeOnce: true,
        sealed: /^.+@v/,
        pathEnv: "GOMODCACHE",
      },
    ]);
    expect(await go.hostCaches!({ ...env })).toEqual(first);
    expect(calls).toEqual([["go", "env", "-json", "GOCACHE", "GOMODCACHE", "GOROOT", "GOVERSION"]]);
    // The same answer names the runner's Go, which the docker sandbox may run (toolchain: runner).
    expect(await go.hostToolchain!(env, "/p", { coverage: false })).toEqual({
      name: "Go",
      root: "/from/go/env/root",
      bin: "bin",
      version: "go1.26.8",
      versionArgv: ["go", "version"],
      rootEnv: "GOROOT",
    });
    expect(calls).toHaveLength(1);
    // A go.mod asking for a newer Go than the runner's: natively go would fetch it; here
    // the run never downloads one, so the image's (newer) Go runs, and the log says why.
    const dir = mkdtempSync(join(tmpdir(), "tc-gomod-"));
    try {
      writeFileSync(join(dir, "go.mod"), "module m\n\ngo 1.22\n\ntoolchain go1.27.1 // pinned\n");
      expect(await go.hostToolchain!(env, dir, { coverage: false })).toBe(
        "go.mod asks for go1.27.1, newer than the runner's go1.26.8",
      );
      writeFileSync(join(dir, "go.mod"), "module m\n\ngo 1.26.8\n");
      expect(await go.hostToolchain!(env, dir, { coverage: false })).toMatchObject({ name: "Go" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Another HOME can mean another go env file: asked again.
    await go.hostCaches!({ ...env, HOME: "/home/v" });
    expect(calls).toHaveLength(2);
  });

  it("maven and cargo: ~/.m2/repository and CARGO_HOME's registry and git, at the folders their plans use", async () => {
    expect(await maven.hostCaches!({ HOME: "/home/u" })).toEqual([
      { name: "Maven repository", path: "/home/u/.m2/repository", target: "m2" },
    ]);
    expect((await cargo.hostCaches!({ HOME: "/home/u" })).map((c) => [c.path, c.target])).toEqual([
      ["/home/u/.cargo/registry", "cargo/registry"],
      ["/home/u/.cargo/git", "cargo/git"],
    ]);
    expect((await cargo.hostCaches!({ HOME: "/home/u", CARGO_HOME: "/opt/cargo" })).map((c) => c.path)).toEqual([
      "/opt/cargo/registry",
      "/opt/cargo/git",
    ]);
    const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
    const mvn = maven.plan({
      paths,
      facts: { files: ["pom.xml"], topLevel: [], texts: {}, packageJson: null },
      filter: [],
      testCommand: null,
    });
    expect(mvn.argv.join(" ")).toContain("-Dmaven.repo.local=/c/m2");
    const cargoPlan = cargo.plan({
      paths,
      facts: { files: ["Cargo.toml"], topLevel: [], texts: {}, packageJson: null },
      filter: [],
      testCommand: null,
    });
    expect(cargoPlan.env["CARGO_HOME"]).toBe("/c/cargo");
    // Both caches sit under CARGO_HOME, which a mirroring sandbox points at the runner's.
    expect((await cargo.hostCaches!({ HOME: "/home/u" })).map((c) => c.homeEnv)).toEqual(["CARGO_HOME", "CARGO_HOME"]);
  });

  it("cargo: a target/ of the project's own is built in as cargo would; else the cache folder's, not incremental", () => {
    const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
    const planFor = (topLevel: string[], coverage = false) =>
      cargo.plan({
        paths,
        facts: { files: ["Cargo.toml"], topLevel, texts: {}, packageJson: null },
        filter: [],
        testCommand: null,
        coverage,
      });
    const own = planFor(["Cargo.toml", "src", "target"]);
    expect(own.env["CARGO_TARGET_DIR"]).toBeUndefined();
    // Cargo's own incremental setting: the fingerprints in target/ include it.
    expect(own.env["CARGO_INCREMENTAL"]).toBeUndefined();
    const none = planFor(["Cargo.toml", "src"]);
    expect(none.env["CARGO_TARGET_DIR"]).toBe("/c/cargo-target");
    expect(none.env["CARGO_INCREMENTAL"]).toBe("0");
    // Coverage builds apart in any case.
    const covered = planFor(["Cargo.toml", "src", "target"], true);
    expect(covered.env["CARGO_TARGET_DIR"]).toBe("/c/cargo-target-coverage");
    expect(covered.env["CARGO_INCREMENTAL"]).toBe("0");
  });

  it("only the go, java and rust adapters declare host caches", () => {
    expect(ADAPTERS.filter((a) => a.hostCaches).map((a) => a.language)).toEqual(["go", "java", "rust"]);
  });
});

describe("goVersionBelow", () => {
  it("orders Go versions as go does, a pre-release below its release", async () => {
    const { goVersionBelow } = await import("../../../src/frameworks/go/host-caches.js");
    expect(goVersionBelow("go1.22.5", "1.23")).toBe(true);
    expect(goVersionBelow("go1.23.0", "1.23")).toBe(false);
    expect(goVersionBelow("go1.26.8", "1.26.10")).toBe(true);
    expect(goVersionBelow("go1.24rc1", "1.24.0")).toBe(true);
    expect(goVersionBelow("go1.25.0", "1.24rc2")).toBe(false);
    expect(goVersionBelow("devel +abc", "1.24")).toBe(false);
  });
});
