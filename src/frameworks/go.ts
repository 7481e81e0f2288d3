// go test: the built-in `go test -json` event stream (test2json), read from stdout.
//
// Captured per test:
// - status from the stream's own end events; a test that started and never ended
//   (the binary crashed, was killed, or timed out) is "error", never a pass;
// - subtests as suites: "TestA/case_1/inner" -> suite [TestA, case_1], name inner,
//   with names containing "/" kept whole when no parent of that name ran;
// - file: the _test.go file that defines the top-level function, found in the
//   package's test files as `go list` names them (a second report written before
//   the tests run), because the stream names no files; line: for a failure the
//   first `file_test.go:NN:` line Go printed (t.Error/t.Fatal, exact and 1-based),
//   for a panic the frame in the test's file, else the func definition line;
// - message (failure text with the `file:line:` prefix stripped, panic line, or an
//   Example's got/want), stack (the test's whole output), stdout (its t.Log and
//   printed lines without Go's status lines), duration, and run order, which is
//   source order for top-level tests unless -shuffle is on;
// - packages that did not build (compiler or vet message with file:line) and
//   packages that failed outside any test (init panic, TestMain exit) as
//   "collection" errors, so the tests of other packages still count.
// Not captured: stderr separately (Go merges it into the output), t.Log apart from
// t.Error (Go prints both the same way, so a failing test's message includes its
// log lines and its line is the first one printed, which may be a t.Log), the
// definition line of a subtest (Go does not say where t.Run was called, so
// subtests carry their top-level test's line unless they fail), and benchmarks
// beyond pass/fail (go test does not run them without -bench). Without the go list
// report (a user's --test-command) files are guessed from the output and
// <dir>_test.go; a test found in neither gets its package folder as the id's file.
// Live counts include parents of subtests: they show progress, not the result.
//
// Counting rule, shared with the native count in __tests__/helpers/native/go.ts:
// a test counts when it has no subtests; a parent counts only when it failed (or
// never ended) while none of its subtests did, so a failure is never lost to the
// parent and never counted twice.

import { minOf } from "../core/arrays.js";
import { posix } from "node:path";
import type { RunError, TestResult, TestStatus } from "../core/model.js";
import {
  outputLines,
  readGoTestStream,
  type GoBuildRecord,
  type GoTestRecord,
  type GoTestStream,
} from "../reports/go-json.js";
import { escapeRegExp, firstLine, tidy } from "../core/text.js";
import { unfinishedMessage } from "../core/unfinished.js";
import { makeTestId, parseTestId } from "../core/ids.js";
import type {
  FrameworkAdapter,
  InstallStep,
  ParseInput,
  ParsedRun,
  PlanContext,
  ProjectFacts,
  SandboxPaths,
} from "../core/adapter-types.js";

const EVENTS_FILE = "go-test.json";
const PACKAGES_FILE = "go-packages.json";
const LIST_FIELDS = "ImportPath,Dir,TestGoFiles,XTestGoFiles";
const MAX_FILES_PER_PACKAGE = 500;
const MAX_LISTED_PACKAGES = 100_000;

// ---------------------------------------------------------------------------
const COVER_PROFILE = "cover.out";

// detect + plan

function detect(facts: ProjectFacts): { score: number; reason: string } | null {
  if (facts.files.includes("go.mod")) return { score: 100, reason: "go.mod present" };
  if (facts.files.includes("go.work")) return { score: 90, reason: "go.work present" };
  const testFile = facts.files.find((f) => f.endsWith("_test.go"));
  if (testFile) return { score: 10, reason: `Go test file ${testFile}` };
  return null;
}

/** Single-quotes a word for sh. */
function shQuote(word: string): string {
  return `'${word.replace(/'/g, "'\\''")}'`;
}

/** `^(a|b)$` for one level of a -run pattern. */
function levelPattern(names: readonly string[]): string {
  const escaped = names.map(escapeRegExp);
  return escaped.length === 1 ? `^${escaped[0]}$` : `^(${escaped.join("|")})$`;
}

/**
 * Test ids -> the packages to test and one -run pattern. Go matches -run level by
 * level against the name split at "/", and one pattern serves every package, so
 * several ids can only be expressed as a union per level: that may run a few
 * extra tests (TestA/x and TestB/y also run TestA/y) but never misses one. A
 * whole test among subtest ids cuts the pattern to its depth for the same reason.
 */
