// The project's own `npm test` script, when it is one plain command running the
// framework: its flags and paths are kept (vitest's --typecheck, mocha's
// --require, a config file, a test folder) and testcage's reporter flags are
// added to them, so the run tests what the project's own run does. Anything
// more than one plain command (pipes, &&, variables) is not imitated.

import type { ProjectFacts } from "../core/adapter-types.js";

/** Splits a command on spaces and quotes; null when it uses shell syntax we will not imitate. */
export function words(command: string): string[] | null {
  if (/[|&;<>`$()\\\n]/.test(command)) return null;
  const out: string[] = [];
  let current = "";
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
      if (started) out.push(current);
      current = "";
      started = false;
    } else {
      current += ch;
      started = true;
    }
  }
  if (quote) return null;
  if (started) out.push(current);
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
}

export interface ScriptArgs {
  /** Flags, in the script's order, with their values. */
  flags: string[];
  /** Paths and file filters the script names. */
  positionals: string[];
}

const flagName = (word: string): string => word.split("=")[0]!;

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
  const script = facts.packageJson?.scripts?.["test"];
  if (typeof script !== "string") return null;
  const argv = words(script.trim());
  if (!argv || argv.length === 0) return null;
  let i = argv[0] === "npx" ? 1 : 0;
  if (argv[i] !== tool && argv[i] !== `node_modules/.bin/${tool}` && argv[i] !== `./node_modules/.bin/${tool}`)
    return null;
  i += 1;
  if (rules.subcommands?.includes(argv[i] ?? "")) i += 1;
  const flags: string[] = [];
  const positionals: string[] = [];
  for (; i < argv.length; i++) {
    const word = argv[i]!;
    const name = flagName(word);
    const dropped = rules.own.includes(name) || (filtering && (rules.pattern ?? []).includes(name));
    if (word.startsWith("-") && word !== "-") {
      if (!dropped) flags.push(word);
      // A dropped flag's value in the next word goes with it.
      if (dropped && !word.includes("=") && [...rules.ownWithValue, ...(rules.pattern ?? [])].includes(name)) {
        if (i + 1 < argv.length && !argv[i + 1]!.startsWith("-")) i += 1;
      }
      continue;
    }
    // After a kept flag a word may be its value: kept in place, among the flags.
    const before = argv[i - 1]!;
    if (before.startsWith("-") && !before.includes("=") && flags[flags.length - 1] === before) flags.push(word);
    else positionals.push(word);
  }
  return { flags, positionals };
}
