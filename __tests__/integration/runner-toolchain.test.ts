// The docker sandbox builds and runs the tests with the runner's own toolchain, the one
// the job set up (toolchain: runner, the default), shown read-only; toolchain: image
// keeps the image's (docs/sandboxes.md "Toolchains"). The checks run as the project's
// own tests, inside the container: which Go, Node or JDK they run on, where it is, and
// that no test can write into it. Rust: the project's rust-toolchain file picks the
// runner's toolchain as rustup would, read from rustup's files.

import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { ROOT } from "../helpers/golden.js";
import { NODE24, nodeRuntimes } from "../helpers/node24.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";
import { defaultImage } from "../../src/sandbox/docker.js";
import { treeSnapshot } from "../hostile/host.js";

beforeAll(() => requireDocker());

const work = mkdtempSync(join(tmpdir(), "tc-runner-toolchain-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const GO_TEST = `package tc

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestBuiltWithTheToolchainAskedFor(t *testing.T) {
	if got, want := runtime.Version(), os.Getenv("WANT_GOVERSION"); got != want {
		t.Fatalf("built with %s, want %s", got, want)
	}
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	goroot := strings.TrimSpace(string(out))
	if want := os.Getenv("WANT_GOROOT"); goroot != want {
		t.Fatalf("GOROOT is %q, want %q", goroot, want)
	}
	if p, err := exec.LookPath("go"); err != nil || filepath.Dir(p) != filepath.Join(goroot, "bin") {
		t.Fatalf("go on PATH is %q (%v), not GOROOT's", p, err)
	}
	// The runner's GOROOT is a read-only mount of its own; the image's is part of the image.
	info, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		t.Fatal(err)
	}
	mounted := ""
	for _, line := range strings.Split(string(info), "\\n") {
		f := strings.Fields(line)
		if len(f) > 5 && f[4] == goroot {
			mounted = f[5]
		}
	}
	if want := os.Getenv("WANT_MOUNT"); !strings.HasPrefix(mounted+",", want) {
		t.Fatalf("GOROOT %s mounted with %q, want %q", goroot, mounted, want)
	}
}

func TestCannotWriteIntoTheToolchain(t *testing.T) {
	out, _ := exec.Command("go", "env", "GOROOT").Output()
	goroot := strings.TrimSpace(string(out))
	if err := os.WriteFile(filepath.Join(goroot, "planted-by-run"), []byte("poison"), 0o644); err == nil {
		t.Fatal("wrote a file into GOROOT")
	}
	for _, f := range []string{"VERSION", "bin/go", "src/fmt/print.go"} {
		if h, err := os.OpenFile(filepath.Join(goroot, f), os.O_WRONLY|os.O_APPEND, 0); err == nil {
			h.Close()
			t.Fatalf("opened %s for writing", f)
		}
	}
}
`;

function hostGo(name: string): string {
  const r = spawnSync("go", ["env", name], {
    encoding: "utf8",
    cwd: tmpdir(),
    env: { ...process.env, GOTOOLCHAIN: "local" },
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim();
}

describe.skipIf(dockerSkipped())("docker: the runner's Go", () => {
  const project = join(work, "go");
  let goroot = "";
  let version = "";
  let gorootBefore: Record<string, string>;

  beforeAll(() => {
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, "go.mod"), "module example.com/tc\n\ngo 1.21\n");
    writeFileSync(join(project, "tc_test.go"), GO_TEST);
    goroot = hostGo("GOROOT");
    version = hostGo("GOVERSION");
    gorootBefore = treeSnapshot(join(goroot, "bin"));
  });

  it("by default: built with the runner's Go, shown read-only, and results.json says so", async () => {
    const run = await runCli(
      [
        "run",
        project,
        "--sandbox",
        "docker",
        "--env",
        `WANT_GOVERSION=${version}`,
        "--env",
        `WANT_GOROOT=${goroot}`,
        "--env",
        "WANT_MOUNT=ro,",
      ],
      process.env,
    );
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.summary.passed).toBe(2);
    expect(run.result.sandbox?.toolchain).toEqual({
      from: "runner",
      name: "Go",
      version,
      source: goroot,
      at: goroot,
    });
    expect(run.stderr).toContain(`toolchain: the runner's Go, ${version}, from ${goroot} (read-only)`);
    expect(treeSnapshot(join(goroot, "bin"))).toEqual(gorootBefore);
  }, 300_000);

  it.each([
    ["toolchain: image", ["--toolchain", "image"], "toolchain: image"],
    // Whoever names an image chose its Go: toolchain: runner would have to say otherwise.
    [
      "an image named without toolchain",
      ["--image", defaultImage("go")],
      `image ${defaultImage("go")} was given, and with it its toolchain; toolchain: runner uses the runner's`,
    ],
  ])(
    "%s runs the image's Go at its own GOROOT",
    async (_, flags, why) => {
      const run = await runCli(
        [
          "run",
          project,
          "--sandbox",
          "docker",
          ...flags,
          "--env",
          // The go image carries the Go of the machine that built it (runner-images/go).
          `WANT_GOVERSION=${version}`,
          "--env",
          "WANT_GOROOT=/usr/local/go",
          "--env",
          // No mount of its own: mounted stays "", and every string starts with "".
          "WANT_MOUNT=,",
        ],
        process.env,
      );
      expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
      expect(run.result.sandbox?.toolchain).toEqual({ from: "image", why });
      expect(run.stderr).toContain(`toolchain: the image's (${why})`);
    },
    300_000,
  );

  it("refuses a toolchain value it does not know", async () => {
    const run = await runCli(["run", project, "--sandbox", "docker", "--toolchain", "host"], process.env);
    expect(run.result.status).toBe("error");
    expect(run.result.message).toMatch(/toolchain 'host' must be runner .* or image/);
  }, 60_000);
});

