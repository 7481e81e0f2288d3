// Trusted-tests mode (`tests-from`, docs/architecture.md §5): for systems that grade
// untrusted code with trusted tests. The tests and the framework's configuration
// come from a trusted folder; the project's own test files, conftest hooks,
// framework configuration and interpreter start-up hooks are removed from the
// run's copy before the trusted folder is laid over it, and the framework runs
// with plugin autoloading off, so nothing of the project's can rewrite a result
// through the framework. What stays possible is said in results.json: code the
// trusted tests import runs in the framework's process.

import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { pushAll } from "../core/arrays.js";
import type { TrustInfo } from "../core/model.js";
import { copyProject } from "../sandbox/workspace.js";

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
    await copyProject(testsFrom, view);
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
