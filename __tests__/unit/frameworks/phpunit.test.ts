import { describe, expect, it } from "vitest";
import {
  COMPOSER_AUTOLOAD,
  definitionLine,
  failingLine,
  failureMessage,
  filterPattern,
  phpunit,
  reasonsFromLog,
} from "../../../src/frameworks/phpunit/index.js";
import { readTeamcity } from "../../../src/reports/teamcity.js";
import type { ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { loadParseInput } from "../../helpers/golden.js";

const facts = (files: string[]): ProjectFacts => ({ files, topLevel: [], texts: {}, packageJson: null });
const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };

function input(junit: string | null, extra: Partial<ParseInput> = {}): ParseInput {
  return {
    reports: {
      junit: junit === null ? { ok: false, problem: "missing", detail: "missing" } : { ok: true, text: junit },
    },
    exitCode: 1,
    stdout: "",
    stderr: "",
    timedOut: false,
    projectPath: "/p",
    readSource: () => undefined,
    ...extra,
  };
}

const xml = (cases: string): string =>
  `<?xml version="1.0"?><testsuites><testsuite name="" tests="1"><testsuite name="A\\BTest" file="/p/tests/BTest.php">${cases}</testsuite></testsuite></testsuites>`;

describe("phpunit detect", () => {
  it("prefers phpunit.xml, then composer.json with *Test.php, then test files alone", () => {
    expect(phpunit.detect(facts(["phpunit.xml.dist"]))?.score).toBe(100);
    expect(phpunit.detect(facts(["composer.json", "tests/FooTest.php"]))?.score).toBe(50);
    expect(phpunit.detect(facts(["tests/FooTest.php"]))?.score).toBe(10);
    expect(phpunit.detect(facts(["index.php", "composer.json"]))).toBeNull();
  });
});

describe("phpunit install", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  const project = (files: string[], topLevel: string[]): ProjectFacts => ({ ...facts(files), topLevel });

  it("gives a composer project without vendor/ its autoloader: composer install, else one from composer.json's rules", () => {
    const step = phpunit.install!({ paths, facts: project(["composer.json", "phpunit.xml.dist"], ["composer.json"]) });
    expect(step?.reason).toBe("composer.json without vendor/");
    expect(step?.command).toMatch(
      /^if command -v composer >\/dev\/null 2>&1; then\n {2}composer install --no-interaction/,
    );
    expect(step?.command).toContain(`php <<'TESTCAGE_PHP'\n${COMPOSER_AUTOLOAD.trimEnd()}\nTESTCAGE_PHP\nfi`);
    expect(step?.env).toEqual({ COMPOSER_HOME: "/c/composer", COMPOSER_NO_INTERACTION: "1" });
  });

  it("leaves a project with vendor/, or without composer.json, as it is", () => {
    expect(phpunit.install!({ paths, facts: project(["composer.json"], ["composer.json", "vendor"]) })).toBeNull();
    expect(phpunit.install!({ paths, facts: project(["phpunit.xml", "tests/ATest.php"], ["tests"]) })).toBeNull();
  });
});

describe("phpunit plan", () => {
  it("writes a JUnit log, prefers vendor/bin/phpunit and names the test folder without a config", () => {
    const inv = phpunit.plan({ paths, facts: facts(["tests/FooTest.php"]), filter: [], testCommand: null });
    expect(inv.argv.slice(0, 2)).toEqual(["sh", "-c"]);
    expect(inv.argv[2]).toContain("vendor/bin/phpunit");
    expect(inv.argv).toContain("--log-junit=/r/phpunit-junit.xml");
    expect(inv.argv[inv.argv.length - 1]).toBe("tests");
    const withConfig = phpunit.plan({ paths, facts: facts(["phpunit.xml"]), filter: [], testCommand: null });
    expect(withConfig.argv[withConfig.argv.length - 1]).toBe("--do-not-cache-result");
  });
  it("turns ids into one anchored --filter regex", () => {
    const p = filterPattern(['tests/A.php::App\\ATest::testX with data set "a/b"', "tests/B.php::BTest::testY"]);
    expect(p).toBe('/^(?:App\\\\ATest::testX with data set "a\\/b"|BTest::testY)$/');
    expect(filterPattern(["nonsense"])).toBeNull();
  });
});

