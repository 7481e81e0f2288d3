import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { serviceEnv } from "../../../src/sandbox/service-env.js";
import { cleanEnvArgv } from "../../../src/sandbox/service-scripts.js";

const IMAGE = ["PATH=/usr/local/go/bin:/usr/bin:/bin", "GOFLAGS=-buildvcs=false"];

describe("serviceEnv", () => {
  it("blanks what the container was started with, keeping the image's values and the allow-list", () => {
    // docker puts the run's -e values first, then the image's it did not override.
    const container = ["SOME_TOKEN=s3cret", "GOFLAGS=-mod=mod", "LANG=de_DE.UTF-8", ...IMAGE.slice(0, 1)];
    const env = serviceEnv(container, IMAGE, []);
    expect(env.flags).toEqual(["-e", "SOME_TOKEN=", "-e", "GOFLAGS=-buildvcs=false"]);
    expect(env.keep).toEqual(["PATH", "GOFLAGS", "LANG"]);
    expect(env.flags.join(" ")).not.toContain("s3cret");
  });

  it("leaves testcage's own names to testcage", () => {
    const env = serviceEnv(["HOME=/root", "TZ=x", ...IMAGE], IMAGE, ["HOME", "TZ"]);
    expect(env.flags).toEqual([]);
    expect(env.keep).toEqual(["PATH", "GOFLAGS"]);
  });

  it("keeps only the allow-list when the image's environment is unknown", () => {
    const env = serviceEnv(["PATH=/bin", "JAVA_HOME=/opt/j", "DB_PASSWORD=pw"], null, []);
    expect(env.flags).toEqual(["-e", "DB_PASSWORD="]);
    expect(env.keep).toEqual(["PATH", "JAVA_HOME"]);
  });
});

describe("cleanEnvArgv", () => {
  it("runs argv from an empty environment plus the named variables, argv intact", () => {
    const argv = cleanEnvArgv(
      ["KEEP", "EMPTY", "UNSET", "NOT-A-NAME", "A;B"],
      ["sh", "-c", 'env | sort; printf "<%s>" "$0" "$@"', "zero", "one two", "--", 'x"$(id)'],
    );
    const r = spawnSync("/bin/sh", argv.slice(1), {
      env: { KEEP: 'v a"l$(id)`x`\\', EMPTY: "", SECRET: "s3cret", PATH: process.env["PATH"] },
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    // Only the kept names (and the PWD every shell sets for itself).
    expect(lines.filter((l) => /^[A-Z_]+=/.test(l) && !l.startsWith("PWD="))).toEqual([
      "EMPTY=",
      'KEEP=v a"l$(id)`x`\\',
    ]);
    expect(r.stdout).not.toContain("s3cret");
    expect(r.stdout).toContain('<zero><one two><--><x"$(id)>');
  });
});
