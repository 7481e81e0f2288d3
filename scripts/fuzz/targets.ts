// What is fuzzed: every function that reads text out of the sandbox (reports,
// event streams, coverage files, logs), alone and through each adapter's parse().
//
// A reader either returns, or throws the error it throws on purpose for a report it
// cannot read (isRejection); its callers turn that into "report unreadable"
// (run/judge.ts safeParse, normalizeCoverage, report-paths). Anything else that
// escapes (a TypeError, RangeError such as a stack overflow, a regex SyntaxError)
// is a crash. Readers that promise never to throw on content (the line-stream
// readers) are called bare: any exception at all is a crash.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { normalizeCoverage, type CoverageContext } from "../../src/coverage/normalize.js";
import { readCoveragePy } from "../../src/coverage/coverage-py.js";
import { readGoCover } from "../../src/coverage/go-cover.js";
import { readIstanbul } from "../../src/coverage/istanbul.js";
import { readLcov, readLlvmCovLcov } from "../../src/coverage/lcov.js";
import type { CoverageFormat } from "../../src/core/coverage-model.js";
import { readSimplecov } from "../../src/coverage/simplecov.js";
import { readCobertura, readJacoco } from "../../src/coverage/xml-coverage.js";
import { failingLine as exunitFailingLine, splitFailure } from "../../src/frameworks/exunit.js";
import { ADAPTERS } from "../../src/frameworks/index.js";
import { mavenOutputErrors, splitReports } from "../../src/frameworks/maven/index.js";
import { readMochaReport, testsOfMocha } from "../../src/frameworks/mocha/index.js";
import { failingLine as nodeFailingLine, preOrder } from "../../src/frameworks/node-test/index.js";
import { reasonsFromLog } from "../../src/frameworks/phpunit/index.js";
import { settleParsed } from "../../src/core/settle.js";
import type { FrameworkAdapter, ParseInput, ParsedRun, ReportContent } from "../../src/core/adapter-types.js";
import { readUnittestReport } from "../../src/frameworks/unittest.js";
import { installFailureReason } from "../../src/run/install-failure.js";
import { parseReport } from "../../src/ingest/report-paths.js";
import { readExunitEvents } from "../../src/reports/exunit-events.js";
import { GoStreamReader, outputLines, readGoTestStream } from "../../src/reports/go-json.js";
import { errorSummary, readJestJson, testsOf } from "../../src/reports/jest-json.js";
import { filesOfStream, readJestStream, unfinishedOfStream } from "../../src/reports/jest-stream.js";
import { jvmCaseParameters, junitStatus, readJunit } from "../../src/reports/junit.js";
import { backtraceLocations, findPanic, readCargoTestText } from "../../src/reports/libtest-text.js";
import { readNodeTestEvents, readNodeTestOutput } from "../../src/reports/node-test-events.js";
import { readRspecEvents, readRspecJson, scopedIndexes } from "../../src/reports/rspec-json.js";
import { readTeamcity } from "../../src/reports/teamcity.js";
import { readTrx } from "../../src/reports/trx.js";
import { UnsafeXmlError } from "../../src/reports/xml.js";
import { parseResultsJson } from "../../src/ingest/results-input.js";
import { buildCorpus, makeInput, type Corpus, type Format } from "./mutate.js";
import { Rng } from "./rng.js";
import { isDeepStrictEqual } from "node:util";

export const ROOT = new URL("../../", import.meta.url).pathname.replace(/\/$/, "");
export const SEEDS = join(ROOT, "__tests__/fuzz/seeds");
const GOLDEN = join(ROOT, "__tests__/golden");
const PROJECT = "/sandbox/project";

/** The error a reader throws on purpose for a report it cannot read. */
export function isRejection(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof UnsafeXmlError || err.constructor === Error) return true;
  // JSON.parse's verdict on a report; a SyntaxError from building a RegExp is a bug.
  return err.constructor === SyntaxError && !/regular expression/i.test(err.message);
}

/** Calls a reader that may reject the report; a rejection ends here, anything else goes on up as a crash. */
function tolerate<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (err) {
    if (isRejection(err)) return undefined;
    throw err;
  }
}

export interface Target<I = unknown> {
  name: string;
  /** Inputs kept in the repository (recorded reports, edge cases, reproducers of fixed bugs). */
  seeds(): { name: string; input: I }[];
  /** Input number N of a run, rebuilt from the PRNG alone. */
  make(rng: Rng): I;
  /** Reads the input; throws only on a crash. Returns a problem with the output, or null. */
  run(input: I): string | null;
  size(input: I): number;
  encode(input: I): string;
  decode(text: string): I;
}

