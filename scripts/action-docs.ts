// Writes the README's action input and output tables from action.yml, and its CLI
// reference from the CLI's own flag table (src/cli-flags.ts, the text --help
// prints), so none of them can disagree with what the code takes.
// `npm run docs:action` rewrites; a unit test checks they match.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { usage } from "../src/cli-flags.js";

interface ActionYaml {
  inputs: Record<string, { description: string; default?: string }>;
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

/** The README's CLI reference: exactly what `testcage --help` prints. */
export function cliReference(): string {
  return ["```text", usage(), "```"].join("\n");
}

const SOURCE = { inputs: "action.yml", outputs: "action.yml", cli: "src/cli-flags.ts" } as const;
const BEGIN = (name: keyof typeof SOURCE): string =>
  `<!-- ${name}: generated from ${SOURCE[name]} by npm run docs:action -->`;
const END = (name: keyof typeof SOURCE): string => `<!-- /${name} -->`;

/** The README with both tables replaced (between their markers). */
export function withTables(readme: string, actionYml: string): string {
  const tables = { ...actionTables(actionYml), cli: cliReference() };
  let out = readme;
  for (const name of ["inputs", "outputs", "cli"] as const) {
    const begin = BEGIN(name);
    const start = out.indexOf(begin);
    const end = out.indexOf(END(name));
    if (start < 0 || end < start) throw new Error(`README.md has no ${begin} ... ${END(name)} block`);
    out = `${out.slice(0, start)}${begin}\n\n${tables[name]}\n\n${out.slice(end)}`;
  }
  return out;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const readmePath = join(ROOT, "README.md");
  writeFileSync(
    readmePath,
    withTables(readFileSync(readmePath, "utf8"), readFileSync(join(ROOT, "action.yml"), "utf8")),
  );
}
