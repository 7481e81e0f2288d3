// Option parallel with the built CLI on real suites in the process sandbox: off and auto
// give the same tests with the same outcomes, and results.json says what each meant.
// pytest-xdist comes from a fixture that declares it (the install phase installs it from
// PyPI through the egress proxy), so auto really runs in xdist's workers.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";
import type { RunResult } from "../../src/core/model.js";

const outcomes = (r: RunResult): string[] =>
  r.tests.map((t) => `${t.id} ${t.status} ${t.message ?? ""}`).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const CASES: [string, string, RegExp, RegExp][] = [
  ["pytest-xdist", "__tests__/fixtures/parallel/pytest-xdist", /pytest-xdist -n auto/, /-n 0/],
  ["jest", "__tests__/samples/jest/mixed", /jest's workers/, /--runInBand/],
  ["vitest", "__tests__/samples/vitest/mixed", /vitest's parallel files/, /--fileParallelism=false/],
  ["go", "__tests__/samples/go/mixed", /go test's parallel packages/, /-p=1 -parallel=1/],
  ["cargo", "__tests__/samples/cargo/mixed", /libtest's test threads/, /--test-threads=1/],
];

describe("parallel: auto and off give the same results", () => {
  it.each(CASES)(
    "%s",
    async (_name, dir, autoHow, offHow) => {
      const auto = await runCli(["run", join(ROOT, dir), "--sandbox", "process"]);
      const off = await runCli(["run", join(ROOT, dir), "--sandbox", "process", "--parallel", "off"]);
      expect(auto.result.tests.length).toBeGreaterThan(0);
      expect(outcomes(off.result)).toEqual(outcomes(auto.result));
      expect(off.result.summary).toEqual({ ...auto.result.summary, duration_ms: off.result.summary.duration_ms });
      expect(off.result.status).toBe(auto.result.status);
      expect(auto.result.parallel).toEqual({ mode: "auto", how: expect.stringMatching(autoHow) });
      expect(off.result.parallel).toEqual({ mode: "off", how: expect.stringMatching(offHow) });
      expect((off.result.command ?? []).join(" ")).toMatch(offHow.source.includes("-n 0") ? /-n 0/ : offHow);
    },
    300_000,
  );

  it("pytest-xdist: auto runs the tests in xdist's workers, off in pytest's own process", async () => {
    const dir = join(ROOT, "__tests__/fixtures/parallel/pytest-xdist");
    const auto = await runCli(["run", dir, "--sandbox", "process"]);
    const off = await runCli(["run", dir, "--sandbox", "process", "--parallel", "off"]);
    const workers = (r: RunResult): string[] =>
      r.tests
        .filter((t) => t.name.startsWith("test_worker"))
        .map((t) => /worker (\S+)/.exec(t.stdout ?? "")?.[1] ?? "?");
    expect(workers(auto.result).every((w) => /^gw\d+$/.test(w))).toBe(true);
    expect(workers(off.result)).toEqual(["main", "main", "main", "main"]);
  }, 300_000);

  it("refuses a parallel value it does not know", async () => {
    const r = await runCli(["run", join(ROOT, "__tests__/samples/pytest/pass"), "--parallel", "4"]);
    expect(r.code).toBe(2);
    expect(r.result.errors[0]?.kind).toBe("bad-input");
    expect(r.result.message).toMatch(/parallel '4' must be auto .* or off/);
  });
});
