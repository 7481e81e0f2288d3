#!/usr/bin/env node
// testcage CLI: `testcage run [DIR] [flags]`. Exit 0 pass, 1 fail, 2 error; the
// results.json is written on every path, including bad flags and crashes.

import { parseArgs } from "node:util";
import { limitHeapGrowth } from "./core/heap-growth.js";
import { closeInheritedDescriptors } from "./core/inherited-fds.js";
import { reportTexts, runEngine, type LiveCounts } from "./run/engine.js";
import { humanReport } from "./publish/human-report.js";
import type { RunResult } from "./core/model.js";
import { InputError } from "./core/input-error.js";
import { resultsFolder } from "./options/option-table.js";
import { resolveOptions } from "./options/options.js";
import {
  flagErrorMessage,
  HELP_POINTER,
  joinNegativeValues,
  parseArgsOptions,
  rawOptions,
  usage,
} from "./options/cli-flags.js";
import { errorResult, writeResults } from "./ingest/results-file.js";
import { writeRunFiles, type RawReports } from "./formats/run-files.js";
import { resolve } from "node:path";
import { VERSION } from "./core/version.js";
import { linkedOutDirMessage, linkOnPath, makeOutDir, UnsafeOutDirError } from "./core/out-files.js";
import { compareWithBaseFile } from "./ingest/compare.js";
import { terminalText } from "./core/text.js";
import { mergeFiles, NothingToMerge } from "./ingest/merge.js";

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

/**
 * --out is found before full parsing so even a run with bad flags writes where it
 * was asked to; the last one counts, as in parseArgs.
 */
function outFlag(argv: string[]): string | undefined {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") break;
    if (arg === "--out") out = argv[++i];
    else if (arg.startsWith("--out=")) out = arg.slice("--out=".length);
  }
  return out;
}

async function main(argv: string[]): Promise<number> {
  const started = new Date();
  // The same folder the options resolve to (option-table.ts resultsFolder), known before they are read.
  let outDir = resultsFolder(outFlag(argv), process.cwd());
  const rawReports: RawReports = {};
  let projectDir: string | undefined;
  const finish = async (
    result: RunResult,
    logs?: { stdout: string; stderr: string; install?: string },
  ): Promise<number> => {
    const path = await writeResults(outDir, result, logs);
    await writeRunFiles(outDir, result, rawReports, projectDir);
    process.stdout.write(`${humanReport(result)}\nresults: ${path}\n`);
    return EXIT[result.status];
  };
  // Nothing is run, and nothing written, into a results folder reached through a link (core/out-files.ts).
  const unsafe = (err: UnsafeOutDirError): number => {
    process.stderr.write(`testcage: ERROR: ${terminalText(err.message)}; no results were written\n`);
    return EXIT.error;
  };
  try {
    const checkOut = (bases: string[]): void => {
      const link = linkOnPath(outDir, bases);
      if (link)
        throw new UnsafeOutDirError(`${linkedOutDirMessage(outDir, link)}; give --out a folder reached without links`);
    };
    checkOut([process.cwd()]);
    const { values, positionals } = parseArgs({
      args: joinNegativeValues(argv),
      allowPositionals: true,
      options: parseArgsOptions(),
    });
    const [command, dir, ...extra] = positionals;
    // `testcage --version` names no command: the version is checked before the help, which
    // a missing command would otherwise show.
    if (values.version && !values.help) {
      process.stdout.write(`${VERSION}\n`);
      return 0;
    }
    // `testcage`, `testcage help` and `--help` all show the help; none is a run, so no results.json.
    if (values.help || command === undefined || command === "help") {
      process.stdout.write(`${usage()}\n`);
      return 0;
    }
    if (command === "merge") {
      const given = Object.keys(values).filter((k) => k !== "out");
      if (given.length)
        throw new InputError(
          `merge takes only --out and the files to merge; drop ${given.map((k) => `--${k}`).join(", ")}`,
        );
      try {
        return await finish(await mergeFiles(positionals.slice(1), process.cwd()));
      } catch (err) {
        if (err instanceof NothingToMerge) throw new InputError(err.message);
        throw err;
      }
    }
    if (command !== "run")
      throw new InputError(`unknown command '${command}'; the commands are run and merge: testcage run [DIR]`);
    if (extra.length) throw new InputError(`unexpected arguments: ${extra.join(" ")}; pass one DIR`);
    const raw = rawOptions(values, dir);
    const opts = resolveOptions(raw, process.cwd(), process.env);
    projectDir = opts.projectDir;
    outDir = opts.outDir;
    checkOut([process.cwd(), projectDir]);
    // Made before anything of the project runs: a folder on its way that does not exist
    // yet is one the tests could make first, as a link, in a folder everyone may write
    // (/tmp, as root, where the kernel does not protect links there).
    makeOutDir(outDir);
    const abort = new AbortController();
    const onSignal = (): void => abort.abort();
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    const progress = progressPrinter();
    const run = await runEngine(opts, {
      log: (line) => process.stderr.write(`${line}\n`),
      progress: progress.update,
      signal: abort.signal,
    });
    Object.assign(rawReports, reportTexts(run));
    progress.done();
    if (typeof values.compare === "string" && values.compare.trim() !== "") {
      // A base that cannot be read is said, and the run's own result stands.
      const compared = await compareWithBaseFile(run.result, resolve(process.cwd(), values.compare), values.compare);
      if (compared.ok) run.result.comparison = compared.comparison;
      else process.stderr.write(`testcage: ${terminalText(compared.error)}\n`);
    }
    return await finish(run.result, run.logs);
  } catch (err) {
    if (err instanceof UnsafeOutDirError) return unsafe(err);
    const bad = err instanceof InputError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    // Said once, in the closing report; bad input points at --help rather than repeating it.
    const code = (err as { code?: string }).code;
    const said = code?.startsWith("ERR_PARSE_ARGS")
      ? flagErrorMessage(err as Error & { code: string })
      : (err as Error).message;
    const message = bad
      ? `bad input: ${said}; ${HELP_POINTER}`
      : `internal error: ${(err as Error).stack ?? String(err)}; please report it with this results.json`;
    try {
      return await finish(errorResult(bad ? "bad-input" : "internal", message, started));
    } catch (failed) {
      if (failed instanceof UnsafeOutDirError) return unsafe(failed);
      throw failed;
    }
  }
}

limitHeapGrowth();
closeInheritedDescriptors();
process.exitCode = await main(process.argv.slice(2));
