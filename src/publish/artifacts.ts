// The run folder (results.json, the other formats, raw reports, capped logs; see
// formats/run-files.ts) uploaded as one artifact. Where the artifact service is
// missing (local runs, act), that is a warning: the files are still on disk.
//
// The default name is the same in every run of a job (docs/summary.md, "Comparing
// with the base branch"): a pull request finds the base branch's results by it.

import { DefaultArtifactClient } from "@actions/artifact";
import { createHash } from "node:crypto";
import type { PublishOptions } from "./inputs.js";

/** Characters the artifact service refuses in names. */
const BAD_NAME = /["':<>|*?\r\n\\/]/g;

const shortHash = (...parts: string[]): string =>
  createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 8);

/**
 * The matrix input (`${{ toJSON(matrix) }}`) in one spelling whatever its
 * layout and key order; "" outside a matrix.
 */
export function matrixKey(matrix: string): string {
  const text = matrix.trim();
  if (text === "" || text === "null") return "";
  const canonical = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : Array.isArray(v)
        ? v.map(canonical)
        : v;
  try {
    return JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    return text.replace(/\s+/g, " ");
  }
}

/**
 * The default name, stable across runs so the base branch's artifact can be
 * found by it, and distinct per job, matrix leg, working directory and check
 * name. Matrix legs share GITHUB_JOB: the `matrix` input tells them apart.
 */
export function defaultArtifactName(
  env: NodeJS.ProcessEnv,
  workingDirectory: string,
  checkName: string,
  matrix: string,
): string {
  const job = env["GITHUB_JOB"] || "job";
  return `testcage-${job}-${shortHash(matrixKey(matrix), workingDirectory, checkName)}`.replace(BAD_NAME, "-");
}

/** The name this job uploads (and looks for in the base branch's runs). */
export function artifactNameFor(options: PublishOptions, env: NodeJS.ProcessEnv, workingDirectory: string): string {
  return options.artifactName ?? defaultArtifactName(env, workingDirectory, options.checkName, options.matrix);
}

/**
 * A name unique to this job run (the job's backend id from the runtime token),
 * for when two steps of one run would upload under the same default name.
 */
export function uniqueArtifactName(env: NodeJS.ProcessEnv, stableName: string): string {
  const legId =
    jobBackendId(env["ACTIONS_RUNTIME_TOKEN"]) ?? `${env["GITHUB_RUN_ID"] ?? ""}-${env["GITHUB_RUN_ATTEMPT"] ?? ""}`;
  return `${stableName}-${shortHash(legId, stableName)}`.replace(BAD_NAME, "-");
}

export function validArtifactName(name: string): boolean {
  // A fresh regex: BAD_NAME is global, and .test() on it would carry lastIndex between calls.
  return name.trim() !== "" && !new RegExp(BAD_NAME.source).test(name);
}

/** The workflow job run id inside the runtime token's `scp` claim, when readable. */
function jobBackendId(token: string | undefined): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { scp?: unknown };
    const scope =
      typeof claims.scp === "string" ? claims.scp.split(" ").find((s) => s.startsWith("Actions.Results:")) : undefined;
    return scope?.split(":")[2] ?? null;
  } catch {
    return null;
  }
}

export type UploadOutcome =
  | {
      uploaded: true;
      id: number;
      size: number;
      name: string;
      /** What happened to a name already taken in this workflow run. */
      conflict?: "replaced" | "renamed";
    }
  | { uploaded: false; reason: string };

const isConflict = (err: unknown): boolean => /\(409\)|already exists/i.test((err as Error).message ?? "");

/**
 * Uploads the run folder; never throws: a missing service or a failed upload is
 * an outcome. Artifact names are unique within a workflow run, and a re-run
 * attempt is the same run: from attempt 2 on, the earlier attempt's artifact of
 * this name is replaced. In a first attempt the name was taken by another step
 * of this run; with `fallbackName` the files go up under that name instead.
 */
export async function uploadRunFiles(
  files: string[],
  rootDir: string,
  name: string,
  retentionDays: number | null,
  env: NodeJS.ProcessEnv,
  fallbackName: string | null = null,
): Promise<UploadOutcome> {
  if (!env["ACTIONS_RUNTIME_TOKEN"] || !env["ACTIONS_RESULTS_URL"]) {
    return {
      uploaded: false,
      reason: "the artifact service is not available here (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL unset)",
    };
  }
  const client = new DefaultArtifactClient();
  const upload = async (as: string): Promise<UploadOutcome> => {
    const res = await client.uploadArtifact(as, files, rootDir, retentionDays ? { retentionDays } : {});
    if (res.id === undefined) return { uploaded: false, reason: "the artifact service returned no artifact id" };
    return { uploaded: true, id: res.id, size: res.size ?? 0, name: as };
  };
  try {
    return await upload(name);
  } catch (err) {
    if (!isConflict(err)) return { uploaded: false, reason: (err as Error).message };
    try {
      if (Number(env["GITHUB_RUN_ATTEMPT"] ?? "1") > 1) {
        await client.deleteArtifact(name);
        const again = await upload(name);
        return again.uploaded ? { ...again, conflict: "replaced" } : again;
      }
      if (fallbackName) {
        const renamed = await upload(fallbackName);
        return renamed.uploaded ? { ...renamed, conflict: "renamed" } : renamed;
      }
    } catch (retryErr) {
      return { uploaded: false, reason: (retryErr as Error).message };
    }
    return { uploaded: false, reason: (err as Error).message };
  }
}
