// The two-phase run: an install phase with network fetches what the project's
// lockfile or manifest declares (from the package registries), then the test
// phase runs offline and finds it. Also: `--install-command none` skips it, and a
// failing install is its own typed error, not "tests failed".

import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker, startService, stopServices } from "../helpers/docker.js";
import { defaultImage } from "../../src/sandbox/docker.js";
import { ROOT } from "../helpers/golden.js";
import { NODE24, nodeRuntimes } from "../helpers/node24.js";

const INSTALLS = join(ROOT, "__tests__/installs");
const env = { ...process.env, TESTCAGE_LABEL: `dev.testcage.install-test-${process.pid}` };

beforeAll(() => requireDocker());

describe.skipIf(dockerSkipped())("default install phase in the docker sandbox", () => {
  it.each([
    ["python", "pytest", /requirements\.txt present/],
    ["node", "node-test", /package-lock\.json without node_modules/],
    ["go", "go", /go\.sum without vendor/],
  ])("%s: installs, then the offline tests find the dependency", async (project, framework, reason) => {
    const run = await runCli(["run", join(INSTALLS, project), "--sandbox", "docker"], env);
    expect(run.result.framework?.id).toBe(framework);
    expect(run.stderr).toMatch(reason);
    expect(run.result.status).toBe("pass");
    expect(run.result.summary.passed).toBe(1);
    expect(run.result.sandbox?.isolation.network).toBe("none");
    // What the install printed is kept beside results.json, under its two headings.
    const log = readFileSync(join(run.outDir, "install.log"), "utf8");
    expect(log).toMatch(/^--- install stdout( \(empty\))? ---\n(?:[\s\S]*\n)?--- install stderr( \(empty\))? ---\n/);
    expect(log.length).toBeGreaterThan(60);
    expect(run.stderr).toMatch(/install: its output is in install\.log beside results\.json/);
  });

  it("skips the install with --install-command none, so the offline tests cannot find it", async () => {
    const run = await runCli(
      ["run", join(INSTALLS, "python"), "--sandbox", "docker", "--install-command", "none"],
      env,
    );
    expect(run.stderr).not.toMatch(/install \(/);
    expect(existsSync(join(run.outDir, "install.log"))).toBe(false);
    expect(run.result.status).toBe("error");
    expect(run.result.errors[0]!.kind).toBe("collection");
    expect(run.result.errors[0]!.message).toMatch(/No module named 'six'/);
  });

  it("a .venv made on the host is diagnosed as such, not as a missing Python", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "tc-venv-")), "project");
    mkdirSync(dir);
    writeFileSync(join(dir, "pytest.ini"), "[pytest]\n");
    writeFileSync(join(dir, "test_a.py"), "def test_a():\n    pass\n");
    execFileSync("python3", ["-m", "venv", "--without-pip", join(dir, ".venv")]);
    const run = await runCli(["run", dir, "--sandbox", "docker"], env);
    expect(run.result.errors[0]?.kind).toBe("framework-missing");
    expect(run.result.message).toMatch(
      /the project's \.venv\/bin\/python does not run here: a virtualenv links to the Python of the machine that made it/,
    );
  });

  it("reports a failing install as install-failed", async () => {
    const run = await runCli(
      ["run", join(INSTALLS, "python"), "--sandbox", "docker", "--install-command", "echo cannot-install >&2; exit 4"],
      env,
    );
    expect(run.code).toBe(2);
    expect(run.result.errors.map((e) => e.kind)).toEqual(["install-failed"]);
    expect(run.result.message).toMatch(/exited with 4: cannot-install; fix it, or pass --install-command none/);
    // (docker may add its own warnings to the stderr)
    expect(readFileSync(join(run.outDir, "install.log"), "utf8")).toMatch(
      /^--- install stdout \(empty\) ---\n--- install stderr ---\n(?:.*\n)*cannot-install\n/,
    );
  });
});

