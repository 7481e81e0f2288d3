// README's input and output tables are generated from action.yml; this fails
// when someone edits one without `npm run docs:action`.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { actionTables, cliReference } from "../../scripts/action-docs.js";
import { usage } from "../../src/options/cli-flags.js";
import { frameworkIds } from "../../src/frameworks/index.js";
import { ROOT } from "../helpers/golden.js";

/** Table rows as trimmed cells, whatever column padding prettier chose; the separator row dropped. */
function rows(table: string): string[][] {
  return table
    .split("\n")
    .filter((l) => l.startsWith("|") && !/^\|[\s|:-]+\|$/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
}

function readmeTable(readme: string, name: string): string {
  const start = readme.indexOf(`<!-- ${name}:`);
  const end = readme.indexOf(`<!-- /${name} -->`);
  expect(start, `README.md has a generated ${name} table`).toBeGreaterThan(-1);
  return readme.slice(start, end);
}

describe("README action tables", () => {
  const actionYml = readFileSync(join(ROOT, "action.yml"), "utf8");
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const generated = actionTables(actionYml);

  it.each(["inputs", "outputs"] as const)("%s match action.yml (npm run docs:action)", (name) => {
    expect(rows(readmeTable(readme, name))).toEqual(rows(generated[name]));
  });

  it("lists every input and output of action.yml", () => {
    const action = parse(actionYml) as { inputs: object; outputs: object };
    const names = rows(generated.inputs)
      .slice(1)
      .map((r) => r[0]);
    expect(names).toEqual(Object.keys(action.inputs).map((n) => `\`${n}\``));
    expect(rows(generated.outputs).length - 1).toBe(Object.keys(action.outputs).length);
  });

  it("docs/cli.md has the CLI reference --help prints (npm run docs:action)", () => {
    const cliDoc = readFileSync(join(ROOT, "docs/cli.md"), "utf8");
    const start = cliDoc.indexOf("<!-- cli:");
    const end = cliDoc.indexOf("<!-- /cli -->");
    expect(start, "docs/cli.md has a generated CLI reference").toBeGreaterThan(-1);
    expect(cliDoc.slice(start, end)).toContain(cliReference());
    // Every framework the CLI takes is named in it.
    for (const id of frameworkIds()) expect(usage()).toContain(id);
  });
});
