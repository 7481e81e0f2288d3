// Runs a reusable workflow's jobs here, in order, the way the runner would: `needs`
// order, `if:` conditions, matrix legs from their expressions, `${{ }}` expressions in
// `with:`, `env:` and outputs, and action.yml defaults for inputs a step leaves out.
// Steps: `run:` in bash; this repository's action as dist/index.js (runAction); the
// checkout as the workspace the test prepared; download-artifact from the loopback
// artifact service the action uploads to. Anything else, or an expression this
// evaluator does not know, throws: the test must not pass on a step it skipped.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { readOutputs, runAction, type ActionRun } from "./action.js";
import type { ArtifactService } from "./artifact-service.js";
import { ROOT } from "./golden.js";

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown> };
  outputs?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: { workflow_call: { inputs: Record<string, { default?: unknown }>; outputs?: Record<string, { value: string }> } };
  jobs: Record<string, Job>;
}

export interface StepRun {
  job: string;
  matrix: Record<string, unknown>;
  step: string;
  /** The action's run when the step used this repository's action. */
  action?: ActionRun;
  inputs?: Record<string, string>;
}

export interface WorkflowRun {
  jobs: Record<string, { result: "success" | "failure" | "skipped"; outputs: Record<string, string> }>;
  steps: StepRun[];
  outputs: Record<string, string>;
}

export interface WorkflowSetup {
  file: string;
  inputs: Record<string, unknown>;
  workspace: string;
  /** GITHUB_* variables and the API stand-in's URL, as every job sees them. */
  env: Record<string, string>;
  /** github.token's value in a job with these permissions ("" when the job grants none that matter here). */
  token: (permissions: Record<string, string>) => string;
  artifacts: ArtifactService;
}

type Ctx = Record<string, unknown>;

// ---------------------------------------------------------------------------
// expressions: literals, contexts with property access, ! && || == != < <= > >=,
// parentheses, and the functions the workflows here use.

type Tok = { t: "num" | "str" | "id" | "op"; v: string };

function tokens(src: string): Tok[] {
  const out: Tok[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|'((?:[^']|'')*)'|([A-Za-z_][\w-]*)|(==|!=|<=|>=|&&|\|\||[!<>().,[\]*]))/y;
  let i = 0;
  while (i < src.length) {
    if (/^\s*$/.test(src.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(src);
    if (!m) throw new Error(`expression not understood at '${src.slice(i)}' in '${src}'`);
    i = re.lastIndex;
    if (m[1] !== undefined) out.push({ t: "num", v: m[1] });
    else if (m[2] !== undefined) out.push({ t: "str", v: m[2].replace(/''/g, "'") });
    else if (m[3] !== undefined) out.push({ t: "id", v: m[3] });
    else out.push({ t: "op", v: m[4]! });
  }
  return out;
}

const truthy = (v: unknown): boolean => v !== null && v !== undefined && v !== false && v !== 0 && v !== "";
const asText = (v: unknown): string =>
  v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v as string);

function evaluate(src: string, ctx: Ctx, status: { failed: boolean }): unknown {
  const toks = tokens(src);
  let p = 0;
  const peek = (): Tok | undefined => toks[p];
  const eat = (v: string): boolean => (peek()?.v === v && peek()?.t === "op" ? (p++, true) : false);
  const expect = (v: string): void => {
    if (!eat(v)) throw new Error(`expected '${v}' in '${src}'`);
  };
  const or = (): unknown => {
    let l = and();
    while (eat("||")) {
      const r = and();
      l = truthy(l) ? l : r;
    }
    return l;
  };
  const and = (): unknown => {
    let l = cmp();
    while (eat("&&")) {
      const r = cmp();
      l = truthy(l) ? r : l;
    }
    return l;
  };
  const cmp = (): unknown => {
    const l = unary();
    for (const op of ["==", "!=", "<=", ">=", "<", ">"]) {
      if (!eat(op)) continue;
      const r = unary();
      const [a, b] =
        typeof l === "number" || typeof r === "number"
          ? [Number(l), Number(r)]
          : [asText(l).toLowerCase(), asText(r).toLowerCase()];
      return op === "=="
        ? a === b
        : op === "!="
          ? a !== b
          : op === "<="
            ? a <= b
            : op === ">="
              ? a >= b
              : op === "<"
                ? a < b
                : a > b;
    }
    return l;
  };
  const unary = (): unknown => (eat("!") ? !truthy(unary()) : primary());
  const primary = (): unknown => {
    const tok = toks[p++];
    if (!tok) throw new Error(`unexpected end of '${src}'`);
    if (tok.t === "num") return Number(tok.v);
    if (tok.t === "str") return tok.v;
    if (tok.t === "op" && tok.v === "(") {
      const v = or();
      expect(")");
      return v;
    }
    if (tok.t !== "id") throw new Error(`unexpected '${tok.v}' in '${src}'`);
    if (tok.v === "true" || tok.v === "false") return tok.v === "true";
    if (tok.v === "null") return null;
    if (eat("(")) {
      const args: unknown[] = [];
      if (!eat(")")) {
        do args.push(or());
        while (eat(","));
        expect(")");
      }
      if (tok.v === "always") return true;
      if (tok.v === "success") return !status.failed;
      if (tok.v === "failure") return status.failed;
      if (tok.v === "fromJSON") return JSON.parse(asText(args[0])) as unknown;
      if (tok.v === "toJSON") return JSON.stringify(args[0]);
      throw new Error(`function ${tok.v}() is not known to this runner ('${src}')`);
    }
    if (!(tok.v in ctx)) throw new Error(`context ${tok.v} is not known to this runner ('${src}')`);
    let v: unknown = ctx[tok.v];
    for (;;) {
      if (eat(".")) {
        const name = toks[p++];
        if (!name || name.t !== "id") throw new Error(`expected a property name in '${src}'`);
        v = v !== null && typeof v === "object" ? (v as Ctx)[name.v] : undefined;
      } else if (eat("[")) {
        const key = or();
        expect("]");
        v = v !== null && typeof v === "object" ? (v as Ctx)[asText(key)] : undefined;
      } else break;
    }
    return v;
  };
  const value = or();
  if (p !== toks.length) throw new Error(`trailing '${toks[p]!.v}' in '${src}'`);
  return value;
}

