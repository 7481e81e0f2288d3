// go test: the runner user's Go caches a run may start from (cache: run), at the
// folders plan.ts points GOCACHE and GOMODCACHE at. See docs/architecture.md, "Caches".

import { execFile } from "node:child_process";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import type { HostCache } from "../../core/adapter-types.js";
import { GO_BUILD_DIR, GO_MOD_DIR } from "./plan.js";

interface GoEnv {
  GOCACHE?: string;
  GOMODCACHE?: string;
}

/** The variables `go env` reads its answer from; the same values give the same answer. */
const GO_ENV_INPUTS = ["PATH", "HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "GOENV", "GOCACHE", "GOMODCACHE", "GOPATH"];

/** One `go env` per process and environment: a CLI run or a long-lived process (tests, benches) asks once. */
const answers = new Map<string, Promise<GoEnv>>();

function askGo(env: NodeJS.ProcessEnv): Promise<GoEnv> {
  return new Promise((resolve) => {
    // Outside the checkout and with the local toolchain: a go.mod's toolchain line must
    // not make this host-side call fetch and run another Go.
    const opts = { env: { ...env, GOTOOLCHAIN: "local" }, cwd: tmpdir(), timeout: 10_000 };
    execFile("go", ["env", "-json", "GOCACHE", "GOMODCACHE"], opts, (err, stdout) => {
      if (err) return resolve({});
      try {
        const parsed = JSON.parse(String(stdout)) as Record<string, unknown>;
        const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
        const out: GoEnv = {};
        const cache = str(parsed["GOCACHE"]);
        const mod = str(parsed["GOMODCACHE"]);
        if (cache) out.GOCACHE = cache;
        if (mod) out.GOMODCACHE = mod;
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
      // A dependency's build cache key includes its folder in the module cache.
      pathEnv: "GOMODCACHE",
    },
  ];
}
