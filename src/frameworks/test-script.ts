// The project's own `npm test` script, when it is one plain command running the
// framework: its flags and paths are kept (vitest's --typecheck, mocha's
// --require, a config file, a test folder) and testcage's reporter flags are
// added to them, so the run tests what the project's own run does. Anything
// more than one plain command (pipes, &&, variables) is not imitated. Also what
// package.json says about which runner the project uses (its dependencies, the
// tool its test script names), which the JavaScript adapters' detection reads.

import { globSegmentSource } from "../core/glob-segment.js";
import type { ProjectFacts } from "../core/adapter-types.js";

interface Word {
  text: string;
  /** An unquoted *, ? or [ the shell would expand. */
  glob: boolean;
}

function splitWords(command: string): Word[] | null {
  if (/[|&;<>`$()\\\n]/.test(command)) return null;
  const out: Word[] = [];
  let current = "";
  let glob = false;
  let started = false;
  let quote: string | null = null;
  for (const ch of command) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) out.push({ text: current, glob });
      current = "";
      glob = false;
      started = false;
    } else {
      current += ch;
      if (ch === "*" || ch === "?" || ch === "[") glob = true;
      started = true;
    }
  }
  if (quote) return null;
  if (started) out.push({ text: current, glob });
  return out;
}

/** Splits a command on spaces and quotes; null when it uses shell syntax we will not imitate. */
export function words(command: string): string[] | null {
  return splitWords(command)?.map((w) => w.text) ?? null;
}

/**
 * words(), with each unquoted glob expanded against the project's files the way
 * npm's shell (sh) does before the tool sees it: `node --test ./tests/*.mjs` runs
 * the matching files, where node 20 would look for a file named `*.mjs`. A pattern
 * that matches nothing stays as written, as in sh; quoted patterns are left to
 * the tool (mocha and jest expand their own).
 */
export function expandedWords(command: string, files: readonly string[]): string[] | null {
  const split = splitWords(command);
  if (!split) return null;
  return split.flatMap((w) => (w.glob ? expandGlob(w.text, files) : [w.text]));
}

/** sh's pathname expansion of one word against project-relative file paths (and their folders). */
export function expandGlob(pattern: string, files: readonly string[]): string[] {
  const prefix = pattern.startsWith("./") ? "./" : "";
  const parts = pattern.slice(prefix.length).split("/");
  // Empty, . and .. segments (a//b, ../x) are not walked: such a word stays as written.
  if (parts.some((p) => p === "" || p === "." || p === "..")) return [pattern];
  const regexps = parts.map((p) => new RegExp(`^${globSegmentSource(p, "sh")}$`));
  const candidates = new Set<string>();
  for (const file of files) {
    const segments = file.split("/");
    // The file itself and each folder on its way, at the pattern's depth.
    if (segments.length >= parts.length) candidates.add(segments.slice(0, parts.length).join("/"));
  }
  const matched = [...candidates]
    .filter((c) =>
      c.split("/").every((seg, i) => regexps[i]!.test(seg) && (!seg.startsWith(".") || parts[i]!.startsWith("."))),
    )
    .sort();
  return matched.length > 0 ? matched.map((m) => prefix + m) : [pattern];
}

/**
 * The test script and the scripts it runs by name (`npm run test:node && npm run
 * test:browser`, `yarn unit`, `pnpm run x`), followed transitively: where a project
 * keeps what its tests need (a node flag, an environment) when `test` only chains.
 */
export function testScriptChain(facts: ProjectFacts): string[] {
  const scripts = facts.packageJson?.scripts ?? {};
  const seen = new Set<string>();
  const out: string[] = [];
  const visit = (name: string): void => {
    const script = scripts[name];
    if (seen.has(name) || typeof script !== "string") return;
    seen.add(name);
    out.push(script);
    for (const m of script.matchAll(/\b(?:npm run(?:-script)?|pnpm(?: run)?|yarn(?: run)?)\s+([\w:.-]+)/g))
      visit(m[1]!);
  };
  visit("test");
  return out;
}

export interface ScriptRules {
  /** Subcommands dropped after the tool's name (vitest's "run", "watch"). */
  subcommands?: readonly string[];
  /** Flags testcage sets itself (reporters, output files, watch): dropped with their values. */
  own: readonly string[];
  /** Of those, the ones whose value may be the next word. */
  ownWithValue: readonly string[];
  /** Flags dropped only when testcage filters (its own name pattern replaces them). */
  pattern?: readonly string[];
  /**
   * When the tool's flags that take a value are all known (node's): each of these takes
   * the next word, whatever it is, and no other flag takes one, so a word after any other
   * flag is a path. Without it a word after a kept flag may be its value and stays with it.
   */
  valueFlags?: ReadonlySet<string>;
}

export interface ScriptArgs {
  /** Flags, in the script's order, with their values. */
  flags: string[];
  /** Paths and file filters the script names. */
  positionals: string[];
}

const flagName = (word: string): string => word.split("=")[0]!;
const isFlag = (word: string): boolean => word.startsWith("-") && word !== "-";

/** The project's `npm test` script split into words, or null when there is none or it is not one plain command. */
function testScriptWords(facts: ProjectFacts): string[] | null {
  const script = facts.packageJson?.scripts?.["test"];
  if (typeof script !== "string") return null;
  const argv = expandedWords(script.trim(), facts.files);
  return argv && argv.length > 0 ? argv : null;
}

/** `argv[start..]` as the flags to keep (with their values) and the paths, by `rules`. */
export function scriptArgs(argv: readonly string[], start: number, rules: ScriptRules, filtering: boolean): ScriptArgs {
  const flags: string[] = [];
  const positionals: string[] = [];
  const known = rules.valueFlags;
  for (let i = start; i < argv.length; i++) {
    const word = argv[i]!;
    if (!isFlag(word)) {
      // After a kept flag a word may be its value: kept in place, among the flags.
      const before = argv[i - 1] ?? "";
      const valueOfKept =
        !known && before.startsWith("-") && !before.includes("=") && flags[flags.length - 1] === before;
      if (valueOfKept) flags.push(word);
      else positionals.push(word);
      continue;
    }
    const name = flagName(word);
    const dropped = rules.own.includes(name) || (filtering && (rules.pattern ?? []).includes(name));
    // A dropped flag's value in the next word goes with it; a known value flag's always does.
    const takesNext =
      !word.includes("=") &&
      i + 1 < argv.length &&
      (known
        ? known.has(name)
        : dropped && [...rules.ownWithValue, ...(rules.pattern ?? [])].includes(name) && !argv[i + 1]!.startsWith("-"));
    const value = takesNext ? argv[++i]! : null;
    if (dropped) continue;
    flags.push(word);
    if (value !== null) flags.push(value);
  }
  return { flags, positionals };
}

/**
 * The flags and paths of `npm test` when it runs `tool` directly (also as `npx
 * tool` or `node_modules/.bin/tool`); null when the script is anything else.
 * Words after a flag that are not flags are kept as they come: the framework
 * reads them as the flag's value or as a path, as it does natively.
 */
export function testScriptArgs(
  facts: ProjectFacts,
  tool: string,
  rules: ScriptRules,
  filtering: boolean,
): ScriptArgs | null {
  const argv = testScriptWords(facts);
  if (!argv) return null;
  let i = argv[0] === "npx" ? 1 : 0;
  if (argv[i] !== tool && argv[i] !== `node_modules/.bin/${tool}` && argv[i] !== `./node_modules/.bin/${tool}`)
    return null;
  i += 1;
  if (rules.subcommands?.includes(argv[i] ?? "")) i += 1;
  return scriptArgs(argv, i, rules, filtering);
}

/** True when `npm test` runs `tool` (as a word: "ts-jest" or "jest-environment" is not jest). */
export function testScriptRuns(facts: ProjectFacts, tool: string): boolean {
  const script = facts.packageJson?.scripts?.["test"];
  return typeof script === "string" && new RegExp(`(^|[^\\w-])${tool}([^\\w-]|$)`).test(script);
}

/** True when the package lists `name` as a dependency of any kind. */
export function dependsOn(facts: ProjectFacts, name: string): boolean {
  const pkg = facts.packageJson;
  if (!pkg) return false;
  return [pkg.dependencies, pkg.devDependencies].some(
    (deps) => deps !== undefined && deps !== null && typeof deps === "object" && name in deps,
  );
}
