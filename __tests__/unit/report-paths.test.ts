import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/options/options.js";
import {
  bySuffix,
  compileGlob,
  lineIn,
  parseReport,
  readReports,
  reportPathProblem,
  splitReportPaths,
} from "../../src/ingest/report-paths.js";
import { readTrx, trxDuration } from "../../src/reports/trx.js";
import { ROOT } from "../helpers/golden.js";

const FIXTURES = join(ROOT, "__tests__/fixtures/report-paths");
const temps: string[] = [];
const temp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "report-paths-"));
  temps.push(d);
  return d;
};
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});
const JUNIT = `<testsuite name="s"><testcase classname="a.B" name="ok" time="0.5"/></testsuite>`;

describe("report-paths input", () => {
  it("splits on commas and newlines and refuses paths that leave the working directory", () => {
    expect(splitReportPaths("a/*.xml, b.trx\n\n c/**/*.xml")).toEqual(["a/*.xml", "b.trx", "c/**/*.xml"]);
    expect(splitReportPaths(["x.xml,y.xml", "z.xml"])).toEqual(["x.xml", "y.xml", "z.xml"]);
    expect(reportPathProblem("build/test-results/**/*.xml")).toBeNull();
    expect(reportPathProblem("/etc/passwd")).toMatch(/absolute/);
    expect(reportPathProblem("../other/*.xml")).toMatch(/climbs out/);
    expect(reportPathProblem("a/../../b.xml")).toMatch(/climbs out/);
    expect(reportPathProblem("C:/x.xml")).toMatch(/absolute/);
    expect(reportPathProblem("a\\b.xml")).toMatch(/backslash/);
  });

  it("is validated with the other options and excludes a test command", () => {
    expect(resolveOptions({ reportPaths: "r/*.xml" }, "/w", {}).reportPaths).toEqual(["r/*.xml"]);
    expect(resolveOptions({}, "/w", {}).reportPaths).toEqual([]);
    expect(() => resolveOptions({ reportPaths: "../x.xml" }, "/w", {})).toThrow(/climbs out/);
    expect(() => resolveOptions({ reportPaths: "x.xml", testCommand: "make test" }, "/w", {})).toThrow(/runs nothing/);
  });
});

describe("globs", () => {
  it("match ** across folders, * and ? within one, {a,b} and classes", () => {
    const g = compileGlob("build/test-results/**/*.xml");
    expect(g.base).toBe("build/test-results");
    expect(g.regex.test("build/test-results/test/TEST-a.xml")).toBe(true);
    expect(g.regex.test("build/test-results/TEST-a.xml")).toBe(true);
    expect(g.regex.test("build/test-results/test/a.txt")).toBe(false);
    expect(g.regex.test("build/other/a.xml")).toBe(false);
    expect(compileGlob("**/TEST-*.{xml,trx}").regex.test("x/y/TEST-1.trx")).toBe(true);
    expect(compileGlob("r?.xml").regex.test("r1.xml")).toBe(true);
    expect(compileGlob("r[0-9].xml").regex.test("ra.xml")).toBe(false);
    expect(compileGlob("./a.b.xml").regex.test("aXb.xml")).toBe(false);
    expect(compileGlob("out/report.xml").base).toBe("out");
  });
});

