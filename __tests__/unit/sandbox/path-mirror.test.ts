import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTAINER_PATHS, TOOLCHAIN_AT, dockerRunArgs, mirrorsFor } from "../../../src/sandbox/docker-args.js";
import { PATH_PREFIX_ENV, TOOLCHAIN_PROBE_ENV, TOOLCHAIN_ROOT_ENV } from "../../../src/sandbox/container-entry.js";
import { layerMirrors, mirrorable, pointAtMirrors, toolchainMirrorable } from "../../../src/sandbox/path-mirror.js";
import type { CacheLayerSource } from "../../../src/sandbox/cache-sources.js";
import type { CacheLayerRecord } from "../../../src/core/model.js";
import { resolveOptions } from "../../../src/options/options.js";

const fixed = Object.values(CONTAINER_PATHS);

describe("mirrorable", () => {
  it("takes a runner's checkout and module cache as they are", () => {
    expect(mirrorable("/home/runner/work/app/app", fixed)).toBe(true);
    expect(mirrorable("/home/runner/go/pkg/mod", fixed)).toBe(true);
    expect(mirrorable("/tmp/testcage-bench-x/bare/go", fixed)).toBe(true);
    // root's runner: /root is covered by the sandbox (docker: an empty folder of mode 755).
    expect(mirrorable("/root/go/pkg/mod", fixed)).toBe(true);
  });

  it("refuses system folders, relative or unnormalized paths, volume separators and overlaps", () => {
    for (const path of [
      "/",
      "/srv",
      "/usr/src/app",
      "/etc/app",
      "/proc/1/root",
      "/opt/testcage/go-build",
      "/testcage/cache/x",
      "work/app",
      "/home/u/../etc",
      "/home/u/app/",
      "/home/u/a:b",
      "/home/u/a,b",
      "/work/reports",
      "/work/project/sub",
    ]) {
      expect(mirrorable(path, fixed), path).toBe(false);
    }
    // A parent of a mount point would hide it.
    expect(mirrorable("/home/u", ["/home/u/app"])).toBe(false);
    expect(mirrorable("/home/u/app/.modcache", ["/home/u/app"])).toBe(false);
  });
});

describe("toolchainMirrorable", () => {
  it("takes a home's toolchain and the places toolchains are installed in, not the image's shared folders", () => {
    for (const p of [
      "/home/runner/.rustup/toolchains/stable-x86_64-unknown-linux-gnu",
      "/usr/local/go",
      "/usr/local/lib/go",
      "/opt/hostedtoolcache/go/1.22.5/x64",
    ])
      expect(toolchainMirrorable(p, fixed), p).toBe(true);
    for (const p of [
      "/usr/local",
      "/usr/local/bin",
      "/usr/local/share",
      "/opt/testcage",
      "/opt/testcage/go-build",
      "/usr/lib/go-1.19",
      "/usr/bin",
      "/etc/go",
      "/opt/go/../../etc",
      "/opt/a:b",
    ])
      expect(toolchainMirrorable(p, fixed), p).toBe(false);
    expect(toolchainMirrorable("/opt/go", ["/opt/go/pkg/mod"])).toBe(false);
  });
});

