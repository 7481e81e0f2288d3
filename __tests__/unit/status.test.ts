import { describe, expect, it } from "vitest";
import type { RunError, TestResult } from "../../src/core/model.js";
import { decideStatus, describeRun, summarize } from "../../src/core/status.js";

function t(status: TestResult["status"]): TestResult {
  return {
    id: `f::${status}`,
    name: status,
    suite: [],
    status,
    duration_ms: 1,
    file: "f",
    line: 1,
    message: null,
    stack: null,
    stdout: null,
    stderr: null,
  };
}
const err = (kind: RunError["kind"]): RunError => ({ kind, message: `${kind} happened` });

describe("status", () => {
  it("follows the Exercism contract", () => {
    expect(decideStatus([t("passed"), t("skipped")], [])).toBe("pass");
    expect(decideStatus([t("passed"), t("failed")], [])).toBe("fail");
    expect(decideStatus([t("error")], [])).toBe("fail");
    expect(decideStatus([], [])).toBe("error");
    expect(decideStatus([], [err("collection")])).toBe("error");
  });
  it("keeps a broken file beside passing tests as fail, not pass", () => {
    expect(decideStatus([t("passed")], [err("collection")])).toBe("fail");
  });
  it("never calls a run pass when infrastructure broke", () => {
    expect(decideStatus([t("passed")], [err("timeout")])).toBe("error");
    expect(decideStatus([t("passed")], [err("exit-code-mismatch")])).toBe("error");
    expect(decideStatus([t("failed")], [err("collection")])).toBe("fail");
  });
  it("a run stopped before the suite finished is an error, even with a failure before the stop", () => {
    for (const kind of ["timeout", "oom", "disk-limit", "pids-limit"] as const) {
      expect(decideStatus([t("failed")], [err(kind)])).toBe("error");
      expect(decideStatus([t("passed"), t("error")], [err(kind)])).toBe("error");
    }
  });
  it("summarizes counts and says them in one line", () => {
    const s = summarize([t("passed"), t("failed"), t("error"), t("skipped"), t("passed")], 1234);
    expect(s).toEqual({ total: 5, passed: 2, failed: 1, errored: 1, skipped: 1, duration_ms: 1234 });
    expect(describeRun("fail", s, [])).toBe("5 tests: 1 failed, 1 errored, 2 passed, 1 skipped");
    expect(describeRun("fail", s, [err("collection")])).toBe(
      "5 tests: 1 failed, 1 errored, 2 passed, 1 skipped; 1 problem (collection)",
    );
    expect(describeRun("error", summarize([], 0), [err("timeout")])).toBe("timeout happened");
  });
});
