// Maven Surefire: the JUnit XML files Surefire writes itself
// (target/surefire-reports/TEST-*.xml, one per test class, in every module of a
// multi-module build), so any project with a stock Surefire works (JUnit 5 via the
// junit-platform provider, JUnit 4, TestNG's XML is the same format).
//
// The test phase is offline (`mvn -o`), so the install phase resolves everything
// it needs into the sandbox cache (-Dmaven.repo.local=<cache>/m2): the project's
// dependencies and plugins (dependency:go-offline), and, because Surefire picks its
// test-framework provider (surefire-junit-platform, -junit4, -junit47) and the
// JUnit Platform launcher only when the tests run, those too, for every Surefire
// version and JUnit Platform version go-offline brought in (the providers of the
// frameworks found in the cache: JUnit Platform, JUnit 4, TestNG). Each is resolved
// in its own module of a throwaway reactor, so Maven's version mediation cannot
// leave out the versions Surefire later asks for. A stamp named after a checksum of
// the pom.xml files skips all of this when the cache already has it (warm runs), and
// an empty cache starts from the java runner image's seed repository (common plugins,
// JUnit 5 and 4, resolved by this same script when the image is built), so a cold
// run downloads only what the seed lacks, and needs no network when it lacks nothing.
//
// The test phase runs `mvn test` with -Dmaven.test.failure.ignore (every module's
// tests run, failing or not) and -fae (modules that do not depend on a broken one
// still run), then one shell step gathers every module's TEST-*.xml into one report
// file, each preceded by a `<!-- testcage-report ./<module>/target/surefire-reports/<file> -->`
// line and without the <properties> block (the JVM's system properties: large and
// useless here). Reports left in the copy from an earlier build are removed first.
//
// Coverage (JaCoCo): the plugin runs by its coordinates, so the pom stays as it is:
// `mvn -o ... org.jacoco:jacoco-maven-plugin:<v>:prepare-agent test ...:report`, with
// the same -Dmaven.test.failure.ignore, so failing tests still leave a report. Each
// module's target/site/jacoco/jacoco.xml becomes one <group> of a single gathered
// report (readJacoco walks groups; package-relative paths resolve by suffix against
// the project's files), and the modules' jacoco.csv (JaCoCo's own per-class counts)
// are gathered into one CSV kept with the run's reports. Per module, as JaCoCo's
// `report` goal measures: a module's classes exercised only by another module's
// tests count as uncovered (report-aggregate would need a pom change). The install
// phase resolves the plugin and its agent by running both goals on an empty project,
// unless the cache (the image's seed, which this same script fills) has the agent.
//
// Captured per test:
// - status from <failure> (failed: an assertion), <error> (error: any other
//   exception), <skipped> (@Disabled, @Ignore, a failed assumption);
// - suite = the class path: calc.CalcTest$Dividing -> [CalcTest, Dividing]; name as
//   Surefire writes it, with a JUnit 5 parametrized index kept: "addsMany(int, int)[2]"
//   (parameters "2");
// - file: the top-level class mapped to <module>/src/test/java/<package>/<Class>.java
//   (or src/test/kotlin|groovy when that file exists);
// - line: for a failure, the stack frame of the test method itself in that class
//   (as Surefire's own summary "CalcTest.addsWrong:23"), else the first frame in the
//   test's file; otherwise the method's declaration line found in the source;
// - message (the failure's message, or the exception line), stack, stdout and stderr
//   (<system-out>/<system-err>, per test with Surefire 3), duration;
// - order: source order (file, then declaration line) where the source is readable.
// Compile errors (javac's `File.java:[line,col] message` lines), dependency or plugin
// resolution failures and a crashed test JVM become "collection" errors from Maven's
// own output; no report and no error at all is "no-tests".
// Not captured: JUnit 5 display names (Surefire's XML carries method names unless
// the project configures its phrased reporter), the parameter values of a
// parametrized case (only its index), retries (rerunFailingTestsCount counts as the
// final outcome), and tests of modules whose build failed before Surefire ran.
// The Maven wrapper (./mvnw) is not used: it downloads Maven itself; the image's mvn is.

