// Coverage readers over reports recorded from real tool runs
// (scripts/record-coverage-fixtures.sh), checked against the totals each tool
// printed for the same run, and against each other where one run wrote several formats.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Coverage } from "../../../src/coverage/model.js";
import { normalizeCoverage, type CoverageContext } from "../../../src/coverage/normalize.js";
import { ROOT } from "../../helpers/golden.js";

const FIX = join(ROOT, "__tests__/fixtures/coverage");
const fixture = (path: string): string => readFileSync(join(FIX, path), "utf8");

const ctx = (projectFiles: string[], extra: Partial<CoverageContext> = {}): CoverageContext => ({
  projectPath: "/work/py",
  projectFiles,
  toRepo: (rel) => `proj/${rel}`,
  ...extra,
});

const shapesFile = (c: Coverage) => c.files.find((f) => f.file === "proj/shapes.py")!;

describe("coverage.py, Cobertura and lcov from one pytest-cov run", () => {
  const files = ["shapes.py", "test_shapes.py"];
  const json = normalizeCoverage("coverage.py", fixture("python/coverage.json"), ctx(files));
  const xml = normalizeCoverage("cobertura", fixture("python/coverage.xml"), ctx(files));
  const lcov = normalizeCoverage("lcov", fixture("python/coverage.lcov"), ctx(files));

  it("equals pytest-cov's printed TOTAL (Stmts, Miss, Branch, Cover)", () => {
    const total = /^TOTAL\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)%/m.exec(fixture("python/term.txt"))!;
    const [stmts, miss, branch, , cover] = total.slice(1).map(Number);
    expect(json.lines).toMatchObject({ total: stmts, covered: stmts! - miss! });
    expect(json.branches!.total).toBe(branch);
    const combined = (json.lines!.covered + json.branches!.covered) / (json.lines!.total + json.branches!.total);
    expect(Math.round(combined * 100)).toBe(cover);
  });

  it("the three formats agree on lines and uncovered ranges", () => {
    expect(xml.lines).toEqual(json.lines);
    expect(lcov.lines).toEqual(json.lines);
    expect(shapesFile(xml).uncovered_lines).toEqual(shapesFile(json).uncovered_lines);
    expect(shapesFile(lcov).uncovered_lines).toEqual(shapesFile(json).uncovered_lines);
    expect(shapesFile(json).uncovered_lines).toEqual([
      [4, 6],
      [11, 11],
      [16, 19],
    ]);
    expect(xml.branches).toEqual(json.branches);
  });
});

describe("Go coverprofile", () => {
  it("equals go tool cover -func's total, with module paths mapped to the project", () => {
    const c = normalizeCoverage(
      "go",
      fixture("go/cover.out"),
      ctx(["shapes.go"], { stripPrefix: "example.com/coverage" }),
    );
    const total = Number(/total:\s+\(statements\)\s+([\d.]+)%/.exec(fixture("go/func.txt"))![1]);
    expect(Math.round(c.statements!.percent! * 10) / 10).toBe(total);
    expect(c.files.map((f) => f.file)).toEqual(["proj/shapes.go"]);
  });
});

describe("istanbul coverage-final.json", () => {
  it("equals jest's text-summary counts for statements, branches, functions and lines", () => {
    const c = normalizeCoverage(
      "istanbul",
      fixture("jest/coverage-final.json"),
      ctx(["shapes.js", "shapes.test.js"], { projectPath: "/work/jest" }),
    );
    const printed = Object.fromEntries(
      [...fixture("jest/summary.txt").matchAll(/^(\w+)\s*:.*\(\s*(\d+)\/(\d+)\s*\)/gm)].map((m) => [
        m[1],
        { covered: Number(m[2]), total: Number(m[3]) },
      ]),
    );
    expect(c.statements).toMatchObject(printed["Statements"]!);
    expect(c.branches).toMatchObject(printed["Branches"]!);
    expect(c.functions).toMatchObject(printed["Functions"]!);
    expect(c.lines).toMatchObject(printed["Lines"]!);
  });
});

describe("JaCoCo XML", () => {
  const report = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><!DOCTYPE report PUBLIC "-//JACOCO//DTD Report 1.1//EN" "report.dtd"><report name="app"><sessioninfo id="x" start="1" dump="2"/><package name="com/acme"><class name="com/acme/Calc" sourcefilename="Calc.java"><method name="add" desc="(II)I" line="3"><counter type="LINE" missed="0" covered="1"/></method></class><sourcefile name="Calc.java"><line nr="3" mi="0" ci="3" mb="0" cb="0"/><line nr="5" mi="2" ci="0" mb="2" cb="0"/><line nr="6" mi="2" ci="0" mb="0" cb="0"/><counter type="INSTRUCTION" missed="4" covered="3"/><counter type="BRANCH" missed="2" covered="0"/><counter type="LINE" missed="2" covered="1"/><counter type="METHOD" missed="1" covered="1"/></sourcefile></package><counter type="LINE" missed="2" covered="1"/></report>`;

  it("reads LINE, BRANCH and METHOD counters and resolves package paths to the source tree", () => {
    const c = normalizeCoverage("jacoco", report, ctx(["pom.xml", "src/main/java/com/acme/Calc.java"]));
    expect(c.problem).toBeNull();
    expect(c.files).toEqual([
      {
        file: "proj/src/main/java/com/acme/Calc.java",
        lines: { covered: 1, total: 3, percent: 33.33 },
        statements: null,
        branches: { covered: 0, total: 2, percent: 0 },
        functions: { covered: 1, total: 2, percent: 50 },
        uncovered_lines: [[5, 6]],
      },
    ]);
  });

  it("refuses a DOCTYPE with an internal subset (entity definitions)", () => {
    const evil = report.replace('"report.dtd">', '"report.dtd" [<!ENTITY x SYSTEM "file:///etc/passwd">]>');
    const c = normalizeCoverage("jacoco", evil, ctx(["src/main/java/com/acme/Calc.java"]));
    expect(c.problem).toMatch(/DOCTYPE or ENTITY/);
    expect(c.files).toEqual([]);
  });
});

describe("paths", () => {
  it("drops files outside the project and says so when nothing is left", () => {
    const lcov =
      "SF:/usr/lib/node/internal.js\nDA:1,1\nend_of_record\nSF:/work/py/../../etc/x.js\nDA:1,0\nend_of_record\n";
    const c = normalizeCoverage("lcov", lcov, ctx(["a.js"]));
    expect(c.files).toEqual([]);
    expect(c.problem).toMatch(/lists no file of this project/);
  });

  it("a malformed report is a problem, not a crash", () => {
    expect(normalizeCoverage("istanbul", "{not json", ctx([])).problem).toMatch(/could not be read/);
  });
});
