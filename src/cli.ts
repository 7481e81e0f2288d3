#!/usr/bin/env node
// testcage CLI: `testcage run [DIR] [flags]`. Exit 0 pass, 1 fail, 2 error; the
// results.json is written on every path, including bad flags and crashes.

import { parseArgs } from "node:util";
import { runEngine, type LiveCounts } from "./engine.js";
import { humanReport } from "./human-report.js";
import type { RunResult } from "./model.js";
import { DEFAULTS, InputError, resolveOptions, type RawOptions } from "./options.js";
import { errorResult, writeResults } from "./results-file.js";
import { writeRunFiles, type RawReports } from "./formats/run-files.js";
import { resolve } from "node:path";
import { VERSION } from "./version.js";

const USAGE = `usage: testcage run [DIR] [options]

Runs the tests of the project in DIR (default: .) in a sandbox and writes OUT/results.json.

options:
  --framework NAME        pytest, jest, vitest, go, node-test, mocha, unittest, phpunit, rspec,
                          exunit, maven, cargo, or auto (default)
  --sandbox KIND          auto (default), docker, service or process
  --out DIR               where results go (default: ./${DEFAULTS.out})
  --timeout SECONDS       stop the tests after this long (default: ${DEFAULTS.timeoutSeconds})
  --grace SECONDS         time between SIGINT and SIGKILL at the timeout (default: ${DEFAULTS.graceSeconds})
  --filter ID             run only this test id from a results.json (repeatable)
  --env NAME[=VALUE]      pass this variable into the sandbox (repeatable)
  --install-command CMD   run CMD first, with network, in the project copy
  --test-command CMD      run CMD instead of the framework's own command
  --cache run|project     build caches per run (default; nothing persists) or kept per project
  --coverage              run the framework's coverage tool; figures in results.json "coverage"
  --report-paths GLOBS    read these JUnit XML / TRX reports (comma-separated globs relative to DIR)
                          instead of running tests; repeatable

container sandboxes (docker):
  --image REF             image to run in (default: testcage's runner image for the language)
  --memory SIZE           memory limit, no swap (default: 2g)
  --cpus N                CPU limit (default: all of this machine's)
  --pids-limit N          process limit (default: 1024)
  --tmpfs-size SIZE       size of the writable /tmp (default: 512m)
  --disk SIZE             cap on what the tests write to disk: project copy, reports,
                          cache (default: 2g; none turns it off)
  --runtime NAME          runc (default) or runsc (gVisor)
  --network NAME          docker network of the test phase (default: none)
  --container NAME        the long-lived container of the service sandbox
  -h, --help              show this help
  --version               print the version

exit codes: 0 all tests passed, 1 tests failed, 2 no trustworthy result (see results.json)`;

const EXIT = { pass: 0, fail: 1, error: 2 } as const;

function progressPrinter(): { update: (c: LiveCounts) => void; done: () => void } {
  const tty = process.stderr.isTTY;
  let lastPlain = 0;
  return {
    update(c) {
      const secs = Math.round(c.elapsedMs / 1000);
      const counts =
        c.passed + c.failed + c.skipped > 0 ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped, ` : "";
      const text = `running: ${counts}${secs} s`;
      if (tty) process.stderr.write(`\r\x1b[K${text}`);
      else if (secs - lastPlain >= 10) {
        // Plain lines, not too many of them, for CI logs.
        lastPlain = secs;
        process.stderr.write(`${text}\n`);
      }
    },
    done() {
      if (tty) process.stderr.write("\r\x1b[K");
    },
  };
}

/** --out is found before full parsing so even a run with bad flags writes where it was asked to. */
function outFlag(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") return undefined;
    if (arg === "--out") return argv[i + 1];
    if (arg.startsWith("--out=")) return arg.slice("--out=".length);
  }
  return undefined;
}

async function main(argv: string[]): Promise<number> {
  const started = new Date();
  const outDir = resolve(process.cwd(), outFlag(argv) ?? DEFAULTS.out);
  const rawReports: RawReports = {};
  const finish = async (result: RunResult, logs?: { stdout: string; stderr: string }): Promise<number> => {
    const path = await writeResults(outDir, result, logs);
    await writeRunFiles(outDir, result, rawReports);
    process.stdout.write(`${humanReport(result)}\nresults: ${path}\n`);
    return EXIT[result.status];
  };
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        framework: { type: "string" },
        sandbox: { type: "string" },
        out: { type: "string" },
        timeout: { type: "string" },
        grace: { type: "string" },
        filter: { type: "string", multiple: true },
        env: { type: "string", multiple: true },
        "install-command": { type: "string" },
        "test-command": { type: "string" },
        image: { type: "string" },
        memory: { type: "string" },
        cpus: { type: "string" },
        "pids-limit": { type: "string" },
        "tmpfs-size": { type: "string" },
        runtime: { type: "string" },
        network: { type: "string" },
        container: { type: "string" },
        cache: { type: "string" },
        coverage: { type: "boolean" },
        "report-paths": { type: "string", multiple: true },
        disk: { type: "string" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean" },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (values.version) {
      process.stdout.write(`${VERSION}\n`);
      return 0;
    }
    const [command, dir, ...extra] = positionals;
    if (command !== "run")
      throw new InputError(`unknown command '${command ?? ""}'; use: testcage run [DIR] (see --help)`);
    if (extra.length) throw new InputError(`unexpected arguments: ${extra.join(" ")}; pass one DIR`);
    const raw: RawOptions = {
      dir,
      framework: values.framework,
      sandbox: values.sandbox,
      out: values.out,
      timeout: values.timeout,
      grace: values.grace,
      filter: values.filter,
      env: values.env,
      installCommand: values["install-command"],
      testCommand: values["test-command"],
      image: values.image,
      memory: values.memory,
      cpus: values.cpus,
      pidsLimit: values["pids-limit"],
      tmpfsSize: values["tmpfs-size"],
      runtime: values.runtime,
      network: values.network,
      container: values.container,
      cache: values.cache,
      coverage: values.coverage,
      reportPaths: values["report-paths"],
      disk: values.disk,
    };
    const opts = resolveOptions(raw, process.cwd(), process.env);
    const abort = new AbortController();
    const onSignal = (): void => abort.abort();
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    const progress = progressPrinter();
    const run = await runEngine(opts, {
      log: (line) => process.stderr.write(`${line}\n`),
      progress: progress.update,
      signal: abort.signal,
      onParseInput: (input) => {
        for (const [name, content] of Object.entries(input.reports)) if (content.ok) rawReports[name] = content.text;
      },
    });
    progress.done();
    return await finish(run.result, run.logs);
  } catch (err) {
    const bad = err instanceof InputError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    const message = bad
      ? `bad input: ${(err as Error).message}`
      : `internal error: ${(err as Error).stack ?? String(err)}; please report it with this results.json`;
    process.stderr.write(`testcage: ${bad ? message : (err as Error).message}\n`);
    if (bad) process.stderr.write(`${USAGE}\n`);
    return finish(errorResult(bad ? "bad-input" : "internal", message, started));
  }
}

process.exitCode = await main(process.argv.slice(2));
