// Every option testcage takes, described once: its name, type, default, CLI flag,
// action input, help text and the values it allows. The CLI's parser and --help
// (cli-flags.ts), the action's input reading (action-inputs.ts), the defaults the
// code applies (options.ts DEFAULTS, publish/inputs.ts PUBLISH_DEFAULTS), the check
// that action.yml declares the same inputs and defaults, and the generated docs are
// all made from OPTIONS (docs/architecture.md §1). Adding an option is one row here
// plus its description in action.yml.

import { resolve } from "node:path";
import { frameworkIds } from "../frameworks/index.js";
import { MAX_RETRIES } from "../select/retries.js";
import { SANDBOX_KINDS } from "../sandbox/types.js";
import { FAIL_ON, MAX_TIMEOUT_SECONDS, SUMMARY_MODES, type OptionRow } from "./option-model.js";

export type { OptionRow, RawOptions, RawPublishInputs } from "./option-model.js";
export { FAIL_ON, MAX_TIMEOUT_SECONDS, SANDBOX_KINDS, SUMMARY_MODES };

export const OPTIONS: readonly OptionRow[] = [
  {
    name: "framework",
    type: "string",
    default: "auto",
    engine: "framework",
    cli: { help: `${frameworkIds().join(", ")}, or auto (default)`, value: "NAME", group: "run" },
  },
  {
    name: "sandbox",
    type: "string",
    default: "auto",
    engine: "sandbox",
    choices: SANDBOX_KINDS,
    cli: {
      help: `${SANDBOX_KINDS.join(", ")}; auto (default) takes docker when its runner image is present or can be pulled, else process`,
      value: "KIND",
      group: "run",
    },
  },
  {
    name: "out",
    type: "string",
    default: "testcage-results",
    engine: "out",
    action: false,
    cli: { help: "where results go (default: ./{default})", value: "DIR", group: "run" },
  },
  {
    name: "timeout",
    type: "string",
    default: "600",
    engine: "timeout",
    range: [1, MAX_TIMEOUT_SECONDS],
    cli: {
      help: "stop the tests after this long (default: {default}); the run is then an error",
      value: "SECONDS",
      group: "run",
    },
  },
  {
    name: "timeout-grace",
    type: "string",
    default: "10",
    engine: "grace",
    range: [0, MAX_TIMEOUT_SECONDS],
    cli: {
      help: "time between SIGINT and SIGKILL at the timeout (default: {default})",
      value: "SECONDS",
      group: "run",
      aliases: ["grace"],
    },
    action: { aliases: ["grace"] },
  },
  {
    name: "filter",
    type: "list",
    default: "",
    engine: "filter",
    cli: { help: "run only this test id, copied from a results.json (repeatable)", value: "ID", group: "run" },
    action: { multiline: true },
  },
  {
    name: "shard",
    type: "string",
    default: "",
    engine: "shard",
    cli: {
      help: "run the K-th of N slices of the test files (pytest, jest, vitest, mocha, node:test, rspec; go by package); merge the N results with testcage merge",
      value: "K/N",
      group: "run",
    },
  },
  {
    name: "durations",
    type: "string",
    default: "",
    engine: "durations",
    cli: {
      help: "with --shard: balance the slices by the per-file durations in an earlier results.json (default: by file size)",
      value: "FILE",
      group: "run",
    },
    action: { input: "durations-file" },
  },
  {
    name: "env",
    type: "list",
    default: "",
    engine: "env",
    cli: { help: "pass this variable into the sandbox (repeatable)", value: "NAME[=VALUE]", group: "run" },
    action: { multiline: true },
  },
  {
    name: "install-command",
    type: "string",
    default: "",
    engine: "installCommand",
    cli: {
      help: "run CMD first in the project copy, reaching only package registries (none: skip the install phase)",
      value: "CMD",
      group: "run",
    },
  },
  {
    name: "install-allow-hosts",
    type: "list",
    default: "",
    engine: "installAllowHosts",
    cli: {
      help: "let the install phase reach HOST (or *.domain) besides the package registries (repeatable)",
      value: "HOST",
      group: "run",
    },
    action: { multiline: true },
  },
  {
    name: "test-command",
    type: "string",
    default: "",
    engine: "testCommand",
    cli: { help: "run CMD instead of the framework's own command", value: "CMD", group: "run" },
  },
  {
    name: "tests-from",
    type: "string",
    default: "",
    engine: "testsFrom",
    cli: {
      help: "trusted tests: take the tests and framework config from DIR, drop the project's (pytest, unittest, go)",
      value: "DIR",
      group: "run",
    },
  },
  {
    name: "build-cache",
    type: "string",
    default: "run",
    engine: "cache",
    choices: ["run", "off", "project"],
    cli: {
      help: "build caches: run (default) starts from your own caches read-only, nothing persists; off starts empty; project keeps them per project",
      group: "run",
      aliases: ["cache"],
    },
    action: { aliases: ["cache"] },
  },
  {
    name: "result-cache",
    type: "string",
    default: "",
    engine: "resultCache",
    cli: {
      help: "keep results in DIR by a hash of the project's files, framework, command, image and options; an unchanged project returns its stored result without running",
      value: "DIR",
      group: "run",
    },
    // The action takes true/false and keeps the folder under RUNNER_TEMP (main.ts).
    action: { default: "false", custom: true },
  },
  {
    name: "parallel",
    type: "string",
    default: "auto",
    engine: "parallel",
    choices: ["auto", "off"],
    cli: {
      help: "in-suite parallelism: auto (default; the framework's own, pytest-xdist when the project has it) or off (one at a time)",
      group: "run",
    },
  },
  {
    name: "retries",
    type: "string",
    default: "0",
    engine: "retries",
    range: [0, MAX_RETRIES],
    cli: {
      help: "run failed tests again up to N times (0-10, default {default}); one that then passes is passed and marked flaky",
      value: "N",
      group: "run",
    },
  },
  {
    name: "checkpoint",
    type: "string",
    default: "",
    engine: "checkpoint",
    cli: {
      help: "run checkpoint N's test file (test_checkpoint_N.py, pytest); results.json gets a groups summary",
      value: "N",
      group: "run",
    },
  },
  {
    name: "include-prior",
    type: "boolean",
    default: "false",
    engine: "includePrior",
    cli: {
      help: "with --checkpoint: also run the checkpoints before it (their tests count as regression)",
      group: "run",
    },
  },
  {
    name: "groups",
    type: "string",
    default: "",
    engine: "groups",
    cli: {
      help: 'marker=group[,marker=group] or a JSON file of them: custom groups for results.json "groups"',
      value: "SPEC",
      group: "run",
    },
  },
  {
    name: "coverage",
    type: "boolean",
    default: "false",
    engine: "coverage",
    cli: { help: 'run the framework\'s coverage tool; figures in results.json "coverage"', group: "run" },
  },
  {
    name: "compare",
    type: "string",
    default: "",
    cli: {
      help: "compare with an earlier run's results.json (the base branch's): new failures, fixed, still failing, added, removed",
      value: "FILE",
      group: "run",
    },
    // The action also takes auto (the base branch's artifact) and off (publish/compare-input.ts).
    action: { default: "auto", custom: true },
  },
  {
    name: "report-paths",
    type: "list",
    default: "",
    engine: "reportPaths",
    cli: {
      help: "read these JUnit XML / TRX reports instead of running tests\n(comma-separated globs relative to DIR; repeatable)",
      value: "GLOBS",
      group: "run",
    },
  },
  {
    name: "image",
    type: "string",
    default: "",
    engine: "image",
    cli: {
      help: "image to run in (default: testcage's runner image for the language)",
      value: "REF",
      group: "container",
    },
  },
  {
    name: "memory",
    type: "string",
    default: "2g",
    engine: "memory",
    cli: { help: "memory limit, no swap (default: {default})", value: "SIZE", group: "container" },
  },
  {
    name: "cpus",
    type: "string",
    default: "",
    engine: "cpus",
    cli: { help: "CPU limit (default: all of this machine's)", value: "N", group: "container" },
  },
  {
    name: "pids-limit",
    type: "string",
    // Threads count: a real suite's stress test starts 1,000 threads beside the test
    // runner's own (once_cell's get_or_init_stress), and at 1024 its neighbours hung.
    default: "4096",
    engine: "pidsLimit",
    range: [16, 1_000_000],
    cli: { help: "process limit (default: {default})", value: "N", group: "container" },
  },
  {
    name: "tmpfs-size",
    type: "string",
    default: "512m",
    engine: "tmpfsSize",
    cli: { help: "size of the writable /tmp (default: {default})", value: "SIZE", group: "container" },
  },
  {
    name: "disk",
    type: "string",
    default: "2g",
    engine: "disk",
    cli: {
      help: "cap on what the tests write to disk: project copy, reports, cache (default: {default})",
      value: "SIZE|none",
      group: "container",
    },
  },
  {
    name: "runtime",
    type: "string",
    default: "runc",
    engine: "runtime",
    choices: ["runc", "runsc"],
    cli: { help: "runc (default) or runsc (gVisor)", value: "NAME", group: "container" },
  },
  {
    name: "toolchain",
    type: "string",
    default: "runner",
    engine: "toolchain",
    choices: ["runner", "image"],
    cli: {
      help: "docker: runner (default) builds and tests with the runner's own Go, Rust, Node or JDK, read-only, where it has one that runs in the image; image: always the image's (the default with --image)",
      value: "FROM",
      group: "container",
    },
  },
  {
    name: "network",
    type: "string",
    default: "none",
    engine: "network",
    cli: { help: "docker network of the test phase (default: {default})", value: "NAME", group: "container" },
  },
  {
    name: "service-container",
    type: "string",
    default: "",
    engine: "container",
    cli: {
      help: "the long-lived container of the service sandbox (required with --sandbox service)",
      value: "NAME",
      group: "container",
      aliases: ["container"],
    },
    action: { aliases: ["container"] },
  },
  // Action inputs only: the CLI takes the project as its DIR argument and writes to --out.
  { name: "working-directory", type: "string", default: ".", engine: "dir" },
  { name: "results-dir", type: "string", default: "", action: { custom: true } },
  { name: "github-token", type: "string", default: "${{ github.token }}", action: { custom: true } },
  { name: "check-name", type: "string", default: "testcage", publish: "checkName" },
  {
    name: "max-annotations",
    type: "string",
    default: "1000",
    publish: "annotations",
    range: [0, 50_000],
    action: { aliases: ["annotations"] },
  },
  { name: "summary", type: "string", default: "full", publish: "summary", choices: SUMMARY_MODES },
  { name: "artifact-name", type: "string", default: "", publish: "artifactName" },
  { name: "matrix", type: "string", default: "${{ toJSON(matrix) }}", publish: "matrix" },
  { name: "retention-days", type: "string", default: "", publish: "retentionDays", range: [1, 90] },
  { name: "fail-on", type: "string", default: "failures", publish: "failOn", choices: FAIL_ON },
  { name: "results-file", type: "string", default: "", action: { custom: true } },
];

