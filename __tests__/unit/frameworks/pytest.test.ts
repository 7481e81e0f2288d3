import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pytest } from "../../../src/frameworks/pytest.js";
import { requirementFiles } from "../../../src/frameworks/install.js";
import type { ProjectFacts } from "../../../src/core/adapter-types.js";
import { loadParseInput } from "../../helpers/golden.js";

const facts = (files: string[], texts: Record<string, string> = {}): ProjectFacts => ({
  files,
  topLevel: [],
  texts,
  packageJson: null,
});

describe("pytest detect", () => {
  it("prefers config files, then dependencies, then file names", () => {
    expect(pytest.detect(facts(["pytest.ini"]))?.score).toBe(100);
    expect(
      pytest.detect(facts(["pyproject.toml"], { "pyproject.toml": "[tool.pytest.ini_options]\n" }))?.reason,
    ).toMatch(/pyproject/);
    expect(pytest.detect(facts(["requirements.txt"], { "requirements.txt": "pytest==8\n" }))?.score).toBe(50);
    expect(pytest.detect(facts(["tests/test_x.py"]))?.score).toBe(10);
    expect(pytest.detect(facts(["main.py", "README.md"]))).toBeNull();
  });
});

describe("pytest install", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  it("installs a requirements/ folder's test set with the package itself", () => {
    const pyproject = '[project]\nname = "pkg"\n\n[build-system]\nrequires = ["flit_core<4"]\n';
    const step = pytest.install!({
      paths,
      facts: facts(["pyproject.toml", "requirements/docs.txt", "requirements/tests.txt", "src/pkg/__init__.py"], {
        "pyproject.toml": pyproject,
      }),
    });
    // Into a virtualenv for the run, or with --target where the interpreter cannot make one.
    expect(step?.command).toMatch(
      /^if python3 -m venv --without-pip --system-site-packages \/p\/\.testcage-venv .* into='--target \/p\/\.testcage-site'; fi && "\$py" -m pip install .* \$into -r requirements\/tests\.txt '\.'$/,
    );
    expect(step?.summary).toMatch(
      /^a virtualenv for the run .* then python -m pip install .* -r requirements\/tests\.txt '\.'$/,
    );
    expect(step?.reason).toBe("requirements/tests.txt present; the project is a Python package");
  });

  it("installs the test set and the runtime requirements.txt together", () => {
    const step = pytest.install!({ paths, facts: facts(["requirements.txt", "requirements/test.txt"]) });
    expect(step?.command).toMatch(/ -r requirements\/test\.txt -r requirements\.txt$/);
    expect(step?.reason).toBe("requirements/test.txt and requirements.txt present");
  });

  it("finds a tests/requirements.txt (packaging's, installed by its noxfile) beside the package", () => {
    const step = pytest.install!({
      paths,
      facts: facts(["pyproject.toml", "src/packaging/__init__.py", "tests/requirements.txt", "tests/test_version.py"], {
        "pyproject.toml": '[project]\nname = "packaging"\n\n[build-system]\nrequires = ["flit_core"]\n',
      }),
    });
    expect(step?.command).toMatch(/ -r tests\/requirements\.txt '\.'$/);
  });

  it.each([
    ["a table of its own", '[project]\nname = "humanize"\n\n[project.optional-dependencies]\ntests = ["freezegun"]\n'],
    [
      "dotted keys in [project] (pyproject-fmt's layout, humanize 4.12)",
      '[build-system]\nrequires = ["hatchling"]\n\n[project]\nname = "humanize"\noptional-dependencies.tests = [\n  "freezegun",\n  "pytest",\n]\nurls.Homepage = "x"\n',
    ],
    [
      "an inline table in [project]",
      '[project]\nname = "humanize"\noptional-dependencies = { docs = ["mkdocs==1.*"], "tests" = ["freezegun", "pytest>=8"] }\n',
    ],
  ])("installs the tests extra declared as %s", (_how, pyproject) => {
    const step = pytest.install!({
      paths,
      facts: facts(["pyproject.toml", "src/humanize/__init__.py", "tests/test_time.py"], {
        "pyproject.toml": pyproject,
      }),
    });
    expect(step?.command).toMatch(/ '\.\[tests\]'$/);
    expect(step?.reason).toBe("the project is a Python package with test extras tests");
  });

  it("reads no extra from a requirement's own == or from another table", () => {
    const pyproject =
      '[project]\nname = "p"\noptional-dependencies = { docs = ["dev==1.0"] }\n\n[tool.x]\noptional-dependencies.test = []\n';
    const step = pytest.install!({ paths, facts: facts(["pyproject.toml"], { "pyproject.toml": pyproject }) });
    expect(step?.command).toMatch(/ '\.'$/);
  });

  it("takes a test-specific set before a dev one, and only one of them", () => {
    expect(requirementFiles(["requirements-dev.txt", "test-requirements.txt", "requirements.txt"])).toEqual([
      "test-requirements.txt",
      "requirements.txt",
    ]);
    expect(requirementFiles(["dev-requirements.txt"])).toEqual(["dev-requirements.txt"]);
    // python-slugify's name for its set.
    expect(requirementFiles(["dev.requirements.txt", "requirements.txt"])).toEqual([
      "dev.requirements.txt",
      "requirements.txt",
    ]);
    expect(requirementFiles(["docs/requirements.txt", "README.md"])).toEqual([]);
  });
});

