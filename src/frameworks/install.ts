// Default install phases shared by adapters: only when the project declares
// dependencies (a lockfile or manifest) that are not already in the copy, and
// always writing into the run's own copy or cache, never the host's. The
// install is what the project's own CI would run: the package manager it pins,
// the extras and groups its tests need, the project itself where it is a package.

import { dependsOn } from "./test-script.js";
import { toxTestenv } from "./tox-ini.js";
import type { InstallStep, ProjectFacts, SandboxPaths } from "../core/adapter-types.js";

export type NodePackageManager = "npm" | "pnpm" | "yarn-classic" | "yarn-berry";

/** Version the project pins in package.json's "packageManager" ("pnpm@9.1.0+sha…" -> 9.1.0). */
function pinned(facts: ProjectFacts, tool: string): string | null {
  const field = facts.packageJson?.["packageManager"];
  if (typeof field !== "string") return null;
  const m = new RegExp(`^${tool}@(\\d+\\.\\d+\\.\\d+[\\w.-]*)`).exec(field.trim());
  return m ? m[1]! : null;
}

/** The package manager the project uses: the one it pins, else the one whose lockfile it has. */
export function nodePackageManager(facts: ProjectFacts): NodePackageManager {
  const yarn = pinned(facts, "yarn");
  if (pinned(facts, "pnpm") || facts.files.includes("pnpm-lock.yaml")) return "pnpm";
  if (yarn) return Number(yarn.split(".")[0]) >= 2 ? "yarn-berry" : "yarn-classic";
  if (facts.files.includes("yarn.lock"))
    return facts.files.includes(".yarnrc.yml") || /__metadata:/.test(facts.texts["yarn.lock"] ?? "")
      ? "yarn-berry"
      : "yarn-classic";
  return "npm";
}

// npm's `exec` fetches the pinned tool from the registry: corepack may be missing
// (Node 25 drops it) and would fetch from the same registry anyway.
const exec = (pkg: string, args: string): string => `npm exec --yes --package=${pkg} -- ${args}`;

/** The install command for each package manager, lockfile honoured where there is one. */
export function nodeInstallCommand(facts: ProjectFacts): { command: string; reason: string } {
  const manager = nodePackageManager(facts);
  if (manager === "pnpm") {
    const lock = facts.files.includes("pnpm-lock.yaml");
    return {
      command: exec(`pnpm@${pinned(facts, "pnpm") ?? "9"}`, `pnpm install ${lock ? "--frozen-lockfile" : ""}`.trim()),
      reason: lock ? "pnpm-lock.yaml without node_modules" : "packageManager pnpm without node_modules",
    };
  }
  if (manager === "yarn-classic") {
    const lock = facts.files.includes("yarn.lock");
    return {
      command: exec(
        `yarn@${pinned(facts, "yarn") ?? "1"}`,
        `yarn install --non-interactive ${lock ? "--frozen-lockfile" : ""}`.trim(),
      ),
      reason: lock ? "yarn.lock (yarn 1) without node_modules" : "packageManager yarn 1 without node_modules",
    };
  }
  if (manager === "yarn-berry") {
    // node_modules rather than Plug'n'Play: the frameworks are started from node_modules/.bin.
    return {
      command: `YARN_NODE_LINKER=node-modules YARN_ENABLE_GLOBAL_CACHE=false ${exec(
        `@yarnpkg/cli-dist@${pinned(facts, "yarn") ?? "4"}`,
        "yarn install --immutable",
      )}`,
      reason: "yarn.lock (yarn 2+) without node_modules",
    };
  }
  const lock = facts.files.includes("package-lock.json") || facts.files.includes("npm-shrinkwrap.json");
  return lock
    ? { command: "npm ci --no-audit --no-fund", reason: "package-lock.json without node_modules" }
    : { command: "npm install --no-audit --no-fund", reason: "package.json without a lockfile or node_modules" };
}

function declaresDependencies(facts: ProjectFacts): boolean {
  const pkg = facts.packageJson;
  if (!pkg) return false;
  return [pkg.dependencies, pkg.devDependencies].some(
    (d) => d !== null && typeof d === "object" && Object.keys(d).length > 0,
  );
}

