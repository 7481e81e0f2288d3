import { describe, expect, it } from "vitest";
import { keptUnderTmp, userSetupArgs } from "../../../src/sandbox/process-user.js";

describe("the non-root view's arguments", () => {
  it("shows again only the outermost run folders under /tmp", () => {
    expect(
      keptUnderTmp(["/tmp/testcage-a", "/tmp/testcage-a/cache", "/var/cache/tc", "/tmpx/y", "/tmp/other"]),
    ).toEqual(["/tmp/testcage-a", "/tmp/other"]);
    expect(keptUnderTmp(["/home/runner/work/_temp/testcage-a"])).toEqual([]);
  });

  it("puts the run's /tmp and the folders to keep between the writable folders and the covered ones", () => {
    expect(
      userSetupArgs(true, ["/tmp/testcage-a", "/srv/cache"], ["/w/.git"], ["/p/shims"], "/tmp/testcage-a/tmp"),
    ).toEqual([
      "1",
      "@rw",
      "/tmp/testcage-a",
      "@rw",
      "/srv/cache",
      "@tmp",
      "/tmp/testcage-a/tmp",
      "@keep",
      "/tmp/testcage-a",
      "@hide",
      "/w/.git",
      "@shims",
      "/p/shims",
    ]);
    expect(userSetupArgs(false, ["/tmp/testcage-a"], [])).toEqual(["0", "@rw", "/tmp/testcage-a"]);
  });
});
