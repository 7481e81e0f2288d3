// Trusted-tests mode (`tests-from`, docs/architecture.md §5): for systems that grade
// untrusted code with trusted tests. The tests and the framework's configuration
// come from a trusted folder; the project's own test files, conftest hooks,
// framework configuration and interpreter start-up hooks are removed from the
// run's copy before the trusted folder is laid over it (never through a link the
// project committed: layOver), and the framework runs with plugin autoloading off,
// imported from the interpreter's installation (frameworks/pytest.ts, unittest.ts),
// so nothing of the project's can rewrite a result through the framework. What
// stays possible is said in results.json: code the trusted tests import runs in
// the framework's process.

import { constants, type Stats } from "node:fs";
import { chmod, lstat, mkdir, mkdtemp, open, readdir, readlink, rm, symlink, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { pushAll } from "../core/arrays.js";
import type { TrustInfo } from "../core/model.js";
import { copyLeavesOut, copyProject } from "../sandbox/workspace.js";

/** What the project may not bring, per framework: paths relative to the project, "/"-separated. */
const UNTRUSTED: Record<string, readonly RegExp[]> = {
  pytest: [
    /(^|\/)conftest\.py$/,
    /(^|\/)(test_[^/]*|[^/]*_test)\.py$/,
    /^(pytest\.ini|\.pytest\.ini|tox\.ini)$/,
    /(^|\/)(sitecustomize|usercustomize)\.py$/,
    /\.pth$/,
  ],
  unittest: [/(^|\/)test[^/]*\.py$/, /(^|\/)(sitecustomize|usercustomize)\.py$/, /\.pth$/],
  go: [/_test\.go$/],
};

export function trustedFrameworks(): string[] {
  return Object.keys(UNTRUSTED);
}

/**
 * Entries of `dir` that are not folders (relative, "/"-separated), without .git, not
 * following symlinks. Unlike walkFiles, symlinks are listed: a conftest.py that is a
 * link must be removed as surely as one that is a file, and no folder is skipped.
 */
async function listFiles(dir: string, under = dir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(under, { withFileTypes: true })) {
    if (e.name === ".git") continue;
    const full = join(under, e.name);
    if (e.isDirectory()) pushAll(out, await listFiles(dir, full));
    else out.push(relative(dir, full).split(sep).join("/"));
  }
  return out;
}

/** What is at `path` itself (a link is not followed), or null when nothing is. */
async function entryAt(path: string): Promise<Stats | null> {
  try {
    return await lstat(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

const COPY_CHUNK = 1024 * 1024;

/** Copies the regular file `from` to `to`, which must not exist: O_EXCL and O_NOFOLLOW, so never through a link. */
async function copyNewFile(from: string, to: string, mode: number): Promise<void> {
  const src = await open(from, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const dst = await open(to, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
    try {
      const buf = Buffer.allocUnsafe(COPY_CHUNK);
      for (;;) {
        const { bytesRead } = await src.read(buf, 0, COPY_CHUNK, null);
        if (bytesRead === 0) break;
        let written = 0;
        while (written < bytesRead) written += (await dst.write(buf, written, bytesRead - written)).bytesWritten;
      }
      await dst.chmod(mode & 0o7777);
      const st = await src.stat();
      await dst.utimes(st.atime, st.mtime);
    } finally {
      await dst.close();
    }
  } finally {
    await src.close();
  }
}

/**
 * Lays the trusted folder `from` over the view `to` (as `cp -a` would, .git left out),
 * without ever writing through a link the project committed: each path the trusted
 * folder has is looked at in the view with lstat first, and a link, or a file where
 * a folder is needed, is removed (never followed) before anything is written there.
 * Files are created anew (O_EXCL, O_NOFOLLOW), so nothing outside the view is touched.
 */
export async function layOver(from: string, to: string, insideNodeModules = false): Promise<void> {
  for (const e of await readdir(from, { withFileTypes: true })) {
    if (copyLeavesOut(e.name, insideNodeModules)) continue;
    const src = join(from, e.name);
    const dst = join(to, e.name);
    const st = await lstat(src);
    const there = await entryAt(dst);
    if (st.isDirectory()) {
      if (there && !there.isDirectory()) await rm(dst, { force: true });
      if (!there || !there.isDirectory()) await mkdir(dst, { mode: 0o700 });
      await layOver(src, dst, insideNodeModules || e.name === "node_modules");
      // lstat again: the folder is the view's own (made or checked above), never a link.
      if ((await lstat(dst)).isDirectory()) {
        await chmod(dst, st.mode & 0o7777);
        await utimes(dst, st.atime, st.mtime);
      }
      continue;
    }
    if (!st.isFile() && !st.isSymbolicLink()) continue; // fifos, sockets, devices: not test material
    if (there) await rm(dst, { recursive: true, force: true });
    if (st.isSymbolicLink()) await symlink(await readlink(src), dst);
    else await copyNewFile(src, dst, st.mode);
  }
}

export interface TrustedView {
  /** The folder the run uses as its project: the project without its tests, the trusted folder over it. */
  dir: string;
  trust: TrustInfo;
  remove(): Promise<void>;
}

/**
 * Builds the trusted view of a project for `framework`. Throws an Error whose
 * message names the fix when the framework has no trusted-tests rules.
 */
export async function trustedView(
  projectDir: string,
  testsFrom: string,
  testsFromLabel: string,
  framework: string,
): Promise<TrustedView> {
  const rules = UNTRUSTED[framework];
  if (!rules) {
    throw new Error(
      `tests-from (trusted tests) supports ${trustedFrameworks().join(", ")} so far, not ${framework}; drop tests-from to run the project's own tests`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), "testcage-trusted-"));
  try {
    const view = join(dir, "project");
    await copyProject(projectDir, view);
    const removed: string[] = [];
    for (const f of await listFiles(view)) {
      if (rules.some((r) => r.test(f))) {
        await rm(join(view, f), { force: true });
        removed.push(f);
      }
    }
    const trustedFiles = await listFiles(testsFrom);
    // Never cp over the copy: cp writes through a link the project put where a trusted file goes.
    await layOver(testsFrom, view);
    return {
      dir: view,
      trust: {
        mode: "trusted-tests",
        tests_from: testsFromLabel,
        trusted_files: trustedFiles.length,
        removed: removed.slice(0, 200),
        removed_count: removed.length,
        notes: [
          `The tests and the ${framework} configuration came from ${testsFromLabel}; the project's own test files, conftest hooks, framework configuration and interpreter start-up hooks (${removed.length} file${removed.length === 1 ? "" : "s"}) were removed first, and plugins are not autoloaded.`,
          "Code the trusted tests import runs in the framework's process and could still forge a result; nothing else of the project's can.",
        ],
      },
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}
