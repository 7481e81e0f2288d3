// Harness file for `cargo test` with coverage: a POSIX sh script that runs the
// tests under LLVM's source-based coverage (rustc -C instrument-coverage) and
// turns the profiles into llvm-cov's lcov export, as cargo-llvm-cov does,
// without needing that tool.
//
// Why a script in the sandbox and not flags: whether this toolchain can measure is
// only known where it runs. It needs the profiler runtime in rustc's sysroot
// (rustup's toolchains and Debian's rustc-web have it; Debian's rustc 1.63 does
// not) and llvm-profdata and llvm-cov of the same LLVM major version as rustc
// (rustup's llvm-tools component, or Debian's llvm-N). Without them the tests run
// exactly as without coverage and the reason is written for the coverage step.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** Env: the reports folder, where the lcov export and the scratch profiles go. */
export const CARGO_COVERAGE_DIR_ENV = "TESTCAGE_COVERAGE_DIR";
/** Env: the file to write why coverage could not be measured. */
export const CARGO_COVERAGE_PROBLEM_ENV = "TESTCAGE_COVERAGE_PROBLEM";
/** The lcov file the script writes into the reports folder. */
export const CARGO_COVERAGE_LCOV = "llvm-cov.lcov";

/** The text of src/harness/files/cargo-coverage.sh (inlined at build time: scripts/harness-sources.mjs). */
export const CARGO_COVERAGE: string = HARNESS_SOURCES["cargo-coverage.sh"];
