// The BUILT provider (dist/promptfoo-provider.js) called as promptfoo calls a custom
// provider (docs/promptfoo.md): `new Provider({ id, config })`, `id()`,
// `callApi(prompt, { vars })` resolving to `{ output, error?, metadata }`. Real pytest
// runs in the process sandbox; what the project prints is hostile.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/golden.js";
import { validateResultsFile } from "../helpers/schema.js";

interface Response {
  output: string;
  error?: string;
  metadata: Record<string, unknown>;
}
interface Provider {
  id(): string;
  callApi(
    prompt: string,
    context?: { vars?: Record<string, unknown> },
    options?: { abortSignal?: AbortSignal },
  ): Promise<Response>;
}
type ProviderClass = new (options: { id?: string; config?: unknown }) => Provider;

async function loadProvider(): Promise<ProviderClass> {
  const mod = (await import(join(ROOT, "dist/promptfoo-provider.js"))) as { default: ProviderClass };
  return mod.default;
}

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "tc-pf-proj-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

// Megabytes of output, bytes that are not UTF-8, terminal control codes, and a failure.
const HOSTILE = `import sys

def test_floods():
    sys.stdout.write("x" * (8 * 1024 * 1024))
    sys.stdout.buffer.write(b"\\xff\\xfe\\xc3(\\x1b[31m red \\x1b[0m\\n")
    sys.stdout.flush()

def test_fails_with_bad_bytes():
    assert b"\\xff\\xfe" == b"ok", "\\x1b[2J not utf-8: " + b"\\xff".decode("latin-1")
`;

describe("the built promptfoo provider", () => {
  it("takes its id from the provider entry, testcage by default", async () => {
    const Provider = await loadProvider();
    expect(new Provider({}).id()).toBe("testcage");
    expect(new Provider({ id: "file://dist/promptfoo-provider.js" }).id()).toBe("file://dist/promptfoo-provider.js");
  });

  it("runs a hostile project and answers with bounded, valid JSON and results.json", async () => {
    const Provider = await loadProvider();
    const dir = project({ "pytest.ini": "[pytest]\n", "test_hostile.py": HOSTILE });
    const out = join(mkdtempSync(join(tmpdir(), "tc-pf-out-")), "results");
    const provider = new Provider({ config: { dir, sandbox: "process", framework: "pytest", timeout: 120, out } });
    const response = await provider.callApi("ignored prompt", { vars: {} });
    expect(response.error).toBeUndefined();
    // The capped per-test captures are left out of output: it stays small whatever the tests print.
    expect(response.output.length).toBeLessThan(64 * 1024);
    const result = JSON.parse(response.output) as {
      status: string;
      tests: { name: string; status: string; message: string | null }[];
    };
    expect(result.status).toBe("fail");
    expect(result.tests.map((t) => [t.name, t.status])).toEqual([
      ["test_floods", "passed"],
      ["test_fails_with_bad_bytes", "failed"],
    ]);
    // eslint-disable-next-line no-control-regex
    expect(response.output).not.toMatch(/\x1b/);
    expect(response.metadata).toMatchObject({ status: "fail", sandbox: "process", framework: "pytest" });
    expect(response.metadata["results_file"]).toBe(join(out, "results.json"));
    const written = validateResultsFile(join(out, "results.json"));
    expect(written["summary"]).toEqual(JSON.parse(response.output).summary);
  });

  it("answers bad config and a missing project with error and an error result, never a throw", async () => {
    const Provider = await loadProvider();
    const out = join(mkdtempSync(join(tmpdir(), "tc-pf-out-")), "results");
    const bad = await new Provider({ config: { frameworks: "pytest", out } }).callApi("p", {});
    expect(bad.error).toMatch(/^testcage: bad input: the provider's config has an unknown key 'frameworks'/);
    expect(JSON.parse(bad.output)).toMatchObject({ status: "error", errors: [{ kind: "bad-input" }] });
    // Even bad input leaves its results.json where it was asked for.
    expect(validateResultsFile(join(out, "results.json"))["status"]).toBe("error");

    const missing = await new Provider({ config: { sandbox: "process" } }).callApi("p", {
      vars: { testcage: { dir: join(tmpdir(), "tc-pf-no-such-project") } },
    });
    expect(missing.error).toMatch(/tc-pf-no-such-project does not exist or is not a directory/);
    expect(missing.metadata).toMatchObject({ status: "error", results_file: null });
  });

  it("stops the run when promptfoo aborts the call, keeping the tests that finished", async () => {
    const Provider = await loadProvider();
    const dir = project({
      "pytest.ini": "[pytest]\n",
      "test_hang.py": "import time\n\ndef test_ok():\n    pass\n\ndef test_hangs():\n    time.sleep(600)\n",
    });
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 3000);
    const provider = new Provider({ config: { dir, sandbox: "process", grace: 1 } });
    const response = await provider.callApi("p", {}, { abortSignal: abort.signal });
    expect(response.error).toBe("testcage: the run was cancelled; results reported before that are kept");
    const result = JSON.parse(response.output) as { tests: { name: string; status: string }[] };
    expect(result.tests.find((t) => t.name === "test_ok")?.status).toBe("passed");
    expect(response.metadata).toMatchObject({ status: "error" });
  });

  it("compares with an earlier results.json; a base it cannot read is said and the run stands", async () => {
    const Provider = await loadProvider();
    const dir = join(ROOT, "__tests__/samples/pytest/pass");
    const out = join(mkdtempSync(join(tmpdir(), "tc-pf-out-")), "base");
    const provider = new Provider({ config: { dir, sandbox: "process" } });
    await provider.callApi("p", { vars: { testcage: { out } } });
    const compared = await provider.callApi("p", { vars: { testcage: { compare: join(out, "results.json") } } });
    expect(compared.error).toBeUndefined();
    const result = JSON.parse(compared.output) as { comparison: { counts: Record<string, number> } };
    expect(result.comparison.counts).toMatchObject({ new_failures: 0, fixed: 0, added: 0, removed: 0 });
    expect(compared.metadata).toMatchObject({ status: "pass", compare_error: null });

    const missing = await provider.callApi("p", { vars: { testcage: { compare: "no-such-base.json" } } });
    expect(missing.error).toBeUndefined();
    expect(JSON.parse(missing.output)).not.toHaveProperty("comparison");
    expect(missing.metadata).toMatchObject({ status: "pass", compare_error: "no-such-base.json: no such file" });
  });

  it("says so when the results folder cannot be written, and still answers with the run", async () => {
    const Provider = await loadProvider();
    const file = join(mkdtempSync(join(tmpdir(), "tc-pf-out-")), "a-file");
    writeFileSync(file, "");
    const response = await new Provider({
      config: { dir: join(ROOT, "__tests__/samples/pytest/pass"), sandbox: "process", out: join(file, "results") },
    }).callApi("p", {});
    expect(response.error).toMatch(/^testcage: results could not be written to .*a-file\/results: /);
    expect(JSON.parse(response.output)).toMatchObject({ status: "pass" });
    expect(response.metadata).toMatchObject({ status: "pass", results_file: null });
  });
});
