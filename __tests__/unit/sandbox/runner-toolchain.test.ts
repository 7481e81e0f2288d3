// Which runner toolchain the docker sandbox may run in place of the image's: rustup's
// as rustup would pick it for the checkout (read from its files, never by running its
// proxy there), and only a folder that qualifies as a trusted layer does
// (src/sandbox/runner-toolchain.ts, docs/sandboxes.md "Toolchains").

import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cargoHostToolchain, projectToolchain } from "../../../src/frameworks/cargo/toolchain.js";
import { runnerToolchain } from "../../../src/sandbox/runner-toolchain.js";
import { nodeHostToolchain } from "../../../src/frameworks/node-toolchain.js";
import { mavenHostToolchain } from "../../../src/frameworks/maven/toolchain.js";
import {
  entryArgv,
  PATH_PREFIX_ENV,
  TOOLCHAIN_PROBE_ENV,
  TOOLCHAIN_REFUSED_MARKER,
  TOOLCHAIN_ROOT_ENV,
  toolchainRefused,
} from "../../../src/sandbox/container-entry.js";
import type { PhaseOutcome } from "../../../src/sandbox/types.js";
import type { HostToolchain } from "../../../src/core/adapter-types.js";

const NO_COVERAGE = { coverage: false };
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tc-toolchain-"));
  chmodSync(dir, 0o755);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A rustup home with the given toolchains installed (bin/cargo and bin/rustc) and a default. */
function rustupHome(toolchains: string[], defaultToolchain: string | null): string {
  const home = join(dir, "rustup");
  for (const t of toolchains) {
    mkdirSync(join(home, "toolchains", t, "bin"), { recursive: true });
    for (const p of ["cargo", "rustc"]) writeFileSync(join(home, "toolchains", t, "bin", p), "");
  }
  mkdirSync(join(home, "toolchains"), { recursive: true });
  writeFileSync(
    join(home, "settings.toml"),
    `version = "12"\n${defaultToolchain ? `default_toolchain = "${defaultToolchain}"\n` : ""}profile = "default"\n\n[overrides]\n`,
  );
  return home;
}

function project(files: Record<string, string>): string {
  const p = join(dir, "parent", "project");
  mkdirSync(p, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "parent", name), text);
  return p;
}

describe("projectToolchain: the rust-toolchain file rustup would read", () => {
  it("reads the channel of rust-toolchain.toml, and of a legacy one-line rust-toolchain, in the folder or above", async () => {
    const p = project({ "rust-toolchain.toml": '[toolchain]\nchannel = "1.80.0" # MSRV\ncomponents = ["clippy"]\n' });
    expect(await projectToolchain(p)).toEqual({ name: "1.80.0", file: join(dir, "parent", "rust-toolchain.toml") });
    writeFileSync(join(p, "rust-toolchain"), "nightly-2026-01-01\n");
    expect(await projectToolchain(p)).toEqual({ name: "nightly-2026-01-01", file: join(p, "rust-toolchain") });
  });

  it("refuses a toolchain named by path and a name rustup would not install; none without a channel", async () => {
    const byPath = project({ "rust-toolchain.toml": '[toolchain]\npath = "/work/evil/toolchain"\n' });
    expect(await projectToolchain(byPath)).toMatch(/^!.*names a toolchain by path/);
    rmSync(join(dir, "parent"), { recursive: true });
    const traversal = project({ "rust-toolchain.toml": '[toolchain]\nchannel = "../../../../usr"\n' });
    expect(await projectToolchain(traversal)).toMatch(/^!.*not a name rustup installs/);
    // The file's text never reaches the log: a line of it could be a workflow command.
    writeFileSync(join(dir, "parent", "rust-toolchain.toml"), '[toolchain]\nchannel = "::error::x"\n');
    expect(await projectToolchain(traversal)).not.toContain("::error::");
    rmSync(join(dir, "parent"), { recursive: true });
    const componentsOnly = project({ "rust-toolchain.toml": '[toolchain]\ncomponents = ["rustfmt"]\n' });
    expect(await projectToolchain(componentsOnly)).toBeNull();
  });
});

