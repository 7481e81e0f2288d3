// PHPUnit: its built-in JUnit log (--log-junit), read with the shared JUnit
// reader. PHPUnit 9 writes class, file and the test method's definition line per
// test, the test's output as <system-out>, and under every failure the filtered
// stack trace as "path:line" lines, innermost first.
//
// Captured per test:
// - id: file::Class::method (data-provider rows keep PHPUnit's own name,
//   `testSums with data set "wrong"`, and the label goes to parameters).
// - status: <failure> is failed, <error> is error (an exception that is not an
//   assertion), <skipped> (skipped and incomplete alike) is skipped. A risky test
//   (PHPUnit writes it as an <error> of type RiskyTestError) ran and did not fail,
//   as PHPUnit counts it: passed, with the reason as message. A <warning> is an
//   error.
// - file and line: the test file; the line is the first stack frame in the test
//   file for failures and errors (the failing assertion or the call that threw),
//   else the method's definition line.
// - message: the failure text without PHPUnit's name header and trace lines;
//   skipped/incomplete reasons come from the run log (--verbose, or --display-*
//   on PHPUnit 10+) when present.
// - stdout: what the test printed (PHPUnit's <system-out>).
// - order: source order within a class (data-provider rows sit at their
//   method), classes in the order PHPUnit ran them.
//
// A run killed at the timeout has no JUnit log (PHPUnit writes it at the end):
// the TeamCity log PHPUnit also writes as it goes (--log-teamcity) gives the
// tests that finished (failures without the error/failure split) and names the
// test that was running as an error.
//
// Not captured: stderr per test (PHPUnit does not capture it); a PHP fatal error
// (parse error, missing class) stops PHPUnit before it writes any log: that is a
// collection error read from the run log, with the file and line PHP names.

import type { RunError, TestResult, TestStatus } from "../core/model.js";
import { junitStatus, readJunit, type JunitCase } from "../reports/junit.js";
import { readTeamcity } from "../reports/teamcity.js";
import { escapeRegExp, tidy } from "../core/text.js";
import { makeTestId, parseTestId } from "../core/ids.js";
import type {
  FrameworkAdapter,
  InstallStep,
  Invocation,
  ParseInput,
  ParsedRun,
  PlanContext,
  ProjectFacts,
  SandboxPaths,
} from "../core/adapter-types.js";
import { harnessCoverage, testCommandCoverage } from "./coverage-plan.js";
import { unfinishedMessage } from "../core/unfinished.js";

const REPORT = "phpunit-junit.xml";
/** PHPUnit writes JUnit only at the end; this TeamCity log grows as tests run. */
const LIVE = "phpunit-teamcity.txt";
const CONFIGS = ["phpunit.xml", "phpunit.xml.dist", "phpunit.dist.xml"];
const TEST_FILE = /(^|\/)[^/]*Test\.php$/;
const RISKY = "PHPUnit\\Framework\\RiskyTestError";

const PROBLEM = "coverage-problem.txt";
const COBERTURA = "phpunit-cobertura.xml";
/** Where PHPUnit looks for source when the project's config has no coverage filter. */
const SOURCE_DIRS = ["src", "lib", "app"];

/**
 * The project's own PHPUnit (composer's vendor/bin) when it has one, else the one
 * on PATH; skip/incomplete/risky reasons are asked for in each version's words
 * (--verbose up to PHPUnit 9, --display-* from 10, which refuses --verbose).
 *
 * With coverage asked for (the first `coverageFlags` arguments are PHPUnit's
 * coverage flags): a driver must be loaded, or PHPUnit only warns ("No code
 * coverage driver available"), measures nothing and, with failOnWarning, fails
 * the run. pcov is enabled for the project only (php -d before PHPUnit's own
 * script); Xdebug is used when it is the one installed. With neither, or a
 * PHPUnit without Cobertura output (< 9.4), the tests run without the coverage
 * flags and the reason is written for the coverage step.
 */
