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

import { homedir } from "node:os";
import { join } from "node:path";
import type { FrameworkAdapter } from "../../core/adapter-types.js";
import { MAVEN_REPO_DIR, detect, install, plan } from "./plan.js";
import { parse } from "./parse.js";
import { mavenHostToolchain } from "./toolchain.js";

export { JACOCO_VERSION, MAVEN_SEED, mavenInstallScript, surefireTestFilter } from "./plan.js";
export { splitReports } from "./locate.js";
export { mavenOutputErrors } from "./parse.js";

export const maven: FrameworkAdapter = {
  id: "maven",
  name: "Maven Surefire",
  language: "java",
  detect,
  plan,
  parse,
  install,
  hostToolchain: mavenHostToolchain,

  async hostCaches(env) {
    // setup-java's `cache: maven` restores ~/.m2/repository; a settings.xml localRepository elsewhere is not read.
    return [
      { name: "Maven repository", path: join(env["HOME"] || homedir(), ".m2", "repository"), target: MAVEN_REPO_DIR },
    ];
  },
};
