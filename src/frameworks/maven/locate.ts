// Maven Surefire: the gathered reports and where each test class lives.
// See index.ts for what the adapter captures and why.

import { posix } from "node:path";
import type { ParseInput } from "../../core/adapter-types.js";
import { MARKER } from "./plan.js";

export interface ReportFile {
  /** Project-relative module folder ("." for the root module). */
  module: string;
  path: string;
  xml: string;
}

/** Splits the gathered file at its marker lines. */
export function splitReports(text: string): ReportFile[] {
  const files: ReportFile[] = [];
  let current: { path: string; lines: string[] } | null = null;
  const flush = (): void => {
    if (current) files.push({ module: moduleOf(current.path), path: current.path, xml: current.lines.join("\n") });
  };
  for (const line of text.split("\n")) {
    const m = MARKER.exec(line);
    if (m) {
      flush();
      current = { path: m[1]!, lines: [] };
    } else if (current) current.lines.push(line);
  }
  flush();
  return files.filter((f) => f.xml.trim() !== "");
}

/** TestNG's own reports: <module>/target/surefire-reports/junitreports/TEST-<class>.xml. */
export const isTestngReport = (reportPath: string): boolean =>
  /(?:^|\/)surefire-reports\/junitreports\/[^/]+$/.test(reportPath);

function moduleOf(reportPath: string): string {
  const rel = posix.normalize(reportPath.replace(/^\.\//, "")).replace(/\/junitreports(\/[^/]+)$/, "$1");
  const dir = posix.dirname(rel); // <module>/target/surefire-reports
  const parent = posix.dirname(dir);
  const module = posix.basename(parent) === "target" ? posix.dirname(parent) : parent;
  return module === "" ? "." : module;
}

const joinDir = (dir: string, rel: string): string => (dir === "." ? rel : `${dir}/${rel}`);

// ---------------------------------------------------------------------------
// where tests live

interface ClassInfo {
  pkg: string[];
  /** Top-level class then nested ones: calc.CalcTest$Dividing -> [CalcTest, Dividing]. */
  classes: string[];
}

export function classInfo(classname: string): ClassInfo {
  const parts = classname.split(".");
  const last = parts.pop() ?? "";
  return { pkg: parts, classes: last.split("$").filter((c) => c !== "") };
}

const SOURCE_ROOTS = [
  ["src/test/java", ".java"],
  ["src/test/kotlin", ".kt"],
  ["src/test/groovy", ".groovy"],
  ["src/test/scala", ".scala"],
] as const;

/** The test class's source file: the first convention whose file exists, else the Java one. */
export function sourceFile(
  module: string,
  info: ClassInfo,
  input: ParseInput,
  frameFile: string | null,
): string | null {
  const top = info.classes[0];
  if (!top) return null;
  const pkgDir = info.pkg.join("/");
  const names = [frameFile, ...SOURCE_ROOTS.map(([, ext]) => `${top}${ext}`)].filter((n): n is string => !!n);
  for (const [root] of SOURCE_ROOTS) {
    for (const name of names) {
      const path = joinDir(module, [root, pkgDir, name].filter((p) => p !== "").join("/"));
      if (input.readSource(path) !== undefined) return path;
    }
  }
  return joinDir(module, [SOURCE_ROOTS[0][0], pkgDir, `${top}.java`].filter((p) => p !== "").join("/"));
}

/** 1-based line of the method's declaration, searching after the nested class's declaration. */
export function declarationLine(source: string | undefined, info: ClassInfo, method: string): number | null {
  if (source === undefined || !/^[\w$]+$/.test(method)) return null;
  const lines = source.split("\n");
  let from = 0;
  for (const cls of info.classes.slice(1)) {
    const re = new RegExp(`\\b(class|interface|object|record)\\s+${cls.replace(/\$/g, "\\$")}\\b`);
    const at = lines.findIndex((l, i) => i >= from && re.test(l));
    if (at >= 0) from = at;
  }
  const decl = new RegExp(`(\\bvoid|\\bfun|\\bdef|[\\w>\\]])\\s+${method.replace(/\$/g, "\\$")}\\s*\\(`);
  const at = lines.findIndex((l, i) => i >= from && decl.test(l) && !/^\s*(\/\/|\*)/.test(l));
  return at >= 0 ? at + 1 : null;
}

const FRAME = /^\s*at (?:[\w.$/]+\/)?([\w.$]+)\.([\w$<>]+)\(([^():]+):(\d+)\)/;

interface Frame {
  cls: string;
  method: string;
  file: string;
  line: number;
}

function frames(stack: string): Frame[] {
  const out: Frame[] = [];
  for (const line of stack.split("\n")) {
    const m = FRAME.exec(line);
    if (m) out.push({ cls: m[1]!, method: m[2]!, file: m[3]!, line: Number(m[4]) });
  }
  return out;
}

/** The frame of the test method itself, else the first frame anywhere in the test's top-level class. */
export function failingFrame(stack: string, classname: string, method: string): Frame | null {
  const all = frames(stack);
  const top = classname.split("$")[0]!;
  return (
    all.find((f) => f.cls === classname && f.method === method) ??
    all.find((f) => f.cls === top || f.cls.startsWith(`${top}$`)) ??
    null
  );
}
