// Thin wrappers over the docker client for the container sandboxes. The client
// is always called with an argv (never a shell), and only with values testcage
// built itself or validated in options.ts.

import { execFile } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's docker.io client matches its engine; any other client on PATH otherwise. */
export function dockerBinary(): string {
  return process.env["TESTCAGE_DOCKER"] ?? (existsSync("/usr/bin/docker") ? "/usr/bin/docker" : "docker");
}

export interface DockerResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function docker(args: string[], timeoutMs = 60_000): Promise<DockerResult> {
  return new Promise((resolve) => {
    execFile(dockerBinary(), args, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      const code = err
        ? typeof (err as { code?: unknown }).code === "number"
          ? (err as { code: number }).code
          : 1
        : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) || (err && code === 1 ? err.message : "") });
    });
  });
}

let engineProbe: Promise<string | null> | undefined;

/** Null when the engine answers; else why not (probed once per process). */
export function dockerProblem(): Promise<string | null> {
  engineProbe ??= docker(["version", "--format", "{{.Server.Version}}"], 15_000).then((r) =>
    r.code === 0 && r.stdout.trim() ? null : (r.stderr.trim().split("\n")[0] ?? "docker did not answer"),
  );
  return engineProbe;
}

const presentImages = new Set<string>();

/** Whether the engine has the image; a yes is kept for the process (auto's choice, then the open, ask twice). */
export async function imageExists(image: string): Promise<boolean> {
  if (presentImages.has(image)) return true;
  const present = (await docker(["image", "inspect", "--format", "{{.Id}}", image])).code === 0;
  if (present) presentImages.add(image);
  return present;
}

export async function runtimes(): Promise<string[]> {
  const r = await docker(["info", "--format", "{{range $k, $v := .Runtimes}}{{$k}} {{end}}"]);
  return r.code === 0 ? r.stdout.trim().split(/\s+/) : [];
}

/** Removes every container carrying the label (by value), running or not. */
export async function removeByLabel(label: string): Promise<number> {
  const r = await docker(["ps", "-aq", "--filter", `label=${label}`]);
  const ids = r.stdout.split("\n").filter(Boolean);
  if (ids.length) await docker(["rm", "-f", ...ids]);
  return ids.length;
}

export async function oomKilled(name: string): Promise<boolean> {
  const r = await docker(["inspect", "--format", "{{.State.OOMKilled}}", name]);
  return r.stdout.trim() === "true";
}