describe("phpunit parse helpers", () => {
  it("finds the innermost trace line in the test file", () => {
    const text = "A::b\nboom\n\n/p/src/X.php:11\n/p/tests/BTest.php:24\n/p/tests/BTest.php:30";
    expect(failingLine(text, "/p/tests/BTest.php")).toBe(24);
    expect(failingLine(text, "/p/tests/Other.php")).toBeNull();
  });
  it("drops the name header and trace lines from the message", () => {
    expect(failureMessage('A::b with data set "x" (1, 2)\nFailed.\n\n/p/t.php:3', 'A::b with data set "x"')).toBe(
      "Failed.",
    );
  });
  it("reads skipped and incomplete reasons from the verbose log", () => {
    const log =
      "There was 1 skipped test:\n\n1) A\\BTest::testS\nneeds db\n\n/p/tests/BTest.php:9\n\n--\n\nThere were 2 incomplete tests:\n\n1) A\\BTest::testI\ntodo\n\n2) A\\BTest::testJ\nlater\n\nOK, but incomplete";
    const reasons = reasonsFromLog(log);
    expect(reasons.get("A\\BTest::testS")).toBe("needs db");
    expect(reasons.get("A\\BTest::testJ")).toBe("later");
  });
});

describe("phpunit parse", () => {
  it("maps failure, error, warning, risky and skipped; orders by definition line", () => {
    const run = phpunit.parse(
      input(
        xml(
          `<testcase name="testW" classname="A.BTest" file="/p/tests/BTest.php" line="30" time="0.1"><warning type="PHPUnit\\Framework\\Warning">A\\BTest::testW\nwarned</warning></testcase>` +
            `<testcase name="testF" classname="A.BTest" file="/p/tests/BTest.php" line="10" time="0.1"><failure type="X">A\\BTest::testF\nFailed asserting.\n\n/p/tests/BTest.php:12</failure></testcase>` +
            `<testcase name="testE" classname="A.BTest" file="/p/tests/BTest.php" line="14"><error type="TypeError">A\\BTest::testE\nTypeError: nope\n\n/p/tests/BTest.php:15</error></testcase>` +
            `<testcase name="testR" classname="A.BTest" file="/p/tests/BTest.php" line="20"><error type="PHPUnit\\Framework\\RiskyTestError">A\\BTest::testR\nThis test did not perform any assertions\n\n/p/tests/BTest.php:20</error></testcase>` +
            `<testcase name="testS" classname="A.BTest" file="/p/tests/BTest.php" line="25"><skipped/></testcase>`,
        ),
      ),
    );
    expect(run.tests.map((t) => [t.name, t.status, t.line])).toEqual([
      ["testF", "failed", 12],
      ["testE", "error", 15],
      ["testR", "passed", 20],
      ["testS", "skipped", 25],
      ["testW", "error", 30],
    ]);
    expect(run.tests[0]!.id).toBe("tests/BTest.php::A\\BTest::testF");
    expect(run.tests[0]!.message).toBe("Failed asserting.");
    expect(run.tests[2]!.message).toBe("risky: This test did not perform any assertions");
  });
  it("PHPUnit's stand-ins for a failing data provider and a class without tests take their suite's class and file", () => {
    const run = phpunit.parse(
      input(
        `<testsuites><testsuite name="/p/tests">` +
          `<testsuite name="ProvTest" file="/p/tests/ProvTest.php"><testsuite name="ProvTest::testX">` +
          `<testcase name="Error" time="0.01"><error type="PHPUnit\\Framework\\Error">Error\nThe data provider specified for ProvTest::testX is invalid.\nRuntimeException: provider broke\n/p/tests/ProvTest.php:9</error></testcase>` +
          `</testsuite>` +
          `<testcase name="testFine" class="ProvTest" classname="ProvTest" file="/p/tests/ProvTest.php" line="11"/></testsuite>` +
          `<testsuite name="WarnTest" file="/p/tests/WarnTest.php"><testcase name="Warning"><warning type="PHPUnit\\Framework\\Warning">Warning\nNo tests found in class "WarnTest".</warning></testcase></testsuite>` +
          `</testsuite></testsuites>`,
      ),
    );
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["tests/ProvTest.php::ProvTest::testX", "error", 9],
      ["tests/ProvTest.php::ProvTest::testFine", "passed", 11],
      ["tests/WarnTest.php::WarnTest::Warning", "error", null],
    ]);
    expect(run.tests[0]!.message).toBe(
      "The data provider specified for ProvTest::testX is invalid.\nRuntimeException: provider broke",
    );
    expect(run.tests[2]!.message).toBe('No tests found in class "WarnTest".');
  });
  it("an empty log is no-tests; a PHP fatal error without a log is a collection error", () => {
    expect(phpunit.parse(input("<testsuites/>", { exitCode: 0 })).errors[0]?.kind).toBe("no-tests");
    const fatal = phpunit.parse(
      input(null, {
        exitCode: 255,
        stdout: "PHP Parse error:  syntax error, unexpected '}' in /p/tests/XTest.php on line 7\n",
      }),
    );
    expect(fatal.errors[0]).toMatchObject({ kind: "collection", file: "tests/XTest.php", line: 7 });
  });
  it("reads TeamCity messages with their escapes; an open test is unfinished", () => {
    const log = [
      "##teamcity[testStarted name='a' locationHint='php_qn:///p/tests/BTest.php::\\A\\BTest::a' flowId='1']",
      "noise",
      "##teamcity[testFailed name='a' message='it|'s |[bad|]' details=' /p/tests/BTest.php:9|n ' flowId='1']",
      "##teamcity[testFinished name='a' duration='3' flowId='1']",
      "##teamcity[testStarted name='b' flowId='1']",
    ].join("\n");
    expect(readTeamcity(log)).toMatchObject([
      { name: "a", status: "failed", message: "it's [bad]", details: " /p/tests/BTest.php:9\n ", finished: true },
      { name: "b", status: null, finished: false },
    ]);
  });
  it("a run killed at the timeout is read from the TeamCity log: finished tests and the one that hung", () => {
    const log = [
      "##teamcity[testStarted name='testA' locationHint='php_qn:///p/tests/BTest.php::\\A\\BTest::testA' flowId='1']",
      "##teamcity[testFailed name='testA' message='Failed asserting that false is true.' details=' /p/tests/BTest.php:9|n ' flowId='1']",
      "##teamcity[testFinished name='testA' duration='1' flowId='1']",
      "##teamcity[testStarted name='testHang' locationHint='php_qn:///p/tests/BTest.php::\\A\\BTest::testHang' flowId='1']",
    ].join("\n");
    const source =
      "<?php\nclass BTest {\n  public function testA(): void {}\n  public function testHang(): void {}\n}\n";
    const run = phpunit.parse({
      ...input("", { timedOut: true, exitCode: null, readSource: () => source }),
      reports: { junit: { ok: true, text: "" }, live: { ok: true, text: log } },
    });
    expect(run.reportFound).toBe(true);
    expect(run.tests.map((t) => [t.id, t.status, t.line])).toEqual([
      ["tests/BTest.php::A\\BTest::testA", "failed", 9],
      ["tests/BTest.php::A\\BTest::testHang", "error", 4],
    ]);
    expect(run.tests[1]!.message).toMatch(/did not finish: the run timed out/);
    expect(definitionLine(source, 'testA with data set "x"')).toBe(3);
  });
  it("says when PHPUnit itself is missing", () => {
    const run = phpunit.parse(input(null, { exitCode: 127, stderr: "phpunit: 1: exec: phpunit: not found\n" }));
    expect(run.errors[0]?.kind).toBe("framework-missing");
  });
  it("recorded mixed run: data sets, output, line of the failing frame", () => {
    const run = phpunit.parse(loadParseInput("phpunit", "mixed"));
    const wrong = run.tests.find((t) => t.parameters === 'data set "wrong"')!;
    expect(wrong).toMatchObject({ status: "failed", line: 32, message: "Failed asserting that 4 is identical to 5." });
    const divide = run.tests.find((t) => t.name === "testDividesByZero")!;
    expect(divide).toMatchObject({ status: "error", file: "tests/Unit/CalculatorTest.php", line: 24 });
    expect(run.tests.find((t) => t.name === "testAdds")?.stdout).toBe("adding 2 and 3");
  });
});
