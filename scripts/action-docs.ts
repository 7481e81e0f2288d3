// Writes the README's action input and output tables from action.yml, and the CLI
// reference (docs/cli.md) from the CLI's own flag table (src/options/cli-flags.ts, the
// text --help prints), so none of them can disagree with what the code takes. Both come
// from the option table (src/options/option-table.ts): action.yml must declare its
// inputs and defaults (src/options/action-inputs.ts actionYmlProblems), or nothing is
// written. `npm run docs:action` rewrites; unit tests check they match.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { usage } from "../src/options/cli-flags.js";
import { actionYmlProblems, type DeclaredInput } from "../src/options/action-inputs.js";

interface ActionYaml {
  inputs: Record<string, DeclaredInput & { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const ROOT = join(import.meta.dirname, "..");
const cell = (text: string): string =>
  text
    .replace(/\|/g, "\\|")
    .replace(/\s*\n\s*/g, " ")
    .trim();

export function actionTables(actionYml: string): { inputs: string; outputs: string } {
  const action = parse(actionYml) as ActionYaml;
  const problems = actionYmlProblems(action.inputs);
  if (problems.length)
    throw new Error(`action.yml disagrees with src/options/option-table.ts:\n${problems.join("\n")}`);
  const inputs = [
    "| input | default | meaning |",
    "| --- | --- | --- |",
    ...Object.entries(action.inputs).map(
      ([name, i]) => `| \`${name}\` | ${i.default ? `\`${cell(i.default)}\`` : ""} | ${cell(i.description)} |`,
    ),
  ].join("\n");
  const outputs = [
    "| output | meaning |",
    "| --- | --- |",
    ...Object.entries(action.outputs).map(([name, o]) => `| \`${name}\` | ${cell(o.description)} |`),
  ].join("\n");
  return { inputs, outputs };
}

/** docs/cli.md's CLI reference: exactly what `testcage --help` prints. */
export function cliReference(): string {
  return ["```text", usage(), "```"].join("\n");
}

const SOURCE = { inputs: "action.yml", outputs: "action.yml", cli: "src/options/cli-flags.ts" } as const;
const BEGIN = (name: keyof typeof SOURCE): string =>
  `<!-- ${name}: generated from ${SOURCE[name]} by npm run docs:action -->`;
const END = (name: keyof typeof SOURCE): string => `<!-- /${name} -->`;

/** Which file holds each generated block. */
export const BLOCK_FILES = { inputs: "README.md", outputs: "README.md", cli: "docs/cli.md" } as const;

/** `text` with the named blocks replaced (between their markers). */
export function withBlocks(text: string, actionYml: string, names: readonly (keyof typeof SOURCE)[]): string {
  const blocks = { ...actionTables(actionYml), cli: cliReference() };
  let out = text;
  for (const name of names) {
    const begin = BEGIN(name);
    const start = out.indexOf(begin);
    const end = out.indexOf(END(name));
    if (start < 0 || end < start) throw new Error(`${BLOCK_FILES[name]} has no ${begin} ... ${END(name)} block`);
    out = `${out.slice(0, start)}${begin}\n\n${blocks[name]}\n\n${out.slice(end)}`;
  }
  return out;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const actionYml = readFileSync(join(ROOT, "action.yml"), "utf8");
  for (const file of new Set(Object.values(BLOCK_FILES))) {
    const names = (Object.keys(BLOCK_FILES) as (keyof typeof SOURCE)[]).filter((n) => BLOCK_FILES[n] === file);
    const path = join(ROOT, file);
    writeFileSync(path, withBlocks(readFileSync(path, "utf8"), actionYml, names));
  }
}
