// The project's own `npm test` script, where one plain command of it runs the
// framework: its flags, paths and leading variable assignments are kept (vitest's
// --typecheck, mocha's --require, a config file, a test folder, NODE_ENV=test) and
// testcage's reporter flags are added to them, so the run tests what the project's
// own run does. The command is looked for through the chain the script makes
// (`npm run lint && npm run test:unit`, `tsc; vitest run --typecheck`); pipes,
// substitutions and more than one command running the tool are not imitated. Also
// what package.json says about which runner the project uses (its dependencies, the
// tool its test script names), which the JavaScript adapters' detection reads.

import { globSegmentSource } from "../core/glob-segment.js";
import type { ProjectFacts } from "../core/adapter-types.js";
import { terminalText } from "../core/text.js";

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
  const split = splitWords(withoutSelfReferences(command));
  if (!split) return null;
  return split.flatMap((w) => (w.glob ? expandGlob(w.text, files) : [w.text]));
}

/**
 * A leading assignment that adds to the variable's own value, as jest's docs write it
 * for ES modules (`NODE_OPTIONS="$NODE_OPTIONS --experimental-vm-modules" jest`), with
 * the reference to that value left out: the variables a run starts with are testcage's
 * (a sandbox's own environment), not the runner's, so what the script adds is the value.
 * Any other `$` still makes the command one testcage does not imitate.
 */
function withoutSelfReferences(command: string): string {
  let rest = command.trimStart();
  let out = "";
  for (;;) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|[^\s"']*)(\s+|$)/.exec(rest);
    if (!m) return out + rest;
    const [whole, name, value] = m as unknown as [string, string, string];
    const self = new RegExp(`\\$(?:${name}\\b|\\{${name}\\})`, "g");
    const kept = value.startsWith("'") ? value : value.replace(self, "").replace(/^"\s+/, '"').replace(/\s+"$/, '"');
    out += `${name}=${kept}${m[3]}`;
    rest = rest.slice(whole.length);
  }
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
    for (const m of script.matchAll(/\bpnpm(?: run)?\s+["']?(\/[^"'\s]+\/)["']?/g))
      pnpmPatternScripts(m[1]!, scripts).forEach(visit);
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
  /** Variables the command sets before the tool's name (`NODE_ENV=test jest`, cross-env's). */
  env: Record<string, string>;
}

const flagName = (word: string): string => word.split("=")[0]!;
const isFlag = (word: string): boolean => word.startsWith("-") && word !== "-";

/**
 * The commands of a script joined by `&&`, `||` or `;` outside quotes, each trimmed;
 * null when the quotes do not close. A command may still hold other shell syntax
 * (words() refuses it).
 */
export function commandsOf(script: string): string[] | null {
  const out: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < script.length; i++) {
    const ch = script[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ";" || ((ch === "&" || ch === "|") && script[i + 1] === ch)) {
      out.push(script.slice(start, i).trim());
      if (ch !== ";") i++;
      start = i + 1;
    }
  }
  if (quote) return null;
  out.push(script.slice(start).trim());
  return out.filter((c) => c !== "");
}

/** A script that runs another by name: `npm run x`, `npm run-script x`, `pnpm [run] x`, `yarn [run] x`. */
function scriptNamed(argv: readonly string[]): { name: string; extra: string[] } | null {
  const [tool, first, second] = argv;
  const viaRun = first === "run" || (tool === "npm" && first === "run-script");
  if (tool === "npm" ? !viaRun : tool !== "pnpm" && tool !== "yarn") return null;
  const name = viaRun ? second : first;
  // pnpm and yarn subcommands of their own (install, exec, dlx...) are not scripts;
  // `pnpm test` names the test script itself, which the walk has seen already.
  if (name === undefined || name.startsWith("-") || (!viaRun && NOT_SCRIPTS.has(name))) return null;
  const extra = argv.slice(viaRun ? 3 : 2);
  // npm passes what follows `--` to the script; pnpm and yarn pass every word after the name.
  return { name, extra: extra[0] === "--" ? extra.slice(1) : extra };
}

/**
 * JavaScript test runners testcage does not run: their package, and the word a script
 * runs them with. Named when nothing was detected, so the message says what was found,
 * and never taken for node:test however their test files look.
 */
