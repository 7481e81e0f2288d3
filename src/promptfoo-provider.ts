// testcage as a promptfoo custom provider (dist/promptfoo-provider.js, docs/promptfoo.md):
// each call runs the engine over a project, as `testcage run` does (src/cli.ts), and
// answers with the result as JSON for promptfoo's assertions. The prompt is not run:
// what to test comes from the provider's config and the test's `vars.testcage`.

import { resolve } from "node:path";
import { compareWithBaseFile } from "./ingest/compare.js";
import { reportTexts, runEngine } from "./run/engine.js";
import { writeRunFiles, type RawReports } from "./formats/run-files.js";
import type { RunResult } from "./core/model.js";
import { InputError, resolveOptions } from "./options/options.js";
import { providerSettings, requestedOut } from "./promptfoo/options.js";
import { providerResponse, type ProviderResponse } from "./promptfoo/response.js";
import { errorResult, writeResults } from "./ingest/results-file.js";

/** What promptfoo hands the constructor: the provider entry of promptfooconfig.yaml. */
export interface ProviderOptions {
  id?: string;
  label?: string;
  config?: unknown;
}

/** The parts of promptfoo's CallApiContextParams and CallApiOptionsParams read here. */
export interface CallContext {
  vars?: Record<string, unknown>;
}
export interface CallOptions {
  abortSignal?: AbortSignal;
}

export default class TestcageProvider {
  private readonly providerId: string;
  readonly label: string | undefined;
  readonly config: unknown;

  constructor(options: ProviderOptions = {}) {
    this.providerId = options.id ?? "testcage";
    this.label = options.label;
    this.config = options.config;
  }

  id(): string {
    return this.providerId;
  }

  async callApi(_prompt: string, context?: CallContext, options?: CallOptions): Promise<ProviderResponse> {
    const started = new Date();
    let projectDir: string | undefined;
    const outDir = requestedOut(this.config, context?.vars, process.cwd());
    const rawReports: RawReports = {};
    let compareError: string | null = null;
    // As the CLI: results.json (and its exports) when asked for, on every path.
    const answer = async (
      result: RunResult,
      logs?: { stdout: string; stderr: string; install?: string },
    ): Promise<ProviderResponse> => {
      if (outDir === null) return providerResponse(result, null, compareError);
      try {
        const path = await writeResults(outDir, result, logs);
        await writeRunFiles(outDir, result, rawReports, projectDir);
        return providerResponse(result, path, compareError);
      } catch (err) {
        // The run's answer stands; the file that was asked for and is missing is said as promptfoo's error.
        const response = providerResponse(result, null, compareError);
        const said = `testcage: results could not be written to ${outDir}: ${(err as Error).message}`;
        return { ...response, error: response.error ? `${response.error}; ${said}` : said };
      }
    };
    try {
      const settings = providerSettings(this.config, context?.vars, process.cwd());
      const opts = resolveOptions(settings.raw, settings.baseDir, process.env);
      projectDir = opts.projectDir;
      const run = await runEngine(opts, options?.abortSignal ? { signal: options.abortSignal } : {});
      Object.assign(rawReports, reportTexts(run));
      if (settings.compare) {
        const base = resolve(settings.baseDir, settings.compare);
        const compared = await compareWithBaseFile(run.result, base, settings.compare);
        // As the CLI's --compare: a base that cannot be read or compared is said, and the run's own result stands.
        if (compared.ok) run.result.comparison = compared.comparison;
        else compareError = compared.error;
      }
      return await answer(run.result, run.logs);
    } catch (err) {
      const bad = err instanceof InputError;
      const message = bad
        ? `bad input: ${(err as Error).message}; see docs/promptfoo.md for the provider's config`
        : `internal error: ${(err as Error).stack ?? String(err)}; please report it with this output`;
      return answer(errorResult(bad ? "bad-input" : "internal", message, started));
    }
  }
}
