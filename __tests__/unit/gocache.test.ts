// The go runner image's GOCACHEPROG (runner-images/go/gocache, docs/sandboxes.md "Build
// caches") has Go tests of its own: the lookup order, puts into the run's cache only,
// and entries that do not hold (a wrong size, a symbolic link, another action's, torn)
// answered as misses. They run here with the machine's Go, as the image builds it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../helpers/golden.js";

it("passes its own Go tests", { timeout: 120_000 }, () => {
  const r = spawnSync("go", ["test", "-count=1", "./..."], {
    cwd: join(ROOT, "runner-images/go/gocache"),
    encoding: "utf8",
    env: { ...process.env, GOFLAGS: "-buildvcs=false", GOTOOLCHAIN: "local" },
  });
  expect(r.error?.message ?? r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  expect(r.stdout).toMatch(/^ok\s+testcage\.dev\/gocache\b/m);
});
