// cargo test: where crates and tests live.
// See index.ts for what the adapter captures and why.

import { posix } from "node:path";
import { type LibtestResult, type LibtestTarget } from "../../reports/libtest-text.js";
import { escapeRegExp } from "../../core/text.js";
import type { ParseInput } from "../../core/adapter-types.js";

export function stripDot(path: string): string {
  return posix.normalize(path.replace(/^\.\//, ""));
}

export function relativeToProject(path: string, projectPath: string): string | null {
  const root = projectPath.replace(/\/+$/, "");
  if (path.startsWith(`${root}/`)) return posix.normalize(path.slice(root.length + 1));
  if (path.startsWith("/")) return null;
  const rel = stripDot(path);
  return rel.startsWith("../") ? null : rel;
}

/** Where a module's children live: beside a crate root or mod.rs, else in a folder named after the file. */
function childDir(file: string, isRoot: boolean): string {
  const dir = posix.dirname(file);
  if (isRoot || posix.basename(file) === "mod.rs") return dir;
  return posix.join(dir, posix.basename(file, ".rs"));
}

interface Definition {
  file: string;
  line: number | null;
}

/** Follows a module path from a crate root to the file and line of `fn name`. */
export function locateUnitTest(
  root: string,
  modules: readonly string[],
  name: string,
  readSource: (rel: string) => string | undefined,
): Definition {
  let file = root;
  let isRoot = true;
  let from = 0;
  for (const mod of modules) {
    const source = readSource(file);
    if (source === undefined) return { file, line: null };
    const lines = source.split("\n");
    const inline = new RegExp(`^\\s*(pub(\\([^)]*\\))?\\s+)?mod\\s+${escapeRegExp(mod)}\\s*\\{`);
    const at = lines.findIndex((l, i) => i >= from && inline.test(l));
    if (at >= 0) {
      from = at + 1;
      continue;
    }
    const dir = childDir(file, isRoot);
    const next = [posix.join(dir, `${mod}.rs`), posix.join(dir, mod, "mod.rs")].find(
      (p) => readSource(p) !== undefined,
    );
    if (!next) return { file, line: null };
    file = next;
    isRoot = false;
    from = 0;
  }
  const source = readSource(file);
  if (source === undefined) return { file, line: null };
  const decl = new RegExp(`\\bfn\\s+${escapeRegExp(name)}\\s*[(<]`);
  const lines = source.split("\n");
  const at = lines.findIndex((l, i) => i >= from && decl.test(l));
  return { file, line: at >= 0 ? at + 1 : null };
}

/** Package folders of the workspace, by crate name (hyphens as underscores). */
interface Workspace {
  dirs: string[];
  byCrate: Map<string, string>;
}

const crateKey = (name: string): string => name.replace(/-/g, "_");

function packageName(manifest: string | undefined): string | null {
  if (manifest === undefined) return null;
  const pkg = /^\[package\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(manifest);
  const name = pkg ? /^\s*name\s*=\s*"([^"]+)"/m.exec(pkg[1]!) : null;
  return name ? crateKey(name[1]!) : null;
}

/**
 * cargo names a target's source relative to its package ("Running unittests src/lib.rs")
 * but panics and doc tests relative to the workspace root, so members are found from
 * the root Cargo.toml: listed folders directly, "dir/*" globs by the crate names the
 * output mentions (a folder named after its crate, the usual layout).
 */
export function readWorkspace(readSource: (rel: string) => string | undefined, crates: readonly string[]): Workspace {
  const dirs: string[] = [];
  const byCrate = new Map<string, string>();
  const add = (dir: string, name: string | null): void => {
    if (!dirs.includes(dir)) dirs.push(dir);
    if (name && !byCrate.has(name)) byCrate.set(name, dir);
  };
  const root = readSource("Cargo.toml");
  if (root !== undefined && /^\[package\]/m.test(root)) add(".", packageName(root));
  const members = /^\s*members\s*=\s*\[([\s\S]*?)\]/m.exec(root ?? "")?.[1] ?? "";
  for (const m of members.matchAll(/"([^"]+)"/g)) {
    const member = posix.normalize(m[1]!.replace(/\/+$/, ""));
    if (member.startsWith("../") || member.startsWith("/")) continue;
    if (!member.includes("*")) {
      add(member, packageName(readSource(`${member}/Cargo.toml`)));
      continue;
    }
    const glob = /^(.*)\/\*$/.exec(member);
    if (!glob || glob[1]!.includes("*")) continue;
    for (const crate of crates) {
      for (const folder of new Set([crate, crate.replace(/_/g, "-")])) {
        const dir = `${glob[1]}/${folder}`;
        if (packageName(readSource(`${dir}/Cargo.toml`)) === crateKey(crate)) add(dir, crateKey(crate));
      }
    }
  }
  if (dirs.length === 0) dirs.push(".");
  return { dirs, byCrate };
}

/** The package folder of a unit or integration test target. */
export function packageDir(target: LibtestTarget, ws: Workspace, lastDir: string, input: ParseInput): string {
  if (target.crate && ws.byCrate.has(crateKey(target.crate))) return ws.byCrate.get(crateKey(target.crate))!;
  if (!target.source || ws.dirs.length === 1) return ws.dirs[0]!;
  const source = target.source;
  const having = ws.dirs.filter((d) => input.readSource(d === "." ? source : `${d}/${source}`) !== undefined);
  if (having.length === 1) return having[0]!;
  return having.includes(lastDir) ? lastDir : (having[0] ?? lastDir);
}

export interface Placed {
  file: string | null;
  suite: string[];
  name: string;
  defLine: number | null;
  doc: boolean;
}

/** "src/lib.rs - shapes::area (line 3)" -> file and line of the code block. */
const DOC_NAME = /^(.+?) - (?:.* )?\(line (\d+)\)(?: - compile fail| - compile)?$/;

export function place(target: LibtestTarget, result: LibtestResult, input: ParseInput, dir: string): Placed {
  if (target.kind === "doc") {
    const m = DOC_NAME.exec(result.name);
    return {
      file: m ? stripDot(m[1]!) : null,
      suite: [],
      name: result.name,
      defLine: m ? Number(m[2]) : null,
      doc: true,
    };
  }
  const segments = result.name.split("::");
  const name = segments.pop() ?? result.name;
  const inPackage = (rel: string): string => (dir === "." ? rel : posix.join(dir, rel));
  const source = target.source ? relativeToProject(target.source, input.projectPath) : null;
  const root = source === null ? null : inPackage(source);
  // Old cargo names no source for unit tests; src/lib.rs is the usual root.
  const guess = root ?? (input.readSource(inPackage("src/lib.rs")) !== undefined ? inPackage("src/lib.rs") : null);
  if (!guess) return { file: null, suite: segments, name, defLine: null, doc: false };
  const def = locateUnitTest(guess, segments, name, input.readSource);
  return { file: def.file, suite: segments, name, defLine: def.line, doc: false };
}
