// The results folder is written without following links the checkout may have placed
// (src/core/out-files.ts): a link on the folder's path is found, a link in the folder is
// replaced, never written through.
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  linkOnPath,
  makeOutDir,
  makeOutSubdir,
  openOutFile,
  removeOutFile,
  UnsafeOutDirError,
  writeOutFile,
} from "../../src/core/out-files.js";
import { ChunkWriter } from "../../src/formats/stream-write.js";
import { errorResult, INSTALL_LOG, writeResults } from "../../src/ingest/results-file.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function temp(): string {
  const d = mkdtempSync(join(tmpdir(), "tc-out-files-"));
  dirs.push(d);
  return d;
}

describe("the results folder", () => {
  it("finds a link on the way from the working folder or the project, not above them", () => {
    const root = temp();
    const victim = temp();
    const checkout = join(root, "checkout");
    mkdirSync(join(checkout, "real"), { recursive: true });
    symlinkSync(victim, join(checkout, "testcage-results"));
    symlinkSync(victim, join(checkout, "build"));
    symlinkSync(checkout, join(root, "alias"));
    expect(linkOnPath(join(checkout, "testcage-results"), [checkout])).toBe(join(checkout, "testcage-results"));
    expect(linkOnPath(join(checkout, "build/out/deeper"), [checkout])).toBe(join(checkout, "build"));
    expect(linkOnPath(join(checkout, "real/not-yet/made"), [checkout])).toBeNull();
    // Outside every base: the user's own choice.
    expect(linkOnPath(join(checkout, "build/out"), [temp()])).toBeNull();
    // A link above the base (the machine's /home -> /data/home) is not the checkout's.
    expect(linkOnPath(join(root, "alias/real/out"), [join(root, "alias")])).toBeNull();
    // The second base catches what the first does not contain.
    expect(linkOnPath(join(checkout, "build/out"), [temp(), checkout])).toBe(join(checkout, "build"));
  });

  it("is made as a folder and refused when it is a link", () => {
    const root = temp();
    const victim = temp();
    makeOutDir(join(root, "a/b"));
    expect(lstatSync(join(root, "a/b")).isDirectory()).toBe(true);
    symlinkSync(victim, join(root, "linked"));
    expect(() => makeOutDir(join(root, "linked"))).toThrow(UnsafeOutDirError);
    expect(() => makeOutDir(join(root, "linked"))).toThrow(/is a symbolic link/);
  });

  it("replaces a link where a file goes, and leaves what it pointed at as it was", () => {
    const out = temp();
    const victimDir = temp();
    const victim = join(victimDir, "authorized_keys");
    writeFileSync(victim, "the host's own\n", { mode: 0o600 });
    for (const name of ["stdout.log", "ctrf.json", "results.json"]) symlinkSync(victim, join(out, name));
    symlinkSync(join(victimDir, "not-there-yet"), join(out, "dangling.log"));
    writeOutFile(join(out, "stdout.log"), "ssh-ed25519 AAAA attacker\n");
    const w = new ChunkWriter(join(out, "ctrf.json"));
    w.write("{}\n");
    w.close();
    writeOutFile(join(out, "dangling.log"), "x");
    const fd = openOutFile(join(out, "results.json"));
    expect(fd).toBeGreaterThan(2);
    closeSync(fd);
    expect(readFileSync(victim, "utf8")).toBe("the host's own\n");
    expect(lstatSync(victim).mode & 0o777).toBe(0o600);
    expect(lstatSync(join(victimDir, "not-there-yet"), { throwIfNoEntry: false })).toBeUndefined();
    for (const name of ["stdout.log", "ctrf.json", "dangling.log"])
      expect(lstatSync(join(out, name)).isFile()).toBe(true);
    expect(readFileSync(join(out, "stdout.log"), "utf8")).toBe("ssh-ed25519 AAAA attacker\n");
  });

  it("replaces a link where its reports folder goes", () => {
    const out = temp();
    const victim = temp();
    symlinkSync(victim, join(out, "reports"));
    makeOutSubdir(join(out, "reports"));
    writeOutFile(join(out, "reports", "junit.xml"), "<x/>");
    expect(lstatSync(join(out, "reports")).isDirectory()).toBe(true);
    expect(readdirSync(victim)).toEqual([]);
    makeOutSubdir(join(out, "reports")); // made already: kept
    expect(readdirSync(join(out, "reports"))).toEqual(["junit.xml"]);
  });

  it("does not remove a folder where a file goes", () => {
    const out = temp();
    mkdirSync(join(out, "stdout.log"));
    writeFileSync(join(out, "stdout.log", "kept"), "");
    expect(() => writeOutFile(join(out, "stdout.log"), "x")).toThrow();
    expect(readFileSync(join(out, "stdout.log", "kept"), "utf8")).toBe("");
  });

  it("removes an earlier run's install.log when this run installed nothing, a link there but not its target", async () => {
    const out = temp();
    const logs = { stdout: "out", stderr: "err" };
    await writeResults(out, errorResult("internal", "x", new Date()), {
      ...logs,
      install: "--- install stdout ---\nok\n",
    });
    expect(readFileSync(join(out, INSTALL_LOG), "utf8")).toBe("--- install stdout ---\nok\n");
    await writeResults(out, errorResult("internal", "x", new Date()), logs);
    expect(existsSync(join(out, INSTALL_LOG))).toBe(false);

    const target = join(temp(), "elsewhere.log");
    writeFileSync(target, "theirs");
    symlinkSync(target, join(out, INSTALL_LOG));
    await writeResults(out, errorResult("internal", "x", new Date()), logs);
    expect(existsSync(join(out, INSTALL_LOG))).toBe(false);
    expect(readFileSync(target, "utf8")).toBe("theirs");

    mkdirSync(join(out, INSTALL_LOG));
    removeOutFile(join(out, INSTALL_LOG)); // a folder is not ours to remove
    expect(lstatSync(join(out, INSTALL_LOG)).isDirectory()).toBe(true);
  });
});
