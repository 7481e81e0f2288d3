// One index of a project's files, built once per run, that answers "which file is this
// test class in?" and "which project file does this foreign absolute path name?" in
// time independent of the project's size (report-paths reads reports of 1M tests).
//
// A class name is read as dotted segments (Python modules, JVM packages, C# namespaces;
// PHP's `\` and Ruby's `::` count as dots). Every source file is indexed under each
// dotted suffix of its path without the extension, so `tests.pkg.test_mod` finds
// tests/pkg/test_mod.py and `com.x.FooTest` finds src/test/java/com/x/FooTest.java
// under any source root; the longest prefix of the class name that names a file wins
// (the rest is classes inside the module). When that fails, a class-per-file language
// (Java, Kotlin, Groovy, Scala, C#, PHP) is tried by the simple class name, used only
// when exactly one file has that name (C# namespaces and PSR-4 prefixes need not
// match folders).

import { SKIP_DIRS, walkFiles } from "./scan.js";

/** Extensions in order of preference when one dotted name fits several files. */
const SOURCE_EXTS = ["py", "java", "kt", "groovy", "scala", "cs", "rb", "php", "fs", "vb"] as const;
const EXT_RANK = new Map<string, number>(SOURCE_EXTS.map((e, i) => [e, i]));
/** Languages whose convention is one top-level class per file of the same name. */
const CLASS_PER_FILE = new Set(["java", "kt", "groovy", "scala", "cs", "php"]);

interface Entry {
  file: string;
  /** 0 when the key is the file's whole path, 1 for a shorter suffix. */
  partial: number;
  rank: number;
  order: number;
}

const better = (a: Entry, b: Entry): boolean =>
  a.partial !== b.partial ? a.partial < b.partial : a.rank !== b.rank ? a.rank < b.rank : a.order < b.order;

function extOf(file: string): string {
  const slash = file.lastIndexOf("/");
  const dot = file.lastIndexOf(".");
  return dot > slash + 1 ? file.slice(dot + 1) : "";
}

export class SourceIndex {
  readonly files: readonly string[];
  private readonly byDotted = new Map<string, Entry>();
  /** Simple class name -> files of class-per-file languages with that stem. */
  private readonly byStem = new Map<string, string[]>();
  /** Base name -> files with that base name, for suffix matches of foreign paths. */
  private readonly byBase = new Map<string, string[]>();
  private readonly answers = new Map<string, string | null>();

  constructor(files: readonly string[]) {
    this.files = files;
    files.forEach((file, order) => {
      const slash = file.lastIndexOf("/");
      const base = file.slice(slash + 1);
      const sameBase = this.byBase.get(base);
      if (sameBase) sameBase.push(file);
      else this.byBase.set(base, [file]);
      const ext = extOf(file);
      const rank = EXT_RANK.get(ext);
      if (rank === undefined) return;
      const segments = file.slice(0, file.length - ext.length - 1).split("/");
      // Folder names with dots (.NET's "Calc.Tests/") are dotted names already.
      for (let i = 0; i < segments.length; i++) {
        const key = segments.slice(i).join(".");
        const entry: Entry = { file, partial: i === 0 ? 0 : 1, rank, order };
        const old = this.byDotted.get(key);
        if (!old || better(entry, old)) this.byDotted.set(key, entry);
      }
      if (CLASS_PER_FILE.has(ext)) {
        const stem = segments[segments.length - 1]!;
        const same = this.byStem.get(stem);
        if (same) same.push(file);
        else this.byStem.set(stem, [file]);
      }
    });
  }

  /**
   * The file a test class (or module) is in, or null. `exts` limits the answer to those
   * extensions (C# results only ever name .cs files).
   */
  forClass(classname: string, exts?: ReadonlySet<string>): string | null {
    // Many tests share a class: remember the last answers (bounded).
    const key = exts ? `${[...exts].join(",")}\n${classname}` : classname;
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const answer = this.resolve(classname, exts);
    if (this.answers.size >= 100_000) this.answers.clear();
    this.answers.set(key, answer);
    return answer;
  }

  private resolve(classname: string, exts?: ReadonlySet<string>): string | null {
    const name = classname
      .trim()
      .replace(/\$.*$/, "") // JVM inner classes: Outer$Inner lives in Outer's file
      .replace(/::|\\|\//g, ".")
      .replace(/\(.*$/, "");
    if (!/^[\w.-]+$/.test(name)) return null;
    const parts = name.split(".").filter((p) => p !== "");
    const fits = (file: string): boolean => !exts || exts.has(extOf(file));
    for (let k = parts.length; k >= 1; k--) {
      const hit = this.byDotted.get(parts.slice(0, k).join("."));
      if (hit && fits(hit.file)) return hit.file;
    }
    for (let k = parts.length - 1; k >= 0; k--) {
      const hits = this.byStem.get(parts[k]!)?.filter(fits);
      if (hits?.length === 1) return hits[0]!;
    }
    return null;
  }

  /** The longest project file that `abs` ends with (as whole path segments), or null. */
  bySuffix(abs: string): string | null {
    const base = abs.slice(abs.lastIndexOf("/") + 1);
    let best: string | null = null;
    for (const f of this.byBase.get(base) ?? []) {
      if (abs.endsWith(`/${f}`) && (best === null || f.length > best.length)) best = f;
    }
    return best;
  }
}

export const SOURCE_INDEX_LIMITS = { maxFiles: 200_000, maxEntries: 400_000, maxDepth: 32 } as const;

/**
 * The project's files (repository-relative, in code-unit order), for the index: a walk
 * that never follows symlinks and skips dependency and build folders, bounded in depth
 * and entries.
 */
export async function listProjectFiles(root: string): Promise<string[]> {
  return (await walkFiles(root, { ...SOURCE_INDEX_LIMITS, skip: SKIP_DIRS })).files;
}
