// Gathers ProjectFacts from a directory: a bounded walk (depth, count) that never
// follows symlinks, plus the handful of small config files adapters look at.

import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { PackageJson, ProjectFacts } from "../core/adapter-types.js";
import { readSmallFile } from "../core/safe-read.js";
import { byCodeUnit } from "../core/text.js";

export const SKIP_DIRS: ReadonlySet<string> = new Set([
  ".git",
  "node_modules",
  ".venv",
  "venv",
  "__pycache__",
  "target",
  "dist",
  "build",
  "vendor",
  ".tox",
]);
const MAX_DEPTH = 6;
const MAX_FILES = 5000;
const MAX_TEXT_BYTES = 256 * 1024;
/** Config files whose content detection reads (top level of the project only). */
const TEXT_FILES =
  /^(pyproject\.toml|pytest\.ini|\.pytest\.ini|jest\.config\.(?:js|cjs|mjs|ts|cts|mts|json)|vite(?:st)?\.(?:config|workspace)\.(?:js|cjs|mjs|ts|cts|mts|json)|\.mocharc\.(?:js|cjs|mjs|json|jsonc|yaml|yml)|\.rspec(?:-local)?|setup\.cfg|setup\.py|\.yarnrc\.yml|tox\.ini|Pipfile|requirements[^/]*\.txt|go\.mod|go\.sum|deno\.json|Cargo\.toml|Cargo\.lock|phpunit(?:\.dist)?\.xml(?:\.dist)?|mix\.exs|\.borp\.ya?ml)$/;
/** Python test modules, whose imports tell unittest from pytest projects: the first few, the head of each. */
const PY_TEST_FILES = /(^|\/)(test[^/]*|[^/]*_test)\.py$/;
const MAX_PY_TEST_FILES = 50;
const PY_TEST_HEAD_BYTES = 16 * 1024;

export interface WalkLimits {
  maxFiles: number;
  maxDepth: number;
  /** Directory entries looked at in all (a flat folder of millions costs too); none by default. */
  maxEntries?: number;
  /** Folders not entered, by name. */
  skip: ReadonlySet<string>;
}

/**
 * The files below `root` (relative, "/"-separated, in code-unit order), never
 * following symlinks; `complete` is false when a limit cut the walk short. The one
 * walk detection, sharding and the report-paths source index share.
 */
export async function walkFiles(root: string, limits: WalkLimits): Promise<{ files: string[]; complete: boolean }> {
  const files: string[] = [];
  let entriesLeft = limits.maxEntries ?? Infinity;
  let complete = true;
  const walk = async (rel: string, depth: number): Promise<void> => {
    if (depth > limits.maxDepth) {
      complete = false;
      return;
    }
    let entries;
    try {
      entries = await readdir(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => byCodeUnit(a.name, b.name));
    for (const entry of entries) {
      if (--entriesLeft < 0 || files.length >= limits.maxFiles) {
        complete = false;
        return;
      }
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!limits.skip.has(entry.name)) await walk(path, depth + 1);
      } else if (entry.isFile()) {
        files.push(path);
      }
    }
  };
  await walk("", 0);
  return { files, complete };
}

/** The walk for sharding: every file but .git's and node_modules', or null when there are too many to list. */
export const ALL_FILES_LIMITS = { maxFiles: 100_000, maxDepth: 40 } as const;

export async function listAllFiles(dir: string): Promise<string[] | null> {
  const { files, complete } = await walkFiles(dir, {
    ...ALL_FILES_LIMITS,
    skip: new Set([".git", "node_modules"]),
  });
  return complete ? files : null;
}

async function readSmall(path: string): Promise<string | undefined> {
  return (await readSmallFile(path, MAX_TEXT_BYTES)) ?? undefined;
}

export async function scanProject(dir: string): Promise<ProjectFacts> {
  const { files } = await walkFiles(dir, { maxFiles: MAX_FILES, maxDepth: MAX_DEPTH, skip: SKIP_DIRS });
  // The virtualenv is skipped by the walk but its interpreter matters to pytest.
  try {
    await lstat(join(dir, ".venv/bin/python"));
    files.push(".venv/bin/python");
  } catch {
    /* no virtualenv */
  }
  const topLevel = (await readdir(dir).catch(() => [] as string[])).sort();
  const texts: Record<string, string> = {};
  for (const f of files) {
    if (TEXT_FILES.test(f)) {
      const text = await readSmall(join(dir, f));
      if (text !== undefined) texts[f] = text;
    }
  }
  for (const f of files.filter((f) => PY_TEST_FILES.test(f)).slice(0, MAX_PY_TEST_FILES)) {
    const text = await readSmall(join(dir, f));
    if (text !== undefined) texts[f] = text.slice(0, PY_TEST_HEAD_BYTES);
  }
  let packageJson: PackageJson | null = null;
  const pkgText = await readSmall(join(dir, "package.json"));
  if (pkgText !== undefined) {
    try {
      const parsed: unknown = JSON.parse(pkgText);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) packageJson = parsed as PackageJson;
    } catch {
      packageJson = null;
    }
  }
  return { files, topLevel, packageJson, texts };
}
