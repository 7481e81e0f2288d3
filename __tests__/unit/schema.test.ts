import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_KINDS } from "../../src/model.js";
import { errorResult } from "../../src/results-file.js";
import { ROOT } from "../helpers/golden.js";
import { schemaErrorKinds, validateResults } from "../helpers/schema.js";

describe("results schema", () => {
  it("lists exactly the model's error kinds", () => {
    expect([...schemaErrorKinds()].sort()).toEqual([...ERROR_KINDS].sort());
  });
  it("accepts an error result and rejects a broken one", () => {
    const ok = errorResult("bad-input", "bad input: x", new Date());
    expect(() => validateResults(ok)).not.toThrow();
    expect(() => validateResults({ ...ok, status: "maybe" })).toThrow(/status/);
    expect(() => validateResults({ ...ok, tests: [{ id: "x" }] })).toThrow(/required/);
    expect(() => validateResults({ ...ok, extra: 1 })).toThrow(/additional/);
  });
  it("keeps the schema and package version in step with the code", async () => {
    const pkg = (await import(join(ROOT, "package.json"), { with: { type: "json" } })) as {
      default: { version: string };
    };
    const { VERSION } = await import("../../src/version.js");
    expect(VERSION).toBe(pkg.default.version);
    expect(readdirSync(join(ROOT, "schema"))).toContain("results.schema.json");
  });
});
