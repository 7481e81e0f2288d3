// The option table (src/options/option-table.ts) against what is made from it: action.yml's
// inputs and defaults (CI fails on drift), the CLI's flags, the action's input
// reading with the four renamed inputs' old names, and the defaults the code applies.

import * as core from "@actions/core";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import {
  actionYmlProblems,
  readActionInputs,
  renamedInputWarning,
  type DeclaredInput,
  type InputSource,
} from "../../src/options/action-inputs.js";
import { FLAGS, joinNegativeValues, parseArgsOptions, rawOptions, usage } from "../../src/options/cli-flags.js";
import { OPTIONS, inputDefault, inputName, resultsFolder } from "../../src/options/option-table.js";
import { DEFAULTS, resolveOptions } from "../../src/options/options.js";
import { PUBLISH_DEFAULTS, resolvePublishOptions } from "../../src/publish/inputs.js";
import { ROOT } from "../helpers/golden.js";

const declared = (parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as { inputs: Record<string, DeclaredInput> })
  .inputs;

/**
 * Inputs as the runner hands them over: every declared input with a default gets
 * it unless the workflow gives a value (old names have no default, so they are
 * empty unless given).
 */
function runner(given: Record<string, string>): InputSource & { warnings: string[] } {
  const warnings: string[] = [];
  const get = (name: string): string => (given[name] ?? String(declared[name]?.default ?? "")).trim();
  return {
    warnings,
    get,
    getList: (name) =>
      get(name)
        .split("\n")
        .filter((l) => l.trim() !== ""),
    warn: (message) => warnings.push(message),
  };
}

describe("action.yml and the option table", () => {
  it("declare the same inputs and defaults, and the old names as deprecated", () => {
    expect(actionYmlProblems(declared)).toEqual([]);
  });

  it("a drift in either is reported, one line per disagreement", () => {
    const drifted: Record<string, DeclaredInput> = structuredClone(declared);
    drifted["timeout"] = { ...drifted["timeout"], default: "300" };
    delete drifted["summary"];
    drifted["extra"] = { description: "not in the table" };
    drifted["grace"] = { description: "old", default: "10", deprecationMessage: "use timeout-grace" };
    drifted["cache"] = { description: "old" };
    expect(actionYmlProblems(drifted)).toEqual([
      "input timeout: action.yml default '300', option table '600'",
      "input grace: an old name must have no default (it would always be passed)",
      "input cache: its deprecationMessage must name build-cache",
      "action.yml has no input summary (option table: summary)",
      "action.yml input extra is not in the option table (src/options/option-table.ts)",
    ]);
  });

  it("the inputs main.ts reads by name itself are the table's", () => {
    const main = readFileSync(join(ROOT, "src/main.ts"), "utf8");
    const names = [...main.matchAll(/core\.get(?:Multiline)?Input\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    const custom = OPTIONS.filter((r) => r.action !== false && r.action?.custom).map(inputName);
    for (const name of names) expect(custom, name).toContain(name);
  });

  it("every row's input default is what action.yml declares", () => {
    for (const row of OPTIONS.filter((r) => r.action !== false)) {
      expect(String(declared[inputName(row)]?.default ?? ""), row.name).toBe(inputDefault(row));
    }
  });
});

describe("renamed action inputs", () => {
  it.each([
    [
      "grace",
      "timeout-grace",
      "3",
      (i: ReturnType<typeof readActionInputs>) => resolveOptions(i.raw, "/w", {}).graceMs,
      3000,
    ],
    [
      "container",
      "service-container",
      "svc",
      (i: ReturnType<typeof readActionInputs>) => resolveOptions(i.raw, "/w", {}).containers.container,
      "svc",
    ],
    [
      "cache",
      "build-cache",
      "project",
      (i: ReturnType<typeof readActionInputs>) => resolveOptions(i.raw, "/w", {}).cache,
      "project",
    ],
    [
      "annotations",
      "max-annotations",
      "60",
      (i: ReturnType<typeof readActionInputs>) => resolvePublishOptions(i.publish).annotationCap,
      60,
    ],
  ] as const)("the old name %s still works and warns once, naming %s", (old, current, value, read, expected) => {
    const src = runner({ [old]: value });
    const inputs = readActionInputs(src);
    expect(read(inputs)).toBe(expected);
    expect(src.warnings).toEqual([renamedInputWarning(old, current)]);
    expect(src.warnings[0]).toContain(`'${current}'`);
  });

  it.each([
    ["timeout-grace", "3", (i: ReturnType<typeof readActionInputs>) => resolveOptions(i.raw, "/w", {}).graceMs, 3000],
    [
      "service-container",
      "svc",
      (i: ReturnType<typeof readActionInputs>) => resolveOptions(i.raw, "/w", {}).containers.container,
      "svc",
    ],
    ["build-cache", "off", (i: ReturnType<typeof readActionInputs>) => resolveOptions(i.raw, "/w", {}).cache, "off"],
    [
      "max-annotations",
      "0",
      (i: ReturnType<typeof readActionInputs>) => resolvePublishOptions(i.publish).annotationCap,
      0,
    ],
  ] as const)("the new name %s is taken without a warning", (name, value, read, expected) => {
    const src = runner({ [name]: value });
    expect(read(readActionInputs(src))).toBe(expected);
    expect(src.warnings).toEqual([]);
  });

  it("when both names are given, a new name set away from its default wins (and the old one still warns)", () => {
    const src = runner({ grace: "3", "timeout-grace": "7" });
    expect(resolveOptions(readActionInputs(src).raw, "/w", {}).graceMs).toBe(7000);
    expect(src.warnings).toEqual([renamedInputWarning("grace", "timeout-grace")]);
  });

  it("no inputs given: the defaults, as the engine and publishing apply them, and no warning", () => {
    const src = runner({});
    const inputs = readActionInputs(src);
    // matrix aside: the runner fills in its default expression, which this stand-in cannot.
    expect({ ...resolvePublishOptions(inputs.publish), matrix: "" }).toEqual(PUBLISH_DEFAULTS);
    expect(resolveOptions(inputs.raw, "/w", {})).toMatchObject({
      timeoutMs: 600_000,
      graceMs: 10_000,
      cache: "run",
      containers: { container: null, memory: "2g", pidsLimit: 4096, tmpfsSize: "512m", disk: "2g", network: "none" },
    });
    expect(src.warnings).toEqual([]);
  });
});

describe("through @actions/core, as the action reads them", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    vi.restoreAllMocks();
  });

  it("INPUT_ANNOTATIONS reaches max-annotations with one ::warning:: line", () => {
    process.env["INPUT_ANNOTATIONS"] = "25";
    process.env["INPUT_MAX-ANNOTATIONS"] = "1000"; // the runner's default for the new name
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const inputs = readActionInputs({
      get: (n) => core.getInput(n),
      getList: (n) => core.getMultilineInput(n),
      warn: (m) => core.warning(m),
    });
    expect(resolvePublishOptions(inputs.publish).annotationCap).toBe(25);
    const warnings = written
      .join("")
      .split("\n")
      .filter((l) => l.startsWith("::warning::"));
    expect(warnings).toEqual([`::warning::${renamedInputWarning("annotations", "max-annotations")}`]);
  });
});

