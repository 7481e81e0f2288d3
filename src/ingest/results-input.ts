// Publishing an earlier run's results.json (the workflow_run pattern for fork
// pull requests: the untrusted run uploads results, a trusted workflow publishes
// them). The file was written where a fork's code ran, so it is hostile input:
// checked field by field before anything renders it, and size-capped.

import {
  ERROR_KINDS,
  type RunResult,
  type ShardInfo,
  type TestAttempt,
  type TestResult,
  type RunError,
} from "../core/model.js";
import { MAX_SHARDS } from "../select/shard.js";
import { readReportFile } from "../core/safe-read.js";
import { settleError, settleTest } from "../core/settle.js";
import { cleanText } from "../core/text.js";

export const RESULTS_INPUT_MAX_BYTES = 64 * 1024 * 1024;

const TEST_STATUSES = new Set(["passed", "failed", "error", "skipped"]);
const RUN_STATUSES = new Set(["pass", "fail", "error"]);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const strOrNull = (v: unknown): string | null => (typeof v === "string" ? v : null);
/** A string, number or boolean as text; anything else (an object whose "toString" is not a function) is `fallback`. */
const scalar = (v: unknown, fallback: string): string =>
  typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : fallback;
const intOrNull = (v: unknown): number | null =>
  typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.floor(v) : null;

function test(v: unknown, i: number): TestResult {
  if (
    !isObj(v) ||
    typeof v["name"] !== "string" ||
    typeof v["id"] !== "string" ||
    cleanText(v["id"]) === "" ||
    !TEST_STATUSES.has(v["status"] as string)
  ) {
    throw new Error(
      `tests[${i}] needs a non-empty string id, a string name and a status of passed, failed, error or skipped`,
    );
  }
  const suite = Array.isArray(v["suite"]) ? v["suite"].filter((s): s is string => typeof s === "string") : [];
  const file = strOrNull(v["file"]);
  const attempts = attemptsOf(v["attempts"]);
  // flaky is believed only of a passed test whose attempts show a failure before the pass.
  const flaky =
    v["flaky"] === true &&
    v["status"] === "passed" &&
    attempts !== null &&
    attempts.some((a) => a.status === "failed" || a.status === "error");
  return {
    id: v["id"],
    name: v["name"],
    suite,
    status: v["status"] as TestResult["status"],
    duration_ms: intOrNull(v["duration_ms"]),
    // Annotations go to these paths: only plain repo-relative ones.
    file: file && !file.startsWith("/") && !file.split("/").includes("..") ? file : null,
    line: intOrNull(v["line"]),
    message: strOrNull(v["message"]),
    stack: strOrNull(v["stack"]),
    stdout: strOrNull(v["stdout"]),
    stderr: strOrNull(v["stderr"]),
    ...(flaky ? { flaky } : {}),
    ...(attempts ? { attempts } : {}),
    ...tagsOf(v["tags"]),
  };
}

/** A rerun test's attempts (retries.ts): at most MAX_ATTEMPTS well-formed entries, else none. */
const MAX_ATTEMPTS = 11;
function attemptsOf(v: unknown): TestAttempt[] | null {
  if (!Array.isArray(v) || v.length < 2 || v.length > MAX_ATTEMPTS) return null;
  const attempts: TestAttempt[] = [];
  for (const a of v) {
    if (!isObj(a) || !TEST_STATUSES.has(a["status"] as string)) return null;
    attempts.push({
      attempt: attempts.length + 1,
      status: a["status"] as TestAttempt["status"],
      duration_ms: intOrNull(a["duration_ms"]),
      message: strOrNull(a["message"]),
    });
  }
  return attempts;
}

/** A test's tags (since 1.5.0), kept through merge: strings only, a bounded number of bounded length. */
function tagsOf(v: unknown): { tags?: string[] } {
  if (!Array.isArray(v)) return {};
  const tags = v.filter((t): t is string => typeof t === "string" && t !== "" && t.length <= 200).slice(0, 100);
  return tags.length ? { tags } : {};
}

function runError(v: unknown, i: number): RunError {
  if (
    !isObj(v) ||
    typeof v["message"] !== "string" ||
    // Empty once cleaned (settleError): nothing but control characters is no message.
    cleanText(v["message"]) === "" ||
    !(ERROR_KINDS as readonly string[]).includes(v["kind"] as string)
  ) {
    throw new Error(`errors[${i}] needs a known kind and a non-empty message`);
  }
  const file = strOrNull(v["file"]);
  return {
    kind: v["kind"] as RunError["kind"],
    message: v["message"],
    file: file && !file.startsWith("/") && !file.split("/").includes("..") ? file : null,
    line: intOrNull(v["line"]),
    details: strOrNull(v["details"]),
  };
}

