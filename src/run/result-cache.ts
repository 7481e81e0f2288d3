// The result cache (docs/scale.md, Result cache): a run is keyed by what decides its
// result (the project's files as the sandbox copies them, the framework, the command,
// the runner image or toolchain and the options that change results), and a run whose
// key was seen before returns the stored results.json without running anything.
// Entries are files on disk that anything on the machine (or a restored Actions cache)
// could have written: they are read as hostile input (results-input.ts), like a
// results-file.

import { createHash, randomBytes } from "node:crypto";
import { chmod, lstat, mkdir, realpath, rename, rm } from "node:fs/promises";
import { delimiter, isAbsolute, join } from "node:path";
import type { RunResult } from "../core/model.js";
import { RESULTS_INPUT_MAX_BYTES, resultsFromValue } from "../ingest/results-input.js";
import { readReportFile } from "../core/safe-read.js";
import { docker } from "../sandbox/docker-cli.js";
import type { SandboxPaths } from "../core/adapter-types.js";
import { jsonListPieces, writeChunks } from "../formats/stream-write.js";

/** Changes whenever what a key covers or an entry's layout changes, so old entries are never read as new. */
export const CACHE_FORMAT = 1;

/**
 * Where a keyed plan puts the project: the command in the key must not carry the
 * run's temporary folder (the process sandbox's paths differ on every run).
 */
export const KEY_PATHS: SandboxPaths = {
  project: "/testcage-key/project",
  reports: "/testcage-key/reports",
  harness: "/testcage-key/harness",
  cache: "/testcage-key/cache",
};

/** Everything a key covers; see docs/scale.md for why each is there. */
export interface KeyParts {
  /** testcage's own version: a new parser can read the same run differently. */
  tool: string;
  project: string;
  framework: string;
  sandbox: string;
  /** The runner image's id (docker, service) or the toolchain's identity (process). */
  runtime: string;
  command: string[];
  install: string | null;
  /** The options that change what runs or how it is judged. */
  options: Record<string, unknown>;
}

/** JSON with object keys sorted, so the same parts always give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function cacheKey(parts: KeyParts): string {
  return createHash("sha256")
    .update(canonical({ format: CACHE_FORMAT, ...parts }))
    .digest("hex");
}

/** A docker image's or container's image id; null when docker cannot say. */
export async function imageIdentity(target: { image: string } | { container: string }): Promise<string | null> {
  const r =
    "image" in target
      ? await docker(["image", "inspect", "--format", "{{.Id}}", target.image])
      : await docker(["inspect", "--format", "{{.Image}}", target.container]);
  const id = r.stdout.trim();
  return r.code === 0 && /^sha256:[0-9a-f]{64}$/.test(id) ? id : null;
}

/**
 * The process sandbox runs the machine's own toolchain: each program the command
 * starts from PATH is identified by its real path, size and modification time, with
 * Node's version and PATH itself. A package upgraded inside the same interpreter
 * (pip install -U pytest) is not seen (docs/scale.md says to clear the folder then).
 */
export async function toolchainIdentity(
  programs: readonly string[],
  path = process.env["PATH"] ?? "",
): Promise<string> {
  const found: string[] = [];
  for (const program of [...new Set(programs)]) {
    if (program.startsWith(KEY_PATHS.project)) continue; // the project's own (node_modules/.bin): in its hash
    const candidates = isAbsolute(program) ? [program] : path.split(delimiter).map((d) => join(d || ".", program));
    let identity = `${program}: not found`;
    for (const candidate of candidates) {
      try {
        const real = await realpath(candidate);
        const st = await lstat(real);
        if (!st.isFile()) continue;
        identity = `${program}: ${real} ${st.size} ${Math.floor(st.mtimeMs)}`;
        break;
      } catch {
        // not in this folder of PATH
      }
    }
    found.push(identity);
  }
  return [`node ${process.version}`, `PATH ${path}`, ...found].join("\n");
}

export function entryPath(dir: string, key: string): string {
  return join(dir, `${key}.json`);
}

/** Puts an entry into, and brings it back from, a store beyond this machine (the action's @actions/cache). */
export interface RemoteResultStore {
  /** Fills `file` from the store; false when the store has no entry for `key`. */
  restore(key: string, file: string): Promise<boolean>;
  save(key: string, file: string): Promise<void>;
}