describe("the CLI's flags come from the table", () => {
  const parsed = (argv: string[]) =>
    rawOptions(
      parseArgs({ args: joinNegativeValues(argv), allowPositionals: true, options: parseArgsOptions() }).values,
      ".",
    );

  it("has one flag per row with a CLI part, with the table's default in its help", () => {
    const rows = OPTIONS.filter((r) => r.cli);
    expect(FLAGS.map((f) => f.name)).toEqual([...rows.map((r) => r.name), "help", "version"]);
    expect(usage()).toContain(`(default: ${DEFAULTS.memory})`);
    expect(usage()).toContain(`(default: ./${DEFAULTS.out})`);
    expect(usage()).toContain("--timeout-grace SECONDS");
    expect(usage()).toMatch(/old\s+name: --grace/);
  });

  it.each([
    [["--timeout-grace", "4"], { grace: "4" }],
    [["--grace", "4"], { grace: "4" }],
    [["--grace", "4", "--timeout-grace", "5"], { grace: "5" }],
    [["--service-container", "svc"], { container: "svc" }],
    [["--container", "svc"], { container: "svc" }],
    [["--build-cache", "off"], { cache: "off" }],
    [["--cache", "off"], { cache: "off" }],
    [["--grace", "-1"], { grace: "-1" }],
  ])("%j gives %j", (argv, raw) => {
    expect(parsed(argv)).toMatchObject(raw);
  });

  it("an old flag's bad value is refused under the new name", () => {
    expect(() => resolveOptions(parsed(["--grace", "-1"]), "/w", {})).toThrow(
      /timeout-grace must be a number of seconds between 0 and 21600/,
    );
    expect(() => resolveOptions(parsed(["--cache", "warm"]), "/w", {})).toThrow(/build-cache 'warm' must be run/);
  });
});

describe("the results folder", () => {
  it("is --out relative to the working folder, or the default when none or blank is given", () => {
    expect(resultsFolder("../out", "/w/repo")).toBe("/w/out");
    expect(resultsFolder(undefined, "/w/repo")).toBe("/w/repo/testcage-results");
    expect(resultsFolder("  ", "/w/repo")).toBe("/w/repo/testcage-results");
    expect(resolveOptions({ out: "r" }, "/w/repo", {}).outDir).toBe(resultsFolder("r", "/w/repo"));
  });
});
