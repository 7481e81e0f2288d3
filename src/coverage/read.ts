// Shared helpers for coverage readers: reports come from the sandbox, so every
// field is checked before use and anything unexpected reads as absent.

import type { FileCoverage } from "../core/coverage-model.js";

/** A file's coverage as the report names it; the engine maps the path to the repo. */
export interface RawFile {
  path: string;
  coverage: Omit<FileCoverage, "file">;
}

export const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export const num = (v: unknown): number | null => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : null;
};
