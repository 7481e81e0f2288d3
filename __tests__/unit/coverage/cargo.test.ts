// Rust coverage: llvm-cov's lcov export recorded from a real run of testcage's
// cargo coverage script in the rust runner image
// (scripts/record-coverage-fixtures.sh rust), checked against the report table
// llvm-cov printed in the same run; the plan; and the script's run-time choices,
// run with stand-ins for rustc, cargo and the LLVM tools.

import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCoverage } from "../../../src/coverage/from-run.js";
import { readLcov, readLlvmCovLcov } from "../../../src/coverage/lcov.js";
import { normalizeCoverage } from "../../../src/coverage/normalize.js";
import { cargo } from "../../../src/frameworks/cargo/index.js";
import type { ProjectFacts } from "../../../src/core/adapter-types.js";
import { pathMapper } from "../../../src/core/paths.js";
import { ROOT } from "../../helpers/golden.js";

const FIX = join(ROOT, "__tests__/fixtures/coverage/rust");
const LCOV = readFileSync(join(FIX, "llvm-cov.lcov"), "utf8");
const REPORT = readFileSync(join(FIX, "report.txt"), "utf8");

const PATHS = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
const facts = (files: string[]): ProjectFacts => ({ files, topLevel: [], texts: {}, packageJson: null });

/** llvm-cov report's rows: name, then Regions, Missed, Cover, Functions, Missed, Executed, Lines, Missed, Cover, ... */
function reportRows(text: string): Map<string, { functions: number[]; lines: number[]; linePercent: number }> {
  const rows = new Map<string, { functions: number[]; lines: number[]; linePercent: number }>();
  for (const line of text.split("\n")) {
    const cols = line.trim().split(/\s+/);
    if (cols.length < 13 || !/^\d+$/.test(cols[1]!)) continue;
    const n = (i: number): number => Number(cols[i]!.replace(/%$/, ""));
    rows.set(cols[0]!, { functions: [n(4), n(5)], lines: [n(7), n(8)], linePercent: n(9) });
  }
  return rows;
}

