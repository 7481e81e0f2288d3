import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  COLLECT_SCRIPT,
  harnessInput,
  harnessSums,
  parseCollected,
  RUN_SCRIPT,
  runArgv,
} from "../../../src/sandbox/service-scripts.js";

const sha = (s: string): string => createHash("sha256").update(s).digest("hex");

describe("harnessSums", () => {
  it("lists each harness file as sha256sum -c reads it", () => {
    expect(harnessSums([{ name: "reporter.mjs", content: "a" }])).toBe(`${sha("a")}  reporter.mjs\n`);
    expect(harnessSums([])).toBe("");
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
    const out = Buffer.concat([Buffer.from("collect 2 5 1 512\n"), frame(0, "<x>\n3 9\n</x>"), frame(3), frame(4)]);
    const c = parseCollected(out, 3)!;
    expect(c).toMatchObject({ oom: 2, pidsRefused: 5, watchdogFired: true, freeKiB: 512 });
    expect(c.reports.map((r) => r.status)).toEqual([0, 3, 4]);
    expect(c.reports[0]!.status === 0 && c.reports[0]!.bytes.toString()).toBe("<x>\n3 9\n</x>");
  });
  it("gives null for output cut short or not its own", () => {
    expect(parseCollected(Buffer.from("collect - - 0 -\n0 10\nshort"), 1)).toBeNull();
    expect(parseCollected(Buffer.from("collect - - 0 -\n"), 1)).toBeNull();
    // The line of a script before the pids count: not believed.
    expect(parseCollected(Buffer.from("collect 2 1 512\n"), 0)).toBeNull();
    expect(parseCollected(Buffer.from("hello\n"), 0)).toBeNull();
    expect(parseCollected(Buffer.from("collect - - 0 -\n"), 0)).toMatchObject({
      oom: null,
      pidsRefused: null,
      freeKiB: null,
    });
  });
});

describe("the run exec", () => {
  const base = {
    prepared: false,
    dir: "/tmp/testcage-run-x",
    cacheDir: "/tmp/testcage-run-x/cache",
    harnessDir: "/tmp/testcage-harness",
    harnessUid: 10003,
    harness: [{ name: "r.mjs", content: "a" }],
    capKiB: 65536,
    requiredProgram: "python3",
    inlineBytes: 1024,
    reportCapBytes: 100,
    keep: "/nonexistent",
    reports: ["/tmp/testcage-run-x/reports/a.xml", "/tmp/testcage-run-x/reports/b.json"],
    argv: ["python3", "-m", "pytest"],
  };
  it("passes values as arguments, never in the script, reports before the argv", () => {
    const argv = runArgv(base);
    expect(argv.slice(0, 3)).toEqual(["sh", "-c", RUN_SCRIPT]);
    expect(argv.slice(3)).toEqual([
      "testcage",
      "prep",
      "/tmp/testcage-run-x",
      "/tmp/testcage-run-x/cache",
      "/tmp/testcage-harness",
      "10003",
      `${sha("a")}  r.mjs\n`,
      "65536",
      "python3",
      "1024",
      "101",
      "/nonexistent",
      "2",
      "/tmp/testcage-run-x/reports/a.xml",
      "/tmp/testcage-run-x/reports/b.json",
      "python3",
      "-m",
      "pytest",
    ]);
    expect(runArgv({ ...base, prepared: true, requiredProgram: null, reports: [] }).slice(4, 5)).toEqual(["noprep"]);
  });
  it("limits each file to the cap (ulimit -f counts 512-byte blocks) and runs the watchdog only with a cap", () => {
    expect(RUN_SCRIPT).toContain('if [ "$cap" -gt 0 ]; then ulimit -f $((cap * 2))');
    expect(RUN_SCRIPT).toContain("setpriv --no-new-privs");
  });
  it("says READY before the tests, and sends the reports only after killing what they left", () => {
    const at = (s: string): number => RUN_SCRIPT.indexOf(s);
    expect(at("@@testcage-ready")).toBeLessThan(at('"$@" </dev/null'));
    expect(at('"$@" </dev/null')).toBeLessThan(at("kill -KILL -1 2>/dev/null"));
    expect(at("kill -KILL -1 2>/dev/null")).toBeLessThan(at("@@testcage-frame"));
    expect(at("@@testcage-frame")).toBeLessThan(at("@@testcage-end"));
    // Every signal the tests could send it is caught, so only SIGKILL ends it before its END line.
    expect(RUN_SCRIPT).toMatch(/trap : 1 2 3 .* 15 /);
    expect(RUN_SCRIPT).not.toMatch(/trap : [\d ]*\b9\b/);
  });
  it("refuses a container it cannot clean up after before READY, and cleans up after the tests", () => {
    const at = (s: string): number => RUN_SCRIPT.indexOf(s);
    expect(at("@@testcage-refused")).toBeGreaterThan(-1);
    expect(at("@@testcage-refused")).toBeLessThan(at("@@testcage-ready"));
    // In "ns" mode the tests run in an IPC namespace of their own.
    expect(RUN_SCRIPT).toContain('[ "$hm" = ns ] && set -- unshare --user --map-current-user --ipc -- "$@"');
    // The clean-up covers every listed folder and the uid's SysV objects, after the kill.
    expect(at("/proc/sysvipc/shm")).toBeGreaterThan(at("kill -KILL -1 2>/dev/null"));
    expect(at("ipcrm $q")).toBeGreaterThan(at('find $roots -xdev -mindepth 1 -path "$keep" -prune -o -user "$u"'));
  });
  it("collects only after killing what the tests left running", () => {
    expect(COLLECT_SCRIPT.indexOf("kill -KILL -1")).toBeLessThan(COLLECT_SCRIPT.indexOf("head -c"));
  });
});
