// Runs dist/index.js the way the runner does: INPUT_* and GITHUB_* variables,
// GITHUB_OUTPUT, GITHUB_STATE and GITHUB_STEP_SUMMARY files, an event payload file. Async, so
// loopback servers in the test process keep answering while the action runs.

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./golden.js";

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** What the step saved for its post step (core.saveState, GITHUB_STATE). */
  state: Record<string, string>;
  temp: string;
}

/** Parses the name<<delimiter ... delimiter blocks @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    out[m[1]!] = value.join("\n");
  }
  return out;
}

export const readOutputs = (path: string): Record<string, string> => parseOutputs(readFileSync(path, "utf8"));

export interface ActionSetup {
  workspace?: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /** Written to a file given as GITHUB_EVENT_PATH. */
  event?: { name: string; payload: unknown };
  node?: string;
}

export async function runAction(setup: ActionSetup): Promise<ActionRun> {
  const temp = mkdtempSync(join(tmpdir(), "tc-action-"));
  const outputFile = join(temp, "output");
  const summaryFile = join(temp, "summary.md");
  const eventFile = join(temp, "event.json");
  const stateFile = join(temp, "state");
  writeFileSync(outputFile, "");
  writeFileSync(stateFile, "");
  writeFileSync(summaryFile, "");
  writeFileSync(eventFile, JSON.stringify(setup.event?.payload ?? {}));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env["PATH"],
    HOME: process.env["HOME"],
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: setup.workspace ?? ROOT,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STATE: stateFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_NAME: setup.event?.name ?? "push",
    GITHUB_EVENT_PATH: eventFile,
    RUNNER_TEMP: temp,
    ...setup.env,
  };
  for (const [k, v] of Object.entries(setup.inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const child = spawn(setup.node ?? process.execPath, [join(ROOT, "dist/index.js")], {
    cwd: setup.workspace ?? ROOT,
    env,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return {
    code,
    stdout,
    stderr,
    outputs: readOutputs(outputFile),
    summary: readFileSync(summaryFile, "utf8"),
    state: readOutputs(stateFile),
    temp,
  };
}

/**
 * Lines the runner would read as workflow commands that did not come from the
 * action itself: anything starting with "::" outside a ::stop-commands:: block,
 * other than the commands testcage issues.
 */
export function foreignCommands(stdout: string, own = /^::(error|warning|notice|debug|add-mask)\b/): string[] {
  const foreign: string[] = [];
  let stopToken: string | null = null;
  for (const raw of stdout.split("\n")) {
    const line = raw.trimStart();
    if (stopToken !== null) {
      if (line === `::${stopToken}::`) stopToken = null;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) {
      stopToken = stop[1]!;
      continue;
    }
    if (line.startsWith("::") && !own.test(line)) foreign.push(line);
  }
  return foreign;
}
