// cargo test: detect, install and plan.
// See index.ts for what the adapter captures and why.

import { posix } from "node:path";
import {
  CARGO_COVERAGE,
  CARGO_COVERAGE_DIR_ENV,
  CARGO_COVERAGE_LCOV,
  CARGO_COVERAGE_PROBLEM_ENV,
} from "../../harness/cargo-coverage.js";
import { parseTestId } from "../../core/ids.js";
import type { InstallStep, Invocation, PlanContext, ProjectFacts, SandboxPaths } from "../../core/adapter-types.js";
import { harnessCoverage, testCommandCoverage } from "../coverage-plan.js";

const OUTPUT = "cargo-test.txt";
export const MAX_ERRORS = 50;
const COVERAGE_SCRIPT = "cargo-coverage.sh";
const COVERAGE_PROBLEM = "coverage-problem.txt";

export function detect(facts: ProjectFacts): { score: number; reason: string } | null {
  if (facts.files.includes("Cargo.toml")) return { score: 100, reason: "Cargo.toml present" };
  const nested = facts.files.find((f) => f.endsWith("/Cargo.toml"));
  if (nested) return { score: 20, reason: `Rust crate ${nested}` };
  return null;
}

/** CARGO_HOME under the sandbox's cache folder (hostCaches lays the runner's registry and git there). */
export const CARGO_HOME_DIR = "cargo";

function cargoEnv(paths: SandboxPaths): Record<string, string> {
  return {
    CARGO_HOME: `${paths.cache}/${CARGO_HOME_DIR}`,
    CARGO_TERM_COLOR: "never",
    // rustup's proxy installs what a rust-toolchain file asks for and is missing (a
    // component such as rust-src) into RUSTUP_HOME, which every sandbox shows read-only
    // and the test phase cannot download into: the run stopped at "could not create temp
    // file". Off, rustup runs the toolchain as installed, as on a runner that sets it.
    RUSTUP_AUTO_INSTALL: "0",
  };
}

/** True when the lockfile or the manifest names crates that must be downloaded. */
export function hasDependencies(facts: ProjectFacts): boolean {
  const lock = facts.texts["Cargo.lock"];
  if (lock !== undefined) return /^source = "(registry|git|sparse)\+/m.test(lock);
  // A lockfile too large to read surely has dependencies.
  if (facts.files.includes("Cargo.lock")) return true;
  const manifest = facts.texts["Cargo.toml"] ?? "";
  return manifest
    .split(/^(?=\[)/m)
    .map((table) => ({ header: /^\[([^[\]\n]+)\]/.exec(table)?.[1]?.replace(/\s/g, "") ?? "", body: table }))
    .some(({ header, body }) => {
      const m = /(?:^|\.)(?:dev-|build-)?dependencies(\..+)?$/.exec(header);
      if (!m) return false;
      // `[dependencies.serde]` (the form of every published crate's normalized
      // manifest, and a target's `[target.'cfg(unix)'.dependencies.libc]`) is one
      // dependency by itself; `[dependencies]` lists them as keys.
      if (m[1] !== undefined) return true;
      return body
        .split("\n")
        .slice(1)
        .some((l) => /^\s*[\w-]+\s*=/.test(l));
    });
}

export function install({ paths, facts }: { paths: SandboxPaths; facts: ProjectFacts }): InstallStep | null {
  if (!facts.files.includes("Cargo.toml") || facts.topLevel.includes("vendor")) return null;
  if (!hasDependencies(facts)) return null;
  return {
    command: "cargo fetch",
    env: cargoEnv(paths),
    testEnv: {},
    reason: facts.texts["Cargo.lock"] !== undefined ? "Cargo.lock has dependencies" : "Cargo.toml has dependencies",
  };
}

/** Test ids -> libtest's exact names ("shapes::tests::wrong", "src/lib.rs - add (line 15)"). */
export function libtestNames(filter: readonly string[]): string[] {
  const names: string[] = [];
  for (const id of filter) {
    const parsed = parseTestId(id);
    if (!parsed) continue;
    names.push([...parsed.suite, parsed.name].join("::"));
  }
  return [...new Set(names)];
}

/** Runs the command with stderr merged into stdout, so cargo's target lines stay in order. */
const MERGED = 'exec "$@" 2>&1';

/**
 * The project's own target/ (an earlier step of the job built it, or the checkout
 * carries it) is cargo's default and is used as it is, with cargo's own incremental
 * setting, which the fingerprints of its crates include: it is part of the run's copy,
 * so nothing the run writes there outlasts it. Without one the build goes to the cache
 * folder, which cache: project keeps between runs, without incremental data to pile up.
 */
function targetDir(paths: SandboxPaths, facts: ProjectFacts): Record<string, string> {
  if (facts.topLevel.includes("target")) return {};
  return { CARGO_TARGET_DIR: `${paths.cache}/cargo-target`, CARGO_INCREMENTAL: "0" };
}

export function plan({ paths, facts, filter, testCommand, coverage, parallel }: PlanContext): Invocation {
  const env = {
    ...cargoEnv(paths),
    CARGO_NET_OFFLINE: "true",
    ...targetDir(paths, facts),
    // A panic's backtrace places a failure in the test's file when it panicked in a
    // helper. RUST_BACKTRACE alone would also turn on std::backtrace::Backtrace::capture,
    // which error libraries (anyhow, eyre) put in their Debug output: their own tests of
    // that output fail under it. RUST_LIB_BACKTRACE=0 keeps captures off, as natively.
    RUST_BACKTRACE: "1",
    RUST_LIB_BACKTRACE: "0",
  };
  const reports = [{ name: "output", file: OUTPUT, fromStdout: true }];
  if (testCommand) {
    return {
      argv: ["sh", "-c", MERGED, "sh", "sh", "-c", testCommand],
      env,
      reports,
      harness: [],
      requires: null,
      coverage: coverage ? testCommandCoverage("cargo test") : null,
    };
  }
  const names = libtestNames(filter);
  const argv = [
    "cargo",
    "test",
    "--workspace",
    "--no-fail-fast",
    "--color",
    "never",
    "--",
    "--show-output",
    ...(parallel === "off" ? ["--test-threads=1"] : []),
    ...(names.length > 0 ? ["--exact", ...names] : []),
  ];
  const requires = { program: "cargo", hint: "install Rust (https://rustup.rs) or use a runner image with cargo" };
  const how = parallel === "off" ? "--test-threads=1" : "libtest's test threads (its default)";
  if (!coverage) {
    return { argv: ["sh", "-c", MERGED, "sh", ...argv], env, reports, harness: [], requires, parallel: how };
  }
  const measured = harnessCoverage("llvm-cov", CARGO_COVERAGE_LCOV, COVERAGE_PROBLEM);
  return {
    // The script merges stderr into stdout as MERGED does, and keeps cargo's exit status.
    argv: ["sh", posix.join(paths.harness, COVERAGE_SCRIPT), ...argv],
    parallel: how,
    env: {
      ...env,
      CARGO_TARGET_DIR: `${paths.cache}/cargo-target-coverage`,
      CARGO_INCREMENTAL: "0",
      [CARGO_COVERAGE_DIR_ENV]: paths.reports,
      [CARGO_COVERAGE_PROBLEM_ENV]: posix.join(paths.reports, COVERAGE_PROBLEM),
    },
    reports: [...reports, ...measured.reports],
    harness: [{ name: COVERAGE_SCRIPT, content: CARGO_COVERAGE }],
    requires,
    coverage: measured.coverage,
  };
}
