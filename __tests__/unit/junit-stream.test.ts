// The streaming JUnit reader against the DOM reader it replaced: the same cases from the
// recorded reports and from odd shapes, whatever the chunking; the same refusals.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JunitStream, readJunit, type JunitCase } from "../../src/reports/junit.js";
import { domReadJunit } from "../helpers/dom-junit.js";
import { ROOT } from "../helpers/golden.js";
import { seededPieces } from "../helpers/pieces.js";

function recorded(): [string, string][] {
  const out: [string, string][] = [];
  for (const fw of ["pytest", "phpunit", "maven"]) {
    const dir = join(ROOT, "__tests__/golden", fw);
    for (const name of readdirSync(dir)) {
      const reports = join(dir, name, "reports");
      let files: string[];
      try {
        files = readdirSync(reports);
      } catch {
        continue;
      }
      for (const f of files.filter((x) => x === "junit.txt" || x === "surefire.txt")) {
        const text = readFileSync(join(reports, f), "utf8");
        // Surefire's capture holds one XML file after each marker comment.
        const parts =
          f === "surefire.txt" ? text.split(/<!-- testcage-report [^\n]*-->\n/).filter((p) => p.trim()) : [text];
        parts.forEach((p, i) => out.push([`${fw}/${name}/${f}#${i}`, p]));
      }
    }
  }
  const fixtures = join(ROOT, "__tests__/fixtures/report-paths");
  for (const rel of [
    "pytest/reports/junit.xml",
    "gradle/build/test-results/test/TEST-com.example.CalcTest.xml",
    "gradle/build/test-results/test/TEST-com.example.BrokenSetupTest.xml",
    "maven/target/surefire-reports/TEST-com.example.CalcTest.xml",
  ]) {
    out.push([rel, readFileSync(join(fixtures, rel), "utf8")]);
  }
  return out;
}

const SHAPES: Record<string, string> = {
  mixed: `<testsuite><testcase name="a"><failure>\n  before <![CDATA[cd1]]> mid &amp; <![CDATA[c&amp;d2]]> after\n</failure></testcase></testsuite>`,
  nestedMarkup: `<testsuite><testcase name="a"><failure>x<b>y<![CDATA[q]]></b>z<!-- c --></failure></testcase></testsuite>`,
  twoOutputs: `<testsuite><testcase name="a"><system-out>o1</system-out><system-err>e</system-err><system-out>o2</system-out></testcase></testsuite>`,
  attributes: `<testsuite><testcase name="a\nb &lt;x&gt; &#x41;&#0;" classname='c&amp;d' time=" 1.5 " line="7" file="f.py"/><testcase name="a&b<c>d" time="1,5"/></testsuite>`,
  outcomes: `<testsuite><testcase name="a"><skipped/><failure message="m"/></testcase><testcase name="b"><error message="e"/><failure message="f" type="T">t</failure><failure message="2"/></testcase><testcase name="c"><warning>w</warning></testcase><testcase name="d"><skipped message="why">   </skipped></testcase></testsuite>`,
  nestedSuites: `<testsuites><testsuite name="A" file="a.php"><testcase name="a1"/><testsuite name="B"><testcase name="b1"/><testsuite name="C" file="c.php"><testcase name="c1"/></testsuite></testsuite><testcase name="a2"/><system-out>A's</system-out></testsuite><testsuite name="D"><testcase name="d1"/><system-out>D's</system-out><system-err>D err</system-err></testsuite></testsuites>`,
  strays: `<?xml version="1.0"?><?pi x?><testsuites>hi<testcase name="stray"/><other><testsuite><testcase name="hidden"/></testsuite></other><testsuite><testcase name="a"><testcase name="inner"/><x:failure>q</x:failure></testcase></testsuite></testsuites>`,
  twoRoots: `<testsuite/><testsuite><testcase name="x"/></testsuite>`,
  emptySuite: `<?xml version="1.0"?>\n<testsuite>\n</testsuite>\n`,
  bom: `\uFEFF<testsuite><testcase name="a"/></testsuite>`,
  cdataSplit: `<testsuite><testcase name="a"><failure><![CDATA[a]]]]><![CDATA[>b]]></failure></testcase></testsuite>`,
  whitespaceTags: `<testsuite ><testcase   name = "a"   ></testcase ></testsuite >`,
  // A test's output printing an HTML page (Surefire's system-out): text, not a declaration.
  htmlInCdata: `<testsuite><testcase name="a"><system-out><![CDATA[<!DOCTYPE html>\n<html>x</html>]]></system-out><failure><!-- <!ENTITY y "z"> --></failure></testcase></testsuite>`,
};

