// The one line an install failure gives, from real package managers' output
// (recorded in __tests__/fixtures/install-failures/): the reason, never the
// pointer to a log in a folder the run has removed.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installFailureReason } from "../../src/run/install-failure.js";
import { failureMessage } from "../../src/run/install.js";
import { pytest } from "../../src/frameworks/pytest.js";
import type { PhaseOutcome } from "../../src/sandbox/types.js";
import { ROOT } from "../helpers/golden.js";

const fixture = (name: string): string => readFileSync(join(ROOT, "__tests__/fixtures/install-failures", name), "utf8");

describe("installFailureReason", () => {
  it("npm ci out of sync: the reason and what is missing, not the log's path", () => {
    const said = installFailureReason(fixture("npm-ci-out-of-sync.stderr"));
    expect(said).toMatch(/^`npm ci` can only install packages when your package\.json and package-lock\.json/);
    expect(said).toContain("Missing: is-number@7.0.0 from lock file");
    expect(said).not.toMatch(/complete log|_logs/);
  });

  it("yarn 2+: its error code's line, not its closing 'Failed with errors'", () => {
    // yarn 4.5.3 with no proxy settings of its own, the registry unreachable (it writes to stdout).
    expect(installFailureReason("", fixture("yarn-berry-no-proxy.stdout"))).toBe(
      "RequestError: getaddrinfo EAI_AGAIN registry.yarnpkg.com",
    );
  });

  it("pip: the requirement it could not find", () => {
    expect(installFailureReason(fixture("pip-no-distribution.stderr"))).toBe(
      "Could not find a version that satisfies the requirement nonexistent-pkg-zzz==9.9 (from versions: none) No matching distribution found for nonexistent-pkg-zzz==9.9",
    );
  });

  it("cargo: the crate that needs a newer rustc is named, not cut off", () => {
    expect(installFailureReason(fixture("cargo-rust-version.stderr"))).toBe(
      "rustc 1.95.0 is not supported by the following package: newdep@0.1.0 requires rustc 1.200",
    );
  });

  it("maven: the reason from stdout's [ERROR] lines (stderr holds only ANSI resets), without the help boilerplate", () => {
    const said = installFailureReason(
      fixture("maven-missing-dependency.stderr"),
      fixture("maven-missing-dependency.stdout"),
    );
    expect(said).toBe(
      "Failed to execute goal on project y: Could not resolve dependencies for project x:y:jar:1: Cannot access central (https://repo.maven.apache.org/maven2) in offline mode and the artifact org.example.nope:missing:jar:9.9.9 has not been downloaded from it before.",
    );
  });

  it("falls back to the last line when no tool prefix is found", () => {
    expect(installFailureReason("something odd\nwent wrong here\n")).toBe("went wrong here");
  });
});

describe("the install-failed message", () => {
  const out = (text: string): PhaseOutcome["stdout"] => ({ text, totalBytes: text.length, truncated: false });
  const failed = (stderr: string, extra: Partial<PhaseOutcome> = {}): PhaseOutcome => ({
    exitCode: 1,
    signal: null,
    timedOut: false,
    cancelled: false,
    oom: false,
    stdout: out(""),
    stderr: out(stderr),
    durationMs: 1,
    spawnError: null,
    ...extra,
  });
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  const pkg = { "pyproject.toml": '[project]\nname = "cx"\n\n[build-system]\nrequires = ["setuptools"]\n' };

  it("names a script step as the log did, never the script testcage wraps it in", () => {
    const step = pytest.install!({
      paths,
      facts: { files: ["pyproject.toml", "setup.py"], topLevel: [], texts: pkg, packageJson: null },
    })!;
    expect(step.command).toMatch(/^if python3 -m venv/);
    const message = failureMessage(step, failed(fixture("pip-no-distribution.stderr")));
    expect(message).toMatch(
      /^the install command \(a virtualenv for the run \(.*\), then python -m pip install --quiet --no-cache-dir --disable-pip-version-check '\.'\) exited with 1: Could not find a version/,
    );
    expect(message).not.toContain("if python3 -m venv");
  });

  it("names a plain command as it is, and says the pids limit refused the install", () => {
    const step = { command: "npm ci", env: {}, testEnv: {}, reason: "package-lock.json" };
    expect(failureMessage(step, failed("npm ERR! spawn EAGAIN", { pidsLimit: { limit: 64, refused: 7 } }))).toBe(
      "the install command (npm ci) exited with 1: spawn EAGAIN; it reached the sandbox's limit of 64 processes and threads (7 refused; raise pids-limit); fix it, or pass --install-command none to skip it",
    );
  });
});