/** A value with `${{ }}` parts: one whole expression keeps its type, text around them makes a string. */
function interpolate(value: unknown, ctx: Ctx, status = { failed: false }): unknown {
  if (typeof value !== "string") return value;
  const whole = /^\$\{\{([\s\S]*?)\}\}$/.exec(value.trim());
  if (whole && !whole[1]!.includes("}}")) return evaluate(whole[1]!, ctx, status);
  return value.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, e: string) => asText(evaluate(e, ctx, status)));
}

const condition = (src: string | undefined, ctx: Ctx, status: { failed: boolean }): boolean => {
  if (src === undefined) return !status.failed;
  const text = src.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, "$1");
  // GitHub adds success() to a condition that names no status function.
  const ok = truthy(evaluate(text, ctx, status));
  return /\b(always|success|failure|cancelled)\(/.test(text) ? ok : ok && !status.failed;
};

// ---------------------------------------------------------------------------

const ACTION_INPUTS = (
  parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as { inputs: Record<string, { default?: string }> }
).inputs;

function jobOrder(jobs: Record<string, Job>): string[] {
  const order: string[] = [];
  const visit = (id: string, path: string[]): void => {
    if (order.includes(id)) return;
    if (path.includes(id)) throw new Error(`needs cycle: ${[...path, id].join(" -> ")}`);
    for (const n of needsOf(jobs[id]!)) visit(n, [...path, id]);
    order.push(id);
  };
  for (const id of Object.keys(jobs)) visit(id, []);
  return order;
}
const needsOf = (job: Job): string[] => (job.needs === undefined ? [] : [job.needs].flat());

function matrixLegs(job: Job, ctx: Ctx): Record<string, unknown>[] {
  const matrix = job.strategy?.matrix;
  if (!matrix) return [{}];
  let legs: Record<string, unknown>[] = [{}];
  for (const [key, raw] of Object.entries(matrix)) {
    const values = interpolate(raw, ctx);
    if (!Array.isArray(values)) throw new Error(`matrix.${key} is not a list: ${JSON.stringify(values)}`);
    legs = legs.flatMap((leg) => values.map((v: unknown) => ({ ...leg, [key]: v })));
  }
  return legs;
}

