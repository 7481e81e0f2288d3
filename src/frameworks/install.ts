// Default install phases shared by adapters: only when the project declares
// dependencies (a lockfile or manifest) that are not already in the copy, and
// always writing into the run's own copy or cache, never the host's.

import type { InstallStep, ProjectFacts, SandboxPaths } from "./types.js";

/** npm ci from package-lock.json when node_modules is absent. */
export function npmInstall(facts: ProjectFacts): InstallStep | null {
  if (facts.topLevel.includes("node_modules")) return null;
  if (facts.files.includes("package-lock.json") || facts.files.includes("npm-shrinkwrap.json")) {
    return {
      command: "npm ci --no-audit --no-fund",
      env: {},
      testEnv: {},
      reason: "package-lock.json without node_modules",
    };
  }
  return null;
}

/** pip install -r requirements.txt into the copy (PYTHONPATH points the tests at it). */
export function pipInstall(facts: ProjectFacts, paths: SandboxPaths): InstallStep | null {
  const req = ["requirements-dev.txt", "requirements-test.txt", "requirements.txt"].find((f) =>
    facts.files.includes(f),
  );
  if (!req) return null;
  const site = `${paths.project}/.testcage-site`;
  return {
    command: `python3 -m pip install --quiet --no-cache-dir --disable-pip-version-check --target ${site} -r ${req}`,
    env: { PIP_NO_INPUT: "1" },
    testEnv: { PYTHONPATH: site },
    reason: `${req} present`,
  };
}
