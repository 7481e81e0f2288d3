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

import type { FrameworkAdapter } from "../../core/adapter-types.js";
import { composerInstall } from "./composer.js";
import { parsePhpunit } from "./parse.js";
import { CONFIGS, planPhpunit, TEST_FILE } from "./plan.js";

export { COMPOSER_AUTOLOAD } from "./composer.js";
export { definitionLine, failingLine, failureMessage, reasonsFromLog } from "./parse.js";
export { configFiltersCoverage, filterPattern } from "./plan.js";

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

  plan: planPhpunit,

  install: ({ facts, paths }) => composerInstall(facts, paths),

  parse: parsePhpunit,
};
