// Coverage for PHPUnit and RSpec at plan level: the flags, the run-time driver
// choice of PHPUnit's launcher script (run with stand-ins for php and phpunit),
// the SimpleCov harness without SimpleCov, and the problem a run writes instead
// of a report reaching results.json.

import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCoverage } from "../../../src/coverage/from-run.js";
import { configFiltersCoverage, phpunit } from "../../../src/frameworks/phpunit/index.js";
import { rspec } from "../../../src/frameworks/rspec.js";
import type { Invocation, ProjectFacts, ReportContent } from "../../../src/core/adapter-types.js";
import { pathMapper } from "../../../src/core/paths.js";

const facts = (files: string[], texts: Record<string, string> = {}): ProjectFacts => ({
  files,
  topLevel: [],
  texts,
  packageJson: null,
});
const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };

describe("PHPUnit with coverage", () => {
  const plan = (f: ProjectFacts, coverage = true): Invocation =>
    phpunit.plan({ paths, facts: f, filter: [], testCommand: null, coverage });

  it("measures src/ (or lib/, app/) when the config names no source, writes Cobertura and prints the text summary", () => {
    const inv = plan(facts(["phpunit.xml", "src/A.php", "lib/B.php", "tests/ATest.php"]));
    expect(inv.argv.slice(4, 8)).toEqual([
      "--coverage-filter=/p/src",
      "--coverage-filter=/p/lib",
      "--coverage-cobertura=/r/phpunit-cobertura.xml",
      "--coverage-text",
    ]);
    expect(inv.coverage).toEqual({ report: "coverage", format: "cobertura", problemReport: "coverage-problem" });
    expect(inv.reports.map((r) => r.file)).toContain("coverage-problem.txt");
    expect(inv.env).toEqual({ TESTCAGE_PROJECT: "/p", TESTCAGE_COVERAGE_PROBLEM: "/r/coverage-problem.txt" });
    expect(plan(facts(["A.php", "tests/ATest.php"])).argv[4]).toBe("--coverage-filter=/p");
  });

  it("leaves the filter to the project's phpunit.xml when it has one", () => {
    const xml =
      '<phpunit><coverage><include><directory suffix=".php">source</directory></include></coverage></phpunit>';
    expect(configFiltersCoverage(xml)).toBe(true);
    expect(
      configFiltersCoverage("<phpunit><filter><whitelist><directory>x</directory></whitelist></filter></phpunit>"),
    ).toBe(true);
    expect(configFiltersCoverage("<phpunit><!-- <coverage><include/></coverage> --></phpunit>")).toBe(false);
    expect(configFiltersCoverage(undefined)).toBe(false);
    const inv = plan(facts(["phpunit.xml", "source/A.php"], { "phpunit.xml": xml }));
    expect(inv.argv.some((a) => a.startsWith("--coverage-filter"))).toBe(false);
    expect(inv.argv).toContain("--coverage-cobertura=/r/phpunit-cobertura.xml");
  });

  it("without coverage, or with a test command, adds nothing", () => {
    const inv = plan(facts(["phpunit.xml"]), false);
    expect(inv.argv.some((a) => a.startsWith("--coverage"))).toBe(false);
    expect(inv.coverage).toBeNull();
    expect(inv.argv[2]).not.toContain("pcov");
    const custom = phpunit.plan({ paths, facts: facts([]), filter: [], testCommand: "phpunit", coverage: true });
    expect(custom.coverage).toMatchObject({ problem: expect.stringMatching(/test command/) });
  });

  describe("the launcher picks the driver at run time", () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-php-cov-"));
    const bin = join(dir, "bin");
    spawnSync("mkdir", ["-p", bin]);
    // php -r '...extension_loaded("pcov")...' succeeds when FAKE_DRIVER names that driver; else echoes its argv.
    writeFileSync(
      join(bin, "php"),
      '#!/bin/sh\nif [ "$1" = -r ]; then case "$2" in *"\\"$FAKE_DRIVER\\""*) exit 0 ;; esac; exit 1; fi\necho "php $* XDEBUG_MODE=$XDEBUG_MODE"\n',
    );
    writeFileSync(
      join(bin, "phpunit"),
      '#!/bin/sh\nif [ "$1" = --version ]; then [ -z "$FAKE_VERSION" ] || echo "PHPUnit $FAKE_VERSION by Sebastian Bergmann"; exit 0; fi\necho "phpunit $* XDEBUG_MODE=$XDEBUG_MODE"\n',
    );
    chmodSync(join(bin, "php"), 0o755);
    chmodSync(join(bin, "phpunit"), 0o755);

    const run = (driver: string, version: string) => {
      const problem = join(dir, `problem-${driver}-${version}.txt`);
      const inv = phpunit.plan({
        paths: { ...paths, reports: dir },
        facts: facts(["phpunit.xml", "src/A.php"]),
        filter: [],
        testCommand: null,
        coverage: true,
      });
      const r = spawnSync(inv.argv[0]!, inv.argv.slice(1), {
        cwd: dir,
        encoding: "utf8",
        env: {
          PATH: `${bin}:/usr/bin:/bin`,
          FAKE_DRIVER: driver,
          FAKE_VERSION: version,
          ...inv.env,
          TESTCAGE_COVERAGE_PROBLEM: problem,
        },
      });
      return { out: r.stdout.trim(), problem: existsSync(problem) ? readFileSync(problem, "utf8") : null };
    };

    it("pcov: php -d enables it for the project, before PHPUnit's own script", () => {
      const { out, problem } = run("pcov", "9.6.7");
      expect(out).toMatch(
        new RegExp(
          `^php -d pcov\\.enabled=1 -d pcov\\.directory=/p ${bin}/phpunit --verbose --coverage-filter=/p/src --coverage-cobertura=`,
        ),
      );
      expect(problem).toBeNull();
    });

    it("Xdebug: XDEBUG_MODE=coverage", () => {
      const { out, problem } = run("xdebug", "10.5.1");
      expect(out).toMatch(/^phpunit --display-skipped .*--coverage-text .*XDEBUG_MODE=coverage$/);
      expect(problem).toBeNull();
    });

    it("no driver: the tests run without coverage flags and the reason is written", () => {
      const { out, problem } = run("none", "9.6.7");
      expect(out).toMatch(/^phpunit --verbose --log-junit=/);
      expect(out).not.toContain("--coverage");
      expect(problem).toMatch(/^no PHP code coverage driver: install the pcov extension/);
    });

    it("no PHPUnit at all: run plainly, so the run reads as framework missing", () => {
      const { out, problem } = run("pcov", "");
      expect(out).toMatch(/^phpunit --log-junit=/);
      expect(problem).toMatch(/^PHPUnit did not start/);
    });

    it("PHPUnit older than 9.4: no Cobertura, said so", () => {
      const { out, problem } = run("pcov", "9.3.0");
      expect(out).not.toContain("--coverage");
      expect(problem).toMatch(/PHPUnit 9\.3\.0 .*cannot write Cobertura XML: coverage needs PHPUnit 9\.4/);
    });
  });
});

