// When the default install has nothing to fetch: the trusted layers already hold every
// dependency the lockfile names (go.mod + go.sum, Cargo.lock). Anything less, or a
// lockfile of another shape, leaves the install to run.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { escapeModulePath, goInstallCached, goModules } from "../../../src/frameworks/go/install-cached.js";
import {
  cargoInstallCached,
  cargoInstallDeferred,
  cargoNeedsInstall,
  lockedRegistryCrates,
} from "../../../src/frameworks/cargo/install-cached.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tc-install-cached-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const facts = (texts: Record<string, string>, files = Object.keys(texts)): ProjectFacts => ({
  files,
  topLevel: files,
  texts,
  packageJson: null,
});

const GO_MOD = `module example.com/app

go 1.21

require github.com/BurntSushi/toml v1.3.2 // a direct one

require (
\tgolang.org/x/text v0.14.0 // indirect
)
`;
const GO_SUM = `github.com/BurntSushi/toml v1.3.2 h1:abc=
github.com/BurntSushi/toml v1.3.2/go.mod h1:def=
golang.org/x/text v0.14.0 h1:ghi=
golang.org/x/text v0.14.0/go.mod h1:jkl=
github.com/pruned/away v1.0.0/go.mod h1:mno=
`;

function modCache(files: string[]): string {
  const root = join(dir, "mod");
  for (const f of files) {
    const path = join(root, "cache", "download", f);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, "x");
  }
  return root;
}

describe("go", () => {
  it("escapes capitals as the module cache does", () => {
    expect(escapeModulePath("github.com/BurntSushi/toml")).toBe("github.com/!burnt!sushi/toml");
  });

  it("needs each summed module's .zip and every requirement's .mod; go.mod-only lines only below go 1.17", () => {
    expect(goModules(GO_MOD, GO_SUM)).toEqual(
      new Map([
        ["github.com/BurntSushi/toml@v1.3.2", true],
        ["golang.org/x/text@v0.14.0", true],
      ]),
    );
    const old = goModules(GO_MOD.replace("go 1.21", "go 1.16"), GO_SUM);
    expect(old?.get("github.com/pruned/away@v1.0.0")).toBe(false);
    // A requirement go.sum does not record, or a line of another shape: the download decides.
    expect(goModules(`${GO_MOD}require example.com/new v1.0.0\n`, GO_SUM)).toBeNull();
    expect(goModules(GO_MOD, `${GO_SUM}garbage\n`)).toBeNull();
  });

  const complete = [
    "github.com/!burnt!sushi/toml/@v/v1.3.2.mod",
    "github.com/!burnt!sushi/toml/@v/v1.3.2.zip",
    "golang.org/x/text/@v/v0.14.0.mod",
    "golang.org/x/text/@v/v0.14.0.zip",
  ];

  it("skips the download when the runner's module cache holds them all", async () => {
    const source = modCache(complete);
    const layers = [{ target: "go/pkg/mod", source }];
    expect(await goInstallCached(facts({ "go.mod": GO_MOD, "go.sum": GO_SUM }), layers)).toMatch(
      /module cache holds the 2 modules/,
    );
  });

  it("runs it when one file is missing, with no module cache layer, a go.work, or no go.sum read", async () => {
    for (const missing of complete) {
      const source = modCache(complete.filter((f) => f !== missing));
      expect(
        await goInstallCached(facts({ "go.mod": GO_MOD, "go.sum": GO_SUM }), [{ target: "go/pkg/mod", source }]),
      ).toBeNull();
      rmSync(source, { recursive: true });
    }
    const source = modCache(complete);
    expect(
      await goInstallCached(facts({ "go.mod": GO_MOD, "go.sum": GO_SUM }), [{ target: "go-build", source }]),
    ).toBeNull();
    const layers = [{ target: "go/pkg/mod", source }];
    expect(
      await goInstallCached(facts({ "go.mod": GO_MOD, "go.sum": GO_SUM }, ["go.mod", "go.sum", "go.work"]), layers),
    ).toBeNull();
    // go.sum over the scan's size cap is not in facts.texts.
    expect(await goInstallCached(facts({ "go.mod": GO_MOD }, ["go.mod", "go.sum"]), layers)).toBeNull();
  });
});

const LOCK = `version = 3

[[package]]
name = "app"
version = "0.1.0"
dependencies = ["itoa"]

[[package]]
name = "itoa"
version = "1.0.11"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "abc"

[[package]]
name = "memchr"
version = "2.7.4"
source = "sparse+https://index.crates.io/"
`;

