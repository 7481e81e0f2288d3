// Runs the BUILT CLI (dist/cli.js), the way users run it, and reads its results.json
// through the schema validator.

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunResult } from "../../src/core/model.js";
import { ROOT } from "./golden.js";
import { validateResultsFile } from "./schema.js";

export const CLI = join(ROOT, "dist/cli.js");

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  result: RunResult;
  outDir: string;
}

export function runCli(args: string[], env: NodeJS.ProcessEnv = process.env, cwd = ROOT): Promise<CliRun> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const outDir = mkdtempSync(join(tmpdir(), "tc-cli-out-"));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args, "--out", outDir], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        const result = validateResultsFile(join(outDir, "results.json")) as unknown as RunResult;
        resolve({ code, stdout, stderr, result, outDir });
      } catch (err) {
        reject(new Error(`${(err as Error).message}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
      }
    });
  });
}