const OTHER_RUNNERS: readonly (readonly [pkg: string, word: string])[] = [
  ["tape", "tape"],
  ["tap", "tap"],
  ["ava", "ava"],
  ["uvu", "uvu"],
  ["jasmine", "jasmine"],
  ["karma", "karma"],
  ["@hapi/lab", "lab"],
  ["zora", "zora"],
  ["qunit", "qunit"],
  ["@playwright/test", "playwright"],
  ["cypress", "cypress"],
];

/** The runner of OTHER_RUNNERS the test script (or a script it runs) names, else one package.json depends on. */
export function otherRunner(facts: ProjectFacts): { runner: string; script: string | null } | null {
  for (const script of testScriptChain(facts)) {
    const found = OTHER_RUNNERS.find(([, word]) => mentionsTool(word).test(script));
    if (found) return { runner: found[0], script };
  }
  const dep = OTHER_RUNNERS.find(([pkg]) => dependsOn(facts, pkg));
  return dep ? { runner: dep[0], script: null } : null;
}

/** `tool` as a word of a script: "ts-jest" or "jest-environment" is not jest. */
const mentionsTool = (tool: string): RegExp => new RegExp(`(^|[^\\w-])${tool}([^\\w-]|$)`);

const NOT_SCRIPTS = new Set(["install", "i", "add", "exec", "dlx", "x", "why", "list", "ls", "outdated", "audit"]);

/** Variables the run's own environment decides: a test script's assignment to one is not copied. */
const KEPT_VARIABLES = /^(PATH|HOME|TMPDIR|TMP|TEMP|USER|SHELL|PWD|TESTCAGE_\w*)$/;

/** Leading `NAME=value` words (also after `cross-env`), as sh and cross-env set them for the command. */
function leadingAssignments(argv: readonly string[]): { env: Record<string, string>; rest: string[] } {
  const env: Record<string, string> = {};
  let i = argv[0] === "cross-env" ? 1 : 0;
  for (; i < argv.length; i++) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(argv[i]!);
    if (!m) break;
    if (!KEPT_VARIABLES.test(m[1]!)) env[m[1]!] = m[2]!;
  }
  return { env, rest: argv.slice(i) };
}

/**
 * The scripts pnpm runs for `pnpm run "/^test:.*\/"`, in their package.json order: names
 * matched by the pattern between the slashes. Only patterns of literal name characters,
 * `.*`, `^` and `$` are read (a package.json is the project's, and a pattern with nested
 * repeats could take the run's time), at most three `.*`; any other matches nothing.
 */
function pnpmPatternScripts(word: string, scripts: Record<string, unknown>): string[] {
  const m = /^\/(\^?)((?:[\w:-]|\\\.|\.\*)*)(\$?)\/$/.exec(word);
  if (!m || (m[2]!.match(/\.\*/g)?.length ?? 0) > 3) return [];
  const pattern = new RegExp(`${m[1]}${m[2]}${m[3]}`);
  return Object.keys(scripts).filter((name) => typeof scripts[name] === "string" && pattern.test(name));
}

/** How many words run a package's bin before it: `pnpm [exec]`, `yarn [exec]`, `npm exec [--]`; else 0. */
function binRunner(argv: readonly string[]): number {
  const [tool, first, second] = argv;
  if (tool === "npm") return first === "exec" ? (second === "--" ? 3 : 2) : 0;
  if (tool !== "pnpm" && tool !== "yarn") return 0;
  if (first === "exec") return second === "--" ? 3 : 2;
  return first === undefined || first === "run" || first.startsWith("-") || NOT_SCRIPTS.has(first) ? 0 : 1;
}

/** True when `argv` runs `tool` itself: `tool`, `npx tool`, `node_modules/.bin/tool`. */
function runsTool(argv: readonly string[], tool: string): number | null {
  const i = argv[0] === "npx" ? 1 : 0;
  const word = argv[i];
  return word === tool || word === `node_modules/.bin/${tool}` || word === `./node_modules/.bin/${tool}` ? i + 1 : null;
}

export interface ToolCommand {
  argv: string[];
  /** Where the tool's own arguments start in argv. */
  start: number;
  env: Record<string, string>;
}

/**
 * The one plain command running `tool` that the project's `npm test` reaches, through
 * the scripts it runs by name; null when there is none, when there are several (a unit
 * and an e2e run: which to imitate is not ours to guess), or when a command that
 * mentions the tool is one testcage does not imitate (a pipe, a substitution). `runs`
 * says where the tool's own arguments start in a command that runs it (null: it does not).
 */
