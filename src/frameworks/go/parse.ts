// go test: the -json stream to tests and package-level errors.
// See index.ts for what the adapter captures and why.

import { posix } from "node:path";
import type { RunError, TestResult, TestStatus } from "../../core/model.js";
import {
  outputLines,
  readGoTestStream,
  type GoBuildRecord,
  type GoTestRecord,
  type GoPackageRecord,
  type GoTestStream,
} from "../../reports/go-json.js";
import { firstLine, tidy } from "../../core/text.js";
import { unfinishedMessage } from "../../core/unfinished.js";
import { makeTestId } from "../../core/ids.js";
import type { ParseInput, ParsedRun } from "../../core/adapter-types.js";
import {
  type Definition,
  DefinitionIndex,
  type PackageInfo,
  dirFromModule,
  joinDir,
  modulePath,
  readPackageList,
  relativeToProject,
} from "./locate.js";
import { FRAME, type LogEntry, type TestOutput, analyse, panicMessage } from "./output.js";

interface Context {
  input: ParseInput;
  stream: GoTestStream;
  packages: Map<string, PackageInfo>;
  defs: DefinitionIndex;
}

/** Splits a full Go name into levels, keeping "/" inside a subtest's own name. */
function levelsOf(name: string, known: ReadonlySet<string>, memo: Map<string, string[]>): string[] {
  const hit = memo.get(name);
  if (hit) return hit;
  let levels: string[] | null = null;
  for (let cut = name.lastIndexOf("/"); cut > 0; cut = name.lastIndexOf("/", cut - 1)) {
    const parent = name.slice(0, cut);
    if (known.has(parent)) {
      levels = [...levelsOf(parent, known, memo), name.slice(cut + 1)];
      break;
    }
  }
  if (!levels) {
    const slash = name.indexOf("/");
    levels = slash > 0 ? [name.slice(0, slash), name.slice(slash + 1)] : [name];
  }
  memo.set(name, levels);
  return levels;
}

const isBad = (t: GoTestRecord): boolean => t.outcome === "fail" || t.outcome === null;

interface Selection {
  included: GoTestRecord[];
  /** A panic printed in an ancestor's output, for the failed subtest that raised it. */
  borrowedPanic: Map<GoTestRecord, string[]>;
}

/** Every name some other name continues with "/": the tests that have subtests. */
function prefixesOf(names: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const name of names) {
    for (let cut = name.indexOf("/"); cut > 0; cut = name.indexOf("/", cut + 1)) prefixes.add(name.slice(0, cut));
  }
  return prefixes;
}

/** The subtest a panic printed under `parent` came from: the leaf that failed last. */
function panicCulprit(parent: GoTestRecord, tests: GoTestRecord[], parents: Set<string>): GoTestRecord | undefined {
  const prefix = `${parent.name}/`;
  // Parallel siblings cut off by the panic never ended; the culprit did fail.
  return tests
    .filter((d) => d.outcome === "fail" && d.name.startsWith(prefix) && !parents.has(d.name))
    .sort((a, b) => (b.endSeq ?? 0) - (a.endSeq ?? 0))[0];
}

/**
 * A panic Go printed for the package rather than a test (an Example's: the testing
 * package repanics it outside the example's own output) is the last failed test's, when
 * that test printed none of its own: its message and place come from the panic.
 */
function blamePackagePanic(
  records: readonly GoTestRecord[],
  pkg: GoPackageRecord | undefined,
  borrowed: Map<GoTestRecord, string[]>,
): void {
  const panic = pkg?.outcome === "fail" ? analyse(pkg.output).panic : null;
  if (!panic) return;
  const last = records.filter((r) => r.outcome === "fail").sort((a, b) => (b.endSeq ?? 0) - (a.endSeq ?? 0))[0];
  if (last && !borrowed.has(last) && !analyse(last.output).panic) borrowed.set(last, panic);
}

