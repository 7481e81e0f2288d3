// Hostile case 33, result cache (process sandbox, as root: the tests run as nobody): the
// result cache folder's path lies in a folder everyone may write (/var/tmp, as the CLI's
// users may pick), and does not exist yet. result-cache-poison's tests try to make it
// themselves, open to everyone, before testcage stores anything there, and on their
// second run rewrite every entry in it as a pass. From the host: testcage made the folder
// (root's, mode 700) before the tests started, every attempt was refused, and the victim
// project, whose one test fails, is answered from the cache as the failure it is.

import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../helpers/cli.js";
import { PROJECTS } from "./host.js";

let base: string;

beforeAll(() => {
  if (process.getuid?.() !== 0)
    throw new Error("the tests run as nobody only when testcage is root: run as root, as CI does");
  base = mkdtempSync("/var/tmp/tc-hostile-rcache-");
  // Open to all, as /var/tmp is. Not under /tmp: as root the tests' /tmp is the run's own
  // (case 37), where the cache folder's path is not even seen.
  chmodSync(base, 0o1777);
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

/** A fresh copy of `name` with the cache's path beside its tests; `round` changes its files, so its key. */
function project(name: string, cache: string, round: number): string {
  const dir = join(mkdtempSync(join(base, `${name}-`)), name);
  cpSync(join(PROJECTS, name), dir, { recursive: true });
  writeFileSync(join(dir, "cache-path.txt"), `${cache}\n`);
  writeFileSync(join(dir, "round.txt"), `${round}\n`);
  return dir;
}

const run = (dir: string, cache: string): Promise<CliRun> =>
  runCli(["run", dir, "--sandbox", "process", "--result-cache", cache]);

/** What the hostile test printed of each attempt (pytest keeps a test's output with it). */
function attempts(r: CliRun): string[] {
  const out = r.result.tests.find((t) => t.name === "test_poison")?.stdout;
  if (out == null) throw new Error(`no output of test_poison: ${r.stdout}${r.stderr}`);
  return out.split("\n").filter((l) => l.startsWith("ATTACK "));
}

describe("33 result cache: a run's tests cannot decide a later run's result through the cache", () => {
  it("the folder is testcage's before the tests start, and nothing they try reaches an entry", async () => {
    const cache = join(base, "results-cache");
    const first = await run(project("result-cache-poison", cache, 1), cache);
    expect(first.result.sandbox?.isolation.uid).toBe(65534);
    expect(first.result.summary.passed, first.stdout + first.stderr).toBe(1);
    expect(attempts(first)).toEqual([
      "ATTACK mkdir: refused (FileExistsError 17)",
      "ATTACK chmod: refused (PermissionError 1)",
      "ATTACK list: refused (PermissionError 13)",
      "ATTACK plant: refused (PermissionError 13)",
    ]);
    const st = statSync(cache);
    expect([st.uid, st.mode & 0o777]).toEqual([0, 0o700]);

    const victim = project("result-cache-victim", cache, 1);
    const stored = await run(victim, cache);
    expect(stored.result.status).toBe("fail");
    expect(stored.result.cache?.hit).toBe(false);

    // A changed project, so a new key: the tests run again, and go for the stored entries.
    const second = await run(project("result-cache-poison", cache, 2), cache);
    expect(second.result.cache?.hit).toBe(false);
    expect(attempts(second)).toContain("ATTACK list: refused (PermissionError 13)");
    expect(attempts(second).filter((l) => l.startsWith("ATTACK forge") || l.endsWith(": done"))).toEqual([]);

    const again = await run(victim, cache);
    expect(again.result.cache?.hit).toBe(true);
    expect(again.result.status).toBe("fail");
    expect(again.result.summary).toMatchObject({ total: 1, failed: 1, passed: 0 });
    expect(readdirSync(cache).every((f) => statSync(join(cache, f)).uid === 0)).toBe(true);
  });
});
