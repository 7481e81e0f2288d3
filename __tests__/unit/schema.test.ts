import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_KINDS } from "../../src/core/model.js";
import { errorResult } from "../../src/ingest/results-file.js";
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
  it("requires the uid the tests ran as and whether no_new_privs held, in the sandbox's isolation", () => {
    const ok = errorResult("bad-input", "bad input: x", new Date());
    const isolation = {
      network: "none",
      network_method: null,
      filesystem: "temp-copy",
      environment: "scrubbed",
      process_group: true,
      uid: 65534,
      no_new_privs: true,
      output_cap_bytes: 1,
      notes: [],
    };
    const withIsolation = (i: Record<string, unknown>): unknown => ({
      ...ok,
      sandbox: { kind: "process", isolation: i, container: null },
    });
    expect(() => validateResults(withIsolation(isolation))).not.toThrow();
    expect(() => validateResults(withIsolation({ ...isolation, uid: null, no_new_privs: null }))).not.toThrow();
    const noUid: Record<string, unknown> = { ...isolation };
    delete noUid["uid"];
    expect(() => validateResults(withIsolation(noUid))).toThrow(/uid/);
    expect(() => validateResults(withIsolation({ ...isolation, uid: -1 }))).toThrow(/uid/);
    expect(() => validateResults(withIsolation({ ...isolation, no_new_privs: "yes" }))).toThrow(/no_new_privs/);
  });
  it("keeps the schema and package version in step with the code", async () => {
    const pkg = (await import(join(ROOT, "package.json"), { with: { type: "json" } })) as {
      default: { version: string };
    };
    const { VERSION } = await import("../../src/core/version.js");
    expect(VERSION).toBe(pkg.default.version);
    expect(readdirSync(join(ROOT, "schema"))).toContain("results.schema.json");
  });
});
