// Go modules nested in the tested one: `go test ./...` stops at every folder with a
// go.mod of its own (another module), so their tests never run from the root, although
// a project's CI (a Makefile looping over them, a go.work) often runs them too. Said in
// framework.notes rather than left for the user to find out from the counts.

import type { ProjectFacts } from "../../core/adapter-types.js";

/** Folders whose go.mod go ignores: vendored code and test data. */
const IGNORED = /(^|\/)(vendor|testdata)\/|(^|\/)[._][^/]*\//;

export function nestedModulesLeftOut(facts: ProjectFacts): string[] {
  // With a go.work, ./... covers the modules it uses.
  if (facts.files.includes("go.work")) return [];
  const nested = facts.files
    .filter((f) => f.endsWith("/go.mod") && !IGNORED.test(f))
    .map((f) => f.slice(0, -"/go.mod".length))
    .sort();
  if (nested.length === 0) return [];
  const named = nested.slice(0, 5).join(", ") + (nested.length > 5 ? `, and ${nested.length - 5} more` : "");
  return [
    `go test ./... tests the module at the root only: ${nested.length} nested module${nested.length === 1 ? "" : "s"} with a go.mod of ${nested.length === 1 ? "its" : "their"} own (${named}) did not run; test ${nested.length === 1 ? "it" : "each"} with working-directory (a matrix), or add a go.work that uses ${nested.length === 1 ? "it" : "them"}`,
  ];
}
