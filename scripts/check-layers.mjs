// Checks that imports in src/ run only downward through the layers below
// (docs/architecture.md §1): a module may import its own folder or a folder of a
// lower rank, never one of the same or a higher rank. Folders not listed fail the check,
// so a new folder has to be given its place here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";

export const LAYERS = [
  ["core"],
  ["reports", "detect", "harness"],
  ["coverage", "formats"],
  ["select"],
  ["frameworks", "sandbox"],
  ["ingest"],
  ["options"],
  ["run"],
  ["publish", "promptfoo"],
  ["."], // entry points: main.ts, cli.ts, post.ts, promptfoo-provider.ts
];

const rank = new Map(LAYERS.flatMap((folders, i) => folders.map((f) => [f, i])));
// The folder to check: src/ of this repository unless a path is given (the unit test plants
// an upward import in a copy to see the check fail).
const src = process.argv[2] ?? new URL("../src/", import.meta.url).pathname;

function* tsFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* tsFiles(path);
    else if (name.endsWith(".ts")) yield path;
  }
}

const topFolder = (file) => {
  const rel = relative(src, file).split("/");
  return rel.length === 1 ? "." : rel[0];
};

const problems = [];
for (const file of tsFiles(src)) {
  const from = topFolder(file);
  if (!rank.has(from)) {
    problems.push(`${relative(src, file)}: folder src/${from}/ has no layer in scripts/check-layers.mjs`);
    continue;
  }
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
    const target = posix.normalize(posix.join(dirname(file), m[1]));
    const to = topFolder(target);
    if (to === from) continue;
    if (!rank.has(to) || rank.get(to) >= rank.get(from)) {
      problems.push(
        `src/${relative(src, file)} imports ${m[1]} (src/${to}/ is not below src/${from === "." ? "" : from + "/"})`,
      );
    }
  }
}
if (problems.length > 0) {
  console.error(`Imports that run up or sideways across layers (docs/architecture.md §1):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`layers: ${LAYERS.map((l) => l.join("+")).join(" < ")} — no import runs upward`);
