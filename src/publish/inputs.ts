// Publishing inputs of the action (not of the engine): validated here so a typo
// is a clear bad-input error, not a silently ignored setting.

import { InputError } from "../core/input-error.js";
import { FAIL_ON, optionDefault, optionRange, type RawPublishInputs } from "../options/option-table.js";
import { SUMMARY_MODES, type SummaryMode } from "./job-summary.js";
import { validArtifactName } from "./artifacts.js";

export { FAIL_ON };
export type FailOn = (typeof FAIL_ON)[number];

export interface PublishOptions {
  checkName: string;
  /** Most annotations sent with the check run; the rest are counted in the summary. */
  annotationCap: number;
  summary: SummaryMode;
  /** null: a default per job, matrix leg, working directory and check name, the same in every run. */
  artifactName: string | null;
  /** The job's matrix values as JSON (`${{ toJSON(matrix) }}`), only to tell legs apart in the default artifact name. */
  matrix: string;
  /** null: the repository's default retention. */
  retentionDays: number | null;
  failOn: FailOn;
}

export type { RawPublishInputs };

/** What empty inputs mean, from the option table (option-table.ts). */
export const PUBLISH_DEFAULTS: PublishOptions = {
  checkName: optionDefault("check-name"),
  annotationCap: Number(optionDefault("max-annotations")),
  summary: optionDefault("summary") as SummaryMode,
  artifactName: null,
  matrix: "",
  retentionDays: null,
  failOn: optionDefault("fail-on") as FailOn,
};

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[], fallback: T): T {
  const v = value.trim();
  if (v === "") return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new InputError(`${name} must be one of ${allowed.join(", ")}; got "${v}"`);
}

function wholeNumber(name: string, value: string, fallback: number | null): number | null {
  const v = value.trim();
  const [min, max] = optionRange(name);
  if (v === "") return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new InputError(`${name} must be a whole number from ${min} to ${max}; got "${v}"`);
  }
  return Number(v);
}

export function resolvePublishOptions(raw: RawPublishInputs): PublishOptions {
  const checkName = raw.checkName.trim() || PUBLISH_DEFAULTS.checkName;
  if (checkName.length > 255) throw new InputError("check-name must be at most 255 characters");
  const artifactName = raw.artifactName.trim() || null;
  if (artifactName !== null && !validArtifactName(artifactName)) {
    throw new InputError(`artifact-name must not contain " : < > | * ? \\ / or line breaks; got "${artifactName}"`);
  }
  return {
    checkName,
    annotationCap: wholeNumber("max-annotations", raw.annotations, PUBLISH_DEFAULTS.annotationCap)!,
    summary: oneOf("summary", raw.summary, SUMMARY_MODES, PUBLISH_DEFAULTS.summary),
    artifactName,
    matrix: raw.matrix ?? "",
    // GitHub accepts 1..90 days (less where the repository's setting is lower).
    retentionDays: wholeNumber("retention-days", raw.retentionDays, null),
    failOn: oneOf("fail-on", raw.failOn, FAIL_ON, PUBLISH_DEFAULTS.failOn),
  };
}

/** Whether the step fails for this run status under `fail-on`. */
export function stepFails(status: "pass" | "fail" | "error", failOn: FailOn): boolean {
  if (failOn === "never") return false;
  if (failOn === "errors") return status === "error";
  return status !== "pass";
}
