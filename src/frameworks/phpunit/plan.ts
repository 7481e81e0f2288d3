// PHPUnit's run: the project's own PHPUnit or the one on PATH, asked for the JUnit
// and TeamCity logs, a filter as one --filter regex, and coverage through pcov or
// Xdebug when either is there. What it captures is said in index.ts.

import { escapeRegExp } from "../../core/text.js";
import { harnessCoverage, testCommandCoverage } from "../coverage-plan.js";
import { parseTestId } from "../../core/ids.js";
import type { Invocation, PlanContext, ProjectFacts } from "../../core/adapter-types.js";

const REPORT = "phpunit-junit.xml";
/** PHPUnit writes JUnit only at the end; this TeamCity log grows as tests run. */
const LIVE = "phpunit-teamcity.txt";
export const CONFIGS = ["phpunit.xml", "phpunit.xml.dist", "phpunit.dist.xml"];
export const TEST_FILE = /(^|\/)[^/]*Test\.php$/;

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
    // composer's vendor/bin/phpunit loads vendor/autoload.php itself; the one on PATH does not,
    // and a project whose bootstrap leaves that to it (php-markdown's) finds none of its classes.
    // Loaded first, as composer's PHPUnit does (the autoloader may be required again: it is idempotent).
    'pre=; if [ "$p" = phpunit ] && [ -f vendor/autoload.php ]; then pre="$PWD/vendor/autoload.php"; fi',
    'bin=$p; case "$p" in */*) ;; *) bin=$(command -v "$p") ;; esac',
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
      '  pcov) exec php -d pcov.enabled=1 -d "pcov.directory=$TESTCAGE_PROJECT" ${pre:+-d} ${pre:+"auto_prepend_file=$pre"} "$bin" "$@" ;;',
      '  xdebug) if [ -n "$pre" ]; then XDEBUG_MODE=coverage exec php -d "auto_prepend_file=$pre" "$bin" "$@"; fi',
      '          XDEBUG_MODE=coverage exec "$p" "$@" ;;',
      "esac",
    );
  }
  lines.push(
    'if [ -n "$pre" ] && [ -n "$bin" ]; then exec php -d "auto_prepend_file=$pre" "$bin" "$@"; fi',
    'exec "$p" "$@"',
  );
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

export function planPhpunit({ paths, facts, filter, testCommand, coverage }: PlanContext): Invocation {
  const pattern = filterPattern(filter);
  const hasConfig = CONFIGS.some((c) => facts.files.includes(c));
  // Coverage flags come first: the script drops them when no driver can measure.
  const coverageFlags = coverage
    ? [...coverageFilter(facts, paths.project), `--coverage-cobertura=${paths.reports}/${COBERTURA}`, "--coverage-text"]
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
    env: measured ? { TESTCAGE_PROJECT: paths.project, TESTCAGE_COVERAGE_PROBLEM: `${paths.reports}/${PROBLEM}` } : {},
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
}
