// cargo test: the stable text output of cargo and libtest, read from stdout (with
// cargo's stderr merged into it, so each "Running <target>" line stays in front of
// that target's results).
//
// Why text and not a machine format:
// - libtest's JSON (`-Z unstable-options --format json`) is refused by stable and
//   beta toolchains; the only ways around that are a nightly toolchain or
//   RUSTC_BOOTSTRAP=1, which switches on unstable behaviour for the user's whole
//   build, and neither is what a project's own CI runs;
// - cargo-nextest writes good JUnit XML, but it is a separate tool that stock Rust
//   images and most projects do not have, cannot be installed in the offline test
//   phase, and runs tests differently (a process per test, no doc tests);
// - the text output is what every toolchain prints (checked with Rust 1.63 and
//   1.95): result lines, per-test captured output, the summary line, and panic
//   reports in the pre-1.73 ("panicked at 'msg', file:line:col") and the current
//   ("panicked at file:line:col:\nmsg") format. Its weakness is that uncaptured
//   output can be glued onto a result line, so results are also taken from the
//   "failures:" list libtest prints at the end, and the exit code is trusted with
//   the report as always.
//
// Captured per test:
// - status: ok -> passed, FAILED -> failed, ignored (#[ignore], with its reason
//   when given) -> skipped; #[should_panic] tests are passed when they panicked;
// - unit tests: suite = the module path ("shapes::tests::wrong" -> [shapes, tests],
//   name wrong), file = the module's source file, resolved from the target's root
//   (src/lib.rs, src/main.rs) through `mod x;` declarations (x.rs or x/mod.rs);
//   integration tests: the tests/<name>.rs file cargo names; doc tests: the file and
//   line in their libtest name ("src/lib.rs - add (line 15)"), kept whole as name;
//   in a workspace (`cargo test --workspace`) a target's package-relative source is
//   placed in its member's folder, found from the root Cargo.toml's members;
// - line: for a failure, where it panicked when that is in the test's file, else the
//   deepest backtrace frame in the test's file (RUST_BACKTRACE=1), else the panic
//   location, else the declaration line (the `fn`, found in the source), which is
//   also the line of passing tests; a doc test's line is its code block's;
// - message: the panic message (assert_eq!'s left/right included), libtest's note
//   for a #[should_panic] test that did not panic, or the Err a test returned;
//   stack: the test's whole captured output; stdout: what the test printed before
//   it panicked (libtest captures stdout and stderr together; --show-output makes it
//   print passing tests' output too);
// - order: source order (file, line) within each target, targets in cargo's order.
// Compiler errors ("error[E0308]: ..." with its "--> file:line:col") are
// "collection" errors at that position; a test binary that died before its summary
// (abort, segfault, process::exit) is a "collection" error naming the target, as the
// tests it had not reported have no name yet. No test at all is "no-tests".
// Not captured: per-test durations (stable libtest prints none), stderr apart from
// stdout, benchmarks' timings (cargo test runs them once as tests).
//
// Coverage (--coverage): LLVM's source-based coverage, run by an injected script
// (src/harness/cargo-coverage.ts) around the same cargo test command: the tests
// build with -C instrument-coverage into a target folder of their own (so runs with
// and without coverage do not rebuild each other's), and llvm-cov's lcov export of
// the project's .rs files is read with llvm-cov's own counting (format "llvm-cov").
// Doc tests run but are not measured: that needs rustdoc's unstable
// --persist-doctests. Rustflags a project sets in .cargo/config.toml give way to
// RUSTFLAGS during a coverage run, as cargo always lets the variable win.

import { homedir } from "node:os";
import { join } from "node:path";
import type { FrameworkAdapter } from "../../core/adapter-types.js";
import { CARGO_HOME_DIR, detect, install, plan } from "./plan.js";
import { parse } from "./parse.js";
import { cargoInstallCached, cargoInstallDeferred, cargoNeedsInstall } from "./install-cached.js";
import { cargoHostToolchain } from "./toolchain.js";

export { hasDependencies, libtestNames } from "./plan.js";
export { locateUnitTest, readWorkspace } from "./locate.js";

export const cargo: FrameworkAdapter = {
  id: "cargo",
  name: "cargo test",
  language: "rust",
  detect,
  plan,
  parse,
  install,
  installCached: cargoInstallCached,
  installDeferred: cargoInstallDeferred,
  needsInstall: cargoNeedsInstall,
  hostToolchain: cargoHostToolchain,

  async hostCaches(env) {
    // What rust-cache restores of CARGO_HOME: the registry (index, .crate files, sources) and git checkouts.
    const cargoHome = env["CARGO_HOME"] || join(env["HOME"] || homedir(), ".cargo");
    // A registry crate's build fingerprint holds its source path under CARGO_HOME: shown
    // at the runner's own CARGO_HOME (path-mirror.ts), a target/ the runner built is fresh.
    return [
      {
        name: "Cargo registry",
        path: join(cargoHome, "registry"),
        target: `${CARGO_HOME_DIR}/registry`,
        homeEnv: "CARGO_HOME",
      },
      {
        name: "Cargo git checkouts",
        path: join(cargoHome, "git"),
        target: `${CARGO_HOME_DIR}/git`,
        homeEnv: "CARGO_HOME",
      },
    ];
  },

  liveStatus(line) {
    const m = /^test .+ \.\.\. (ok|FAILED|ignored)/.exec(line);
    if (!m) return null;
    return m[1] === "ok" ? "passed" : m[1] === "FAILED" ? "failed" : "skipped";
  },
};