describe("layerMirrors and pointAtMirrors", () => {
  const sources: CacheLayerSource[] = [
    { name: "Go build cache", source: "/home/u/.cache/go-build", target: "go-build", writeOnce: true },
    {
      name: "Go module cache",
      source: "/data/mod",
      target: "go/pkg/mod",
      writeOnce: true,
      pathEnv: "GOMODCACHE",
      hostPath: "/home/u/go/pkg/mod",
    },
  ];
  const applied = (targets: string[]): CacheLayerRecord[] =>
    targets.map((target) => ({ name: target, source: "/x", target, strategy: "overlay" as const }));

  it("mirrors a path-keyed layer that was applied, at the path the tool names, and points its variable there", () => {
    const m = layerMirrors(sources, applied(["go-build", "go/pkg/mod"]), "/ws/cache", "/testcage/cache", fixed);
    expect(m.mirrors).toEqual([{ from: "/ws/cache/go/pkg/mod", at: "/home/u/go/pkg/mod" }]);
    expect(m.rewrites).toEqual([{ name: "GOMODCACHE", from: "/testcage/cache/go/pkg/mod", to: "/home/u/go/pkg/mod" }]);
    const env = { GOMODCACHE: "/testcage/cache/go/pkg/mod", GOCACHE: "/testcage/cache/go-build" };
    expect(pointAtMirrors(env, m.rewrites)).toEqual({ ...env, GOMODCACHE: "/home/u/go/pkg/mod" });
    // A variable the user or a test command set elsewhere is left as it is.
    expect(pointAtMirrors({ GOMODCACHE: "/elsewhere" }, m.rewrites)).toEqual({ GOMODCACHE: "/elsewhere" });
  });

  it("mirrors nothing for a layer left out, or one whose path is taken", () => {
    expect(layerMirrors(sources, applied(["go-build"]), "/ws/cache", "/testcage/cache", fixed).mirrors).toEqual([]);
    const taken = layerMirrors(sources, applied(["go/pkg/mod"]), "/ws/cache", "/c", [...fixed, "/home/u"]);
    expect(taken).toEqual({ mirrors: [], rewrites: [] });
  });
});

describe("layerMirrors: caches under a home (CARGO_HOME)", () => {
  const cargo = (standInGit: boolean): CacheLayerSource[] => [
    {
      name: "Cargo registry",
      source: "/data/registry",
      target: "cargo/registry",
      homeEnv: "CARGO_HOME",
      hostPath: "/home/u/.cargo/registry",
    },
    standInGit
      ? {
          name: "Cargo git checkouts",
          source: "",
          target: "cargo/git",
          homeEnv: "CARGO_HOME",
          hostPath: "/home/u/.cargo/git",
          standIn: true,
        }
      : {
          name: "Cargo git checkouts",
          source: "/data/git",
          target: "cargo/git",
          homeEnv: "CARGO_HOME",
          hostPath: "/home/u/.cargo/git",
        },
  ];
  const applied = (targets: string[]): CacheLayerRecord[] =>
    targets.map((target) => ({ name: target, source: "/x", target, strategy: "overlay" as const }));

  it("shows every cache of the home at its host path and points the variable at the host's home", () => {
    const m = layerMirrors(
      cargo(false),
      applied(["cargo/registry", "cargo/git"]),
      "/ws/cache",
      "/testcage/cache",
      fixed,
    );
    expect(m.mirrors).toEqual([
      { from: "/ws/cache/cargo/registry", at: "/home/u/.cargo/registry" },
      { from: "/ws/cache/cargo/git", at: "/home/u/.cargo/git" },
    ]);
    expect(m.rewrites).toEqual([{ name: "CARGO_HOME", from: "/testcage/cache/cargo", to: "/home/u/.cargo" }]);
    expect(pointAtMirrors({ CARGO_HOME: "/testcage/cache/cargo" }, m.rewrites)).toEqual({
      CARGO_HOME: "/home/u/.cargo",
    });
  });

  it("a cache the host lacks is an empty folder made at its path, so the tool can still add it", () => {
    const m = layerMirrors(cargo(true), applied(["cargo/registry"]), "/ws/cache", "/testcage/cache", fixed);
    expect(m.mirrors).toEqual([
      { from: "/ws/cache/cargo/registry", at: "/home/u/.cargo/registry" },
      { from: "/ws/cache/cargo/git", at: "/home/u/.cargo/git", create: true },
    ]);
    expect(m.rewrites).toHaveLength(1);
  });

  it("all or nothing: no layer applied, one that failed, or a path that may not be shown", () => {
    const none = { mirrors: [], rewrites: [] };
    // Only a stand-in: nothing warm to match.
    expect(layerMirrors(cargo(true), applied([]), "/ws/cache", "/testcage/cache", fixed)).toEqual(none);
    // The git layer was not applied (its copy failed): CARGO_HOME stays the sandbox's.
    expect(layerMirrors(cargo(false), applied(["cargo/registry"]), "/ws/cache", "/c", fixed)).toEqual(none);
    const system = cargo(true).map((s) => ({
      ...s,
      hostPath: s.hostPath!.replace("/home/u/.cargo", "/usr/local/cargo"),
    }));
    expect(layerMirrors(system, applied(["cargo/registry"]), "/ws/cache", "/c", fixed)).toEqual(none);
    expect(
      layerMirrors(cargo(true), applied(["cargo/registry"]), "/ws/cache", "/c", [...fixed, "/home/u/.cargo/git"]),
    ).toEqual(none);
  });
});