/** The project's package manager installs its dependencies when node_modules is absent. */
export function npmInstall(facts: ProjectFacts): InstallStep | null {
  if (facts.topLevel.includes("node_modules")) return null;
  const hasLock = ["package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "yarn.lock"].some((f) =>
    facts.files.includes(f),
  );
  if (!hasLock && !declaresDependencies(facts)) return null;
  const { command, reason } = nodeInstallCommand(facts);
  return { command, env: {}, testEnv: {}, reason };
}

/**
 * "add jest to devDependencies and run <the project's install>" in the project's own
 * tool, and the install command that gets the tool for this run. Where the package
 * does not declare the tool (a monorepo package whose root does: zod), installing
 * what it declares would not bring it, so the command adds it; in the run's copy,
 * which changing the copy's package.json cannot harm.
 */
export function nodeFrameworkHint(facts: ProjectFacts, tool: string): string {
  const manager = nodePackageManager(facts);
  const short: Record<NodePackageManager, string> = {
    npm: facts.files.includes("package-lock.json") ? "npm ci" : "npm install",
    pnpm: "pnpm install",
    "yarn-classic": "yarn install",
    "yarn-berry": "yarn install",
  };
  const adding: Record<NodePackageManager, string> = {
    npm: `npm install --no-save ${tool}`,
    pnpm: `pnpm add --save-dev ${tool}`,
    "yarn-classic": `yarn add --dev ${tool}`,
    "yarn-berry": `yarn add --dev ${tool}`,
  };
  const install = short[manager];
  const forThisRun = dependsOn(facts, tool) ? install : adding[manager];
  return `add ${tool} to devDependencies and run ${install} (or pass --install-command '${forThisRun}')`;
}

/**
 * The hint when the project's own .venv python does not run in the sandbox: a
 * virtualenv links to the interpreter of the machine that made it, which a
 * container (or another machine) does not have.
 */
export function venvHint(facts: ProjectFacts, otherwise: string): string {
  return facts.files.includes(".venv/bin/python")
    ? "the project's .venv/bin/python does not run here: a virtualenv links to the Python of the machine that made it; remove .venv from the checkout (testcage then installs what the project declares), or make it in the same image"
    : otherwise;
}

/** Extras and dependency groups a project's tests conventionally need. */
const TEST_SETS = ["test", "tests", "testing", "dev"];

