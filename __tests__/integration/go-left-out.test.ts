// What go test leaves out is said, never lost: a module nested in the tested one (go test
// ./... stops at its go.mod) is named in framework.notes, and a test binary that a panic
// stopped names the tests it never ran, from the functions its test files define.

import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { SAMPLES } from "../helpers/golden.js";

function project(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), "tc-go-left-out-")), "project");
  cpSync(join(SAMPLES, "go", "pass"), dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe("go test: what a run leaves out is said", () => {
  it("a nested module: its tests do not run, and framework.notes names it", async () => {
    const dir = project({
      "exp/go.mod": "module example.com/pass/exp\n\ngo 1.22\n",
      "exp/exp_test.go": 'package exp\n\nimport "testing"\n\nfunc TestInNestedModule(t *testing.T) {}\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    expect(run.result.status).toBe("pass");
    expect(run.result.tests.map((t) => t.name)).not.toContain("TestInNestedModule");
    expect(run.result.framework?.notes).toEqual([
      "go test ./... tests the module at the root only: 1 nested module with a go.mod of its own (exp) did not run; test it with working-directory (a matrix), or add a go.work that uses it",
    ]);
  });

  it("a panic that stops the test binary: the tests it had not run are named as a problem of the run", async () => {
    const dir = project({
      "example_test.go": [
        "package calc",
        "",
        'import ("fmt"; "os")',
        "",
        'func Example_first() { fmt.Println("a")',
        "\t// Output: a",
        "}",
        "",
        'func Example_panics() { if _, err := os.Open("/nonexistent/x"); err != nil { panic(err) }',
        "\t// Output: b",
        "}",
        "",
        'func Example_never() { fmt.Println("c")',
        "\t// Output: c",
        "}",
        "",
        "func Example_notRun() {}",
        "",
      ].join("\n"),
      "z_test.go": 'package calc\n\nimport "testing"\n\nfunc TestAfterTheExamples(t *testing.T) {}\n',
    });
    const run = await runCli(["run", dir, "--sandbox", "process"]);
    const panics = run.result.tests.find((t) => t.name === "Example_panics");
    expect(panics).toMatchObject({
      status: "failed",
      message: "panic: open /nonexistent/x: no such file or directory",
    });
    expect(panics?.line).toBe(9);
    // Other tests ran: a problem beside them makes the run fail, not error (docs/frameworks.md).
    expect(run.result.status).toBe("fail");
    expect(run.result.errors.map((e) => [e.kind, e.message])).toEqual([
      [
        "collection",
        expect.stringMatching(
          /^package example\.com\/pass's test binary stopped in Example_panics \(panic: open \/nonexistent\/x: no such file or directory\) before it ran 1 of its 7 tests: Example_never; they are not in these results$/,
        ),
      ],
    ]);
  });
});