function pickPhpunit(coverageFlags: number): string {
  const lines = [
    "p=phpunit; if [ -x vendor/bin/phpunit ]; then p=vendor/bin/phpunit; fi",
    'v=$("$p" --version 2>/dev/null)',
  ];
  if (coverageFlags > 0) {
    lines.push(
      'drv=; why="no PHP code coverage driver: install the pcov extension (Debian: php-pcov; pecl install pcov) or Xdebug"',
      'case "$v" in',
      // No PHPUnit at all: run it plainly, so the run fails as "framework missing".
      '  "") why="PHPUnit did not start, so coverage was not measured" ;;',
      '  *"PHPUnit "[5-8].*|*"PHPUnit 9."[0-3].*) why="$v cannot write Cobertura XML: coverage needs PHPUnit 9.4 or later" ;;',
      "  *) if php -r 'exit(extension_loaded(\"pcov\") ? 0 : 1);' 2>/dev/null; then drv=pcov",
      "     elif php -r 'exit(extension_loaded(\"xdebug\") ? 0 : 1);' 2>/dev/null; then drv=xdebug; fi ;;",
      "esac",
      `if [ -z "$drv" ]; then printf '%s\\n' "$why" >"$TESTCAGE_COVERAGE_PROBLEM"; shift ${coverageFlags}; fi`,
    );
  }
  lines.push(
    'case "$v" in',
    '  *"PHPUnit "[5-9].*) set -- --verbose "$@" ;;',
    '  *"PHPUnit "[1-9][0-9].*) set -- --display-skipped --display-incomplete --display-warnings "$@" ;;',
    "esac",
  );
  if (coverageFlags > 0) {
    lines.push(
      'case "$drv" in',
      '  pcov) bin=$p; case "$p" in */*) ;; *) bin=$(command -v "$p") ;; esac',
      '        exec php -d pcov.enabled=1 -d "pcov.directory=$TESTCAGE_PROJECT" "$bin" "$@" ;;',
      '  xdebug) XDEBUG_MODE=coverage exec "$p" "$@" ;;',
      "esac",
    );
  }
  lines.push('exec "$p" "$@"');
  return lines.join("\n");
}

/** The project's phpunit.xml already says which source to measure (<coverage><include>, or PHPUnit < 9.3's <filter><whitelist>). */
export function configFiltersCoverage(config: string | undefined): boolean {
  if (config === undefined) return false;
  const xml = config.replace(/<!--[\s\S]*?-->/g, "");
  return /<(?:coverage|source)\b[^>]*>[\s\S]*?<include\b/.test(xml) || /<whitelist\b/.test(xml);
}

/** --coverage-filter folders when the config has none: src/, lib/ or app/ with PHP files, else the whole project. */
export function coverageFilter(facts: ProjectFacts, project: string): string[] {
  const config = CONFIGS.map((c) => facts.texts[c]).find((t) => t !== undefined);
  if (configFiltersCoverage(config)) return [];
  const dirs = SOURCE_DIRS.filter((d) => facts.files.some((f) => f.startsWith(`${d}/`) && f.endsWith(".php")));
  return (dirs.length ? dirs.map((d) => `${project}/${d}`) : [project]).map((d) => `--coverage-filter=${d}`);
}

/** Where tests live when there is no phpunit.xml to say so. */
function testDir(facts: ProjectFacts): string {
  for (const dir of ["tests", "test"]) {
    if (facts.files.some((f) => f.startsWith(`${dir}/`) && TEST_FILE.test(f))) return dir;
  }
  return ".";
}