import { pushAll } from "../core/arrays.js";
import { unfinishedMessage, unfinishedTest } from "../core/unfinished.js";
import { posix } from "node:path";
import type { RunError, TestResult } from "../core/model.js";
import { jvmCaseParameters, junitStatus, readJunit, type JunitCase } from "../reports/junit.js";
import { firstLine, tidy } from "../core/text.js";
import { makeTestId, parseTestId } from "../core/ids.js";
import type {
  FrameworkAdapter,
  InstallStep,
  Invocation,
  ParseInput,
  ParsedRun,
  PlanContext,
  ProjectFacts,
  SandboxPaths,
} from "../core/adapter-types.js";
import { testCommandCoverage } from "./coverage-plan.js";

const REPORT = "surefire-reports.xml";
/** JaCoCo's Maven plugin, run by coordinates so the project's pom is left as it is. */
export const JACOCO_VERSION = "0.8.13";
const JACOCO_PLUGIN = `org.jacoco:jacoco-maven-plugin:${JACOCO_VERSION}`;
/** Every module's jacoco.xml, merged into one report (each module's <report> as a <group>). */
const JACOCO_XML = "jacoco.xml";
/** Every module's jacoco.csv (JaCoCo's own per-class counts), one header line. */
const JACOCO_CSV = "jacoco.csv";
const DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.6.1";
const MARKER = /^<!-- testcage-report (.+?) -->$/;
const MAX_ERRORS = 50;
/** testcage's java runner image ships a Maven repository with common plugins and JUnit (runner-images/java/seed). */
export const MAVEN_SEED = "/opt/testcage/m2";
/** Maven's own JVM runs briefly: the C1 compiler alone starts it faster (the forked test JVM is not affected). */
const MAVEN_OPTS = "-XX:+TieredCompilation -XX:TieredStopAtLevel=1 -Djava.awt.headless=true";

// ---------------------------------------------------------------------------
// detect, install, plan

function detect(facts: ProjectFacts): { score: number; reason: string } | null {
  if (facts.files.includes("pom.xml")) return { score: 100, reason: "pom.xml present" };
  const pom = facts.files.find((f) => f.endsWith("/pom.xml"));
  if (pom) return { score: 20, reason: `Maven project ${pom}` };
  return null;
}

function shQuote(word: string): string {
  return `'${word.replace(/'/g, "'\\''")}'`;
}

const mavenRepo = (paths: SandboxPaths): string => `${paths.cache}/m2`;

/**
 * The install phase: dependencies and plugins, then Surefire's providers and the
 * JUnit Platform launcher for the versions found, each in a module of its own.
 */