/** A shard of 1..MAX_SHARDS, or nothing: anything else is dropped, never trusted. */
function shardOf(v: unknown): ShardInfo | null {
  if (!isObj(v)) return null;
  const { index, total } = v;
  if (!Number.isInteger(index) || !Number.isInteger(total)) return null;
  const [k, n] = [index as number, total as number];
  return n >= 1 && n <= MAX_SHARDS && k >= 1 && k <= n ? { index: k, total: n } : null;
}

/** Parses and checks a results.json; the summary is recomputed from the tests, never trusted. */
export function parseResultsJson(text: string): RunResult {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (err) {
    throw new Error(`not JSON: ${(err as Error).message}`);
  }
  return resultsFromValue(v);
}

/** parseResultsJson for a document already parsed as JSON (the result cache reads its own key first). */
export function resultsFromValue(v: unknown): RunResult {
  if (!isObj(v) || v["version"] === undefined || !RUN_STATUSES.has(v["status"] as string)) {
    throw new Error("not a testcage results.json (needs version and a status of pass, fail or error)");
  }
  if (!Array.isArray(v["tests"]) || !Array.isArray(v["errors"])) throw new Error("tests and errors must be arrays");
  const tests = v["tests"].map((t, i) => settleTest(test(t, i)));
  const errors = v["errors"].map((e, i) => settleError(runError(e, i)));
  const count = (s: TestResult["status"]): number => tests.filter((t) => t.status === s).length;
  const summary = isObj(v["summary"]) ? v["summary"] : {};
  const framework = isObj(v["framework"]) && typeof v["framework"]["id"] === "string" ? v["framework"] : null;
  // The status must agree with the tests: a report that claims success with failures listed is not believed.
  let status = v["status"] as RunResult["status"];
  if (status === "pass" && (count("failed") || count("error") || errors.length)) status = "fail";
  const shard = shardOf(v["shard"]);
  return {
    version: scalar(v["version"], ""),
    status,
    message: strOrNull(v["message"]) ?? "",
    framework: framework
      ? {
          id: scalar(framework["id"], ""),
          name: scalar(framework["name"], scalar(framework["id"], "")),
          reason: scalar(framework["reason"], ""),
          ...notesOf(framework["notes"]),
        }
      : null,
    // The sandbox facts come from the other run and cannot be checked here; not shown as ours.
    sandbox: null,
    summary: {
      total: tests.length,
      passed: count("passed"),
      failed: count("failed"),
      errored: count("error"),
      skipped: count("skipped"),
      duration_ms: intOrNull(summary["duration_ms"]) ?? 0,
    },
    tests,
    errors,
    command: null,
    exit_code: intOrNull(v["exit_code"]),
    started_at: strOrNull(v["started_at"]) ?? new Date(0).toISOString(),
    finished_at: strOrNull(v["finished_at"]) ?? new Date(0).toISOString(),
    working_directory: strOrNull(v["working_directory"]) ?? ".",
    logs: { stdout: "", stderr: "", truncated: false },
    tool: { name: "testcage", version: isObj(v["tool"]) ? scalar(v["tool"]["version"], "") : "" },
    ...(shard ? { shard } : {}),
  };
}

/** At most this many of framework.notes are kept (a merge's too), each at most NOTE_CHARS characters. */
export const MAX_NOTES = 10;
const NOTE_CHARS = 2000;

/**
 * framework.notes (how what ran may differ from the project's own test command): text
 * the other run says, kept as it said it (the summary escapes it as it does messages),
 * bounded; absent when there is none.
 */
function notesOf(v: unknown): { notes?: string[] } {
  if (!Array.isArray(v)) return {};
  const notes = v
    .filter((n): n is string => typeof n === "string" && cleanText(n) !== "")
    .slice(0, MAX_NOTES)
    .map((n) => (n.length > NOTE_CHARS ? `${n.slice(0, NOTE_CHARS)}…` : n));
  return notes.length ? { notes } : {};
}

export async function readResultsFile(path: string): Promise<RunResult> {
  const content = await readReportFile(path, RESULTS_INPUT_MAX_BYTES);
  if (!content.ok) throw new Error(`${path}: ${content.detail}`);
  return parseResultsJson(content.text);
}

/** The action's results-file: one path, or several paths and globs, one a line or comma-separated. */
export function resultsFileEntries(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((v) => v.trim())
    .filter((v) => v !== "");
}