/** Ids -> one anchored --filter regex over PHPUnit's "Class::name" (delimiters escaped). */
export function filterPattern(filter: readonly string[]): string | null {
  const names: string[] = [];
  for (const id of filter) {
    const parsed = parseTestId(id);
    const cls = parsed?.suite[parsed.suite.length - 1];
    if (!parsed || !cls) continue;
    names.push(escapeRegExp(`${cls}::${parsed.name}`).replace(/\//g, "\\/"));
  }
  return names.length ? `/^(?:${names.join("|")})$/` : null;
}

// ---------------------------------------------------------------- install

/**
 * composer's vendor/autoload.php for a project that has composer.json but no
 * vendor/, where composer is not installed (the runner image has Debian's PHPUnit
 * and no composer): the autoload and autoload-dev rules of composer.json (psr-4,
 * psr-0, classmap, files), as `composer dump-autoload --dev` would write them,
 * and no packages. PHP, read from standard input, run in the project.
 */
export const COMPOSER_AUTOLOAD = `<?php
// testcage: composer's autoloader for a project without vendor/ where composer is not installed:
// the autoload and autoload-dev rules of composer.json (psr-4, psr-0, classmap, files), no packages.
$c = json_decode((string) @file_get_contents('composer.json'), true);
if (!is_array($c)) { fwrite(STDERR, "composer.json is not valid JSON\\n"); exit(1); }
$rules = ['psr-4' => [], 'psr-0' => [], 'classmap' => [], 'files' => []];
foreach (['autoload', 'autoload-dev'] as $section) {
    foreach ($rules as $kind => $_) {
        foreach ((array) ($c[$section][$kind] ?? []) as $prefix => $dirs) {
            foreach ((array) $dirs as $dir) {
                if ($kind === 'psr-4' || $kind === 'psr-0') $rules[$kind][] = [(string) $prefix, rtrim((string) $dir, '/')];
                else $rules[$kind][] = rtrim((string) $dir, '/');
            }
        }
    }
}
// classmap: the classes each listed file or folder declares.
$classes = [];
$scan = function (string $file) use (&$classes) {
    $tokens = @token_get_all((string) @file_get_contents($file));
    $ns = '';
    for ($i = 0, $n = count($tokens); $i < $n; $i++) {
        if (!is_array($tokens[$i])) continue;
        if ($tokens[$i][0] === T_NAMESPACE) {
            $ns = '';
            for ($i++; $i < $n && $tokens[$i] !== ';' && $tokens[$i] !== '{'; $i++) {
                if (is_array($tokens[$i]) && in_array($tokens[$i][0], [T_STRING, T_NAME_QUALIFIED], true)) $ns .= $tokens[$i][1];
            }
        } elseif (in_array($tokens[$i][0], [T_CLASS, T_INTERFACE, T_TRAIT, defined('T_ENUM') ? T_ENUM : -1], true)) {
            $prev = $tokens[$i - 1] ?? null; $prev2 = $tokens[$i - 2] ?? null;
            if ((is_array($prev) && $prev[0] === T_DOUBLE_COLON) || (is_array($prev2) && $prev2[0] === T_NEW)) continue;
            for ($j = $i + 1; $j < $n && is_array($tokens[$j]) && $tokens[$j][0] === T_WHITESPACE; $j++);
            if (isset($tokens[$j]) && is_array($tokens[$j]) && $tokens[$j][0] === T_STRING) $classes[ltrim($ns . '\\\\' . $tokens[$j][1], '\\\\')] = $file;
        }
    }
};
foreach ($rules['classmap'] as $path) {
    if (is_file($path)) { $scan($path); continue; }
    if (!is_dir($path)) continue;
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($path, FilesystemIterator::SKIP_DOTS)) as $f) {
        if (preg_match('/\\.(php|inc)$/', $f->getFilename())) $scan($f->getPathname());
    }
}
$map = var_export(['psr4' => $rules['psr-4'], 'psr0' => $rules['psr-0'], 'classmap' => $classes, 'files' => $rules['files']], true);
$loader = <<<LOADER
<?php
// Written by testcage from composer.json's autoload rules (composer was not installed); paths are project-relative.
\\$testcageAutoload = $map;
spl_autoload_register(function (\\$class) use (\\$testcageAutoload) {
    \\$base = dirname(__DIR__) . '/';
    if (isset(\\$testcageAutoload['classmap'][\\$class])) { require \\$base . \\$testcageAutoload['classmap'][\\$class]; return; }
    foreach (\\$testcageAutoload['psr4'] as [\\$prefix, \\$dir]) {
        if (\\$prefix !== '' && strpos(\\$class, \\$prefix) !== 0) continue;
        \\$file = \\$base . (\\$dir === '' ? '' : \\$dir . '/') . str_replace('\\\\\\\\', '/', substr(\\$class, strlen(\\$prefix))) . '.php';
        if (is_file(\\$file)) { require \\$file; return; }
    }
    foreach (\\$testcageAutoload['psr0'] as [\\$prefix, \\$dir]) {
        if (\\$prefix !== '' && strpos(\\$class, \\$prefix) !== 0) continue;
        \\$pos = strrpos(\\$class, '\\\\\\\\');
        \\$path = \\$pos === false ? str_replace('_', '/', \\$class) : str_replace('\\\\\\\\', '/', substr(\\$class, 0, \\$pos + 1)) . str_replace('_', '/', substr(\\$class, \\$pos + 1));
        \\$file = \\$base . (\\$dir === '' ? '' : \\$dir . '/') . \\$path . '.php';
        if (is_file(\\$file)) { require \\$file; return; }
    }
});
foreach (\\$testcageAutoload['files'] as \\$file) require_once dirname(__DIR__) . '/' . \\$file;

LOADER;
if (!is_dir('vendor')) mkdir('vendor');
file_put_contents('vendor/autoload.php', $loader);
$packages = array_keys(array_filter(array_merge((array) ($c['require'] ?? []), (array) ($c['require-dev'] ?? [])), function ($v, $k) {
    return !preg_match('#^(php|ext-.*|lib-.*|composer-.*|phpunit/phpunit)$#i', $k);
}, ARRAY_FILTER_USE_BOTH));
echo "testcage: composer is not installed: wrote vendor/autoload.php from composer.json's autoload rules (" . count($classes) . " classmap classes)\\n";
if ($packages) echo "testcage: the packages composer.json requires are not installed: " . implode(', ', $packages) . " (install composer, or pass --install-command)\\n";
`;

/**
 * A composer project without vendor/ has no autoloader, and its phpunit.xml's
 * bootstrap (vendor/autoload.php) or its test bootstrap requires one: composer
 * install where composer is on PATH (what the project's own CI runs), else the
 * autoloader written from composer.json's rules, which is all a project needs whose
 * only dev package is PHPUnit (the one on PATH runs the tests).
 */
export function composerInstall(facts: ProjectFacts, paths: SandboxPaths): InstallStep | null {
  if (!facts.files.includes("composer.json") || facts.topLevel.includes("vendor")) return null;
  return {
    command: [
      "if command -v composer >/dev/null 2>&1; then",
      "  composer install --no-interaction --no-progress",
      "else",
      "  php <<'TESTCAGE_PHP'",
      COMPOSER_AUTOLOAD.trimEnd(),
      "TESTCAGE_PHP",
      "fi",
    ].join("\n"),
    summary:
      "composer install where composer is installed, else vendor/autoload.php written from composer.json's autoload rules",
    env: { COMPOSER_HOME: `${paths.cache}/composer`, COMPOSER_NO_INTERACTION: "1" },
    testEnv: {},
    reason: "composer.json without vendor/",
  };
}

// ---------------------------------------------------------------- parse

function relative(projectRoot: string, file: string | null): string | null {
  if (!file) return null;
  if (file.startsWith(`${projectRoot}/`)) return file.slice(projectRoot.length + 1);
  return file.startsWith("/") ? null : file;
}

/** 1-based line of the first "path:line" trace line in `file` (absolute): innermost frame in the test file. */
export function failingLine(text: string, file: string | null): number | null {
  if (!file) return null;
  for (const m of text.matchAll(/^(\/.+?):(\d+)$/gm)) {
    if (m[1] === file) return Number(m[2]);
  }
  return null;
}

/** The failure text minus PHPUnit's "Class::name" header and trailing trace lines. */
export function failureMessage(text: string, header: string): string | null {
  const lines = text.split("\n");
  if (lines[0]?.startsWith(header)) lines.shift();
  while (lines.length > 0 && (/^\/.+:\d+$/.test(lines[lines.length - 1]!) || lines[lines.length - 1]!.trim() === "")) {
    lines.pop();
  }
  return tidy(lines.join("\n").trim());
}

/** "testSums with data set "wrong"" -> `data set "wrong"`. */
function parametersOf(name: string): string | null {
  return / with (data set .*)$/.exec(name)?.[1] ?? null;
}

/**
 * Skipped, incomplete and risky reasons from the verbose run log:
 * "There was 1 skipped test:\n\n1) Class::name\nreason\n\n".
 */
export function reasonsFromLog(stdout: string): Map<string, string> {
  const reasons = new Map<string, string>();
  const sections = stdout.split(/^There (?:was|were) \d+ (?:skipped|incomplete|risky) tests?:\s*$/m).slice(1);
  for (const section of sections) {
    const body = section.split(/^(?:--|FAILURES!|ERRORS!|OK\b.*|There (?:was|were) \d+ .*:)\s*$/m)[0] ?? "";
    for (const entry of body.split(/^\d+\) /m).slice(1)) {
      const [name, ...rest] = entry.split("\n");
      const reason = rest
        .filter((l) => !/^\/.+:\d+$/.test(l))
        .join("\n")
        .trim();
      if (name && reason && !reasons.has(name.trim())) reasons.set(name.trim(), reason);
    }
  }
  return reasons;
}

/** PHPUnit reports a risky test as an <error>, but counts it as passed, and so does testcage. */
function statusOf(tc: JunitCase): TestStatus {
  return tc.outcome?.kind === "error" && tc.outcome.type === RISKY ? "passed" : junitStatus(tc);
}

/**
 * Class, name and file of a case. PHPUnit's stand-ins for problems found before a
 * test could run ("Warning": a class without tests; "Error": a data provider that
 * failed) carry no class or file: those come from the enclosing suite, which is
 * the class, or "Class::method" for a data provider.
 */
function identity(tc: JunitCase): { cls: string; name: string; file: string | null; header: string } {
  if (tc.classname !== "") {
    const cls = tc.classname.replace(/\./g, "\\");
    return { cls, name: tc.name, file: tc.file, header: `${cls}::${tc.name}` };
  }
  const [cls = "", method] = tc.suiteName.split("::");
  const isClass = /^[A-Za-z_\\][\w\\]*$/.test(cls);
  return { cls: isClass ? cls : "", name: method ?? tc.name, file: tc.file ?? tc.suiteFile, header: tc.name };
}

function toTest(root: string, tc: JunitCase, reasons: Map<string, string>): TestResult {
  const { cls, name, file: absFile, header } = identity(tc);
  const file = relative(root, absFile);
  const status = statusOf(tc);
  const text = tc.outcome?.text ?? "";
  const failing = status === "failed" || status === "error";
  const risky = tc.outcome?.type === RISKY;
  let message: string | null = null;
  if (failing || risky) message = failureMessage(text, header);
  if (risky && message) message = `risky: ${message}`;
  if (status === "skipped") message = reasons.get(header) ?? null;
  const suite = cls ? [cls] : [];
  return {
    id: makeTestId(file, suite, name),
    name,
    suite,
    status,
    duration_ms: tc.timeSeconds === null ? null : Math.round(tc.timeSeconds * 1000),
    file,
    line: (failing ? failingLine(text, absFile) : null) ?? tc.line,
    message,
    stack: failing ? tidy(text) : null,
    stdout: tidy(tc.systemOut),
    stderr: null,
    parameters: parametersOf(name),
  };
}

/** Classes in run order, tests within a class by definition line (data-provider rows come last in the log). */
function sourceOrder(cases: JunitCase[]): JunitCase[] {
  const classOf = (tc: JunitCase): string => identity(tc).cls || tc.suiteName;
  const classRank = new Map<string, number>();
  for (const tc of cases) if (!classRank.has(classOf(tc))) classRank.set(classOf(tc), classRank.size);
  return cases
    .map((tc, i) => ({ tc, i }))
    .sort(
      (a, b) =>
        classRank.get(classOf(a.tc))! - classRank.get(classOf(b.tc))! ||
        (a.tc.line ?? 0) - (b.tc.line ?? 0) ||
        a.i - b.i,
    )
    .map((x) => x.tc);
}

const FATAL = /PHP (?:Fatal|Parse) error:\s+(?:Uncaught )?(.+?) in (\/\S+?)(?::(\d+)| on line (\d+))\s*$/m;
const FATAL_DISPLAY = /^(?:Fatal|Parse) error:\s+(?:Uncaught )?(.+?) in (\/\S+?)(?::(\d+)| on line (\d+))\s*$/m;

/** A PHP fatal error while PHPUnit loaded the tests: no log, only PHP's own message. */
function fatalError(input: ParseInput, root: string): RunError | null {
  const text = `${input.stderr}\n${input.stdout}`;
  const m = FATAL.exec(text) ?? FATAL_DISPLAY.exec(text);
  if (!m) return null;
  const file = relative(root, m[2]!);
  return {
    kind: "collection",
    message: `PHP stopped while loading the tests: ${m[1]!.trim()}${file ? ` (${file})` : ""}; fix it and re-run`,
    file,
    line: Number(m[3] ?? m[4]),
    details: tidy(input.stderr.trim() || input.stdout.trim()),
  };
}

/** Loading problems PHPUnit reports as warnings without a test (a class it could not find, ...). */
function loadWarnings(stdout: string): RunError[] {
  const errors: RunError[] = [];
  for (const m of stdout.matchAll(
    /^(?:Class '?(.+?)'? could not be found in '?(.+?)'?|Cannot open file "(.+?)")\.?$/gm,
  )) {
    errors.push({ kind: "collection", message: `PHPUnit could not load a test: ${m[0].trim()}` });
  }
  return errors;
}

/** "php_qn:///abs/FooTest.php::\\Ns\\FooTest::testX" -> file and class. */
function locationOf(hint: string | null): { file: string | null; cls: string } {
  const m = /^php_qn:\/\/(.+?)::\\?([^:]+)::/.exec(hint ?? "");
  return m ? { file: m[1]!, cls: m[2]! } : { file: null, cls: "" };
}

/** The line of "function testX(" in the test file's source (the TeamCity log has no lines). */
export function definitionLine(source: string | undefined, name: string): number | null {
  if (source === undefined) return null;
  const method = name.replace(/ with data set .*$/, "");
  const re = new RegExp(`\\bfunction\\s+${escapeRegExp(method)}\\s*\\(`);
  const index = source.split("\n").findIndex((l) => re.test(l));
  return index === -1 ? null : index + 1;
}

function isComplete(xml: string): boolean {
  try {
    readJunit(xml);
    return true;
  } catch {
    return false;
  }
}

/** A run killed at the timeout: what the TeamCity log saw finish, and the test that was running. */
function fromLiveLog(input: ParseInput, root: string): ParsedRun {
  const live = input.reports["live"];
  const seen = live?.ok ? readTeamcity(live.text) : [];
  if (seen.length === 0) return { tests: [], errors: [], reportFound: false };
  const unfinished = unfinishedMessage(input, "PHPUnit");
  const tests = seen.map((t, order): TestResult => {
    const { file: abs, cls } = locationOf(t.location);
    const file = relative(root, abs);
    const suite = cls ? [cls] : [];
    const status: TestStatus = !t.finished ? "error" : (t.status ?? "passed");
    const failing = status === "failed";
    return {
      id: makeTestId(file, suite, t.name),
      name: t.name,
      suite,
      status,
      duration_ms: t.durationMs,
      file,
      line:
        (failing ? failingLine((t.details ?? "").replace(/^ +/gm, "").trim(), abs) : null) ??
        definitionLine(file === null ? undefined : input.readSource(file), t.name),
      message: t.finished ? tidy(t.message) : unfinished,
      stack: failing ? tidy(t.details) : null,
      stdout: null,
      stderr: null,
      parameters: parametersOf(t.name),
      order,
    };
  });
  return { tests, errors: [], reportFound: true };
}

export const phpunit: FrameworkAdapter = {
  id: "phpunit",
  name: "PHPUnit",
  language: "php",

  detect(facts) {
    const config = CONFIGS.find((c) => facts.files.includes(c));
    if (config) return { score: 100, reason: `${config} present` };
    const testFile = facts.files.find((f) => TEST_FILE.test(f));
    if (testFile && facts.files.includes("composer.json")) {
      return { score: 50, reason: `composer.json and PHP test file ${testFile}` };
    }
    if (testFile) return { score: 10, reason: `PHP test file ${testFile}` };
    return null;
  },

  plan({ paths, facts, filter, testCommand, coverage }: PlanContext): Invocation {
    const pattern = filterPattern(filter);
    const hasConfig = CONFIGS.some((c) => facts.files.includes(c));
    // Coverage flags come first: the script drops them when no driver can measure.
    const coverageFlags = coverage
      ? [
          ...coverageFilter(facts, paths.project),
          `--coverage-cobertura=${paths.reports}/${COBERTURA}`,
          "--coverage-text",
        ]
      : [];
    const argv = testCommand
      ? ["sh", "-c", testCommand]
      : [
          "sh",
          "-c",
          pickPhpunit(coverageFlags.length),
          "phpunit",
          ...coverageFlags,
          `--log-junit=${paths.reports}/${REPORT}`,
          `--log-teamcity=${paths.reports}/${LIVE}`,
          "--colors=never",
          "--do-not-cache-result",
          ...(pattern ? [`--filter=${pattern}`] : []),
          ...(hasConfig ? [] : [testDir(facts)]),
        ];
    const measured = coverage && !testCommand ? harnessCoverage("cobertura", COBERTURA, PROBLEM) : null;
    return {
      argv,
      env: measured
        ? { TESTCAGE_PROJECT: paths.project, TESTCAGE_COVERAGE_PROBLEM: `${paths.reports}/${PROBLEM}` }
        : {},
      reports: [{ name: "junit", file: REPORT }, { name: "live", file: LIVE }, ...(measured?.reports ?? [])],
      coverage: measured?.coverage ?? (coverage ? testCommandCoverage("PHPUnit") : null),
      harness: [],
      requires: testCommand
        ? null
        : {
            program: "php",
            hint: "install PHP and PHPUnit (composer require --dev phpunit/phpunit, or Debian's phpunit)",
          },
    };
  },

  install: ({ facts, paths }) => composerInstall(facts, paths),

  parse(input: ParseInput): ParsedRun {
    const root = input.projectPath.replace(/\/+$/, "");
    const report = input.reports["junit"];
    // A killed PHPUnit leaves the JUnit log empty or missing.
    const stopped = input.timedOut || input.exitCode === null;
    if (stopped && !(report?.ok && isComplete(report.text))) return fromLiveLog(input, root);
    if (!report || !report.ok) {
      const fatal = fatalError(input, root);
      if (fatal) return { tests: [], errors: [fatal], reportFound: false };
      const missing = /phpunit: (?:\d+: )?(?:exec: )?(?:phpunit: )?not found/.test(input.stderr);
      const errors: RunError[] = missing
        ? [
            {
              kind: "framework-missing",
              message:
                "PHPUnit is not installed: neither vendor/bin/phpunit nor phpunit on PATH; run composer install or use the testcage php runner image",
            },
          ]
        : [];
      return { tests: [], errors, reportFound: false };
    }
    const reasons = reasonsFromLog(input.stdout);
    const tests = sourceOrder(readJunit(report.text).filter((tc) => tc.name !== "")).map((tc, order) => ({
      ...toTest(root, tc, reasons),
      order,
    }));
    const errors: RunError[] = [];
    const fatal = fatalError(input, root);
    if (fatal) errors.push(fatal);
    else if (tests.length === 0) for (const e of loadWarnings(input.stdout)) errors.push(e);
    if (tests.length === 0 && errors.length === 0) {
      errors.push({
        kind: "no-tests",
        message:
          "PHPUnit ran no tests; test classes must extend TestCase, live in *Test.php files and be listed by phpunit.xml's <testsuites>",
      });
    }
    return { tests, errors, reportFound: true };
  },
};
