// go test: the runner user's Go caches a run may start from (cache: run), at the
// folders plan.ts points GOCACHE and GOMODCACHE at. See docs/architecture.md, "Caches".

import { execFile } from "node:child_process";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import type { HostCache, HostToolchain } from "../../core/adapter-types.js";
import { readSmallFile } from "../../core/safe-read.js";
import { GO_BUILD_DIR, GO_MOD_DIR } from "./plan.js";

interface GoEnv {
  GOCACHE?: string;
  GOMODCACHE?: string;
  GOROOT?: string;
  GOVERSION?: string;
}

/** The variables `go env` reads its answer from; the same values give the same answer. */
const GO_ENV_INPUTS = [
  "PATH",
  "HOME",
  "XDG_CACHE_HOME",
  "XDG_CONFIG_HOME",
  "GOENV",
  "GOCACHE",
  "GOMODCACHE",
  "GOPATH",
  "GOROOT",
];

/** One `go env` per process and environment: a CLI run or a long-lived process (tests, benches) asks once. */
const answers = new Map<string, Promise<GoEnv>>();

function askGo(env: NodeJS.ProcessEnv): Promise<GoEnv> {
  return new Promise((resolve) => {
    // Outside the checkout and with the local toolchain: a go.mod's toolchain line must
    // not make this host-side call fetch and run another Go.
    const opts = { env: { ...env, GOTOOLCHAIN: "local" }, cwd: tmpdir(), timeout: 10_000 };
    execFile("go", ["env", "-json", "GOCACHE", "GOMODCACHE", "GOROOT", "GOVERSION"], opts, (err, stdout) => {
      if (err) return resolve({});
      try {
        const parsed = JSON.parse(String(stdout)) as Record<string, unknown>;
        const out: GoEnv = {};
        for (const name of ["GOCACHE", "GOMODCACHE", "GOROOT", "GOVERSION"] as const) {
          const v = parsed[name];
          if (typeof v === "string" && v !== "") out[name] = v;
        }
        resolve(out);
      } catch {
        resolve({});
      }
    });
  });
}

/** Reads `go env` for the folders setup-go and `go env -w` may have moved; {} when go is absent. */
export function goEnv(env: NodeJS.ProcessEnv): Promise<GoEnv> {
  const key = JSON.stringify(GO_ENV_INPUTS.map((k) => env[k] ?? null));
  let answer = answers.get(key);
  if (!answer) {
    answer = askGo(env);
    answers.set(key, answer);
  }
  return answer;
}

export async function goHostCaches(env: NodeJS.ProcessEnv): Promise<HostCache[]> {
  const home = env["HOME"] || homedir();
  const xdgCache = env["XDG_CACHE_HOME"] || join(home, ".cache");
  const go = await goEnv(env);
  const gopath = (env["GOPATH"] ?? "").split(":")[0] || join(home, "go");
  return [
    {
      name: "Go build cache",
      path: go.GOCACHE ?? env["GOCACHE"] ?? join(xdgCache, "go-build"),
      target: GO_BUILD_DIR,
      writeOnce: true,
    },
    {
      name: "Go module cache",
      path: go.GOMODCACHE ?? env["GOMODCACHE"] ?? join(gopath, "pkg", "mod"),
      target: GO_MOD_DIR,
      writeOnce: true,
      // A module's extracted source (<path>@v<version>) is written whole, read-only, by go
      // itself; new modules and versions go into the folders above (and cache/download's @v).
      sealed: /^.+@v/,
      // A dependency's build cache key includes its folder in the module cache.
      pathEnv: "GOMODCACHE",
    },
  ];
}

/**
 * The runner's Go (GOROOT as its `go env` says, setup-go's version of the job or
 * matrix leg), which the docker sandbox runs instead of the image's Go: a build then
 * uses the Go the job chose, and the runner's build cache, whose keys include the
 * compiler's, is a hit.
 */
export async function goHostToolchain(env: NodeJS.ProcessEnv, projectDir: string): Promise<HostToolchain | string> {
  const go = await goEnv(env);
  if (!go.GOROOT) return "the runner has no go on its PATH";
  // A run never downloads a Go (GOTOOLCHAIN=local): where go.mod asks for a newer one than
  // the runner's, which natively would fetch it, the image's (newer) Go is the closer match.
  const wanted = go.GOVERSION ? await goModWants(projectDir) : null;
  if (wanted && go.GOVERSION && goVersionBelow(go.GOVERSION, wanted))
    return `go.mod asks for go${wanted}, newer than the runner's ${go.GOVERSION}`;
  return {
    name: "Go",
    root: go.GOROOT,
    bin: "bin",
    ...(go.GOVERSION ? { version: go.GOVERSION } : {}),
    versionArgv: ["go", "version"],
    rootEnv: "GOROOT",
  };
}

/** [major, minor, patch] of "go1.22.5", "1.23", "go1.24rc1" (a pre-release counts below its .0). */
function goVersionParts(v: string): number[] | null {
  const m = /^(?:go)?(\d+)\.(\d+)(?:\.(\d+))?(rc|beta)?/.exec(v);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), m[3] !== undefined ? Number(m[3]) : m[4] ? -1 : 0];
}

/** True when `have` (GOVERSION) is older than `want` (go.mod's go or toolchain line). */
export function goVersionBelow(have: string, want: string): boolean {
  const a = goVersionParts(have);
  const b = goVersionParts(want);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The newest Go the project's go.mod names (its go and toolchain lines), without "go"; null when none. */
async function goModWants(projectDir: string): Promise<string | null> {
  const text = await readSmallFile(join(projectDir, "go.mod"), 1 << 20);
  if (text === null) return null;
  let newest: string | null = null;
  for (const m of text.matchAll(
    /^\s*(?:go|toolchain)\s+(?:go)?(\d+\.\d+(?:\.\d+)?(?:rc\d+|beta\d+)?)\s*(?:\/\/.*)?$/gm,
  )) {
    if (newest === null || goVersionBelow(newest, m[1]!)) newest = m[1]!;
  }
  return newest;
}