// tox.ini's [testenv] names what the tests need where no conventional name does: an
// extra called "check" and pytest-mock; two lines only tox can install are left out.
describe.each(["docker", "process"])("tox.ini's test environment in the %s sandbox", (sandbox) => {
  it("installs its extras and deps, and the tests that need them pass", async () => {
    if (sandbox === "docker") requireDocker();
    const run = await runCli(["run", join(INSTALLS, "python-tox"), "--sandbox", sandbox], env);
    expect(run.stderr).toMatch(
      /tox\.ini's \[testenv\] extras check; deps pytest-mock==3\.14\.0 \(2 lines tox alone can install left out\)/,
    );
    expect(run.result.status, run.result.message).toBe("pass");
    expect(run.result.tests.map((t) => [t.name, t.status])).toEqual([
      ["test_extra_named_by_tox", "passed"],
      ["test_dep_named_by_tox", "passed"],
    ]);
  });
});

describe("default install phase in the process sandbox", () => {
  it("installs into the run's copy, never the project itself", async () => {
    const run = await runCli(["run", join(INSTALLS, "python"), "--sandbox", "process"], env);
    expect(run.result.status).toBe("pass");
    expect(existsSync(join(INSTALLS, "python", ".testcage-site"))).toBe(false);
    expect(existsSync(join(INSTALLS, "python", ".testcage-venv"))).toBe(false);
  });
});

// A runner behind a proxy that inspects TLS names that proxy's CA in NODE_EXTRA_CA_CERTS
// and friends; setup-node's Node reads only its own CA list, so without them every
// download of the install phase failed (self-signed certificate in certificate chain).
// The install phase gets them, at the runner's path (process) or read-only at
// /testcage/ca/<n> (docker); the test phase, offline, does not.
describe.each(["process", "docker"])("the runner's CA trust reaches the install phase, %s sandbox", (sandbox) => {
  it("setup-node's Node installs through the proxy with the runner's CA certificates", async () => {
    nodeRuntimes(); // throws when Node 24 is missing: never a silent skip
    const project = join(mkdtempSync(join(tmpdir(), "tc-ca-trust-")), "node");
    cpSync(join(INSTALLS, "node"), project, { recursive: true });
    const pkg = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { scripts: Record<string, string> };
    // What the install phase saw, for the tests to check.
    pkg.scripts["postinstall"] =
      "node -e \"const fs = require('fs'); const p = process.env.NODE_EXTRA_CA_CERTS || ''; " +
      "fs.writeFileSync('ca-seen.json', JSON.stringify({ path: p, pem: p !== '' && fs.readFileSync(p, 'utf8').includes('BEGIN CERTIFICATE'), dir: process.env.SSL_CERT_DIR || '', pip: process.env.PIP_CERT || '' }))\"";
    writeFileSync(join(project, "package.json"), JSON.stringify(pkg));
    writeFileSync(
      join(project, "ca.test.js"),
      [
        'import { test } from "node:test";',
        'import assert from "node:assert";',
        'import { readFileSync } from "node:fs";',
        'test("the install phase trusted the runner\'s CA certificates", () => {',
        '  const seen = JSON.parse(readFileSync("ca-seen.json", "utf8"));',
        "  assert.deepStrictEqual(seen, { path: process.env.WANT_CA, pem: true, dir: process.env.WANT_DIR, pip: process.env.WANT_CA });",
        "  // The test phase has no network, and none of the runner's (docker: the image's own).",
        '  assert.strictEqual(process.env.NODE_EXTRA_CA_CERTS ?? "", process.env.WANT_TEST_CA);',
        "});",
        "",
      ].join("\n"),
    );
    const bundle = "/etc/ssl/certs/ca-certificates.crt";
    const run = await runCli(
      [
        "run",
        project,
        "--sandbox",
        sandbox,
        "--env",
        `WANT_CA=${sandbox === "docker" ? "/testcage/ca/0" : bundle}`,
        "--env",
        `WANT_DIR=${sandbox === "docker" ? "/testcage/ca/1" : "/etc/ssl/certs"}`,
        "--env",
        // The node image's own ENV (runner-images/node); nothing in the process sandbox.
        `WANT_TEST_CA=${sandbox === "docker" ? bundle : ""}`,
      ],
      {
        ...env,
        PATH: `${dirname(NODE24)}:${process.env["PATH"]}`,
        NODE_EXTRA_CA_CERTS: bundle,
        SSL_CERT_DIR: "/etc/ssl/certs",
        // Not a file: left out.
        SSL_CERT_FILE: "/nonexistent/bundle.pem",
        REQUESTS_CA_BUNDLE: "",
        // The same bundle again: docker shows it once.
        PIP_CERT: bundle,
        CURL_CA_BUNDLE: "",
        GIT_SSL_CAINFO: "",
        // npm sets this one for the scripts it runs, the suite among them.
        npm_config_cafile: "",
        NPM_CONFIG_CAFILE: "",
      },
    );
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.summary.passed).toBe(2);
    if (sandbox === "docker") expect(run.result.sandbox?.toolchain).toMatchObject({ from: "runner", name: "Node.js" });
    expect(run.stderr).toContain(
      "install: trusts the CA certificates the runner names in NODE_EXTRA_CA_CERTS, SSL_CERT_DIR, PIP_CERT\n",
    );
  }, 300_000);
});

