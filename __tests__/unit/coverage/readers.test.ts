// Coverage readers over reports recorded from real tool runs
// (scripts/record-coverage-fixtures.sh), checked against the totals each tool
// printed for the same run, and against each other where one run wrote several formats.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Coverage } from "../../../src/core/coverage-model.js";
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

describe("PHPUnit's Cobertura XML (pcov)", () => {
  // PHPUnit names files relative to the one <source> root it writes (the common folder).
  const c = normalizeCoverage(
    "cobertura",
    fixture("php/cobertura.xml"),
    ctx(["phpunit.xml", "src/Shapes.php", "tests/ShapesTest.php"], { projectPath: "/work/php" }),
  );

  it("equals PHPUnit's --coverage-text Lines summary, with paths under the source root mapped", () => {
    const m = /^\s+Lines:\s+([\d.]+)% \((\d+)\/(\d+)\)/m.exec(fixture("php/summary.txt"))!;
    expect(c.problem).toBeNull();
    expect(c.files.map((f) => f.file)).toEqual(["proj/src/Shapes.php"]);
    expect(c.lines).toEqual({ covered: Number(m[2]), total: Number(m[3]), percent: Number(m[1]) });
    expect(c.files[0]!.uncovered_lines).toEqual([
      [12, 13],
      [15, 15],
      [21, 21],
      [28, 30],
      [32, 32],
    ]);
  });

  it("counts a method as covered when it ran (PHPUnit's own Methods figure counts fully covered ones)", () => {
    expect(c.functions).toEqual({ covered: 2, total: 3, percent: 66.67 });
    expect(/Methods:\s+[\d.]+% \(0\/3\)/.test(fixture("php/summary.txt"))).toBe(true);
  });
});

describe("SimpleCov .resultset.json", () => {
  const files = [".rspec", "lib/shapes.rb", "spec/shapes_spec.rb", "spec/spec_helper.rb"];
  const c = normalizeCoverage("simplecov", fixture("ruby/resultset.json"), ctx(files, { projectPath: "/work/rb" }));

  it("equals SimpleCov's printed Line and Branch Coverage", () => {
    const summary = fixture("ruby/summary.txt");
    const lines = /^Line Coverage: ([\d.]+)% \((\d+) \/ (\d+)\)/m.exec(summary)!;
    const branches = /^Branch Coverage: ([\d.]+)% \((\d+) \/ (\d+)\)/m.exec(summary)!;
    expect(c.problem).toBeNull();
    expect(c.format).toBe("simplecov");
    expect(c.lines).toEqual({ covered: Number(lines[2]), total: Number(lines[3]), percent: Number(lines[1]) });
    expect(c.branches).toEqual({
      covered: Number(branches[2]),
      total: Number(branches[3]),
      percent: Number(branches[1]),
    });
    expect(c.statements).toBeNull();
    expect(c.functions).toBeNull();
  });

  it("maps absolute paths to the project and keeps uncovered lines (null = not relevant, 0 = missed)", () => {
    expect(c.files.map((f) => f.file)).toEqual(["proj/lib/shapes.rb"]);
    expect(c.files[0]!.uncovered_lines).toEqual([
      [7, 8],
      [10, 10],
      [19, 21],
    ]);
  });

  it("adds up merged runs (covered in any), reads SimpleCov < 0.18's bare lines arrays, drops outside files", () => {
    const doc = {
      RSpec: {
        coverage: {
          "/p/a.rb": { lines: [null, 1, 0, 0], branches: { "[:if, 0, 2]": { "[:then, 1]": 0, "[:else, 2]": 3 } } },
          "/usr/lib/ruby/x.rb": { lines: [1] },
        },
      },
      Minitest: {
        coverage: { "/p/a.rb": { lines: [null, 0, 2, 0], branches: { "[:if, 0, 2]": { "[:then, 1]": 1 } } } },
      },
      Old: { coverage: { "/p/b.rb": [1, null, 0, "bad", -1] } },
      Junk: "not a run",
    };
    const m = normalizeCoverage("simplecov", JSON.stringify(doc), ctx(["a.rb", "b.rb"], { projectPath: "/p" }));
    expect(m.files.map((f) => [f.file, f.lines, f.branches, f.uncovered_lines])).toEqual([
      ["proj/a.rb", { covered: 2, total: 3, percent: 66.67 }, { covered: 2, total: 2, percent: 100 }, [[4, 4]]],
      ["proj/b.rb", { covered: 1, total: 2, percent: 50 }, null, [[3, 3]]],
    ]);
    expect(normalizeCoverage("simplecov", "{", ctx([])).problem).toMatch(/could not be read/);
  });
});