export function goFilterArgs(
  filter: readonly string[],
  files: readonly string[],
): { packages: string[]; run: string | null } {
  const paths: string[][] = [];
  const packages = new Set<string>();
  let everywhere = false;
  for (const id of filter) {
    const parsed = parseTestId(id);
    if (!parsed) continue;
    const levels = [...parsed.suite, parsed.name].join("/").split("/");
    if (levels.some((l) => l === "")) continue;
    paths.push(levels);
    const pkg = packageDirOfIdFile(parsed.file, files);
    if (pkg === null) everywhere = true;
    else packages.add(pkg === "." ? "." : `./${pkg}`);
  }
  if (paths.length === 0) return { packages: ["./..."], run: null };
  const depth = minOf(
    paths.map((p) => p.length),
    0,
  );
  const levels: string[] = [];
  for (let i = 0; i < depth; i += 1) {
    levels.push(levelPattern([...new Set(paths.map((p) => p[i]!))]));
  }
  return { packages: everywhere ? ["./..."] : [...packages].sort(), run: levels.join("/") };
}

/** The id's file part is the defining _test.go file, or the package folder when no file was found. */
function packageDirOfIdFile(file: string, files: readonly string[]): string | null {
  if (file === "" || file.startsWith("/") || file.split("/").includes("..")) return null;
  if (file.endsWith(".go")) return posix.dirname(file);
  if (file === "." || files.some((f) => f.startsWith(`${file}/`))) return file;
  return null;
}

/**
 * testcage's go runner image carries a build cache of the standard library as `go test`
 * builds it (runner-images/go/Dockerfile), made when the image is built: a run's cache
 * starts from it, so a container's first build is not a cold one.
 */
export const GO_WARM_CACHE = "/opt/testcage/go-build";

/** Caches live in the sandbox's cache folder, so the install phase fills what the test phase reads. */
function goCaches(paths: SandboxPaths): Record<string, string> {
  return {
    GOCACHE: `${paths.cache}/go-build`,
    GOPATH: `${paths.cache}/go`,
    GOMODCACHE: `${paths.cache}/go/pkg/mod`,
    GOTOOLCHAIN: "local",
    GOFLAGS: "-buildvcs=false",
  };
}

/** go mod download when the module has dependencies (go.sum) and does not vendor them. */
function install({ paths, facts }: { paths: SandboxPaths; facts: ProjectFacts }): InstallStep | null {
  if (!facts.files.includes("go.sum") || facts.topLevel.includes("vendor")) return null;
  return { command: "go mod download", env: goCaches(paths), testEnv: {}, reason: "go.sum without vendor/" };
}

/**
 * The _test.go files `go test ./...` builds, for --shard: outside testdata, vendor,
 * folders starting with "." or "_" and nested modules (their own go.mod), in a project
 * with a go.mod at its root. Shards deal out their packages (goShardUnits).
 */
export function goTestFiles(facts: ProjectFacts): string[] | string {
  if (!facts.files.includes("go.mod")) return "the project has no go.mod at its root, so ./... is not one module";
  const nested = facts.files.filter((f) => f.endsWith("/go.mod")).map((f) => f.slice(0, -"go.mod".length));
  return facts.files.filter((f) => {
    if (!f.endsWith("_test.go")) return false;
    const parts = f.split("/");
    if (parts.some((p) => p.startsWith(".") || p.startsWith("_"))) return false;
    if (parts.slice(0, -1).some((p) => p === "testdata" || p === "vendor")) return false;
    return !nested.some((n) => f.startsWith(n));
  });
}

/** A go shard runs whole packages: each test file goes with its folder ("." at the root). */
export function goShardUnits(files: readonly string[]): Map<string, string> {
  return new Map(files.map((f) => [f, posix.dirname(f)]));
}

