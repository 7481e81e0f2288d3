// Maven Surefire: detect, install (the offline resolution script) and plan.
// See index.ts for what the adapter captures and why.

import { parseTestId } from "../../core/ids.js";
import type { InstallStep, Invocation, PlanContext, ProjectFacts, SandboxPaths } from "../../core/adapter-types.js";
import { testCommandCoverage } from "../coverage-plan.js";

const REPORT = "surefire-reports.xml";
/** JaCoCo's Maven plugin, run by coordinates so the project's pom is left as it is. */
export const JACOCO_VERSION = "0.8.13";
const JACOCO_PLUGIN = `org.jacoco:jacoco-maven-plugin:${JACOCO_VERSION}`;
/** Every module's jacoco.xml, merged into one report (each module's <report> as a <group>). */
const JACOCO_XML = "jacoco.xml";
/** Every module's jacoco.csv (JaCoCo's own per-class counts), one header line. */
const JACOCO_CSV = "jacoco.csv";
const DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.6.1";
export const MARKER = /^<!-- testcage-report (.+?) -->$/;
export const MAX_ERRORS = 50;
/** testcage's java runner image ships a Maven repository with common plugins and JUnit (runner-images/java/seed). */
export const MAVEN_SEED = "/opt/testcage/m2";
/** Maven's own JVM runs briefly: the C1 compiler alone starts it faster (the forked test JVM is not affected). */
const MAVEN_OPTS = "-XX:+TieredCompilation -XX:TieredStopAtLevel=1 -Djava.awt.headless=true";

export function detect(facts: ProjectFacts): { score: number; reason: string } | null {
  if (facts.files.includes("pom.xml")) return { score: 100, reason: "pom.xml present" };
  const pom = facts.files.find((f) => f.endsWith("/pom.xml"));
  if (pom) return { score: 20, reason: `Maven project ${pom}` };
  return null;
}

function shQuote(word: string): string {
  return `'${word.replace(/'/g, "'\\''")}'`;
}

/** -Dmaven.repo.local under the sandbox's cache folder (hostCaches lays the runner's ~/.m2/repository there). */
export const MAVEN_REPO_DIR = "m2";
const mavenRepo = (paths: SandboxPaths): string => `${paths.cache}/${MAVEN_REPO_DIR}`;

/**
 * The install phase: dependencies and plugins, then Surefire's providers and the
 * JUnit Platform launcher for the versions found, each in a module of its own.
 */
