// Which of the runner user's own build caches a run may start from (cache: run).
// They are trusted because they are what the user had before testcage ran: a
// setup-go/setup-java/rust-cache restore, or builds of the job's own steps.
// Nothing a sandboxed run writes ever lands in them (cache-layers.ts mounts them
// read-only under a per-run writable layer), and testcage's own per-project
// caches (cache: project), which runs did write, are never a source.
// See docs/architecture.md, "Caches".

import { execFile } from "node:child_process";
import { readdir, realpath, stat } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { isAbsolute, join, sep } from "node:path";

export interface CacheLayerSource {
  /** What the layer is, for results.json and the log ("Go build cache"). */
  name: string;
  /** The host folder (resolved, absolute). */
  source: string;
  /** Where it appears under the run's cache folder: the path the adapters point the tool at. */
  target: string;
  /**
   * The tool only ever adds entries and never rewrites one in place (Go's caches): handing
   * the layer to the tests' uid then needs only its folders (and top-level files), not every file.
   */
  writeOnce?: boolean;
}

interface Candidate {
  name: string;
  path: string | undefined;
  target: string;
  writeOnce?: boolean;
}

/** Reads `go env` for the folders setup-go and `go env -w` may have moved; the defaults when go is absent. */
function goEnv(env: NodeJS.ProcessEnv): Promise<{ GOCACHE?: string; GOMODCACHE?: string }> {
  return new Promise((resolve) => {
    execFile("go", ["env", "-json", "GOCACHE", "GOMODCACHE"], { env, timeout: 10_000 }, (err, stdout) => {
      if (err) return resolve({});
      try {
        const parsed = JSON.parse(String(stdout)) as Record<string, unknown>;
        const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
        const out: { GOCACHE?: string; GOMODCACHE?: string } = {};
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

async function candidates(language: string, env: NodeJS.ProcessEnv): Promise<Candidate[]> {
  const home = env["HOME"] || homedir();
  const xdgCache = env["XDG_CACHE_HOME"] || join(home, ".cache");
  switch (language) {
    case "go": {
      const go = await goEnv(env);
      const gopath = (env["GOPATH"] ?? "").split(":")[0] || join(home, "go");
      return [
        {
          name: "Go build cache",
          path: go.GOCACHE ?? env["GOCACHE"] ?? join(xdgCache, "go-build"),
          target: "go-build",
          writeOnce: true,
        },
        {
          name: "Go module cache",
          path: go.GOMODCACHE ?? env["GOMODCACHE"] ?? join(gopath, "pkg", "mod"),
          target: "go/pkg/mod",
          writeOnce: true,
        },
      ];
    }
    case "java":
      return [{ name: "Maven repository", path: join(home, ".m2", "repository"), target: "m2" }];
    case "rust": {
      const cargoHome = env["CARGO_HOME"] || join(home, ".cargo");
      return [
        { name: "Cargo registry", path: join(cargoHome, "registry"), target: "cargo/registry" },
        { name: "Cargo git checkouts", path: join(cargoHome, "git"), target: "cargo/git" },
      ];
    }
    default:
      return [];
  }
}

const inside = (path: string, dir: string): boolean =>
  path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/**
 * Why a folder cannot be a trusted layer, or null when it can: it must be a
 * non-empty folder of this user (or root) that nobody else may write, outside
 * testcage's own caches and workspaces.
 */
export async function untrustedReason(
  path: string,
  excluded: readonly string[],
  workspaces: string,
): Promise<string | null> {
  if (!isAbsolute(path)) return "not an absolute path";
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    return "absent";
  }
  for (const dir of excluded)
    if (inside(real, dir) || inside(dir, real)) return `overlaps testcage's own folder ${dir}`;
  if (real.startsWith(workspaces)) return "inside a testcage run's workspace";
  const st = await stat(real);
  if (!st.isDirectory()) return "not a folder";
  const uid = process.getuid?.();
  if (st.uid !== 0 && st.uid !== uid) return `owned by uid ${st.uid}, not this user or root`;
  if ((st.mode & 0o002) !== 0) return "writable by every user";
  if ((await readdir(real)).length === 0) return "empty";
  return null;
}

/**
 * The trusted layers for a language's tools, with the folders that did not
 * qualify and why (said in the log, so a cold run is explained).
 */
export async function trustedCacheSources(
  language: string,
  excluded: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ sources: CacheLayerSource[]; skipped: string[] }> {
  const sources: CacheLayerSource[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  // Every run's workspace (any job's): mkdtemp(<tmp>/testcage-...).
  const workspaces = join(tmpdir(), "testcage-");
  for (const c of await candidates(language, env)) {
    if (!c.path) continue;
    const why = await untrustedReason(c.path, excluded, workspaces);
    if (why) {
      if (why !== "absent") skipped.push(`${c.name} ${c.path}: ${why}`);
      continue;
    }
    const real = await realpath(c.path);
    if (seen.has(real)) continue;
    seen.add(real);
    sources.push({ name: c.name, source: real, target: c.target, ...(c.writeOnce ? { writeOnce: true } : {}) });
  }
  return { sources, skipped };
}
