// Tags from test names (src/select/tags.ts) with a real jest run: `@word` tokens in
// describe blocks and test names reach results.json and CTRF, and a
// `@scenario:ID` token reaches defects.json. pytest markers are covered on a
// real pytest project by checkpoints.test.ts.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import type { RunResult } from "../../src/core/model.js";
import { ROOT } from "../helpers/golden.js";
import { validateDefects, validateResults } from "../helpers/schema.js";

const JEST = join(ROOT, "__tests__/samples/jest/_toolchain/node_modules");

it("jest: @tags in describe and test names are kept per test, and @scenario:ID is the defect's scenario_id", () => {
  const dir = mkdtempSync(join(tmpdir(), "tc-tags-jest-"));
  writeFileSync(join(dir, "package.json"), '{"private":true,"devDependencies":{"jest":"^30.0.0"}}\n');
  writeFileSync(
    join(dir, "login.test.js"),
    [
      "describe('login @smoke', () => {",
      "  test('accepts a good password @security', () => expect(1).toBe(1));",
      "  test('rejects a bad password @security @scenario:AUTH-3', () => expect(1).toBe(2));",
      "  test('mails user@example.com', () => expect(1).toBe(1));",
      "});",
    ].join("\n"),
  );
  const cp = spawnSync("cp", ["-al", JEST, join(dir, "node_modules")]);
  expect(cp.status, "run npm run samples:setup for the jest toolchain").toBe(0);
  const out = join(dir, ".out");
  const r = spawnSync(
    "node",
    [join(ROOT, "dist/cli.js"), "run", dir, "--sandbox", "process", "--install-command", "none", "--out", out],
    { encoding: "utf8", timeout: 120_000 },
  );
  expect(r.status).toBe(1);
  const result = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as RunResult;
  validateResults(result);
  expect(Object.fromEntries(result.tests.map((t) => [t.name, t.tags ?? null]))).toEqual({
    "accepts a good password @security": ["smoke", "security"],
    "rejects a bad password @security @scenario:AUTH-3": ["smoke", "security", "scenario:AUTH-3"],
    "mails user@example.com": ["smoke"],
  });
  const ctrf = JSON.parse(readFileSync(join(out, "ctrf.json"), "utf8")) as {
    results: { tests: { name: string; tags?: string[] }[] };
  };
  expect(ctrf.results.tests.map((t) => t.tags)).toEqual([
    ["smoke", "security"],
    ["smoke", "security", "scenario:AUTH-3"],
    ["smoke"],
  ]);
  const defects = JSON.parse(readFileSync(join(out, "defects.json"), "utf8")) as {
    defects: { scenario_id?: string }[];
  };
  validateDefects(defects);
  expect(defects.defects).toEqual([expect.objectContaining({ scenario_id: "AUTH-3" })]);
});