describe("reading report files", () => {
  it("never follows symlinks, to files or folders, out of the working directory", async () => {
    const outside = temp();
    writeFileSync(join(outside, "secret.xml"), JUNIT);
    const root = temp();
    mkdirSync(join(root, "reports"));
    writeFileSync(join(root, "reports", "real.xml"), JUNIT);
    symlinkSync(join(outside, "secret.xml"), join(root, "reports", "link.xml"));
    symlinkSync(outside, join(root, "reports", "linkdir"));
    symlinkSync(outside, join(root, "out"));
    const read = await readReports(root, ["reports/**/*.xml", "out/*.xml", "reports/link.xml"]);
    expect(read.files.map((f) => f.path)).toEqual(["reports/real.xml"]);
    expect(read.tests).toHaveLength(1);
    const messages = read.errors.map((e) => e.message).join("\n");
    expect(messages).toContain("reports/link.xml is a symlink");
    expect(messages).toContain("out is a symlink");
    expect(messages).not.toContain("secret");
  });

  it("says which pattern matched nothing and which file is not a report", async () => {
    const root = temp();
    writeFileSync(join(root, "pom.xml"), "<project/>");
    writeFileSync(join(root, "bad.xml"), "<testsuite><testcase name=");
    writeFileSync(join(root, "dtd.xml"), '<!DOCTYPE x [<!ENTITY a "b">]><testsuite/>');
    const read = await readReports(root, ["*.xml", "nothing/*.trx"]);
    expect(read.errors.map((e) => [e.kind, e.file ?? null])).toEqual([
      ["report-invalid", "bad.xml"],
      ["report-invalid", "dtd.xml"],
      ["report-invalid", "pom.xml"],
      ["report-missing", null],
    ]);
  });
});

