// The one line an install failure gives, from real package managers' output
// (recorded in __tests__/fixtures/install-failures/): the reason, never the
// pointer to a log in a folder the run has removed.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installFailureReason } from "../../src/run/install-failure.js";
import { ROOT } from "../helpers/golden.js";

const fixture = (name: string): string => readFileSync(join(ROOT, "__tests__/fixtures/install-failures", name), "utf8");

describe("installFailureReason", () => {
  it("npm ci out of sync: the reason and what is missing, not the log's path", () => {
    const said = installFailureReason(fixture("npm-ci-out-of-sync.stderr"));
    expect(said).toMatch(/^`npm ci` can only install packages when your package\.json and package-lock\.json/);
    expect(said).toContain("Missing: is-number@7.0.0 from lock file");
    expect(said).not.toMatch(/complete log|_logs/);
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
