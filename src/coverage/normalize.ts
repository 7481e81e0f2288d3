// Turns a coverage report of any supported format into the one Coverage shape,
// with repo-relative paths. Files outside the project (site-packages, the Go
// standard library, generated sources) are dropped: they are not the project's.

import { readCoveragePy } from "./coverage-py.js";
import { readGoCover } from "./go-cover.js";
import { readIstanbul } from "./istanbul.js";
import { readLcov, readLlvmCovLcov } from "./lcov.js";
import { readSimplecov } from "./simplecov.js";
import type { Coverage, CoverageFormat, FileCoverage } from "../core/coverage-model.js";
import { sum } from "../core/coverage-model.js";
import type { RawFile } from "./read.js";
import { readCobertura, readJacoco } from "./xml-coverage.js";
import { byCodeUnit } from "../core/text.js";

export interface CoverageContext {
  /** The project's path inside the sandbox (absolute paths in reports start with it). */
  projectPath: string;
  /** Project-relative files, to resolve paths reports give relative to a source root (JaCoCo: com/x/A.java). */
  projectFiles: readonly string[];
  /** Project-relative path -> repo-relative path. */
  toRepo: (projectRelative: string) => string | null;
  /** A prefix reports put before project-relative paths (Go: the module path). */
  stripPrefix?: string | undefined;
}

function projectRelative(path: string, ctx: CoverageContext, extraRoots: readonly string[]): string | null {
  let p = path.replace(/\\/g, "/");
  if (p.startsWith("file://")) p = p.slice("file://".length);
  const root = ctx.projectPath.replace(/\/+$/, "");
  for (const r of [root, ...extraRoots.map((s) => s.replace(/\/+$/, ""))]) {
    if (r && p.startsWith(`${r}/`)) {
      p = p.slice(r.length + 1);
      break;
    }
  }
  if (ctx.stripPrefix && p.startsWith(`${ctx.stripPrefix}/`)) p = p.slice(ctx.stripPrefix.length + 1);
  if (p.startsWith("/") || p.split("/").includes("..")) return null;
  if (ctx.projectFiles.includes(p)) return p;
  // Source-root-relative (JaCoCo packages): the one project file ending with it.
  const matches = ctx.projectFiles.filter((f) => f.endsWith(`/${p}`));
  return matches.length === 1 ? matches[0]! : ctx.projectFiles.length === 0 ? p : null;
}

function read(format: CoverageFormat, text: string): { files: RawFile[]; roots: string[] } {
  switch (format) {
    case "coverage.py":
      return { files: readCoveragePy(text), roots: [] };
    case "istanbul":
      return { files: readIstanbul(text), roots: [] };
    case "go":
      return { files: readGoCover(text), roots: [] };
    case "lcov":
      return { files: readLcov(text), roots: [] };
    case "llvm-cov":
      return { files: readLlvmCovLcov(text), roots: [] };
    case "jacoco":
      return { files: readJacoco(text), roots: [] };
    case "simplecov":
      return { files: readSimplecov(text), roots: [] };
    case "cobertura": {
      const { files, sources } = readCobertura(text);
      return { files, roots: sources };
    }
  }
}

export function normalizeCoverage(format: CoverageFormat, text: string, ctx: CoverageContext): Coverage {
  let raw: { files: RawFile[]; roots: string[] };
  try {
    raw = read(format, text);
  } catch (err) {
    return emptyCoverage(format, `the ${format} coverage report could not be read: ${(err as Error).message}`);
  }
  const merged = new Map<string, FileCoverage>();
  for (const f of raw.files) {
    const rel = projectRelative(f.path, ctx, raw.roots);
    const file = rel === null ? null : ctx.toRepo(rel);
    if (file === null || merged.has(file)) continue;
    merged.set(file, { file, ...f.coverage });
  }
  const files = [...merged.values()].sort((a, b) => byCodeUnit(a.file, b.file));
  return {
    format,
    problem: files.length === 0 ? `the ${format} report lists no file of this project` : null,
    lines: sum(files, "lines"),
    statements: sum(files, "statements"),
    branches: sum(files, "branches"),
    functions: sum(files, "functions"),
    files,
  };
}

export function emptyCoverage(format: CoverageFormat | null, problem: string): Coverage {
  return { format, problem, lines: null, statements: null, branches: null, functions: null, files: [] };
}
