// Reads the report files that match report-path globs (docs/reports.md) into one list
// of tests: in memory, or past SPILL_AFTER tests on disk (./test-store.ts,
// docs/architecture.md §6). Paths in the tests are relative to the folder read.

import { lstat, realpath } from "node:fs/promises";
import { join, posix } from "node:path";
import { pushAll } from "../core/arrays.js";
import { occurrences, repeated } from "../core/ids.js";
import type { ReportFileInfo, RunError, TestResult } from "../core/model.js";
import { streamReportFile } from "../core/safe-read.js";
import { listProjectFiles, SourceIndex } from "../detect/source-index.js";
import { compileGlob, expandGlob, MAX_ENTRIES, MAX_FILES } from "./globs.js";
import { ReportParser } from "./report-parser.js";
import { SPILL_AFTER, SpillingSink } from "./spilling-sink.js";
import type { TestStore } from "./test-store.js";

export const REPORT_LIMITS = {
  /** Files one pattern may match; more is almost surely a wrong pattern. */
  maxFiles: MAX_FILES,
  /** Directory entries the walk looks at, over all patterns. */
  maxEntries: MAX_ENTRIES,
  /** JUnit XML and TRX are read as streams: the cap guards against a runaway writer, not memory. */
  fileCapBytes: 4 * 1024 ** 3,
  totalCapBytes: 64 * 1024 ** 3,
  /** A testcage results.json is read whole. */
  jsonCapBytes: 64 * 1024 * 1024,
  /** Each text of one test case kept (failure text, output); results keep at most 64 KiB of it. */
  textCapChars: 1024 * 1024,
} as const;

/**
 * Report text is read 64 KiB at a time: under V8's large-object size, so a chunk still being
 * scanned when the young generation is collected is copied out small, not promoted whole
 * (a MiB a chunk) to wait in the old generation for a full collection (docs/benchmarks.md).
 */
const READ_CHUNK_BYTES = 64 * 1024;

/**
 * `f` with its answers remembered (up to a bound, then forgotten at once): the paths of a
 * report repeat, and a remembered answer is also one shared string instead of a copy per test.
 */
export function remembered<T>(f: (key: string) => T, bound = 50_000): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const answer = f(key);
    if (known.size >= bound) known.clear();
    known.set(key, answer);
    return answer;
  };
}

export interface ReadReports {
  /** Every test, or with `store` set, the failures held in memory (TestStore.heldFailures). */
  tests: TestResult[];
  /** Every test, on disk, when there were more than `spillAfter`. */
  store: TestStore | null;
  errors: RunError[];
  files: ReportFileInfo[];
}

export interface ReadOptions {
  /** Applied to each test before it is kept (the report-only run maps paths to the repository). */
  prepare?: (t: TestResult) => void;
  /** Tests kept in memory before they move to disk (SPILL_AFTER). */
  spillAfter?: number;
  /** Where the store's temporary folder goes (the system's temporary folder). */
  spillDir?: string;
}