/** Applies the counting rule (see index.ts) to one package's tests. */
function selectTests(tests: GoTestRecord[]): Selection {
  // Built from prefixes, not by sorting: "#", "-", "." and others sort before "/",
  // so a sibling such as "X#01" or "X-b" would fall between "X" and "X/child".
  const parents = prefixesOf(tests.map((t) => t.name));
  const badParents = prefixesOf(tests.filter(isBad).map((t) => t.name));
  const included = new Set<GoTestRecord>();
  const borrowedPanic = new Map<GoTestRecord, string[]>();
  for (const t of tests) {
    const hasBadDescendant = badParents.has(t.name);
    if (!parents.has(t.name) || (isBad(t) && !hasBadDescendant)) included.add(t);
    // Go prints a subtest's panic after the top-level test's "--- FAIL" line, so the
    // stream gives it to the top-level test; it belongs to the subtest that failed last.
    const panic = hasBadDescendant ? analyse(t.output).panic : null;
    if (!panic) continue;
    const culprit = panicCulprit(t, tests, parents);
    if (culprit && !borrowedPanic.has(culprit)) borrowedPanic.set(culprit, panic);
  }
  return { included: tests.filter((t) => included.has(t)), borrowedPanic };
}

const STATUS: Record<"pass" | "fail" | "skip", TestStatus> = { pass: "passed", fail: "failed", skip: "skipped" };

/** The trace frame in the test's own file, else the first frame in a _test.go file of the project. */
function panicLocation(panic: readonly string[], defFile: string | null, projectPath: string): Definition | null {
  let fallback: Definition | null = null;
  for (const line of panic) {
    const m = FRAME.exec(line);
    if (!m) continue;
    const rel = relativeToProject(m[1]!, projectPath);
    if (rel === null) continue;
    const here = { file: rel, line: Number(m[2]) };
    if (rel === defFile) return here;
    if (!fallback && rel.endsWith("_test.go")) fallback = here;
  }
  return fallback;
}

/** The first log entry whose file is one of the package's own files. */
function entryLocation(entries: readonly LogEntry[], ctx: Context, pkg: string): Definition | null {
  const info = ctx.packages.get(pkg);
  for (const e of entries) {
    // -fullpath prints absolute paths; the default is the basename.
    const abs = e.file.startsWith("/") ? relativeToProject(e.file, ctx.input.projectPath) : null;
    if (abs) return { file: abs, line: e.line };
    if (!info || info.dir === null || e.file.includes("/")) continue;
    const path = joinDir(info.dir, e.file);
    if (info.testFiles?.includes(e.file) || ctx.input.readSource(path) !== undefined)
      return { file: path, line: e.line };
  }
  return null;
}

function neverEndedReason(own: TestOutput, pkgOutput: TestOutput): string {
  const panic = own.panic ?? pkgOutput.panic;
  if (panic) return panicMessage(panic);
  const end = own.processEnd ?? pkgOutput.processEnd;
  if (end) return `the test binary exited (${end})`;
  return "the test binary exited before it reported a result";
}

function toTest(t: GoTestRecord, ctx: Context, levels: string[], borrowed: string[] | undefined): TestResult {
  const info = ctx.packages.get(t.package);
  const top = levels[0]!;
  const def = ctx.defs.find(t.package, top);
  const own = analyse(t.output);
  const status: TestStatus = t.outcome === null ? "error" : STATUS[t.outcome];
  const panic = own.panic ?? borrowed ?? null;
  let message: string | null = null;
  let where: Definition | null = null;
  if (status === "failed") {
    const logged = own.entries.map((e) => e.text);
    if (panic) {
      message = [panicMessage(panic), ...logged].join("\n");
      where = panicLocation(panic, def?.file ?? null, ctx.input.projectPath);
    } else if (logged.length > 0) {
      message = logged.join("\n");
    } else {
      // An Example's got/want block, or whatever else the test printed.
      message = own.stdout.join("\n") || null;
    }
    where ??= entryLocation(own.entries, ctx, t.package);
  } else if (status === "skipped") {
    message = own.entries.map((e) => e.text).join("\n") || null;
  } else if (status === "error" && ctx.input.timedOut && !own.panic) {
    message = unfinishedMessage(ctx.input, "go test");
  } else if (status === "error") {
    const pkg = analyse(ctx.stream.packages.find((p) => p.package === t.package)?.output ?? "");
    message = `${t.name} started but never finished, so its result is unknown: ${neverEndedReason(own, pkg)}`;
  }
  const failed = status === "failed" || status === "error";
  const stack = [...own.stack, ...(borrowed && !own.panic ? ["", ...borrowed] : [])];
  const idFile = def?.file ?? info?.dir ?? t.package;
  return {
    id: makeTestId(idFile, levels.slice(0, -1), levels[levels.length - 1]!),
    name: levels[levels.length - 1]!,
    suite: levels.slice(0, -1),
    status,
    duration_ms: t.elapsedSeconds === null ? null : Math.round(t.elapsedSeconds * 1000),
    file: where?.file ?? def?.file ?? null,
    line: where?.line ?? def?.line ?? null,
    message: tidy(message),
    stack: failed ? tidy(stack.join("\n")) : null,
    stdout: tidy(own.stdout.join("\n")),
    stderr: null,
  };
}