export function testScriptCommand(
  facts: ProjectFacts,
  tool: string,
  runs: (argv: readonly string[]) => number | null = (argv) => runsTool(argv, tool),
): ToolCommand | null {
  const { found, unreadable } = testScriptCommands(facts, tool, runs);
  return found.length === 1 && !unreadable ? found[0]! : null;
}

/** Every plain command running `tool` that `npm test` reaches, and whether one mentioning it could not be read. */
export function testScriptCommands(
  facts: ProjectFacts,
  tool: string,
  runs: (argv: readonly string[]) => number | null = (argv) => runsTool(argv, tool),
): { found: ToolCommand[]; unreadable: boolean } {
  const scripts = facts.packageJson?.scripts ?? {};
  const found: ToolCommand[] = [];
  let unreadable = false;
  const mentions = mentionsTool(tool);
  const seen = new Set<string>();
  const visit = (name: string, extra: readonly string[]): void => {
    const script = scripts[name];
    if (seen.has(name) || typeof script !== "string") return;
    seen.add(name);
    const commands = commandsOf(script);
    if (!commands) {
      unreadable ||= mentions.test(script);
      return;
    }
    // Words passed on to a script reach its last command only (npm appends them to the script's text).
    commands.forEach((command, k) => {
      const argv = expandedWords(command, facts.files);
      if (!argv) {
        unreadable ||= mentions.test(command);
        return;
      }
      const { env, rest } = leadingAssignments(argv);
      const full = k === commands.length - 1 ? [...rest, ...extra] : rest;
      const named = scriptNamed(full);
      // `pnpm vitest run`, `yarn jest`: with no script of that name, pnpm and yarn run the bin.
      if (named && typeof scripts[named.name] === "string") return visit(named.name, named.extra);
      // `pnpm run "/^test:.*/"`: every script whose name the pattern matches.
      const matched = full[0] === "pnpm" && named ? pnpmPatternScripts(named.name, scripts) : [];
      if (matched.length) return matched.forEach((name) => visit(name, named!.extra));
      const skip = binRunner(full);
      const start = runs(full.slice(skip));
      if (start !== null) found.push({ argv: full, start: start + skip, env });
    });
  };
  visit("test", []);
  return { found, unreadable };
}

