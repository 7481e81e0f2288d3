// Bundles the action (dist/index.js), the CLI (dist/cli.js), the post step and the
// promptfoo provider (dist/promptfoo-provider.js)
// with ncc. Everything is built into a temp folder first and only then moved
// into dist/ file by file (a rename replaces a file atomically), so dist/cli.js
// is never missing while a build runs: tests or a demo using dist/ meanwhile
// see the old bundle or the new one, never none.

import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { writeHarnessSources } from "./harness-sources.mjs";

const entries = [
  { src: "src/main.ts", out: "index.js" },
  { src: "src/cli.ts", out: "cli.js" },
  { src: "src/post.ts", out: "post.js" },
  { src: "src/promptfoo-provider.ts", out: "promptfoo-provider.js" },
];
// The harness programs (src/harness/files/) go into the bundles as text through
// src/harness/sources.generated.ts, brought up to date first.
writeHarnessSources();

const tmp = ".tmp/build";
const next = join(tmp, "dist");
rmSync(tmp, { recursive: true, force: true });
mkdirSync(next, { recursive: true });
for (const entry of entries) {
  if (!existsSync(entry.src)) continue;
  const dir = join(tmp, entry.out);
  execFileSync(
    "npx",
    ["ncc", "build", entry.src, "-o", dir, "--target", "es2022", "--license", "licenses.txt", "--quiet"],
    { stdio: "inherit" },
  );
  renameSync(join(dir, "index.js"), join(next, entry.out));
  for (const name of readdirSync(dir)) {
    // package.json ({"type":"module"}) and licenses are the same for every entry.
    cpSync(join(dir, name), join(next, name), { recursive: true });
  }
}

/** Every file under `root`, as paths relative to it. */
function files(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true }).filter((p) => statSync(join(root, p)).isFile());
}

mkdirSync("dist", { recursive: true });
const built = new Set(files(next));
for (const rel of built) {
  mkdirSync(join("dist", rel, ".."), { recursive: true });
  renameSync(join(next, rel), join("dist", rel));
}
// What the new build no longer has goes last.
for (const rel of files("dist")) if (!built.has(rel)) rmSync(join("dist", rel));
rmSync(tmp, { recursive: true, force: true });
