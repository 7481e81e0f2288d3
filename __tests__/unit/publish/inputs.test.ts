import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/options/options.js";
import {
  PUBLISH_DEFAULTS,
  resolvePublishOptions,
  stepFails,
  type RawPublishInputs,
} from "../../../src/publish/inputs.js";

const empty: RawPublishInputs = {
  checkName: "",
  annotations: "",
  summary: "",
  artifactName: "",
  retentionDays: "",
  failOn: "",
};

describe("publishing inputs", () => {
  it("defaults", () => {
    expect(resolvePublishOptions(empty)).toEqual(PUBLISH_DEFAULTS);
    expect(PUBLISH_DEFAULTS).toMatchObject({
      checkName: "testcage",
      annotationCap: 1000,
      summary: "full",
      failOn: "failures",
    });
  });

  it("accepts valid values", () => {
    expect(
      resolvePublishOptions({
        checkName: "unit (py3.12)",
        annotations: "0",
        summary: "compact",
        artifactName: "res-1",
        matrix: '{"python": "3.12"}',
        retentionDays: "7",
        failOn: "never",
      }),
    ).toEqual({
      checkName: "unit (py3.12)",
      annotationCap: 0,
      summary: "compact",
      artifactName: "res-1",
      matrix: '{"python": "3.12"}',
      retentionDays: 7,
      failOn: "never",
    });
  });

  it.each([
    [{ summary: "verbose" }, /summary must be one of full, compact, off/],
    [{ failOn: "always" }, /fail-on must be one of failures, errors, never/],
    [{ annotations: "-1" }, /annotations must be a whole number/],
    [{ annotations: "lots" }, /annotations must be a whole number/],
    [{ retentionDays: "91" }, /retention-days must be a whole number from 1 to 90/],
    [{ artifactName: "a/b" }, /artifact-name must not contain/],
    [{ checkName: "x".repeat(256) }, /check-name must be at most 255/],
  ])("refuses %o", (over, message) => {
    expect(() => resolvePublishOptions({ ...empty, ...over })).toThrow(InputError);
    expect(() => resolvePublishOptions({ ...empty, ...over })).toThrow(message);
  });

  it("fail-on decides whether the step fails", () => {
    expect([stepFails("pass", "failures"), stepFails("fail", "failures"), stepFails("error", "failures")]).toEqual([
      false,
      true,
      true,
    ]);
    expect([stepFails("pass", "errors"), stepFails("fail", "errors"), stepFails("error", "errors")]).toEqual([
      false,
      false,
      true,
    ]);
    expect([stepFails("fail", "never"), stepFails("error", "never")]).toEqual([false, false]);
  });
});
