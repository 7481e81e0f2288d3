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

/**
 * A whole path glob in the report dialect as a regular expression: `**` as a segment
 * is any number of folders (anything, at the end); a leading "./" and empty or "."
 * segments are dropped.
 */
export function globPathRegExp(pattern: string): RegExp {
  const segments = globSegments(pattern);
  let re = "";
  segments.forEach((s, i) => {
    const last = i === segments.length - 1;
    if (s === "**") re += last ? ".*" : "(?:[^/]+/)*";
    else re += globSegmentSource(s, "report") + (last ? "" : "/");
  });
  return new RegExp(`^${re}$`);
}

/** The segments globPathRegExp reads. */
export function globSegments(pattern: string): string[] {
  return pattern
    .replace(/^\.\//, "")
    .split("/")
    .filter((s) => s !== "" && s !== ".");
}