export function mavenInstallScript(repo: string): string {
  const r = shQuote(repo);
  const has = (path: string): string => `[ -d ${r}/${path} ]`;
  return [
    "set -e",
    'command -v mvn >/dev/null || { echo "mvn was not found on PATH; use an image with Maven" >&2; exit 127; }',
    // A cache that already holds what these exact pom.xml files need is not resolved again.
    `stamp=${r}/.testcage-resolved-$(find . -name pom.xml -type f -not -path '*/target/*' | sort | while IFS= read -r f; do cat "$f"; done | cksum | cut -d' ' -f1)`,
    'if [ -f "$stamp" ]; then echo "testcage: the Maven cache already holds what these pom.xml files need"; exit 0; fi',
    // The image's seed fills in what the cache lacks (all of it when empty; what the
    // runner's own repository, laid under a cache: run, does not have), so only
    // what neither holds is downloaded. -n: nothing already there is replaced.
    // (Not when the cache is the seed: the image's own build fills it with this script.)
    `if [ -d ${MAVEN_SEED}/org ] && [ ${r} != ${shQuote(MAVEN_SEED)} ]; then mkdir -p ${r} && cp -Rn ${MAVEN_SEED}/. ${r}/; fi`,
    `mvn -B -ntp -Dmaven.repo.local=${r} ${DEPENDENCY_PLUGIN}:go-offline`,
    // go-offline misses what only the build itself loads: build extensions (a
    // packaging such as bundle) and the plugins and plugin dependencies of the
    // lifecycle they bring. The build up to the test phase, nothing compiled and no
    // test run, loads every one of them as the offline test phase will. It only loads:
    // with nothing compiled, a plugin that reads a sibling module's classes (a
    // duplicate finder, an enforcer rule) fails, so --fail-never goes on through every
    // module; what it could not load, the offline test phase names.
    `mvn -B -ntp -q -fn -Dmaven.repo.local=${r} -DskipTests -Dmaven.main.skip=true -Dmaven.test.skip=true -Dmaven.resources.skip=true test`,
    `d=${r}/../testcage-providers; rm -rf "$d"; mkdir -p "$d"; n=0; mods=""`,
    'add() { n=$((n+1)); mods="$mods<module>m$n</module>"; mkdir -p "$d/m$n"; ' +
      "printf '<project><modelVersion>4.0.0</modelVersion><groupId>testcage.providers</groupId><artifactId>m%s</artifactId><version>0</version><packaging>pom</packaging><dependencies><dependency><groupId>%s</groupId><artifactId>%s</artifactId><version>%s</version></dependency></dependencies></project>\\n' " +
      '"$n" "$1" "$2" "$3" > "$d/m$n/pom.xml"; }',
    // The providers Surefire can pick for the test frameworks now in the cache.
    'providers=""',
    `${has("org/junit/platform/junit-platform-engine")} && providers="$providers surefire-junit-platform"`,
    `${has("junit/junit")} && providers="$providers surefire-junit4 surefire-junit47"`,
    `${has("org/testng/testng")} && providers="$providers surefire-testng"`,
    `for v in $(ls ${r}/org/apache/maven/plugins/maven-surefire-plugin ${r}/org/apache/maven/plugins/maven-failsafe-plugin 2>/dev/null | grep -E '^[0-9]' | sort -u); do`,
    // surefire-junit-platform exists from 2.22.0 on: Maven 3.8's default Surefire
    // (2.12.4, for a pom that names none) beside a JUnit 5 left in the cache by
    // another project would otherwise fail the whole resolve.
    "  for p in $providers; do",
    '    case "$p:$v" in surefire-junit-platform:1.*|surefire-junit-platform:2.[0-9]|surefire-junit-platform:2.[0-9].*|surefire-junit-platform:2.1[0-9]*|surefire-junit-platform:2.2[01]*) continue ;; esac',
    '    add org.apache.maven.surefire "$p" "$v"',
    "  done",
    "done",
    `for v in $(ls ${r}/org/junit/platform/junit-platform-engine 2>/dev/null | grep -E '^[0-9]'); do add org.junit.platform junit-platform-launcher "$v"; done`,
    'if [ "$n" -gt 0 ]; then',
    '  printf \'<project><modelVersion>4.0.0</modelVersion><groupId>testcage.providers</groupId><artifactId>all</artifactId><version>0</version><packaging>pom</packaging><modules>%s</modules></project>\\n\' "$mods" > "$d/pom.xml"',
    `  mvn -B -ntp -q -Dmaven.repo.local=${r} -f "$d/pom.xml" ${DEPENDENCY_PLUGIN}:resolve`,
    "fi",
    // JaCoCo's plugin and agent, for a test phase with coverage asked for: running its
    // goals once on an empty project resolves them as Maven later needs them offline.
    // Skipped when the cache (the seed) already holds the agent.
    `if [ ! -f ${r}/org/jacoco/org.jacoco.agent/${JACOCO_VERSION}/org.jacoco.agent-${JACOCO_VERSION}-runtime.jar ]; then`,
    `  j=${r}/../testcage-jacoco; rm -rf "$j"; mkdir -p "$j"`,
    "  printf '<project><modelVersion>4.0.0</modelVersion><groupId>testcage.jacoco</groupId><artifactId>jacoco</artifactId><version>0</version><packaging>pom</packaging></project>\\n' > \"$j/pom.xml\"",
    `  mvn -B -ntp -q -Dmaven.repo.local=${r} -f "$j/pom.xml" ${JACOCO_PLUGIN}:prepare-agent ${JACOCO_PLUGIN}:report`,
    '  rm -rf "$j"',
    "fi",
    'touch "$stamp"',
  ].join("\n");
}

