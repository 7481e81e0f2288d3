// The tests' environment is the allow-list plus CI=true, as GitHub's runners set
// it: nothing invented that changes what a test sees (a colour test under
// NO_COLOR or FORCE_COLOR=0 fails where it passes natively).

import { describe, expect, it } from "vitest";
import { baseEnvironment, containerEnvironment } from "../../../src/sandbox/environment.js";

describe("sandbox environment", () => {
  it("process: the allow-list, HOME, TMPDIR and CI, no colour switches", () => {
    const env = baseEnvironment({ PATH: "/usr/bin", LANG: "C.UTF-8", GITHUB_TOKEN: "secret" }, "/h", "/t");
    expect(env).toMatchObject({ PATH: "/usr/bin", HOME: "/h", TMPDIR: "/t", CI: "true" });
    expect(env).not.toHaveProperty("NO_COLOR");
    expect(env).not.toHaveProperty("FORCE_COLOR");
    expect(env).not.toHaveProperty("GITHUB_TOKEN");
  });

  it("containers: the image's own environment plus CI, no colour switches", () => {
    const env = containerEnvironment({});
    expect(env["CI"]).toBe("true");
    expect(env).not.toHaveProperty("NO_COLOR");
    expect(env).not.toHaveProperty("FORCE_COLOR");
  });

  it("a colour setting the user passes still goes through", () => {
    expect(containerEnvironment({ FORCE_COLOR: "1" })["FORCE_COLOR"]).toBe("1");
  });
});
