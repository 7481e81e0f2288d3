// A promptfoo provider's `config` (plus a test's `vars.testcage`) -> the CLI's raw
// options. The keys are the CLI's flags (docs/cli.md), spelled as on the command
// line (`test-command`) or as the option (`testCommand`), so a config reads like the
// command it replaces; `dir` is the project, as `testcage run DIR`. Pure: a bad key
// or value is an InputError that names the fix (docs/promptfoo.md).

import { isAbsolute, resolve } from "node:path";
import { FLAGS, type CliFlag } from "../options/cli-flags.js";
import { InputError } from "../core/input-error.js";
import { resultsFolder, type RawOptions } from "../options/option-table.js";

/** Keys promptfoo itself puts into a provider's config: accepted and not passed on. */
const PROMPTFOO_KEYS = new Set(["basePath"]);

/** What the provider takes besides the CLI's run options. */
export interface ProviderSettings {
  raw: RawOptions;
  /** `compare`: an earlier results.json, as the CLI's --compare. */
  compare: string | null;
  /** Where promptfoo says the config file is: relative paths are taken from there. */
  baseDir: string;
}

/** Flags that take part in a run: help and version are not options of one. */
const RUN_FLAGS = FLAGS.filter((f) => f.name !== "help" && f.name !== "version");

function flagFor(key: string): CliFlag | undefined {
  return RUN_FLAGS.find((f) => f.name === key || f.option === key || f.aliases?.includes(key));
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  return typeof value === "object" ? "a mapping" : `a ${typeof value}`;
}

/** A scalar as the command line would have given it. */
function text(key: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw new InputError(`config ${key} must be a string or a number, got ${describe(value)}`);
}

function valueFor(flag: CliFlag, key: string, value: unknown): unknown {
  if (flag.type === "boolean") {
    if (typeof value === "boolean") return value;
    if (value === "true" || value === "false") return value;
    throw new InputError(`config ${key} must be true or false, got ${describe(value)}`);
  }
  if (flag.multiple) return (Array.isArray(value) ? value : [value]).map((v) => text(key, v));
  return text(key, value);
}

/** Applies one object of settings over `into`; later objects win key by key. */
function apply(into: Map<string, unknown>, settings: Record<string, unknown>, where: string): void {
  for (const [key, value] of Object.entries(settings)) {
    if (PROMPTFOO_KEYS.has(key) || value === undefined || value === null) continue;
    if (key === "dir" || key === "compare") {
      into.set(key, text(key, value));
      continue;
    }
    const flag = flagFor(key);
    if (!flag) {
      const known = ["dir", ...RUN_FLAGS.map((f) => f.name)].join(", ");
      throw new InputError(`${where} has an unknown key '${key}'; the keys are the CLI's options: ${known}`);
    }
    into.set(flag.name, valueFor(flag, key, value));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The provider's config, then the test's `vars.testcage` over it (one provider, a
 * project or filter per test). Relative paths resolve against the config file's
 * folder (promptfoo's `basePath`), else `cwd`.
 */
export function providerSettings(config: unknown, vars: unknown, cwd: string): ProviderSettings {
  if (config !== undefined && config !== null && !isRecord(config))
    throw new InputError(`the provider's config must be a mapping of options, got ${describe(config)}`);
  const basePath = config && typeof config["basePath"] === "string" ? config["basePath"] : "";
  const baseDir = isAbsolute(basePath) ? basePath : resolve(cwd, basePath);
  const merged = new Map<string, unknown>();
  if (config) apply(merged, config, "the provider's config");
  const perTest = isRecord(vars) ? vars["testcage"] : undefined;
  if (perTest !== undefined) {
    if (!isRecord(perTest))
      throw new InputError(`vars.testcage must be a mapping of options, got ${describe(perTest)}`);
    apply(merged, perTest, "vars.testcage");
  }
  const raw: RawOptions = { dir: (merged.get("dir") as string | undefined) ?? "." };
  for (const flag of RUN_FLAGS) {
    if (!flag.option || !merged.has(flag.name)) continue;
    (raw as Record<string, unknown>)[flag.option] = merged.get(flag.name);
  }
  const compare = (merged.get("compare") as string | undefined)?.trim() || null;
  return { raw, compare, baseDir };
}

/**
 * The `out` folder asked for, read before anything is validated (as the CLI's
 * --out is), so even a config refused as bad input leaves its results.json there.
 * Never throws; null when none is given or it is not a string.
 */
export function requestedOut(config: unknown, vars: unknown, cwd: string): string | null {
  const conf = isRecord(config) ? config : {};
  const perTest = isRecord(vars) && isRecord(vars["testcage"]) ? vars["testcage"] : {};
  const out = perTest["out"] ?? conf["out"];
  if (typeof out !== "string" || out.trim() === "") return null;
  const basePath = typeof conf["basePath"] === "string" ? conf["basePath"] : "";
  return resultsFolder(out, isAbsolute(basePath) ? basePath : resolve(cwd, basePath));
}
