import { describe, expect, it } from "vitest";
import { junitStatus, jvmCaseParameters, readJunit } from "../../src/reports/junit.js";

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

describe("jvmCaseParameters", () => {
  it("is the trailing [label] of a parameterized JVM case, as Surefire and Gradle name them", () => {
    expect(jvmCaseParameters("divides[0]")).toBe("0");
    expect(jvmCaseParameters("add(int, int)[2] 1, 2, 3")).toBeNull();
    expect(jvmCaseParameters("add(int, int)[1, 2]")).toBe("1, 2");
    expect(jvmCaseParameters("[3] a, b")).toBeNull();
    expect(jvmCaseParameters("plain")).toBeNull();
    expect(jvmCaseParameters("empty[]")).toBe("");
  });
});
