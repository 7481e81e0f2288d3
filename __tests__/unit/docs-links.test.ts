// Every relative link in the README, CONTRIBUTING.md and docs/ reaches a file of the
// repository, and every #anchor a heading of its target (GitHub's slugs), so moving
// text between them cannot leave a reader at a dead link.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/golden.js";

const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const m = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (m) out.add(slug(m[1]!));
  }
  return out;
}

/** Markdown links outside code: [text](target). */
function links(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

describe("documentation links", () => {
  it.each(DOCS)("%s: every relative link and anchor resolves", (doc) => {
    const text = readFileSync(join(ROOT, doc), "utf8");
    const broken: string[] = [];
    for (const target of links(text)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split("#") as [string, string | undefined];
      const file = path === "" ? join(ROOT, doc) : join(ROOT, dirname(doc), path);
      if (!existsSync(file)) {
        broken.push(`${target} (no ${relative(ROOT, file)})`);
        continue;
      }
      if (anchor && file.endsWith(".md") && !anchors(readFileSync(file, "utf8")).has(anchor)) {
        broken.push(`${target} (no heading #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
