import { describe, expect, it } from "vitest";
import { junitStatus, readJunit } from "../../src/reports/junit.js";

describe("junitStatus", () => {
  it("maps each outcome element; a <warning> is not a pass", () => {
    const xml = `<testsuite name="s">
      <testcase classname="c" name="ok"/>
      <testcase classname="c" name="f"><failure message="m">x</failure></testcase>
      <testcase classname="c" name="e"><error message="m">x</error></testcase>
      <testcase classname="c" name="w"><warning>deprecated call</warning></testcase>
      <testcase classname="c" name="s"><skipped/></testcase>
    </testsuite>`;
    expect(readJunit(xml).map((tc) => [tc.name, junitStatus(tc)])).toEqual([
      ["ok", "passed"],
      ["f", "failed"],
      ["e", "error"],
      ["w", "error"],
      ["s", "skipped"],
    ]);
  });
});
