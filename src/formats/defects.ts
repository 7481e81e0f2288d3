// defects.json: results.json as the defect list review systems read, one
// defect per failed or errored test. Severity: "high" for a test that errored
// (it did not run to an assertion: a crash, a broken fixture, a timeout) and
// "medium" for a test whose assertion failed. `coverage_percentage` is the line
// coverage (statements where the tool counts no lines) when coverage ran.
// `scenario_id` comes from the test's "scenario:ID" tag (src/select/tags.ts: pytest
// `@pytest.mark.scenario("ID")`, or `@scenario:ID` in a test's name) when it has one.
// The JSON Schema is schema/defects.schema.json.

import { allTests, type RunResult, type TestResult } from "../core/model.js";

export const DEFECTS_VERSION = "1.0.0";

export type DefectSeverity = "high" | "medium";

export interface Defect {
  severity: DefectSeverity;
  description: string;
  /** "file:line", "file" when the line is unknown, the test id when the file is. */
  location: string;
  details: { error_message: string | null; stack_trace: string | null };
  type: "test_failure";
  /** The test's id in results.json, for going back to it. */
  test_id: string;
  /** The scenario the test checks, from its "scenario:ID" tag. */
  scenario_id?: string;
}

export interface DefectsFile {
  version: string;
  tool: { name: "testcage"; version: string };
  /** The run's status and one-line message: "error" means the defects below may be incomplete. */
  status: RunResult["status"];
  message: string;
  coverage_percentage?: number;
  defects: Defect[];
}

function location(t: TestResult): string {
  if (!t.file) return t.id;
  return t.line ? `${t.file}:${t.line}` : t.file;
}

function coveragePercentage(result: RunResult): number | null {
  const c = result.coverage;
  if (!c) return null;
  return c.lines?.percent ?? c.statements?.percent ?? null;
}

/** The defect a failed or errored test is; null for any other test. */
export function defectOf(t: TestResult): Defect | null {
  if (t.status !== "failed" && t.status !== "error") return null;
  const defect: Defect = {
    severity: t.status === "error" ? "high" : "medium",
    description: `Test failed: ${[...t.suite, t.name].join(" > ")}`,
    location: location(t),
    details: { error_message: t.message, stack_trace: t.stack },
    type: "test_failure",
    test_id: t.id,
  };
  // The nearest marker wins, as in pytest: tags run from module to function (src/select/tags.ts).
  const scenario = t.tags
    ?.filter((tag) => tag.startsWith("scenario:"))
    .pop()
    ?.slice("scenario:".length);
  if (scenario) defect.scenario_id = scenario;
  return defect;
}

/** The defects document; with `withDefects` false its list is left empty, for writing them one by one. */
export function toDefects(result: RunResult, withDefects = true): DefectsFile {
  const defects: Defect[] = [];
  if (withDefects) {
    for (const t of allTests(result)) {
      const d = defectOf(t);
      if (d) defects.push(d);
    }
  }
  const out: DefectsFile = {
    version: DEFECTS_VERSION,
    tool: result.tool,
    status: result.status,
    message: result.message,
    defects,
  };
  const coverage = coveragePercentage(result);
  if (coverage !== null) out.coverage_percentage = coverage;
  return out;
}