// What real projects use, each with its default options: the package manager the
// project pins or locks with, npm without a lockfile, and a Python package that
// declares its dependencies only in pyproject.toml (src layout, test extra,
// dependency group).
describe.each(["process", "docker"])("the project's own install, %s sandbox", (sandbox) => {
  beforeAll(() => {
    if (sandbox === "docker") requireDocker();
  });
  it.each([
    ["node-nolock", "node-test", /package\.json without a lockfile or node_modules\): npm install /, 1],
    [
      "pnpm",
      "node-test",
      /pnpm-lock\.yaml without node_modules\): npm exec --yes --package=pnpm@9\.15\.9 -- pnpm install --frozen-lockfile/,
      1,
    ],
    [
      "yarn-berry",
      "node-test",
      /yarn\.lock \(yarn 2\+\) without node_modules\): YARN_NODE_LINKER=node-modules YARN_ENABLE_GLOBAL_CACHE=false npm exec --yes --package=@yarnpkg\/cli-dist@4\.5\.3 -- yarn install --immutable/,
      1,
    ],
    [
      "yarn",
      "node-test",
      /yarn\.lock \(yarn 1\) without node_modules\): npm exec --yes --package=yarn@1 -- yarn install --non-interactive --frozen-lockfile/,
      1,
    ],
    // A build extension (bundle packaging) brings a lifecycle whose plugins dependency:go-offline does not resolve.
    ["maven-bundle", "maven", /pom\.xml: .*\): mvn dependency:go-offline, then the build up to the test phase/, 2],
    [
      "python-pyproject",
      "pytest",
      /the project is a Python package with test extras test; dependency groups in pyproject\.toml\): a virtualenv for the run/,
      3,
    ],
  ])("%s: installs as the project does, then the tests pass", async (project, framework, said, passed) => {
    const run = await runCli(["run", join(INSTALLS, project), "--sandbox", sandbox], env);
    expect(run.result.framework?.id).toBe(framework);
    expect(run.stderr).toMatch(said);
    expect(run.result.status, run.stdout).toBe("pass");
    expect(run.result.summary.passed).toBe(passed);
  });

  it("maven: a plugin mvn test never runs, which dependency:go-offline cannot resolve, does not stop the install", async () => {
    const run = await runCli(["run", join(INSTALLS, "maven-unused-plugin"), "--sandbox", sandbox], env);
    expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("pass");
    expect(run.result.summary.passed).toBe(2);
    const log = readFileSync(join(run.outDir, "install.log"), "utf8");
    expect(log).toContain("Could not find artifact com.sun:tools:jar");
    expect(log).toContain("testcage: dependency:go-offline failed (above).");
  });

  it.each(["vitest-1", "vitest-2"])(
    "%s (includeTaskLocation only in its config, not its command line): every test, at its line, with its output",
    async (project) => {
      // A copy outside this repository: vitest would find the repository's own config above it.
      const dir = join(mkdtempSync(join(tmpdir(), "tc-vitest-")), project);
      cpSync(join(INSTALLS, project), dir, { recursive: true });
      const run = await runCli(["run", dir, "--sandbox", sandbox], env);
      expect(run.result.status, `${run.stdout}\n${run.stderr}`).toBe("fail");
      expect(run.result.tests.map((t) => [t.id, t.status, t.line])).toEqual([
        ["test/sum.test.js::adds at the top level", "passed", 3],
        ["test/sum.test.js::sum::adds in a describe block", "passed", 9],
        ["test/sum.test.js::sum::fails in a describe block", "failed", 14],
      ]);
      expect(run.result.tests[0]!.stdout).toBe("top-level output");
    },
  );

  it("a broken source file of a src-layout package fails its tests: the copy is what is tested", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "tc-srclayout-")), "project");
    cpSync(join(INSTALLS, "python-pyproject"), dir, { recursive: true });
    const init = join(dir, "src/calcpkg/__init__.py");
    writeFileSync(init, readFileSync(init, "utf8").replace("inflection.titleize(text)", "text.upper()"));
    const run = await runCli(["run", dir, "--sandbox", sandbox], env);
    expect(run.result.status).toBe("fail");
    expect(run.result.tests.find((t) => t.name === "test_package_from_src")?.status).toBe("failed");
  });
});