describe("JUnit and TRX readers", () => {
  const rel = (p: string): string | null => (p.startsWith("/") ? null : p);

  it("tells the format by the root element", () => {
    expect(parseReport(JUNIT, rel, []).format).toBe("junit");
    expect(parseReport(`<testsuites>${JUNIT}</testsuites>`, rel, []).tests).toHaveLength(1);
    expect(parseReport('<TestRun xmlns="x"><Results/></TestRun>', rel, []).format).toBe("trx");
    expect(() => parseReport("<html/>", rel, [])).toThrow(/neither JUnit XML/);
  });

  it("keeps a suite's own cases before those of a suite nested in it, whatever the document order", () => {
    const xml =
      '<testsuite name="outer"><testcase classname="o" name="a"/>' +
      '<testsuite name="inner"><testcase classname="i" name="b"/><testcase classname="i" name="c"/></testsuite>' +
      '<testcase classname="o" name="d"/><testcase classname="o" name="e"/></testsuite>';
    expect(parseReport(xml, rel, []).tests.map((t) => t.name)).toEqual(["a", "d", "e", "b", "c"]);
    // Tests of one class share one suite path, which cannot be changed through any of them.
    const [a, d] = parseReport(xml, rel, []).tests;
    expect(a!.suite).toBe(d!.suite);
    expect(Object.isFrozen(a!.suite)).toBe(true);
  });

  it("maps a JVM class to its source file, nested classes to the suite path, the failing frame to the line", () => {
    const xml = `<testsuite><testcase classname="com.ex.FooTest$Inner" name="works()" time="0.01">
      <failure message="boom" type="AssertionError">org.opentest4j.AssertionFailedError: boom
	at org.junit.Assert.fail(Assert.java:9)
	at com.ex.FooTest$Inner.works(FooTest.java:42)</failure></testcase></testsuite>`;
    const [t] = parseReport(xml, rel, ["src/test/java/com/ex/FooTest.java"]).tests;
    expect(t).toMatchObject({
      id: "src/test/java/com/ex/FooTest.java::FooTest::Inner::works()",
      status: "failed",
      line: 42,
      message: "boom",
      duration_ms: 10,
    });
  });

  it("keeps the classname as suite when no file is known, and never trusts paths outside", () => {
    const xml = `<testsuite><testcase classname="suite one" name="t" file="/etc/passwd"><error message="x"/></testcase><testcase classname="c" name="s"><skipped/></testcase></testsuite>`;
    const tests = parseReport(xml, rel, []).tests;
    expect(tests.map((t) => [t.id, t.status, t.file])).toEqual([
      ["::suite one::t", "error", null],
      ["::c::s", "skipped", null],
    ]);
  });

  it("reads a JVM <failure> that is no assertion as an error, as Surefire would have written it", () => {
    // Gradle writes every failed test as <failure>, typed with the exception's class.
    const failure = (type: string): string =>
      `<testcase classname="com.ex.FooTest" name="t"><failure message="${type}: why" type="${type}">${type}: why
	at com.ex.FooTest.t(FooTest.java:9)</failure></testcase>`;
    const types = [
      "java.lang.AssertionError",
      "org.opentest4j.AssertionFailedError",
      "org.junit.ComparisonFailure",
      "org.mockito.exceptions.verification.WantedButNotInvoked",
      "org.scalatest.exceptions.TestFailedException",
      "java.lang.IllegalStateException",
      "com.ex.db.ConnectionException",
      "java.lang.StackOverflowError",
      "java.lang.NoClassDefFoundError",
    ];
    const xml = `<testsuite>${types.map(failure).join("")}</testsuite>`;
    const tests = parseReport(xml, rel, ["src/test/java/com/ex/FooTest.java"]).tests;
    expect(tests.map((t) => [t.status, t.message, t.line])).toEqual([
      ...Array.from({ length: 5 }, () => ["failed", "why", 9]),
      ...Array.from({ length: 4 }, () => ["error", "why", 9]),
    ]);
    // Without a JVM source to tell the report is one, the element is taken as written.
    expect(parseReport(xml, rel, []).tests.map((t) => t.status)).toEqual(types.map(() => "failed"));
  });

  it("gives a suite's own output to its test only when the suite holds that test alone", () => {
    const xml = `<testsuites>
      <testsuite name="a.One"><testcase classname="a.One" name="classMethod"><failure type="x"/></testcase>
        <system-out><![CDATA[setting up\n]]></system-out><system-err><![CDATA[]]></system-err></testsuite>
      <testsuite name="a.Two"><testcase classname="a.Two" name="x"/><testcase classname="a.Two" name="y"/>
        <system-out><![CDATA[whose?\n]]></system-out></testsuite>
      <testsuite name="a.Three"><testcase classname="a.Three" name="z"><system-out>mine</system-out></testcase>
        <system-out><![CDATA[the class's\n]]></system-out></testsuite>
    </testsuites>`;
    expect(parseReport(xml, rel, []).tests.map((t) => [t.name, t.stdout, t.stderr])).toEqual([
      ["classMethod", "setting up", null],
      ["x", null, null],
      ["y", null, null],
      ["z", "mine", null],
    ]);
  });

  it("finds lines in JVM, .NET and path:line texts", () => {
    expect(lineIn("at a.B.c(B.java:7)", "src/a/B.java")).toBe(7);
    expect(lineIn("at X() in /r/tests/T.cs:line 12", "/r/tests/T.cs")).toBe(12);
    expect(lineIn("tests/test_a.py:31: AssertionError", "tests/test_a.py")).toBe(31);
    expect(lineIn("nothing", "a.py")).toBeNull();
    // The first place that fits wins; a path inside a longer word or without digits does not.
    expect(lineIn("xtests/t.py:1 tests/t.py:x (tests/t.py:5", "tests/t.py")).toBe(5);
    expect(lineIn("at T(t.py:) at U(t.py:9) at V(t.py:3)", "a/t.py")).toBe(9);
    expect(lineIn("a.py:line  2 a.py:line 3", "a.py")).toBe(3);
    // A path of any length or characters is searched as text (a pattern built from it once failed).
    const long = `${"x".repeat(300_000)}(+*?[.py`;
    expect(lineIn(`"${long}:12`, long)).toBe(12);
    expect(bySuffix("/other/root/tests/T.cs", ["T.cs", "tests/T.cs", "x/tests/T.cs"])).toBe("tests/T.cs");
  });

  it("reads TRX outcomes, durations, output and the inner results of data-driven tests", () => {
    const trx = `<TestRun xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010"><Results>
      <UnitTestResult testId="1" testName="Row test" outcome="Failed" duration="00:00:01.5">
        <InnerResults>
          <UnitTestResult testId="1" testName="Row test (1)" outcome="Passed" duration="00:00:00.25"/>
          <UnitTestResult testId="1" testName="Row test (2)" outcome="Timeout"/>
        </InnerResults>
      </UnitTestResult>
      <UnitTestResult testId="2" testName="Other" outcome="Inconclusive"><Output><StdErr>warn</StdErr></Output></UnitTestResult>
    </Results><TestDefinitions>
      <UnitTest id="1"><TestMethod className="Ns.RowTests" name="Row"/></UnitTest>
      <UnitTest id="2"><TestMethod className="Ns.Other" name="Other"/></UnitTest>
    </TestDefinitions></TestRun>`;
    expect(readTrx(trx).map((r) => [r.testName, r.className, r.outcome, r.durationMs, r.stderr])).toEqual([
      ["Row test (1)", "Ns.RowTests", "Passed", 250, null],
      ["Row test (2)", "Ns.RowTests", "Timeout", null, null],
      ["Other", "Ns.Other", "Inconclusive", null, "warn"],
    ]);
    expect(parseReport(trx, rel, []).tests.map((t) => t.status)).toEqual(["passed", "error", "skipped"]);
    expect(trxDuration("01:02:03.5")).toBe(3723500);
    expect(trxDuration("soon")).toBeNull();
  });
});

