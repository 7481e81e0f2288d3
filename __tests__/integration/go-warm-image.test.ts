// The go runner image's warm build cache read in place (runner-images/go/gocache,
// docs/architecture.md "Caches"): with default options a run's GOCACHE starts empty and
// the image's cache (/opt/testcage/go-build) is read below it through the image's
// GOCACHEPROG, never copied. The checks run as the project's own Go tests, inside the
// sandbox: the standard library comes from the image's cache (nothing compiled), the
// run's cache holds only what the run built, and the image's cache cannot be written.
// Afterwards, the image's cache is byte for byte what it was.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GO_CACHE_PROG, GO_WARM_CACHE } from "../../src/frameworks/go/plan.js";
import { defaultImage } from "../../src/sandbox/docker.js";
import { dockerBinary } from "../../src/sandbox/docker-cli.js";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker, startService, stopServices } from "../helpers/docker.js";

const work = mkdtempSync(join(tmpdir(), "tc-go-warm-image-"));
const project = join(work, "project");
let container = "";

const WARM_TEST = `package warm

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestReadsTheImageCacheInPlace(t *testing.T) {
	if got := os.Getenv("GOCACHEPROG"); got != "${GO_CACHE_PROG}" {
		t.Fatalf("GOCACHEPROG is %q", got)
	}
	// A run without host layers (the service sandbox) starts from an empty GOCACHE; in
	// docker the runner's own cache lies under it, and may hold the same entries.
	if os.Getenv("GOCACHE_STARTS_EMPTY") != "1" {
		return
	}
	files := 0
	filepath.WalkDir(os.Getenv("GOCACHE"), func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files++
		}
		return nil
	})
	// The image's cache holds over a thousand files; the run's, what this run built.
	if files > 200 {
		t.Fatalf("the run's GOCACHE holds %d files: the image's cache was copied", files)
	}
}

func TestStandardLibraryIsNotCompiled(t *testing.T) {
	out, err := exec.Command("go", "build", "-x", "-o", os.DevNull, "encoding/json").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\\n%s", err, out)
	}
	if n := strings.Count(string(out), "/compile "); n > 0 {
		t.Fatalf("%d packages compiled:\\n%s", n, out)
	}
}

func TestTheImageCacheCannotBeWritten(t *testing.T) {
	// Root's files, not writable by others, on a read-only root file system in docker.
	if err := os.WriteFile("${GO_WARM_CACHE}/00/planted", []byte("x"), 0o644); !errors.Is(err, fs.ErrPermission) && !errors.Is(err, syscall.EROFS) {
		t.Fatalf("planting a file: %v", err)
	}
	var entry string
	filepath.WalkDir("${GO_WARM_CACHE}", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && entry == "" && strings.HasSuffix(p, "-d") {
			entry = p
		}
		return nil
	})
	f, err := os.OpenFile(entry, os.O_WRONLY|os.O_APPEND, 0)
	if err == nil {
		f.Close()
		t.Fatalf("%s opened for writing", entry)
	}
}
`;

/** Every file of the image's cache and its content hash, as the container holds them. */
function imageCache(name: string): string {
  const r = spawnSync(
    dockerBinary(),
    [
      "exec",
      name,
      "sh",
      "-c",
      `cd ${GO_WARM_CACHE} && find . -type f -exec sha256sum {} + | sort | sha256sum; find . | wc -l`,
    ],
    { encoding: "utf8" },
  );
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

beforeAll(() => {
  requireDocker();
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, "go.mod"), "module warm\n\ngo 1.21\n");
  writeFileSync(join(project, "warm_test.go"), WARM_TEST);
  if (!dockerSkipped()) container = startService(defaultImage("go"));
});
afterAll(() => {
  stopServices();
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(dockerSkipped())("the go image's warm cache, read in place", () => {
  it("serves a service run's standard library, unchanged, twice", { timeout: 300_000 }, async () => {
    const before = imageCache(container);
    for (let round = 0; round < 2; round++) {
      const run = await runCli([
        "run",
        project,
        "--sandbox",
        "service",
        "--container",
        container,
        "--env",
        "GOCACHE_STARTS_EMPTY=1",
      ]);
      expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
      expect(run.result.summary).toMatchObject({ total: 3, passed: 3 });
    }
    expect(imageCache(container)).toBe(before);
  });

  it(
    "serves a docker run's standard library the same way, over the runner's cache and without it",
    { timeout: 300_000 },
    async () => {
      for (const args of [[], ["--build-cache", "off", "--env", "GOCACHE_STARTS_EMPTY=1"]]) {
        const run = await runCli(["run", project, "--sandbox", "docker", ...args]);
        expect(run.result.status, `${args.join(" ")}\n${run.stdout}\n${run.stderr}`).toBe("pass");
        expect(run.result.summary).toMatchObject({ total: 3, passed: 3 });
      }
    },
  );
});
