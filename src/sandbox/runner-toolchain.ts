// Which of the runner's toolchains the docker sandbox may run instead of the image's
// (toolchain: runner, the default). The job chose it (setup-go's version, a matrix
// leg's Rust channel, the project's rust-toolchain file): tests then build with what
// the workflow asked for, and the runner's build caches, whose keys include the
// compiler, are hits (docs/sandboxes.md "Toolchains", docs/architecture.md "Caches").
// It is shown read-only, so no run can change what a later one runs, and it qualifies
// as a cache layer does (cache-sources.ts): the runner user's or root's, writable by
// nobody else, outside the checkout and testcage's own folders.

import { execFile } from "node:child_process";
import { realpath } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FrameworkAdapter } from "../core/adapter-types.js";
import type { RunnerToolchainRecord } from "../core/model.js";
import { untrustedReason } from "./cache-sources.js";
import { overlaps } from "./path-mirror.js";

/** A runner toolchain that qualified: what results.json records, and what docker needs to show it. */
export interface RunnerToolchain extends Omit<RunnerToolchainRecord, "at"> {
  /** Its programs' folder, relative to source. */
  bin: string;
  /** HostToolchain.rootEnv. */
  rootEnv?: string;
  /** HostToolchain.versionArgv: the container runs it before putting bin first on PATH. */
  probe: string[];
}

/** The first line a program of the toolchain prints, run outside any checkout; null when it fails. */
function firstLine(program: string, args: readonly string[]): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(program, [...args], { cwd: "/", env: { PATH: "/usr/bin:/bin" }, timeout: 10_000 }, (err, stdout) => {
      const line = String(stdout).split("\n")[0]?.trim() ?? "";
      resolve(err || !line ? null : line);
    });
  });
}

/**
 * The adapter's runner toolchain when it qualifies, else null with why (for the log:
 * the run then uses the image's). `excluded` are folders never used (testcage's own and
 * the checkout's: what a project brings is not the runner's toolchain).
 */
export async function runnerToolchain(
  adapter: Pick<FrameworkAdapter, "hostToolchain">,
  projectDir: string,
  excluded: readonly string[],
  need: { coverage: boolean },
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ toolchain: RunnerToolchain | null; why: string | null }> {
  if (!adapter.hostToolchain) return { toolchain: null, why: null };
  const found = await adapter.hostToolchain(env, projectDir, need);
  if (typeof found === "string") return { toolchain: null, why: found };
  const workspaces = join(tmpdir(), "testcage-");
  const notUsed = (why: string) => ({ toolchain: null, why: `${found.name} toolchain ${found.root}: ${why}` });
  const real = await realpath(found.root).catch(() => found.root);
  const checkout = await realpath(projectDir).catch(() => projectDir);
  if (overlaps(real, checkout))
    return notUsed("it is in the checkout, or holds it: what a project brings is not the runner's");
  const rootWhy = await untrustedReason(found.root, [...excluded, projectDir], workspaces);
  if (rootWhy) return notUsed(rootWhy);
  const source = await realpath(found.root);
  const bin = join(source, found.bin);
  const binWhy = await untrustedReason(bin, [...excluded, projectDir], workspaces);
  if (binWhy) return notUsed(`its ${found.bin} folder: ${binWhy}`);
  // Only now, once the folder is trusted, may one of its programs run.
  const version = found.version ?? (await firstLine(join(bin, found.versionArgv[0]!), found.versionArgv.slice(1)));
  if (!version) return notUsed("it did not say its version");
  return {
    toolchain: {
      name: found.name,
      version,
      source,
      bin: found.bin,
      probe: found.versionArgv,
      ...(found.rootEnv ? { rootEnv: found.rootEnv } : {}),
    },
    why: null,
  };
}