describe("cargoHostToolchain", () => {
  it("takes RUSTUP_TOOLCHAIN, else the project's file, else rustup's default, with or without the host triple", async () => {
    const home = rustupHome(
      ["stable-x86_64-unknown-linux-gnu", "1.80.0-x86_64-unknown-linux-gnu", "nightly"],
      "stable-x86_64-unknown-linux-gnu",
    );
    const tc = (t: string) => join(home, "toolchains", t);
    const plain = project({});
    const env = { RUSTUP_HOME: home, HOME: dir };
    expect(await cargoHostToolchain(env, plain, NO_COVERAGE)).toEqual({
      name: "Rust",
      root: tc("stable-x86_64-unknown-linux-gnu"),
      bin: "bin",
      versionArgv: ["rustc", "-V"],
    });
    writeFileSync(join(plain, "rust-toolchain.toml"), '[toolchain]\nchannel = "1.80.0"\n');
    expect(((await cargoHostToolchain(env, plain, NO_COVERAGE)) as HostToolchain).root).toBe(
      tc("1.80.0-x86_64-unknown-linux-gnu"),
    );
    expect(
      ((await cargoHostToolchain({ ...env, RUSTUP_TOOLCHAIN: "nightly" }, plain, NO_COVERAGE)) as HostToolchain).root,
    ).toBe(tc("nightly"));
  });

  it("for a coverage run, only a toolchain with llvm-tools (llvm-profdata and llvm-cov), which the image has", async () => {
    const home = rustupHome(["stable-x86_64-unknown-linux-gnu"], "stable-x86_64-unknown-linux-gnu");
    const env = { RUSTUP_HOME: home, HOME: dir };
    const p = project({});
    expect(await cargoHostToolchain(env, p, { coverage: true })).toMatch(
      /stable-x86_64-unknown-linux-gnu has no llvm-tools component, which coverage needs/,
    );
    const tools = join(
      home,
      "toolchains",
      "stable-x86_64-unknown-linux-gnu",
      "lib",
      "rustlib",
      "x86_64-unknown-linux-gnu",
      "bin",
    );
    mkdirSync(tools, { recursive: true });
    writeFileSync(join(tools, "llvm-profdata"), "");
    expect(await cargoHostToolchain(env, p, { coverage: true })).toMatch(/no llvm-tools/);
    writeFileSync(join(tools, "llvm-cov"), "");
    expect(await cargoHostToolchain(env, p, { coverage: true })).toMatchObject({ name: "Rust" });
  });

  it("says why when there is no rustup, no default, or the toolchain asked for is not installed", async () => {
    expect(await cargoHostToolchain({ RUSTUP_HOME: join(dir, "none"), HOME: dir }, dir, NO_COVERAGE)).toMatch(
      /no rustup toolchains/,
    );
    const home = rustupHome(["stable-x86_64-unknown-linux-gnu"], null);
    const p = project({});
    expect(await cargoHostToolchain({ RUSTUP_HOME: home, HOME: dir }, p, NO_COVERAGE)).toMatch(/no default toolchain/);
    writeFileSync(join(p, "rust-toolchain"), "1.70.0\n");
    expect(await cargoHostToolchain({ RUSTUP_HOME: home, HOME: dir }, p, NO_COVERAGE)).toMatch(
      /the toolchain 1\.70\.0 \(.*rust-toolchain\) is not installed/,
    );
    expect(
      await cargoHostToolchain({ RUSTUP_HOME: home, HOME: dir, RUSTUP_TOOLCHAIN: "/tmp/x" }, p, NO_COVERAGE),
    ).toMatch(/is not a toolchain name/);
  });
});

