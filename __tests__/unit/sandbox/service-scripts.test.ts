import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  COLLECT_SCRIPT,
  harnessCurrent,
  harnessInput,
  parseCollected,
  parsePrepared,
  TEST_SCRIPT,
  testArgv,
} from "../../../src/sandbox/service-scripts.js";

const sha = (s: string): string => createHash("sha256").update(s).digest("hex");

describe("the prepare exec's answer", () => {
  const out = `oom 3\nowner 10003\n${sha("a")}  reporter.mjs\n${sha("b")}  capture.mjs\n`;
  it("gives the OOM baseline and the harness folder's state", () => {
    const p = parsePrepared(out);
    expect(p.oom).toBe(3);
    expect(p.harnessOwner).toBe(10003);
    expect(p.harness.get("reporter.mjs")).toBe(sha("a"));
  });
  it("keeps the harness when it holds exactly these files, owned by the harness uid", () => {
    const p = parsePrepared(out);
    expect(harnessCurrent(p, [{ name: "reporter.mjs", content: "a" }], 10003)).toBe(true);
    expect(harnessCurrent(p, [], 10003)).toBe(true);
    expect(harnessCurrent(p, [{ name: "reporter.mjs", content: "changed" }], 10003)).toBe(false);
    expect(harnessCurrent(p, [{ name: "new.mjs", content: "a" }], 10003)).toBe(false);
    // Someone else's folder (the tests' uid made it first) is never trusted.
    expect(harnessCurrent(p, [], 10002)).toBe(false);
  });
  it("knows nothing from a missing folder or cgroup", () => {
    const p = parsePrepared("oom -\nowner -\n");
    expect(p.oom).toBeNull();
    expect(p.harnessOwner).toBeNull();
    expect(harnessCurrent(p, [], 10003)).toBe(false);
  });
});

describe("harnessInput", () => {
  it("frames each file as name, byte length, bytes, and ends with an empty name", () => {
    expect(harnessInput([{ name: "h.mjs", content: "é\n" }]).toString("utf8")).toBe("h.mjs\n3\né\n\n");
    expect(harnessInput([]).toString()).toBe("\n");
  });
});

describe("parseCollected", () => {
  const frame = (status: number, body = ""): Buffer =>
    Buffer.concat([Buffer.from(`${status} ${Buffer.byteLength(body)}\n`), Buffer.from(body)]);
  it("reads the header and each report, whatever bytes the reports hold", () => {
    const out = Buffer.concat([Buffer.from("collect 2 1 512\n"), frame(0, "<x>\n3 9\n</x>"), frame(3), frame(4)]);
    const c = parseCollected(out, 3)!;
    expect(c).toMatchObject({ oom: 2, watchdogFired: true, freeKiB: 512 });
    expect(c.reports.map((r) => r.status)).toEqual([0, 3, 4]);
    expect(c.reports[0]!.status === 0 && c.reports[0]!.bytes.toString()).toBe("<x>\n3 9\n</x>");
  });
  it("gives null for output cut short or not its own", () => {
    expect(parseCollected(Buffer.from("collect - 0 -\n0 10\nshort"), 1)).toBeNull();
    expect(parseCollected(Buffer.from("collect - 0 -\n"), 1)).toBeNull();
    expect(parseCollected(Buffer.from("hello\n"), 0)).toBeNull();
    expect(parseCollected(Buffer.from("collect - 0 -\n"), 0)).toMatchObject({ oom: null, freeKiB: null });
  });
});

describe("the test exec", () => {
  it("passes values as arguments, never in the script", () => {
    const argv = testArgv("/tmp/testcage-run-x", 65536, "python3", ["python3", "-m", "pytest"]);
    expect(argv.slice(0, 3)).toEqual(["sh", "-c", TEST_SCRIPT]);
    expect(argv.slice(3)).toEqual(["testcage", "/tmp/testcage-run-x", "65536", "python3", "python3", "-m", "pytest"]);
    expect(testArgv("/d", 0, null, ["go"]).slice(4)).toEqual(["/d", "0", "", "go"]);
  });
  it("limits each file to the cap (ulimit -f counts 512-byte blocks) and runs the watchdog only with a cap", () => {
    expect(TEST_SCRIPT).toContain('if [ "$cap" -gt 0 ]; then ulimit -f $((cap * 2))');
    expect(TEST_SCRIPT).toContain("kill -KILL -1");
    expect(TEST_SCRIPT).toContain("setpriv --no-new-privs");
  });
  it("collects only after killing what the tests left running", () => {
    expect(COLLECT_SCRIPT.indexOf("kill -KILL -1")).toBeLessThan(COLLECT_SCRIPT.indexOf("head -c"));
  });
});
