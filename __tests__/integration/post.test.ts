// The action's post step removes every container testcage left on the runner.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dockerBinary } from "../../src/sandbox/docker-cli.js";
import { dockerSkipped, labelledContainers, requireDocker } from "../helpers/docker.js";
import { ROOT } from "../helpers/golden.js";

beforeAll(() => requireDocker());
// The post step honours TESTCAGE_LABEL, so this test never touches other suites' containers.
const LABEL = `dev.testcage.post-test-${process.pid}`;

describe.skipIf(dockerSkipped())("post step", () => {
  it("removes labelled leftovers and leaves other containers alone", () => {
    const leftover = spawnSync(
      dockerBinary(),
      ["run", "-d", "--label", `${LABEL}=leftover`, "--network", "none", "testcage/base:bookworm", "sleep", "300"],
      { encoding: "utf8" },
    );
    const other = spawnSync(
      dockerBinary(),
      ["run", "-d", "--label", "unrelated=1", "--network", "none", "testcage/base:bookworm", "sleep", "300"],
      { encoding: "utf8" },
    );
    expect(leftover.status).toBe(0);
    try {
      expect(labelledContainers(LABEL)).toContain(leftover.stdout.trim().slice(0, 12));
      const r = spawnSync(process.execPath, [join(ROOT, "dist/post.js")], {
        encoding: "utf8",
        env: { ...process.env, TESTCAGE_LABEL: LABEL },
      });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/removed 1 leftover container/);
      expect(labelledContainers(LABEL)).toEqual([]);
      const stillThere = spawnSync(dockerBinary(), ["inspect", "--format", "{{.State.Running}}", other.stdout.trim()], {
        encoding: "utf8",
      });
      expect(stillThere.stdout.trim()).toBe("true");
    } finally {
      spawnSync(dockerBinary(), ["rm", "-f", leftover.stdout.trim(), other.stdout.trim()]);
    }
  });
});