describe("runnerToolchain: only a folder that qualifies, and its version", () => {
  /** A toolchain folder whose bin/rustc is /bin/echo: `rustc -V` prints "-V". */
  function toolchainDir(): string {
    const root = join(dir, "tc");
    mkdirSync(join(root, "bin"), { recursive: true });
    symlinkSync("/bin/echo", join(root, "bin", "rustc"));
    return root;
  }
  const adapter = (found: HostToolchain | string) => ({ hostToolchain: async () => found });

  it("qualifies the runner's folder and reads the version by running its own program", async () => {
    const root = toolchainDir();
    const found = await runnerToolchain(
      adapter({ name: "Rust", root, bin: "bin", versionArgv: ["rustc", "-V"] }),
      join(dir, "p"),
      [],
      NO_COVERAGE,
    );
    expect(found).toEqual({
      toolchain: { name: "Rust", version: "-V", source: root, bin: "bin", probe: ["rustc", "-V"] },
      why: null,
    });
  });

  it("refuses a folder anyone may write, its bin folder writable by anyone, or one inside the checkout", async () => {
    const root = toolchainDir();
    const go = { name: "Go", root, bin: "bin", version: "go1.26.8", versionArgv: ["go", "version"], rootEnv: "GOROOT" };
    chmodSync(root, 0o777);
    expect((await runnerToolchain(adapter(go), join(dir, "p"), [], NO_COVERAGE)).why).toMatch(/writable by every user/);
    chmodSync(root, 0o755);
    chmodSync(join(root, "bin"), 0o777);
    expect((await runnerToolchain(adapter(go), join(dir, "p"), [], NO_COVERAGE)).why).toMatch(
      /bin folder: writable by every user/,
    );
    chmodSync(join(root, "bin"), 0o755);
    expect((await runnerToolchain(adapter(go), dir, [], NO_COVERAGE)).why).toMatch(/in the checkout/);
    expect((await runnerToolchain(adapter(go), join(dir, "p"), [], NO_COVERAGE)).toolchain?.rootEnv).toBe("GOROOT");
  });

  it("passes on why the adapter found none, and says nothing for a framework without one", async () => {
    expect(await runnerToolchain(adapter("the runner has no go on its PATH"), dir, [], NO_COVERAGE)).toEqual({
      toolchain: null,
      why: "the runner has no go on its PATH",
    });
    expect(await runnerToolchain({}, dir, [], NO_COVERAGE)).toEqual({ toolchain: null, why: null });
  });
});

