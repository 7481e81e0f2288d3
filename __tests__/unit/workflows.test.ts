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
    for (const name of inputs.filter((n) => n !== "runs-on")) {
      expect(step.with?.[name], name).toBe(`\${{ inputs.${name} }}`);
    }
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