// The service sandbox: a job service container with no network of its own; the
// install reaches PyPI only through the egress proxy's forwarder.
describe.skipIf(dockerSkipped())("package managers' caches in the docker sandbox", () => {
  it("go to the run's disk, not to HOME on the /tmp tmpfs: a yarn 1 install fits a 4m tmpfs", async () => {
    // npx's copy of yarn alone (npm's cache) overflowed it when the caches were under HOME.
    const run = await runCli(["run", join(INSTALLS, "yarn"), "--sandbox", "docker", "--tmpfs-size", "4m"], env);
    expect(run.result.errors, `${run.stdout}\n${run.stderr}`).toEqual([]);
    expect(run.result.summary.passed).toBe(1);
  });
});

describe.skipIf(dockerSkipped())("the project's own install, service sandbox", () => {
  let container: string;
  beforeAll(() => {
    requireDocker();
    container = startService(defaultImage("python"));
  });
  afterAll(() => stopServices());

  it("python-pyproject: installs through the registries' proxy, then the tests pass", async () => {
    const run = await runCli(
      ["run", join(INSTALLS, "python-pyproject"), "--sandbox", "service", "--container", container],
      env,
    );
    expect(run.result.status, run.stdout).toBe("pass");
    expect(run.result.summary.passed).toBe(3);
    expect(run.result.sandbox?.isolation.install).toMatchObject({ network: "registries", refused: [] });
    expect(run.result.sandbox?.isolation.install?.reached).toContain("pypi.org");
  });

  it("a broken source file of a src-layout package fails its tests: the copy is what is tested", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "tc-srclayout-")), "project");
    cpSync(join(INSTALLS, "python-pyproject"), dir, { recursive: true });
    const init = join(dir, "src/calcpkg/__init__.py");
    writeFileSync(init, readFileSync(init, "utf8").replace("inflection.titleize(text)", "text.upper()"));
    const run = await runCli(["run", dir, "--sandbox", "service", "--container", container], env);
    expect(run.result.status).toBe("fail");
    expect(run.result.tests.find((t) => t.name === "test_package_from_src")?.status).toBe("failed");
  });
});

describe("the hint names the project's own package manager", () => {
  // These projects do not declare jest, so the command for this run adds it.
  it.each([
    ["pnpm", "pnpm install", "pnpm add --save-dev jest"],
    ["yarn", "yarn install", "yarn add --dev jest"],
    ["node-nolock", "npm install", "npm install --no-save jest"],
    ["node", "npm ci", "npm install --no-save jest"],
  ])("%s: %s", async (project, install, forThisRun) => {
    const dir = join(mkdtempSync(join(tmpdir(), "tc-hint-")), "project");
    cpSync(join(INSTALLS, project), dir, { recursive: true });
    writeFileSync(join(dir, "jest.config.js"), "module.exports = {};\n");
    // Skipping the install leaves jest missing: the hint must say how this project installs.
    const run = await runCli(["run", dir, "--sandbox", "process", "--install-command", "none"], env);
    expect(run.result.errors[0]?.kind).toBe("framework-missing");
    expect(run.result.message).toContain(`run ${install} (or pass --install-command '${forThisRun}')`);
  });
});