describe("RSpec with coverage", () => {
  it("starts SimpleCov through RUBYOPT and reads its .resultset.json from the reports folder", () => {
    const inv = rspec.plan({ paths, facts: facts([".rspec"]), filter: [], testCommand: null, coverage: true });
    expect(inv.env).toMatchObject({
      RUBYOPT: "-r/h/testcage_coverage.rb",
      TESTCAGE_COVERAGE_DIR: "/r",
      TESTCAGE_COVERAGE_ROOT: "/p",
      TESTCAGE_COVERAGE_PROBLEM: "/r/coverage-problem.txt",
    });
    expect(inv.harness.map((h) => h.name)).toEqual(["testcage_rspec.rb", "testcage_coverage.rb"]);
    expect(inv.reports).toContainEqual({ name: "coverage", file: ".resultset.json" });
    expect(inv.coverage).toEqual({ report: "coverage", format: "simplecov", problemReport: "coverage-problem" });
    const off = rspec.plan({ paths, facts: facts([".rspec"]), filter: [], testCommand: null });
    expect(off.env["RUBYOPT"]).toBeUndefined();
    expect(off.harness).toHaveLength(1);
  });

  const ruby = spawnSync("ruby", ["--version"]).status === 0;
  it.skipIf(!ruby)(
    "without SimpleCov the harness writes why, and Ruby runs on (and child processes lose the -r)",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "tc-rb-cov-"));
      const inv = rspec.plan({
        paths: { ...paths, harness: dir },
        facts: facts([]),
        filter: [],
        testCommand: null,
        coverage: true,
      });
      const harness = inv.harness.find((h) => h.name === "testcage_coverage.rb")!;
      writeFileSync(join(dir, harness.name), harness.content);
      // A simplecov.rb earlier on the load path that fails like a missing gem.
      writeFileSync(join(dir, "simplecov.rb"), 'raise LoadError, "cannot load such file -- simplecov"\n');
      const problem = join(dir, "problem.txt");
      const r = spawnSync("ruby", ["-e", 'print "ran; RUBYOPT=[#{ENV["RUBYOPT"]}]"'], {
        encoding: "utf8",
        env: {
          PATH: process.env["PATH"],
          RUBYLIB: dir,
          RUBYOPT: `-r${dir}/testcage_coverage.rb`,
          TESTCAGE_COVERAGE_PROBLEM: problem,
        },
      });
      expect(r.stdout).toBe("ran; RUBYOPT=[]");
      expect(readFileSync(problem, "utf8")).toMatch(/^SimpleCov is not installed .*ruby-simplecov\n$/);
    },
  );
});

describe("a problem the run wrote instead of a report", () => {
  const map = pathMapper("/p", "app");
  const inv = (): Invocation =>
    phpunit.plan({ paths, facts: facts(["phpunit.xml"]), filter: [], testCommand: null, coverage: true });
  const read = (reports: Record<string, ReportContent>) => readCoverage(phpunit, inv(), reports, "/p", [], map);

  it("becomes coverage.problem (one line, capped), the tests judged as usual", () => {
    const c = read({
      "coverage-problem": { ok: true, text: `\n no PHP code coverage driver: install pcov\u0007\nmore\n` },
    });
    expect(c).toMatchObject({ format: null, problem: "no PHP code coverage driver: install pcov", files: [] });
    expect(read({ "coverage-problem": { ok: true, text: "x".repeat(5000) } }).problem).toHaveLength(300);
  });

  it("is ignored when the report itself is there", () => {
    const c = read({
      coverage: { ok: true, text: "<coverage><sources><source>/p</source></sources><packages/></coverage>" },
      "coverage-problem": { ok: true, text: "stale" },
    });
    expect(c.format).toBe("cobertura");
    expect(read({}).problem).toMatch(/^no cobertura coverage report: it was not written/);
  });
});
