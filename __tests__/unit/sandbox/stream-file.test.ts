// A stream report the sandboxed command writes itself (docker: stream-file.ts), followed
// from the host: what the follower hands on is what a pipe of the same bytes gave, and a
// path the sandbox turned into a link or a FIFO is never read through, nor blocks.

import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CappedOutput } from "../../../src/sandbox/capped-output.js";
import { StreamFileFollower, stdoutToFile } from "../../../src/sandbox/stream-file.js";
import { collectReports, followedReport } from "../../../src/sandbox/workspace.js";
import { writeRunFiles } from "../../../src/formats/run-files.js";
import { errorResult } from "../../../src/ingest/results-file.js";
import { reportTexts } from "../../../src/run/engine.js";

const MiB = 1024 * 1024;
/** A follower handing on the whole text (onText), keeping up to keepBytes to stand for the report. */
const textFollower = (path: string, onText: (t: string) => void, keepBytes = 64 * MiB): StreamFileFollower =>
  new StreamFileFollower(path, 4096, undefined, 64 * MiB, { onText, keepBytes });

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

  it("hands on the whole text as written, a character split between reads decoded whole, and the bytes kept", async () => {
    const path = join(dir, "text.json");
    const pieces: string[] = [];
    const follower = textFollower(path, (t) => pieces.push(t));
    const bytes = Buffer.from('{"Output":"\u00e9\ud83d\ude00 caf\u00e9"}\n'.repeat(50));
    // Written a few bytes at a time across polls, so reads end inside multi-byte characters.
    for (let at = 0; at < bytes.length; at += 7) {
      appendFileSync(path, bytes.subarray(at, at + 7));
      if (at % 700 === 0) await sleep(260);
    }
    follower.stop();
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe(bytes.toString("utf8"));
    const st = statSync(path);
    const followed = follower.followed()!;
    expect(followed).toMatchObject({ size: bytes.length, dev: st.dev, ino: st.ino });
    expect(followed.chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(followed.chunks)).toEqual(bytes);
  });

  it("keeps nothing to stand for the report unless followed whole: its middle skipped, past the cap, a link, a reader that threw", async () => {
    const big = join(dir, "big.json");
    writeFileSync(big, "x\n".repeat(200_000));
    // Past 64 KiB left at the end, only the head and the tail are read: not followed whole.
    const skipped = new StreamFileFollower(big, 4096, undefined, 64 * 1024, {
      onText: () => undefined,
      keepBytes: MiB,
    });
    skipped.stop();
    expect(skipped.followed()).toBeNull();
    const overCap = textFollower(big, () => undefined, 100_000);
    overCap.stop();
    expect(overCap.followed()).toBeNull();

    const secret = join(dir, "secret2");
    writeFileSync(secret, "host secret\n");
    const linked = join(dir, "linked2.json");
    symlinkSync(secret, linked);
    const seen: string[] = [];
    const refused = textFollower(linked, (t) => seen.push(t));
    await sleep(300);
    refused.stop();
    expect(refused.followed()).toBeNull();
    expect(seen).toEqual([]);

    const small = join(dir, "small.json");
    writeFileSync(small, "a\nb\n");
    const throwing = textFollower(small, () => {
      throw new Error("reader bug");
    });
    await sleep(300); // thrown inside a timer: must not crash the run
    const out = throwing.stop();
    expect(out.text).toBe("a\nb\n");
    expect(throwing.followed()).toBeNull();
  });

  it("keeps nothing for a file that was never made", () => {
    const follower = textFollower(join(dir, "never.json"), () => undefined);
    follower.stop();
    expect(follower.followed()).toBeNull();
  });

  it("stands for the report only while the path names the file it read, at that size", async () => {
    const reports = mkdtempSync(join(dir, "reports-"));
    const path = join(reports, "events.json");
    const spec = [{ name: "events", file: "events.json", fromStdout: true }];
    const follow = () => {
      writeFileSync(path, '{"Action":"pass"}\n');
      const f = textFollower(path, () => undefined);
      f.stop();
      return f.followed()!;
    };
    let followed = follow();
    const kept = (await collectReports(reports, spec, MiB, followed))["events"]!;
    // The bytes read stand for the report; its text is decoded from them only when asked for.
    expect(kept).toMatchObject({ ok: true, followed: true, bytes: followed.chunks });
    expect(kept.ok && kept.text).toBe('{"Action":"pass"}\n');
    // Without a follow, the same file is read afresh.
    expect(await collectReports(reports, spec, MiB)).toEqual({ events: { ok: true, text: '{"Action":"pass"}\n' } });
    // Grown since: read afresh.
    appendFileSync(path, '{"Action":"fail"}\n');
    expect((await collectReports(reports, spec, MiB, followed))["events"]).toEqual({
      ok: true,
      text: '{"Action":"pass"}\n{"Action":"fail"}\n',
    });
    // Another file renamed over it, of the same size: read afresh.
    followed = follow();
    writeFileSync(join(reports, "forged"), '{"Action":"skip"}\n');
    renameSync(join(reports, "forged"), path);
    expect((await collectReports(reports, spec, MiB, followed))["events"]).toEqual({
      ok: true,
      text: '{"Action":"skip"}\n',
    });
    // A link put there: refused, as ever.
    followed = follow();
    rmSync(path);
    writeFileSync(join(dir, "secret3"), '{"Action":"pass"}\n');
    symlinkSync(join(dir, "secret3"), path);
    expect((await collectReports(reports, spec, MiB, followed))["events"]).toMatchObject({
      ok: false,
      problem: "not-regular",
    });
  });

  it("writes a followed report to the results folder from the bytes read, named by its first character", async () => {
    const bytes = Buffer.from('\n  \u00a0{"Action":"pass","Output":"caf\u00e9 \ud83d\ude00"}\n'.repeat(3));
    // Cut inside the multi-byte characters, as reads cut them.
    const chunks = [bytes.subarray(0, 1), bytes.subarray(1, 5), bytes.subarray(5, 40), bytes.subarray(40)];
    const content = followedReport(chunks);
    const raw = reportTexts({
      result: errorResult("internal", "x", new Date()),
      logs: { stdout: "", stderr: "" },
      inputs: [{ reports: { events: content, xml: followedReport([Buffer.from(" \n<testsuite/>")]) } }],
    } as unknown as Parameters<typeof reportTexts>[0]);
    // Handed on as the bytes: nothing decoded them whole.
    expect(raw["events"]).toBe(chunks);
    const out = mkdtempSync(join(dir, "out-"));
    await writeRunFiles(out, errorResult("internal", "x", new Date()), raw);
    expect(readdirSync(join(out, "reports")).sort()).toEqual(["events.json", "xml.xml"]);
    expect(readFileSync(join(out, "reports", "events.json"))).toEqual(bytes);
    // Asked for, the text is the bytes decoded whole.
    expect(content.ok && content.text).toBe(bytes.toString("utf8"));
  });
});
