// Everything a run leaves next to results.json: the other formats (CTRF, JUnit,
// Exercism, defects) and the raw framework reports, for the CLI and the action alike.

import { pushAll } from "../core/arrays.js";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { allTests, type RunResult } from "../core/model.js";
import { readSourceFile } from "../core/source.js";
import { ctrfTest, toCtrf } from "./ctrf.js";
import { defectOf, toDefects } from "./defects.js";
import { exercismParts } from "./exercism.js";
import { junitXmlPieces } from "./junit.js";
import { jsonListPieces, mapped, writeChunks } from "./stream-write.js";

export const EXPORT_FILES = {
  ctrf: "ctrf.json",
  junit: "junit.xml",
  exercism: "exercism-results.json",
  defects: "defects.json",
} as const;

/** Raw report text by report name, as the parser saw it (already size-capped by the engine). */
export type RawReports = Record<string, string>;

function rawReportFile(name: string, text: string): string {
  const safe = name.replace(/[^\w.-]/g, "_") || "report";
  if (/\.\w+$/.test(safe)) return safe;
  const head = text.trimStart()[0];
  return `${safe}${head === "<" ? ".xml" : head === "{" || head === "[" ? ".json" : ".txt"}`;
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
  await mkdir(outDir, { recursive: true });
  // In pieces: a run of a million tests is never one string.
  // Past LINES_AFTER tests, a test a line (stream-write.ts).
  const count = allTests(result).length;
  await writeChunks(
    join(outDir, EXPORT_FILES.ctrf),
    jsonListPieces(toCtrf(result, false), ["results", "tests"], count, mapped(allTests(result), ctrfTest)),
  );
  await writeChunks(join(outDir, EXPORT_FILES.junit), junitXmlPieces(result));
  const exercism = exercismParts(result, { readSource });
  await writeChunks(
    join(outDir, EXPORT_FILES.exercism),
    jsonListPieces(exercism.head, ["tests"], count, exercism.tests),
  );
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
    await mkdir(join(outDir, "reports"), { recursive: true });
    for (const name of names) await writeFile(join(outDir, "reports", rawReportFile(name, raw[name]!)), raw[name]!);
  }
  return listFiles(outDir);
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