describe("llvm-cov's lcov export, from the cargo coverage sample", () => {
  const projectFiles = ["src/lib.rs", "src/grades.rs", "tests/grades.rs"];
  const c = normalizeCoverage("llvm-cov", LCOV, {
    projectPath: "/work/rs",
    projectFiles,
    toRepo: (rel) => `proj/${rel}`,
  });
  const rows = reportRows(REPORT);

  it("equals llvm-cov report's rows and TOTAL: lines and functions", () => {
    expect(rows.size).toBe(4);
    for (const f of c.files) {
      const row = rows.get(f.file.replace(/^proj\//, ""))!;
      const [lines, missedLines] = row.lines;
      const [functions, missedFunctions] = row.functions;
      expect(f.lines).toEqual({ total: lines, covered: lines! - missedLines!, percent: row.linePercent });
      expect(f.functions).toMatchObject({ total: functions, covered: functions! - missedFunctions! });
    }
    const total = rows.get("TOTAL")!;
    expect(c.lines).toEqual({
      total: total.lines[0],
      covered: total.lines[0]! - total.lines[1]!,
      percent: total.linePercent,
    });
    expect(c.functions).toMatchObject({
      total: total.functions[0],
      covered: total.functions[0]! - total.functions[1]!,
    });
    // Stable Rust measures no branches (BRF:0), and llvm-cov prints "-" for them.
    expect(c.branches).toBeNull();
    expect(c.statements).toBeNull();
    expect(c.problem).toBeNull();
  });

  it("uncovered lines come from the DA records: what no test reached", () => {
    const uncovered = Object.fromEntries(c.files.map((f) => [f.file, f.uncovered_lines]));
    expect(uncovered).toEqual({
      "proj/src/grades.rs": [[5, 6]], // grade's B and F arms
      "proj/src/lib.rs": [
        [11, 13], // area: only its doc test calls it, and doc tests are not measured
        [15, 18], // perimeter
        [24, 24], // describe's zero arm
      ],
      "proj/tests/grades.rs": [],
    });
  });

  it("counting the records instead would not equal what llvm-cov prints", () => {
    // The closure's line counts twice in llvm-cov's line total, and FN lists every
    // instantiation (one per crate the file is compiled into, one per generic type).
    const byRecords = readLcov(LCOV).find((f) => f.path.endsWith("/src/grades.rs"))!.coverage;
    const byLlvmCov = readLlvmCovLcov(LCOV).find((f) => f.path.endsWith("/src/grades.rs"))!.coverage;
    expect(byRecords.lines!.total).toBe(byLlvmCov.lines!.total - 1);
    expect(byRecords.functions!.total).toBeGreaterThan(byLlvmCov.functions!.total);
    expect(byRecords.uncovered_lines).toEqual(byLlvmCov.uncovered_lines);
  });
});

describe("readLlvmCovLcov with summaries missing or impossible", () => {
  it("falls back to the records, and counts branches only when some were measured", () => {
    const text = [
      "SF:/p/a.rs",
      "DA:1,1",
      "DA:2,0",
      "FN:1,f",
      "FNDA:1,f",
      "LF:2",
      "LH:9", // more covered than found: not believed
      "BRF:4",
      "BRH:1",
      "end_of_record",
      "SF:/p/b.rs",
      "DA:3,0",
      "end_of_record",
    ].join("\n");
    const [a, b] = readLlvmCovLcov(text);
    expect(a!.coverage.lines).toEqual({ covered: 1, total: 2, percent: 50 });
    expect(a!.coverage.functions).toEqual({ covered: 1, total: 1, percent: 100 });
    expect(a!.coverage.branches).toEqual({ covered: 1, total: 4, percent: 25 });
    expect(b!.coverage).toMatchObject({ lines: { covered: 0, total: 1 }, functions: null, branches: null });
    expect(b!.coverage.uncovered_lines).toEqual([[3, 3]]);
  });
});

describe("cargo plan with coverage", () => {
  const plan = (coverage: boolean, testCommand: string | null = null) =>
    cargo.plan({ paths: PATHS, facts: facts(["Cargo.toml"]), filter: [], testCommand, coverage });

  it("runs the same cargo test through the coverage script, in a target folder of its own", () => {
    const inv = plan(true);
    const plain = plan(false);
    expect(inv.argv.slice(0, 2)).toEqual(["sh", "/h/cargo-coverage.sh"]);
    expect(inv.argv.slice(2)).toEqual(plain.argv.slice(4));
    expect(inv.harness.map((h) => h.name)).toEqual(["cargo-coverage.sh"]);
    expect(inv.env).toMatchObject({
      CARGO_NET_OFFLINE: "true",
      CARGO_TARGET_DIR: "/c/cargo-target-coverage",
      TESTCAGE_COVERAGE_DIR: "/r",
      TESTCAGE_COVERAGE_PROBLEM: "/r/coverage-problem.txt",
    });
    expect(inv.reports).toEqual([
      { name: "output", file: "cargo-test.txt", fromStdout: true },
      { name: "coverage", file: "llvm-cov.lcov" },
      { name: "coverage-problem", file: "coverage-problem.txt" },
    ]);
    expect(inv.coverage).toEqual({ report: "coverage", format: "llvm-cov", problemReport: "coverage-problem" });
    expect(plain.env["CARGO_TARGET_DIR"]).toBe("/c/cargo-target");
    expect(plain.harness).toEqual([]);
    expect(plain.coverage).toBeUndefined();
  });

  it("a test command is run as given, and coverage says it was not measured", () => {
    const inv = plan(true, "cargo test -p a");
    expect(inv.argv.at(-1)).toBe("cargo test -p a");
    expect(inv.coverage).toMatchObject({ problem: expect.stringMatching(/test command/) });
  });

  it("a problem the script wrote becomes coverage.problem, and the run is judged as usual", () => {
    const c = readCoverage(
      cargo,
      plan(true),
      { "coverage-problem": { ok: true, text: "rustc 1.63.0 has no profiler runtime (profiler_builtins)\n" } },
      "/p",
      [],
      pathMapper("/p", "."),
    );
    expect(c).toMatchObject({ format: null, problem: "rustc 1.63.0 has no profiler runtime (profiler_builtins)" });
  });
});

describe("the coverage script's choices at run time", () => {
  const HOST = "x86_64-unknown-linux-gnu";
  const root = mkdtempSync(join(tmpdir(), "tc-cargo-cov-"));
  const write = (path: string, text: string, mode = 0o755): void => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    chmodSync(path, mode);
  };

  // Only the utilities the script needs, so no LLVM installed on this machine is found.
  const sys = join(root, "sys");
  mkdirSync(sys);
  for (const tool of [
    "sh",
    "sed",
    "grep",
    "ls",
    "head",
    "find",
    "rm",
    "mkdir",
    "dirname",
    "basename",
    "touch",
    "cat",
  ]) {
    const path = spawnSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).stdout.trim();
    symlinkSync(path, join(sys, tool));
  }

  // rustc -vV names LLVM $FAKE_LLVM; --print sysroot prints $FAKE_SYSROOT.
  const stand = join(root, "stand");
  write(
    join(stand, "rustc"),
    [
      "#!/bin/sh",
      'case "$1" in',
      `  -vV) printf 'rustc 1.85.0\\nhost: ${HOST}\\nrelease: 1.85.0\\nLLVM version: %s.1.7\\n' "$FAKE_LLVM" ;;`,
      '  --print) printf "%s\\n" "$FAKE_SYSROOT" ;;',
      "esac",
    ].join("\n"),
  );
  // cargo: --no-run lists executables (one outside the target folder); a test run
  // prints a result, writes one profile unless told not to, and exits $FAKE_EXIT.
  write(
    join(stand, "cargo"),
    [
      "#!/bin/sh",
      'echo "cargo $* RUSTFLAGS=[$RUSTFLAGS]" >>"$FAKE_LOG"',
      'case " $* " in *" --no-run "*)',
      '  printf \'{"reason":"compiler-artifact","executable":null}\\n\'',
      '  printf \'{"reason":"compiler-artifact","executable":"%s/debug/deps/lib-1"}\\n\' "$CARGO_TARGET_DIR"',
      '  printf \'{"reason":"compiler-artifact","executable":"/elsewhere/planted"}\\n\'',
      '  printf \'{"reason":"compiler-artifact","executable":"%s/debug/deps/api-2"}\\n\' "$CARGO_TARGET_DIR"',
      "  exit 0 ;;",
      "esac",
      'echo "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out"',
      'echo "from stderr" >&2',
      'if [ -n "$FAKE_SPOOF" ]; then printf "SF:%s/src/lib.rs\\nLF:1\\nLH:1\\n" "$PWD" >"$TESTCAGE_COVERAGE_DIR/llvm-cov.lcov"; fi',
      'if [ -n "$LLVM_PROFILE_FILE" ] && [ -z "$FAKE_NO_PROFILE" ]; then touch "$(dirname "$LLVM_PROFILE_FILE")/1-1.profraw"; fi',
      'exit "$FAKE_EXIT"',
    ].join("\n"),
  );
  /** An LLVM tool of one major version that logs its arguments. */
  const llvmTool = (path: string, major: number): void =>
    write(
      path,
      [
        "#!/bin/sh",
        'echo "$(basename "$0") $*" >>"$FAKE_LOG"',
        'case "$1" in',
        `  --version) echo "Debian LLVM version ${major}.1.7" ;;`,
        '  merge) for a in "$@"; do if [ "$prev" = -o ]; then touch "$a"; fi; prev=$a; done ;;',
        '  export) if [ -n "$FAKE_SF_OUTSIDE" ]; then echo SF:/elsewhere/lib.rs; else echo "SF:$(pwd -P)/src/lib.rs"; fi',
        "          echo end_of_record ;;",
        "  report) echo 'TOTAL 1 0 100.00%' ;;",
        "esac",
      ].join("\n"),
    );

  /** A sysroot: with or without the profiler runtime, with the LLVM tools of a major version or none. */
  const sysroot = (name: string, profiler: boolean, tools: number | null): string => {
    const dir = join(root, name);
    mkdirSync(join(dir, "lib/rustlib", HOST, "lib"), { recursive: true });
    if (profiler) write(join(dir, "lib/rustlib", HOST, "lib/libprofiler_builtins-0123.rlib"), "", 0o644);
    if (tools !== null) {
      llvmTool(join(dir, "lib/rustlib", HOST, "bin/llvm-profdata"), tools);
      llvmTool(join(dir, "lib/rustlib", HOST, "bin/llvm-cov"), tools);
    }
    return dir;
  };
  const noProfiler = sysroot("sys-debian-rustc", false, null);
  const noTools = sysroot("sys-no-tools", true, null);
  const wrongTools = sysroot("sys-llvm-18", true, 18);
  const rustupTools = sysroot("sys-rustup", true, 19);
  // Debian's llvm-19 on PATH, and an unversioned llvm-cov of another LLVM beside it.
  const debianBin = join(root, "debian-bin");
  llvmTool(join(debianBin, "llvm-profdata-19"), 19);
  llvmTool(join(debianBin, "llvm-cov-19"), 19);
  llvmTool(join(debianBin, "llvm-cov"), 14);

  /** Gives every file of a folder the same old modification time. */
  const setOld = (dir: string): void => {
    spawnSync("find", [dir, "-type", "f", "-exec", "touch", "-d", "2020-01-01", "{}", "+"]);
  };
  /** A project copy: sources in and out of the measured set, all with an old modification time. */
  const makeProject = (name: string): string => {
    const dir = join(root, name);
    for (const f of [
      "src/lib.rs",
      "src/target/mod.rs",
      "tests/api.rs",
      "target/gen.rs",
      "vendor/dep/lib.rs",
      ".git/x.rs",
    ])
      write(join(dir, f), "", 0o644);
    write(join(dir, "README.md"), "", 0o644);
    setOld(dir);
    return dir;
  };
  const project = makeProject("project");
  const script = join(root, "cargo-coverage.sh");
  write(
    script,
    cargo.plan({ paths: PATHS, facts: facts([]), filter: [], testCommand: null, coverage: true }).harness[0]!.content,
  );

  let runs = 0;
  const run = (opts: {
    sysroot: string;
    path?: string[];
    exit?: number;
    noProfile?: boolean;
    spoof?: boolean;
    sfOutside?: boolean;
    project?: string;
    target?: string;
  }) => {
    runs += 1;
    const reports = join(root, `reports-${runs}`);
    mkdirSync(reports);
    const log = join(root, `log-${runs}.txt`);
    writeFileSync(log, "");
    const r = spawnSync(join(sys, "sh"), [script, "cargo", "test", "--workspace", "--", "--show-output"], {
      cwd: opts.project ?? project,
      encoding: "utf8",
      env: {
        PATH: [stand, ...(opts.path ?? []), sys].join(":"),
        FAKE_LLVM: "19",
        FAKE_SYSROOT: opts.sysroot,
        FAKE_LOG: log,
        FAKE_EXIT: String(opts.exit ?? 0),
        ...(opts.noProfile ? { FAKE_NO_PROFILE: "1" } : {}),
        ...(opts.sfOutside ? { FAKE_SF_OUTSIDE: "1" } : {}),
        ...(opts.spoof ? { FAKE_SPOOF: "1" } : {}),
        CARGO_TARGET_DIR: opts.target ?? join(root, `target-${runs}`),
        TESTCAGE_COVERAGE_DIR: reports,
        TESTCAGE_COVERAGE_PROBLEM: join(reports, "coverage-problem.txt"),
      },
    });
    const problemFile = join(reports, "coverage-problem.txt");
    const lcovFile = join(reports, "llvm-cov.lcov");
    return {
      status: r.status,
      stdout: r.stdout,
      log: readFileSync(log, "utf8").trim().split("\n"),
      problem: existsSync(problemFile) ? readFileSync(problemFile, "utf8") : null,
      lcov: existsSync(lcovFile) ? readFileSync(lcovFile, "utf8") : null,
      leftovers: spawnSync("ls", ["-A", reports], { encoding: "utf8" }).stdout.trim().split("\n").filter(Boolean),
    };
  };

  it("rustup's llvm-tools in the sysroot: instruments, merges, exports the project's .rs files and prints the report", () => {
    const r = run({ sysroot: rustupTools, exit: 101 });
    expect(r.status).toBe(101); // cargo's own status is the run's
    expect(r.problem).toBeNull();
    expect(r.log.slice(0, 3)).toEqual([
      "llvm-profdata --version",
      "llvm-cov --version",
      "cargo test --workspace -- --show-output RUSTFLAGS=[-C instrument-coverage]",
    ]);
    const merge = r.log.find((l) => l.startsWith("llvm-profdata merge"))!;
    expect(merge).toMatch(/^llvm-profdata merge -sparse -f .*\/llvm-profraw\.list -o .*\/llvm-cov\.profdata$/);
    expect(r.log).toContain(
      "cargo test --workspace --no-run --message-format=json --color never RUSTFLAGS=[-C instrument-coverage]",
    );
    const exp = r.log.find((l) => l.startsWith("llvm-cov export"))!;
    const bins = `${root}/target-${runs}/debug/deps/lib-1 -object=${root}/target-${runs}/debug/deps/api-2`;
    expect(exp.startsWith(`llvm-cov export -format=lcov -instr-profile=`)).toBe(true);
    expect(exp).toContain(` ${bins} `);
    expect(exp).not.toContain("/elsewhere/planted");
    // The project's own sources: not target/, vendor/ or hidden folders at its root,
    // but a module that happens to be called target is the project's.
    const sources = exp
      .slice(exp.indexOf(bins) + bins.length + 1)
      .split(" ")
      .sort();
    expect(sources).toEqual(["src/lib.rs", "src/target/mod.rs", "tests/api.rs"].map((f) => `${project}/${f}`));
    expect(r.log.find((l) => l.startsWith("llvm-cov report"))).toContain(` ${bins} `);
    expect(r.lcov).toBe(`SF:${project}/src/lib.rs\nend_of_record\n`);
    // The tests' output with stderr merged, then llvm-cov's table.
    expect(r.stdout).toMatch(
      /^test result: ok\. .*\nfrom stderr\n\nCoverage \(.*\/llvm-cov report, project files\):\nTOTAL 1 0 100\.00%\n$/,
    );
    expect(r.leftovers).toEqual(["llvm-cov.lcov"]);
  });

  it("a cached build not known to come from this copy: the project's sources are made newer, so cargo rebuilds them", () => {
    const mtime = (dir: string, f: string): number => statSync(join(dir, f)).mtimeMs;
    setOld(project); // earlier runs touched it
    const old = mtime(project, "src/lib.rs");
    const target = join(root, "target-kept");
    const touched = (dir: string): string[] =>
      ["src/lib.rs", "src/target/mod.rs", "tests/api.rs", "target/gen.rs", "vendor/dep/lib.rs", "README.md"].filter(
        (f) => mtime(dir, f) !== old,
      );
    run({ sysroot: rustupTools, target });
    expect(touched(project)).toEqual(["src/lib.rs", "src/target/mod.rs", "tests/api.rs"]);
    setOld(project);
    run({ sysroot: rustupTools, target });
    expect(touched(project)).toEqual([]); // built in this very copy: the cache is used as it is
    const moved = makeProject("project-next-run");
    const r = run({ sysroot: rustupTools, target, project: moved });
    expect(r.problem).toBeNull();
    expect(touched(moved)).toEqual(["src/lib.rs", "src/target/mod.rs", "tests/api.rs"]);
  });

  it("binaries that map none of the project's files (llvm-cov then reports every file): no figures, and why", () => {
    const r = run({ sysroot: rustupTools, sfOutside: true });
    expect(r.problem).toMatch(
      /^the test binaries map none of the project's files at .*\/project, so llvm-cov's figures/,
    );
    expect(r.lcov).toBeNull();
  });

  it("Debian's llvm-N on PATH: the versioned names of rustc's LLVM, not a plain llvm-cov of another", () => {
    const r = run({ sysroot: noTools, path: [debianBin] });
    expect(r.problem).toBeNull();
    expect(r.log.some((l) => l.startsWith("llvm-cov-19 export -format=lcov"))).toBe(true);
    expect(r.log.some((l) => /^llvm-cov (export|report)/.test(l))).toBe(false);
  });

  it("tools of another LLVM only: the tests run without coverage and the reason names the LLVM to install", () => {
    const r = run({ sysroot: wrongTools, path: [join(debianBin, "..", "nowhere")], exit: 3 });
    expect(r.status).toBe(3);
    expect(r.problem).toBe(
      "llvm-profdata and llvm-cov of LLVM 19 (the LLVM of rustc 1.85.0) were not found: add rustup's llvm-tools component (rustup component add llvm-tools-preview), or install Debian's llvm-19\n",
    );
    expect(r.log).toEqual([
      "llvm-profdata --version",
      "llvm-cov --version",
      "cargo test --workspace -- --show-output RUSTFLAGS=[]",
    ]);
    expect(r.stdout).toMatch(/^test result: ok\..*\nfrom stderr\n$/);
    expect(r.lcov).toBeNull();
  });

  it("a rustc without the profiler runtime (Debian's rustc): the tests run without coverage, and it says why", () => {
    const r = run({ sysroot: noProfiler, path: [debianBin] });
    expect(r.status).toBe(0);
    expect(r.problem).toMatch(/^rustc 1\.85\.0 has no profiler runtime \(profiler_builtins\).*rustc-web/);
    expect(r.log).toEqual(["cargo test --workspace -- --show-output RUSTFLAGS=[]"]);
  });

  it("no profile written (nothing ran to its end): no report, not even one the tests wrote, and the reason", () => {
    const r = run({ sysroot: rustupTools, noProfile: true, spoof: true, exit: 101 });
    expect(r.status).toBe(101);
    expect(r.problem).toMatch(/^the tests wrote no coverage profile/);
    expect(r.lcov).toBeNull();
    expect(r.log.some((l) => l.includes("merge"))).toBe(false);
  });
});