describe.skipIf(dockerSkipped())("docker: the runner's Rust, as the project's rust-toolchain file picks it", () => {
  const project = join(work, "rust");
  const rustupHome = join(work, "rustup");
  let sysroot = "";

  beforeAll(() => {
    const r = spawnSync("rustc", ["--print", "sysroot"], { encoding: "utf8", cwd: tmpdir() });
    expect(r.status, r.stderr).toBe(0);
    sysroot = r.stdout.trim();
    // A rustup home whose default toolchain is not installed and which holds the
    // runner's real toolchain under the name the project pins.
    mkdirSync(join(rustupHome, "toolchains"), { recursive: true });
    symlinkSync(sysroot, join(rustupHome, "toolchains", "pinned-x86_64-unknown-linux-gnu"));
    writeFileSync(join(rustupHome, "settings.toml"), 'version = "12"\ndefault_toolchain = "absent"\n');
    mkdirSync(join(project, "src"), { recursive: true });
    writeFileSync(join(project, "Cargo.toml"), '[package]\nname = "pinned"\nversion = "0.1.0"\nedition = "2021"\n');
    writeFileSync(
      join(project, "src", "lib.rs"),
      [
        "#[test]",
        "fn rustc_on_path_is_the_one_asked_for() {",
        '    let out = std::process::Command::new("rustc").arg("-V").output().unwrap();',
        "    assert!(out.status.success());",
        '    if let Ok(want) = std::env::var("WANT_RUSTC") {',
        "        assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), want);",
        "    }",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("without the file: rustup's default is not installed, so the image's runs and the log says why", async () => {
    const run = await runCli(["run", project, "--sandbox", "docker"], { ...process.env, RUSTUP_HOME: rustupHome });
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.sandbox?.toolchain).toEqual({
      from: "image",
      why: `the toolchain absent (rustup's default) is not installed in ${join(rustupHome, "toolchains")}`,
    });
  }, 300_000);

  it("with rust-toolchain.toml: the toolchain it pins, at its own path", async () => {
    writeFileSync(join(project, "rust-toolchain.toml"), '[toolchain]\nchannel = "pinned"\n');
    const host = spawnSync(join(sysroot, "bin", "rustc"), ["-V"], { encoding: "utf8" }).stdout.trim();
    const run = await runCli(["run", project, "--sandbox", "docker", "--env", `WANT_RUSTC=${host}`], {
      ...process.env,
      RUSTUP_HOME: rustupHome,
    });
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.summary.passed).toBe(1);
    expect(run.result.sandbox?.toolchain).toEqual({
      from: "runner",
      name: "Rust",
      version: host,
      source: sysroot,
      at: sysroot,
    });
  }, 300_000);
});

describe.skipIf(dockerSkipped())("docker: the runner's Node (setup-node's layout)", () => {
  const project = join(work, "node");
  // The official Node 24 binary (scripts/ensure-node24.sh), first on the runner's PATH as
  // setup-node puts it; this machine's own node is Debian's, in /usr/bin with everything else.
  const runnerEnv = (): NodeJS.ProcessEnv => ({ ...process.env, PATH: `${dirname(NODE24)}:${process.env["PATH"]}` });
  let version = "";

  beforeAll(() => {
    nodeRuntimes(); // throws when Node 24 is missing: never a silent skip
    version = spawnSync(NODE24, ["--version"], { encoding: "utf8" }).stdout.trim();
    mkdirSync(join(project, "test"), { recursive: true });
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "node-toolchain", private: true, scripts: { test: "node --test" } }),
    );
    writeFileSync(
      join(project, "test", "version.test.js"),
      [
        'const test = require("node:test");',
        'const assert = require("node:assert");',
        'test("runs on the Node asked for", () => {',
        "  assert.strictEqual(process.version, process.env.WANT_NODE);",
        "});",
        "",
      ].join("\n"),
    );
  });

  it("by default: the tests run on the runner's Node 24, not the image's Node 20", async () => {
    const run = await runCli(["run", project, "--sandbox", "docker", "--env", `WANT_NODE=${version}`], runnerEnv());
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.summary.passed).toBe(1);
    const root = realpathSync(dirname(dirname(NODE24)));
    expect(run.result.sandbox?.toolchain).toEqual({ from: "runner", name: "Node.js", version, source: root, at: root });
  }, 300_000);

  it("toolchain: image runs the image's Node", async () => {
    const run = await runCli(
      ["run", project, "--sandbox", "docker", "--toolchain", "image", "--env", `WANT_NODE=${version}`],
      runnerEnv(),
    );
    expect(run.result.status).toBe("fail");
    expect(run.result.tests[0]?.message).toMatch(/v20\./);
  }, 300_000);
});

