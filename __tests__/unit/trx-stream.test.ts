// The streaming TRX reader against the DOM reader it replaced.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTrx, TrxStream, type TrxResult } from "../../src/reports/trx.js";
import { XmlStream } from "../../src/reports/xml-stream.js";
import { domReadTrx } from "../helpers/dom-trx.js";
import { ROOT } from "../helpers/golden.js";

const FIXTURE = readFileSync(join(ROOT, "__tests__/fixtures/report-paths/dotnet/TestResults/run.trx"), "utf8");

const SHAPES: Record<string, string> = {
  fixture: FIXTURE,
  dataDriven: `<TestRun><Results>
    <UnitTestResult testId="p" testName="Parent" outcome="Failed"><Output><StdOut>parent</StdOut></Output>
      <InnerResults>
        <UnitTestResult testId="p" testName="Parent (1)" outcome="Passed" duration="00:00:01.5"/>
        <UnitTestResult testId="p" testName="Parent (2)" outcome="Failed"><InnerResults><UnitTestResult testName="Deep" outcome="Failed"/></InnerResults></UnitTestResult>
      </InnerResults>
      <InnerResults><UnitTestResult testName="Second inner list: ignored" outcome="Passed"/></InnerResults>
    </UnitTestResult>
    <UnitTestResult testId="q" outcome="Passed"><InnerResults/></UnitTestResult>
  </Results>
  <TestDefinitions><UnitTest id="p"><TestMethod className="A.B" name="Parent"/><TestMethod className="ignored" name="x"/></UnitTest>
    <UnitTest id="q"><TestMethod className="C&amp;D" name="Q"/></UnitTest><UnitTest><TestMethod className="no id" name="n"/></UnitTest></TestDefinitions></TestRun>`,
  outputs: `<?xml version="1.0"?><TestRun xmlns="x"><Results><UnitTestResult testName="t" outcome="Error">
    <Output><ErrorInfo><Message>m1 &lt;x&gt;<![CDATA[ & raw]]></Message><Message>m2</Message><StackTrace>   at X() in /r/T.cs:line 3</StackTrace></ErrorInfo>
    <ErrorInfo><Message>second info</Message></ErrorInfo><StdErr>err</StdErr><StdOut></StdOut></Output><Output><StdOut>second output</StdOut></Output>
  </UnitTestResult><UnitTestResult testName="u" outcome="Passed"><Output><StdOut><b>nested</b>text</StdOut></Output></UnitTestResult></Results>
  <Results><UnitTestResult testName="in second Results" outcome="NotExecuted"/></Results></TestRun>`,
};

function streamed(text: string, size: number): TrxResult[] {
  const defs = new TrxStream("definitions");
  const a = new XmlStream(defs);
  for (let i = 0; i < text.length; i += size) a.write(text.slice(i, i + size));
  a.end();
  const out: TrxResult[] = [];
  const b = new XmlStream(new TrxStream("results", (r) => out.push(r), defs.methods));
  for (let i = 0; i < text.length; i += size) b.write(text.slice(i, i + size));
  b.end();
  return out;
}

describe("streaming TRX reader", () => {
  it.each(Object.entries(SHAPES))("reads %s as the DOM reader did, whatever the chunking", (_, text) => {
    const reference = domReadTrx(text);
    expect(reference.length).toBeGreaterThan(0);
    expect(readTrx(text)).toEqual(reference);
    for (const size of [1, 7, 64, 1000]) expect(streamed(text, size)).toEqual(reference);
  });

  it("refuses what the DOM reader refused", () => {
    for (const bad of [
      `<TestRun><Results></TestRun>`,
      `<testsuite/>`,
      `<!DOCTYPE TestRun [<!ENTITY x "y">]><TestRun/>`,
      `<TestRun><Results><UnitTestResult testName="a" testName="b"/></Results></TestRun>`,
    ]) {
      expect(() => domReadTrx(bad)).toThrow();
      expect(() => readTrx(bad)).toThrow();
    }
  });
});