/** `argv[start..]` as the flags to keep (with their values) and the paths, by `rules`. */
export function scriptArgs(
  argv: readonly string[],
  start: number,
  rules: ScriptRules,
  filtering: boolean,
): Omit<ScriptArgs, "env"> {
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
 * The flags, paths and variables of the command running `tool` (also as `npx tool` or
 * `node_modules/.bin/tool`) that `npm test` reaches (testScriptCommand); null when it
 * reaches none it can imitate. Words after a flag that are not flags are kept as they
 * come: the framework reads them as the flag's value or as a path, as it does natively.
 */
export function testScriptArgs(
  facts: ProjectFacts,
  tool: string,
  rules: ScriptRules,
  filtering: boolean,
): ScriptArgs | null {
  const { found, unreadable } = testScriptCommands(facts, tool);
  if (unreadable || found.length === 0) return null;
  const each = found.map(({ argv, start, env }): ScriptArgs => {
    const i = rules.subcommands?.includes(argv[start] ?? "") ? start + 1 : start;
    return { ...scriptArgs(argv, i, rules, filtering), env };
  });
  return each.length === 1 ? each[0]! : together(each);
}

/**
 * Several commands that run the tool on different paths with the same flags and
 * variables (`mocha src/**\/*-test.js && mocha integration/*-test.js`: unit, then
 * integration) as one run of the tool on all the paths, which gives the tests npm test
 * runs; null when they differ otherwise, or when one names no path (it runs the
 * config's whole file set, which other paths would narrow).
 */
function together(each: readonly ScriptArgs[]): ScriptArgs | null {
  const [first] = each;
  const same = (a: ScriptArgs): boolean =>
    a.positionals.length > 0 &&
    JSON.stringify(a.flags) === JSON.stringify(first!.flags) &&
    JSON.stringify(a.env) === JSON.stringify(first!.env);
  if (!first || !each.every(same)) return null;
  return { flags: first.flags, positionals: [...new Set(each.flatMap((a) => a.positionals))], env: first.env };
}

const NODE = /^(?:\S*\/)?node$/;

/**
 * Where node's own arguments start in a command that runs `node … --test` (null: it
 * does not), also under a coverage wrapper (`c8 --100 node --test`: fastify's
 * packages), whose own measuring testcage leaves to its coverage option.
 */
export function runsNodeTest(argv: readonly string[]): number | null {
  const at = argv.length > 0 && /^(?:\S*\/)?(?:c8|nyc)$/.test(argv[0]!) ? argv.findIndex((a) => NODE.test(a)) : 0;
  return at >= 0 && NODE.test(argv[at] ?? "") && argv.slice(at).includes("--test") ? at + 1 : null;
}

/** The command in `npm test` each JavaScript adapter imitates: the tool, as a log names it, and how to spot it. */
const SCRIPT_TOOLS: Record<string, { tool: string; shown: string; runs?: (argv: readonly string[]) => number | null }> =
  {
    jest: { tool: "jest", shown: "jest" },
    vitest: { tool: "vitest", shown: "vitest" },
    mocha: { tool: "mocha", shown: "mocha" },
    // A wrapper (borp) or a glob of its own narrows the files; node --test alone takes every default pattern.
    "node-test": { tool: "node", shown: "node --test", runs: runsNodeTest },
  };

/**
 * A script of the project's as a message shows it, in the runner's log too: one line (its
 * newlines and quotes JSON-escaped), no controls, at most `max` characters.
 */
export function shownScript(script: string, max: number): string {
  return terminalText(JSON.stringify(script.length > max ? `${script.slice(0, max - 3)}...` : script).slice(1, -1));
}

/**
 * A line for the log when the project has an `npm test` script whose command the
 * framework's run does not follow: a wrapper (`ts-scripts test`, borp), two runs of the
 * tool (`jest --env node && jest --env edge`), shell syntax. The run then has the tool's
 * own defaults and the project's config only, which can differ from what `npm test` gives
 * (a flag such as --passWithNoTests, a second environment, another file set): said, not
 * left to be found.
 */
export function scriptNotFollowed(facts: ProjectFacts, adapterId: string, followed?: boolean): string | null {
  const entry = SCRIPT_TOOLS[adapterId];
  const script = facts.packageJson?.scripts?.["test"];
  if (!entry || typeof script !== "string" || /no test specified/.test(script)) return null;
  if (followed ?? testScriptCommand(facts, entry.tool, entry.runs)) return null;
  const { shown } = entry;
  const { found } = testScriptCommands(facts, entry.tool, entry.runs);
  const why =
    found.length > 1
      ? `it runs ${shown} ${found.length} times, not only on different paths: ${found
          .slice(0, 4)
          .map((c) => `"${shownScript(c.argv.join(" "), 80)}"`)
          .join(", ")}`
      : `not one plain ${shown} command`;
  return `test script: npm test runs "${shownScript(script, 120)}", which testcage does not follow (${why}); ${shown} runs with its own defaults and the project's config. If npm test gives other counts, pass --test-command (action input test-command) with the command to run.`;
}

/** True when `npm test` runs `tool` (as a word). */
export function testScriptRuns(facts: ProjectFacts, tool: string): boolean {
  const script = facts.packageJson?.scripts?.["test"];
  return typeof script === "string" && mentionsTool(tool).test(script);
}

/**
 * The lowest major version the package's declared range for `name` allows (`^5.2.0`,
 * `~5.1`, `5.x`, `>=5 <7`: 5); null when it declares none or no version (a tag, a URL,
 * a workspace or an alias), when the installed one may be any.
 */
export function declaredMajor(facts: ProjectFacts, name: string): number | null {
  const pkg = facts.packageJson;
  for (const deps of [pkg?.devDependencies, pkg?.dependencies]) {
    if (deps === undefined || deps === null || typeof deps !== "object") continue;
    const range = (deps as Record<string, unknown>)[name];
    if (typeof range !== "string") continue;
    // Each alternative of an || range; the lowest of them.
    const majors = range.split("||").map((alt) => /^\s*(?:[\^~]|>=?|=)?\s*v?(\d+)(?:[.\s]|$)/.exec(alt)?.[1]);
    if (majors.some((m) => m === undefined)) return null;
    return Math.min(...majors.map(Number));
  }
  return null;
}

/** True when the package lists `name` as a dependency of any kind. */
export function dependsOn(facts: ProjectFacts, name: string): boolean {
  const pkg = facts.packageJson;
  if (!pkg) return false;
  return [pkg.dependencies, pkg.devDependencies].some(
    (deps) => deps !== undefined && deps !== null && typeof deps === "object" && name in deps,
  );
}
