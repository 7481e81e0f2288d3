// The workflows cannot run here; what can be checked is that every step using
// this action passes only inputs action.yml declares, and that the reusable
// workflow passes each of its own inputs on.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../helpers/golden.js";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: { workflow_call?: { inputs: Record<string, unknown> } } | string;
  jobs: Record<string, { steps?: Step[] }>;
}

const load = <T>(path: string): T => parse(readFileSync(join(ROOT, path), "utf8")) as T;
const actionInputs = Object.keys(load<{ inputs: object }>("action.yml").inputs);
const isThisAction = (uses: string | undefined): boolean => uses === "./" || /^[\w-]+\/testcage@/.test(uses ?? "");

describe.each(["ci.yml", "testcage.yml"])(".github/workflows/%s", (file) => {
  const wf = load<Workflow>(`.github/workflows/${file}`);
  const steps = Object.values(wf.jobs).flatMap((j) => j.steps ?? []);

  it("uses this action with declared inputs only", () => {
    const ours = steps.filter((s) => isThisAction(s.uses));
    expect(ours.length).toBeGreaterThan(0);
    for (const s of ours) for (const key of Object.keys(s.with ?? {})) expect(actionInputs).toContain(key);
  });
});

describe("the reusable workflow", () => {
  it("passes every workflow_call input on to the action (runs-on aside)", () => {
    const wf = load<Workflow>(".github/workflows/testcage.yml");
    const inputs = Object.keys(typeof wf.on === "object" ? (wf.on.workflow_call?.inputs ?? {}) : {});
    const step = Object.values(wf.jobs)
      .flatMap((j) => j.steps ?? [])
      .find((s) => isThisAction(s.uses))!;
    // shards and durations-file go to the sharded path's legs instead (below).
    for (const name of inputs.filter((n) => !["runs-on", "shards", "durations-file"].includes(n))) {
      expect(step.with?.[name], name).toBe(`\${{ inputs.${name} }}`);
    }
  });
});

describe("the reusable workflow's sharded path", () => {
  interface Jobs {
    permissions?: Record<string, string>;
    jobs: Record<string, { permissions?: Record<string, string>; steps?: Step[] }>;
  }
  const wf = load<Jobs>(".github/workflows/testcage.yml");

  it("grants nothing workflow-wide; the legs only read; only publish (and the single job) may write checks", () => {
    expect(wf.permissions).toEqual({});
    expect(wf.jobs["plan"]?.permissions).toEqual({});
    expect(wf.jobs["shard"]?.permissions).toEqual({ contents: "read" });
    const writers = Object.entries(wf.jobs)
      .filter(([, j]) => j.permissions?.["checks"] === "write")
      .map(([id]) => id);
    expect(writers.sort()).toEqual(["publish", "test"]);
  });

  it("passes every run input on to the legs, and the legs publish nothing but their artifact", () => {
    const leg = (wf.jobs["shard"]?.steps ?? []).find((s) => isThisAction(s.uses))!;
    for (const name of [
      "working-directory",
      "framework",
      "sandbox",
      "timeout",
      "install-command",
      "coverage",
      "durations-file",
    ]) {
      expect(leg.with?.[name], name).toBe(`\${{ inputs.${name} }}`);
    }
    expect(leg.with).toMatchObject({ "github-token": "", "max-annotations": "0", summary: "off", "fail-on": "never" });
    const publish = (wf.jobs["publish"]?.steps ?? []).find((s) => isThisAction(s.uses))!;
    expect(Object.keys(publish.with ?? {})).toContain("results-file");
    // publish runs no project code: no checkout, no run step.
    expect(
      (wf.jobs["publish"]?.steps ?? []).some((s) => s.run !== undefined || s.uses?.startsWith("actions/checkout")),
    ).toBe(false);
  });
});

describe("the CI workflow", () => {
  it("runs .ci/run as root, with the toolchains the setup actions put on PATH", () => {
    // .ci/run installs packages and configures dockerd (docker:up); the disk-cap test makes users.
    const wf = load<Workflow>(".github/workflows/ci.yml");
    const runs = (wf.jobs["test"]?.steps ?? []).flatMap((s) => (s.run ? [s.run.trim()] : []));
    expect(runs).toEqual(['sudo -E env "PATH=$PATH" bash .ci/run']);
  });
});
