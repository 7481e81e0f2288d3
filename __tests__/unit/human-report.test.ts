import { describe, expect, it } from "vitest";
import { humanReport } from "../../src/publish/human-report.js";
import { errorResult } from "../../src/ingest/results-file.js";
import type { RunResult } from "../../src/core/model.js";

describe("humanReport", () => {
  it("lists failures at file:line with the first lines of the message, then the closing line", () => {
    const base = errorResult("internal", "x", new Date());
    const result: RunResult = {
      ...base,
      status: "fail",
      message: "2 tests: 1 failed, 1 passed",
      errors: [],
      summary: { total: 2, passed: 1, failed: 1, errored: 0, skipped: 0, duration_ms: 1500 },
      tests: [
        {
          id: "a.py::test_ok",
          name: "test_ok",
          suite: [],
          status: "passed",
          duration_ms: 1,
          file: "a.py",
          line: 1,
          message: null,
          stack: null,
          stdout: null,
          stderr: null,
        },
        {
          id: "a.py::test_bad",
          name: "test_bad",
          suite: [],
          status: "failed",
          duration_ms: 1,
          file: "a.py",
          line: 7,
          message: "boom\u001b[31m red\u001b[0m\nl2\nl3\nl4\nl5\nl6\nl7-not-shown",
          stack: null,
          stdout: null,
          stderr: null,
        },
      ],
    };
    const text = humanReport(result);
    expect(text).toContain("FAIL a.py::test_bad\n  at a.py:7\n  boom red\n  l2");
    expect(text).not.toContain("l7-not-shown");
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("test_ok");
    expect(text.split("\n").pop()).toBe("1 passed, 1 failed, 0 skipped, 0 errored");
  });

  it("never lets test text move the cursor: a carriage return cannot paint over the FAIL line", () => {
    const base = errorResult("internal", "x", new Date());
    const forged = "boom\r1 passed, 0 failed, 0 skipped\u009b2K\u001b]0;title\u0007\bX";
    const result: RunResult = {
      ...base,
      status: "fail",
      message: "1 test: 1 failed",
      errors: [],
      summary: { total: 1, passed: 0, failed: 1, errored: 0, skipped: 0, duration_ms: 10 },
      tests: [
        {
          id: "a.py::test_\rbad",
          name: "test_\rbad",
          suite: [],
          status: "failed",
          duration_ms: 1,
          file: "a.py",
          line: 3,
          message: forged,
          stack: null,
          stdout: null,
          stderr: null,
        },
      ],
    };
    const text = humanReport(result);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\r\u0008\u001b\u0080-\u009f]/);
    expect(text).toContain("FAIL a.py::test_\\rbad");
    expect(text).toContain("  boom\\r1 passed, 0 failed, 0 skipped2KX");
  });

  it("says a refused run's reason once, with no counts for a run that never started", () => {
    const result = errorResult("bad-input", "bad input: unknown sandbox 'x'", new Date());
    expect(humanReport(result)).toBe("testcage: ERROR: bad input: unknown sandbox 'x'");
  });

  it("counts tests that did not finish apart from failures", () => {
    const base = errorResult("timeout", "stopped", new Date());
    const result: RunResult = {
      ...base,
      framework: { id: "go", name: "go test", reason: "go.mod" },
      summary: { total: 3, passed: 1, failed: 1, errored: 1, skipped: 0, duration_ms: 10 },
    };
    expect(humanReport(result).split("\n").pop()).toBe("1 passed, 1 failed, 0 skipped, 1 errored; 1 problem (timeout)");
  });

  it("counts the problems that are not tests after the counts, so 0 errored never stands alone beside them", () => {
    const base = errorResult("collection", "test_broken.py could not be collected", new Date());
    const result: RunResult = {
      ...base,
      framework: { id: "pytest", name: "pytest", reason: "pytest.ini" },
      errors: [
        ...base.errors,
        { kind: "collection", message: "test_other.py could not be collected" },
        { kind: "report-missing", message: "no report" },
      ],
    };
    const text = humanReport(result);
    expect(text.split("\n").pop()).toBe(
      "0 passed, 0 failed, 0 skipped, 0 errored; 3 problems (collection, report-missing)",
    );
    expect(text).toContain("problem [collection]: test_other.py could not be collected");
  });
});
