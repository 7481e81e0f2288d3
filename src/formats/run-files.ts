// Everything a run leaves next to results.json: the other formats (CTRF, JUnit,
// Exercism, defects) and the raw framework reports, for the CLI and the action alike.

import { StringDecoder } from "node:string_decoder";
import { pushAll } from "../core/arrays.js";
import { readdir } from "node:fs/promises";
import { makeOutDir, makeOutSubdir, writeOutFile } from "../core/out-files.js";
import { join, resolve } from "node:path";
import { allTests, type RunResult, type TestResult } from "../core/model.js";
import { readSourceFile } from "../core/source.js";
import { ctrfTest, toCtrf } from "./ctrf.js";
import { defectOf, toDefects } from "./defects.js";
import { exercismLineSerializer, exercismParts } from "./exercism.js";
import { JunitInRunOrder, junitXmlPieces } from "./junit.js";
import type { FileGroups } from "../core/file-groups.js";
import { ChunkWriter, JsonLineList, LINES_AFTER, jsonListPieces, mapped, writeChunks } from "./stream-write.js";

export const EXPORT_FILES = {
  ctrf: "ctrf.json",
  junit: "junit.xml",
  exercism: "exercism-results.json",
  defects: "defects.json",
} as const;

/**
 * Raw report by report name, as the parser saw it (already size-capped by the engine):
 * its text, or the bytes it was read as (a followed report, never decoded whole).
 */
export type RawReports = Record<string, string | readonly Buffer[]>;

function rawReportFile(name: string, content: string | readonly Buffer[]): string {
  const safe = name.replace(/[^\w.-]/g, "_") || "report";
  if (/\.\w+$/.test(safe)) return safe;
  const head = typeof content === "string" ? content.trimStart()[0] : firstCharacter(content);
  return `${safe}${head === "<" ? ".xml" : head === "{" || head === "[" ? ".json" : ".txt"}`;
}

/** The first character of bytes after the whitespace trimStart would drop, as in the text they decode to. */
function firstCharacter(chunks: readonly Buffer[]): string | undefined {
  const decoder = new StringDecoder("utf8");
  for (const chunk of chunks) {
    // A piece at a time: a report that starts with a MB of blank lines is not decoded whole.
    for (let at = 0; at < chunk.length; at += 64 * 1024) {
      const head = decoder.write(chunk.subarray(at, at + 64 * 1024)).trimStart();
      if (head !== "") return head[0];
    }
  }
  return decoder.end().trimStart()[0];
}

/**
 * Writes the export formats and raw reports beside results.json; returns every file of the run folder.
 * `projectDir`: the tested project, for what the exports take from the tests' source (Exercism's test_code).
 */
export async function writeRunFiles(
  outDir: string,
  result: RunResult,
  raw: RawReports,
  projectDir?: string,
): Promise<string[]> {
  // Test paths in results.json are relative to the repository root, the project's working_directory above it.
  const wd = result.working_directory;
  const root = projectDir && (wd === "." ? projectDir : resolve(projectDir, ...wd.split("/").map(() => "..")));
  const readSource = root ? (path: string) => readSourceFile(root, path) : undefined;
  makeOutDir(outDir);
  // In pieces: a run of a million tests is never one string.
  // Past LINES_AFTER tests, a test a line (stream-write.ts).
  const count = allTests(result).length;
  const exercism = exercismParts(result, { readSource });
  let junitWritten = false;
  if (result.testStore && count > LINES_AFTER && exercism.each) {
    // Tests on disk: CTRF, Exercism and, when each file's tests are together (as nearly
    // every report lists them), JUnit from one read of the store, not one each.
    const groups = result.testStore.fileGroups;
    junitWritten = groups.contiguous;
    writeTogether(
      result.testStore,
      [
        {
          path: join(outDir, EXPORT_FILES.ctrf),
          value: toCtrf(result, false),
          list: ["results", "tests"],
          each: ctrfTest,
        },
        { path: join(outDir, EXPORT_FILES.exercism), value: exercism.head, list: ["tests"], each: exercism.each },
      ],
      junitWritten ? { path: join(outDir, EXPORT_FILES.junit), result, groups } : null,
    );
  } else {
    await writeChunks(
      join(outDir, EXPORT_FILES.ctrf),
      jsonListPieces(toCtrf(result, false), ["results", "tests"], count, mapped(allTests(result), ctrfTest)),
    );
    await writeChunks(
      join(outDir, EXPORT_FILES.exercism),
      jsonListPieces(exercism.head, ["tests"], count, exercism.tests, () =>
        mapped(exercism.tests, exercismLineSerializer()),
      ),
    );
  }
  if (!junitWritten) await writeChunks(join(outDir, EXPORT_FILES.junit), junitXmlPieces(result));
  await writeChunks(
    join(outDir, EXPORT_FILES.defects),
    jsonListPieces(
      toDefects(result, false),
      ["defects"],
      count,
      mapped(result.testStore?.failures() ?? result.tests, defectOf),
    ),
  );
  const names = Object.keys(raw);
  if (names.length) {
    makeOutSubdir(join(outDir, "reports"));
    for (const name of names) writeOutFile(join(outDir, "reports", rawReportFile(name, raw[name]!)), raw[name]!);
  }
  return listFiles(outDir);
}

interface LineExport {
  path: string;
  value: object;
  list: readonly string[];
  /** The test's item, or null to leave it out. */
  each: (t: TestResult) => unknown;
}

/** The JUnit export in run order (JunitInRunOrder): the run's file groups are contiguous. */
interface JunitExport {
  path: string;
  result: RunResult;
  groups: FileGroups;
}

/** Each export a compact item a line, and JUnit when given, every test read once for all of them. */
function writeTogether(tests: Iterable<TestResult>, exports: LineExport[], junit: JunitExport | null): void {
  const outs = exports.map((e) => new ChunkWriter(e.path));
  if (junit) outs.push(new ChunkWriter(junit.path));
  let failed = true;
  try {
    const lists = exports.map((e, i) => new JsonLineList(outs[i]!, e.value, e.list));
    const xml = junit ? new JunitInRunOrder(outs[exports.length]!, junit.result, junit.groups) : null;
    for (const t of tests) {
      for (let i = 0; i < exports.length; i++) {
        const item = exports[i]!.each(t);
        if (item !== null) lists[i]!.add(item);
      }
      xml?.add(t);
    }
    for (const list of lists) list.end();
    xml?.end();
    failed = false;
  } finally {
    for (const out of outs) out.close(failed);
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) pushAll(out, await listFiles(path));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}