describe("the container entry script", () => {
  /** A toolchain whose bin/go exits with `code` (127: a program whose C library the image lacks). */
  function fakeGo(name: string, body: string): string {
    const root = join(dir, name);
    mkdirSync(join(root, "bin"), { recursive: true });
    writeFileSync(join(root, "bin", "go"), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
    return root;
  }
  const show =
    'echo "$PATH"; echo "${GOROOT-unset}"; echo "${TESTCAGE_PATH_PREFIX-unset}${TESTCAGE_TOOLCHAIN_PROBE-}${TESTCAGE_TOOLCHAIN_ROOT-}"';
  const run = (env: Record<string, string>) =>
    spawnSync("sh", entryArgv(null, ["sh", "-c", show], false).slice(1), {
      env: { PATH: "/usr/bin:/bin", HOME: join(dir, "home"), ...env },
      encoding: "utf8",
    });

  it("puts the runner's toolchain first on the image's PATH once it runs there, and hides its variables from the tests", () => {
    const root = fakeGo("runs", '[ "$1" = version ] || exit 3');
    const r = run({
      [PATH_PREFIX_ENV]: join(root, "bin"),
      [TOOLCHAIN_PROBE_ENV]: "go version",
      [TOOLCHAIN_ROOT_ENV]: `GOROOT=${root}`,
    });
    expect(r.stdout.split("\n").slice(0, 3)).toEqual([`${join(root, "bin")}:/usr/bin:/bin`, root, "unset"]);
    expect(r.stderr).toBe("");
    expect(toolchainRefused({ stderr: { text: r.stderr } } as PhaseOutcome)).toBe(false);
  });

  it("keeps the image's toolchain, GOROOT and all, when the runner's does not run in the image, and says so first", () => {
    for (const body of ["exit 127", 'echo "Error relocating: symbol not found" >&2; exit 1']) {
      const root = fakeGo(`fails-${body.length}`, body);
      const r = run({
        GOROOT: "/usr/local/go",
        [PATH_PREFIX_ENV]: join(root, "bin"),
        [TOOLCHAIN_PROBE_ENV]: "go version",
        [TOOLCHAIN_ROOT_ENV]: `GOROOT=${root}`,
      });
      expect(r.stdout.split("\n").slice(0, 3)).toEqual(["/usr/bin:/bin", "/usr/local/go", "unset"]);
      expect(r.stderr).toBe(`${TOOLCHAIN_REFUSED_MARKER} go version failed; the image's runs\n`);
      expect(toolchainRefused({ stderr: { text: r.stderr } } as PhaseOutcome)).toBe(true);
    }
    // The tests' own stderr cannot claim it: only the entry writes before them.
    expect(toolchainRefused({ stderr: { text: `warning\n${TOOLCHAIN_REFUSED_MARKER} x` } } as PhaseOutcome)).toBe(
      false,
    );
  });

  it("leaves PATH alone without a runner toolchain", () => {
    expect(run({}).stdout.split("\n").slice(0, 3)).toEqual(["/usr/bin:/bin", "unset", "unset"]);
  });
});

describe("nodeHostToolchain: a Node installation of its own, never a shared prefix", () => {
  function install(prefix: string, programs: string[]): string {
    mkdirSync(join(prefix, "bin"), { recursive: true });
    for (const p of programs) writeFileSync(join(prefix, "bin", p), "");
    return prefix;
  }

  it("takes setup-node's layout: bin/ holding node, npm, npx and corepack", async () => {
    const root = install(join(dir, "hostedtoolcache", "node", "24.1.0", "x64"), ["node", "npm", "npx", "corepack"]);
    expect(await nodeHostToolchain({ PATH: `relative/bin:${join(root, "bin")}:/usr/bin` })).toEqual({
      name: "Node.js",
      root,
      bin: "bin",
      versionArgv: ["node", "--version"],
    });
  });

  it("refuses a node among other programs (/usr/bin, a preinstalled /usr/local/bin) and says so", async () => {
    const shared = install(join(dir, "usr"), ["node", "python3", "git"]);
    expect(await nodeHostToolchain({ PATH: join(shared, "bin") })).toMatch(
      /is a system install \(.*\/usr\/bin holds 2 other programs\), not a Node installation of its own/,
    );
    expect(await nodeHostToolchain({ PATH: join(dir, "nowhere") })).toBe("the runner has no node on its PATH");
  });
});

describe("mavenHostToolchain: a self-contained JDK (setup-java's), never a distribution's package", () => {
  function jdk(home: string, version: string, linkedConf: boolean): string {
    mkdirSync(join(home, "bin"), { recursive: true });
    mkdirSync(join(home, "conf", "security"), { recursive: true });
    writeFileSync(join(home, "bin", "java"), "");
    writeFileSync(join(home, "bin", "javac"), "");
    writeFileSync(join(home, "release"), `IMPLEMENTOR="Eclipse Adoptium"\nJAVA_VERSION="${version}"\n`);
    const conf = join(home, "conf", "security", "java.security");
    if (linkedConf) symlinkSync("/etc/java-17-openjdk/security/java.security", conf);
    else writeFileSync(conf, "");
    return home;
  }

  it("takes JAVA_HOME, and the JDK of java on PATH without it", async () => {
    const home = jdk(join(dir, "Java_Temurin-Hotspot_jdk", "21.0.5-11", "x64"), "21.0.5", false);
    const expected = {
      name: "Java",
      root: home,
      bin: "bin",
      version: "Java 21.0.5",
      versionArgv: ["java", "-version"],
      rootEnv: "JAVA_HOME",
    };
    expect(await mavenHostToolchain({ JAVA_HOME: home })).toEqual(expected);
    expect(await mavenHostToolchain({ PATH: join(home, "bin") })).toEqual(expected);
  });

  it("refuses a JDK that links its configuration into /etc, or one without javac or a release file", async () => {
    const debian = jdk(join(dir, "java-17-openjdk-amd64"), "17.0.15", true);
    expect(await mavenHostToolchain({ JAVA_HOME: debian })).toMatch(/links its configuration into the runner's \/etc/);
    const jre = jdk(join(dir, "jre"), "17.0.15", false);
    rmSync(join(jre, "bin", "javac"));
    expect(await mavenHostToolchain({ JAVA_HOME: jre })).toMatch(/not a complete JDK/);
    expect(await mavenHostToolchain({ JAVA_HOME: join(dir, "none") })).toMatch(/is not a JDK/);
  });
});
