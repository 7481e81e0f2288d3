// What an adapter's plan says about coverage, in the shapes every adapter shares:
// a harness that either writes the coverage report or, when it finds at run time
// that it cannot measure (no driver, no tool), one line saying why; and the note
// for a run with the user's own test command, which testcage cannot measure.

import type { CoverageFormat } from "../core/coverage-model.js";
import type { CoverageSpec, ReportSpec } from "../core/adapter-types.js";

export interface HarnessCoverage {
  reports: ReportSpec[];
  coverage: CoverageSpec;
}

/** The coverage report (`file`, in `format`) and the problem line (`problemFile`) the harness writes instead. */
export function harnessCoverage(format: CoverageFormat, file: string, problemFile: string): HarnessCoverage {
  return {
    reports: [
      { name: "coverage", file },
      { name: "coverage-problem", file: problemFile },
    ],
    coverage: { report: "coverage", format, problemReport: "coverage-problem" },
  };
}

/** Coverage asked for a run of the user's test command: testcage's own command (`command`) is what measures. */
export function testCommandCoverage(command: string): { problem: string } {
  return { problem: `coverage is measured only with testcage's own ${command} command, not with a test command` };
}