/** The lines of a TOML table's body (`[table]` up to the next table); null when there is none. */
function tomlTableBody(text: string, table: string): string[] | null {
  const start = text.search(new RegExp(`^\\[\\s*${table.replace(/[.-]/g, "\\$&")}\\s*\\]\\s*(#.*)?$`, "m"));
  if (start === -1) return null;
  const body = text.slice(start).split("\n").slice(1);
  const end = body.findIndex((l) => /^\s*\[/.test(l));
  return end === -1 ? body : body.slice(0, end);
}

/** Names of a TOML table's keys (`[table]` up to the next table). */
function tomlTableKeys(text: string, table: string): string[] {
  return (tomlTableBody(text, table) ?? [])
    .map((l) => /^\s*["']?([A-Za-z0-9_.-]+)["']?\s*=/.exec(l)?.[1])
    .filter((k): k is string => k !== undefined);
}

/**
 * The keys of `table.key` however TOML lets it be written: its own `[table.key]`
 * header, dotted keys in `[table]` (`optional-dependencies.tests = [...]`, as
 * pyproject-fmt writes them), or an inline table there (`optional-dependencies = { tests = [...] }`).
 */
function tomlSubKeys(text: string, table: string, key: string): string[] {
  const keys = tomlTableKeys(text, `${table}.${key}`);
  const body = (tomlTableBody(text, table) ?? []).join("\n");
  const k = key.replace(/[.-]/g, "\\$&");
  for (const m of body.matchAll(new RegExp(`^\\s*["']?${k}["']?\\s*\\.\\s*["']?([A-Za-z0-9_.-]+)["']?\\s*=`, "gm")))
    keys.push(m[1]!);
  const inline = new RegExp(`^\\s*["']?${k}["']?\\s*=\\s*(?=\\{)`, "m").exec(body);
  if (inline) {
    const braces = bracketed(body, inline.index + inline[0].length);
    for (const m of braces.matchAll(/[{,]\s*["']?([A-Za-z0-9_.-]+)["']?\s*=(?!=)/g)) keys.push(m[1]!);
  }
  return keys;
}

/** The text of the bracketed expression opening at `start` ("{...}", "dict(...)"), or "". */
function bracketed(text: string, start: number): string {
  const open = text.slice(start).search(/[{(]/);
  if (open === -1) return "";
  let depth = 0;
  for (let i = start + open; i < text.length; i += 1) {
    if ("{([".includes(text[i]!)) depth += 1;
    else if ("})]".includes(text[i]!) && --depth === 0) return text.slice(start, i + 1);
  }
  return "";
}

/**
 * The keys of setup.py's extras_require: a dict literal or dict(...) given in place,
 * or through one variable. Only those: other dicts of setup() have a "test" key too
 * (cmdclass={"test": ...}), and `pip install '.[test]'` for an extra that does not exist
 * installs without it.
 */
function setupPyExtras(text: string): string[] {
  const given = /\bextras_require["']?\s*[=:]\s*/.exec(text);
  if (!given) return [];
  let at = given.index + given[0].length;
  const variable = /^([A-Za-z_]\w*)\s*(?=[,)\n])/.exec(text.slice(at))?.[1];
  if (variable) {
    const defined = new RegExp(`^\\s*${variable}\\s*=\\s*`, "m").exec(text);
    if (!defined) return [];
    at = defined.index + defined[0].length;
  }
  const body = bracketed(text, at);
  return [...body.matchAll(/["']([\w.-]+)["']\s*:|[(,]\s*(\w+)\s*=/g)].map((m) => (m[1] ?? m[2])!);
}

/** The test extras the project declares: pyproject's optional-dependencies, setup.cfg's extras_require, setup.py's. */
function testExtras(facts: ProjectFacts): string[] {
  const declared = new Set([
    ...tomlSubKeys(facts.texts["pyproject.toml"] ?? "", "project", "optional-dependencies"),
    ...tomlTableKeys(facts.texts["setup.cfg"] ?? "", "options.extras_require"),
    ...setupPyExtras(facts.texts["setup.py"] ?? ""),
  ]);
  return TEST_SETS.filter((s) => declared.has(s));
}

/** A Python package pip can build and install: PEP 621 or a build system, or setuptools' files. */
function isPythonPackage(facts: ProjectFacts): boolean {
  const pyproject = facts.texts["pyproject.toml"] ?? "";
  if (/^\[(project|build-system)\]\s*$/m.test(pyproject)) return true;
  if (facts.files.includes("setup.py")) return true;
  return /^\[(metadata|options)\]\s*$/m.test(facts.texts["setup.cfg"] ?? "");
}

/**
 * PEP 735 dependency groups, read by Python's own TOML parser in the sandbox
 * (pip learned `--group` only in 25.1): the test groups, include-group
 * references followed, one requirement per line.
 */
const GROUPS_SCRIPT = [
  "import sys, tomllib",
  "groups = tomllib.load(open('pyproject.toml', 'rb')).get('dependency-groups', {})",
  "out, seen = [], set()",
  "def add(name):",
  "    if name in seen or not isinstance(groups.get(name), list): return",
  "    seen.add(name)",
  "    for item in groups[name]:",
  "        if isinstance(item, str): out.append(item)",
  "        elif isinstance(item, dict) and isinstance(item.get('include-group'), str): add(item['include-group'])",
  `for name in ${JSON.stringify(TEST_SETS)}: add(name)`,
  "print('\\n'.join(out))",
].join("\n");

/**
 * The test requirements files projects keep (tox's and nox's `-r tests/requirements.txt`,
 * pip-compiled sets in requirements/), the test-specific names before the dev ones: the
 * first found is installed, with the runtime requirements.txt beside it, which a test
 * file does not always include (packaging's tests/requirements.txt holds only what the
 * tests add: pretend, pytest).
 */
const TEST_REQUIREMENTS = [
  "requirements-test.txt",
  "requirements-tests.txt",
  "requirements_test.txt",
  "requirements_tests.txt",
  "test-requirements.txt",
  "test_requirements.txt",
  "tests-requirements.txt",
  "test.requirements.txt",
  "tests.requirements.txt",
  "tests/requirements.txt",
  "test/requirements.txt",
  "requirements/tests.txt",
  "requirements/test.txt",
  "requirements/testing.txt",
  "requirements-dev.txt",
  "requirements_dev.txt",
  "dev-requirements.txt",
  "dev.requirements.txt",
  "requirements/dev.txt",
];
const RUNTIME_REQUIREMENTS = "requirements.txt";

/** The requirements files pipInstall installs: a test set (the first found) and the runtime list. */
export function requirementFiles(files: readonly string[]): string[] {
  const test = TEST_REQUIREMENTS.find((f) => files.includes(f));
  return [...(test ? [test] : []), ...(files.includes(RUNTIME_REQUIREMENTS) ? [RUNTIME_REQUIREMENTS] : [])];
}

/** The virtualenv pipInstall makes in the run's copy. */
const pythonVenv = (paths: SandboxPaths): string => `${paths.project}/.testcage-venv`;
/** Where pipInstall installs instead when the interpreter cannot make a virtualenv. */
const pythonSite = (paths: SandboxPaths): string => `${paths.project}/.testcage-site`;

/**
 * pip install into the copy: the requirements file, the project itself with its test
 * extras (built from the run's copy, so the code under test is the copy's even in a
 * src layout), and the test dependency groups.
 *
 * Into a virtualenv made for the run (`--system-site-packages`: what the interpreter
 * already has, pytest in a runner image, is used where it satisfies the project, as
 * it would be on the runner), because tests see an installed environment the way a
 * virtualenv gives it and a PYTHONPATH folder does not: a subprocess started with an
 * environment of its own (`env={}`, or a tool that sets PYTHONPATH itself, as
 * pytest-mypy-plugins does for mypy) still finds the packages through
 * `sys.executable`; `.pth` files (old-style namespace packages, editable installs)
 * are read; and nothing installed comes before the standard library on sys.path.
 * Where the interpreter cannot make one (no `venv` module, or no pip it can import),
 * `pip --target` into a folder the tests get on PYTHONPATH, as before.
 */
export function pipInstall(facts: ProjectFacts, paths: SandboxPaths): InstallStep | null {
  // A project virtualenv is the project's own install; the adapters run its python.
  if (facts.files.includes(".venv/bin/python")) return null;
  const tox = toxTestenv(facts.texts["tox.ini"] ?? "");
  const toxFiles = (tox?.requirements ?? []).filter((f) => facts.files.includes(f));
  const reqs = [...new Set([...requirementFiles(facts.files), ...toxFiles])];
  const toxDeps = tox?.deps ?? [];
  const pkg = isPythonPackage(facts);
  const groups = /^\[dependency-groups\]\s*$/m.test(facts.texts["pyproject.toml"] ?? "");
  if (!reqs.length && !pkg && !groups && !toxDeps.length) return null;
  const venv = pythonVenv(paths);
  const site = pythonSite(paths);
  const extras = [...new Set([...testExtras(facts), ...(tox?.extras ?? [])])];
  const targets = [
    ...reqs.map((r) => `-r ${r}`),
    ...(pkg ? [`'.${extras.length ? `[${extras.join(",")}]` : ""}'`] : []),
    ...toxDeps.map((d) => `'${d}'`),
    ...(groups ? [`-r ${site}.groups.txt`] : []),
  ];
  const options = "--quiet --no-cache-dir --disable-pip-version-check";
  const makeVenv =
    `if python3 -m venv --without-pip --system-site-packages ${venv} 2>/dev/null && ` +
    `${venv}/bin/python -m pip --version >/dev/null 2>&1; then py=${venv}/bin/python; into=; ` +
    `else rm -rf ${venv}; py=python3; into='--target ${site}'; fi`;
  const pip = `"$py" -m pip install ${options} $into ${targets.join(" ")}`;
  const command = [
    makeVenv,
    ...(groups ? [`python3 -c "${GROUPS_SCRIPT.replace(/"/g, '\\"')}" > ${site}.groups.txt`] : []),
  ].join("; ");
  const fromTox = [
    ...(tox?.extras.length ? [`extras ${tox.extras.join(", ")}`] : []),
    ...(toxDeps.length || toxFiles.length
      ? [`deps ${[...toxFiles.map((f) => `-r ${f}`), ...toxDeps].join(", ")}`]
      : []),
  ];
  const reasons = [
    ...(reqs.length ? [`${reqs.join(" and ")} present`] : []),
    ...(pkg ? [`the project is a Python package${extras.length ? ` with test extras ${extras.join(", ")}` : ""}`] : []),
    ...(fromTox.length
      ? [
          `tox.ini's [testenv] ${fromTox.join("; ")}${tox!.leftOut ? ` (${tox!.leftOut} line${tox!.leftOut === 1 ? "" : "s"} tox alone can install left out)` : ""}`,
        ]
      : []),
    ...(groups ? ["dependency groups in pyproject.toml"] : []),
  ];
  const shown = `python -m pip install ${options} ${targets.join(" ")}`;
  return {
    command: `${command} && ${pip}`,
    summary: `a virtualenv for the run (.testcage-venv, the interpreter's own packages visible)${groups ? ", the test dependency groups read from pyproject.toml" : ""}, then ${shown}`,
    env: { PIP_NO_INPUT: "1" },
    testEnv: {},
    reason: reasons.join("; "),
  };
}

/**
 * `sh -c` program: runs the tests in what pipInstall made. "$0" is its virtualenv, "$1"
 * its PYTHONPATH folder (the fallback), "$2" 1 for trusted tests; then the argv.
 * - The virtualenv: its bin folder first on PATH and VIRTUAL_ENV set, as an activated
 *   one gives, so `python3` in the argv (and a test's `shutil.which("mytool")`) is its.
 *   Trusted tests run the interpreter looked up on the PATH as it was, never a program
 *   of a folder the project's install fills, and get the virtualenv's packages on
 *   PYTHONPATH instead (the launchers leave every path inside the project out while
 *   they import the framework).
 * - The fallback folder: on PYTHONPATH ahead of what the job set, its bin folder
 *   (pip --target's console scripts) first on PATH.
 * Done in the sandbox itself: a container's PATH is the image's, unknown out here.
 */
const RUN_IN_INSTALL = [
  "# testcage: the tests run in what the install phase made (a virtualenv, or a pip --target folder)",
  'v=$0; s=$1; t=$2; shift 2; p="$1"',
  'if [ "$t" = 1 ]; then p=$(command -v "$1") || p="$1"; fi',
  "shift",
  'if [ -x "$v/bin/python" ]; then',
  '  PATH="$v/bin:$PATH"; export PATH',
  '  if [ "$t" = 1 ]; then for d in "$v"/lib/python3*/site-packages; do PYTHONPATH="$d"; done; export PYTHONPATH',
  '  else VIRTUAL_ENV="$v"; export VIRTUAL_ENV; fi',
  'elif [ -d "$s" ]; then',
  '  PYTHONPATH="$s${PYTHONPATH:+:$PYTHONPATH}"; export PYTHONPATH',
  '  if [ -d "$s/bin" ]; then PATH="$s/bin:$PATH"; export PATH; fi',
  "fi",
  'exec "$p" "$@"',
].join("\n");

/**
 * The tests' argv, run in what pipInstall made (RUN_IN_INSTALL) where it will install:
 * tests import the installed packages and run their command-line tools by name
 * (shutil.which("mypy"), subprocess.run(["mytool"])) as in an activated virtualenv.
 */
export function withPipInstallBin(argv: string[], facts: ProjectFacts, paths: SandboxPaths, trusted = false): string[] {
  if (!pipInstall(facts, paths)) return argv;
  return ["sh", "-c", RUN_IN_INSTALL, pythonVenv(paths), pythonSite(paths), trusted ? "1" : "0", ...argv];
}
