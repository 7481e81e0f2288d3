// Rust with a warm registry and a target/ an earlier step of the job built (what
// rust-cache restores, then `cargo build`): with the default cache: run the process
// sandbox shows the registry at the runner's own CARGO_HOME, so the fingerprints in
// target/ match and nothing is compiled again. And a run that writes into every part
// of CARGO_HOME it can reach leaves nothing for the host or the next run, in every
// sandbox (docs/architecture.md, "Caches").

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { treeSnapshot } from "../hostile/host.js";

beforeAll(() => requireDocker());

const work = mkdtempSync(join(tmpdir(), "tc-cargo-warm-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The test looks for what an earlier run planted, then plants a file in every folder of
// CARGO_HOME it can write and appends to every file it can open there.
const POISON = `use std::{env, fs, io::Write, path::Path};

fn walk(dir: &Path, found: &mut Vec<String>, plant: bool) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    if plant {
        let _ = fs::write(dir.join("planted-by-run"), "poison");
    }
    for entry in entries.flatten() {
        let path = entry.path();
        if path.file_name().is_some_and(|n| n == "planted-by-run") {
            found.push(path.display().to_string());
        }
        let Ok(kind) = entry.file_type() else { continue };
        if kind.is_dir() {
            walk(&path, found, plant);
        } else if plant && kind.is_file() {
            if let Ok(mut f) = fs::OpenOptions::new().append(true).open(&path) {
                let _ = f.write_all(b"poison");
            }
        }
    }
}

#[test]
fn nothing_planted_then_plant() {
    assert_eq!(warm::digits(12345), 5);
    let home = env::var("CARGO_HOME").expect("CARGO_HOME");
    let mut found = Vec::new();
    walk(Path::new(&home), &mut found, false);
    assert!(found.is_empty(), "an earlier run planted {:?}", found);
    walk(Path::new(&home), &mut Vec::new(), true);
}
`;

function writeCrate(dir: string): void {
  mkdirSync(join(dir, "src"), { recursive: true });
  mkdirSync(join(dir, "tests"), { recursive: true });
  writeFileSync(
    join(dir, "Cargo.toml"),
    '[package]\nname = "warm"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nitoa = "=1.0.11"\n',
  );
  writeFileSync(
    join(dir, "src", "lib.rs"),
    "pub fn digits(n: u64) -> usize {\n    itoa::Buffer::new().format(n).len()\n}\n",
  );
  writeFileSync(join(dir, "tests", "poison.rs"), POISON);
}

const names = (dir: string): string[] => readdirSync(dir).sort();

describe.skipIf(dockerSkipped())("cargo with a warm registry and target/", () => {
  const cargoHome = join(work, "cargo-home");
  const project = join(work, "project");
  let registryBefore: Record<string, string>;
  let homeBefore: string[];
  let targetBefore: Record<string, string>;
  const env = (): NodeJS.ProcessEnv => ({ ...process.env, CARGO_HOME: cargoHome });

  beforeAll(() => {
    writeCrate(project);
    // The runner's own build, natively, as root's job steps would leave it: the
    // registry (from crates.io) and target/. Its test is run by testcage only.
    const native = spawnSync("cargo", ["test", "--no-run", "-q"], {
      cwd: project,
      env: env(),
      encoding: "utf8",
      timeout: 300_000,
    });
    expect(native.status, `${native.stdout}\n${native.stderr}`).toBe(0);
    expect(existsSync(join(cargoHome, "git"))).toBe(false);
    registryBefore = treeSnapshot(join(cargoHome, "registry"));
    homeBefore = names(cargoHome);
    targetBefore = treeSnapshot(join(project, "target"));
  }, 320_000);

  it("process sandbox: compiles nothing again, and a second run finds nothing the first planted", async () => {
    for (let round = 1; round <= 2; round++) {
      const run = await runCli(["run", project, "--sandbox", "process"], env());
      expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
      expect(run.result.summary.passed).toBe(1);
      expect(run.result.sandbox?.cache?.layers.map((l) => l.name)).toEqual(["Cargo registry"]);
      const log = readFileSync(join(run.outDir, "stdout.log"), "utf8");
      // target/ built natively is fresh: the registry is at its own CARGO_HOME again.
      expect(log).not.toMatch(/Compiling itoa/);
      expect(log).toMatch(/Finished/);
      // Every crate Cargo.lock names is in the runner's registry: no install phase.
      expect(run.stderr).toMatch(/install \(Cargo\.lock has dependencies\): skipped, the runner's Cargo registry/);
    }
    expect(treeSnapshot(join(cargoHome, "registry"))).toEqual(registryBefore);
    // The stand-in git checkouts were the run's: CARGO_HOME keeps only the empty folder
    // they were shown on, as cargo itself would have made it.
    expect(names(cargoHome)).toEqual([...homeBefore, "git"].sort());
    expect(readdirSync(join(cargoHome, "git"))).toEqual([]);
  }, 300_000);

  it("docker sandbox: two runs with the runner's toolchain compile nothing again, and neither reaches the runner's CARGO_HOME", async () => {
    for (let round = 1; round <= 2; round++) {
      const run = await runCli(["run", project, "--sandbox", "docker"], env());
      expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
      expect(run.result.summary.passed).toBe(1);
      expect(run.result.sandbox?.cache?.layers.map((l) => l.name)).toEqual(["Cargo registry"]);
      // The runner's rustc (toolchain: runner), which built target/, so its fingerprints hold.
      expect(run.result.sandbox?.toolchain?.from).toBe("runner");
      const log = readFileSync(join(run.outDir, "stdout.log"), "utf8");
      expect(log).toMatch(/Finished/);
      expect(log).not.toMatch(/Compiling/);
    }
    expect(treeSnapshot(join(cargoHome, "registry"))).toEqual(registryBefore);
    expect(names(cargoHome).filter((n) => n !== "git")).toEqual(homeBefore);
    expect(existsSync(join(cargoHome, "git")) ? readdirSync(join(cargoHome, "git")) : []).toEqual([]);
    // The runs built in their copies' target/: the checkout's own is as the native build left it.
    expect(treeSnapshot(join(project, "target"))).toEqual(targetBefore);
  }, 600_000);
});

// With toolchain: image, the docker sandbox reuses target/ where the image's rustc built
// it (a runner whose rustc is the image's): here the image's own cargo builds it, at the
// same paths, as that runner's native step would.
describe.skipIf(dockerSkipped())("docker, toolchain: image, with a target/ the image's toolchain built", () => {
  const cargoHome = join(work, "image-cargo-home");
  const project = join(work, "image-project");

  beforeAll(() => {
    writeCrate(project);
    const fetch = spawnSync("cargo", ["fetch", "-q"], {
      cwd: project,
      env: { ...process.env, CARGO_HOME: cargoHome },
      encoding: "utf8",
      timeout: 300_000,
    });
    expect(fetch.status, `${fetch.stdout}\n${fetch.stderr}`).toBe(0);
    const build = spawnSync(
      "docker",
      [
        "run",
        "--rm",
        "--network",
        "none",
        "--user",
        "0",
        "--volume",
        `${project}:${project}`,
        "--volume",
        `${cargoHome}:${cargoHome}`,
        "--workdir",
        project,
        "--env",
        `CARGO_HOME=${cargoHome}`,
        "--env",
        "CARGO_NET_OFFLINE=true",
        "testcage/runner-rust:local",
        "cargo",
        "test",
        "--no-run",
        "-q",
      ],
      { encoding: "utf8", timeout: 300_000 },
    );
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  }, 620_000);

  it("compiles nothing again: the project and CARGO_HOME's registry are at the runner's own paths", async () => {
    const run = await runCli(["run", project, "--sandbox", "docker", "--toolchain", "image"], {
      ...process.env,
      CARGO_HOME: cargoHome,
    });
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.sandbox?.toolchain).toEqual({ from: "image", why: "toolchain: image" });
    const log = readFileSync(join(run.outDir, "stdout.log"), "utf8");
    expect(log).toMatch(/Finished/);
    expect(log).not.toMatch(/Compiling/);
  }, 300_000);
});

// Cargo.lock names every crate any feature or platform could need; the runner's registry
// holds those its own build needed. The default install is then deferred: the tests run
// first, offline, and only when cargo stops for want of a crate does the run start again
// with the install (docs/sandboxes.md, "Build caches").
describe.skipIf(dockerSkipped())("cargo with a Cargo.lock naming more than the build needs", () => {
  const cargoHome = join(work, "deferred-cargo-home");
  const project = join(work, "deferred");
  const env = (): NodeJS.ProcessEnv => ({ ...process.env, CARGO_HOME: cargoHome });
  const manifest = (fastrand: string) =>
    `[package]\nname = "warm"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nitoa = "=1.0.11"\nfastrand = { version = "=2.0.1"${fastrand} }\n`;

  beforeAll(() => {
    mkdirSync(join(project, "src"), { recursive: true });
    writeFileSync(join(project, "Cargo.toml"), manifest(", optional = true"));
    writeFileSync(
      join(project, "src", "lib.rs"),
      "pub fn digits(n: u64) -> usize {\n    itoa::Buffer::new().format(n).len()\n}\n\n#[test]\nfn five() {\n    assert_eq!(digits(12345), 5);\n}\n",
    );
    // The lock names fastrand; the build, without its feature, downloads only itoa.
    for (const args of [["generate-lockfile"], ["test", "--no-run", "-q"]]) {
      const native = spawnSync("cargo", args, { cwd: project, env: env(), encoding: "utf8", timeout: 300_000 });
      expect(native.status, `${native.stdout}\n${native.stderr}`).toBe(0);
    }
    expect(readFileSync(join(project, "Cargo.lock"), "utf8")).toMatch(/name = "fastrand"/);
    const cached = readdirSync(join(cargoHome, "registry", "cache")).flatMap((index) =>
      readdirSync(join(cargoHome, "registry", "cache", index)),
    );
    expect(cached.sort()).toEqual(["itoa-1.0.11.crate"]);
    rmSync(join(project, "target"), { recursive: true, force: true });
  }, 320_000);

  it.each(["process", "docker"])(
    "%s: an optional crate the registry lacks costs no install phase",
    async (sandbox) => {
      const run = await runCli(["run", project, "--sandbox", sandbox], env());
      expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
      expect(run.result.summary.passed).toBe(1);
      expect(run.stderr).toMatch(
        /install \(Cargo\.lock has dependencies\): deferred, the runner's Cargo registry holds 1 of the 2 crates Cargo\.lock names/,
      );
      expect(run.stderr).not.toMatch(/starting again/);
      expect(run.result.sandbox?.isolation.install).toBeUndefined();
    },
    300_000,
  );

  it("docker: a crate the tests need and the registry lacks: the run starts again with the install", async () => {
    const needs = join(work, "deferred-needs");
    cpSync(project, needs, { recursive: true });
    writeFileSync(join(needs, "Cargo.toml"), manifest(""));
    const run = await runCli(["run", needs, "--sandbox", "docker"], env());
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.summary.passed).toBe(1);
    expect(run.stderr).toMatch(/install \(Cargo\.lock has dependencies\): deferred/);
    expect(run.stderr).toMatch(/the tests need a dependency the runner's caches lack; starting again with the install/);
    expect(run.stderr).toMatch(/install \(Cargo\.lock has dependencies\): cargo fetch/);
    expect(run.result.sandbox?.isolation.install).toBeDefined();
    // The install wrote into the run's own registry layer, never the runner's.
    const cached = readdirSync(join(cargoHome, "registry", "cache")).flatMap((index) =>
      readdirSync(join(cargoHome, "registry", "cache", index)),
    );
    expect(cached).toEqual(["itoa-1.0.11.crate"]);
  }, 600_000);
});
