// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with ncc.
// Each entry is built into its own temp folder, then moved into dist/, so the
// two bundles can share dist/ without one overwriting the other's files.

import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

const entries = [
  { src: "src/main.ts", out: "index.js" },
  { src: "src/cli.ts", out: "cli.js" },
  { src: "src/post.ts", out: "post.js" },
];
const tmp = ".tmp/build";
rmSync(tmp, { recursive: true, force: true });
rmSync("dist", { recursive: true, force: true });
mkdirSync("dist", { recursive: true });
for (const entry of entries) {
  if (!existsSync(entry.src)) continue;
  const dir = join(tmp, entry.out);
  execFileSync(
    "npx",
    ["ncc", "build", entry.src, "-o", dir, "--target", "es2022", "--license", "licenses.txt", "--quiet"],
    { stdio: "inherit" },
  );
  renameSync(join(dir, "index.js"), join("dist", entry.out));
  for (const name of readdirSync(dir)) {
    // package.json ({"type":"module"}) and licenses are the same for every entry.
    cpSync(join(dir, name), join("dist", name), { recursive: true });
  }
}
rmSync(tmp, { recursive: true, force: true });