describe("the docker view", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const plan = {
    name: "n",
    runId: "r",
    jobScope: null,
    image: "img:1",
    user: { uid: 10001, gid: 10001 },
    options: resolveOptions({}, "/", {}).containers,
    cpus: "2",
  };
  const ws = { project: "/h/project", reports: "/h/reports", harness: "/h/harness" };
  const volumes = (args: string[]): string[] => args.flatMap((a, i) => (a === "--volume" ? [args[i + 1]!] : []));
  const phase = { network: "none", envNames: [], argv: ["go", "test"], requiredProgram: "go" };

  it("shows the copy at the project's own path, and the module cache at the runner's, with /root made crossable", async () => {
    dir = mkdtempSync(join(tmpdir(), "tc-view-"));
    const opts = {
      cache: "run" as const,
      layers: [
        {
          name: "Go module cache",
          source: "/root/go/pkg/mod",
          target: "go/pkg/mod",
          pathEnv: "GOMODCACHE",
          hostPath: "/root/go/pkg/mod",
        },
      ],
    };
    const applied = {
      layers: [{ name: "m", source: "/root/go/pkg/mod", target: "go/pkg/mod", strategy: "overlay" as const }],
      skipped: [],
      release: async () => {},
    };
    const view = await mirrorsFor("/home/u/app", opts, applied, "/ws/cache", { root: dir } as never);
    expect(view.paths.project).toBe("/home/u/app");
    expect(view.rootView).toBe(join(dir, "root-view"));
    expect(statSync(view.rootView!).mode & 0o777).toBe(0o755);
    const args = dockerRunArgs(plan, ws, "/ws/cache", phase, view);
    expect(volumes(args)).toEqual([
      "/h/project:/home/u/app:rw",
      `/h/reports:${CONTAINER_PATHS.reports}:rw`,
      `/h/harness:${CONTAINER_PATHS.harness}:ro`,
      `/ws/cache:${CONTAINER_PATHS.cache}:rw`,
      `${view.rootView}:/root:rw`,
      // The folder around the project is the run's own (a test may write beside the project).
      `${join(dir, "project-parent")}:/home/u:rw`,
      "/ws/cache/go/pkg/mod:/root/go/pkg/mod:rw",
    ]);
    expect(args[args.indexOf("--workdir") + 1]).toBe("/home/u/app");
    expect(view.rewrites).toEqual([{ name: "GOMODCACHE", from: "/testcage/cache/go/pkg/mod", to: "/root/go/pkg/mod" }]);
  });

  it("shows the runner's toolchain read-only at its own path under a home, first on PATH", async () => {
    dir = mkdtempSync(join(tmpdir(), "tc-view-"));
    const source = "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu";
    const toolchain = { name: "Rust", version: "rustc 1.95.0", source, bin: "bin", probe: ["rustc", "-V"] };
    const view = await mirrorsFor("/usr/src/app", { cache: "off", toolchain }, null, "/ws/cache", {
      root: dir,
    } as never);
    expect(view.toolchain).toEqual({ from: source, at: source });
    expect(view.toolchainEnv).toEqual({ [PATH_PREFIX_ENV]: `${source}/bin`, [TOOLCHAIN_PROBE_ENV]: "rustc -V" });
    // rustc under /root: the image's /root (mode 700) is replaced by a crossable one.
    expect(view.rootView).toBe(join(dir, "root-view"));
    const vols = volumes(dockerRunArgs(plan, ws, "/ws/cache", phase, view));
    expect(vols).toContain(`${source}:${source}:ro`);
    expect(vols.filter((v) => v.startsWith(source))).toEqual([`${source}:${source}:ro`]);
  });

  it("shows GOROOT at its own path in a toolchain place (/usr/local/go), else at a fixed one, GOROOT pointed there", async () => {
    dir = mkdtempSync(join(tmpdir(), "tc-view-"));
    const go = (source: string) => ({
      name: "Go",
      version: "go1.26.8",
      source,
      bin: "bin",
      rootEnv: "GOROOT",
      probe: ["go", "version"],
    });
    const view = await mirrorsFor("/home/u/app", { cache: "off", toolchain: go("/usr/local/go") }, null, "/ws/cache", {
      root: dir,
    } as never);
    expect(view.toolchain).toEqual({ from: "/usr/local/go", at: "/usr/local/go" });
    // GOROOT is exported by the entry script, once the probe ran (container-entry.ts).
    expect(view.toolchainEnv).toEqual({
      [PATH_PREFIX_ENV]: "/usr/local/go/bin",
      [TOOLCHAIN_PROBE_ENV]: "go version",
      [TOOLCHAIN_ROOT_ENV]: "GOROOT=/usr/local/go",
    });
    expect(view.rootView).toBeNull();
    expect(volumes(dockerRunArgs(plan, ws, "/ws/cache", phase, view))).toContain("/usr/local/go:/usr/local/go:ro");
    // Debian's golang package: under /usr/lib, never shown over the image's own files.
    const debian = await mirrorsFor(
      "/home/u/app",
      { cache: "off", toolchain: go("/usr/lib/go-1.19") },
      null,
      "/ws/cache",
      {
        root: dir,
      } as never,
    );
    expect(debian.toolchain).toEqual({ from: "/usr/lib/go-1.19", at: TOOLCHAIN_AT });
    expect(debian.toolchainEnv).toEqual({
      [PATH_PREFIX_ENV]: `${TOOLCHAIN_AT}/bin`,
      [TOOLCHAIN_PROBE_ENV]: "go version",
      [TOOLCHAIN_ROOT_ENV]: `GOROOT=${TOOLCHAIN_AT}`,
    });
  });

  it("never shows a toolchain over the project copy or a cache mirror", async () => {
    dir = mkdtempSync(join(tmpdir(), "tc-view-"));
    // A toolchain folder that is (or holds) the project's own path keeps the fixed path.
    const toolchain = { name: "Go", version: "go1", source: "/home/u", bin: "bin", rootEnv: "GOROOT", probe: ["go"] };
    const view = await mirrorsFor("/home/u/app", { cache: "off", toolchain }, null, "/ws/cache", {
      root: dir,
    } as never);
    expect(view.paths.project).toBe("/home/u/app");
    expect(view.toolchain).toEqual({ from: "/home/u", at: TOOLCHAIN_AT });
  });

  it("keeps the fixed paths for a project under a system folder, and shows no /root when nothing is under it", async () => {
    dir = mkdtempSync(join(tmpdir(), "tc-view-"));
    const view = await mirrorsFor("/usr/src/app", { cache: "off" }, null, "/ws/cache", { root: dir } as never);
    expect(view).toEqual({
      paths: CONTAINER_PATHS,
      mirrors: [],
      rootView: null,
      projectParent: join(dir, "project-parent"),
      rewrites: [],
      toolchain: null,
      toolchainEnv: {},
    });
    expect(volumes(dockerRunArgs(plan, ws, "/ws/cache", phase, view))[0]).toBe(
      `/h/project:${CONTAINER_PATHS.project}:rw`,
    );
  });
});
