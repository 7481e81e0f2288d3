// Every results.json the suite produces goes through validateResults: the
// schema is the contract with other tools, so drift fails a test.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ERROR_KINDS } from "../../src/core/model.js";
import { ROOT } from "./golden.js";

const schema = JSON.parse(readFileSync(join(ROOT, "schema/results.schema.json"), "utf8")) as Record<string, unknown>;
const ajv = new Ajv2020({ allErrors: true, strict: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validate = ajv.compile(schema);

/** Throws with every schema violation listed when `doc` is not a valid results.json. */
export function validateResults(doc: unknown): void {
  if (!validate(doc)) {
    throw new Error(`results.json violates the schema:\n${ajv.errorsText(validate.errors, { separator: "\n" })}`);
  }
}

export function validateResultsFile(path: string): Record<string, unknown> {
  const doc = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  validateResults(doc);
  return doc;
}

const validateDefectsDoc = ajv.compile(
  JSON.parse(readFileSync(join(ROOT, "schema/defects.schema.json"), "utf8")) as Record<string, unknown>,
);

/** Throws with every schema violation listed when `doc` is not a valid defects.json. */
export function validateDefects(doc: unknown): void {
  if (!validateDefectsDoc(doc)) {
    throw new Error(
      `defects.json violates the schema:\n${ajv.errorsText(validateDefectsDoc.errors, { separator: "\n" })}`,
    );
  }
}

/** The schema's error kinds, for a test that keeps them equal to the model's. */
export function schemaErrorKinds(): string[] {
  const defs = schema["$defs"] as Record<string, { properties: { kind: { enum: string[] } } }>;
  return defs["error"]!.properties.kind.enum;
}

export { ERROR_KINDS };
