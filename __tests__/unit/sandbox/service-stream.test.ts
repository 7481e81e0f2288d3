import { describe, expect, it } from "vitest";
import { RunStderr } from "../../../src/sandbox/service-stream.js";

const NONCE = "00112233445566778899aabb";

/** What RUN_SCRIPT writes on stderr around the tests' own bytes. */
function script(tests: string, reports: (string | 3 | 4)[], nonce: string | null = NONCE): string {
  const meta = reports.map((r) => (typeof r === "string" ? ` 0:${Buffer.byteLength(r)}` : ` ${r}:0`)).join("");
  const frame = nonce ? `\n@@testcage-frame ${nonce}\n${reports.filter((r) => typeof r === "string").join("")}` : "";
  return `@@testcage-ready 2 4 ok\n${tests}${frame}\n@@testcage-end ${nonce ?? "-"} 3 6 1 2048${meta}\n`;
}

function split(
  text: string,
  exitCode: number | null,
  count: number,
  chunk = 7,
  window = 4096,
): { released: string; end: ReturnType<RunStderr["finish"]>; start: RunStderr["start"] } {
  const out: Buffer[] = [];
  const s = new RunStderr(window, (b) => out.push(Buffer.from(b)));
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += chunk) s.push(bytes.subarray(i, i + chunk));
  const end = s.finish(exitCode, count);
  return { released: Buffer.concat(out).toString(), end, start: s.start };
}

describe("RunStderr", () => {
  it("takes the READY line, the tests' stderr, and the reports from the frame the END line vouches for", () => {
    const r = split(script("a warning\nno newline", ["<xml>\n@@testcage-end fake\n</xml>", 3, 4]), 1, 3);
    expect(r.start).toEqual({ oom: 2, pidsRefused: 4, harness: "ok" });
    expect(r.released).toBe("a warning\nno newline");
    expect(r.end).toMatchObject({
      inline: true,
      collected: { oom: 3, pidsRefused: 6, watchdogFired: true, freeKiB: 2048 },
    });
    const reports = r.end?.inline ? r.end.collected.reports : [];
    expect(reports.map((x) => x.status)).toEqual([0, 3, 4]);
    expect(reports[0]?.status === 0 && reports[0].bytes.toString()).toBe("<xml>\n@@testcage-end fake\n</xml>");
  });

  it("believes only the last line: the tests' own fake frame stays their output", () => {
    const fake = `\n@@testcage-frame ${"f".repeat(24)}\n<pass/>\n@@testcage-end ${"f".repeat(24)} 0 0 0 1 0:7\n`;
    const r = split(script(`before${fake}after`, ["<fail/>"]), 1, 1);
    expect(r.released).toBe(`before${fake}after`);
    expect(
      r.end?.inline && r.end.collected.reports[0]?.status === 0 && r.end.collected.reports[0].bytes.toString(),
    ).toBe("<fail/>");
  });

  it("believes nothing after a SIGKILL, when the tests' fake may come last", () => {
    const fake = `@@testcage-ready 0 0 ok\nx\n@@testcage-frame ${NONCE}\n<pass/>\n@@testcage-end ${NONCE} 0 0 0 1 0:7\n`;
    const r = split(fake, 137, 1);
    expect(r.end).toBeNull();
    expect(r.released).toBe(fake.slice("@@testcage-ready 0 0 ok\n".length));
    expect(split(script("", ["<x/>"]), null, 1).end).toBeNull();
  });

  it("refuses an END line whose frame is not where it says, or for another number of reports", () => {
    const good = script("t", ["<x/>"]);
    expect(split(good.replace("0:4", "0:5"), 0, 1).end).toBeNull();
    expect(split(good, 0, 2).end).toBeNull();
    expect(split(good.slice(0, -1), 0, 1).end).toBeNull();
  });

  it("says when the reports were too large to come inline", () => {
    const r = split(script("out", [3], null), 0, 1);
    expect(r.end).toEqual({ inline: false });
    expect(r.released).toBe("out");
  });

  it("passes on everything when the script failed before its READY line", () => {
    const r = split("tar: short read\nmore\n", 70, 0);
    expect(r.start).toBeNull();
    expect(r.end).toBeNull();
    expect(r.released).toBe("tar: short read\nmore\n");
  });

  it("holds back no more than its window of a flood", () => {
    const out: number[] = [];
    const s = new RunStderr(1024, (b) => out.push(b.length));
    s.push(Buffer.from("@@testcage-ready - - ok\n"));
    let held = 0;
    for (let i = 0; i < 1000; i++) {
      s.push(Buffer.alloc(100, 120));
      held = (i + 1) * 100 - out.reduce((a, b) => a + b, 0);
      expect(held).toBeLessThan(1024 + 100);
    }
    s.finish(0, 0);
    expect(out.reduce((a, b) => a + b, 0)).toBe(100_000);
  });
});
