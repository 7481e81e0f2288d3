// Checks the harness programs (src/harness/files/) with their own languages'
// tools, as `npm run lint` does for the TypeScript, and that the generated
// module carrying them into the bundle is up to date (scripts/harness-sources.mjs).
// ESLint and Prettier already cover the .cjs/.mjs programs through `eslint .`.
//
//   node scripts/lint-harness.mjs [DIR]   DIR: another folder of programs to check
//                                         (the unit test's broken copies); no
//                                         freshness check then
//
// A tool missing on this machine is reported as skipped; under CI=true the
// tools .ci/run provides (python3, ruff, ruby, elixirc, php, node, sh) must be there.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { HARNESS_DIR, harnessSourcesFresh } from "./harness-sources.mjs";

const dirArg = process.argv[2];
const dir = dirArg ? resolve(dirArg) : HARNESS_DIR;
const strict = process.env.CI === "true";
const problems = [];
const skipped = new Set();

function run(cmd, args) {
  return spawnSync(cmd, args, { encoding: "utf8", env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" } });
}

/** Whether `cmd args` starts at all (the tool is installed). */
function have(cmd, args) {
  const r = run(cmd, args);
  return !r.error && r.status === 0;
}

const tools = {
  python3: have("python3", ["--version"]),
  ruff: have("python3", ["-m", "ruff", "--version"]),
  ruby: have("ruby", ["--version"]),
  elixirc: have("elixirc", ["--version"]),
  php: have("php", ["--version"]),
  sh: have("sh", ["-c", "exit 0"]),
  node: true,
};
const required = ["python3", "ruff", "ruby", "elixirc", "php", "sh", "node"];

function check(tool, file, cmd, args) {
  if (!tools[tool]) {
    skipped.add(tool);
    return;
  }
  const r = run(cmd, args);
  if (r.status !== 0) problems.push(`${file} (${tool}):\n${(r.stdout + r.stderr).trim()}`);
}

const ruffCheck = ["check", "--isolated", "--no-cache", "--target-version", "py38", "--line-length", "120"];
const files = readdirSync(dir).sort();
for (const name of files) {
  const file = join(dir, name);
  switch (extname(name)) {
    case ".py":
      // compile() only: py_compile would write __pycache__ next to the program.
      check("python3", name, "python3", [
        "-c",
        "import sys; compile(open(sys.argv[1], encoding='utf-8').read(), sys.argv[1], 'exec')",
        file,
      ]);
      // Pyflakes, pycodestyle errors and warnings, bugbear and pyupgrade: the
      // programs run on Python 3.8 and later.
      check("ruff", name, "python3", ["-m", "ruff", ...ruffCheck, "--select", "E,F,W,B,UP", file]);
      check("ruff", name, "python3", [
        "-m",
        "ruff",
        "format",
        "--isolated",
        "--no-cache",
        "--line-length",
        "120",
        "--check",
        file,
      ]);
      break;
    case ".rb":
      check("ruby", name, "ruby", ["-wc", file]);
      break;
    case ".exs": {
      // Compiled with warnings as errors, in a VM of its own: their top-level code
      // only defines modules or registers them with Mix, in that VM's memory.
      const out = mkdtempSync(join(tmpdir(), "testcage-elixirc-"));
      check("elixirc", name, "elixirc", ["--warnings-as-errors", "-o", out, file]);
      rmSync(out, { recursive: true, force: true });
      break;
    }
    case ".php":
      check("php", name, "php", ["-l", file]);
      break;
    case ".sh":
      check("sh", name, "sh", ["-n", file]);
      break;
    case ".cjs":
    case ".mjs":
      check("node", name, process.execPath, ["--check", file]);
      break;
    default:
      problems.push(`${name}: no checker for this kind of file; add one to scripts/lint-harness.mjs`);
  }
}

if (!dirArg && !harnessSourcesFresh()) {
  problems.push(
    "src/harness/sources.generated.ts is stale: run node scripts/harness-sources.mjs (or npm run build) and commit it",
  );
}
const missing = required.filter((t) => skipped.has(t));
if (strict && missing.length > 0) problems.push(`CI=true and not installed: ${missing.join(", ")}`);

if (skipped.size > 0) console.log(`harness lint: skipped (not installed here): ${[...skipped].join(", ")}`);
if (problems.length > 0) {
  console.error(problems.join("\n\n"));
  process.exit(1);
}
console.log(`harness lint: ${files.length} programs checked`);
