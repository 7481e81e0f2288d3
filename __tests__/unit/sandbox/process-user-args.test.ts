import { describe, expect, it } from "vitest";
import { keptFolders } from "../../../src/sandbox/cover-script.js";
import { userSetupArgs } from "../../../src/sandbox/process-user.js";

describe("the non-root view's arguments", () => {
  it("shows again only the outermost folders under a covered one: the run's and those the environment names", () => {
    expect(
      keptFolders(
        ["/tmp/testcage-a", "/tmp/testcage-a/cache", "/srv/cache"],
        ["/runner/_temp/tool/bin", "/usr/bin", "/tmpx/y", "/tmp/testcage-a/node_modules/.bin"],
        ["/tmp", "/runner/_temp"],
      ),
    ).toEqual(["/tmp/testcage-a", "/runner/_temp/tool/bin"]);
    expect(keptFolders(["/home/runner/work/_temp/testcage-a"], [], ["/tmp"])).toEqual([]);
  });

  it("puts the run's /tmp, the covered folders and those kept between the writable folders and the covered ones", () => {
    expect(
      userSetupArgs(true, ["/tmp/testcage-a", "/srv/cache"], ["/w/.git"], ["/p/shims"], {
        tmp: "/tmp/testcage-a/tmp",
        folders: ["/runner/_temp", "/tmp/runner-temp"],
        files: ["/run/docker.sock"],
        named: ["/runner/_temp/go/bin"],
      }),
    ).toEqual([
      "1",
      "@rw",
      "/tmp/testcage-a",
      "@rw",
      "/srv/cache",
      "@tmp",
      "/tmp/testcage-a/tmp",
      // A folder under /tmp goes with the host's /tmp.
      "@cover",
      "/runner/_temp",
      "@keep",
      "/tmp/testcage-a",
      "@keep",
      "/runner/_temp/go/bin",
      "@hide",
      "/w/.git",
      "@hidefile",
      "/run/docker.sock",
      "@shims",
      "/p/shims",
    ]);
    expect(userSetupArgs(false, ["/tmp/testcage-a"], [])).toEqual(["0", "@rw", "/tmp/testcage-a"]);
  });
});
