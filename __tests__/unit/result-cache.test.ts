// The result cache's parts (src/run/result-cache.ts, src/run/project-hash.ts): the project
// hash follows the sandbox copy's file selection and sees one byte; the key moves
// with every option that changes results; entries are read as hostile files.

import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashProject } from "../../src/run/project-hash.js";
import { actionsCacheKey, actionsResultStore } from "../../src/publish/actions-cache.js";
import {
  cacheKey,
  entryPath,
  lookupResult,
  storable,
  storeResult,
  toolchainIdentity,
  type KeyParts,
} from "../../src/run/result-cache.js";
import { resultOf, testResult } from "../helpers/results.js";
import { validateResults } from "../helpers/schema.js";

function project(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), "tc-rcache-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(d, name, ".."), { recursive: true });
    writeFileSync(join(d, name), content);
  }
  return d;
}

describe("hashProject", () => {
  const files = { "tests/test_a.py": "def test_a():\n    assert 1\n", "src/a.py": "x = 1\n" };

  it("is the same for the same files and changes with one byte of any file", async () => {
    const a = await hashProject(project(files));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashProject(project(files))).toBe(a);
    expect(await hashProject(project({ ...files, "src/a.py": "x = 2\n" }))).not.toBe(a);
    expect(await hashProject(project({ ...files, "src/a.py": "x = 1\n\n" }))).not.toBe(a);
  });

  it("changes when a file is added, renamed, made executable or becomes a symlink", async () => {
    const a = await hashProject(project(files));
    expect(await hashProject(project({ ...files, "src/b.py": "" }))).not.toBe(a);
    expect(
      await hashProject(project({ "tests/test_a.py": files["tests/test_a.py"], "src/b.py": files["src/a.py"] })),
    ).not.toBe(a);
    const exec = project(files);
    chmodSync(join(exec, "src/a.py"), 0o755);
    expect(await hashProject(exec)).not.toBe(a);
    const linked = project({ "tests/test_a.py": files["tests/test_a.py"], "src/target.py": "x = 1\n" });
    symlinkSync("target.py", join(linked, "src/a.py"));
    const plain = project({ ...files, "src/target.py": "x = 1\n" });
    expect(await hashProject(linked)).not.toBe(await hashProject(plain));
  });

  it("leaves out what the copy leaves out (.git, nested ones too) and keeps node_modules whole", async () => {
    const a = await hashProject(project(files));
    const withGit = project({ ...files, ".git/HEAD": "ref: x", "vendor/lib/.git/config": "t", "vendor/lib/k.txt": "" });
    expect(await hashProject(withGit)).toBe(await hashProject(project({ ...files, "vendor/lib/k.txt": "" })));
    // testcage's own output folders inside the project are left out by the caller.
    const withOwn = project({ ...files, "testcage-results/results.json": "{}", ".cache/tc/k.json": "{}" });
    expect(await hashProject(withOwn, ["testcage-results", ".cache/tc"])).toBe(
      await hashProject(project({ ...files, ".cache/other": "" }), [".cache/other"]),
    );
    expect(await hashProject(withOwn, ["testcage-results"])).not.toBe(a);
    const withModules = await hashProject(project({ ...files, "node_modules/pkg/index.js": "1" }));
    expect(withModules).not.toBe(a);
    expect(
      await hashProject(project({ ...files, "node_modules/pkg/index.js": "1", "node_modules/pkg/.git/x": "" })),
    ).not.toBe(withModules);
  });
});

const parts: KeyParts = {
  tool: "0.1.0",
  project: "a".repeat(64),
  framework: "pytest",
  sandbox: "process",
  runtime: "python3: /usr/bin/python3.11 1 2",
  command: ["python3", "-m", "pytest"],
  install: null,
  options: { filter: [], shard: null, env: {}, timeoutMs: 600000 },
};

