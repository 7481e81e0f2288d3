// The action's inputs, read by the option table (option-table.ts): every row with
// an engine or publishing key is read under its input name, or under an old name
// it had, which still works and says once which name replaces it. Also the check
// that action.yml declares what the table says (a unit test runs it, and so does
// `npm run docs:action`), so the two cannot drift apart.

import {
  ACTION_ROWS,
  actionPart,
  inputDefault,
  inputName,
  type OptionRow,
  type RawOptions,
  type RawPublishInputs,
} from "./option-table.js";

/** How inputs are read: @actions/core's getInput, getMultilineInput and warning in the action. */
export interface InputSource {
  get(name: string): string;
  getList(name: string): string[];
  warn(message: string): void;
}

export interface ActionInputs {
  raw: RawOptions;
  publish: RawPublishInputs;
}

/** The message an old input name gets, once per run. */
export const renamedInputWarning = (old: string, current: string): string =>
  `The input '${old}' is deprecated; use '${current}' instead (it means the same). The old name will be removed in a later major version.`;

function given(value: string | string[]): boolean {
  return Array.isArray(value) ? value.length > 0 : value.trim() !== "";
}

/**
 * A row's value. The runner fills every declared input with its default, so the new
 * name always has a value: an old name given wins unless the new one was set to
 * something other than its default too, in which case the new one wins.
 */
function rowValue(row: OptionRow, src: InputSource): string | string[] {
  const name = inputName(row);
  const read = (n: string): string | string[] => (actionPart(row).multiline ? src.getList(n) : src.get(n));
  const value = read(name);
  for (const old of actionPart(row).aliases ?? []) {
    const oldValue = read(old);
    if (!given(oldValue)) continue;
    src.warn(renamedInputWarning(old, name));
    const newIsDefault = !given(value) || (typeof value === "string" && value.trim() === inputDefault(row));
    if (newIsDefault) return oldValue;
  }
  return value;
}

/** Every table-read input of the action; old names warn through `src.warn`, once each. */
export function readActionInputs(src: InputSource): ActionInputs {
  const raw: Record<string, unknown> = {};
  const publish: Record<string, unknown> = {};
  for (const row of ACTION_ROWS) {
    if (actionPart(row).custom) continue;
    if (row.engine) raw[row.engine] = rowValue(row, src);
    else if (row.publish) publish[row.publish] = rowValue(row, src);
  }
  return { raw: raw as RawOptions, publish: publish as unknown as RawPublishInputs };
}

/** An action.yml input as parsed from YAML. */
export interface DeclaredInput {
  description?: unknown;
  default?: unknown;
  deprecationMessage?: unknown;
}

/**
 * Where action.yml and the option table disagree, one line each: an input the table
 * lacks or action.yml lacks, a default that differs, an old name without its
 * deprecationMessage naming the new one, or with a default (the runner would then
 * always pass it, and every run would warn).
 */
export function actionYmlProblems(inputs: Record<string, DeclaredInput>): string[] {
  const problems: string[] = [];
  const known = new Set<string>();
  for (const row of ACTION_ROWS) {
    const name = inputName(row);
    known.add(name);
    const declared = inputs[name];
    if (!declared) {
      problems.push(`action.yml has no input ${name} (option table: ${row.name})`);
      continue;
    }
    const yamlDefault = declared.default === undefined ? "" : String(declared.default);
    if (yamlDefault !== inputDefault(row))
      problems.push(`input ${name}: action.yml default '${yamlDefault}', option table '${inputDefault(row)}'`);
    if (declared.deprecationMessage !== undefined) problems.push(`input ${name} is current but marked deprecated`);
    for (const old of actionPart(row).aliases ?? []) {
      known.add(old);
      const entry = inputs[old];
      if (!entry) problems.push(`action.yml has no input ${old} (the old name of ${name})`);
      else if (typeof entry.deprecationMessage !== "string" || !entry.deprecationMessage.includes(name))
        problems.push(`input ${old}: its deprecationMessage must name ${name}`);
      else if (entry.default !== undefined && String(entry.default) !== "")
        problems.push(`input ${old}: an old name must have no default (it would always be passed)`);
    }
  }
  for (const name of Object.keys(inputs))
    if (!known.has(name))
      problems.push(`action.yml input ${name} is not in the option table (src/options/option-table.ts)`);
  return problems;
}
