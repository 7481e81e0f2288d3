import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  cargo,
  hasDependencies,
  libtestNames,
  locateUnitTest,
  readWorkspace,
} from "../../../src/frameworks/cargo/index.js";
import type { ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { findPanic, readCargoTestText } from "../../../src/reports/libtest-text.js";
import { loadParseInput, ROOT } from "../../helpers/golden.js";

const facts = (files: string[], texts: Record<string, string> = {}, topLevel: string[] = []): ProjectFacts => ({
  files,
  topLevel,
  texts,
  packageJson: null,
});

const PATHS = { project: "/sandbox/project", reports: "/sandbox/reports", harness: "/sandbox/harness", cache: "/c" };

const SOURCES: Record<string, string> = {
  "src/lib.rs": [
    "pub mod shapes;", // 1
    "mod util;", // 2
    "", // 3
    "#[cfg(test)]", // 4
    "mod tests {", // 5
    "    #[test]", // 6
    "    fn adds() {}", // 7
    "    mod inner {", // 8
    "        #[test]", // 9
    "        fn adds() {}", // 10
    "    }", // 11
    "}", // 12
  ].join("\n"),
  "src/shapes.rs": ["mod tests {", "    #[test]", "    fn square() {}", "}"].join("\n"),
  "src/util/mod.rs": ["pub mod deep;", "#[test]", "fn helper_works() {}"].join("\n"),
  "src/util/deep.rs": ["#[test]", "fn very() {}"].join("\n"),
  "tests/api.rs": ["#[test]", "fn api() {", "    assert!(false);", "}"].join("\n"),
};

function input(text: string, extra: Partial<ParseInput> = {}): ParseInput {
  return {
    reports: { output: { ok: true, text } },
    exitCode: 101,
    stdout: "",
    stderr: "",
    timedOut: false,
    projectPath: "/sandbox/project",
    readSource: (rel) => SOURCES[rel],
    ...extra,
  };
}

const lines = (...l: string[]): string => `${l.join("\n")}\n`;

describe("cargo detect, install and plan", () => {
  it("detects Cargo.toml", () => {
    expect(cargo.detect(facts(["Cargo.toml", "src/lib.rs"]))).toEqual({ score: 100, reason: "Cargo.toml present" });
    expect(cargo.detect(facts(["crates/a/Cargo.toml"]))?.score).toBe(20);
    expect(cargo.detect(facts(["main.go"]))).toBeNull();
  });

  it("fetches only when the lockfile or manifest names crates", () => {
    const lock = 'version = 3\n\n[[package]]\nname = "m"\nversion = "0.1.0"\n';
    expect(hasDependencies(facts(["Cargo.toml", "Cargo.lock"], { "Cargo.lock": lock }))).toBe(false);
    const withDep = `${lock}\n[[package]]\nname = "itoa"\nversion = "1.0.0"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\n`;
    expect(hasDependencies(facts(["Cargo.toml", "Cargo.lock"], { "Cargo.lock": withDep }))).toBe(true);
    expect(hasDependencies(facts(["Cargo.toml", "Cargo.lock"]))).toBe(true); // too large to read
    const manifest = '[package]\nname = "m"\n\n[dev-dependencies]\nitoa = "1"\n';
    expect(hasDependencies(facts(["Cargo.toml"], { "Cargo.toml": manifest }))).toBe(true);
    // A published crate's normalized manifest names each dependency in its own dotted table.
    const normalized = '[package]\nname = "m"\n\n[dependencies.serde]\nversion = "1"\noptional = true\n';
    expect(hasDependencies(facts(["Cargo.toml"], { "Cargo.toml": normalized }))).toBe(true);
    const dev = '[package]\nname = "m"\n\n[dev-dependencies.serde_json]\nversion = "1.0.0"\n';
    expect(hasDependencies(facts(["Cargo.toml"], { "Cargo.toml": dev }))).toBe(true);
    const target = '[package]\nname = "m"\n\n[target.\'cfg(unix)\'.dependencies]\nlibc = "0.2"\n';
    expect(hasDependencies(facts(["Cargo.toml"], { "Cargo.toml": target }))).toBe(true);
    const targetDotted = '[package]\nname = "m"\n\n[target.\'cfg(unix)\'.dependencies.libc]\nversion = "0.2"\n';
    expect(hasDependencies(facts(["Cargo.toml"], { "Cargo.toml": targetDotted }))).toBe(true);
    const none = '[package]\nname = "m"\n\n[dependencies]\n\n[features]\nx = []\n';
    expect(hasDependencies(facts(["Cargo.toml"], { "Cargo.toml": none }))).toBe(false);

    const step = cargo.install!({
      paths: PATHS,
      facts: facts(["Cargo.toml", "Cargo.lock"], { "Cargo.lock": withDep }),
    });
    expect(step).toMatchObject({ command: "cargo fetch", env: { CARGO_HOME: "/c/cargo", RUSTUP_AUTO_INSTALL: "0" } });
    const vendored = facts(["Cargo.toml", "Cargo.lock"], { "Cargo.lock": withDep }, ["vendor"]);
    expect(cargo.install!({ paths: PATHS, facts: vendored })).toBeNull();
  });

  it("runs offline with the caches and turns ids back into exact libtest names", () => {
    const inv = cargo.plan({
      paths: PATHS,
      facts: facts(["Cargo.toml"]),
      filter: ["src/shapes.rs::shapes::tests::square", "src/lib.rs::src/lib.rs - shapes::area (line 3)"],
      testCommand: null,
    });
    expect(inv.env).toMatchObject({
      CARGO_NET_OFFLINE: "true",
      CARGO_HOME: "/c/cargo",
      RUST_BACKTRACE: "1",
      RUST_LIB_BACKTRACE: "0",
      RUSTUP_AUTO_INSTALL: "0",
    });
    expect(inv.argv.slice(0, 3)).toEqual(["sh", "-c", 'exec "$@" 2>&1']);
    expect(inv.argv.slice(-3)).toEqual(["--exact", "shapes::tests::square", "src/lib.rs - shapes::area (line 3)"]);
    expect(libtestNames(["bad"])).toEqual([]);
  });
});

describe("libtest text reader", () => {
  it("reads targets, results, reasons, should_panic and glued output", () => {
    const s = readCargoTestText(
      lines(
        "     Running unittests src/lib.rs (target/debug/deps/m-1)",
        "",
        "running 4 tests",
        "test a ... ignored, needs a GPU",
        "test b - should panic ... okError: stray",
        "test c ... ok",
        "test d ... FAILED",
        "",
        "failures:",
        "",
        "failures:",
        "    d",
        "",
        "test result: FAILED. 2 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.00s",
        "",
        "   Doc-tests m",
        "",
        "running 0 tests",
        "",
        "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
      ),
    );
    expect(s.targets.map((t) => [t.kind, t.source, t.crate])).toEqual([
      ["unittests", "src/lib.rs", null],
      ["doc", null, "m"],
    ]);
    const r = s.targets[0]!.results;
    expect(r.map((x) => [x.name, x.outcome, x.reason, x.shouldPanic])).toEqual([
      ["a", "ignored", "needs a GPU", false],
      ["b", "ok", null, true],
      ["c", "ok", null, false],
      ["d", "failed", null, false],
    ]);
    expect(s.targets[0]!.failuresListed).toEqual(["d"]);
    expect(s.targets[0]!.summary).toEqual({ passed: 2, failed: 1, ignored: 1, filteredOut: 0 });
  });

  it("finds statuses that stray output moved or buried", () => {
    const s = readCargoTestText(
      lines(
        "     Running unittests src/lib.rs (target/debug/deps/m-0123456789abcdef)",
        "running 5 tests",
        'test a - should panic ... Error: "x" FAILED',
        'test b ... Error: "not found"',
        "ok",
        "test c ... ignored, slow",
        'test d ... "not foundignored',
        'Error: test e ... "not found"',
        "ignored",
        "test result: FAILED. 1 passed; 1 failed; 3 ignored; 0 measured; 0 filtered out; finished in 0.00s",
      ),
    );
    expect(s.targets[0]!.crate).toBe("m");
    expect(s.targets[0]!.results.map((r) => [r.name, r.outcome, r.reason])).toEqual([
      ["a", "failed", null],
      ["b", "ok", null],
      ["c", "ignored", "slow"],
      ["d", "ignored", null],
      ["e", "ignored", null],
    ]);
  });

  it("keeps a block whole even when the test printed list-like lines", () => {
    const s = readCargoTestText(
      lines(
        "     Running tests/api.rs (target/debug/deps/api-1)",
        "running 1 test",
        "test api ... FAILED",
        "",
        "failures:",
        "",
        "---- api stdout ----",
        "failures:",
        "not a list",
        "     Running this is printed by the test",
        "",
        "failures:",
        "    api",
        "",
        "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
      ),
    );
    expect(s.targets).toHaveLength(1);
    expect(s.targets[0]!.outputs.get("api")).toBe("failures:\nnot a list\n     Running this is printed by the test");
  });

  it("reads both panic formats", () => {
    expect(
      findPanic(["out", "thread 't' (12) panicked at src/lib.rs:3:5:", "boom", "note: run with `RUST_BACKTRACE=1`"]),
    ).toEqual({ message: "boom", file: "src/lib.rs", line: 3, startLine: 1 });
    expect(
      findPanic([
        "thread 't' panicked at 'assertion failed: `(left == right)`",
        "  left: `1`,",
        " right: `2`: sum', src/lib.rs:9:5",
      ]),
    ).toEqual({
      message: "assertion failed: `(left == right)`\n  left: `1`,\n right: `2`: sum",
      file: "src/lib.rs",
      line: 9,
      startLine: 0,
    });
    expect(findPanic(["nothing here"])).toBeNull();
  });

  it("collects compiler diagnostics with their positions, not cargo's summary errors", () => {
    const s = readCargoTestText(
      lines(
        "   Compiling m v0.1.0 (/sandbox/project)",
        "warning: unused variable: `x`",
        " --> src/lib.rs:2:9",
        "error[E0425]: cannot find value `y` in this scope",
        " --> src/lib.rs:7:13",
        "  |",
        "7 |     let z = y;",
        "error: could not compile `m` (lib test) due to 1 previous error",
      ),
    );
    expect(s.diagnostics).toHaveLength(1);
    expect(s.diagnostics[0]).toMatchObject({ file: "src/lib.rs", line: 7 });
    expect(s.cargoErrors).toEqual(["error: could not compile `m` (lib test) due to 1 previous error"]);
  });

  it("names the crate that needs a newer rustc: an error ending in ':' goes on in indented lines", () => {
    const text = readFileSync(join(ROOT, "__tests__/fixtures/install-failures/cargo-rust-version.stderr"), "utf8");
    const run = cargo.parse(input(text));
    expect(run.errors.map((e) => e.message)).toEqual([
      "cargo test stopped before running any test: rustc 1.95.0 is not supported by the following package: newdep@0.1.0 requires rustc 1.200",
    ]);
  });
});

describe("locating unit tests", () => {
  const read = (rel: string): string | undefined => SOURCES[rel];
  it("follows inline modules and mod files", () => {
    expect(locateUnitTest("src/lib.rs", ["tests"], "adds", read)).toEqual({ file: "src/lib.rs", line: 7 });
    expect(locateUnitTest("src/lib.rs", ["tests", "inner"], "adds", read)).toEqual({ file: "src/lib.rs", line: 10 });
    expect(locateUnitTest("src/lib.rs", ["shapes", "tests"], "square", read)).toEqual({
      file: "src/shapes.rs",
      line: 3,
    });
    expect(locateUnitTest("src/lib.rs", ["util"], "helper_works", read)).toEqual({ file: "src/util/mod.rs", line: 3 });
    expect(locateUnitTest("src/lib.rs", ["util", "deep"], "very", read)).toEqual({ file: "src/util/deep.rs", line: 2 });
    expect(locateUnitTest("src/lib.rs", ["missing"], "x", read)).toEqual({ file: "src/lib.rs", line: null });
  });
});

describe("cargo parse", () => {
  it("places a failure at the panic in the test's file, else the backtrace frame in it", () => {
    const parsed = cargo.parse(
      input(
        lines(
          "     Running tests/api.rs (target/debug/deps/api-1)",
          "running 1 test",
          "test api ... FAILED",
          "",
          "failures:",
          "",
          "---- api stdout ----",
          "printed",
          "thread 'api' (7) panicked at /home/u/.cargo/registry/src/x/lib.rs:10:5:",
          "deep failure",
          "stack backtrace:",
          "   2: api::api",
          "             at ./tests/api.rs:3:5",
          "",
          "failures:",
          "    api",
          "",
          "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
        ),
      ),
    );
    expect(parsed.tests).toHaveLength(1);
    expect(parsed.tests[0]).toMatchObject({
      id: "tests/api.rs::api",
      status: "failed",
      file: "tests/api.rs",
      line: 3,
      message: "deep failure",
      stdout: "printed",
    });
  });

  it("reports a test binary that died before its summary", () => {
    const parsed = cargo.parse(
      input(
        lines(
          "     Running unittests src/lib.rs (target/debug/deps/m-1)",
          "running 3 tests",
          "test tests::adds ... ok",
          "error: test failed, to rerun pass `--lib`",
          "",
          "Caused by:",
          "  process didn't exit successfully: `/t/m-1` (signal: 6, SIGABRT: process abort signal)",
        ),
      ),
    );
    expect(parsed.tests.map((t) => [t.id, t.status, t.line])).toEqual([["src/lib.rs::tests::adds", "passed", 7]]);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]!.kind).toBe("collection");
    expect(parsed.errors[0]!.message).toContain("1 of 3 tests reported");
    expect(parsed.errors[0]!.message).toContain("SIGABRT");
  });

  it("takes a failure libtest lists at the end when its result line was garbled", () => {
    const parsed = cargo.parse(
      input(
        lines(
          "     Running unittests src/lib.rs (target/debug/deps/m-1)",
          "running 1 test",
          "tesstray output test tests::adds ... FAILED",
          "failures:",
          "    tests::adds",
          "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
        ),
      ),
    );
    expect(parsed.tests.map((t) => [t.id, t.status, t.line])).toEqual([["src/lib.rs::tests::adds", "failed", 7]]);
  });

  it("says how many results the summary counts that no line named (a line broken by another test's output)", () => {
    const parsed = cargo.parse(
      input(
        lines(
          "     Running unittests src/lib.rs (target/debug/deps/m-1)",
          "running 3 tests",
          "test tests::adds ... ok",
          "thread 'tests::other' panicked at src/function.rs:250test tests::subs ... :ok5",
          "test tests::muls ... ok",
          "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
        ),
      ),
    );
    expect(parsed.tests.map((t) => t.id)).toEqual(["src/lib.rs::tests::adds", "src/lib.rs::tests::muls"]);
    expect(parsed.errors.map((e) => [e.kind, e.message, e.file])).toEqual([
      [
        "report-invalid",
        "the test binary of src/lib.rs: cargo counted 3 results (3 passed, 0 failed, 0 ignored) but 1 of their result lines could not be read (output the tests printed while others ran broke them); those tests are not listed",
        "src/lib.rs",
      ],
    ]);
  });

  it("counts a compile_fail or no_run doc test once: the successes list names it without its mode", () => {
    const parsed = cargo.parse(
      input(
        lines(
          "   Doc-tests m",
          "",
          "running 3 tests",
          "test src/lib.rs - aaa (line 1) ... ok",
          "test src/lib.rs - zzz (line 6) - compile fail ... ok",
          "test src/lib.rs - zzz (line 9) - compile ... ok",
          "",
          "successes:",
          "",
          "successes:",
          "    src/lib.rs - aaa (line 1)",
          "    src/lib.rs - zzz (line 6)",
          "    src/lib.rs - zzz (line 9)",
          "",
          "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.10s",
        ),
      ),
    );
    expect(parsed.tests.map((t) => [t.name, t.status])).toEqual([
      ["src/lib.rs - aaa (line 1)", "passed"],
      ["src/lib.rs - zzz (line 6)", "passed"],
      ["src/lib.rs - zzz (line 9)", "passed"],
    ]);
    expect(parsed.errors).toEqual([]);
    // A mode a later libtest may add: the list's spelling differs, the count stays cargo's.
    const later = cargo.parse(
      input(
        lines(
          "   Doc-tests m",
          "running 1 test",
          "test src/lib.rs - f (line 2) - some new mode ... ok",
          "",
          "successes:",
          "    src/lib.rs - f (line 2)",
          "",
          "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.10s",
        ),
      ),
    );
    expect(later.tests.map((t) => t.status)).toEqual(["passed"]);
  });

  it("takes a pass whose result line was broken from the successes --show-output lists", () => {
    const parsed = cargo.parse(
      input(
        lines(
          "     Running unittests src/lib.rs (target/debug/deps/m-1)",
          "running 2 tests",
          "test tests::adds ... ok",
          "thread 'tests::other' panicked at src/function.rs:250test tests::subs ... :ok5",
          "",
          "successes:",
          "",
          "---- tests::adds stdout ----",
          "    indented output",
          "",
          "successes:",
          "    tests::adds",
          "    tests::subs",
          "",
          "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
        ),
      ),
    );
    expect(parsed.tests.map((t) => [t.id, t.status])).toEqual([
      ["src/lib.rs::tests::adds", "passed"],
      ["src/lib.rs::tests::subs", "passed"],
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it("says no-tests, framework-missing or offline problems", () => {
    const none = cargo.parse(
      input(
        lines(
          "     Running unittests src/lib.rs (target/debug/deps/m-1)",
          "running 0 tests",
          "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
        ),
        { exitCode: 0 },
      ),
    );
    expect(none.errors.map((e) => e.kind)).toEqual(["no-tests"]);
    const missing = cargo.parse(input("sh: 1: exec: cargo: not found\n", { exitCode: 127 }));
    expect(missing.errors.map((e) => e.kind)).toEqual(["framework-missing"]);
    const offline = cargo.parse(
      input(
        lines(
          "error: failed to download `itoa v1.0.0`",
          "",
          "Caused by:",
          "  attempting to make an HTTP request, but --offline was specified",
        ),
      ),
    );
    expect(offline.errors[0]!.kind).toBe("collection");
    expect(offline.errors[0]!.message).toContain("cargo fetch");
  });

  it("parses the recorded mixed run: doc tests, integration tests, ignore reasons, should_panic", () => {
    const parsed = cargo.parse(loadParseInput("cargo", "mixed"));
    const byName = new Map(parsed.tests.map((t) => [t.name, t]));
    expect(byName.get("gpu")).toMatchObject({ status: "skipped", message: "needs a GPU" });
    expect(byName.get("ratio_by_zero")).toMatchObject({ status: "passed", stdout: null });
    expect(byName.get("ratio_never_panics")?.status).toBe("failed");
    expect(byName.get("out_of_bounds")).toMatchObject({ file: "src/shapes.rs", suite: ["shapes", "tests"] });
    expect(byName.get("src/lib.rs - area (line 17)")).toMatchObject({ status: "failed", file: "src/lib.rs", line: 17 });
    // A compile_fail and a no_run doc test, named without libtest's " - compile fail" and " - compile".
    expect(byName.get("src/lib.rs - ratio (line 31)")).toMatchObject({ status: "passed", line: 31 });
    expect(byName.get("src/lib.rs - ratio (line 35)")).toMatchObject({ status: "passed", line: 35 });
    expect(parsed.tests.filter((t) => /compile/.test(t.name))).toEqual([]);
    expect(byName.get("api_ratio_helper")).toMatchObject({ file: "tests/api.rs", stdout: "checking the ratio" });
    expect(parsed.tests.map((t) => t.order)).toEqual(parsed.tests.map((_, i) => i));
  });

  it("maps a workspace member's package-relative target to its folder", () => {
    const files: Record<string, string> = {
      "Cargo.toml": '[workspace]\nmembers = [\n  "crates/*",\n  "tools/gen",\n]\n',
      "crates/my-lib/Cargo.toml": '[package]\nname = "my-lib"\nversion = "0.1.0"\n',
      "crates/my-lib/src/lib.rs": "#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n",
      "crates/my-lib/tests/i.rs": "#[test]\nfn it() {}\n",
      "tools/gen/Cargo.toml": '[package]\nname = "gen"\n',
    };
    const read = (rel: string): string | undefined => files[rel];
    const ws = readWorkspace(read, ["my_lib"]);
    expect(ws.dirs).toEqual(["crates/my-lib", "tools/gen"]);
    expect([...ws.byCrate]).toEqual([
      ["my_lib", "crates/my-lib"],
      ["gen", "tools/gen"],
    ]);
    const parsed = cargo.parse(
      input(
        lines(
          "     Running unittests src/lib.rs (target/debug/deps/my_lib-0123456789abcdef)",
          "running 1 test",
          "test tests::t ... ok",
          "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
          "     Running tests/i.rs (target/debug/deps/i-0123456789abcdef)",
          "running 1 test",
          "test it ... ok",
          "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
        ),
        { readSource: read, exitCode: 0 },
      ),
    );
    expect(parsed.tests.map((t) => [t.id, t.line])).toEqual([
      ["crates/my-lib/src/lib.rs::tests::t", 4],
      ["crates/my-lib/tests/i.rs::it", 2],
    ]);
  });
});
