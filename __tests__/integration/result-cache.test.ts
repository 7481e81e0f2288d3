// --result-cache with the built CLI on real pytest projects in the process sandbox:
// an unchanged project returns its stored result without running, a one-byte
// change is a miss, filter and shard never share an entry, and a corrupt entry is
// a miss that says so and is replaced.

import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { spawnSync } from "node:child_process";
import { CLI, runCli, type CliRun } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";
import { imageIdentity } from "../../src/run/result-cache.js";

const SAMPLES = join(ROOT, "__tests__/samples");

function copyOf(sample: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), "tc-rcache-project-")), "project");
  cpSync(join(SAMPLES, sample), dir, { recursive: true });
  return dir;
}

const outcome = (run: CliRun): [string, string][] => run.result.tests.map((t) => [t.id, t.status]);

describe("--result-cache", () => {
  it("returns the stored result of an unchanged project without running; one changed byte is a miss", async () => {
    const project = copyOf("pytest/mixed");
    const cache = mkdtempSync(join(tmpdir(), "tc-rcache-dir-"));
    const run = (): Promise<CliRun> => runCli(["run", project, "--sandbox", "process", "--result-cache", cache]);

    const first = await run();
    expect(first.result.cache).toEqual({ hit: false, key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(first.result.sandbox?.kind).toBe("process");
    const key = first.result.cache!.key!;
    expect(existsSync(join(cache, `${key}.json`))).toBe(true);

    const again = await run();
    expect(again.result.cache).toEqual({ hit: true, key });
    // Nothing ran: no sandbox, no command, no output; the tests and the verdict are the stored run's.
    expect(again.result.sandbox).toBeNull();
    expect(again.result.command).toBeNull();
    expect(readFileSync(join(again.outDir, "stdout.log"), "utf8")).toBe("");
    expect(again.stderr).toContain(`result cache: hit ${key}; nothing ran`);
    expect(again.stderr).not.toMatch(/^test: /m);
    expect(outcome(again)).toEqual(outcome(first));
    expect(again.result.summary).toEqual(first.result.summary);
    expect([again.code, again.result.status]).toEqual([first.code, first.result.status]);
    // The exports are made again from the stored result.
    const ctrf = JSON.parse(readFileSync(join(again.outDir, "ctrf.json"), "utf8")) as {
      results: { summary: { tests: number; failed: number } };
    };
    expect(ctrf.results.summary).toMatchObject({ tests: 9, failed: 3 });
    expect(readFileSync(join(again.outDir, "junit.xml"), "utf8")).toContain('tests="9"');

    appendFileSync(join(project, "tests/test_cases.py"), "#");
    const changed = await run();
    expect(changed.result.cache?.hit).toBe(false);
    expect(changed.result.cache?.key).not.toBe(key);
    expect(changed.result.sandbox?.kind).toBe("process");
    expect(outcome(changed)).toEqual(outcome(first));
  });

  it("never shares an entry across filter or shard", async () => {
    const project = copyOf("pytest/many-failures");
    const cache = mkdtempSync(join(tmpdir(), "tc-rcache-dir-"));
    const run = (...flags: string[]): Promise<CliRun> =>
      runCli(["run", project, "--sandbox", "process", "--result-cache", cache, ...flags]);

    const whole = await run();
    const id = whole.result.tests[0]!.id;
    const filtered = await run("--filter", id);
    const shard1 = await run("--shard", "1/2");
    const shard2 = await run("--shard", "2/2");
    const runs = [whole, filtered, shard1, shard2];
    for (const r of runs) expect(r.result.cache?.hit).toBe(false);
    expect(new Set(runs.map((r) => r.result.cache?.key)).size).toBe(4);
    expect(filtered.result.tests.map((t) => t.id)).toEqual([id]);

    // Each finds its own entry again, and only its own.
    const shard1Again = await run("--shard", "1/2");
    expect(shard1Again.result.cache).toEqual({ hit: true, key: shard1.result.cache?.key });
    expect(shard1Again.result.shard).toEqual({ index: 1, total: 2 });
    expect(outcome(shard1Again)).toEqual(outcome(shard1));
    const filteredAgain = await run("--filter", id);
    expect(filteredAgain.result.cache).toEqual({ hit: true, key: filtered.result.cache?.key });
    expect(outcome(filteredAgain)).toEqual([[id, filtered.result.tests[0]!.status]]);
  });

  it("treats a corrupt entry as a miss with a note, runs, and stores a good one", async () => {
    const project = copyOf("pytest/pass");
    const cache = mkdtempSync(join(tmpdir(), "tc-rcache-dir-"));
    const run = (): Promise<CliRun> => runCli(["run", project, "--sandbox", "process", "--result-cache", cache]);
    const first = await run();
    const key = first.result.cache!.key!;
    const entry = join(cache, `${key}.json`);
    // A forged entry that claims every test passed, with a broken test list.
    writeFileSync(entry, JSON.stringify({ version: "1.5.0", status: "pass", tests: [{}], errors: [], cache: { key } }));

    const corrupt = await run();
    expect(corrupt.result.cache).toEqual({
      hit: false,
      key,
      note: expect.stringMatching(/^the stored entry [0-9a-f]{12}… was not used: tests\[0\] needs .*; the tests ran$/),
    });
    expect(corrupt.result.sandbox?.kind).toBe("process");
    expect(corrupt.stdout).toMatch(/result cache: the stored entry/);
    expect(outcome(corrupt)).toEqual(outcome(first));

    const healed = await run();
    expect(healed.result.cache).toEqual({ hit: true, key });
  });

  it("hits when its own folders (the default ./testcage-results and the cache) sit inside the project", () => {
    const project = copyOf("pytest/pass");
    // As a user types it in the project's folder: results go to ./testcage-results, the cache to ./.results-cache.
    const run = (): { cache?: { hit: boolean; key: string } } => {
      const r = spawnSync(process.execPath, [CLI, "run", "--sandbox", "process", "--result-cache", ".results-cache"], {
        cwd: project,
        encoding: "utf8",
      });
      expect(r.status).toBe(0);
      return JSON.parse(readFileSync(join(project, "testcage-results/results.json"), "utf8")) as {
        cache?: { hit: boolean; key: string };
      };
    };
    const first = run();
    expect(first.cache?.hit).toBe(false);
    expect(run().cache).toEqual({ hit: true, key: first.cache?.key });
  });

  it("does not store a run that did not complete", async () => {
    const project = copyOf("pytest/error");
    const cache = mkdtempSync(join(tmpdir(), "tc-rcache-dir-"));
    const first = await runCli(["run", project, "--sandbox", "process", "--result-cache", cache]);
    expect(first.result.status).toBe("error");
    expect(first.result.cache).toMatchObject({
      hit: false,
      note: expect.stringMatching(/^not stored: the run did not complete/),
    });
    const again = await runCli(["run", project, "--sandbox", "process", "--result-cache", cache]);
    expect(again.result.cache?.hit).toBe(false);
  });
});

describe.skipIf(dockerSkipped())("--result-cache in the docker sandbox", () => {
  beforeAll(() => requireDocker());

  it("reads a runner image's id, and none of an image that is not there", async () => {
    expect(await imageIdentity({ image: "testcage/runner-python:local" })).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await imageIdentity({ image: "testcage/no-such-image:local" })).toBeNull();
  });

  it("keys by the runner image's id: a hit in docker, never the process sandbox's entry", async () => {
    const project = copyOf("pytest/pass");
    const cache = mkdtempSync(join(tmpdir(), "tc-rcache-dir-"));
    const run = (sandbox: string): Promise<CliRun> =>
      runCli(["run", project, "--sandbox", sandbox, "--result-cache", cache]);
    const inProcess = await run("process");
    const inDocker = await run("docker");
    expect(inDocker.result.sandbox?.kind).toBe("docker");
    expect(inDocker.result.cache?.hit).toBe(false);
    expect(inDocker.result.cache?.key).not.toBe(inProcess.result.cache?.key);
    const again = await run("docker");
    expect(again.result.cache).toEqual({ hit: true, key: inDocker.result.cache?.key });
    expect(outcome(again)).toEqual(outcome(inDocker));
  });
});