// ---------------------------------------------------------------------------
// package-level problems

const COMPILER_POSITION = /^(\S+?\.go):(\d+)(?::\d+)?: (.+)$/;

function compilerLocation(lines: readonly string[], projectPath: string): (Definition & { text: string }) | null {
  for (const line of lines) {
    const m = COMPILER_POSITION.exec(line);
    if (!m) continue;
    const path = m[1]!;
    const file = path.startsWith("/") ? relativeToProject(path, projectPath) : posix.normalize(path);
    if (file === null || file.startsWith("../")) continue;
    return { file, line: Number(m[2]), text: line };
  }
  return null;
}

/** Lines Go adds around a package's result, which say nothing about the cause. */
const PACKAGE_NOISE = /^(PASS|FAIL|ok\s.*|FAIL\t.*|\?\s.*|testing: warning: .*)$/;

function offlineHint(text: string): string {
  // Go's words for a module it may not or could not fetch; the last is a fetch from the
  // module proxy (`Get "https://proxy.golang.org/m/@v/v1.0.0.zip": dial tcp: ...`).
  return /no required module provides|missing go\.sum entry|GOPROXY=off|module lookup disabled|Get "[^"\s]*\/@(?:v|latest)\b[^"\s]*": /.test(
    text,
  )
    ? "; the test phase is offline, so vendor the module (go mod vendor) or download it with --install-command 'go mod download'"
    : "";
}

function buildErrors(stream: GoTestStream, input: ParseInput): RunError[] {
  // One error per build that failed, naming every package whose tests it stopped.
  const affected = new Map<string, string[]>();
  for (const p of stream.packages) {
    if (p.outcome !== "fail") continue;
    const build = p.failedBuild ?? (/\[(build|setup) failed\]/.test(p.output) ? p.package : null);
    if (build === null) continue;
    affected.set(build, [...(affected.get(build) ?? []), p.package]);
  }
  const used = new Set<GoBuildRecord>();
  const recordOf = (build: string): GoBuildRecord | undefined => {
    // Without FailedBuild the package path is all we have; its build is "pkg [pkg.test]".
    const record =
      stream.builds.find((b) => b.importPath === build) ??
      stream.builds.find((b) => b.failed && b.importPath.startsWith(`${build} [`));
    if (record) used.add(record);
    return record;
  };
  const found = [...affected].map(([build, pkgs]) => ({ build, pkgs, record: recordOf(build) }));
  for (const b of stream.builds) {
    if (b.failed && !used.has(b)) found.push({ build: b.importPath, pkgs: [], record: b });
  }
  return found.map(({ build, pkgs, record }) => {
    const lines = outputLines(record?.output ?? "").filter((l) => !l.startsWith("# ") && l.trim() !== "");
    const where = compilerLocation(lines, input.projectPath);
    const said = where?.text ?? firstLine(lines.join("\n"));
    const name = build.replace(/ \[.*\]$/, "");
    const stopped = pkgs.filter((p) => p !== name);
    const whose = stopped.length > 0 ? `; this stopped the tests of ${stopped.join(", ")}` : "";
    return {
      kind: "collection",
      message: `${name} did not build, so its tests did not run: ${said || "see the log"}${whose}${offlineHint(said)}`,
      file: where?.file ?? null,
      line: where?.line ?? null,
      details: tidy(lines.join("\n")),
    };
  });
}

