// Hostile case 35, a link where the results folder goes (process sandbox, as root: the
// tests run as nobody): --out names a folder under one that does not exist yet in a
// folder everyone may write (sticky, as /var/tmp is). out-link's test makes that folder first, as
// a link to a folder of root's, so that testcage, writing its results after the run,
// would write them there (where the kernel does not protect links in sticky folders,
// fs.protected_symlinks=0). From the host: the results folder was made before the tests
// started, the link could not be planted, and the results are where they were asked to be.

import { chmodSync, cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "../helpers/cli.js";
import { validateResultsFile } from "../helpers/schema.js";
import type { RunResult } from "../../src/core/model.js";
import { PROJECTS } from "./host.js";

let base: string;

beforeAll(() => {
  if (process.getuid?.() !== 0)
    throw new Error("the tests run as nobody only when testcage is root: run as root, as CI does");
  base = mkdtempSync("/var/tmp/tc-hostile-outlink-");
  // Sticky and open to all, as /tmp and /var/tmp are. Not under /tmp: as root the tests' /tmp
  // is the run's own (case 37), where the results folder's path is not even seen.
  chmodSync(base, 0o1777);
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

describe("35 results folder: a link the tests plant on its way is never written through", () => {
  it("the folder exists before the tests start; the results land in it, none in the link's target", () => {
    const victim = mkdtempSync("/var/tmp/tc-hostile-outlink-victim-");
    try {
      const project = join(mkdtempSync(join(base, "project-")), "out-link");
      cpSync(join(PROJECTS, "out-link"), project, { recursive: true });
      const parent = join(base, "results-parent");
      writeFileSync(join(project, "plant.txt"), `${parent} ${victim}\n`);
      const out = join(parent, "res");
      const r = spawnSync(process.execPath, [CLI, "run", project, "--sandbox", "process", "--out", out], {
        encoding: "utf8",
      });
      expect(lstatSync(parent).isDirectory()).toBe(true);
      expect(lstatSync(parent).uid).toBe(0);
      const result = validateResultsFile(join(out, "results.json")) as unknown as RunResult;
      expect(result.sandbox?.isolation.uid, r.stderr).toBe(65534);
      expect(result.tests[0]?.stdout).toMatch(/^ATTACK link: refused \(FileExistsError 17\)$/m);
      expect(readdirSync(victim)).toEqual([]);
      expect(existsSync(join(victim, "res"))).toBe(false);
    } finally {
      rmSync(victim, { recursive: true, force: true });
    }
  });
});