/** Expands the patterns under root and reads every matched file. Paths in results are root-relative here. */
export async function readReports(
  root: string,
  patterns: readonly string[],
  options: ReadOptions = {},
): Promise<ReadReports> {
  const out: Omit<ReadReports, "tests" | "store"> = { errors: [], files: [] };
  const sink = new SpillingSink(options.spillAfter ?? SPILL_AFTER, options.spillDir);
  const realRoot = await realpath(root);
  const projectFiles = new SourceIndex(await listProjectFiles(realRoot));
  const relative = remembered((p: string): string | null => {
    const norm = p.replace(/\\/g, "/");
    for (const r of [realRoot, root]) {
      if (norm.startsWith(`${r}/`)) return norm.slice(r.length + 1);
    }
    // Reports written elsewhere (another checkout path, a container) name the same files under
    // another root: the longest project file the path ends with is the one meant.
    if (norm.startsWith("/") || /^[A-Za-z]:\//.test(norm)) return projectFiles.bySuffix(norm);
    const n = posix.normalize(norm);
    return n.startsWith("../") || n === ".." ? null : n;
  });
  const budget = { entries: REPORT_LIMITS.maxEntries };
  const seen = new Set<string>();
  let totalBytes = 0;
  for (const pattern of patterns) {
    const found = await expandGlob(realRoot, compileGlob(pattern), budget);
    for (const refused of found.refused) {
      out.errors.push({
        kind: "report-invalid",
        message: `${refused} is a symlink; report paths never follow symlinks, so it was not read`,
      });
    }
    if (found.files.length === 0 && found.refused.length === 0) {
      out.errors.push({
        kind: "report-missing",
        message: `no report file matches '${pattern}' in the working directory; check the path and that the step writing the reports ran`,
      });
    }
    if (found.files.length >= REPORT_LIMITS.maxFiles) {
      out.errors.push({
        kind: "output-limit",
        message: `'${pattern}' matches more than ${REPORT_LIMITS.maxFiles} files; only the first ${REPORT_LIMITS.maxFiles} were read`,
      });
    }
    for (const file of found.files) {
      if (seen.has(file)) continue;
      seen.add(file);
      const path = join(realRoot, file);
      try {
        totalBytes += (await lstat(path)).size;
      } catch {
        // reported by the read below
      }
      if (totalBytes > REPORT_LIMITS.totalCapBytes) {
        out.errors.push({
          kind: "output-limit",
          message: `the report files add up to more than ${REPORT_LIMITS.totalCapBytes} bytes; ${file} and later ones were not read`,
        });
        return finish(out, sink);
      }
      const parser = new ReportParser(
        relative,
        projectFiles,
        sink,
        REPORT_LIMITS.textCapChars,
        REPORT_LIMITS.jsonCapBytes,
        options.prepare,
      );
      try {
        let content = await streamReportFile(
          path,
          REPORT_LIMITS.fileCapBytes,
          (t) => parser.write(t),
          READ_CHUNK_BYTES,
        );
        if (content.ok) {
          parser.end();
          if (parser.needsSecondPass) {
            parser.secondPass();
            content = await streamReportFile(
              path,
              REPORT_LIMITS.fileCapBytes,
              (t) => parser.write(t),
              READ_CHUNK_BYTES,
            );
            if (content.ok) parser.end();
          }
        }
        if (!content.ok) {
          sink.dropFile();
          out.errors.push({
            kind: content.problem === "too-large" ? "output-limit" : "report-invalid",
            message: `${file}: ${content.detail}`,
            file,
          });
          continue;
        }
        sink.endFile();
        const parsed = parser.result();
        out.files.push({ path: file, format: parsed.format, tests: parser.count });
        pushAll(out.errors, parsed.errors ?? []);
      } catch (err) {
        sink.dropFile();
        out.errors.push({
          kind: "report-invalid",
          message: `${file} could not be read as a test report: ${(err as Error).message}`,
          file,
        });
      }
    }
  }
  return finish(out, sink);
}

/**
 * Report order becomes the tests' order, and ids are made unique the way every adapter
 * keeps them: a repeat gets " [2]", " [3]". Repeats are real: Gradle runs the inner
 * classes of a JUnit 4 Enclosed class twice (as classes of their own and through the
 * outer one) and writes both runs into one file, a retry plugin writes every attempt,
 * and two matrix legs' results.json name the same tests.
 */
function finish(out: Omit<ReadReports, "tests" | "store">, sink: SpillingSink): ReadReports {
  // On disk, the store numbers repeats and positions as it reads each test back.
  if (sink.store) return { ...out, tests: sink.store.heldFailures(), store: sink.store };
  const occurrence = occurrences();
  // In place: a report of a million tests is not copied.
  const tests = sink.tests;
  tests.forEach((t, i) => {
    t.id = repeated(t.id, occurrence(t.id));
    t.order = i;
  });
  return { ...out, tests, store: null };
}