describe.skipIf(dockerSkipped())("docker: the runner's JDK (setup-java's JAVA_HOME)", () => {
  const project = join(work, "java");
  let javaHome = "";
  let version = "";

  beforeAll(() => {
    // The machine's second JDK, a Temurin one: self-contained as setup-java's are.
    const temurin = readdirSync("/usr/lib/jvm").find((d) => d.startsWith("temurin-"));
    if (!temurin) throw new Error("no Temurin JDK in /usr/lib/jvm: this machine kind has one beside Debian's OpenJDK");
    javaHome = join("/usr/lib/jvm", temurin);
    version = /^JAVA_VERSION="([^"]+)"/m.exec(readFileSync(join(javaHome, "release"), "utf8"))![1]!;
    cpSync(join(ROOT, "__tests__/samples/maven/pass"), project, { recursive: true });
    mkdirSync(join(project, "src/test/java/calc"), { recursive: true });
    writeFileSync(
      join(project, "src/test/java/calc/JavaVersionTest.java"),
      [
        "package calc;",
        "import static org.junit.jupiter.api.Assertions.assertEquals;",
        "import org.junit.jupiter.api.Test;",
        "class JavaVersionTest {",
        "  @Test void runsOnTheJdkAskedFor() {",
        '    assertEquals(System.getenv("WANT_JAVA"), System.getProperty("java.version"));',
        "  }",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("by default: Maven builds and runs the tests with JAVA_HOME's JDK, shown read-only", async () => {
    const run = await runCli(["run", project, "--sandbox", "docker", "--env", `WANT_JAVA=${version}`], {
      ...process.env,
      JAVA_HOME: javaHome,
    });
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.summary.passed).toBeGreaterThan(1);
    const root = realpathSync(javaHome);
    expect(run.result.sandbox?.toolchain).toEqual({
      from: "runner",
      name: "Java",
      version: `Java ${version}`,
      source: root,
      at: expect.any(String),
    });
  }, 600_000);

  it("a distribution's JDK (Debian's, its configuration linked into /etc) is not used, and the log says why", async () => {
    const run = await runCli(["run", project, "--sandbox", "docker", "--env", "WANT_JAVA=unused"], {
      ...process.env,
      JAVA_HOME: "/usr/lib/jvm/java-17-openjdk-amd64",
    });
    expect(run.result.sandbox?.toolchain).toMatchObject({ from: "image" });
    expect(run.stderr).toMatch(
      /toolchain: the image's \(the JDK at .* links its configuration into the runner's \/etc/,
    );
  }, 600_000);
  it("a JDK that does not run in the image (built for musl) gives way to the image's, JAVA_HOME and all", async () => {
    // What qualifies on the runner (its own, self-contained, its version in its release
    // file) may still not run in the image: here its programs ask for musl's loader,
    // which a Debian image lacks, as a runner's JDK built for another system would.
    const home = join(work, "jdk-musl");
    mkdirSync(join(home, "bin"), { recursive: true });
    mkdirSync(join(home, "conf", "security"), { recursive: true });
    writeFileSync(join(home, "release"), 'JAVA_VERSION="21.0.99"\n');
    writeFileSync(join(home, "conf", "security", "java.security"), "");
    for (const program of ["java", "javac"]) {
      const cc = spawnSync(
        "gcc",
        ["-x", "c", "-", "-o", join(home, "bin", program), "-Wl,--dynamic-linker=/lib/ld-musl-x86_64.so.1"],
        { input: "int main(void) { return 0; }\n", encoding: "utf8" },
      );
      expect(cc.status, cc.stderr).toBe(0);
    }
    const run = await runCli(["run", project, "--sandbox", "docker", "--env", "WANT_JAVA=21.0.99"], {
      ...process.env,
      JAVA_HOME: home,
    });
    // Maven ran on the image's JDK: every test ran, and only the one that asks for the
    // runner's version failed, saying which Java it had.
    expect(run.result.summary.total, `${run.stdout}\n${run.stderr}`).toBeGreaterThan(2);
    expect(run.result.tests.filter((t) => t.status !== "passed").map((t) => [t.name, t.status, t.message])).toEqual([
      ["runsOnTheJdkAskedFor", "failed", expect.stringMatching(/^expected: <21\.0\.99> but was: <\d+[.\d]*>$/)],
    ]);
    const why = /the runner's Java \(Java 21\.0\.99\) does not run in the image \S+: `java -version` failed there/;
    expect(run.result.sandbox?.toolchain).toEqual({ from: "image", why: expect.stringMatching(why) });
    expect(run.stderr).toMatch(new RegExp(`toolchain: the image's \\(${why.source}`));
  }, 600_000);
});