// The tests' start, run by the real sh over folders laid out as each install leaves them:
// which program runs, and the PATH, VIRTUAL_ENV and PYTHONPATH it gets.
describe("pytest tests run in what the install made", () => {
  const root = mkdtempSync(join(tmpdir(), "tc-pip-run-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const paths = { project: root, reports: "/r", harness: "/h", cache: "/c" };
  const pkgFacts = facts(["pyproject.toml"], { "pyproject.toml": '[project]\nname = "p"\n' });
  /** A program that prints who it is and what it was given. */
  const reporter = (name: string): string =>
    `#!/bin/sh\necho "${name} $*|PATH=$PATH|VIRTUAL_ENV=\${VIRTUAL_ENV-unset}|PYTHONPATH=\${PYTHONPATH-unset}"\n`;
  const place = (rel: string, content: string): void => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), content, { mode: 0o755 });
  };
  const start = (trusted: boolean, env: Record<string, string> = {}): string => {
    const inv = pytest.plan({ paths, facts: pkgFacts, filter: [], testCommand: null, trusted });
    const [program, ...args] = inv.argv;
    // python3 on the PATH the tests start with: the interpreter's own (a stand-in here).
    place("host-bin/python3", reporter("host-python3"));
    return execFileSync(program!, args, {
      encoding: "utf8",
      env: { PATH: `${root}/host-bin:/usr/bin:/bin`, ...env },
    }).trim();
  };

  it("the virtualenv: its python3, its bin first on PATH, VIRTUAL_ENV set, PYTHONPATH left as the job set it", () => {
    rmSync(join(root, ".testcage-venv"), { recursive: true, force: true });
    place(".testcage-venv/bin/python", reporter("venv-python"));
    place(".testcage-venv/bin/python3", reporter("venv-python3"));
    const out = start(false, { PYTHONPATH: "/job/own" });
    expect(out).toMatch(/^venv-python3 -m pytest -v /);
    expect(out).toContain(`|PATH=${root}/.testcage-venv/bin:${root}/host-bin:`);
    expect(out).toContain(`|VIRTUAL_ENV=${root}/.testcage-venv|PYTHONPATH=/job/own`);
  });

  it("trusted tests: the interpreter of the PATH as it was, the virtualenv's packages on PYTHONPATH", () => {
    place(".testcage-venv/lib/python3.11/site-packages/x.py", "");
    const out = start(true);
    expect(out).toMatch(/^host-python3 \/h\/testcage_pytest\.py -v /);
    expect(out).toContain(`|VIRTUAL_ENV=unset|PYTHONPATH=${root}/.testcage-venv/lib/python3.11/site-packages`);
  });

  it("the --target fallback: its folder on PYTHONPATH ahead of the job's, its bin first on PATH", () => {
    rmSync(join(root, ".testcage-venv"), { recursive: true, force: true });
    place(".testcage-site/bin/mytool", reporter("tool"));
    const out = start(false, { PYTHONPATH: "/job/own" });
    expect(out).toMatch(/^host-python3 -m pytest /);
    expect(out).toContain(`|PATH=${root}/.testcage-site/bin:${root}/host-bin:`);
    expect(out).toContain(`|VIRTUAL_ENV=unset|PYTHONPATH=${root}/.testcage-site:/job/own`);
  });

  it("the install command itself: pip into the virtualenv, or --target when python3 cannot make one", () => {
    const pip = (venvWorks: boolean): string => {
      const dir = mkdtempSync(join(root, "install-"));
      // A python3 that makes (or fails to make) the virtualenv and prints every pip call.
      const fake = [
        "#!/bin/sh",
        'if [ "$1 $2" = "-m venv" ]; then',
        venvWorks
          ? '  for v; do :; done; mkdir -p "$v/bin"; printf \'#!/bin/sh\\necho "venv-pip $*"\\n\' > "$v/bin/python"; chmod +x "$v/bin/python"; exit 0'
          : "  exit 1",
        "fi",
        'echo "host-pip $*"',
      ].join("\n");
      mkdirSync(join(dir, "bin"));
      writeFileSync(join(dir, "bin/python3"), `${fake}\n`, { mode: 0o755 });
      const step = pytest.install!({ paths: { ...paths, project: dir }, facts: pkgFacts })!;
      return execFileSync("sh", ["-c", step.command], {
        cwd: dir,
        encoding: "utf8",
        env: { PATH: `${dir}/bin:/usr/bin:/bin` },
      }).trim();
    };
    // (Its `pip --version` probe prints to /dev/null.)
    expect(pip(true)).toBe("venv-pip -m pip install --quiet --no-cache-dir --disable-pip-version-check .");
    expect(pip(false)).toMatch(/^host-pip -m pip install --quiet .* --target \S+\/\.testcage-site \.$/);
  });

  it("no install ran (install-command none): the argv as planned, the environment untouched", () => {
    rmSync(join(root, ".testcage-site"), { recursive: true, force: true });
    expect(start(false)).toMatch(/^host-python3 -m pytest .*\|VIRTUAL_ENV=unset\|PYTHONPATH=unset$/);
  });
});