describe("the recorded fixtures", () => {
  it("Maven Surefire: file, nested class, error vs failure, skip, output", async () => {
    const read = await readReports(join(FIXTURES, "maven"), ["target/surefire-reports/*.xml"]);
    expect(read.errors).toEqual([]);
    expect(read.files.map((f) => [f.path, f.tests])).toEqual([
      ["target/surefire-reports/TEST-com.example.CalcTest$Negative.xml", 5],
      ["target/surefire-reports/TEST-com.example.CalcTest.xml", 0],
    ]);
    const file = "src/test/java/com/example/CalcTest.java";
    expect(read.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      [`${file}::CalcTest::byZero`, "error", 23],
      [`${file}::CalcTest::dividesBadly`, "failed", 18],
      [`${file}::CalcTest::divides`, "passed", null],
      [`${file}::CalcTest::skipped`, "skipped", null],
      [`${file}::CalcTest::Negative::dividesNegatives`, "passed", null],
    ]);
    expect(read.tests[2]?.stdout).toBe("dividing 6 by 3");
  });

  it("Gradle: every failure is a <failure>, Enclosed classes run twice, class-level failures are classMethod", async () => {
    const read = await readReports(join(FIXTURES, "gradle"), ["build/test-results/test/*.xml"]);
    expect(read.errors).toEqual([]);
    expect(read.files.map((f) => [f.path, f.format, f.tests])).toEqual([
      ["build/test-results/test/TEST-com.example.BrokenSetupTest.xml", "junit", 1],
      ["build/test-results/test/TEST-com.example.CalcTest.xml", "junit", 5],
      ["build/test-results/test/TEST-com.example.DivisionTableTest.xml", "junit", 3],
      ["build/test-results/test/TEST-com.example.SignsTest$Mixed.xml", "junit", 2],
      ["build/test-results/test/TEST-com.example.SignsTest$Negative.xml", "junit", 2],
    ]);
    const src = "src/test/java/com/example";
    // Gradle's own order within a class (not the source's), as its XML lists them.
    expect(read.tests.map((t) => [t.id, t.status, t.line, t.message])).toEqual([
      [`${src}/BrokenSetupTest.java::BrokenSetupTest::classMethod`, "error", 12, "no database here"],
      [`${src}/CalcTest.java::CalcTest::byZero`, "error", 25, "division by zero"],
      [`${src}/CalcTest.java::CalcTest::dividesBadly`, "failed", 19, "7 / 2 expected:<4> but was:<3>"],
      [`${src}/CalcTest.java::CalcTest::onlyOnSundays`, "skipped", null, null],
      [`${src}/CalcTest.java::CalcTest::divides`, "passed", null, null],
      [`${src}/CalcTest.java::CalcTest::ignored`, "skipped", null, null],
      [`${src}/DivisionTableTest.java::DivisionTableTest::divides[6 / 3 = 2]`, "passed", null, null],
      [
        `${src}/DivisionTableTest.java::DivisionTableTest::divides[9 / 3 = 4]`,
        "failed",
        30,
        "9 / 3 expected:<4> but was:<3>",
      ],
      [`${src}/DivisionTableTest.java::DivisionTableTest::divides[-6 / 3 = -2]`, "passed", null, null],
      [`${src}/SignsTest.java::SignsTest::Mixed::roundsTowardZero`, "failed", 21, "-7 / 2 expected:<-4> but was:<-3>"],
      [
        `${src}/SignsTest.java::SignsTest::Mixed::roundsTowardZero [2]`,
        "failed",
        21,
        "-7 / 2 expected:<-4> but was:<-3>",
      ],
      [`${src}/SignsTest.java::SignsTest::Negative::dividesNegatives`, "passed", null, null],
      [`${src}/SignsTest.java::SignsTest::Negative::dividesNegatives [2]`, "passed", null, null],
    ]);
    const byName = new Map(read.tests.map((t) => [t.id.slice(src.length + 1), t]));
    expect(byName.get("CalcTest.java::CalcTest::divides")?.stdout).toBe("dividing 6 by 3");
    expect(byName.get("CalcTest.java::CalcTest::dividesBadly")?.stdout).toBe("dividing 7 by 2");
    expect(byName.get("CalcTest.java::CalcTest::byZero")).toMatchObject({ stdout: null, stderr: "dividing 1 by 0" });
    // Printed by the failing @BeforeClass: Gradle keeps it at the suite, beside classMethod.
    expect(byName.get("BrokenSetupTest.java::BrokenSetupTest::classMethod")?.stdout).toBe("connecting");
    expect(read.tests.filter((t) => t.parameters).map((t) => [t.parameters, t.stdout])).toEqual([
      ["6 / 3 = 2", "row 6 3"],
      ["9 / 3 = 4", "row 9 3"],
      ["-6 / 3 = -2", "row -6 3"],
    ]);
    // The stack is Gradle's, whole: the failing frame and the exception's first line.
    const byZero = byName.get("CalcTest.java::CalcTest::byZero");
    expect(byZero?.stack).toMatch(
      /^java\.lang\.ArithmeticException: division by zero\n\tat com\.example\.Calc\.div\(Calc\.java:8\)\n\tat com\.example\.CalcTest\.byZero\(CalcTest\.java:25\)/,
    );
    expect(byZero?.duration_ms).toBeTypeOf("number");
  });

  it("pytest: xunit1 lines are 0-based, failures at the assertion", async () => {
    const read = await readReports(join(FIXTURES, "pytest"), ["reports/junit.xml"]);
    expect(read.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["tests/test_shapes.py::TestArea::test_square", "passed", 9],
      ["tests/test_shapes.py::TestArea::test_wrong", "failed", 13],
      ["tests/test_shapes.py::TestArea::test_table[1-1-1]", "passed", 15],
      ["tests/test_shapes.py::TestArea::test_table[2-5-11]", "failed", 17],
      ["tests/test_shapes.py::test_skipped", "skipped", 20],
      ["tests/test_shapes.py::test_broken_fixture", "error", 25],
    ]);
  });

  it("TRX: stack paths of another checkout map by suffix, parameters kept", async () => {
    const read = await readReports(join(FIXTURES, "dotnet"), ["TestResults/*.trx"]);
    const file = "tests/Calc.Tests/CalcTests.cs";
    expect(read.tests.map((t) => [t.id, t.status, t.line, t.parameters ?? null])).toEqual([
      [`${file}::Calc.Tests.CalcTests::Adds`, "passed", null, null],
      [`${file}::Calc.Tests.CalcTests::DividesBadly`, "failed", 18, null],
      [`${file}::Calc.Tests.CalcTests::Throws`, "failed", 25, null],
      [`${file}::Calc.Tests.CalcTests::Skipped`, "skipped", null, null],
      [`${file}::Calc.Tests.CalcTests::Divides(a: 6, b: 3, q: 2)`, "passed", null, "a: 6, b: 3, q: 2"],
      [`${file}::Calc.Tests.CalcTests::Divides(a: 9, b: 3, q: 4)`, "failed", 37, "a: 9, b: 3, q: 4"],
    ]);
    expect(read.tests[1]?.stdout).toBe("dividing 7 by 2");
  });
});