export type Lookup = { hit: RunResult } | { miss: string | null };

const ownUid = (): number => process.geteuid?.() ?? -1;

/**
 * Why a file or folder of the cache is not testcage's own to trust, or null: it must be
 * owned by the user testcage runs as and writable by nobody else. The tests run as
 * another user (nobody, when testcage is root) or in a view where the cache is
 * read-only; a folder they made, or an entry they could rewrite, would let one run
 * decide a later run's result (hostile case 33).
 */
function notOwn(st: { uid: number; mode: number }, what: string): string | null {
  const uid = ownUid();
  if (uid >= 0 && st.uid !== uid) return `${what} belongs to uid ${st.uid}, not to testcage's user (uid ${uid})`;
  if (st.mode & 0o022) return `${what} may be written by others (mode ${(st.mode & 0o777).toString(8)}; chmod go-w)`;
  return null;
}

/**
 * Makes the cache folder, before anything of the run starts, and checks it is testcage's
 * own: the tests cannot make it first with a mode of their choosing. Throws why not.
 */
export async function ownCacheFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const st = await lstat(dir);
  if (!st.isDirectory())
    throw new Error(`the result cache folder ${dir} is ${st.isSymbolicLink() ? "a symbolic link" : "not a folder"}`);
  const why = notOwn(st, `the result cache folder ${dir}`);
  if (why) throw new Error(`${why}: it is not used`);
}

/**
 * The stored result for `key`, or a miss; a miss carries a note when an entry was
 * there but unusable (the run goes ahead and replaces it).
 */
export async function lookupResult(dir: string, key: string, remote?: RemoteResultStore): Promise<Lookup> {
  const path = entryPath(dir, key);
  let note: string | null = null;
  try {
    await ownCacheFolder(dir);
  } catch (err) {
    return { miss: (err as Error).message };
  }
  if (remote) {
    try {
      if (!(await remote.restore(key, path))) return { miss: null };
    } catch (err) {
      note = `the cache service could not be asked (${(err as Error).message})`;
    }
  }
  const entry = await lstat(path).catch(() => null);
  // What is not a file at all readReportFile refuses, saying what it is.
  const foreign = entry?.isFile() ? notOwn(entry, "it") : null;
  if (foreign) return { miss: `the stored entry ${key.slice(0, 12)}… was not used: ${foreign}; the tests ran` };
  const content = await readReportFile(path, RESULTS_INPUT_MAX_BYTES);
  if (!content.ok) return { miss: content.problem === "missing" ? note : `the stored entry: ${content.detail}` };
  try {
    const value: unknown = JSON.parse(content.text);
    const stored = (value as { cache?: { key?: unknown } } | null)?.cache?.key;
    if (stored !== key) throw new Error("it was stored under another key");
    const result = resultsFromValue(value);
    if (result.status === "error") throw new Error("it records a run that did not complete");
    return { hit: result };
  } catch (err) {
    return { miss: `the stored entry ${key.slice(0, 12)}… was not used: ${(err as Error).message}; the tests ran` };
  }
}

/** Only a run that completed (pass or fail, every test reported) is stored. */
export function storable(result: RunResult): boolean {
  return result.status !== "error";
}

/** Writes the entry atomically (a reader never sees half of one), then hands it to the remote store. */
export async function storeResult(
  dir: string,
  key: string,
  result: RunResult,
  remote?: RemoteResultStore,
): Promise<void> {
  await ownCacheFolder(dir);
  const path = entryPath(dir, key);
  const tmp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  const stored: RunResult = { ...result, cache: { hit: false, key } };
  try {
    await writeChunks(tmp, jsonListPieces({ ...stored, tests: [] }, ["tests"], stored.tests.length, stored.tests));
    // Whatever the umask: an entry others may write is not read back (lookupResult).
    await chmod(tmp, 0o600);
    // rename replaces whatever has the entry's name (a planted symlink too), never writing through it.
    await rename(tmp, path);
  } finally {
    await rm(tmp, { force: true });
  }
  await remote?.save(key, path);
}