describe("pytest plan", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };
  it("asks for xunit1 JUnit with captured output and passes filters as node ids", () => {
    const inv = pytest.plan({
      paths,
      facts: facts(["pytest.ini"]),
      filter: ["t/test_a.py::TestX::test_y[1]"],
      testCommand: null,
    });
    expect(inv.argv.slice(0, 3)).toEqual(["python3", "-m", "pytest"]);
    expect(inv.argv).toContain("--junitxml=/r/pytest-junit.xml");
    expect(inv.argv).toContain("junit_family=xunit1");
    expect(inv.argv[inv.argv.length - 1]).toBe("t/test_a.py::TestX::test_y[1]");
  });
  it("uses the project's virtualenv when there is one", () => {
    const inv = pytest.plan({ paths, facts: facts([".venv/bin/python"]), filter: [], testCommand: null });
    expect(inv.argv[0]).toBe("/p/.venv/bin/python");
  });
});

describe("pytest parse (recorded runs)", () => {
  it("what only -v says: a test that passed while a subtest skipped (pytest 9), an xfail that passed", () => {
    const dir = join(__dirname, "../../fixtures/pytest-verdicts");
    const run = pytest.parse({
      reports: { junit: { ok: true, text: readFileSync(join(dir, "junit.xml"), "utf8") } },
      exitCode: 0,
      stdout: readFileSync(join(dir, "stdout.txt"), "utf8"),
      stderr: "",
      timedOut: false,
      projectPath: "/sandbox/project",
      readSource: () => undefined,
    });
    expect(run.tests.map((t) => [t.id, t.status, t.message])).toEqual([
      ["tests/test_skipped_after_subtest.py::U::test_then_skip", "skipped", "whole"],
      ["tests/test_subtest_skipped.py::T::test_mixed", "passed", "a subtest was skipped: absent"],
      ["tests/test_xpass.py::test_fixed_upstream", "passed", "passed though marked xfail (upstream bug 12) (XPASS)"],
    ]);
    // Coloured by the project's --color=yes, the -v lines say the same.
    const coloured = pytest.parse({
      reports: { junit: { ok: true, text: readFileSync(join(dir, "junit.xml"), "utf8") } },
      exitCode: 0,
      stdout: readFileSync(join(dir, "stdout-color.txt"), "utf8"),
      stderr: "",
      timedOut: false,
      projectPath: "/sandbox/project",
      readSource: () => undefined,
    });
    expect(coloured.tests.map((t) => [t.status, t.message])).toEqual(run.tests.map((t) => [t.status, t.message]));
    const live = readFileSync(join(dir, "stdout-color.txt"), "utf8")
      .split("\n")
      .map((l) => pytest.liveStatus!(l))
      .filter((s) => s !== null);
    expect(live).toEqual(["skipped", "passed", "passed"]);
    // Without the -v output to say so, the report's <skipped> stands.
    const bare = pytest.parse({
      reports: { junit: { ok: true, text: readFileSync(join(dir, "junit.xml"), "utf8") } },
      exitCode: 0,
      stdout: "",
      stderr: "",
      timedOut: false,
      projectPath: "/sandbox/project",
      readSource: () => undefined,
    });
    expect(bare.tests.map((t) => [t.status, t.message])).toEqual([
      ["skipped", "whole"],
      ["skipped", "absent"],
      ["passed", null],
    ]);
  });

  it("mixed: params, classes, skips, xfail, fixture errors, output", () => {
    const run = pytest.parse(loadParseInput("pytest", "mixed"));
    const byId = new Map(run.tests.map((t) => [t.id, t]));
    expect(run.tests.map((t) => t.status)).toEqual([
      "passed",
      "failed",
      "passed",
      "passed",
      "failed",
      "skipped",
      "skipped",
      "error",
      "passed",
    ]);
    const param = byId.get("tests/test_cases.py::test_sum[2-2-5]")!;
    expect(param).toMatchObject({ status: "failed", file: "tests/test_cases.py", line: 13, parameters: "2-2-5" });
    expect(param.message).toBe("assert (2 + 2) == 5");
    const nested = byId.get("tests/test_cases.py::TestNested::test_inside_class_fails")!;
    expect(nested.suite).toEqual(["TestNested"]);
    expect(nested.line).toBe(21);
    expect(nested.message).toContain("Differing items:\n");
    expect(byId.get("tests/test_cases.py::test_skipped")).toMatchObject({
      status: "skipped",
      message: "not implemented yet",
      line: 24,
    });
    expect(byId.get("tests/test_cases.py::test_uses_broken_fixture")).toMatchObject({ status: "error", line: 8 });
    expect(byId.get("tests/test_cases.py::test_prints")).toMatchObject({
      stdout: "hello from stdout",
      stderr: "hello from stderr",
    });
    expect(run.tests.map((t) => t.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it("error: an unimportable module is a collection error, not a test", () => {
    const run = pytest.parse(loadParseInput("pytest", "error"));
    expect(run.tests).toEqual([]);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "test_broken.py", line: 1 });
    expect(run.errors[0]!.message).toContain("No module named 'definitely_not_a_module'");
  });
  it("collection-message: the error names the exception, not the last line of its message", () => {
    const run = pytest.parse(loadParseInput("pytest", "collection-message"));
    expect(run.tests).toEqual([]);
    expect(run.errors).toHaveLength(1);
    // The exception it was raised from (ValueError) and the message's later lines stay in the details.
    expect(run.errors[0]).toMatchObject({
      kind: "collection",
      file: "test_table.py",
      line: 10,
      message: "test_table.py could not be collected: RuntimeError: the table of cases is malformed.",
    });
    expect(run.errors[0]!.details).toContain("E   ValueError: invalid literal for int()");
    expect(run.errors[0]!.details).toContain("E   See the comment at the top of this file.");
  });
  it("empty: exit code 5 is no-tests", () => {
    const run = pytest.parse(loadParseInput("pytest", "empty"));
    expect(run.errors.map((e) => e.kind)).toEqual(["no-tests"]);
  });
  it("fail: an exception outside an assert is a failure at its line", () => {
    const run = pytest.parse(loadParseInput("pytest", "fail"));
    const t = run.tests.find((x) => x.name === "test_raises_outside_assertion")!;
    expect(t).toMatchObject({ status: "failed", line: 17, stdout: "looking up key b" });
    expect(t.message).toContain("KeyError");
  });
  it("a missing pytest module is framework-missing", () => {
    const run = pytest.parse({
      ...loadParseInput("pytest", "pass"),
      reports: { junit: { ok: false, problem: "missing", detail: "" } },
      stderr: "/usr/bin/python3: No module named pytest\n",
      exitCode: 1,
    });
    expect(run.errors.map((e) => e.kind)).toEqual(["framework-missing"]);
  });
  it("refuses XML with a DTD", () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><testsuites><testsuite><testcase name="t" classname="c"/></testsuite></testsuites>';
    expect(() =>
      pytest.parse({ ...loadParseInput("pytest", "pass"), reports: { junit: { ok: true, text: xml } } }),
    ).toThrow(/DOCTYPE/);
  });
});