const REFUSED = [
  "",
  "   ",
  `<testsuite><testcase name="a" flaky/></testsuite>`,
  `<testsuite><testcase name="a" name="b"/></testsuite>`,
  `<testsuite><testcase name=a/></testsuite>`,
  `<testsuite><testcase name="a"classname="b"/></testsuite>`,
  `<testsuite><testcase name="a">`,
  `<testsuite><testcase name="a"></testsuit></testsuite>`,
  `<testsuite><testcase name="x"/></testsuite>junk`,
  `<testcase name="a"/>`,
  `<!DOCTYPE x [<!ENTITY a "b">]><testsuite/>`,
  `<testsuite><testcase name="a"><!DOCTYPE x></testcase></testsuite>`,
  `<testsuite><testcase name="a"><failure><![CDATA[<!doctype html>]]></failure><!ENTITY a "b"></testcase></testsuite>`,
  `<testsuite><testcase name="a"><failure><![CDATA[never closed</failure></testcase></testsuite>`,
];

/** Feeds `text` in pieces of 1..max characters, chosen by a fixed seed; cases in the DOM reader's order. */
function chunked(text: string, max: number, seed: number): JunitCase[] {
  const cases: { tc: JunitCase; key: [number, number] }[] = [];
  const stream = new JunitStream((tc, suite, position) => cases.push({ tc, key: [suite, position] }));
  for (const piece of seededPieces(text, max, seed)) stream.write(piece);
  stream.end();
  return cases.sort((x, y) => x.key[0] - y.key[0] || x.key[1] - y.key[1]).map((c) => c.tc);
}

describe("streaming JUnit reader", () => {
  it.each(recorded())("reads %s as the DOM reader did", (_, text) => {
    const reference = domReadJunit(text);
    expect(reference.length).toBeGreaterThanOrEqual(0);
    expect(readJunit(text)).toEqual(reference);
    for (const [max, seed] of [
      [7, 1],
      [300, 2],
      [4096, 3],
    ] as const) {
      expect(chunked(text, max, seed)).toEqual(readJunit(text));
    }
  });

  it.each(Object.entries(SHAPES))("reads the %s shape as the DOM reader did", (_, text) => {
    expect(readJunit(text)).toEqual(domReadJunit(text));
    for (const seed of [1, 2, 3, 4]) expect(chunked(text, 5, seed)).toEqual(domReadJunit(text));
  });

  it.each(REFUSED.map((x) => [x]))("refuses %j as the DOM reader did", (text) => {
    expect(() => domReadJunit(text)).toThrow();
    expect(() => readJunit(text)).toThrow();
    expect(() => chunked(text, 3, 9)).toThrow();
  });

  it("caps each captured text and keeps no more than a case at a time", () => {
    const big = "x".repeat(100_000);
    const xml = `<testsuite><testcase name="a"><failure><![CDATA[${big}]]></failure><system-out>${big}</system-out></testcase></testsuite>`;
    const cases: JunitCase[] = [];
    const s = new JunitStream((tc) => cases.push(tc), 1000);
    for (let i = 0; i < xml.length; i += 4096) s.write(xml.slice(i, i + 4096));
    s.end();
    expect(cases[0]!.outcome!.text).toHaveLength(1000);
    expect(cases[0]!.systemOut).toHaveLength(1000);
  });
});