function plan({ paths, facts, filter, shardFiles, testCommand, coverage, parallel }: PlanContext) {
  // The test phase is offline: never fetch a newer toolchain or a module.
  const env = { ...goCaches(paths), GOPROXY: "off" };
  const reports = [
    { name: "events", file: EVENTS_FILE, fromStdout: true },
    { name: "packages", file: PACKAGES_FILE },
  ];
  if (testCommand) {
    return { argv: ["sh", "-c", testCommand], env, reports, harness: [], requires: null };
  }
  const filtered = goFilterArgs(filter, facts.files);
  const run = filtered.run;
  // A shard names its package folders (goShardUnits) instead of ./...
  const packages = shardFiles ? shardFiles.map((d) => (d === "." ? "." : `./${d}`)) : filtered.packages;
  const cover = coverage ? [`-coverprofile=${paths.reports}/${COVER_PROFILE}`] : [];
  const serial = parallel === "off" ? ["-p=1", "-parallel=1"] : [];
  const goTest = ["go", "test", "-json", "-count=1", ...serial, ...cover, ...(run ? [`-run=${run}`] : []), ...packages];
  // The stream names no files, so `go list` first writes which _test.go files each
  // package has; its errors are go test's errors too and are left to go test. Before
  // it, the runner image's warm standard-library cache (GO_WARM_CACHE) fills in what
  // the run's cache lacks (-n: nothing there is replaced).
  const seed = `[ ! -d ${GO_WARM_CACHE} ] || { mkdir -p "$GOCACHE" && cp -Rn ${GO_WARM_CACHE}/. "$GOCACHE"/ 2>/dev/null; };`;
  const list = `${seed} go list -e -json=${LIST_FIELDS} ${packages.map(shQuote).join(" ")} >"$0" 2>/dev/null; exec "$@"`;
  return {
    argv: ["sh", "-c", list, `${paths.reports}/${PACKAGES_FILE}`, ...goTest],
    parallel:
      parallel === "off" ? "-p=1 -parallel=1" : "go test's parallel packages and t.Parallel tests (its default)",
    env,
    reports: coverage ? [...reports, { name: "coverage", file: COVER_PROFILE }] : reports,
    // Profiles name files by import path: the module path stands for the project root.
    coverage: coverage
      ? { report: "coverage", format: "go" as const, stripPrefix: modulePath(facts.texts["go.mod"]) ?? "" }
      : null,
    harness: [],
    requires: { program: "go", hint: "install Go (https://go.dev/dl/) or use a runner image with Go" },
  };
}

// ---------------------------------------------------------------------------
// where packages and tests live

interface PackageInfo {
  /** Project-relative folder ("." for the root), or null when outside the project. */
  dir: string | null;
  /** Basenames of the package's _test.go files, when go list named them. */
  testFiles: string[] | null;
}

/** Splits `go list -json` output: JSON objects one after another, not one per line. */
function* concatenatedJson(text: string): Generator<string> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === "\\") escaped = true;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") {
      if (depth === 0) start = i;
      depth += 1;
    } else if (c === "}" && depth > 0) {
      depth -= 1;
      if (depth === 0 && start >= 0) yield text.slice(start, i + 1);
    }
  }
}

function relativeToProject(path: string, projectPath: string): string | null {
  const root = projectPath.replace(/\/+$/, "");
  if (path === root) return ".";
  if (path.startsWith(`${root}/`)) return posix.normalize(path.slice(root.length + 1));
  return null;
}

const BASENAME_GO = /^[^/\\]+\.go$/;

function readPackageList(text: string, projectPath: string): Map<string, PackageInfo> {
  const out = new Map<string, PackageInfo>();
  for (const chunk of concatenatedJson(text)) {
    if (out.size >= MAX_LISTED_PACKAGES) break;
    let value: unknown;
    try {
      value = JSON.parse(chunk);
    } catch {
      continue;
    }
    if (!value || typeof value !== "object") continue;
    const o = value as Record<string, unknown>;
    if (typeof o["ImportPath"] !== "string") continue;
    const names = [o["TestGoFiles"], o["XTestGoFiles"]]
      .flatMap((v) => (Array.isArray(v) ? v : []))
      .filter((f): f is string => typeof f === "string" && BASENAME_GO.test(f))
      .slice(0, MAX_FILES_PER_PACKAGE);
    const dir = typeof o["Dir"] === "string" ? relativeToProject(o["Dir"], projectPath) : null;
    out.set(o["ImportPath"], { dir, testFiles: names });
  }
  return out;
}