function packageRunErrors(
  stream: GoTestStream,
  tests: TestResult[],
  byRecord: Map<TestResult, string>,
  input: ParseInput,
): RunError[] {
  const errors: RunError[] = [];
  const explained = new Set(
    tests.filter((t) => t.status === "failed" || t.status === "error").map((t) => byRecord.get(t)),
  );
  for (const p of stream.packages) {
    if (p.outcome !== "fail" || p.failedBuild || /\[(build|setup) failed\]/.test(p.output)) continue;
    if (explained.has(p.package)) continue;
    const out = analyse(p.output);
    const meaningful = out.stack.filter((l) => l.trim() !== "" && !PACKAGE_NOISE.test(l));
    const said = out.panic ? panicMessage(out.panic) : (meaningful[0] ?? null);
    const where = out.panic ? panicLocation(out.panic, null, input.projectPath) : null;
    errors.push({
      kind: "collection",
      message: `package ${p.package} failed outside any test (init, TestMain or the test binary itself)${said ? `: ${said}` : ""}`,
      file: where?.file ?? null,
      line: where?.line ?? null,
      details: tidy(meaningful.join("\n")),
    });
  }
  return errors;
}

/**
 * A package whose test binary stopped (a panic, a signal) before it ran all its tests:
 * what it had not run yet is in no report, so it is said by name, from the functions its
 * test files define, rather than read as a complete package. Not when only some tests
 * were asked for (ParseInput.selected): those not named may not have been meant to run.
 */
function stoppedEarly(
  stream: GoTestStream,
  tests: readonly TestResult[],
  byRecord: Map<TestResult, string>,
  ctx: Context,
): RunError[] {
  if (ctx.input.selected) return [];
  const errors: RunError[] = [];
  for (const p of stream.packages) {
    if (p.outcome !== "fail" || p.failedBuild || /\[(build|setup) failed\]/.test(p.output)) continue;
    const own = tests.filter((t) => byRecord.get(t) === p.package);
    // No test of it failed: packageRunErrors says why the package failed.
    if (!own.some((t) => t.status === "failed" || t.status === "error")) continue;
    const records = stream.tests.filter((t) => t.package === p.package);
    const pkgPanic = analyse(p.output).panic;
    const stopper =
      records.find((r) => r.outcome === null && !r.name.includes("/")) ??
      records.find((r) => r.outcome !== "pass" && analyse(r.output).panic !== null);
    if (!pkgPanic && !stopper) continue;
    const reported = new Set(records.map((r) => r.name.split("/")[0]!));
    const runnable = ctx.defs.runnable(p.package);
    const lost = runnable.filter((name) => !reported.has(name));
    if (lost.length === 0) continue;
    const culprit = stopper?.name.split("/")[0] ?? [...own].reverse().find((t) => t.status === "failed")?.name;
    const panic = pkgPanic ?? (stopper ? analyse(stopper.output).panic : null);
    const why = panic ? panicMessage(panic) : stopper?.outcome === null ? "it never finished" : "it failed";
    const names = lost.slice(0, 10).join(", ") + (lost.length > 10 ? `, and ${lost.length - 10} more` : "");
    errors.push({
      kind: "collection",
      message: `package ${p.package}'s test binary stopped${culprit ? ` in ${culprit}` : ""} (${why}) before it ran ${lost.length} of its ${runnable.length} tests: ${names}; they are not in these results`,
      details: panic ? tidy(panic.join("\n")) : null,
    });
  }
  return errors;
}