describe("cargo", () => {
  it("lists the registry crates of Cargo.lock; a git source leaves the fetch to cargo", () => {
    expect(lockedRegistryCrates(LOCK)).toEqual(["itoa-1.0.11", "memchr-2.7.4"]);
    const git = `${LOCK}\n[[package]]\nname = "g"\nversion = "0.1.0"\nsource = "git+https://example.com/g#abc"\n`;
    expect(lockedRegistryCrates(git)).toBeNull();
  });

  function registry(crates: string[]): string {
    const root = join(dir, "registry");
    mkdirSync(join(root, "cache", "index.crates.io-1949cf8c6b5b557f"), { recursive: true });
    mkdirSync(join(root, "cache", "other-index"), { recursive: true });
    for (const c of crates)
      writeFileSync(
        join(root, "cache", c.startsWith("memchr") ? "other-index" : "index.crates.io-1949cf8c6b5b557f", `${c}.crate`),
        "x",
      );
    return root;
  }

  it("skips cargo fetch only when every crate's .crate is in the runner's registry", async () => {
    const full = registry(["itoa-1.0.11", "memchr-2.7.4"]);
    const layers = [{ target: "cargo/registry", source: full }];
    expect(await cargoInstallCached(facts({ "Cargo.lock": LOCK }), layers)).toMatch(/holds all 2 crates/);
    rmSync(full, { recursive: true });
    const part = registry(["itoa-1.0.11"]);
    expect(
      await cargoInstallCached(facts({ "Cargo.lock": LOCK }), [{ target: "cargo/registry", source: part }]),
    ).toBeNull();
    expect(
      await cargoInstallCached(facts({ "Cargo.toml": "" }), [{ target: "cargo/registry", source: part }]),
    ).toBeNull();
    expect(await cargoInstallCached(facts({ "Cargo.lock": LOCK }), [])).toBeNull();
  });

  it("defers cargo fetch when the registry holds some of Cargo.lock's crates, never without a Cargo.lock", async () => {
    const part = registry(["itoa-1.0.11"]);
    const layers = [{ target: "cargo/registry", source: part }];
    expect(await cargoInstallDeferred(facts({ "Cargo.lock": LOCK }), layers)).toMatch(/holds 1 of the 2 crates/);
    // Offline, cargo would settle for the versions the registry has, not the newest.
    expect(await cargoInstallDeferred(facts({ "Cargo.toml": "" }), layers)).toBeNull();
    expect(await cargoInstallDeferred(facts({ "Cargo.lock": LOCK }), [])).toBeNull();
    rmSync(part, { recursive: true });
    const none = registry([]);
    expect(
      await cargoInstallDeferred(facts({ "Cargo.lock": LOCK }), [{ target: "cargo/registry", source: none }]),
    ).toBeNull();
  });

  // cargo's own words (1.95), offline, before it builds anything.
  const stopped = (output: string, exitCode: number | null = 101): ParseInput => ({
    reports: { output: { ok: true, text: output } },
    exitCode,
    stdout: "",
    stderr: "",
    timedOut: false,
    timeoutSeconds: 600,
    projectPath: "/p",
    readSource: () => undefined,
  });
  it("tells a stop for want of a crate from a failing test", () => {
    const download =
      "error: failed to download `proc-macro2 v1.0.107`\n\nCaused by:\n  attempting to make an HTTP request, but --offline was specified\n";
    const resolve =
      "error: no matching package named `fastrand` found\nlocation searched: crates.io index\nAs a reminder, you're using offline mode (--offline) which can sometimes cause surprising resolution failures, if this error is too confusing you may wish to retry without `--offline`.\n";
    expect(cargoNeedsInstall(stopped(download))).toBe(true);
    expect(cargoNeedsInstall(stopped(resolve))).toBe(true);
    // Tests ran: whatever they print, the install is not what they lacked.
    expect(cargoNeedsInstall(stopped(`     Running unittests src/lib.rs (target/debug/deps/x)\n${download}`))).toBe(
      false,
    );
    expect(cargoNeedsInstall(stopped(download, 0))).toBe(false);
    expect(cargoNeedsInstall({ ...stopped(download), timedOut: true })).toBe(false);
    expect(cargoNeedsInstall(stopped("error[E0425]: cannot find value `x` in this scope\n"))).toBe(false);
  });
});

describe("lockfile text that would name a path outside the cache", () => {
  it("leaves the install to run: go.sum or go.mod with .. or an absolute module path", () => {
    for (const bad of ["../../../etc v1.0.0 h1:x=", "/etc/passwd v1.0.0 h1:x=", "example.com/m v1.0.0/../../x h1:x="]) {
      expect(goModules(GO_MOD, `${GO_SUM}${bad}\n`), bad).toBeNull();
    }
    expect(goModules(`${GO_MOD}require ../../x v1.0.0\n`, `${GO_SUM}../../x v1.0.0 h1:y=\n`)).toBeNull();
  });

  it("leaves cargo fetch to run: a Cargo.lock name or version that is not Cargo's", () => {
    for (const [name, version] of [
      ["../../etc/x", "1.0.0"],
      ["x", "../../1.0.0"],
      ["a/b", "1.0.0"],
    ]) {
      const lock = `${LOCK}\n[[package]]\nname = "${name}"\nversion = "${version}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\n`;
      expect(lockedRegistryCrates(lock), `${name} ${version}`).toBeNull();
    }
  });
});
