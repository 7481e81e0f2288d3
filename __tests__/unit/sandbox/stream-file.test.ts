// A stream report the sandboxed command writes itself (docker: stream-file.ts), followed
// from the host: what the follower hands on is what a pipe of the same bytes gave, and a
// path the sandbox turned into a link or a FIFO is never read through, nor blocks.

import { spawnSync } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CappedOutput } from "../../../src/sandbox/capped-output.js";
import { StreamFileFollower, stdoutToFile } from "../../../src/sandbox/stream-file.js";

const dir = mkdtempSync(join(tmpdir(), "tc-stream-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe("StreamFileFollower", () => {
  it("hands on every line as the file grows, and the stdout a pipe of the same bytes left", async () => {
    const path = join(dir, "events.json");
    const lines: string[] = [];
    const follower = new StreamFileFollower(path, 4096, (l) => lines.push(l));
    await sleep(300); // polled before the file exists
    const written: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const line = `{"Action":"pass","Test":"Test${i}","Output":"\u00e9\ud83d\ude00"}\n`;
      written.push(line);
      appendFileSync(path, line);
      if (i % 500 === 0) await sleep(300); // some lines read while it grows, a line cut at a poll
    }
    appendFileSync(path, "no newline at the end");
    const out = follower.stop();
    expect(lines).toEqual([...written.map((l) => l.slice(0, -1)), "no newline at the end"]);
    const pipe = new CappedOutput(4096);
    pipe.push(Buffer.from(`${written.join("")}no newline at the end`));
    expect(out).toEqual({ text: pipe.text(), totalBytes: pipe.total, truncated: true });
  });

  it("reads only the head and the tail of what is left once the writer is gone", () => {
    const path = join(dir, "flood.json");
    const lines = Array.from({ length: 200_000 }, (_, i) => `{"Action":"output","Output":"line ${i} \u00e9"}\n`);
    writeFileSync(path, lines.join(""));
    const seen: string[] = [];
    // Past 64 KiB left at the end (64 MiB by default), only the head and the tail.
    const follower = new StreamFileFollower(path, 4096, (l) => seen.push(l), 64 * 1024);
    const out = follower.stop(); // before any poll: all of it is left
    const pipe = new CappedOutput(4096);
    pipe.push(Buffer.from(lines.join("")));
    expect(out).toEqual({ text: pipe.text(), totalBytes: pipe.total, truncated: true });
    // The middle was counted, not read: no line past the first 64 KiB went to progress.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(2000);
  });

  it("never reads through a link the sandbox put where the report goes", async () => {
    const secret = join(dir, "secret");
    writeFileSync(secret, "host secret\n");
    const path = join(dir, "linked.json");
    symlinkSync(secret, path);
    const lines: string[] = [];
    const follower = new StreamFileFollower(path, 4096, (l) => lines.push(l));
    await sleep(300);
    expect(follower.stop()).toEqual({ text: "", totalBytes: 0, truncated: false });
    expect(lines).toEqual([]);
  });

  it("is not blocked by a FIFO there, and reads nothing from it", async () => {
    const path = join(dir, "fifo.json");
    expect(spawnSync("mkfifo", [path]).status).toBe(0);
    const follower = new StreamFileFollower(path, 4096, () => undefined);
    await sleep(300);
    expect(follower.stop().totalBytes).toBe(0);
  });

  it("sends the command's stdout to the file, with its words and exit status kept", () => {
    const path = join(dir, "out.txt");
    const argv = stdoutToFile(path, ["sh", "-c", 'printf "%s|" "$@"; exit 3', "x", "a b", "$HOME", "'q'"]);
    const run = spawnSync(argv[0]!, argv.slice(1), { encoding: "utf8" });
    expect(run.status).toBe(3);
    expect(run.stdout).toBe("");
    const follower = new StreamFileFollower(path, 4096);
    expect(follower.stop().text).toBe("a b|$HOME|'q'|");
  });
});
