// Go modules nested in the tested one are not run by go test ./... at the root: the run
// says which, unless a go.work makes ./... cover them.
import { describe, expect, it } from "vitest";
import { nestedModulesLeftOut } from "../../../src/frameworks/go/nested-modules.js";
import type { ProjectFacts } from "../../../src/core/adapter-types.js";

const facts = (files: string[]): ProjectFacts => ({ files, packageJson: null, topLevel: [], texts: {} });

describe("nested Go modules", () => {
  it("names each nested module, not vendored, test-data or hidden ones", () => {
    const notes = nestedModulesLeftOut(
      facts([
        "go.mod",
        "logger.go",
        "exp/go.mod",
        "zapgrpc/internal/test/go.mod",
        "vendor/example.com/x/go.mod",
        "internal/testdata/mod/go.mod",
        ".tools/go.mod",
        "_examples/go.mod",
      ]),
    );
    expect(notes).toEqual([
      "go test ./... tests the module at the root only: 2 nested modules with a go.mod of their own (exp, zapgrpc/internal/test) did not run; test each with working-directory (a matrix), or add a go.work that uses them",
    ]);
  });

  it("says nothing without nested modules, or with a go.work", () => {
    expect(nestedModulesLeftOut(facts(["go.mod", "a_test.go"]))).toEqual([]);
    expect(nestedModulesLeftOut(facts(["go.mod", "go.work", "exp/go.mod"]))).toEqual([]);
  });

  it("names five and counts the rest", () => {
    const mods = Array.from({ length: 7 }, (_, i) => `m${i}/go.mod`);
    expect(nestedModulesLeftOut(facts(["go.mod", ...mods]))[0]).toContain(
      "7 nested modules with a go.mod of their own (m0, m1, m2, m3, m4, and 2 more)",
    );
  });
});
