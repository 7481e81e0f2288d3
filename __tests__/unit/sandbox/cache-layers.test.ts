// Which host caches qualify as trusted layers, and what laying them under a run's
// cache folder does: the run sees them and may change them; the host folder never changes.

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
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyCacheLayers } from "../../../src/sandbox/cache-layers.js";
import { trustedCacheSources, untrustedReason } from "../../../src/sandbox/cache-sources.js";
import { cargo } from "../../../src/frameworks/cargo/index.js";
import { go } from "../../../src/frameworks/go/index.js";
import { maven } from "../../../src/frameworks/maven/index.js";
import { rspec } from "../../../src/frameworks/rspec.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tc-layers-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function cacheWith(name: string, files: Record<string, string>): string {
  const root = join(dir, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, ".."), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

describe("untrustedReason", () => {
  it("accepts a non-empty folder of this user that others cannot write", async () => {
    expect(await untrustedReason(cacheWith("ok", { "a/b": "x" }), [], join(dir, "ws-"))).toBeNull();
  });

  it("refuses what is absent, empty, a file, writable by everyone, or testcage's own", async () => {
    const ws = join(dir, "testcage-");
    expect(await untrustedReason(join(dir, "missing"), [], ws)).toBe("absent");
    mkdirSync(join(dir, "empty"));
    expect(await untrustedReason(join(dir, "empty"), [], ws)).toBe("empty");
    const file = join(cacheWith("f", { x: "1" }), "x");
    expect(await untrustedReason(file, [], ws)).toBe("not a folder");
    const open = cacheWith("open", { x: "1" });
    chmodSync(open, 0o777);
    expect(await untrustedReason(open, [], ws)).toBe("writable by every user");
    const own = cacheWith("own", { x: "1" });
    expect(await untrustedReason(join(own), [own], ws)).toMatch(/overlaps testcage's own folder/);
    // A folder holding testcage's own cache is refused too (it would lay the kept caches under the run).
    expect(await untrustedReason(dir, [own], ws)).toMatch(/overlaps testcage's own folder/);
    const inWorkspace = cacheWith("testcage-abc/cache", { x: "1" });
    expect(await untrustedReason(inWorkspace, [], ws)).toBe("inside a testcage run's workspace");
    expect(await untrustedReason("relative/path", [], ws)).toBe("not an absolute path");
  });

  // Needs root to make a folder of another user (CI runs as root).
  it.runIf(process.getuid?.() === 0)("refuses a folder owned by another user", async () => {
    const other = cacheWith("other", { x: "1" });
    (await import("node:fs")).chownSync(other, 12345, 12345);
    expect(await untrustedReason(other, [], join(dir, "ws-"))).toBe("owned by uid 12345, not this user or root");
  });
});

describe("trustedCacheSources", () => {
  it("finds Go's caches where GOCACHE and GOMODCACHE point, and says why others were left out", async () => {
    const gocache = cacheWith("go-build", { "00/x-a": "entry" });
    const mod = join(dir, "mod");
    mkdirSync(mod);
    const env = { ...process.env, GOCACHE: gocache, GOMODCACHE: mod, GOFLAGS: "" };
    const { sources, skipped } = await trustedCacheSources(go, [], env);
    expect(sources).toEqual([{ name: "Go build cache", source: gocache, target: "go-build", writeOnce: true }]);
    expect(skipped).toEqual([`Go module cache ${mod}: empty`]);
  });

  it("finds the Maven repository and Cargo's registry under HOME and CARGO_HOME", async () => {
    const home = join(dir, "home");
    cacheWith("home/.m2/repository", { "junit/junit.pom": "<project/>" });
    cacheWith("cargo/registry", { "index/x": "1" });
    const env = { HOME: home, CARGO_HOME: join(dir, "cargo"), PATH: process.env["PATH"] };
    expect((await trustedCacheSources(maven, [], env)).sources.map((s) => s.target)).toEqual(["m2"]);
    // No git checkouts on the host: under CARGO_HOME, which a sandbox may show at the
    // runner's path, the run still gets an empty folder of its own there (a stand-in).
    expect(
      (await trustedCacheSources(cargo, [], env)).sources.map((s) => [s.name, s.target, s.source, !!s.standIn]),
    ).toEqual([
      ["Cargo registry", "cargo/registry", join(dir, "cargo/registry"), false],
      ["Cargo git checkouts", "cargo/git", "", true],
    ]);
    // Git checkouts others may write: not used, and hidden behind a stand-in of the run's own.
    const git = cacheWith("cargo/git", { "db/x": "1" });
    chmodSync(git, 0o777);
    const open = await trustedCacheSources(cargo, [], env);
    expect(open.sources.map((s) => [s.target, !!s.standIn])).toEqual([
      ["cargo/registry", false],
      ["cargo/git", true],
    ]);
    expect(open.skipped).toEqual([`Cargo git checkouts ${git}: writable by every user`]);
    expect((await trustedCacheSources(rspec, [], env)).sources).toEqual([]);
  });
});

describe("applyCacheLayers", () => {
  const tree = (root: string): Record<string, string> =>
    Object.fromEntries(
      ["00/a", "01/b", "keep"]
        .filter((f) => existsSync(join(root, f)))
        .map((f) => [f, readFileSync(join(root, f), "utf8")]),
    );

  for (const copyOnly of [false, true]) {
    it(`${copyOnly ? "copy" : "overlay where root allows it"}: the run sees the cache, its writes never reach the host folder`, async () => {
      const source = cacheWith("trusted", { "00/a": "A", "01/b": "B", keep: "K" });
      const before = tree(source);
      const mtime = statSync(join(source, "00/a")).mtimeMs;
      const cacheDir = join(dir, "run", "cache");
      mkdirSync(cacheDir, { recursive: true });
      const applied = await applyCacheLayers(
        [{ name: "Go build cache", source, target: "go-build" }],
        cacheDir,
        join(dir, "run", ".cache-layers"),
        null,
        copyOnly,
      );
      try {
        expect(applied.skipped).toEqual([]);
        const strategy = applied.layers[0]?.strategy;
        expect(strategy).toBe(copyOnly || process.getuid?.() !== 0 ? "copy" : "overlay");
        const seen = join(cacheDir, "go-build");
        expect(tree(seen)).toEqual(before);
        writeFileSync(join(seen, "00/a"), "poisoned");
        rmSync(join(seen, "keep"));
        writeFileSync(join(seen, "planted"), "x");
        expect(readFileSync(join(seen, "00/a"), "utf8")).toBe("poisoned");
      } finally {
        await applied.release();
      }
      expect(tree(source)).toEqual(before);
      expect(statSync(join(source, "00/a")).mtimeMs).toBe(mtime);
      expect(existsSync(join(source, "planted"))).toBe(false);
    });
  }

  it("a stand-in is only its empty folder: nothing laid, nothing recorded", async () => {
    const source = cacheWith("registry", { "index/x": "1" });
    const cacheDir = join(dir, "run", "cache");
    mkdirSync(cacheDir, { recursive: true });
    const applied = await applyCacheLayers(
      [
        { name: "Cargo registry", source, target: "cargo/registry", homeEnv: "CARGO_HOME" },
        { name: "Cargo git checkouts", source: "", target: "cargo/git", homeEnv: "CARGO_HOME", standIn: true },
      ],
      cacheDir,
      join(dir, "run", ".cache-layers"),
      null,
      true,
    );
    try {
      expect(applied.layers.map((l) => l.name)).toEqual(["Cargo registry"]);
      expect(applied.skipped).toEqual([]);
      expect(readdirSync(join(cacheDir, "cargo", "git"))).toEqual([]);
    } finally {
      await applied.release();
    }
  });

  // Root runs the tests as another uid (CI runs as root).
  it.runIf(process.getuid?.() === 0)(
    "hands the layer to the user the tests run as, the host folder still root's",
    async () => {
      const source = cacheWith("trusted", { "00/a": "A" });
      const cacheDir = join(dir, "run", "cache");
      mkdirSync(cacheDir, { recursive: true });
      const applied = await applyCacheLayers(
        [{ name: "Go module cache", source, target: "go/pkg/mod" }],
        cacheDir,
        join(dir, "run", ".cache-layers"),
        { uid: 12345, gid: 12345 },
      );
      try {
        expect(statSync(join(cacheDir, "go")).uid).toBe(12345);
        expect(statSync(join(cacheDir, "go/pkg/mod/00/a")).uid).toBe(12345);
      } finally {
        await applied.release();
      }
      expect(statSync(join(source, "00/a")).uid).toBe(0);
      expect(statSync(join(source, "00")).uid).toBe(0);
    },
  );

  // A write-once cache (Go's) is handed over folder by folder: entries can be added and
  // replaced, never rewritten in place, and the hand-over costs no upper inode per file.
  it.runIf(process.getuid?.() === 0)("hands a write-once layer over by its folders and top-level files", async () => {
    const source = cacheWith("trusted", { "00/a": "A", "trim.txt": "1" });
    const cacheDir = join(dir, "run", "cache");
    mkdirSync(cacheDir, { recursive: true });
    const applied = await applyCacheLayers(
      [{ name: "Go build cache", source, target: "go-build", writeOnce: true }],
      cacheDir,
      join(dir, "run", ".cache-layers"),
      { uid: 12345, gid: 12345 },
    );
    try {
      const seen = join(cacheDir, "go-build");
      expect([seen, join(seen, "00"), join(seen, "trim.txt")].map((p) => statSync(p).uid)).toEqual([
        12345, 12345, 12345,
      ]);
      expect(statSync(join(seen, "00/a")).uid).toBe(0);
    } finally {
      await applied.release();
    }
    expect([source, join(source, "00"), join(source, "trim.txt")].map((p) => statSync(p).uid)).toEqual([0, 0, 0]);
  });

  // Go's module cache: an extracted module (<path>@v<version>) is written whole by go and
  // never added to, so it is not even entered; the folders new modules and versions go
  // into are handed over, cache/download's @v among them.
  it.runIf(process.getuid?.() === 0)("leaves a write-once layer's sealed folders as they are", async () => {
    const source = cacheWith("trusted", {
      "example.com/m@v1.2.3/sub/x.go": "package sub",
      "cache/download/example.com/m/@v/v1.2.3.zip": "zip",
    });
    const cacheDir = join(dir, "run", "cache");
    mkdirSync(cacheDir, { recursive: true });
    const applied = await applyCacheLayers(
      [{ name: "Go module cache", source, target: "go/pkg/mod", writeOnce: true, sealed: /^.+@v/ }],
      cacheDir,
      join(dir, "run", ".cache-layers"),
      { uid: 12345, gid: 12345 },
    );
    try {
      const uid = (p: string) => statSync(join(cacheDir, "go/pkg/mod", p)).uid;
      expect(["", "example.com", "cache/download/example.com/m", "cache/download/example.com/m/@v"].map(uid)).toEqual([
        12345, 12345, 12345, 12345,
      ]);
      expect(["example.com/m@v1.2.3", "example.com/m@v1.2.3/sub", "example.com/m@v1.2.3/sub/x.go"].map(uid)).toEqual([
        0, 0, 0,
      ]);
    } finally {
      await applied.release();
    }
  });
});
