// The real promptfoo (scripts/setup-promptfoo.sh) runs examples/promptfoo/promptfooconfig.yaml
// over the built provider (dist/promptfoo-provider.js), offline: in a network namespace
// of its own with nothing but loopback, so any call it tried out would fail. Its JSON output
// says which test cases and which assertions passed, failed or errored
// (docs/promptfoo.md). promptfoo runs under Node 24: it needs Node 22 or later.

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../helpers/golden.js";
import { NODE24 } from "../helpers/node24.js";

const PROMPTFOO = join(ROOT, ".tmp/promptfoo/node_modules/promptfoo/dist/src/entrypoint.js");
const PROVIDER = join(ROOT, "dist/promptfoo-provider.js");
const CONFIG = "examples/promptfoo/promptfooconfig.yaml";

/** promptfoo's ResultFailureReason: why a test case did not succeed. */
const FAILURE_REASON = { none: 0, assert: 1, error: 2 } as const;

interface ComponentResult {
  pass: boolean;
  reason: string;
  assertion: { type: string; value?: string };
}
interface CaseResult {
  success: boolean;
  failureReason: number;
  error?: string | null;
  testCase: { description?: string };
  response?: { output?: string; error?: string; metadata?: Record<string, unknown> };
  gradingResult?: { pass: boolean; componentResults?: ComponentResult[] } | null;
}
interface EvalOutput {
  results: { results: CaseResult[]; stats: { successes: number; failures: number; errors: number } };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; log: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (c: Buffer) => (log += c.toString()));
    child.stderr.on("data", (c: Buffer) => (log += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, log }));
  });
}

describe("promptfoo eval over the provider bundle", () => {
  let out: EvalOutput;
  let code: number | null;
  let log: string;
  const byCase = (description: string): CaseResult => {
    const found = out.results.results.find((r) => r.testCase.description === description);
    if (!found) throw new Error(`no result for '${description}' in promptfoo's output`);
    return found;
  };

  beforeAll(async () => {
    // Missing tools fail the suite, never skip it.
    if (!existsSync(NODE24)) throw new Error(`Node 24 is missing at ${NODE24}: run bash scripts/ensure-node24.sh`);
    if (!existsSync(PROMPTFOO))
      throw new Error(`promptfoo is missing at ${PROMPTFOO}: run bash scripts/setup-promptfoo.sh`);
    if (!existsSync(PROVIDER)) throw new Error(`${PROVIDER} is missing: run npm run build first`);
    const dir = mkdtempSync(join(tmpdir(), "tc-promptfoo-"));
    const outFile = join(dir, "eval.json");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // promptfoo's own database, logs and cache go into this test's folder, not ~/.promptfoo.
      PROMPTFOO_CONFIG_DIR: join(dir, "promptfoo"),
      PROMPTFOO_DISABLE_TELEMETRY: "1",
      PROMPTFOO_DISABLE_UPDATE: "1",
      PROMPTFOO_DISABLE_SHARING: "1",
      PROMPTFOO_DISABLE_REMOTE_GENERATION: "1",
      NO_COLOR: "1",
    };
    // Root (CI) makes the network namespace directly; anyone else through a user namespace.
    const offline = process.getuid?.() === 0 ? ["--net"] : ["--user", "--map-root-user", "--net"];
    const evalArgs = [PROMPTFOO, "eval", "-c", CONFIG, "--no-cache", "--no-write", "-o", outFile];
    const ran = await run("unshare", [...offline, NODE24, ...evalArgs], env);
    code = ran.code;
    log = ran.log;
    if (!existsSync(outFile)) throw new Error(`promptfoo wrote no ${outFile} (exit ${code}):\n${log}`);
    out = JSON.parse(readFileSync(outFile, "utf8")) as EvalOutput;
  }, 300_000);

  it("counts one case passed, one failed on an assertion, one errored", () => {
    expect(out.results.stats).toMatchObject({ successes: 1, failures: 1, errors: 1 });
    // promptfoo's exit code when a case did not succeed.
    expect(code, log).toBe(100);
  });

  it("grades each assertion of the whole suite, the expected failure included", () => {
    const whole = byCase("the whole suite");
    expect(whole.success).toBe(false);
    expect(whole.failureReason).toBe(FAILURE_REASON.assert);
    const graded = whole.gradingResult?.componentResults ?? [];
    expect(graded.map((c) => c.pass)).toEqual([true, true, true, true, false]);
    expect(graded[4]!.assertion.value).toBe("JSON.parse(output).summary.failed === 0");
    expect(whole.response?.metadata).toMatchObject({
      status: "fail",
      framework: "pytest",
      sandbox: "process",
      summary: { total: 9, passed: 4, failed: 2, errored: 1, skipped: 2 },
    });
    const result = JSON.parse(whole.response!.output!) as { tests: { id: string; status: string }[] };
    expect(result.tests.filter((t) => t.status === "failed").map((t) => t.id)).toEqual([
      "tests/test_cases.py::test_sum[2-2-5]",
      "tests/test_cases.py::TestNested::test_inside_class_fails",
    ]);
  });

  it("runs one test when vars.testcage gives a filter", () => {
    const one = byCase("one test, chosen with filter");
    expect(one.success).toBe(true);
    expect(one.failureReason).toBe(FAILURE_REASON.none);
    expect(one.gradingResult?.componentResults?.map((c) => c.pass)).toEqual([true]);
    expect(one.response?.metadata).toMatchObject({ status: "pass", summary: { total: 1, passed: 1 } });
  });

  it("answers a run that cannot be judged with promptfoo's error, not a failed assertion", () => {
    const missing = byCase("a project that does not exist cannot be judged");
    expect(missing.success).toBe(false);
    expect(missing.failureReason).toBe(FAILURE_REASON.error);
    expect(missing.error).toMatch(
      /^testcage: project directory .*no-such-project does not exist or is not a directory/,
    );
    expect(missing.response?.metadata).toMatchObject({ status: "error" });
  });
});
