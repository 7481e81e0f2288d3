// `npm test` rebuilds dist/ first (pretest) while a demo or another test may be
// using dist/cli.js: the build must replace the bundle, never leave it missing.
// Runs the real build script in a copy of the repository and watches dist/cli.js
// all the while.

import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/golden.js";

describe("npm run build", () => {
  it("keeps dist/cli.js in place for the whole build and ends with the fresh bundle", async () => {
    const copy = mkdtempSync(join(tmpdir(), "tc-build-"));
    for (const part of ["src", "scripts", "dist", "package.json", "tsconfig.json"]) {
      cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    }
    symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
    const cli = join(copy, "dist/cli.js");
    const stale = "// an older bundle\n";
    // Mark the old bundle so the check below sees the new one replaced it.
    writeFileSync(cli, stale);
    let missing = 0;
    let polls = 0;
    const build = spawn(process.execPath, ["scripts/build.mjs"], { cwd: copy, stdio: "ignore" });
    const done = new Promise<number | null>((resolve) => build.on("close", resolve));
    const watcher = setInterval(() => {
      polls += 1;
      if (!existsSync(cli)) missing += 1;
    }, 5);
    const code = await done;
    clearInterval(watcher);
    expect(code).toBe(0);
    expect(polls).toBeGreaterThan(100);
    expect(missing).toBe(0);
    expect(readFileSync(cli, "utf8")).not.toBe(stale);
    expect(readFileSync(cli, "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/);
    // Four ncc bundles (action, CLI, post step, promptfoo provider): about 3 minutes on a busy 2-core machine.
  }, 300_000);
});
