// dist/index.js run the way the runner runs it: INPUT_* variables, GITHUB_OUTPUT,
// GITHUB_WORKSPACE, under Node 20 and Node 24.

import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/golden.js";
import { nodeRuntimes } from "../helpers/node24.js";
import { validateResultsFile } from "../helpers/schema.js";
import { readOutputs } from "../helpers/action.js";

function runAction(workspace: string, inputs: Record<string, string>, node: string) {
  const temp = mkdtempSync(join(tmpdir(), "tc-action-"));
  const outputFile = join(temp, "output");
  writeFileSync(outputFile, "");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env["PATH"],
    HOME: process.env["HOME"],
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: temp,
    GITHUB_TOKEN: "ghs_secret_token_value",
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = spawnSync(node, [join(ROOT, "dist/index.js")], { cwd: workspace, env, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, outputs: readOutputs(outputFile) };
}

describe.each(nodeRuntimes())("action bundle under %s", (_label, node) => {
  it("runs the sample and sets every output", () => {
    const r = runAction(ROOT, { "working-directory": "__tests__/samples/pytest/mixed", sandbox: "process" }, node);
    expect(r.code).toBe(1); // failing tests fail the step
    expect(r.outputs).toMatchObject({
      status: "fail",
      total: "9",
      passed: "4",
      failed: "2",
      errored: "1",
      skipped: "2",
    });
    expect(Number(r.outputs["duration-ms"])).toBeGreaterThan(0);
    const result = validateResultsFile(r.outputs["results-path"]!);
    expect(result["working_directory"]).toBe("__tests__/samples/pytest/mixed");
    expect(r.stdout).toContain("::error::testcage: fail: 9 tests");
  });

  it("keeps test-provided workflow commands inert and the token out of the sandbox", () => {
    const ws = mkdtempSync(join(tmpdir(), "tc-ws-"));
    mkdirSync(join(ws, "proj"));
    writeFileSync(
      join(ws, "proj", "test_inject.py"),
      [
        "import os",
        "",
        "def test_inject():",
        "    print('::add-mask::nothing')",
        "    token = os.environ.get('GITHUB_TOKEN', 'absent')",
        "    assert token == '::set-output name=status::pass'",
        "",
      ].join("\n"),
    );
    const r = runAction(ws, { "working-directory": "proj", sandbox: "process" }, node);
    expect(r.outputs["status"]).toBe("fail");
    // The message (with the injected command) is printed only inside a stop-commands block.
    const lines = r.stdout.split("\n");
    const start = lines.findIndex((l) => l.startsWith("::stop-commands::"));
    const token = lines[start]!.slice("::stop-commands::".length);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const end = lines.indexOf(`::${token}::`);
    expect(end).toBeGreaterThan(start);
    // A command is read only at the start of a line (after blanks); inside our own
    // escaped ::error annotation the text is data.
    lines.forEach((l, i) => {
      if (/^\s*::(set-output|add-mask)/.test(l)) expect(i > start && i < end).toBe(true);
    });
    const result = validateResultsFile(r.outputs["results-path"]!) as { tests: { message: string }[] };
    expect(result.tests[0]!.message).toContain("'absent'");
    expect(r.stdout + r.stderr).not.toContain("ghs_secret_token_value");
  });

  it("refuses a results-dir the checkout made a link, before running or writing anything", () => {
    const ws = mkdtempSync(join(tmpdir(), "tc-action-ws-"));
    const elsewhere = mkdtempSync(join(tmpdir(), "tc-action-elsewhere-"));
    cpSync(join(ROOT, "__tests__/samples/pytest/pass"), join(ws, "proj"), { recursive: true });
    symlinkSync(elsewhere, join(ws, "proj", "out"));
    const r = runAction(
      ws,
      { "working-directory": "proj", sandbox: "process", "results-dir": "proj/out/results" },
      node,
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `::error::testcage: error: results-dir: the results folder ${join(ws, "proj/out/results")} is reached through the symbolic link ${join(ws, "proj/out")} (to ${elsewhere}), which the checkout may have placed`,
    );
    expect(r.stdout).not.toMatch(/^test: /m);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it("turns bad input into a failed step with an error result", () => {
    const r = runAction(ROOT, { framework: "nose" }, node);
    expect(r.code).toBe(1);
    expect(r.outputs["status"]).toBe("error");
    const result = validateResultsFile(r.outputs["results-path"]!) as { errors: { kind: string }[] };
    expect(result.errors[0]!.kind).toBe("bad-input");
    expect(r.stdout).toMatch(/::error::testcage: error: bad input: unknown framework 'nose'/);
  });

  it("takes the renamed inputs' old names, each with one warning naming its new name", () => {
    const old = { grace: "3", cache: "off", container: "unused-here", annotations: "5" };
    const r = runAction(
      ROOT,
      { "working-directory": "__tests__/samples/pytest/pass", sandbox: "process", ...old },
      node,
    );
    expect(r.outputs["status"]).toBe("pass");
    const warnings = r.stdout.split("\n").filter((l) => l.startsWith("::warning::The input '"));
    expect(warnings).toEqual([
      "::warning::The input 'grace' is deprecated; use 'timeout-grace' instead (it means the same). The old name will be removed in a later major version.",
      "::warning::The input 'cache' is deprecated; use 'build-cache' instead (it means the same). The old name will be removed in a later major version.",
      "::warning::The input 'container' is deprecated; use 'service-container' instead (it means the same). The old name will be removed in a later major version.",
      "::warning::The input 'annotations' is deprecated; use 'max-annotations' instead (it means the same). The old name will be removed in a later major version.",
    ]);
    // An old name's value is validated as the new input's.
    const bad = runAction(ROOT, { "working-directory": "__tests__/samples/pytest/pass", grace: "-1" }, node);
    expect(bad.outputs["status"]).toBe("error");
    expect(bad.stdout).toMatch(/bad input: timeout-grace must be a number of seconds between 0 and 21600, got '-1'/);
  });
});

describe.each(nodeRuntimes())("CLI bundle under %s", (_label, node) => {
  it("runs a sample and exits 0 on pass", () => {
    const out = mkdtempSync(join(tmpdir(), "tc-cli24-"));
    const r = spawnSync(node, [join(ROOT, "dist/cli.js"), "run", "__tests__/samples/pytest/pass", "--out", out], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^2 passed, 0 failed, 0 skipped, 0 errored$/m);
    expect(validateResultsFile(join(out, "results.json"))["status"]).toBe("pass");
  });
});
