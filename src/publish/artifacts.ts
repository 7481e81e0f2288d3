// The run folder (results.json, the other formats, raw reports, capped logs; see
// formats/run-files.ts) uploaded as one artifact. Where the artifact service is
// missing (local runs, act), that is a warning: the files are still on disk.

import { DefaultArtifactClient } from "@actions/artifact";
import { createHash } from "node:crypto";

/** Characters the artifact service refuses in names. */
const BAD_NAME = /["':<>|*?\r\n\\/]/g;

/**
 * A default name unique per job and matrix leg: matrix legs share GITHUB_JOB, so
 * a short hash of the job's backend id (from the runtime token, distinct per
 * leg), the working directory and the check name tells them apart.
 */
export function defaultArtifactName(env: NodeJS.ProcessEnv, workingDirectory: string, checkName: string): string {
  const job = env["GITHUB_JOB"] || "job";
  const legId =
    jobBackendId(env["ACTIONS_RUNTIME_TOKEN"]) ?? `${env["GITHUB_RUN_ID"] ?? ""}-${env["GITHUB_RUN_ATTEMPT"] ?? ""}`;
  const hash = createHash("sha256").update(`${legId}\n${workingDirectory}\n${checkName}`).digest("hex").slice(0, 8);
  return `testcage-${job}-${hash}`.replace(BAD_NAME, "-");
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

export type UploadOutcome = { uploaded: true; id: number; size: number } | { uploaded: false; reason: string };

/** Uploads the run folder; never throws: a missing service or a failed upload is an outcome. */
export async function uploadRunFiles(
  files: string[],
  rootDir: string,
  name: string,
  retentionDays: number | null,
  env: NodeJS.ProcessEnv,
): Promise<UploadOutcome> {
  if (!env["ACTIONS_RUNTIME_TOKEN"] || !env["ACTIONS_RESULTS_URL"]) {
    return {
      uploaded: false,
      reason: "the artifact service is not available here (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL unset)",
    };
  }
  try {
    const client = new DefaultArtifactClient();
    const res = await client.uploadArtifact(name, files, rootDir, retentionDays ? { retentionDays } : {});
    if (res.id === undefined) return { uploaded: false, reason: "the artifact service returned no artifact id" };
    return { uploaded: true, id: res.id, size: res.size ?? 0 };
  } catch (err) {
    return { uploaded: false, reason: (err as Error).message };
  }
}
