// PHPUnit's install step for a composer project without vendor/: composer install where
// composer is there, else composer's autoloader written from composer.json's rules.

import type { InstallStep, ProjectFacts, SandboxPaths } from "../../core/adapter-types.js";
import { HARNESS_SOURCES } from "../../harness/sources.generated.js";

/**
 * composer's vendor/autoload.php for a project that has composer.json but no
 * vendor/, where composer is not installed (the runner image has Debian's PHPUnit
 * and no composer): the autoload and autoload-dev rules of composer.json (psr-4,
 * psr-0, classmap, files), as `composer dump-autoload --dev` would write them,
 * and no packages. PHP (src/harness/files/composer-autoload.php), read from standard
 * input, run in the project.
 */
export const COMPOSER_AUTOLOAD: string = HARNESS_SOURCES["composer-autoload.php"];

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