describe("cacheKey", () => {
  it("is stable whatever the order of the options' fields", () => {
    const reordered = { ...parts, options: { timeoutMs: 600000, env: {}, shard: null, filter: [] } };
    expect(cacheKey(reordered)).toBe(cacheKey(parts));
  });

  it("never matches across filter, shard, project, framework, command, runtime, env or tool version", () => {
    const base = cacheKey(parts);
    const variants: KeyParts[] = [
      { ...parts, options: { ...parts.options, filter: ["tests/test_a.py::test_a"] } },
      { ...parts, options: { ...parts.options, shard: { index: 1, total: 2 } } },
      { ...parts, options: { ...parts.options, shard: { index: 2, total: 2 } } },
      { ...parts, options: { ...parts.options, env: { A: "1" } } },
      { ...parts, project: "b".repeat(64) },
      { ...parts, framework: "unittest" },
      { ...parts, command: ["python3", "-m", "pytest", "-x"] },
      { ...parts, runtime: "sha256:" + "1".repeat(64) },
      { ...parts, install: "pip install -r requirements.txt" },
      { ...parts, tool: "0.2.0" },
    ];
    const keys = variants.map(cacheKey);
    expect(new Set([base, ...keys]).size).toBe(variants.length + 1);
  });
});

describe("toolchainIdentity", () => {
  it("names each program's real file, and says when one is missing", async () => {
    const bin = project({ "bin/tool": "#!/bin/sh\n" });
    const id = await toolchainIdentity(
      ["tool", "absent-tool", "/testcage-key/project/node_modules/.bin/jest"],
      join(bin, "bin"),
    );
    expect(id).toContain(`tool: ${join(bin, "bin/tool")} 10 `);
    expect(id).toContain("absent-tool: not found");
    expect(id).not.toContain("jest");
    writeFileSync(join(bin, "bin/tool"), "#!/bin/sh\n# v2\n");
    expect(await toolchainIdentity(["tool"], join(bin, "bin"))).not.toBe(await toolchainIdentity(["tool"], "/nowhere"));
  });
});

describe("lookupResult and storeResult", () => {
  const key = "c".repeat(64);
  const result = resultOf([testResult({ name: "a" }), testResult({ name: "b", status: "failed", message: "x" })]);

  it("stores a completed run and finds it again as it was", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "tc-rcache-store-")), "results");
    expect(await lookupResult(dir, key)).toEqual({ miss: null });
    await storeResult(dir, key, result);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(readFileSync(entryPath(dir, key), "utf8")) as Record<string, unknown>;
    validateResults(stored);
    expect(stored["cache"]).toEqual({ hit: false, key });
    const found = await lookupResult(dir, key);
    expect("hit" in found && found.hit.tests.map((t) => [t.id, t.status])).toEqual([
      ["tests/test_a.py::a", "passed"],
      ["tests/test_a.py::b", "failed"],
    ]);
    expect("hit" in found && found.hit.summary).toMatchObject({ total: 2, passed: 1, failed: 1 });
  });

  it("stores only completed runs", () => {
    expect(storable(result)).toBe(true);
    expect(storable({ ...result, status: "error" })).toBe(false);
  });

  const corrupt: [string, (dir: string) => void, RegExp][] = [
    ["not JSON", (d) => writeFileSync(entryPath(d, key), "{ half"), /was not used: Unexpected|was not used: .*JSON/],
    [
      "another key's entry",
      (d) =>
        writeFileSync(entryPath(d, key), JSON.stringify({ ...result, cache: { hit: false, key: "d".repeat(64) } })),
      /stored under another key/,
    ],
    [
      "a run that did not complete",
      (d) =>
        writeFileSync(entryPath(d, key), JSON.stringify({ ...result, status: "error", cache: { hit: false, key } })),
      /did not complete/,
    ],
    [
      "a test without an id",
      (d) =>
        writeFileSync(
          entryPath(d, key),
          JSON.stringify({ ...result, tests: [{ name: "x", status: "passed" }], cache: { hit: false, key } }),
        ),
      /tests\[0\] needs a non-empty string id/,
    ],
    [
      "a symlink to another file",
      (d) => {
        writeFileSync(join(d, "elsewhere.json"), JSON.stringify({ ...result, cache: { hit: false, key } }));
        symlinkSync(join(d, "elsewhere.json"), entryPath(d, key));
      },
      /not a regular file/,
    ],
  ];
  it.each(corrupt)("a corrupt entry (%s) is a miss with a note", async (_, plant, note) => {
    const dir = mkdtempSync(join(tmpdir(), "tc-rcache-bad-"));
    plant(dir);
    const found = await lookupResult(dir, key);
    expect(found).toEqual({ miss: expect.stringMatching(note) });
    // The run that follows replaces the entry (a symlink too, never written through).
    await storeResult(dir, key, result);
    expect("hit" in (await lookupResult(dir, key))).toBe(true);
  });

  it("an entry others may write is a miss, and the run's own replaces it, mode 600 whatever the umask", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-rcache-mode-"));
    await storeResult(dir, key, result);
    expect(statSync(entryPath(dir, key)).mode & 0o777).toBe(0o600);
    chmodSync(entryPath(dir, key), 0o666);
    expect(await lookupResult(dir, key)).toEqual({
      miss: expect.stringMatching(/was not used: it may be written by others \(mode 666; chmod go-w\)/),
    });
    await storeResult(dir, key, result);
    expect("hit" in (await lookupResult(dir, key))).toBe(true);
  });

  it.runIf(process.geteuid?.() === 0)(
    "an entry, or the folder, of another user is not used, nor stored into",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "tc-rcache-owner-"));
      await storeResult(dir, key, result);
      chownSync(entryPath(dir, key), 65534, 65534);
      expect(await lookupResult(dir, key)).toEqual({
        miss: expect.stringMatching(/was not used: it belongs to uid 65534, not to testcage's user \(uid 0\)/),
      });
      // The folder the tests made first (as nobody, mode 777): neither read nor written.
      const theirs = join(mkdtempSync(join(tmpdir(), "tc-rcache-theirs-")), "cache");
      mkdirSync(theirs, { mode: 0o777 });
      chmodSync(theirs, 0o777);
      chownSync(theirs, 65534, 65534);
      expect(await lookupResult(theirs, key)).toEqual({
        miss: expect.stringMatching(
          /the result cache folder .* belongs to uid 65534, not to testcage's user \(uid 0\): it is not used/,
        ),
      });
      await expect(storeResult(theirs, key, result)).rejects.toThrow(/belongs to uid 65534/);
      expect(readdirSync(theirs)).toEqual([]);
    },
  );

  it("a folder others may write is not used; one that does not exist yet is made, mode 700, at the lookup", async () => {
    const open = mkdtempSync(join(tmpdir(), "tc-rcache-open-"));
    chmodSync(open, 0o777);
    expect(await lookupResult(open, key)).toEqual({
      miss: expect.stringMatching(/may be written by others \(mode 777; chmod go-w\): it is not used/),
    });
    const fresh = join(mkdtempSync(join(tmpdir(), "tc-rcache-fresh-")), "a", "b");
    await lookupResult(fresh, key);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
  });
});

