// One path segment of a glob as regular-expression source, for the two dialects
// testcage reads: report-paths patterns (`*`, `?`, `[...]`, `{a,b}`; src/ingest/globs.ts)
// and the words sh expands in a package.json test script (`*`, `?`, `[...]`, no braces:
// dash does no brace expansion; src/frameworks/test-script.ts).

import { escapeRegExp } from "./text.js";

export type GlobDialect = "report" | "sh";

/** `*` and `?` stay within the segment; an unclosed `[` or `{` is itself. */
export function globSegmentSource(segment: string, dialect: GlobDialect): string {
  let out = "";
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === "*") out += "[^/]*";
    else if (c === "?") out += "[^/]";
    else if (c === "{" && dialect === "report") {
      const end = segment.indexOf("}", i);
      if (end === -1) {
        out += "\\{";
        continue;
      }
      const alts = segment.slice(i + 1, end).split(",");
      out += `(?:${alts.map((a) => globSegmentSource(a, dialect)).join("|")})`;
      i = end;
    } else if (c === "[") {
      // sh takes a "]" right after the "[" as a member of the set.
      const end = segment.indexOf("]", dialect === "sh" ? i + 2 : i + 1);
      if (end === -1) {
        out += "\\[";
        continue;
      }
      const set = segment
        .slice(i + 1, end)
        .replace(/^!/, "^")
        .replace(/\\/g, "\\\\");
      out += `[${set}]`;
      i = end;
    } else out += escapeRegExp(c);
  }
  return out;
}
