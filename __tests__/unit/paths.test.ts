import { describe, expect, it } from "vitest";
import { pathMapper } from "../../src/core/paths.js";
import { makeTestId, occurrences, parseTestId, repeated } from "../../src/core/ids.js";

describe("pathMapper", () => {
  const inSub = pathMapper("/tmp/testcage-x/project", "services/api");
  const atRoot = pathMapper("/tmp/testcage-x/project/", ".");
  it("makes project-relative and sandbox-absolute paths repo-relative", () => {
    expect(inSub.file("tests/test_a.py")).toBe("services/api/tests/test_a.py");
    expect(inSub.file("/tmp/testcage-x/project/tests/test_a.py")).toBe("services/api/tests/test_a.py");
    expect(atRoot.file("/tmp/testcage-x/project/a_test.go")).toBe("a_test.go");
    expect(atRoot.file("./x/../y.js")).toBe("y.js");
  });
  it("drops paths outside the project", () => {
    expect(atRoot.file("/usr/lib/python3/x.py")).toBeNull();
    expect(atRoot.file("../../etc/passwd")).toBeNull();
    expect(atRoot.file(null)).toBeNull();
  });
  it("rewrites sandbox paths inside free text", () => {
    expect(inSub.text("at /tmp/testcage-x/project/a.js:3\n in /tmp/testcage-x/project")).toBe(
      "at services/api/a.js:3\n in services/api",
    );
    expect(atRoot.text("File /tmp/testcage-x/project/a.py, line 2")).toBe("File a.py, line 2");
    expect(inSub.text("at file:///tmp/testcage-x/project/t/a.test.js:4:9")).toBe("at services/api/t/a.test.js:4:9");
  });
});

describe("paths outside the repository", () => {
  it("are no file, however they climb", () => {
    const atRoot = pathMapper("/work/project", ".");
    const inSub = pathMapper("/work/project", "sub");
    for (const path of ["..", "/work/project/..", "a/../..", "../x", "/etc/passwd", "/work/project/../x"])
      expect(atRoot.file(path), path).toBeNull();
    expect(inSub.file("..")).toBeNull();
    expect(inSub.file("../../x")).toBeNull();
    // Inside the repository, beside the project: kept.
    expect(inSub.file("../shared/t.py")).toBe("shared/t.py");
    expect(atRoot.file("a/./b/../t.py")).toBe("a/t.py");
  });
});

describe("test ids", () => {
  it("round-trip file, suite path and name", () => {
    const id = makeTestId("t/a.test.js", ["outer", "inner"], "adds [1]");
    expect(id).toBe("t/a.test.js::outer::inner::adds [1]");
    expect(parseTestId(id)).toEqual({ file: "t/a.test.js", suite: ["outer", "inner"], name: "adds [1]" });
    expect(parseTestId("no-separator")).toBeNull();
    expect(parseTestId("file::")).toBeNull();
  });
});

describe("repeated test ids", () => {
  it("counts each key on its own and marks the n-th repeat with [n]", () => {
    const occurrence = occurrences();
    const ids = ["a::t", "b::t", "a::t", "a::t"].map((id) => repeated(id, occurrence(id)));
    expect(ids).toEqual(["a::t", "b::t", "a::t [2]", "a::t [3]"]);
  });
});