/** go test ran but printed no event: it failed before any package (or found none). */
function streamlessRun(input: ParseInput, stream: GoTestStream): ParsedRun {
  const said = [...stream.plainLines, ...outputLines(input.stderr)].map((l) => l.trim()).filter((l) => l !== "");
  const text = said.join("\n");
  const errors: RunError[] = [];
  const toolchain = /go\.mod requires go >= (\S+) \(running go (\S+); GOTOOLCHAIN=local\)/.exec(text);
  if (toolchain) {
    errors.push({
      kind: "framework-missing",
      message: `this module needs Go ${toolchain[1]} but the sandbox has Go ${toolchain[2]}, and the offline test phase cannot fetch a toolchain; use an image with a newer Go`,
    });
  } else if (input.exitCode === 127 || /exec: "?go"?: not found|go: not found/.test(text)) {
    errors.push({
      kind: "framework-missing",
      message: "the go command was not found; install Go or use a runner image with Go",
    });
  } else if (/no packages to test|matched no packages/.test(text) || (input.exitCode === 0 && said.length === 0)) {
    errors.push({
      kind: "no-tests",
      message:
        "go test found no Go packages in this folder; point testcage at the module root (the folder with go.mod)",
    });
  } else if (input.exitCode !== 0 && input.exitCode !== null) {
    const first = said.find((l) => !/^go: warning:/.test(l)) ?? said[0] ?? `go test exited with ${input.exitCode}`;
    errors.push({
      kind: "collection",
      message: `go test stopped before running any test: ${first}${offlineHint(text)}`,
      details: tidy(text),
    });
  }
  return { tests: [], errors, reportFound: errors.length > 0 && errors[0]!.kind === "no-tests" };
}

export function parse(input: ParseInput): ParsedRun {
  const report = input.reports["events"];
  // Read as it was written when the engine found those the same bytes (liveReader).
  const stream =
    (input.streamed?.["events"] as GoTestStream | undefined) ?? readGoTestStream(report?.ok ? report.text : "");
  if (stream.events === 0) {
    const run = streamlessRun(input, stream);
    // Without the stream file at all, only a cause stderr names for sure is ours to report;
    // otherwise the engine's report-missing (with stderr) says it better.
    if (!report?.ok && run.errors[0]?.kind !== "framework-missing")
      return { tests: [], errors: [], reportFound: false };
    return run;
  }

  const listed = input.reports["packages"];
  const packages = listed?.ok ? readPackageList(listed.text, input.projectPath) : new Map<string, PackageInfo>();
  const module = modulePath(input.readSource("go.mod"));
  for (const p of stream.packages) {
    const listedInfo = packages.get(p.package);
    // go list's Dir can be a path the sandbox path does not prefix (a symlinked temp folder).
    if (!listedInfo || listedInfo.dir === null) {
      packages.set(p.package, { dir: dirFromModule(p.package, module), testFiles: listedInfo?.testFiles ?? null });
    }
  }
  const ctx: Context = { input, packages, defs: new DefinitionIndex(input, packages, stream), stream };

  const byPackage = new Map<string, GoTestRecord[]>();
  for (const t of stream.tests) {
    const list = byPackage.get(t.package);
    if (list) list.push(t);
    else byPackage.set(t.package, [t]);
  }
  const order = new Map(stream.packages.map((p) => [p.package, p.seq]));
  const packageRecords = new Map(stream.packages.map((p) => [p.package, p]));
  const pkgNames = [...byPackage.keys()].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  const tests: TestResult[] = [];
  const packageOf = new Map<TestResult, string>();
  for (const pkg of pkgNames) {
    const records = byPackage.get(pkg)!;
    const known = new Set(records.map((r) => r.name));
    const memo = new Map<string, string[]>();
    const { included, borrowedPanic } = selectTests(records);
    blamePackagePanic(records, packageRecords.get(pkg), borrowedPanic);
    for (const r of included.sort((a, b) => a.seq - b.seq)) {
      const test = toTest(r, ctx, levelsOf(r.name, known, memo), borrowedPanic.get(r));
      test.order = tests.length;
      tests.push(test);
      packageOf.set(test, pkg);
    }
  }

  const errors = [
    ...buildErrors(stream, input),
    ...packageRunErrors(stream, tests, packageOf, input),
    ...stoppedEarly(stream, tests, packageOf, ctx),
  ];
  if (stream.droppedTests > 0 || stream.droppedPackages > 0) {
    errors.push({
      kind: "output-limit",
      message: `the go test stream named more tests or packages than testcage reads (${stream.tests.length} tests, ${stream.packages.length} packages); the events of ${stream.droppedTests} more tests and ${stream.droppedPackages} more packages were ignored`,
    });
  }
  if (tests.length === 0 && errors.length === 0) {
    errors.push({
      kind: "no-tests",
      message:
        "go test found no Test, Example or Fuzz functions; tests live in *_test.go files as func TestXxx(t *testing.T)",
    });
  }
  return { tests, errors, reportFound: true };
}
