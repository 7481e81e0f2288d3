// cargo test: the runner's Rust toolchain, as rustup would choose it for the checkout
// (RUSTUP_TOOLCHAIN, else the project's rust-toolchain file, else rustup's default),
// which the docker sandbox runs instead of the image's (docs/sandboxes.md,
// "Toolchains"). It is found by reading rustup's files, never by running rustup's
// proxy in the checkout: a rust-toolchain file may name a toolchain by `path`, which
// would make the runner run a program of the project's.

import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import type { HostToolchain } from "../../core/adapter-types.js";
import { readSmallFile } from "../../core/safe-read.js";

/** A toolchain name rustup could have installed: no path, nothing a shell or TOML would read twice. */
const TOOLCHAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,99}$/;

/** rust-toolchain files are a few lines; anything bigger is not one. */
const FILE_CAP = 64 * 1024;

const smallFile = (path: string): Promise<string | null> => readSmallFile(path, FILE_CAP);

/** A TOML string value `key = "..."` of a section ("" for the top level). */
function tomlString(text: string, section: string, key: string): string | null {
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      current = header[1]!.trim();
      continue;
    }
    if (current !== section) continue;
    const m = new RegExp(`^${key}\\s*=\\s*(?:"([^"]*)"|'([^']*)')$`).exec(line);
    if (m) return m[1] ?? m[2] ?? null;
  }
  return null;
}

/** Whether a section sets a key at all (whatever its value). */
function tomlHasKey(text: string, section: string, key: string): boolean {
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) current = header[1]!.trim();
    else if (current === section && new RegExp(`^${key}\\s*=`).test(line)) return true;
  }
  return false;
}

/**
 * The toolchain the project's rust-toolchain file names, looked for as rustup does
 * (the folder and its parents; `rust-toolchain` before `rust-toolchain.toml`); null
 * when there is none or it names no channel; a string starting "!" says why it cannot
 * be followed.
 */
export async function projectToolchain(projectDir: string): Promise<{ name: string; file: string } | string | null> {
  for (let dir = projectDir; ; dir = dirname(dir)) {
    for (const name of ["rust-toolchain", "rust-toolchain.toml"]) {
      const file = join(dir, name);
      const text = await smallFile(file);
      if (text === null) continue;
      const channel = text.includes("[toolchain]") ? tomlString(text, "toolchain", "channel") : text.trim();
      if (text.includes("[toolchain]") && tomlHasKey(text, "toolchain", "path"))
        return `!${file} names a toolchain by path`;
      if (!channel) return null;
      if (!TOOLCHAIN_NAME.test(channel))
        // The project's text is not echoed: a line of it in the runner's log could be a workflow command.
        return `!${file} names a toolchain that is not a name rustup installs`;
      return { name: channel, file };
    }
    if (dirname(dir) === dir) return null;
  }
}

/** Whether a rustup toolchain has llvm-tools: llvm-profdata and llvm-cov under lib/rustlib/<host>/bin. */
async function hasLlvmTools(root: string): Promise<boolean> {
  let hosts: string[];
  try {
    hosts = await readdir(join(root, "lib", "rustlib"));
  } catch {
    return false;
  }
  return hosts.some((h) =>
    ["llvm-profdata", "llvm-cov"].every((tool) => existsSync(join(root, "lib", "rustlib", h, "bin", tool))),
  );
}

/** rustup's folder name for a toolchain it installed: the name itself, or with the host's triple. */
function hostTriple(settings: string): string {
  const fromSettings = tomlString(settings, "", "default_host_triple");
  if (fromSettings && TOOLCHAIN_NAME.test(fromSettings)) return fromSettings;
  return `${process.arch === "arm64" ? "aarch64" : "x86_64"}-unknown-linux-gnu`;
}

export async function cargoHostToolchain(
  env: NodeJS.ProcessEnv,
  projectDir: string,
  need: { coverage: boolean },
): Promise<HostToolchain | string> {
  const rustupHome = env["RUSTUP_HOME"] || join(env["HOME"] || homedir(), ".rustup");
  const toolchains = join(rustupHome, "toolchains");
  if (!existsSync(toolchains)) return `the runner has no rustup toolchains (${toolchains})`;
  const settings = (await smallFile(join(rustupHome, "settings.toml"))) ?? "";
  let name: string | null = null;
  let from = "";
  const fromEnv = env["RUSTUP_TOOLCHAIN"];
  if (fromEnv) {
    if (!TOOLCHAIN_NAME.test(fromEnv)) return `RUSTUP_TOOLCHAIN '${fromEnv.slice(0, 60)}' is not a toolchain name`;
    name = fromEnv;
    from = "RUSTUP_TOOLCHAIN";
  } else {
    const file = await projectToolchain(projectDir);
    if (typeof file === "string") return file.slice(1);
    if (file) {
      name = file.name;
      from = file.file;
    }
  }
  if (!name) {
    name = tomlString(settings, "", "default_toolchain");
    from = "rustup's default";
    if (!name || !TOOLCHAIN_NAME.test(name)) return "rustup has no default toolchain";
  }
  for (const dir of [name, `${name}-${hostTriple(settings)}`]) {
    const root = join(toolchains, dir);
    if (existsSync(join(root, "bin", "cargo")) && existsSync(join(root, "bin", "rustc"))) {
      // Coverage reads its profiles with llvm-profdata and llvm-cov of rustc's own LLVM
      // (harness/files/cargo-coverage.sh): the image carries them; a rustup toolchain
      // only with its llvm-tools component.
      if (need.coverage && !(await hasLlvmTools(root)))
        return `the toolchain ${dir} has no llvm-tools component, which coverage needs (rustup component add llvm-tools-preview)`;
      return { name: "Rust", root, bin: "bin", versionArgv: ["rustc", "-V"] };
    }
  }
  return `the toolchain ${name} (${from}) is not installed in ${toolchains}`;
}
