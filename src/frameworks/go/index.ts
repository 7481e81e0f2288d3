// go test: the built-in `go test -json` event stream (test2json), read from stdout.
//
// Captured per test:
// - status from the stream's own end events; a test that started and never ended
//   (the binary crashed, was killed, or timed out) is "error", never a pass;
// - subtests as suites: "TestA/case_1/inner" -> suite [TestA, case_1], name inner,
//   with names containing "/" kept whole when no parent of that name ran;
// - file: the _test.go file that defines the top-level function, found in the
//   package's test files as `go list` names them (a second report written before
//   the tests run), because the stream names no files; line: for a failure the
//   first `file_test.go:NN:` line Go printed (t.Error/t.Fatal, exact and 1-based),
//   for a panic the frame in the test's file, else the func definition line;
// - message (failure text with the `file:line:` prefix stripped, panic line, or an
//   Example's got/want), stack (the test's whole output), stdout (its t.Log and
//   printed lines without Go's status lines), duration, and run order, which is
//   source order for top-level tests unless -shuffle is on;
// - packages that did not build (compiler or vet message with file:line) and
//   packages that failed outside any test (init panic, TestMain exit) as
//   "collection" errors, so the tests of other packages still count.
// Not captured: stderr separately (Go merges it into the output), t.Log apart from
// t.Error (Go prints both the same way, so a failing test's message includes its
// log lines and its line is the first one printed, which may be a t.Log), the
// definition line of a subtest (Go does not say where t.Run was called, so
// subtests carry their top-level test's line unless they fail), and benchmarks
// beyond pass/fail (go test does not run them without -bench). Without the go list
// report (a user's --test-command) files are guessed from the output and
// <dir>_test.go; a test found in neither gets its package folder as the id's file.
//
// Counting rule, shared with the native count in __tests__/helpers/native/go.ts:
// a test counts when it has no subtests; a parent counts only when it failed (or
// never ended) while none of its subtests did, so a failure is never lost to the
// parent and never counted twice. The live counts (GoStreamReader.counts) follow it.

import type { FrameworkAdapter } from "../../core/adapter-types.js";
import { detect, goShardUnits, goTestFiles, install, plan } from "./plan.js";
import { parse } from "./parse.js";
import { goHostCaches, goHostToolchain } from "./host-caches.js";
import { goInstallCached } from "./install-cached.js";
import { GoStreamReader } from "../../reports/go-json.js";
import { nestedModulesLeftOut } from "./nested-modules.js";

export { GO_WARM_CACHE, goFilterArgs, goShardUnits, goTestFiles } from "./plan.js";

export const go: FrameworkAdapter = {
  id: "go",
  name: "go test",
  language: "go",
  detect,
  plan,
  parse,
  install,
  testFiles: goTestFiles,
  shardUnits: goShardUnits,
  shardUnitName: "package",
  leftOut: nestedModulesLeftOut,
  hostCaches: goHostCaches,
  hostToolchain: goHostToolchain,
  installCached: goInstallCached,

  liveStatus(line) {
    // Only events of a test count; package-level pass/fail events have no Test field.
    // Inside Output strings quotes are escaped, so these keys cannot be faked there.
    if (!line.startsWith("{") || !line.includes('"Test":"')) return null;
    const m = /"Action":"(pass|fail|skip)"/.exec(line);
    if (!m) return null;
    return m[1] === "pass" ? "passed" : m[1] === "skip" ? "skipped" : "failed";
  },

  // The 48 MB stream of a 66,000-subtest module takes ~0.35 s to read: read as go writes
  // it, that is done by the time go exits, in time a spare core gives (docs/benchmarks.md,
  // "expr, read as written").
  liveReader() {
    const reader = new GoStreamReader();
    return { report: "events", counts: reader.counts, push: (text) => reader.push(text), end: () => reader.end() };
  },
};