function install({ paths, facts }: { paths: SandboxPaths; facts: ProjectFacts }): InstallStep | null {
  if (!facts.files.includes("pom.xml")) return null;
  return {
    command: mavenInstallScript(mavenRepo(paths)),
    env: { MAVEN_OPTS },
    testEnv: {},
    reason: "pom.xml: dependencies, plugins and Surefire providers for the offline test phase",
    summary:
      "mvn dependency:go-offline, then the build up to the test phase with nothing compiled or run (plugins and extensions), then Surefire's providers",
  };
}

/**
 * Test ids -> Surefire's -Dtest: "pkg.Class#method+method2,pkg.Other". Nested
 * classes run through their outer class (`Outer$Inner` patterns are not matched by
 * every provider), so a nested test selects all tests of that method name in the
 * outer class; null when no id can be expressed.
 */
export function surefireTestFilter(filter: readonly string[]): string | null {
  const byClass = new Map<string, Set<string>>();
  for (const id of filter) {
    const parsed = parseTestId(id);
    if (!parsed || parsed.suite.length === 0) continue;
    const pkg = packageOfFile(parsed.file);
    if (pkg === null) continue;
    const cls = [...pkg, parsed.suite[0]!].join(".");
    const method = parsed.name.replace(/[([].*$/, "");
    if (!/^[\w$.]+$/.test(cls) || !/^[\w$]+$/.test(method)) continue;
    const methods = byClass.get(cls) ?? new Set<string>();
    methods.add(method);
    byClass.set(cls, methods);
  }
  if (byClass.size === 0) return null;
  return [...byClass].map(([cls, methods]) => `${cls}#${[...methods].join("+")}`).join(",");
}

/** ".../src/test/java/calc/CalcTest.java" -> ["calc"]; null when not under a source root. */
function packageOfFile(file: string): string[] | null {
  const m =
    /(?:^|\/)src\/[^/]+\/(?:java|kotlin|groovy|scala)\/(.+)\/[^/]+$|(?:^|\/)src\/[^/]+\/(?:java|kotlin|groovy|scala)\/[^/]+$/.exec(
      file,
    );
  if (!m) return null;
  return m[1] ? m[1].split("/") : [];
}

/** Runs mvn, then gathers every module's reports into one file ($0). */
const GATHER = [
  "find . -type d -name surefire-reports -prune -exec rm -rf {} + 2>/dev/null",
  // A SIGINT (the timeout) reaches this shell too: trapped, so the reports of the
  // classes that finished are still gathered; a trap (unlike an ignored signal) is
  // not inherited, so mvn still gets the SIGINT.
  "trap 'rc=130' INT",
  '"$@"; rc=$?',
  "find . -type f -path '*/surefire-reports/TEST-*.xml' | sort | while IFS= read -r f; do " +
    "printf '<!-- testcage-report %s -->\\n' \"$f\"; sed -e '/<properties>/,/<\\/properties>/d' \"$f\"; echo; " +
    'done > "$0"',
  'exit "$rc"',
].join("\n");

/**
 * GATHER with JaCoCo ($1: the reports folder): earlier builds' execution data and
 * reports are removed first (the agent appends to jacoco.exec); afterwards every
 * module's target/site/jacoco/jacoco.xml becomes one <group> of a single report
 * (prolog and external DOCTYPE dropped), and their jacoco.csv files one CSV.
 */
const GATHER_JACOCO = [
  "reports=$1; shift",
  "find . -type d -path '*/target/site/jacoco' -prune -exec rm -rf {} + 2>/dev/null",
  "find . -type f -path '*/target/jacoco.exec' -exec rm -f {} + 2>/dev/null",
  GATHER.replace('exit "$rc"', ""),
  "xmls=$(find . -type f -path '*/target/site/jacoco/jacoco.xml' | sort)",
  'if [ -n "$xmls" ]; then',
  "  { printf '<report name=\"testcage\">'; for f in $xmls; do " +
    "sed -e 's/<?xml[^>]*?>//' -e 's/<!DOCTYPE[^>]*>//' -e 's/<report /<group /' -e 's/<\\/report>/<\\/group>/' \"$f\"; " +
    `done; printf '</report>\\n'; } > "$reports/${JACOCO_XML}"`,
  `  find . -type f -path '*/target/site/jacoco/jacoco.csv' | sort | while IFS= read -r f; do cat "$f"; done | awk 'NR == 1 || !/^GROUP,/' > "$reports/${JACOCO_CSV}"`,
  "fi",
  'exit "$rc"',
].join("\n");

function plan({ paths, filter, testCommand, coverage }: PlanContext): Invocation {
  const reports = [{ name: "surefire", file: REPORT }];
  const env = { MAVEN_OPTS };
  const out = `${paths.reports}/${REPORT}`;
  if (testCommand) {
    return {
      argv: ["sh", "-c", GATHER, out, "sh", "-c", testCommand],
      env,
      reports,
      harness: [],
      requires: null,
      coverage: coverage ? testCommandCoverage("mvn") : null,
    };
  }
  const tests = surefireTestFilter(filter);
  const mvn = [
    "mvn",
    "-B",
    "-ntp",
    "-o",
    `-Dmaven.repo.local=${mavenRepo(paths)}`,
    "-Dmaven.test.failure.ignore=true",
    "-DtrimStackTrace=false",
    "-Dstyle.color=never",
    "-fae",
    ...(tests ? [`-Dtest=${tests}`, "-Dsurefire.failIfNoSpecifiedTests=false"] : []),
    ...(coverage ? [`${JACOCO_PLUGIN}:prepare-agent`, "test", `${JACOCO_PLUGIN}:report`] : ["test"]),
  ];
  const requires = { program: "mvn", hint: "install Maven 3.6 or newer and a JDK, or use a runner image with Maven" };
  if (!coverage)
    return { argv: ["sh", "-c", GATHER, out, ...mvn], env, reports, harness: [], requires, coverage: null };
  return {
    argv: ["sh", "-c", GATHER_JACOCO, out, paths.reports, ...mvn],
    env,
    reports: [...reports, { name: "jacoco", file: JACOCO_XML }, { name: JACOCO_CSV, file: JACOCO_CSV }],
    harness: [],
    requires,
    coverage: { report: "jacoco", format: "jacoco" },
  };
}

// ---------------------------------------------------------------------------
// reports

interface ReportFile {
  /** Project-relative module folder ("." for the root module). */
  module: string;
  path: string;
  xml: string;
}

/** Splits the gathered file at its marker lines. */
export function splitReports(text: string): ReportFile[] {
  const files: ReportFile[] = [];
  let current: { path: string; lines: string[] } | null = null;
  const flush = (): void => {
    if (current) files.push({ module: moduleOf(current.path), path: current.path, xml: current.lines.join("\n") });
  };
  for (const line of text.split("\n")) {
    const m = MARKER.exec(line);
    if (m) {
      flush();
      current = { path: m[1]!, lines: [] };
    } else if (current) current.lines.push(line);
  }
  flush();
  return files.filter((f) => f.xml.trim() !== "");
}

function moduleOf(reportPath: string): string {
  const rel = posix.normalize(reportPath.replace(/^\.\//, ""));
  const dir = posix.dirname(rel); // <module>/target/surefire-reports
  const parent = posix.dirname(dir);
  const module = posix.basename(parent) === "target" ? posix.dirname(parent) : parent;
  return module === "" ? "." : module;
}

const joinDir = (dir: string, rel: string): string => (dir === "." ? rel : `${dir}/${rel}`);

// ---------------------------------------------------------------------------
// where tests live

interface ClassInfo {
  pkg: string[];
  /** Top-level class then nested ones: calc.CalcTest$Dividing -> [CalcTest, Dividing]. */
  classes: string[];
}

function classInfo(classname: string): ClassInfo {
  const parts = classname.split(".");
  const last = parts.pop() ?? "";
  return { pkg: parts, classes: last.split("$").filter((c) => c !== "") };
}

const SOURCE_ROOTS = [
  ["src/test/java", ".java"],
  ["src/test/kotlin", ".kt"],
  ["src/test/groovy", ".groovy"],
  ["src/test/scala", ".scala"],
] as const;

/** The test class's source file: the first convention whose file exists, else the Java one. */
function sourceFile(module: string, info: ClassInfo, input: ParseInput, frameFile: string | null): string | null {
  const top = info.classes[0];
  if (!top) return null;
  const pkgDir = info.pkg.join("/");
  const names = [frameFile, ...SOURCE_ROOTS.map(([, ext]) => `${top}${ext}`)].filter((n): n is string => !!n);
  for (const [root] of SOURCE_ROOTS) {
    for (const name of names) {
      const path = joinDir(module, [root, pkgDir, name].filter((p) => p !== "").join("/"));
      if (input.readSource(path) !== undefined) return path;
    }
  }
  return joinDir(module, [SOURCE_ROOTS[0][0], pkgDir, `${top}.java`].filter((p) => p !== "").join("/"));
}

/** 1-based line of the method's declaration, searching after the nested class's declaration. */
function declarationLine(source: string | undefined, info: ClassInfo, method: string): number | null {
  if (source === undefined || !/^[\w$]+$/.test(method)) return null;
  const lines = source.split("\n");
  let from = 0;
  for (const cls of info.classes.slice(1)) {
    const re = new RegExp(`\\b(class|interface|object|record)\\s+${cls.replace(/\$/g, "\\$")}\\b`);
    const at = lines.findIndex((l, i) => i >= from && re.test(l));
    if (at >= 0) from = at;
  }
  const decl = new RegExp(`(\\bvoid|\\bfun|\\bdef|[\\w>\\]])\\s+${method.replace(/\$/g, "\\$")}\\s*\\(`);
  const at = lines.findIndex((l, i) => i >= from && decl.test(l) && !/^\s*(\/\/|\*)/.test(l));
  return at >= 0 ? at + 1 : null;
}

const FRAME = /^\s*at (?:[\w.$/]+\/)?([\w.$]+)\.([\w$<>]+)\(([^():]+):(\d+)\)/;

interface Frame {
  cls: string;
  method: string;
  file: string;
  line: number;
}

function frames(stack: string): Frame[] {
  const out: Frame[] = [];
  for (const line of stack.split("\n")) {
    const m = FRAME.exec(line);
    if (m) out.push({ cls: m[1]!, method: m[2]!, file: m[3]!, line: Number(m[4]) });
  }
  return out;
}

/** The frame of the test method itself, else the first frame anywhere in the test's top-level class. */
function failingFrame(stack: string, classname: string, method: string): Frame | null {
  const all = frames(stack);
  const top = classname.split("$")[0]!;
  return (
    all.find((f) => f.cls === classname && f.method === method) ??
    all.find((f) => f.cls === top || f.cls.startsWith(`${top}$`)) ??
    null
  );
}

// ---------------------------------------------------------------------------
// tests

/** "java.lang.AssertionError: msg" -> "msg" for one-line messages. */
function exceptionMessage(text: string): string {
  const line = firstLine(text);
  const m = /^[\w.$]+(?:Exception|Error|Throwable|Failure)[\w$]*: (.*)$/.exec(line);
  return m ? m[1]! : line;
}

interface Located {
  test: TestResult;
  sortKey: [string, number, number];
}

function toTest(tc: JunitCase, report: ReportFile, index: number, input: ParseInput): Located {
  const info = classInfo(tc.classname);
  const status = junitStatus(tc);
  const text = tc.outcome?.text ?? "";
  const method = tc.name.replace(/[([].*$/, "").trim();
  const failed = status === "failed" || status === "error";
  const frame = failed ? failingFrame(text, tc.classname, method) : null;
  const file = sourceFile(report.module, info, input, frame?.file ?? null);
  const source = file ? input.readSource(file) : undefined;
  const defLine = declarationLine(source, info, method);
  const suite = info.classes.length > 0 ? info.classes : [tc.classname];
  const param = jvmCaseParameters(tc.name);
  let message = tc.outcome?.message ?? null;
  if (message === null && text.trim() !== "") message = exceptionMessage(text);
  if (message === null && failed) message = `${tc.outcome?.type ?? "failed"}`;
  const test: TestResult = {
    id: makeTestId(file, suite, tc.name),
    name: tc.name,
    suite,
    status,
    duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
    file,
    line: frame?.line ?? defLine,
    message: tidy(message),
    stack: failed ? tidy(text) : null,
    stdout: tidy(tc.systemOut),
    stderr: tidy(tc.systemErr),
    parameters: param,
  };
  return { test, sortKey: [file ?? "", defLine ?? Number.MAX_SAFE_INTEGER, index] };
}

// ---------------------------------------------------------------------------
// Maven's own output: compile errors and build failures

/** javac through maven-compiler-plugin: "[ERROR] /abs/File.java:[10,31] message". */
const JAVAC = /^\[ERROR\] (\S.*?\.(?:java|kt|groovy|scala)):\[(\d+)(?:,\d+)?\] (.+)$/;
const FAILED_GOAL = /^\[ERROR\] Failed to execute goal (\S+) (?:\([^)]*\) )?on project ([^:\s]+): (.+)$/;

function relativeToProject(path: string, projectPath: string): string | null {
  const root = projectPath.replace(/\/+$/, "");
  if (path.startsWith(`${root}/`)) return posix.normalize(path.slice(root.length + 1));
  if (!path.startsWith("/")) return posix.normalize(path);
  return null;
}

function offlineHint(text: string): string {
  return /offline mode|has not been downloaded|Could not resolve|could not be resolved/.test(text)
    ? "; the test phase is offline and this was not resolved by the install phase (dependency:go-offline); check the dependency's coordinates, or resolve it with --install-command"
    : "";
}

export function mavenOutputErrors(log: string, projectPath: string): RunError[] {
  const lines = log.split("\n").map((l) => l.replace(/\r$/, ""));
  const errors: RunError[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const m = JAVAC.exec(line);
    if (!m) continue;
    const file = relativeToProject(m[1]!, projectPath);
    const key = `${file ?? m[1]}:${m[2]}:${m[3]}`;
    if (seen.has(key) || errors.length >= MAX_ERRORS) continue;
    seen.add(key);
    errors.push({
      kind: "collection",
      message: `compilation failed, so the tests did not run: ${file ?? m[1]}:${m[2]}: ${m[3]}`,
      file,
      line: Number(m[2]),
      details: null,
    });
  }
  for (const line of lines) {
    const m = FAILED_GOAL.exec(line);
    if (!m) continue;
    const goal = m[1]!;
    const said = m[3]!.replace(/\s*->\s*\[Help \d+\]$/, "");
    if (/maven-compiler-plugin/.test(goal) && errors.some((e) => e.line !== null)) continue;
    if (/maven-surefire-plugin/.test(goal) && /There are test failures|There are test errors/.test(said)) continue;
    errors.push({
      kind: "collection",
      message: `Maven failed in module ${m[2]} (${goal.replace(/^org\.apache\.maven\.plugins:/, "")}): ${said}${offlineHint(said)}`,
      details: null,
    });
  }
  return errors;
}

function missingMaven(input: ParseInput): RunError[] {
  if (input.exitCode === 127 || /mvn: (command )?not found|mvn: not found/.test(input.stderr + input.stdout)) {
    return [
      {
        kind: "framework-missing",
        message: "the mvn command was not found; install Maven and a JDK, or use a runner image with Maven",
      },
    ];
  }
  return [];
}

const TEST_METHOD =
  /@(?:Test|ParameterizedTest|RepeatedTest|TestFactory|TestTemplate)\b[^\n]*\n(?:\s*@[^\n]*\n)*\s*(?:(?:public|protected|private|static|final)\s+)*(?:void|fun|def)\s+([\w$]+)/g;

/**
 * Surefire writes a class's report only once the class is done and prints just
 * "Running <class>" as it starts: a stopped run's unfinished class is the one
 * with no "Tests run: … in <class>" line after it. The test is named when the
 * class has one test method, else the class stands for it.
 */
function unfinishedClasses(log: string, input: ParseInput, order: number): (TestResult & { order: number })[] {
  const running = new Set<string>();
  for (const m of log.matchAll(/^\[INFO\] (?:Running ([\w.$]+)|Tests run: .* -- in ([\w.$]+))\s*$/gm)) {
    if (m[1]) running.add(m[1]);
    else running.delete(m[2]!);
  }
  const message = unfinishedMessage(input, "Maven");
  return [...running].slice(0, 16).map((cls, i) => {
    const info = classInfo(cls);
    const file = sourceFile(".", info, input, null);
    const source = file === null ? undefined : input.readSource(file);
    const methods = source === undefined ? [] : [...source.matchAll(TEST_METHOD)].map((m) => m[1]!);
    const inner = info.classes.at(-1) ?? cls;
    const where =
      methods.length === 1
        ? { suite: info.classes, name: methods[0]!, line: declarationLine(source, info, methods[0]!) }
        : { suite: info.classes.slice(0, -1), name: inner, line: classLine(source, inner) };
    return { ...unfinishedTest({ file, ...where }, message), order: order + i };
  });
}

function classLine(source: string | undefined, cls: string): number | null {
  if (source === undefined) return null;
  const re = new RegExp(`\\b(class|object)\\s+${cls.replace(/\$/g, "\\$")}\\b`);
  const at = source.split("\n").findIndex((l) => re.test(l));
  return at >= 0 ? at + 1 : null;
}

function parse(input: ParseInput): ParsedRun {
  const report = input.reports["surefire"];
  const log = `${input.stdout}\n${input.stderr}`;
  if (!report?.ok) {
    const missing = missingMaven(input);
    if (missing.length > 0) return { tests: [], errors: missing, reportFound: true };
    const errors = mavenOutputErrors(log, input.projectPath);
    return { tests: [], errors, reportFound: errors.length > 0 };
  }
  const located: Located[] = [];
  const errors: RunError[] = [];
  for (const file of splitReports(report.text)) {
    let cases: JunitCase[];
    try {
      cases = readJunit(file.xml);
    } catch (e) {
      errors.push({
        kind: "report-invalid",
        message: `Surefire report ${file.path} could not be read: ${(e as Error).message}`,
      });
      continue;
    }
    for (const tc of cases) {
      if (tc.name === "") continue;
      located.push(toTest(tc, file, located.length, input));
    }
  }
  located.sort((a, b) => {
    const [fa, la, ia] = a.sortKey;
    const [fb, lb, ib] = b.sortKey;
    return fa < fb ? -1 : fa > fb ? 1 : la - lb || ia - ib;
  });
  const tests = located.map((l, i) => ({ ...l.test, order: i }));
  if (input.timedOut || input.exitCode === null)
    for (const t of unfinishedClasses(log, input, tests.length)) tests.push(t);
  for (const e of mavenOutputErrors(log, input.projectPath)) errors.push(e);
  if (tests.length === 0 && errors.length === 0) {
    pushAll(errors, missingMaven(input));
  }
  if (tests.length === 0 && errors.length === 0) {
    errors.push(
      input.exitCode === 0 || input.exitCode === null
        ? {
            kind: "no-tests",
            message:
              "Surefire ran no tests; test classes live in src/test/java and are named *Test, Test*, *Tests or *TestCase",
          }
        : {
            kind: "collection",
            message: `mvn exited with ${input.exitCode} before any test ran: ${
              firstLine(
                log
                  .split("\n")
                  .filter((l) => l.startsWith("[ERROR]"))
                  .join("\n"),
              ).replace(/^\[ERROR\]\s*/, "") || "see the log"
            }`,
          },
    );
  }
  return { tests, errors, reportFound: true };
}

export const maven: FrameworkAdapter = {
  id: "maven",
  name: "Maven Surefire",
  language: "java",
  detect,
  plan,
  parse,
  install,
};
