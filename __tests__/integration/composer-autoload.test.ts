// The autoloader testcage writes for a composer project without vendor/ when
// composer is not installed (src/frameworks/phpunit/composer.ts COMPOSER_AUTOLOAD), run by
// the machine's PHP on a project using every autoload rule composer has: each
// class and file must load as composer's own autoloader would load it; and the
// PHPUnit on PATH (the runner image's) loads it when the project's bootstrap does not.

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPOSER_AUTOLOAD } from "../../src/frameworks/phpunit/index.js";
import { runCli } from "../helpers/cli.js";
import { dockerSkipped, requireDocker } from "../helpers/docker.js";

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "tc-composer-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("the autoloader written from composer.json", () => {
  it("loads psr-4, psr-0 and classmap classes and requires the files, dev rules included", () => {
    const dir = project({
      "composer.json": JSON.stringify({
        require: { php: ">=8.0", "ext-mbstring": "*", "acme/other": "^1" },
        "require-dev": { "phpunit/phpunit": "^9" },
        autoload: {
          "psr-4": { "Acme\\Lib\\": "src/", "Acme\\Multi\\": ["a/", "b/"] },
          "psr-0": { Legacy_: "lib/" },
          classmap: ["classes/"],
          files: ["helpers.php"],
        },
        "autoload-dev": { "psr-4": { "Acme\\Tests\\": "tests/" }, "psr-0": { Parsedownish: "test/" } },
      }),
      "src/Sub/Thing.php": "<?php namespace Acme\\Lib\\Sub; class Thing { const V = 'psr4'; }",
      "b/Second.php": "<?php namespace Acme\\Multi; class Second { const V = 'psr4-second-dir'; }",
      "lib/Legacy/Old/Name.php": "<?php class Legacy_Old_Name { const V = 'psr0'; }",
      "test/Parsedownish.php": "<?php class Parsedownish { const V = 'psr0-dev'; }",
      "classes/odd-file-name.php":
        "<?php namespace Deep\\Space;\nfinal class Mapped { const V = 'classmap'; public function f() { return static::class; } }\ninterface Shape {}",
      "tests/Helper.php": "<?php namespace Acme\\Tests; class Helper { const V = 'psr4-dev'; }",
      "helpers.php": "<?php function acme_helper() { return 'files'; }",
    });
    const said = execFileSync("php", [], { cwd: dir, input: COMPOSER_AUTOLOAD, encoding: "utf8" });
    expect(said).toContain("wrote vendor/autoload.php from composer.json's autoload rules (2 classmap classes)");
    expect(said).toContain("the packages composer.json requires are not installed: acme/other");
    const out = execFileSync(
      "php",
      [
        "-r",
        [
          "require 'vendor/autoload.php';",
          "echo implode(',', [\\Acme\\Lib\\Sub\\Thing::V, \\Acme\\Multi\\Second::V, \\Legacy_Old_Name::V, \\Parsedownish::V,",
          "\\Deep\\Space\\Mapped::V, \\Acme\\Tests\\Helper::V, acme_helper(), interface_exists('Deep\\Space\\Shape') ? 'iface' : 'no',",
          "class_exists('Acme\\Lib\\Missing') ? 'bad' : 'missing']);",
        ].join(" "),
      ],
      { cwd: dir, encoding: "utf8" },
    );
    expect(out).toBe("psr4,psr4-second-dir,psr0,psr0-dev,classmap,psr4-dev,files,iface,missing");
  });
});

describe("the PHPUnit on PATH with that autoloader", () => {
  beforeAll(() => requireDocker());
  it.skipIf(dockerSkipped())(
    "loads it first when the project's bootstrap leaves it to composer's PHPUnit (php-markdown's)",
    async () => {
      const dir = project({
        "composer.json": JSON.stringify({
          autoload: { "psr-4": { "Acme\\Markdown\\": "src/" } },
          "require-dev": { "phpunit/phpunit": "^9" },
        }),
        "phpunit.xml.dist":
          '<?xml version="1.0"?>\n<phpunit><testsuites><testsuite name="all"><directory>test</directory></testsuite></testsuites></phpunit>\n',
        "src/Markdown.php":
          "<?php namespace Acme\\Markdown; class Markdown { public static function em(string $s): string { return '<em>' . $s . '</em>'; } }",
        "test/MarkdownTest.php":
          "<?php use PHPUnit\\Framework\\TestCase; use Acme\\Markdown\\Markdown;\nfinal class MarkdownTest extends TestCase { public function testEm(): void { $this->assertSame('<em>x</em>', Markdown::em('x')); } }\n",
      });
      const run = await runCli(["run", dir, "--sandbox", "docker"]);
      expect(run.result.tests.map((t) => [t.name, t.status, t.message])).toEqual([["testEm", "passed", null]]);
      expect(run.result.status).toBe("pass");
    },
    120_000,
  );
});
