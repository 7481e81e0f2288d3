import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeCoverage } from "../../../src/coverage/normalize.js";
import {
  JACOCO_VERSION,
  MAVEN_SEED,
  maven,
  mavenInstallScript,
  mavenOutputErrors,
  splitReports,
  surefireTestFilter,
} from "../../../src/frameworks/maven/index.js";
import type { ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { loadParseInput } from "../../helpers/golden.js";
import { distinctIds } from "../../../src/core/ids.js";

const facts = (files: string[]): ProjectFacts => ({ files, topLevel: [], texts: {}, packageJson: null });
const PATHS = { project: "/sandbox/project", reports: "/sandbox/reports", harness: "/sandbox/harness", cache: "/c" };

const SOURCES: Record<string, string> = {
  "app/src/test/java/shop/CartTest.java": [
    "package shop;", // 1
    "", // 2
    "class CartTest {", // 3
    "    private void check(int a) {", // 4
    "        assertEquals(1, a);", // 5
    "    }", // 6
    "    @Test", // 7
    "    void total() {", // 8
    "        check(2);", // 9
    "    }", // 10
    "    @Nested", // 11
    "    class Empty {", // 12
    "        @Test", // 13
    "        void total() {}", // 14
    "    }", // 15
    "}", // 16
  ].join("\n"),
};

const report = (path: string, ...cases: string[]): string =>
  `<!-- testcage-report ${path} -->\n<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="x" tests="${cases.length}">\n${cases.join("\n")}\n</testsuite>\n`;

function input(text: string | null, extra: Partial<ParseInput> = {}): ParseInput {
  return {
    reports:
      text === null ? { surefire: { ok: false, problem: "missing", detail: "" } } : { surefire: { ok: true, text } },
    exitCode: 0,
    stdout: "",
    stderr: "",
    timedOut: false,
    projectPath: "/sandbox/project",
    readSource: (rel) => SOURCES[rel],
    ...extra,
  };
}

describe("maven detect, install and plan", () => {
  it("detects pom.xml", () => {
    expect(maven.detect(facts(["pom.xml"]))).toEqual({ score: 100, reason: "pom.xml present" });
    expect(maven.detect(facts(["server/pom.xml"]))?.score).toBe(20);
    expect(maven.detect(facts(["build.gradle"]))).toBeNull();
  });

  it("resolves dependencies, plugins and Surefire's providers into the cache", () => {
    const step = maven.install!({ paths: PATHS, facts: facts(["pom.xml"]) });
    expect(step?.command).toBe(mavenInstallScript("/c/m2"));
    expect(step?.command).toContain("-Dmaven.repo.local='/c/m2'");
    expect(step?.command).toContain("maven-dependency-plugin:3.6.1:go-offline");
    expect(step?.command).toContain('providers="$providers surefire-junit-platform"');
    expect(step?.command).toContain('providers="$providers surefire-junit4 surefire-junit47"');
    expect(step?.command).toMatch(/\[ -f "\$stamp" \]/);
    expect(step?.command).toContain("junit-platform-launcher");
    // Loading the plugins goes on through every module of a reactor, whatever a plugin says about uncompiled siblings.
    expect(step?.command).toMatch(/^mvn -B -ntp -fn .* -Dmaven\.main\.skip=true .* test >"\$b" 2>&1 /m);
    expect(maven.install!({ paths: PATHS, facts: facts(["build.gradle"]) })).toBeNull();
    expect(mavenInstallScript("/it's")).toContain("'/it'\\''s'");
  });

  it("asks for no JUnit Platform provider of a Surefire older than 2.22.0 (none was ever published)", () => {
    // Maven 3.8 picks Surefire 2.12.4 for a pom that names none; a JUnit 5 that
    // another project left in the cache must not add surefire-junit-platform:2.12.4.
    // The stand-in mvn writes no build log, so the script falls back to every
    // Surefire version the cache holds.
    const dir = mkdtempSync(join(tmpdir(), "tc-maven-providers-"));
    const repo = join(dir, "m2");
    for (const v of ["2.12.4", "2.21.0", "2.22.0", "3.2.5"])
      mkdirSync(join(repo, "org/apache/maven/plugins/maven-surefire-plugin", v), { recursive: true });
    mkdirSync(join(repo, "org/junit/platform/junit-platform-engine/1.10.1"), { recursive: true });
    mkdirSync(join(repo, "junit/junit/4.12"), { recursive: true });
    mkdirSync(join(repo, "org/jacoco/org.jacoco.agent/0.8.13"), { recursive: true });
    writeFileSync(join(repo, "org/jacoco/org.jacoco.agent/0.8.13/org.jacoco.agent-0.8.13-runtime.jar"), "");
    const bin = join(dir, "bin");
    mkdirSync(bin);
    writeFileSync(join(bin, "mvn"), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
    const project = join(dir, "project");
    mkdirSync(project);
    writeFileSync(join(project, "pom.xml"), "<project/>");
    const run = spawnSync("sh", ["-c", mavenInstallScript(repo)], {
      cwd: project,
      env: { PATH: `${bin}:/usr/bin:/bin` },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    const asked = readFileSync(join(dir, "testcage-providers/pom.xml"), "utf8")
      .match(/<module>m\d+<\/module>/g)!
      .map((m) => readFileSync(join(dir, "testcage-providers", m.slice(8, -9), "pom.xml"), "utf8"))
      .map((pom) =>
        pom
          .match(/<artifactId>([^<]+)<\/artifactId><version>([^<]+)<\/version><\/dependency>/)!
          .slice(1)
          .join(":"),
      );
    expect(asked.filter((a) => a.startsWith("surefire-junit-platform:")).sort()).toEqual([
      "surefire-junit-platform:2.22.0",
      "surefire-junit-platform:3.2.5",
    ]);
    expect(asked).toContain("surefire-junit4:2.12.4");
    expect(asked).toContain("surefire-junit47:2.21.0");
    expect(asked).toContain("junit-platform-launcher:1.10.1");
  });

  it("resolves providers for the Surefire versions the build runs and the frameworks its tests resolve, not every one in the cache", () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-mvn-versions-"));
    try {
      const lines = mavenInstallScript(join(dir, "m2")).split("\n");
      const pick = (start: string): string => lines.find((l) => l.startsWith(start))!;
      // Maven 3.9's and 3.8's log lines for a plugin's goal.
      writeFileSync(
        join(dir, "testcage-build.log"),
        [
          "[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ a ---",
          "[INFO] --- surefire:3.2.5:test (default-test) @ a ---",
          "[INFO] --- maven-surefire-plugin:3.2.5:test (default-test) @ b ---",
          "[INFO] --- maven-failsafe-plugin:3.1.2:integration-test (default) @ b ---",
        ].join("\n"),
      );
      writeFileSync(
        join(dir, "testcage-junit-platform.txt"),
        "The following files have been resolved:\n   org.junit.platform:junit-platform-engine:jar:1.10.2:test -- module org.junit.platform.engine\n",
      );
      // The cache also holds an old Surefire and JUnit 4 from other projects.
      mkdirSync(join(dir, "m2", "org", "apache", "maven", "plugins", "maven-surefire-plugin", "2.12.4"), {
        recursive: true,
      });
      mkdirSync(join(dir, "m2", "junit", "junit", "4.13.2"), { recursive: true });
      const script = [
        // Without its rm -f: the list is the fixture's.
        pick("u=").replace(/; rm -f "\$u"$/, ""),
        pick("b="),
        pick("versions="),
        pick('[ -n "$versions" ]'),
        'providers=""',
        ...lines.filter((l) => l.startsWith('if [ -f "$u" ]') || l.startsWith("on ")),
        'echo "versions=$(echo $versions) providers=$providers"',
        pick("for v in $(if").replace(/add org\.junit\.platform junit-platform-launcher "\$v"/, 'echo "launcher=$v"'),
      ].join("\n");
      const out = spawnSync("sh", ["-c", script], { encoding: "utf8" });
      expect(out.stderr).toBe("");
      expect(out.stdout).toBe("versions=3.1.2 3.2.5 providers= surefire-junit-platform\nlauncher=1.10.2\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fills the java image's seed with the same script (runner-images/java/seed/resolve.sh)", () => {
    const file = readFileSync(new URL("../../../runner-images/java/seed/resolve.sh", import.meta.url), "utf8");
    expect(
      file
        .split("\n")
        .filter((l) => !l.startsWith("#"))
        .join("\n"),
    ).toBe(`${mavenInstallScript(MAVEN_SEED)}\n`);
  });

  it("runs mvn offline against the cache and gathers every module's reports", () => {
    const inv = maven.plan({ paths: PATHS, facts: facts(["pom.xml"]), filter: [], testCommand: null });
    expect(inv.argv.slice(0, 2)).toEqual(["sh", "-c"]);
    expect(inv.argv[3]).toBe("/sandbox/reports/surefire-reports.xml");
    expect(inv.argv.slice(4)).toEqual([
      "mvn",
      "-B",
      "-ntp",
      "-o",
      "-Dmaven.repo.local=/c/m2",
      "-Dmaven.test.failure.ignore=true",
      "-DtrimStackTrace=false",
      "-Dstyle.color=never",
      "-fae",
      "test",
    ]);
    expect(inv.argv[2]).toContain("*/surefire-reports/TEST-*.xml");
  });

  it("gathers TestNG's own junitreports only beside a Surefire report that named tests after their class", () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-mvn-gather-"));
    try {
      const put = (rel: string, text: string): void => {
        mkdirSync(join(dir, rel, ".."), { recursive: true });
        writeFileSync(join(dir, rel), text);
      };
      const inv = maven.plan({ paths: PATHS, facts: facts(["pom.xml"]), filter: [], testCommand: null });
      // The script removes earlier reports before the build: the "build" here writes them.
      const build = join(dir, "build.sh");
      writeFileSync(
        build,
        [
          "mkdir -p a/target/surefire-reports/junitreports b/target/surefire-reports/junitreports",
          `echo '<testcase name="(r.ATest)" classname="r.ATest"/>' > a/target/surefire-reports/TEST-r.ATest.xml`,
          `echo '<testcase classname="r.ATest" name="one"/>' > a/target/surefire-reports/junitreports/TEST-r.ATest.xml`,
          `echo '<testcase name="one" classname="s.BTest"/>' > b/target/surefire-reports/TEST-s.BTest.xml`,
          `echo '<testcase classname="s.BTest" name="one"/>' > b/target/surefire-reports/junitreports/TEST-s.BTest.xml`,
        ].join("\n"),
      );
      put("a/target/surefire-reports/TEST-old.xml", "stale");
      const out = join(dir, "gathered.xml");
      const run = spawnSync("sh", ["-c", inv.argv[2]!, out, "sh", build], { cwd: dir, encoding: "utf8" });
      expect(run.status, run.stderr).toBe(0);
      expect(readFileSync(out, "utf8").match(/^<!-- testcage-report .* -->$/gm)).toEqual([
        "<!-- testcage-report ./a/target/surefire-reports/TEST-r.ATest.xml -->",
        "<!-- testcage-report ./b/target/surefire-reports/TEST-s.BTest.xml -->",
        "<!-- testcage-report ./a/target/surefire-reports/junitreports/TEST-r.ATest.xml -->",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("turns ids into Surefire's -Dtest", () => {
    expect(
      surefireTestFilter([
        "src/test/java/calc/CalcTest.java::CalcTest::adds",
        "src/test/java/calc/CalcTest.java::CalcTest::addsMany(int, int)[2]",
        "app/src/test/java/shop/CartTest.java::CartTest::Empty::total",
        "src/test/java/RootTest.java::RootTest::x",
        "not-java::X::y",
        "src/test/java/a/B.java::B::bad name",
      ]),
    ).toBe("calc.CalcTest#adds+addsMany,shop.CartTest#total,RootTest#x");
    expect(surefireTestFilter([])).toBeNull();
    const inv = maven.plan({
      paths: PATHS,
      facts: facts(["pom.xml"]),
      filter: ["src/test/java/calc/CalcTest.java::CalcTest::adds"],
      testCommand: null,
    });
    expect(inv.argv).toContain("-Dtest=calc.CalcTest#adds");
    expect(inv.argv).toContain("-Dsurefire.failIfNoSpecifiedTests=false");
  });
});

describe("surefire reports", () => {
  it("splits the gathered file by module", () => {
    const files = splitReports(
      report("./target/surefire-reports/TEST-a.A.xml") + report("./app/target/surefire-reports/TEST-b.B.xml"),
    );
    expect(files.map((f) => f.module)).toEqual([".", "app"]);
    expect(splitReports("")).toEqual([]);
  });

  it("maps classes to files, nested classes to suites, and failures to the test method's frame", () => {
    const text = report(
      "./app/target/surefire-reports/TEST-shop.CartTest.xml",
      `<testcase name="total" classname="shop.CartTest" time="0.01"><failure message="expected: &lt;1&gt; but was: &lt;2&gt;" type="org.opentest4j.AssertionFailedError">org.opentest4j.AssertionFailedError: expected: &lt;1&gt; but was: &lt;2&gt;
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:150)
	at shop.CartTest.check(CartTest.java:5)
	at shop.CartTest.total(CartTest.java:9)
</failure><system-out>printed</system-out></testcase>`,
      `<testcase name="total" classname="shop.CartTest$Empty" time="0.002"><error type="java.lang.IllegalStateException">java.lang.IllegalStateException: broken
	at shop.Cart.total(Cart.java:3)
	at shop.CartTest$Empty.total(CartTest.java:14)
</error></testcase>`,
      `<testcase name="skipped" classname="shop.CartTest"><skipped type="org.opentest4j.TestAbortedException">org.opentest4j.TestAbortedException: Assumption failed: no db
	at shop.CartTest.skipped(CartTest.java:20)</skipped></testcase>`,
    );
    const parsed = maven.parse(input(text));
    expect(parsed.errors).toEqual([]);
    expect(parsed.tests.map((t) => [t.id, t.status, t.file, t.line, t.message, t.stdout, t.order])).toEqual([
      [
        "app/src/test/java/shop/CartTest.java::CartTest::total",
        "failed",
        "app/src/test/java/shop/CartTest.java",
        9,
        "expected: <1> but was: <2>",
        "printed",
        0,
      ],
      [
        "app/src/test/java/shop/CartTest.java::CartTest::Empty::total",
        "error",
        "app/src/test/java/shop/CartTest.java",
        14,
        "broken",
        null,
        1,
      ],
      [
        "app/src/test/java/shop/CartTest.java::CartTest::skipped",
        "skipped",
        "app/src/test/java/shop/CartTest.java",
        null,
        "Assumption failed: no db",
        null,
        2,
      ],
    ]);
  });

  it("reads the other reports when one is unsafe or broken", () => {
    const bad =
      "<!-- testcage-report ./target/surefire-reports/TEST-x.xml -->\n<!DOCTYPE x [<!ENTITY a 'b'>]><testsuite/>\n";
    const good = report("./target/surefire-reports/TEST-y.xml", '<testcase name="ok" classname="y.Y"/>');
    const parsed = maven.parse(input(bad + good));
    expect(parsed.tests.map((t) => t.id)).toEqual(["src/test/java/y/Y.java::Y::ok"]);
    expect(parsed.errors.map((e) => e.kind)).toEqual(["report-invalid"]);
  });
});

describe("TestNG with a class-level @Test under Surefire 2.22 (recorded: __tests__/fixtures/maven-testng)", () => {
  const FIXTURE = join(import.meta.dirname, "../../fixtures/maven-testng");
  const source = readFileSync(join(FIXTURE, "class-level/src/test/java/r/ATest.java"), "utf8");
  // As the engine reads a parse: repeated ids told apart (run/judge.ts).
  const engineParse = (parseInput: ParseInput): ReturnType<typeof maven.parse> => {
    const parsed = maven.parse(parseInput);
    return { ...parsed, tests: distinctIds(parsed.tests) };
  };
  const parseRecorded = (file: string): ReturnType<typeof maven.parse> =>
    engineParse(
      input(readFileSync(join(FIXTURE, "recorded", file), "utf8"), {
        readSource: (rel) => (rel === "src/test/java/r/ATest.java" ? source : undefined),
      }),
    );

  it("names each test from TestNG's own report, where Surefire named them all '(r.ATest)'", () => {
    const { tests, errors } = parseRecorded("with-testng-reports.xml");
    expect(errors).toEqual([]);
    expect(tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["src/test/java/r/ATest.java::ATest::one", "passed", 9],
      ["src/test/java/r/ATest.java::ATest::two", "passed", 11],
      ["src/test/java/r/ATest.java::ATest::three", "failed", 16],
    ]);
    expect(tests[2]!.message).toBe("expected [4] but found [3]");
    expect(tests[2]!.stack).toContain("at r.ATest.three(ATest.java:16)");
  });

  it("without TestNG's report, names a failure by its frame in the class and keeps every id distinct", () => {
    const { tests, errors } = parseRecorded("surefire-only.xml");
    expect(errors).toEqual([]);
    expect(tests.map((t) => [t.id, t.status])).toEqual([
      ["src/test/java/r/ATest.java::ATest::three", "failed"],
      ["src/test/java/r/ATest.java::ATest::(r.ATest)", "passed"],
      ["src/test/java/r/ATest.java::ATest::(r.ATest) [2]", "passed"],
    ]);
    expect(tests[0]!.line).toBe(16);
  });

  it("keeps Surefire's own tests when TestNG's report counts differently", () => {
    const text = readFileSync(join(FIXTURE, "recorded/with-testng-reports.xml"), "utf8");
    const cut = text.replace(/<testcase classname="r\.ATest" name="one"[^>]*\/>\n/, "");
    expect(cut).not.toBe(text);
    const { tests } = engineParse(input(cut, { readSource: () => source }));
    expect(tests.map((t) => t.name)).toEqual(["three", "(r.ATest)", "(r.ATest) [2]"]);
  });
});

describe("maven output", () => {
  it("turns javac errors into collection errors at file:line, once each", () => {
    const log = [
      "[ERROR] COMPILATION ERROR : ",
      "[ERROR] /sandbox/project/core/src/test/java/a/ATest.java:[10,31] incompatible types: String cannot be converted to int",
      "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:testCompile (default-testCompile) on project core: Compilation failure",
      "[ERROR] /sandbox/project/core/src/test/java/a/ATest.java:[10,31] incompatible types: String cannot be converted to int",
    ].join("\n");
    expect(mavenOutputErrors(log, "/sandbox/project")).toEqual([
      {
        kind: "collection",
        message:
          "compilation failed, so the tests did not run: core/src/test/java/a/ATest.java:10: incompatible types: String cannot be converted to int",
        file: "core/src/test/java/a/ATest.java",
        line: 10,
        details: null,
      },
    ]);
  });

  it("explains what offline resolution missed, and ignores Surefire's test-failure line", () => {
    const log = [
      "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project core: Cannot access central (https://repo.maven.apache.org/maven2) in offline mode and the artifact x:y:jar:1 has not been downloaded from it before. -> [Help 1]",
      "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project app: There are test failures.",
    ].join("\n");
    const errors = mavenOutputErrors(log, "/sandbox/project");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("module core");
    expect(errors[0]!.message).toContain("the test phase is offline");
  });

  it("quotes what a failed goal's lines after it say when its own line ends in a colon", () => {
    // Maven 3.9 with its default maven-compiler-plugin 3.1 and no source level set, on JDK 17.
    const log = [
      "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:testCompile (default-testCompile) on project unused-plugin: Compilation failure: Compilation failure: ",
      "[ERROR] Source option 5 is no longer supported. Use 7 or later.",
      "[ERROR] Target option 5 is no longer supported. Use 7 or later.",
      "[ERROR] -> [Help 1]",
      "[ERROR] ",
      "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.",
    ].join("\n");
    expect(mavenOutputErrors(log, "/sandbox/project").map((e) => e.message)).toEqual([
      "Maven failed in module unused-plugin (maven-compiler-plugin:3.1:testCompile): Compilation failure: Source option 5 is no longer supported. Use 7 or later.; Target option 5 is no longer supported. Use 7 or later.",
    ]);
  });

  it("says no-tests, framework-missing, or what stopped mvn", () => {
    expect(maven.parse(input("")).errors.map((e) => e.kind)).toEqual(["no-tests"]);
    expect(maven.parse(input(null, { exitCode: 127, stderr: "sh: 1: mvn: not found" })).errors[0]!.kind).toBe(
      "framework-missing",
    );
    const stopped = maven.parse(input("", { exitCode: 1, stdout: "[ERROR] Some problem in the POM\n" }));
    expect(stopped.errors.map((e) => [e.kind, e.message])).toEqual([
      ["collection", "mvn exited with 1 before any test ran: Some problem in the POM"],
    ]);
  });

  it("parses the recorded multi-module (JUnit 5 and JUnit 4 modules) and JUnit 5 mixed runs", () => {
    const multi = maven.parse(loadParseInput("maven", "multi"));
    expect(multi.tests.map((t) => [t.file, t.name, t.status, t.line])).toEqual([
      ["app/src/test/java/shop/app/CartTest.java", "empty", "passed", 11],
      ["app/src/test/java/shop/app/CartTest.java", "twoItems", "failed", 21],
      ["app/src/test/java/shop/app/CartTest.java", "currency", "skipped", 26],
      ["app/src/test/java/shop/app/CartTest.java", "negative", "passed", 31],
      ["core/src/test/java/shop/core/PriceTest.java", "addsTax", "passed", 9],
      ["core/src/test/java/shop/core/PriceTest.java", "zero", "passed", 14],
    ]);
    expect(multi.tests[1]).toMatchObject({
      stdout: "total 180",
      message: "total with tax expected:<150> but was:<180>",
    });
    expect(multi.tests[2]!.message).toBe("prices in other currencies come later");
    const mixed = maven.parse(loadParseInput("maven", "mixed"));
    const param = mixed.tests.find((t) => t.name === "addsMany(int, int, int)[2]");
    expect(param).toMatchObject({ status: "failed", parameters: "2", line: 46 });
    expect(mixed.tests.find((t) => t.name === "rounding")?.suite).toEqual(["CalcTest", "Dividing"]);
    expect(mixed.tests.find((t) => t.name === "viaHelper")?.line).toBe(16);
  });

  describe("JaCoCo coverage", () => {
    const plugin = `org.jacoco:jacoco-maven-plugin:${JACOCO_VERSION}`;

    it("runs the agent and the report by coordinates around the tests, and declares the merged report", () => {
      const inv = maven.plan({
        paths: PATHS,
        facts: facts(["pom.xml"]),
        filter: [],
        testCommand: null,
        coverage: true,
      });
      expect(inv.argv.slice(0, 2)).toEqual(["sh", "-c"]);
      expect(inv.argv.slice(3, 5)).toEqual(["/sandbox/reports/surefire-reports.xml", "/sandbox/reports"]);
      expect(inv.argv).toContain("-Dmaven.test.failure.ignore=true");
      expect(inv.argv.slice(-3)).toEqual([`${plugin}:prepare-agent`, "test", `${plugin}:report`]);
      expect(inv.reports).toEqual([
        { name: "surefire", file: "surefire-reports.xml" },
        { name: "jacoco", file: "jacoco.xml" },
        { name: "jacoco.csv", file: "jacoco.csv" },
      ]);
      expect(inv.coverage).toEqual({ report: "jacoco", format: "jacoco" });
      const plain = maven.plan({ paths: PATHS, facts: facts(["pom.xml"]), filter: [], testCommand: null });
      expect(plain.argv.join(" ")).not.toContain("jacoco");
      expect(plain.coverage).toBeNull();
    });

    it("says a custom test command is not measured", () => {
      const inv = maven.plan({
        paths: PATHS,
        facts: facts(["pom.xml"]),
        filter: [],
        testCommand: "mvn verify",
        coverage: true,
      });
      expect(inv.coverage).toEqual({
        problem: expect.stringMatching(/only with testcage.s own mvn command, not with a test command/),
      });
    });

    it("resolves the plugin and its agent in the install phase unless the cache already has the agent", () => {
      const script = mavenInstallScript("/c/m2");
      expect(script).toContain(
        `if [ ! -f '/c/m2'/org/jacoco/org.jacoco.agent/${JACOCO_VERSION}/org.jacoco.agent-${JACOCO_VERSION}-runtime.jar ]; then`,
      );
      expect(script).toContain(`${plugin}:prepare-agent ${plugin}:report`);
    });

    it("merges every module's jacoco.xml into one report and their jacoco.csv files under one header", () => {
      const dir = mkdtempSync(join(tmpdir(), "tc-jacoco-"));
      const reports = join(dir, "reports");
      mkdirSync(reports);
      const xml = (name: string, pkg: string, cls: string, missed: number) =>
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><!DOCTYPE report PUBLIC "-//JACOCO//DTD Report 1.1//EN" "report.dtd"><report name="${name}"><sessioninfo id="x" start="1" dump="2"/><package name="${pkg}"><sourcefile name="${cls}.java"><line nr="3" mi="0" ci="3" mb="0" cb="0"/><line nr="4" mi="${missed}" ci="0" mb="0" cb="0"/><counter type="LINE" missed="1" covered="1"/><counter type="METHOD" missed="0" covered="1"/></sourcefile></package><counter type="LINE" missed="1" covered="1"/></report>`;
      const csv = (name: string, pkg: string, cls: string) =>
        `GROUP,PACKAGE,CLASS,INSTRUCTION_MISSED,INSTRUCTION_COVERED,BRANCH_MISSED,BRANCH_COVERED,LINE_MISSED,LINE_COVERED,COMPLEXITY_MISSED,COMPLEXITY_COVERED,METHOD_MISSED,METHOD_COVERED\n${name},${pkg},${cls},2,3,0,0,1,1,0,1,0,1\n`;
      // The project copy holds an earlier build's reports; the stand-in for mvn writes the new ones.
      const project = join(dir, "project");
      const fresh = join(dir, "fresh");
      for (const [mod, pkg, cls] of [
        ["core", "shop/core", "Price"],
        ["app", "shop/app", "Cart"],
      ] as const) {
        for (const [root, name] of [
          [project, "stale"],
          [fresh, mod],
        ] as const) {
          mkdirSync(join(root, mod, "target/site/jacoco"), { recursive: true });
          writeFileSync(join(root, mod, "target/site/jacoco/jacoco.xml"), xml(name, pkg, cls, 2));
          writeFileSync(join(root, mod, "target/site/jacoco/jacoco.csv"), csv(name, pkg, cls));
        }
      }
      mkdirSync(join(project, "old/target/site/jacoco"), { recursive: true });
      writeFileSync(join(project, "old/target/site/jacoco/jacoco.xml"), xml("stale", "gone", "Gone", 1));
      const inv = maven.plan({
        paths: { ...PATHS, reports },
        facts: facts(["pom.xml"]),
        filter: [],
        testCommand: null,
        coverage: true,
      });
      const run = spawnSync(
        "sh",
        ["-c", inv.argv[2]!, join(reports, "surefire-reports.xml"), reports, "sh", "-c", `cp -R '${fresh}'/. .`],
        { cwd: project },
      );
      expect(run.status).toBe(0);
      const merged = readFileSync(join(reports, "jacoco.xml"), "utf8");
      expect(merged).toMatch(
        /^<report name="testcage"><group name="app">.*<\/group><group name="core">.*<\/group><\/report>\n$/,
      );
      expect(merged).not.toContain("DOCTYPE");
      const c = normalizeCoverage("jacoco", merged, {
        projectPath: "/p",
        projectFiles: ["app/src/main/java/shop/app/Cart.java", "core/src/main/java/shop/core/Price.java"],
        toRepo: (rel) => rel,
      });
      expect(c.problem).toBeNull();
      expect(c.files.map((f) => f.file)).toEqual([
        "app/src/main/java/shop/app/Cart.java",
        "core/src/main/java/shop/core/Price.java",
      ]);
      expect(c.lines).toMatchObject({ covered: 2, total: 4 });
      const rows = readFileSync(join(reports, "jacoco.csv"), "utf8").trim().split("\n");
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatch(/^GROUP,/);
      expect(rows.slice(1).map((r) => r.split(",")[0])).toEqual(["app", "core"]);
    });
  });
});