function readSeedDir(dir: string): { name: string; input: string }[] {
  const path = join(SEEDS, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .sort()
    .filter((f) => statSync(join(path, f)).isFile())
    .map((f) => ({ name: `${dir}/${f}`, input: readFileSync(join(path, f), "utf8") }));
}

interface ReaderSpec {
  name: string;
  format: Format;
  /** Seed folders; the target's own name by default. */
  dirs?: string[];
  /** Lines the mutators may insert: the format's keywords beside the seeds' own lines. */
  lines?: string[];
  read(text: string): string | null | void;
}

function reader(spec: ReaderSpec): Target<string> {
  let corpus: Corpus | null = null;
  let seeds: { name: string; input: string }[] | null = null;
  const loadSeeds = (): { name: string; input: string }[] =>
    (seeds ??= (spec.dirs ?? [spec.name]).flatMap((d) => readSeedDir(d)));
  return {
    name: spec.name,
    seeds: loadSeeds,
    make(rng) {
      corpus ??= buildCorpus(
        spec.format,
        loadSeeds().map((s) => s.input),
        spec.lines,
      );
      return makeInput(rng, corpus);
    },
    run: (text) => spec.read(text) ?? null,
    size: (text) => text.length,
    encode: (text) => text,
    decode: (text) => text,
  };
}

// ---------------------------------------------------------------------------
// output checks: what results.json's schema requires of a test and an error

function checkRun(run: ParsedRun | { tests: unknown[]; errors: unknown[] }): string | null {
  for (const [i, t] of (run.tests as Record<string, unknown>[]).entries()) {
    if (typeof t["id"] !== "string" || t["id"] === "") return `tests[${i}].id is empty or not a string`;
    if (!["passed", "failed", "error", "skipped"].includes(t["status"] as string))
      return `tests[${i}].status ${String(t["status"])}`;
    const d = t["duration_ms"];
    if (d !== null && !(typeof d === "number" && Number.isInteger(d) && d >= 0))
      return `tests[${i}].duration_ms ${String(d)} is not a non-negative integer`;
    const l = t["line"];
    if (l !== null && !(typeof l === "number" && Number.isInteger(l) && l >= 1))
      return `tests[${i}].line ${String(l)} is not a positive integer`;
  }
  for (const [i, e] of (run.errors as Record<string, unknown>[]).entries()) {
    if (typeof e["message"] !== "string" || e["message"] === "") return `errors[${i}].message is empty`;
    const l = e["line"];
    if (l !== undefined && l !== null && !(typeof l === "number" && Number.isInteger(l) && l >= 1))
      return `errors[${i}].line ${String(l)} is not a positive integer`;
  }
  return null;
}

function checkCoverage(format: CoverageFormat, text: string, projectFiles: string[]): string | null {
  const ctx: CoverageContext = { projectPath: PROJECT, projectFiles, toRepo: (rel) => rel };
  const c = normalizeCoverage(format, text, ctx);
  for (const f of c.files) {
    for (const key of ["lines", "statements", "branches", "functions"] as const) {
      const n = f[key];
      if (n && !(Number.isFinite(n.covered) && Number.isFinite(n.total) && n.covered >= 0 && n.total >= 0))
        return `${f.file} ${key} ${JSON.stringify(n)}`;
    }
  }
  return null;
}

const relative = (p: string): string | null => (p.startsWith("/") ? null : p);

const FAKE_SOURCE = [
  'import { test, it, describe } from "x";',
  "class CalcTest {",
  "  def test_a(self):",
  '  it("adds", () => {',
  '  test("a skipped test", () => {});',
  "  public function testAdd(): void",
  "  #[test] fn it_works() {",
  "func TestA(t *testing.T) {",
  '  test "adds" do',
  "}",
].join("\n");

const readSource = (rel: string): string | undefined => (rel.length % 3 === 0 ? undefined : FAKE_SOURCE);

function streamInput(text: string): ParseInput {
  return {
    reports: { stream: { ok: true, text } },
    exitCode: null,
    stdout: "",
    stderr: "",
    timedOut: true,
    timeoutSeconds: 30,
    projectPath: PROJECT,
    readSource,
  };
}

export const READERS: Target<string>[] = [
  reader({
    name: "junit",
    format: "xml",
    read(text) {
      const cases = tolerate(() => readJunit(text)) ?? [];
      for (const c of cases) {
        junitStatus(c);
        jvmCaseParameters(c.name);
      }
    },
  }),
  reader({ name: "trx", format: "xml", read: (text) => void tolerate(() => readTrx(text)) }),
  reader({
    name: "report-paths",
    format: "xml",
    dirs: ["junit", "trx"],
    read(text) {
      const r = tolerate(() => parseReport(text, relative, ["tests/test_a.py", "src/Calc.java"]));
      return r ? checkRun({ tests: r.tests, errors: r.errors ?? [] }) : null;
    },
  }),
  reader({
    name: "results-json",
    format: "json",
    read(text) {
      const r = tolerate(() => parseResultsJson(text));
      tolerate(() => parseReport(text, relative, []));
      return r ? checkRun(r) : null;
    },
  }),
  reader({
    name: "teamcity",
    format: "text",
    lines: [
      "##teamcity[testStarted name='{w}' locationHint='php_qn:///{s}::{w}' flowId='{n}']",
      "##teamcity[testFailed name='{w}' message='|'|n|r|||[|]|0x0041|0xZZ|' details='{s}']",
      "##teamcity[testFinished name='{w}' duration='{n}']",
      "##teamcity[testIgnored name='{w}' message='']",
      "##teamcity[testSuiteStarted name='{w}']",
      "##teamcity[ testStarted name='x']",
    ],
    read: (text) => void readTeamcity(text),
  }),
  reader({
    name: "exunit-events",
    format: "jsonl",
    read(text) {
      const e = readExunitEvents(text);
      for (const t of e.tests) {
        splitFailure(t.message);
        exunitFailingLine(t.frames, t.file);
      }
      for (const m of e.moduleFailures) splitFailure(m.message);
    },
  }),
  reader({
    name: "rspec-json",
    format: "json",
    read(text) {
      const r = tolerate(() => readRspecJson(text));
      for (const e of r?.examples ?? []) scopedIndexes(e.id);
    },
  }),
  reader({ name: "rspec-events", format: "jsonl", read: (text) => void readRspecEvents(text) }),
  reader({
    name: "go-json",
    format: "jsonl",
    read(text) {
      const s = readGoTestStream(text);
      for (const t of s.tests) outputLines(t.output);
      for (const p of s.packages) outputLines(p.output);
      // Read as go writes it (pieces cut anywhere, lines and characters split), the
      // stream must give what it gives whole: the engine uses either.
      const pieces = new GoStreamReader();
      for (let at = 0, step = 1; at < text.length; at += step, step = 1 + ((step * 7 + 3) % 97)) {
        pieces.push(text.slice(at, at + step));
      }
      return isDeepStrictEqual(pieces.end(), s) ? null : "read in pieces, the stream gave another result than whole";
    },
  }),
  reader({
    name: "jest-json",
    format: "json",
    read(text) {
      const r = readJestJson(text);
      if (!r.ok) return;
      for (const f of r.files) errorSummary(f.message);
      testsOf(r.files, PROJECT);
    },
  }),
  reader({
    name: "jest-stream",
    format: "jsonl",
    read(text) {
      const format = text.includes("vitest") ? "testcage-vitest-stream/1" : "testcage-jest-stream/1";
      const s = readJestStream(text, format);
      filesOfStream(s);
      unfinishedOfStream(s, streamInput(text), "jest");
    },
  }),
  reader({
    name: "libtest-text",
    format: "text",
    lines: [
      "     Running unittests src/lib.rs (target/debug/deps/a-0123456789abcdef)",
      "     Running tests/{w}.rs (target/debug/deps/api-0123456789abcdef)",
      "   Doc-tests {w}",
      "running {n} tests",
      "test {w} ... ok",
      "test {w} ... FAILED",
      "test {w} ... ignored, {s}",
      "test {w} - should panic ... ok",
      "test {w} ... ",
      "---- {w} stdout ----",
      "thread '{w}' panicked at src/lib.rs:{n}:{n}:",
      "thread '{w}' (12) panicked at '{s}', src/lib.rs:{n}:{n}",
      "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
      "failures:",
      "successes:",
      "    {w}",
      "test result: FAILED. {n} passed; {n} failed; {n} ignored; 0 measured; {n} filtered out; finished in 0.00s",
      "test {w} has been running for over 60 seconds",
      "error[E0308]: mismatched types",
      "  --> src/lib.rs:{n}:{n}",
      "error: could not compile `a` (lib test) due to 1 previous error",
      "Caused by:",
      "  process didn't exit successfully: `x` (exit status: 101)",
      "             at ./src/lib.rs:{n}:{n}",
    ],
    read(text) {
      const s = readCargoTestText(text);
      for (const t of s.targets) {
        for (const out of t.outputs.values()) {
          const lines = out.split("\n");
          findPanic(lines);
          backtraceLocations(lines);
        }
      }
    },
  }),
  reader({
    name: "node-test-events",
    format: "jsonl",
    read(text) {
      const e = readNodeTestEvents(text);
      preOrder(e.tests);
      preOrder(e.starts);
      for (const t of e.tests) nodeFailingLine(t.error?.stack ?? null, t.file);
    },
  }),
  reader({ name: "node-test-output", format: "jsonl", read: (text) => void readNodeTestOutput(text) }),
  reader({
    name: "mocha-harness",
    format: "jsonl",
    read: (text) => void testsOfMocha(readMochaReport(text), PROJECT),
  }),
  reader({
    name: "unittest-harness",
    format: "jsonl",
    read: (text) => void readUnittestReport(text),
  }),
  reader({
    name: "maven-surefire",
    format: "xml",
    lines: [
      "<!-- testcage-report ./{w}/target/surefire-reports/TEST-{w}.xml -->",
      "[ERROR] {s}",
      "[INFO] BUILD FAILURE",
    ],
    read(text) {
      for (const f of splitReports(text)) tolerate(() => readJunit(f.xml));
      mavenOutputErrors(text, PROJECT);
    },
  }),
  reader({
    name: "install-failure",
    format: "text",
    lines: ["npm error {s}", "npm ERR! code E{n}", "ERROR: {s}", "error[E0{n}]: {s}", "E: {s}", "fatal: {s}", "  {s}"],
    read: (text) => void installFailureReason(text, text),
  }),
  reader({ name: "phpunit-log", format: "text", dirs: ["teamcity"], read: (text) => void reasonsFromLog(text) }),
  // coverage: the reader alone (it may reject), then the engine's one entry point, which never throws
  reader({
    name: "coverage-py",
    format: "json",
    read: (text) => (tolerate(() => readCoveragePy(text)), checkCoverage("coverage.py", text, [])),
  }),
  reader({
    name: "istanbul",
    format: "json",
    read: (text) => (tolerate(() => readIstanbul(text)), checkCoverage("istanbul", text, [])),
  }),
  reader({
    name: "go-cover",
    format: "text",
    lines: ["mode: set", "mode: atomic", "{w}.go:{n}.{n},{n}.{n} {n} {n}", "example.com/m/a.go:1.1,99999999.2 1 1"],
    read: (text) => (readGoCover(text), checkCoverage("go", text, [])),
  }),
  reader({
    name: "lcov",
    format: "text",
    lines: [
      "SF:{s}",
      "DA:{n},{n}",
      "BRDA:{n},{n},{n},{n}",
      "BRDA:1,0,0,-",
      "FN:{n},{w}",
      "FNDA:{n},{w}",
      "LF:{n}",
      "LH:{n}",
      "BRF:{n}",
      "BRH:{n}",
      "FNF:{n}",
      "FNH:{n}",
      "end_of_record",
    ],
    read(text) {
      readLcov(text);
      readLlvmCovLcov(text);
      return checkCoverage("lcov", text, []) ?? checkCoverage("llvm-cov", text, ["src/lib.rs"]);
    },
  }),
  reader({
    name: "simplecov",
    format: "json",
    read: (text) => (tolerate(() => readSimplecov(text)), checkCoverage("simplecov", text, [])),
  }),
  reader({
    name: "jacoco",
    format: "xml",
    read: (text) => (
      tolerate(() => readJacoco(text)),
      checkCoverage("jacoco", text, ["src/main/java/com/acme/Calc.java"])
    ),
  }),
  reader({
    name: "cobertura",
    format: "xml",
    read: (text) => (tolerate(() => readCobertura(text)), checkCoverage("cobertura", text, [])),
  }),
];

// ---------------------------------------------------------------------------
// adapters: a recorded run with one or more of its parts mutated

/** An adapter's parse input as stored: a report is its text, or null when it was not written. */
export interface AdapterCase {
  exitCode: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  reports: Record<string, string | null>;
}

function goldenCases(id: string): { name: string; input: AdapterCase }[] {
  const dir = join(GOLDEN, id);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .filter((c) => existsSync(join(dir, c, "run.json")))
    .map((c) => {
      const run = JSON.parse(readFileSync(join(dir, c, "run.json"), "utf8")) as {
        exitCode: number | null;
        timedOut: boolean;
        stdout: string;
        stderr: string;
        reports: Record<string, { file: string } | { problem: string }>;
      };
      const reports: Record<string, string | null> = {};
      for (const [name, entry] of Object.entries(run.reports))
        reports[name] = "file" in entry ? readFileSync(join(dir, c, "reports", entry.file), "utf8") : null;
      return {
        name: `golden/${id}/${c}`,
        input: { exitCode: run.exitCode, timedOut: run.timedOut, stdout: run.stdout, stderr: run.stderr, reports },
      };
    });
}

function sniff(texts: string[]): Format {
  const sample = texts.find((t) => t.trim() !== "") ?? "";
  const t = sample.trimStart();
  if (t.startsWith("<")) return "xml";
  const lines = t.split("\n").filter((l) => l.trim() !== "");
  if (lines.length > 1 && lines.every((l) => l.trimStart().startsWith("{"))) return "jsonl";
  try {
    JSON.parse(t);
    return "json";
  } catch {
    return "text";
  }
}

function toParseInput(c: AdapterCase): ParseInput {
  const reports: Record<string, ReportContent> = {};
  for (const [name, text] of Object.entries(c.reports)) {
    reports[name] =
      text === null ? { ok: false, problem: "missing", detail: `${name} was not written` } : { ok: true, text };
  }
  return {
    reports,
    exitCode: c.exitCode,
    stdout: c.stdout,
    stderr: c.stderr,
    timedOut: c.timedOut,
    timeoutSeconds: 30,
    projectPath: PROJECT,
    readSource,
  };
}

function adapterTarget(adapter: FrameworkAdapter): Target<AdapterCase> {
  const name = `adapter-${adapter.id}`;
  let seeds: { name: string; input: AdapterCase }[] | null = null;
  const corpora = new Map<string, Corpus>();
  const loadSeeds = (): { name: string; input: AdapterCase }[] =>
    (seeds ??= [
      ...goldenCases(adapter.id),
      ...readSeedDir(name).map((s) => ({ name: s.name, input: JSON.parse(s.input) as AdapterCase })),
    ]);
  const corpusOf = (part: string): Corpus => {
    let c = corpora.get(part);
    if (!c) {
      const texts = loadSeeds()
        .map((s) => (part === "stdout" || part === "stderr" ? s.input[part] : s.input.reports[part]))
        .filter((t): t is string => typeof t === "string" && t !== "");
      c = buildCorpus(part === "stdout" || part === "stderr" ? "text" : sniff(texts), texts.length ? texts : [""]);
      corpora.set(part, c);
    }
    return c;
  };
  return {
    name,
    seeds: loadSeeds,
    make(rng) {
      const base = rng.pick(loadSeeds()).input;
      const c: AdapterCase = { ...base, reports: { ...base.reports } };
      const names = [...new Set(loadSeeds().flatMap((s) => Object.keys(s.input.reports)))];
      for (let n = rng.count(3); n > 0; n--) {
        const part = rng.weighted<string>([
          [6, rng.pick(names.length ? names : ["stdout"])],
          [2, "stdout"],
          [1, "stderr"],
          [1, "exit"],
        ]);
        if (part === "exit") {
          c.exitCode = rng.pick([0, 1, 2, null, -1, 137, 255, 2 ** 31]);
          c.timedOut = rng.chance(0.3);
        } else if (part === "stdout" || part === "stderr") {
          c[part] = makeInput(rng, corpusOf(part));
        } else if (rng.chance(0.08)) {
          c.reports[part] = null;
        } else {
          c.reports[part] = makeInput(rng, corpusOf(part));
        }
      }
      return c;
    },
    run(c) {
      // As the engine calls it (run/judge.ts safeParse): the parse, then the schema's bounds.
      const parsed = tolerate(() => settleParsed(adapter.parse(toParseInput(c))));
      if (adapter.liveStatus) for (const line of c.stdout.split("\n").slice(0, 10_000)) adapter.liveStatus(line);
      return parsed ? checkRun(parsed) : null;
    },
    size: (c) => c.stdout.length + c.stderr.length + Object.values(c.reports).reduce((s, t) => s + (t?.length ?? 0), 0),
    encode: (c) => JSON.stringify(c, null, 1),
    decode: (text) => JSON.parse(text) as AdapterCase,
  };
}

export const ADAPTER_TARGETS: Target<AdapterCase>[] = ADAPTERS.map(adapterTarget);

export const TARGETS: Target[] = [...READERS, ...ADAPTER_TARGETS] as Target[];

export function targetByName(name: string): Target | undefined {
  return TARGETS.find((t) => t.name === name);
}

/** Input number `index` of target `name` in the run seeded `seed`. */
export function inputOf(target: Target, seed: string, index: number): unknown {
  return target.make(new Rng(`${seed}/${target.name}/${index}`));
}