/** The row named `name` (its CLI flag or action input name); throws for a name not in the table. */
export function option(name: string): OptionRow {
  const row = OPTIONS.find((r) => r.name === name || (r.action && r.action.input === name));
  if (!row) throw new Error(`no option ${name} in the option table`);
  return row;
}

/** An option's default as the code applies it when the value is empty. */
export const optionDefault = (name: string): string => option(name).default;
/** An option's [min, max] (rows with a range). */
export const optionRange = (name: string): readonly [number, number] => option(name).range ?? [0, 0];
/** An option's allowed words (rows with choices). */
export const optionChoices = (name: string): readonly string[] => option(name).choices ?? [];

/** A row's action part; {} when it is an input like any other. */
export const actionPart = (row: OptionRow): Exclude<OptionRow["action"], false | undefined> => row.action || {};
/** The action input's name. */
export const inputName = (row: OptionRow): string => actionPart(row).input ?? row.name;
/** The default action.yml must declare for a row's input. */
export const inputDefault = (row: OptionRow): string => actionPart(row).default ?? row.default;
/** The rows that are action inputs (every row but the CLI-only ones). */
export const ACTION_ROWS: readonly OptionRow[] = OPTIONS.filter((r) => r.action !== false);

/**
 * The results folder, worked out in one place for the CLI (before its flags are
 * validated, so even bad input writes there), the engine's options and the
 * promptfoo provider: `out` relative to `cwd`, the default when none is given.
 */
export function resultsFolder(out: string | undefined, cwd: string): string {
  return resolve(cwd, out === undefined || out.trim() === "" ? optionDefault("out") : out);
}