export function mavenInstallScript(repo: string): string {
  const r = shQuote(repo);
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
    // dependency:list also writes which test frameworks (and JUnit Platform versions) the
    // tests resolve: the providers and launchers below are for those, not for every one
    // the cache holds (a runner's own repository, laid under a cache: run, holds those
    // of every project it built, and fetching theirs is downloading for nothing).
    `u=${r}/../testcage-junit-platform.txt; rm -f "$u"`,
    // go-offline resolves every plugin the pom names, also those the test phase never
    // runs (a coverage plugin of JDK 8 needing its tools.jar); a failure there leaves
    // the project's own dependencies to dependency:resolve (-fn: each module of a
    // reactor that can be resolved before its siblings are built), and the build below
    // loads the plugins the test phase does run.
    `if ! mvn -B -ntp -Dmaven.repo.local=${r} ${DEPENDENCY_PLUGIN}:go-offline; then`,
    `  echo "testcage: dependency:go-offline failed (above). It resolves every plugin the pom names, also those mvn test never runs; resolving the project's dependencies alone, then the build up to the test phase loads the plugins it runs." >&2`,
    `  mvn -B -ntp -fn -Dmaven.repo.local=${r} ${DEPENDENCY_PLUGIN}:resolve`,
    "fi",
    // A module that depends on a sibling cannot list its dependencies before the
    // sibling is built (go-offline leaves the reactor's own modules out; list cannot),
    // so a failed list is dropped and the frameworks the cache holds stand in for it.
    `mvn -B -ntp -q -Dmaven.repo.local=${r} ${DEPENDENCY_PLUGIN}:list -DincludeGroupIds=org.junit.platform,junit,org.testng -DoutputFile="$u" -DappendOutput=true >/dev/null 2>&1 || rm -f "$u"`,
    // go-offline misses what only the build itself loads: build extensions (a
    // packaging such as bundle) and the plugins and plugin dependencies of the
    // lifecycle they bring. The build up to the test phase, nothing compiled and no
    // test run, loads every one of them as the offline test phase will. It only loads:
    // with nothing compiled, a plugin that reads a sibling module's classes (a
    // duplicate finder, an enforcer rule) fails, so --fail-never goes on through every
    // module; what it could not load, the offline test phase names.
    // Its log names the Surefire and Failsafe versions the build runs: their providers
    // are the ones needed, not those of every version in the cache (a version the
    // project does not use may predate a provider: surefire-junit-platform 2.12.4 does
    // not exist, and asking Central for it failed the install).
    `b=${r}/../testcage-build.log`,
    `mvn -B -ntp -fn -Dmaven.repo.local=${r} -DskipTests -Dmaven.main.skip=true -Dmaven.test.skip=true -Dmaven.resources.skip=true test >"$b" 2>&1 || { cat "$b" >&2; exit 1; }`,
    `grep '^\\[ERROR\\]' "$b" >&2 || true`,
    `versions=$(sed -n -E 's/^\\[INFO\\] --- (maven-)?(surefire|failsafe)(-plugin)?:([0-9][^:]*):.*/\\4/p' "$b" | sort -u)`,
    // A log in another format: every version the cache holds, as before.
    `[ -n "$versions" ] || versions=$(ls ${r}/org/apache/maven/plugins/maven-surefire-plugin ${r}/org/apache/maven/plugins/maven-failsafe-plugin 2>/dev/null | grep -E '^[0-9]' | sort -u)`,
    `d=${r}/../testcage-providers; rm -rf "$d"; mkdir -p "$d"; n=0; mods=""`,
    'add() { n=$((n+1)); mods="$mods<module>m$n</module>"; mkdir -p "$d/m$n"; ' +
      "printf '<project><modelVersion>4.0.0</modelVersion><groupId>testcage.providers</groupId><artifactId>m%s</artifactId><version>0</version><packaging>pom</packaging><dependencies><dependency><groupId>%s</groupId><artifactId>%s</artifactId><version>%s</version></dependency></dependencies></project>\\n' " +
      '"$n" "$1" "$2" "$3" > "$d/m$n/pom.xml"; }',
    // The providers Surefire can pick for the test frameworks the tests resolve (without
    // the list, those in the cache).
    'providers=""',
    `if [ -f "$u" ]; then on() { grep -q "$1" "$u"; }; else on() { [ -d ${r}/"$2" ]; }; fi`,
    `on 'org.junit.platform:junit-platform-engine:' org/junit/platform/junit-platform-engine && providers="$providers surefire-junit-platform"`,
    `on 'junit:junit:' junit/junit && providers="$providers surefire-junit4 surefire-junit47"`,
    `on 'org.testng:testng:' org/testng/testng && providers="$providers surefire-testng"`,
    "for v in $versions; do",
    // surefire-junit-platform exists from 2.22.0 on: Maven 3.8's default Surefire
    // (2.12.4, for a pom that names none) with JUnit 5 on the test path would
    // otherwise fail the whole resolve.
    "  for p in $providers; do",
    '    case "$p:$v" in surefire-junit-platform:1.*|surefire-junit-platform:2.[0-9]|surefire-junit-platform:2.[0-9].*|surefire-junit-platform:2.1[0-9]*|surefire-junit-platform:2.2[01]*) continue ;; esac',
    '    add org.apache.maven.surefire "$p" "$v"',
    "  done",
    "done",
    `for v in $(if [ -f "$u" ]; then sed -n -E 's/.*org[.]junit[.]platform:junit-platform-engine:jar:([^:]+):.*/\\1/p' "$u"; else ls ${r}/org/junit/platform/junit-platform-engine 2>/dev/null | grep -E '^[0-9]'; fi | sort -u); do add org.junit.platform junit-platform-launcher "$v"; done`,
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

export function install({ paths, facts }: { paths: SandboxPaths; facts: ProjectFacts }): InstallStep | null {
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
  "{ find . -type f -path '*/surefire-reports/TEST-*.xml' | sort | while IFS= read -r f; do " +
    "printf '<!-- testcage-report %s -->\\n' \"$f\"; sed -e '/<properties>/,/<\\/properties>/d' \"$f\"; echo; " +
    "done",
  // TestNG's own per-class reports, only where Surefire named tests by their class
  // (name="(pkg.Class)": Surefire 2.19-2.22 with TestNG class-level @Test); parse.ts
  // takes those classes' tests from them.
  "find . -type d -path '*/surefire-reports/junitreports' | sort | while IFS= read -r d; do " +
    'grep -qs \'<testcase name="(\' "${d%/junitreports}"/TEST-*.xml || continue; ' +
    'for f in "$d"/TEST-*.xml; do [ -f "$f" ] || continue; ' +
    'printf \'<!-- testcage-report %s -->\\n\' "$f"; cat "$f"; echo; done; ' +
    'done; } > "$0"',
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

export function plan({ paths, filter, testCommand, coverage }: PlanContext): Invocation {
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
