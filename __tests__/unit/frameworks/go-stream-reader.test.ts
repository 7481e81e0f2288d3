// The go test -json stream read as go writes it (GoStreamReader, fed by the sandbox's
// follower) must give what reading it whole gives: the engine uses either, whichever it
// has, so a difference would make a run's result depend on when its bytes were read.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { go } from "../../../src/frameworks/go/index.js";
import { GoStreamReader, readGoTestStream, type GoStreamLimits } from "../../../src/reports/go-json.js";
import { streamedParse } from "../../../src/run/test.js";
import { GOLDEN, loadParseInput } from "../../helpers/golden.js";
import { seededPieces } from "../../helpers/pieces.js";

function readInPieces(pieces: string[], limits?: GoStreamLimits) {
  const reader = new GoStreamReader(limits);
  for (const p of pieces) reader.push(p);
  return reader.end();
}

const goldenStreams = readdirSync(join(GOLDEN, "go")).flatMap((sample) => {
  const events = loadParseInput("go", sample).reports["events"];
  return events?.ok ? [[sample, events.text] as const] : [];
});

describe("GoStreamReader", () => {
  it.each(goldenStreams)("reads the recorded %s stream in any pieces as it reads it whole", (_sample, text) => {
    const whole = readGoTestStream(text);
    expect(whole.events).toBeGreaterThan(0);
    for (const [seed, max] of [
      [1, 1],
      [2, 7],
      [3, 300],
      [4, 5000],
    ] as const) {
      expect(readInPieces(seededPieces(text, max, seed))).toEqual(whole);
    }
  });

  it("reads lines cut short, too long, plain or left unfinished alike, whole or in pieces", () => {
    const limits = { maxLineChars: 200, maxOutputChars: 100, maxTests: 10, maxPackages: 10, maxPlainLines: 5 };
    const ev = (o: object) => JSON.stringify({ Package: "m", ...o });
    const text = [
      ev({ Action: "run", Test: "TestA" }),
      ev({ Action: "output", Test: "TestA", Output: "x".repeat(500) }), // too long: malformed
      `   ${" ".repeat(300)}`, // a long blank line
      `plain ${"p".repeat(400)}`, // a long plain line: its head kept
      '{"Action":"pass","Package":"m","Test":"TestA"', // cut short
      "\r",
      ev({ Action: "pass", Test: "TestA", Elapsed: 0.5 }),
      ev({ Action: "run", Test: "TestB" }),
      ev({ Action: "skip", Test: "TestB" }) + "\r",
      ev({ Action: "fail", Test: "TestC" }), // no newline after the last line
    ].join("\n");
    const whole = readGoTestStream(text, limits);
    expect(whole.malformed).toBe(2);
    expect(whole.plainLines).toEqual([`plain ${"p".repeat(400)}`.slice(0, 200)]);
    expect(whole.tests.map((t) => [t.name, t.outcome])).toEqual([
      ["TestA", "pass"],
      ["TestB", "skip"],
      ["TestC", "fail"],
    ]);
    for (let seed = 1; seed <= 20; seed++)
      expect(readInPieces(seededPieces(text, 1 + seed * 13, seed), limits)).toEqual(whole);
  });

  it("counts tests as they end, for the progress line", () => {
    const reader = new GoStreamReader();
    const line = (o: object) => `${JSON.stringify({ Package: "m", ...o })}\n`;
    reader.push(line({ Action: "pass", Test: "TestA" }) + line({ Action: "fail", Test: "TestB" }));
    reader.push(line({ Action: "skip", Test: "TestC" }) + line({ Action: "pass" }));
    expect(reader.counts).toEqual({ passed: 1, failed: 1, skipped: 1 });
  });

  it("counts subtests, not their parents, unless a parent failed on its own", () => {
    const reader = new GoStreamReader();
    const line = (Action: string, Test: string) => `${JSON.stringify({ Package: "m", Action, Test })}\n`;
    reader.push(
      [
        ["run", "TestP"],
        ["run", "TestP/a"],
        ["pass", "TestP/a"],
        ["run", "TestP/b"],
        ["run", "TestP/b/deep"],
        ["fail", "TestP/b/deep"],
        ["fail", "TestP/b"],
        ["fail", "TestP"], // failed through its subtest: counted there only
        ["run", "TestQ"],
        ["run", "TestQ/x"],
        ["pass", "TestQ/x"],
        ["fail", "TestQ"], // failed on its own (t.Error after its subtests passed): counted
      ]
        .map(([a, t]) => line(a!, t!))
        .join(""),
    );
    expect(reader.counts).toEqual({ passed: 2, failed: 2, skipped: 0 });
  });

  it.each(goldenStreams)("ends the recorded %s stream with the live counts the result gives", (sample, text) => {
    const reader = new GoStreamReader();
    reader.push(text);
    reader.end();
    const tests = go.parse(loadParseInput("go", sample)).tests.filter((t) => t.status !== "error");
    const count = (s: string) => tests.filter((t) => t.status === s).length;
    expect(reader.counts).toEqual({ passed: count("passed"), failed: count("failed"), skipped: count("skipped") });
  });
});

describe("the parse made while the stream was written", () => {
  const text = loadParseInput("go", "fail").reports["events"];
  if (!text?.ok) throw new Error("golden go/fail has no events report");

  it("is used only when the report is the bytes it read", () => {
    const reader = go.liveReader!();
    reader.push(text.text);
    expect(streamedParse(reader, { ok: true, text: text.text })).toBeNull();
    expect(streamedParse(reader, { ok: false, problem: "not-regular", detail: "events.json is a link" })).toBeNull();
    expect(streamedParse(reader, undefined)).toBeNull();
    expect(streamedParse(reader, { ok: true, text: text.text, followed: true })).toEqual(readGoTestStream(text.text));
  });

  it("gives the adapter's parse the same run as the report read whole", () => {
    const input = loadParseInput("go", "fail");
    const streamed = readInPieces(seededPieces(text.text, 4000, 9));
    expect(go.parse({ ...input, streamed: { events: streamed } })).toEqual(go.parse(input));
  });
});
