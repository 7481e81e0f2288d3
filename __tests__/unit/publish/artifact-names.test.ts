// The default artifact name is the same in every run of a job, so that a pull
// request finds its base branch's artifact by it, and differs per matrix leg,
// working directory and check name, so that legs never take each other's.

import { describe, expect, it } from "vitest";
import {
  artifactNameFor,
  defaultArtifactName,
  matrixKey,
  uniqueArtifactName,
  validArtifactName,
} from "../../../src/publish/artifacts.js";
import { PUBLISH_DEFAULTS } from "../../../src/publish/inputs.js";

/** A runtime token whose scp claim names the job's backend id, as the runner's does. */
const runtimeToken = (jobId: string): string =>
  `x.${Buffer.from(JSON.stringify({ scp: `Actions.ExampleScope Actions.Results:run-1:${jobId}` })).toString("base64url")}.y`;

const run = (id: string, attempt = "1", job = "j-1") => ({
  GITHUB_JOB: "test",
  GITHUB_RUN_ID: id,
  GITHUB_RUN_ATTEMPT: attempt,
  ACTIONS_RUNTIME_TOKEN: runtimeToken(job),
});

describe("defaultArtifactName", () => {
  it("is the same in every run and attempt of a job", () => {
    const first = defaultArtifactName(run("100"), ".", "testcage", "null");
    expect(first).toMatch(/^testcage-test-[0-9a-f]{8}$/);
    expect(defaultArtifactName(run("200", "3", "j-9"), ".", "testcage", "null")).toBe(first);
    expect(validArtifactName(first)).toBe(true);
  });

  it("differs per matrix leg, working directory, check name and job", () => {
    const names = new Set([
      defaultArtifactName(run("1"), ".", "testcage", "null"),
      defaultArtifactName(run("1"), ".", "testcage", '{"python": "3.11"}'),
      defaultArtifactName(run("1"), ".", "testcage", '{"python": "3.12"}'),
      defaultArtifactName(run("1"), "web", "testcage", "null"),
      defaultArtifactName(run("1"), ".", "web tests", "null"),
      defaultArtifactName({ ...run("1"), GITHUB_JOB: "lint" }, ".", "testcage", "null"),
    ]);
    expect(names.size).toBe(6);
  });

  it("reads the matrix whatever its layout and key order; outside a matrix, empty and null agree", () => {
    const pretty = '{\n  "os": "ubuntu-latest",\n  "python": "3.12"\n}';
    expect(matrixKey(pretty)).toBe(matrixKey('{"python":"3.12","os":"ubuntu-latest"}'));
    expect(matrixKey("")).toBe(matrixKey("null"));
    expect(defaultArtifactName(run("1"), ".", "t", "")).toBe(defaultArtifactName(run("1"), ".", "t", "null"));
    expect(matrixKey("not json  at\nall")).toBe("not json at all");
  });

  it("a name given as artifact-name wins", () => {
    expect(artifactNameFor({ ...PUBLISH_DEFAULTS, artifactName: "results" }, run("1"), ".")).toBe("results");
    expect(artifactNameFor(PUBLISH_DEFAULTS, run("1"), ".")).toBe(defaultArtifactName(run("1"), ".", "testcage", ""));
  });
});

describe("uniqueArtifactName", () => {
  it("differs per job run, for two steps of one run that would share the default name", () => {
    const stable = defaultArtifactName(run("1"), ".", "testcage", "");
    const a = uniqueArtifactName(run("1", "1", "j-1"), stable);
    expect(a.startsWith(`${stable}-`)).toBe(true);
    expect(uniqueArtifactName(run("1", "1", "j-2"), stable)).not.toBe(a);
    expect(validArtifactName(a)).toBe(true);
  });
});