function modulePath(goMod: string | undefined): string | null {
  const m = /^\s*module\s+"?([^\s"]+)"?/m.exec(goMod ?? "");
  return m?.[1] ?? null;
}

/** Import path -> project folder by the main module's path (when go list said nothing). */
function dirFromModule(importPath: string, module: string | null): string | null {
  if (!module) return null;
  if (importPath === module) return ".";
  if (importPath.startsWith(`${module}/`)) return importPath.slice(module.length + 1);
  return null;
}

const joinDir = (dir: string, file: string): string => (dir === "." ? file : `${dir}/${file}`);

const DEF = /^func\s+((?:Test|Example|Fuzz|Benchmark)\w*)\s*\(/;

interface Definition {
  file: string;
  line: number;
}

/** Finds where test functions are defined, reading each package's test files once. */
class DefinitionIndex {
  private readonly byPackage = new Map<string, Map<string, Definition>>();

  constructor(
    private readonly input: ParseInput,
    private readonly packages: Map<string, PackageInfo>,
    private readonly stream: GoTestStream,
  ) {}

  find(pkg: string, func: string): Definition | null {
    let index = this.byPackage.get(pkg);
    if (!index) {
      index = this.build(pkg);
      this.byPackage.set(pkg, index);
    }
    return index.get(func) ?? null;
  }

  private build(pkg: string): Map<string, Definition> {
    const index = new Map<string, Definition>();
    const info = this.packages.get(pkg);
    if (!info || info.dir === null) return index;
    for (const name of info.testFiles ?? this.guessFiles(pkg, info.dir)) {
      const path = joinDir(info.dir, name);
      const source = this.input.readSource(path);
      if (source === undefined) continue;
      const lines = source.split("\n");
      for (let i = 0; i < lines.length; i += 1) {
        const m = DEF.exec(lines[i]!);
        if (m && !index.has(m[1]!)) index.set(m[1]!, { file: path, line: i + 1 });
      }
    }
    return index;
  }

  /** Without go list's answer: files the tests' output names, and the usual <dir>_test.go. */
  private guessFiles(pkg: string, dir: string): string[] {
    const names = new Set<string>();
    for (const t of this.stream.tests) {
      if (t.package !== pkg) continue;
      for (const m of t.output.matchAll(/([\w.-]+_test\.go):\d+/g)) names.add(m[1]!);
    }
    const base = dir === "." ? (pkg.split("/").pop() ?? "") : posix.basename(dir);
    names.add(`${base}_test.go`);
    return [...names].sort().slice(0, MAX_FILES_PER_PACKAGE);
  }
}

// ---------------------------------------------------------------------------
// one test's output

const FRAMING = /^=== (RUN|PAUSE|CONT|NAME|PASS|FAIL|SKIP|ATTR|ARTIFACTS)\b|^\s*--- (PASS|FAIL|SKIP|BENCH): /;
/** What the go command prints when the test binary dies: "signal: killed", "exit status 2". */
const PROCESS_END = /^(signal: [\w ]+|exit status \d+)$/;
const LOG_ENTRY = /^( +)(\S+\.go):(\d+): ?(.*)$/;
const PANIC = /^(panic: |fatal error: )/;
const FRAME = /^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$/;

interface LogEntry {
  file: string;
  line: number;
  text: string;
}

interface TestOutput {
  entries: LogEntry[];
  /** Non-status lines, log entries unindented, without a panic trace. */
  stdout: string[];
  /** Every line but Go's "=== RUN" and "--- PASS" status lines. */
  stack: string[];
  /** From the first panic line to the end. */
  panic: string[] | null;
  processEnd: string | null;
}

function analyse(output: string): TestOutput {
  const result: TestOutput = { entries: [], stdout: [], stack: [], panic: null, processEnd: null };
  let entry: { value: LogEntry; indent: number } | null = null;
  for (const line of outputLines(output)) {
    if (FRAMING.test(line)) {
      entry = null;
      continue;
    }
    result.stack.push(line);
    if (result.panic) {
      result.panic.push(line);
      continue;
    }
    if (PANIC.test(line)) {
      result.panic = [line];
      entry = null;
      continue;
    }
    if (PROCESS_END.test(line)) {
      result.processEnd = line;
      entry = null;
      continue;
    }
    const m = LOG_ENTRY.exec(line);
    if (m) {
      const value = { file: m[2]!, line: Number(m[3]), text: m[4]! };
      result.entries.push(value);
      entry = { value, indent: m[1]!.length };
      result.stdout.push(line.slice(entry.indent));
      continue;
    }
    // t.Log indents the continuation of a multi-line message deeper than its first line.
    if (entry && line.startsWith(" ".repeat(entry.indent + 1))) {
      const more = line.slice(entry.indent).replace(/^ {1,4}/, "");
      entry.value.text += `\n${more}`;
      result.stdout.push(line.slice(entry.indent));
      continue;
    }
    entry = null;
    result.stdout.push(line);
  }
  return result;
}

function panicMessage(panic: readonly string[]): string {
  return (panic[0] ?? "").replace(/\s*\[recovered(?:, repanicked)?\]$/, "");
}

// ---------------------------------------------------------------------------
// parse

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

/** Applies the counting rule (see the top of this file) to one package's tests. */
function selectTests(tests: GoTestRecord[]): Selection {
  const sorted = [...tests].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const included = new Set<GoTestRecord>();
  const borrowedPanic = new Map<GoTestRecord, string[]>();
  for (let i = 0; i < sorted.length; i += 1) {
    const t = sorted[i]!;
    const prefix = `${t.name}/`;
    const descendants: GoTestRecord[] = [];
    // Names sharing a prefix sort together.
    for (let j = i + 1; j < sorted.length && sorted[j]!.name.startsWith(prefix); j += 1) {
      descendants.push(sorted[j]!);
    }
    const badDescendants = descendants.filter(isBad);
    if (descendants.length === 0 || (isBad(t) && badDescendants.length === 0)) included.add(t);
    // Go prints a subtest's panic after the top-level test's "--- FAIL" line, so the
    // stream gives it to the top-level test; it belongs to the subtest that failed last.
    const panic = badDescendants.length > 0 ? analyse(t.output).panic : null;
    if (panic) {
      // Parallel siblings cut off by the panic never ended; the culprit did fail.
      const culprit = badDescendants
        .filter((d) => d.outcome === "fail" && !sorted.some((o) => o.name.startsWith(`${d.name}/`)))
        .sort((a, b) => (b.endSeq ?? 0) - (a.endSeq ?? 0))[0];
      if (culprit && !borrowedPanic.has(culprit)) borrowedPanic.set(culprit, panic);
    }
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
  return /no required module provides|missing go\.sum entry|GOPROXY=off|module lookup disabled/.test(text)
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

function parse(input: ParseInput): ParsedRun {
  const report = input.reports["events"];
  const stream = readGoTestStream(report?.ok ? report.text : "");
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
  const pkgNames = [...byPackage.keys()].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  const tests: TestResult[] = [];
  const packageOf = new Map<TestResult, string>();
  for (const pkg of pkgNames) {
    const records = byPackage.get(pkg)!;
    const known = new Set(records.map((r) => r.name));
    const memo = new Map<string, string[]>();
    const { included, borrowedPanic } = selectTests(records);
    for (const r of included.sort((a, b) => a.seq - b.seq)) {
      const test = toTest(r, ctx, levelsOf(r.name, known, memo), borrowedPanic.get(r));
      test.order = tests.length;
      tests.push(test);
      packageOf.set(test, pkg);
    }
  }

  const errors = [...buildErrors(stream, input), ...packageRunErrors(stream, tests, packageOf, input)];
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

export const go: FrameworkAdapter = {
  id: "go",
  name: "go test",
  language: "go",
  detect,
  plan,
  parse,
  install,
  testFiles: goTestFiles,
  shardUnits: goShardUnits,
  shardUnitName: "package",

  liveStatus(line) {
    // Only events of a test count; package-level pass/fail events have no Test field.
    // Inside Output strings quotes are escaped, so these keys cannot be faked there.
    if (!line.startsWith("{") || !line.includes('"Test":"')) return null;
    const m = /"Action":"(pass|fail|skip)"/.exec(line);
    if (!m) return null;
    return m[1] === "pass" ? "passed" : m[1] === "skip" ? "skipped" : "failed";
  },
};
