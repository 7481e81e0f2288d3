// go test: where packages and tests live (go list output, test definitions).
// See index.ts for what the adapter captures and why.

import { posix } from "node:path";
import { type GoTestStream } from "../../reports/go-json.js";
import type { ParseInput } from "../../core/adapter-types.js";
import { MAX_FILES_PER_PACKAGE, MAX_LISTED_PACKAGES } from "./plan.js";

export interface PackageInfo {
  /** Project-relative folder ("." for the root), or null when outside the project. */
  dir: string | null;
  /** Basenames of the package's _test.go files, when go list named them. */
  testFiles: string[] | null;
}

/** Splits `go list -json` output: JSON objects one after another, not one per line. */
function* concatenatedJson(text: string): Generator<string> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === "\\") escaped = true;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") {
      if (depth === 0) start = i;
      depth += 1;
    } else if (c === "}" && depth > 0) {
      depth -= 1;
      if (depth === 0 && start >= 0) yield text.slice(start, i + 1);
    }
  }
}

export function relativeToProject(path: string, projectPath: string): string | null {
  const root = projectPath.replace(/\/+$/, "");
  if (path === root) return ".";
  if (path.startsWith(`${root}/`)) return posix.normalize(path.slice(root.length + 1));
  return null;
}

const BASENAME_GO = /^[^/\\]+\.go$/;

export function readPackageList(text: string, projectPath: string): Map<string, PackageInfo> {
  const out = new Map<string, PackageInfo>();
  for (const chunk of concatenatedJson(text)) {
    if (out.size >= MAX_LISTED_PACKAGES) break;
    let value: unknown;
    try {
      value = JSON.parse(chunk);
    } catch {
      continue;
    }
    if (!value || typeof value !== "object") continue;
    const o = value as Record<string, unknown>;
    if (typeof o["ImportPath"] !== "string") continue;
    const names = [o["TestGoFiles"], o["XTestGoFiles"]]
      .flatMap((v) => (Array.isArray(v) ? v : []))
      .filter((f): f is string => typeof f === "string" && BASENAME_GO.test(f))
      .slice(0, MAX_FILES_PER_PACKAGE);
    const dir = typeof o["Dir"] === "string" ? relativeToProject(o["Dir"], projectPath) : null;
    out.set(o["ImportPath"], { dir, testFiles: names });
  }
  return out;
}

export function modulePath(goMod: string | undefined): string | null {
  const m = /^\s*module\s+"?([^\s"]+)"?/m.exec(goMod ?? "");
  return m?.[1] ?? null;
}

/** Import path -> project folder by the main module's path (when go list said nothing). */
export function dirFromModule(importPath: string, module: string | null): string | null {
  if (!module) return null;
  if (importPath === module) return ".";
  if (importPath.startsWith(`${module}/`)) return importPath.slice(module.length + 1);
  return null;
}

export const joinDir = (dir: string, file: string): string => (dir === "." ? file : `${dir}/${file}`);

const DEF = /^func\s+((?:Test|Example|Fuzz|Benchmark)\w*)\s*\(/;
/** A function go test runs: Xxx may not start with a lower-case letter (Testing is not a test). */
const RUNNABLE = /^func\s+((Test|Example|Fuzz)(?![a-z])\w*)\s*\(/;
const OUTPUT_COMMENT = /^\s*\/\/\s*(?:Unordered output|Output):/i;

export interface Definition {
  file: string;
  line: number;
}

/** Finds where test functions are defined, reading each package's test files once. */
export class DefinitionIndex {
  private readonly byPackage = new Map<string, Map<string, Definition>>();

  constructor(
    private readonly input: ParseInput,
    private readonly packages: Map<string, PackageInfo>,
    private readonly stream: GoTestStream,
  ) {}

  find(pkg: string, func: string): Definition | null {
    let index = this.byPackage.get(pkg);
    if (!index) {
      index = this.build(pkg);
      this.byPackage.set(pkg, index);
    }
    return index.get(func) ?? null;
  }

  /**
   * The package's top-level functions `go test` runs, in the order it runs them (file by
   * file as go list names them, each in source order): TestXxx (not TestMain) and FuzzXxx,
   * and ExampleXxx with an output comment (one without is compiled, not run).
   */
  runnable(pkg: string): string[] {
    const info = this.packages.get(pkg);
    if (!info || info.dir === null) return [];
    const found: string[] = [];
    for (const name of info.testFiles ?? this.guessFiles(pkg, info.dir)) {
      const lines = this.input.readSource(joinDir(info.dir, name))?.split("\n") ?? [];
      for (let i = 0; i < lines.length; i += 1) {
        const m = RUNNABLE.exec(lines[i]!);
        if (!m || m[1] === "TestMain") continue;
        if (m[2] === "Example") {
          let end = i + 1;
          while (end < lines.length && !lines[end]!.startsWith("}")) end += 1;
          if (!lines.slice(i + 1, end).some((l) => OUTPUT_COMMENT.test(l))) continue;
        }
        found.push(m[1]!);
      }
    }
    return found;
  }

  private build(pkg: string): Map<string, Definition> {
    const index = new Map<string, Definition>();
    const info = this.packages.get(pkg);
    if (!info || info.dir === null) return index;
    for (const name of info.testFiles ?? this.guessFiles(pkg, info.dir)) {
      const path = joinDir(info.dir, name);
      const source = this.input.readSource(path);
      if (source === undefined) continue;
      const lines = source.split("\n");
      for (let i = 0; i < lines.length; i += 1) {
        const m = DEF.exec(lines[i]!);
        if (m && !index.has(m[1]!)) index.set(m[1]!, { file: path, line: i + 1 });
      }
    }
    return index;
  }

  /** Without go list's answer: files the tests' output names, and the usual <dir>_test.go. */
  private guessFiles(pkg: string, dir: string): string[] {
    const names = new Set<string>();
    for (const t of this.stream.tests) {
      if (t.package !== pkg) continue;
      for (const m of t.output.matchAll(/([\w.-]+_test\.go):\d+/g)) names.add(m[1]!);
    }
    const base = dir === "." ? (pkg.split("/").pop() ?? "") : posix.basename(dir);
    names.add(`${base}_test.go`);
    return [...names].sort().slice(0, MAX_FILES_PER_PACKAGE);
  }
}