describe("actionsResultStore", () => {
  const key = "e".repeat(64);

  it("is null without the Actions cache service", () => {
    const api = { isFeatureAvailable: () => false, restoreCache: async () => undefined, saveCache: async () => 0 };
    expect(actionsResultStore(api)).toBeNull();
  });

  it("restores and saves the entry's file under one Actions key, and takes only an exact match", async () => {
    const calls: [string, string[], string][] = [];
    let answer: string | undefined = actionsCacheKey(key);
    const api = {
      isFeatureAvailable: () => true,
      restoreCache: async (paths: string[], primary: string) => {
        calls.push(["restore", paths, primary]);
        return answer;
      },
      saveCache: async (paths: string[], k: string) => {
        calls.push(["save", paths, k]);
        return 1;
      },
    };
    const store = actionsResultStore(api)!;
    expect(await store.restore(key, "/tmp/x/e.json")).toBe(true);
    answer = `${actionsCacheKey(key)}-longer`;
    expect(await store.restore(key, "/tmp/x/e.json")).toBe(false);
    answer = undefined;
    expect(await store.restore(key, "/tmp/x/e.json")).toBe(false);
    await store.save(key, "/tmp/x/e.json");
    expect(calls.at(-1)).toEqual(["save", ["/tmp/x/e.json"], `testcage-result-${key}`]);
  });

  it("a restored entry is still read as hostile input", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tc-rcache-remote-"));
    const remote = {
      restore: async (_k: string, file: string) => {
        writeFileSync(file, "not json");
        return true;
      },
      save: async () => undefined,
    };
    expect(await lookupResult(dir, key, remote)).toEqual({ miss: expect.stringMatching(/was not used/) });
  });
});