/** download-artifact@v4 with a pattern: each matching artifact unzipped into path/<name>/. */
async function downloadArtifacts(service: ArtifactService, pattern: string, path: string): Promise<string[]> {
  const re = new RegExp(
    `^${pattern
      .split("*")
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
  const names: string[] = [];
  for (const upload of await service.uploads()) {
    if (!re.test(upload.name)) continue;
    names.push(upload.name);
    for (const [file, bytes] of Object.entries(upload.files)) {
      const to = join(path, upload.name, file);
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, bytes);
    }
  }
  return names;
}

export async function runWorkflow(setup: WorkflowSetup): Promise<WorkflowRun> {
  const wf = parse(readFileSync(join(ROOT, ".github/workflows", setup.file), "utf8")) as Workflow;
  const declared = wf.on.workflow_call.inputs;
  const inputs: Ctx = {};
  for (const [name, spec] of Object.entries(declared)) inputs[name] = setup.inputs[name] ?? spec.default ?? "";
  for (const name of Object.keys(setup.inputs)) if (!(name in declared)) throw new Error(`no input ${name}`);

  const run: WorkflowRun = { jobs: {}, steps: [], outputs: {} };
  for (const id of jobOrder(wf.jobs)) {
    const job = wf.jobs[id]!;
    const needs: Ctx = Object.fromEntries(needsOf(job).map((n) => [n, run.jobs[n]]));
    const needsFailed = needsOf(job).some((n) => run.jobs[n]!.result !== "success");
    const base: Ctx = { inputs, needs, github: { token: "" }, runner: {}, matrix: {}, steps: {}, strategy: {} };
    if (!condition(job.if, base, { failed: needsFailed })) {
      run.jobs[id] = { result: "skipped", outputs: {} };
      continue;
    }
    const token = setup.token(job.permissions ?? {});
    let failed = false;
    let outputs: Record<string, string> = {};
    const legs = matrixLegs(job, base);
    for (const matrix of legs) {
      const runnerTemp = mkdtempSync(join(tmpdir(), `tc-wf-${id}-`));
      const steps: Record<string, { outputs: Record<string, string> }> = {};
      const ctx: Ctx = {
        ...base,
        matrix,
        github: { token },
        runner: { temp: runnerTemp },
        steps,
        strategy: { "job-total": legs.length },
      };
      let legFailed = false;
      for (const [i, step] of job.steps.entries()) {
        if (legFailed) break;
        const name = step.id ?? step.uses ?? `run ${i}`;
        const record: StepRun = { job: id, matrix, step: name };
        run.steps.push(record);
        const env = Object.fromEntries(
          Object.entries(step.env ?? {}).map(([k, v]) => [k, asText(interpolate(v, ctx))]),
        );
        const given = Object.fromEntries(
          Object.entries(step.with ?? {}).map(([k, v]) => [k, asText(interpolate(v, ctx))]),
        );
        let stepOutputs: Record<string, string> = {};
        if (step.run !== undefined) {
          const outFile = join(runnerTemp, `output-${i}`);
          writeFileSync(outFile, "");
          const r = spawnSync("bash", ["-e", "-c", step.run], {
            cwd: setup.workspace,
            env: { PATH: process.env["PATH"], ...setup.env, ...env, GITHUB_OUTPUT: outFile, RUNNER_TEMP: runnerTemp },
            encoding: "utf8",
          });
          if (r.status !== 0) legFailed = true;
          stepOutputs = readOutputsOrLines(outFile);
        } else if (step.uses === "actions/checkout@v4") {
          // The workspace the test prepared is the checkout.
        } else if (step.uses === "actions/download-artifact@v4") {
          const names = await downloadArtifacts(setup.artifacts, given["pattern"] ?? "*", given["path"]!);
          record.inputs = { ...given, downloaded: names.join(",") };
        } else if (step.uses !== undefined && /^[\w-]+\/testcage@/.test(step.uses)) {
          // The runner fills in action.yml's defaults; ${{ github.token }} is this job's token.
          const all: Record<string, string> = {};
          for (const [k, spec] of Object.entries(ACTION_INPUTS)) {
            if (spec.default !== undefined) all[k] = asText(interpolate(spec.default, ctx));
          }
          for (const k of Object.keys(given)) if (!(k in ACTION_INPUTS)) throw new Error(`${id}: no action input ${k}`);
          Object.assign(all, given);
          const action = await runAction({
            workspace: setup.workspace,
            inputs: all,
            env: { ...setup.env, ...setup.artifacts.env, GITHUB_JOB: id },
          });
          record.action = action;
          record.inputs = all;
          if (action.code !== 0) legFailed = true;
          stepOutputs = action.outputs;
        } else {
          throw new Error(`${id}: step ${name} uses something this runner does not run`);
        }
        if (step.id) steps[step.id] = { outputs: stepOutputs };
      }
      failed ||= legFailed;
      // A matrix job's outputs are the last leg's, as on GitHub.
      outputs = Object.fromEntries(
        Object.entries(job.outputs ?? {}).map(([k, v]) => [k, asText(interpolate(v, { ...ctx, steps }))]),
      );
    }
    run.jobs[id] = { result: failed ? "failure" : "success", outputs };
  }
  const jobs: Ctx = Object.fromEntries(Object.entries(run.jobs).map(([k, v]) => [k, v]));
  for (const [k, spec] of Object.entries(wf.on.workflow_call.outputs ?? {})) {
    run.outputs[k] = asText(interpolate(spec.value, { jobs }));
  }
  return run;
}

/** GITHUB_OUTPUT as a run step writes it: name=value lines (and name<<EOF blocks). */
function readOutputsOrLines(path: string): Record<string, string> {
  const out = readOutputs(path);
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^([\w-]+)=(.*)$/.exec(line);
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}
