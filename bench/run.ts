// `npm run bench` (`npm run bench -- --rounds 9` for more rounds): a MEASUREMENT, not a
// test. It prints tables and writes bench/results/latest.json plus a timestamped copy;
// it has no pass/fail thresholds and exits 0 whatever the numbers are (docs/architecture.md §7).
//
// 1. Sandbox overhead. Two small suites (__tests__/samples/pytest/pass and go/pass) are
//    run in every mode:
//      bare          the framework itself, as a user would type it, in a temp copy of the
//                    sample: `python3 -m pytest -q`, `go test -count=1 ./...` (-count=1
//                    because testcage always passes it; without it go would answer from
//                    its test cache after the warm-up and run nothing);
//      process       node <cli> run <dir> --sandbox process
//      docker-runc   ... --sandbox docker
//      docker-runsc  ... --sandbox docker --runtime runsc (gVisor)
//      service       ... --sandbox service --service-container testcage-bench-svc-<lang>, a
//                    long-lived container the bench starts from the runner image (whose
//                    default command idles) and removes at the end, also on failure.
//      process-cache-off, docker-runc-cache-off   ... --build-cache off: the cold path.
//      docker-runc-toolchain-image   ... --sandbox docker --toolchain image: the image's Go or
//                    Rust instead of the runner's (the default for docker, toolchain: runner).
//    Every sandbox mode uses the default options (build-cache: run: the bare run's own warm
//    caches, laid read-only under the run), so "added" is what a user pays by default.
//    One warm-up round (not counted) fills the caches, then N rounds (default 5) run
//    round-robin — bare, process, docker-runc, docker-runsc, service, bare, ... — so drift
//    (other load, thermal, caches) hits every mode alike. <cli> is a private copy of
//    dist/cli.js taken at the start, so a concurrent `node scripts/build.mjs` cannot
//    change or remove the bundle mid-run (its sha256 is in the results).
//    Read the table as: wall seconds (median, min, max over the counted rounds), ×bare =
//    median(mode) / median(bare), added = median(mode) - median(bare) in seconds — the
//    absolute cost a user pays per run, which is what the targets below talk about.
//    "peak RSS" is GNU time's %M (ru_maxrss): the largest single process of what was
//    started — the CLI's node for the sandboxes (or the tests, if bigger, in the process
//    sandbox; container processes are not children and are not counted), the framework
//    for bare. Without /usr/bin/time it is the VmHWM of the started process, polled
//    every 20 ms. A mode whose CLI answers exit 2 with a sandbox-unavailable /
//    docker-unavailable error is shown as "unavailable" with the message, and the others
//    still run; a run that fails otherwise is listed and left out of the statistics.
//    The closing lines compare the added seconds with the targets:
//    docker adds ≤ 1.0 s, service adds ≤ 0.3 s.
//
// 2. Parse cost. adapter.parse (src/frameworks) on synthetic reports of 1k, 10k and 50k
//    tests, scaled from the recorded goldens: the pytest JUnit XML of
//    __tests__/golden/pytest/mixed (test cases repeated with new names and files) and the
//    go test -json stream of __tests__/golden/go/mixed (packages repeated under r<N>/).
//    ms/MB = median parse time per 10^6 bytes of report, in steady state (JIT warmed on
//    the smallest report first, no forced GC around timed parses). From one more,
//    untimed parse after a forced GC: "heap ×size" = heap growth during the parse
//    divided by the report's size (net of young-generation collections during it, so
//    not the peak); "retained ×size" = what is still on the heap after a second forced
//    GC while the result is held (the parsed run itself). ms/MB that stays flat or falls
//    as the size grows means no super-linear behaviour.
//
// `npm run bench -- ingest` measures report ingest (report-paths) at scale instead:
// see bench/ingest.ts. `npm run bench -- shards` measures --shard: see bench/shards.ts.

import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, release, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { adapterById } from "../src/frameworks/index.js";
import { ingestBench, parseSizes, printIngest } from "./ingest.js";
import { cacheBench, printCache } from "./cache.js";
import { printShards, shardBench } from "./shards.js";
import type { FrameworkAdapter, ParseInput } from "../src/core/adapter-types.js";
import { defaultImage } from "../src/sandbox/docker.js";
import { readSourceFile } from "../src/core/source.js";
import { loadParseInput, MASKED_PROJECT, ROOT, SAMPLES } from "../__tests__/helpers/golden.js";

// ---------------------------------------------------------------------------
// options and setup

const { values: flags, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    rounds: { type: "string" },
    sizes: { type: "string", default: "10k,100k,300k" },
    tests: { type: "string", default: "2400" },
    cli: { type: "string" },
    suites: { type: "string" },
    modes: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (flags.help) {
  process.stdout.write(
    "usage: npm run bench [-- --rounds N] [--suites pytest/pass,go/pass,real-world/spf13-cast] [--modes process,docker-runc]\n" +
      "         (default 5 counted rounds after 1 warm-up; every suite; every mode, bare always)\n" +
      "       npm run bench -- ingest [--sizes 10k,100k,300k,1m] [--rounds N] [--cli path/to/cli.js]\n" +
      "         (report ingest, default 3 rounds, the CLI of dist/ unless --cli names another bundle)\n",
  );
  process.exit(0);
}
const INGEST = positionals[0] === "ingest";
const CACHE = positionals[0] === "cache";
const SHARDS = positionals[0] === "shards";
const KIND = INGEST || CACHE || SHARDS;
if (positionals.length > (KIND ? 1 : 0)) {
  process.stderr.write(`bench: unknown argument '${positionals[KIND ? 1 : 0]}'; see --help\n`);
  process.exit(2);
}
const ROUNDS = Number(flags.rounds ?? (INGEST || CACHE ? "3" : SHARDS ? "1" : "5"));
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  process.stderr.write(`bench: --rounds must be a positive integer, not '${flags.rounds}'\n`);
  process.exit(2);
}

const TIME_BIN = "/usr/bin/time";
const USE_TIME = existsSync(TIME_BIN);
const RUN_TIMEOUT_MS = 300_000;
const BENCH_LABEL = "dev.testcage.bench=1";
const RESULTS_DIR = join(ROOT, "bench/results");

const work = mkdtempSync(join(tmpdir(), "testcage-bench-"));
const serviceContainers: string[] = [];
let cleanedUp = false;

/** Idempotent and synchronous, so it also works from signal and exit handlers. */
function cleanup(): void {
  if (cleanedUp) return;
  cleanedUp = true;
  if (serviceContainers.length) spawnSync("docker", ["rm", "-f", ...serviceContainers], { stdio: "ignore" });
  rmSync(work, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    process.stderr.write(`\nbench: ${signal}, removing the service containers and temp files\n`);
    cleanup();
    process.exit(130);
  });
}

const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** A private copy of the CLI bundle: dist/ may be rebuilt (rm -rf + rename) while the bench runs. */
async function snapshotCli(): Promise<{ path: string; sha256: string }> {
  const src = flags.cli ?? join(ROOT, "dist/cli.js");
  const dir = join(work, "cli");
  mkdirSync(dir, { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      cpSync(src, join(dir, "cli.js"));
      writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
      const check = spawnSync(process.execPath, [join(dir, "cli.js"), "--version"], { encoding: "utf8" });
      if (check.status === 0) {
        const sha256 = createHash("sha256")
          .update(readFileSync(join(dir, "cli.js")))
          .digest("hex");
        return { path: join(dir, "cli.js"), sha256 };
      }
    } catch {
      // dist/ is being rebuilt; try again shortly.
    }
    if (Date.now() > deadline) throw new Error(`no working ${src} after 3 minutes; run node scripts/build.mjs`);
    log("bench: waiting for dist/cli.js (a build is in progress?)");
    await new Promise((r) => setTimeout(r, 2000));
  }
}

function firstLineOf(command: string, args: string[]): string {
  const r = spawnSync(command, args, { encoding: "utf8" });
  return r.status === 0 ? `${r.stdout}${r.stderr}`.trim().split("\n")[0]! : "unavailable";
}

// ---------------------------------------------------------------------------
// one measured process

interface Sample {
  wallS: number;
  maxRssKb: number | null;
  /** User + system CPU seconds (GNU time %U + %S): on a machine shared with other work, steadier than wall time. */
  cpuS: number | null;
  exitCode: number | null;
  signal: string | null;
  output: string;
}

/** Wall time from spawn to exit (pipes drained), and peak RSS; output kept for messages. */
function measure(argv: string[], cwd: string): Promise<Sample> {
  const rssFile = join(work, "rss.txt");
  rmSync(rssFile, { force: true });
  const full = USE_TIME ? [TIME_BIN, "-f", "%M %U %S", "-o", rssFile, ...argv] : argv;
  return new Promise((resolvePromise, reject) => {
    let output = "";
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString("utf8")).slice(-16_384);
    };
    const started = performance.now();
    const child = spawn(full[0]!, full.slice(1), { cwd, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let hwmKb: number | null = null;
    const poll = USE_TIME
      ? null
      : setInterval(() => {
          try {
            const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
            if (m) hwmKb = Number(m[1]);
          } catch {
            // The process is gone; keep the last value read.
          }
        }, 20);
    const timer = setTimeout(() => child.kill("SIGKILL"), RUN_TIMEOUT_MS);
    child.on("error", (err) => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      reject(err);
    });
    child.on("close", (code, signal) => {
      const wallS = (performance.now() - started) / 1000;
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      let maxRssKb = hwmKb;
      let cpuS: number | null = null;
      if (USE_TIME && existsSync(rssFile)) {
        // GNU time writes "Command exited with non-zero status N" first when it is so.
        const last = readFileSync(rssFile, "utf8").trim().split("\n").pop() ?? "";
        const m = /^(\d+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(last);
        maxRssKb = m ? Number(m[1]) : null;
        cpuS = m ? Number(m[2]) + Number(m[3]) : null;
      }
      resolvePromise({ wallS, maxRssKb, cpuS, exitCode: code, signal, output });
    });
  });
}

// ---------------------------------------------------------------------------
// suites and modes

// Every sandbox mode runs with the default options (build-cache: run, the runner's own caches as
// read-only layers); the two "-cache-off" modes are the cold path (build-cache: off) beside them,
// and "docker-runc-toolchain-image" the image's toolchain instead of the runner's (toolchain: image).
const MODE_IDS = [
  "bare",
  "process",
  "docker-runc",
  "docker-runsc",
  "service",
  "process-cache-off",
  "docker-runc-cache-off",
  "docker-runc-toolchain-image",
] as const;
type ModeId = (typeof MODE_IDS)[number];
// --modes narrows a run to some modes (bare is always measured: every ratio is to it).
const MODES: readonly ModeId[] = flags.modes
  ? [
      "bare" as ModeId,
      ...flags.modes.split(",").map((name): ModeId => {
        const mode = MODE_IDS.find((m) => m === name.trim());
        if (!mode) {
          process.stderr.write(`bench: no mode '${name}'; one of ${MODE_IDS.join(", ")}\n`);
          process.exit(2);
        }
        return mode;
      }),
    ].filter((m, i, all) => all.indexOf(m) === i)
  : MODE_IDS;

interface Suite {
  name: string;
  language: string;
  /** What a user types in the project folder. */
  bare: string[];
  /** The project folder, when not __tests__/samples/<name>. */
  dir?: string;
}

const ALL_SUITES: Suite[] = [
  { name: "pytest/pass", language: "python", bare: ["python3", "-m", "pytest", "-q"] },
  { name: "go/pass", language: "go", bare: ["go", "test", "-count=1", "./..."] },
  // A real module (the corpus's spf13/cast, fetched by scripts/fetch-real-world.sh) whose
  // test build pulls in its dependencies: what a warm module and build cache save.
  {
    name: "real-world/spf13-cast",
    language: "go",
    bare: ["go", "test", "-count=1", "./..."],
    dir: join(ROOT, ".tmp", "real-world", "spf13-cast"),
  },
  // The corpus's expr: 66,629 table-driven subtests that take 9-10 s natively, where what a
  // run adds per test (its stream read, stored and exported) shows beside a fixed cost.
  {
    name: "real-world/expr",
    language: "go",
    bare: ["go", "test", "-count=1", "./..."],
    dir: join(ROOT, ".tmp", "real-world", "expr"),
  },
  // With the runner's ~/.m2 warm (the bare run's), the install phase downloads nothing.
  { name: "maven/pass", language: "java", bare: ["mvn", "-B", "-q", "test"] },
  // A crate with registry dependencies (the corpus's either: serde_json and its own),
  // its target/ left by the bare run as an earlier step of the job would leave it.
  {
    name: "real-world/either",
    language: "rust",
    bare: ["cargo", "test", "-q"],
    dir: join(ROOT, ".tmp", "real-world", "either"),
  },
];
const SUITES = flags.suites
  ? flags.suites.split(",").map((name) => {
      const suite = ALL_SUITES.find((s) => s.name === name.trim());
      if (!suite) {
        process.stderr.write(`bench: no suite '${name}'; one of ${ALL_SUITES.map((s) => s.name).join(", ")}\n`);
        process.exit(2);
      }
      return suite;
    })
  : ALL_SUITES;

interface Run {
  round: number;
  warmup: boolean;
  wall_s: number;
  max_rss_kb: number | null;
  exit_code: number | null;
  ok: boolean;
  message?: string;
}

interface ModeState {
  mode: ModeId;
  command: string[];
  unavailable: string | null;
  runs: Run[];
}

interface Stats {
  n: number;
  median_s: number;
  min_s: number;
  max_s: number;
  median_rss_mb: number | null;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function stats(runs: Run[]): Stats | null {
  const counted = runs.filter((r) => !r.warmup && r.ok);
  if (!counted.length) return null;
  const walls = counted.map((r) => r.wall_s);
  const rss = counted.map((r) => r.max_rss_kb).filter((v): v is number => v !== null);
  return {
    n: counted.length,
    median_s: median(walls),
    min_s: Math.min(...walls),
    max_s: Math.max(...walls),
    median_rss_mb: rss.length ? median(rss) / 1024 : null,
  };
}

interface CliResult {
  status?: string;
  message?: string;
  errors?: { kind?: string; message?: string }[];
}

function readCliResult(outDir: string): CliResult | null {
  try {
    return JSON.parse(readFileSync(join(outDir, "results.json"), "utf8")) as CliResult;
  } catch {
    return null;
  }
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split("\n")
      .filter((l) => !/^Command exited with non-zero status/.test(l))
      .pop() ?? ""
  );
}

async function runOnce(state: ModeState, cwd: string, round: number, outDir: string): Promise<Run> {
  const sample = await measure(state.command, cwd);
  const run: Run = {
    round,
    warmup: round === 0,
    wall_s: sample.wallS,
    max_rss_kb: sample.maxRssKb,
    exit_code: sample.exitCode,
    ok: sample.exitCode === 0,
  };
  if (run.ok) return run;
  const how = sample.signal ? `killed by ${sample.signal}` : `exit ${sample.exitCode}`;
  if (state.mode === "bare") {
    run.message = `${how}: ${lastLine(sample.output)}`;
    return run;
  }
  const result = readCliResult(outDir);
  const unavailable = result?.errors?.find((e) => e.kind === "sandbox-unavailable" || e.kind === "docker-unavailable");
  if (sample.exitCode === 2 && unavailable) {
    state.unavailable = unavailable.message ?? result?.message ?? "unavailable";
    run.message = state.unavailable;
    return run;
  }
  run.message = `${how}: ${result?.message ?? lastLine(sample.output)}`;
  return run;
}

/** Starts the service container; returns its name, or throws with the reason. */
function startService(suite: Suite): string {
  const name = `testcage-bench-svc-${suite.language}`;
  spawnSync("docker", ["rm", "-f", name], { stdio: "ignore" }); // a leftover of an interrupted bench
  serviceContainers.push(name);
  const r = spawnSync(
    "docker",
    ["run", "-d", "--name", name, "--network", "none", "--label", BENCH_LABEL, defaultImage(suite.language)],
    { encoding: "utf8" },
  );
  if (r.status !== 0) {
    throw new Error(`could not start ${name}: ${lastLine(`${r.stdout ?? ""}${r.stderr ?? ""}`) || r.error?.message}`);
  }
  return name;
}

interface SuiteReport {
  suite: string;
  bare_command: string;
  modes: {
    mode: ModeId;
    command: string;
    status: "ok" | "unavailable" | "failed";
    message: string | null;
    stats: Stats | null;
    ratio_to_bare: number | null;
    added_s: number | null;
    failed_runs: number;
    runs: Run[];
  }[];
}

async function overhead(cli: string): Promise<SuiteReport[]> {
  const plan = SUITES.map((suite) => {
    const sampleDir = suite.dir ?? join(SAMPLES, suite.name);
    if (!existsSync(sampleDir)) {
      spawnSync("bash", [join(ROOT, "scripts", "fetch-real-world.sh")], { stdio: "inherit" });
    }
    const bareDir = join(work, "bare", suite.name);
    cpSync(sampleDir, bareDir, { recursive: true });
    let service: string | null = null;
    let serviceProblem: string | null = null;
    try {
      service = startService(suite);
    } catch (err) {
      serviceProblem = (err as Error).message;
      log(`bench: service unavailable for ${suite.name}: ${serviceProblem}`);
    }
    const out = join(work, "out", suite.name);
    const cliArgs = (mode: ModeId): string[] => {
      switch (mode) {
        case "process":
          return ["--sandbox", "process"];
        case "docker-runc":
          return ["--sandbox", "docker"];
        case "docker-runsc":
          return ["--sandbox", "docker", "--runtime", "runsc"];
        case "process-cache-off":
          return ["--sandbox", "process", "--build-cache", "off"];
        case "docker-runc-cache-off":
          return ["--sandbox", "docker", "--build-cache", "off"];
        case "docker-runc-toolchain-image":
          return ["--sandbox", "docker", "--toolchain", "image"];
        default:
          return ["--sandbox", "service", "--service-container", service ?? "none"];
      }
    };
    const states: ModeState[] = MODES.map((mode) => ({
      mode,
      command:
        mode === "bare"
          ? suite.bare
          : // Default options: the bare run's warm caches are what build-cache: run lays under the run.
            // The same folder as the bare run, as a job's own steps and testcage share one
            // checkout: Go's build cache keys include the package's folder.
            [process.execPath, cli, "run", bareDir, "--out", join(out, mode), ...cliArgs(mode)],
      unavailable: mode === "service" ? serviceProblem : null,
      runs: [],
    }));
    return { suite, sampleDir, bareDir, out, states };
  });

  for (let round = 0; round <= ROUNDS; round++) {
    for (const { suite, bareDir, out, states } of plan) {
      const parts: string[] = [];
      for (const state of states) {
        if (state.unavailable) continue;
        const outDir = join(out, state.mode);
        rmSync(outDir, { recursive: true, force: true });
        const run = await runOnce(state, state.mode === "bare" ? bareDir : ROOT, round, outDir);
        if (!state.unavailable) state.runs.push(run);
        parts.push(`${state.mode} ${run.ok ? run.wall_s.toFixed(2) : state.unavailable ? "unavailable" : "FAILED"}`);
        if (!run.ok) log(`  ${state.mode} ${state.unavailable ? "unavailable" : "failed"}: ${run.message}`);
      }
      log(`${round === 0 ? "warm-up" : `round ${round}/${ROUNDS}`}  ${suite.name}: ${parts.join(", ")}`);
    }
  }

  return plan.map(({ suite, states }) => {
    const bare = stats(states[0]!.runs);
    return {
      suite: suite.name,
      bare_command: suite.bare.join(" "),
      modes: states.map((s) => {
        const st = s.unavailable ? null : stats(s.runs);
        const failures = s.runs.filter((r) => !r.warmup && !r.ok);
        return {
          mode: s.mode,
          command: s.command.map((a) => a.replace(work, () => "$TMP").replace(ROOT, () => ".")).join(" "),
          status: s.unavailable ? "unavailable" : st ? "ok" : "failed",
          message: s.unavailable ?? failures[0]?.message ?? null,
          stats: st,
          ratio_to_bare: st && bare ? st.median_s / bare.median_s : null,
          added_s: st && bare ? st.median_s - bare.median_s : null,
          failed_runs: failures.length,
          runs: s.runs,
        };
      }),
    };
  });
}

// ---------------------------------------------------------------------------
// parse cost

const SIZES = [1_000, 10_000, 50_000];

/** pytest JUnit: the golden's 9 test cases repeated with new names, ~90 tests per file. */
function scalePytest(template: string, n: number): string {
  const cases = template.match(/<testcase\b[^>]*?\/>|<testcase\b[^>]*>[\s\S]*?<\/testcase>/g) ?? [];
  if (!cases.length) throw new Error("no <testcase> in the pytest golden");
  const head = template.slice(0, template.indexOf(cases[0]!));
  const tail = template.slice(template.lastIndexOf(cases[cases.length - 1]!) + cases[cases.length - 1]!.length);
  const body: string[] = [];
  const counts = { failures: 0, errors: 0, skipped: 0 };
  for (let i = 0; i < n; i++) {
    const rep = Math.floor(i / cases.length);
    const file = Math.floor(rep / 10);
    const tc = cases[i % cases.length]!.replaceAll("tests/test_cases.py", `tests/test_cases_${file}.py`)
      .replaceAll("tests.test_cases", `tests.test_cases_${file}`)
      .replace(/(<testcase\b[^>]*? name=")([^"[]*)/, `$1$2_r${rep}`);
    if (tc.includes("<failure")) counts.failures++;
    if (tc.includes("<error")) counts.errors++;
    if (tc.includes("<skipped")) counts.skipped++;
    body.push(tc);
  }
  const suiteHead = head
    .replace(/ tests="\d+"/, ` tests="${n}"`)
    .replace(/ failures="\d+"/, ` failures="${counts.failures}"`)
    .replace(/ errors="\d+"/, ` errors="${counts.errors}"`)
    .replace(/ skipped="\d+"/, ` skipped="${counts.skipped}"`);
  return suiteHead + body.join("") + tail;
}

/** go test -json: the golden's packages repeated as r<N>/..., with the matching go list output. */
function scaleGo(events: string, packages: string, replicas: number): { events: string; packages: string } {
  const ev: string[] = [];
  const pk: string[] = [];
  for (let r = 0; r < replicas; r++) {
    ev.push(
      events
        .replaceAll("example.com/mixed/", `example.com/mixed/r${r}/`)
        .replaceAll('"Output":"broken/', `"Output":"r${r}/broken/`),
    );
    pk.push(
      packages
        .replaceAll("example.com/mixed/", `example.com/mixed/r${r}/`)
        .replaceAll(`"${MASKED_PROJECT}/`, `"${MASKED_PROJECT}/r${r}/`),
    );
  }
  return { events: ev.join(""), packages: pk.join("") };
}

interface ParseCase {
  framework: string;
  tests: number;
  input: ParseInput;
  bytes: number;
}

/** One case at a time, so only one big report is alive while another is measured. */
function* parseCases(sizes: number[]): Generator<ParseCase> {
  const py = loadParseInput("pytest", "mixed");
  const junit = py.reports["junit"];
  if (!junit?.ok) throw new Error("the pytest golden has no junit report");
  for (const n of sizes) {
    const text = scalePytest(junit.text, n);
    yield {
      framework: "pytest",
      tests: n,
      input: { ...py, reports: { junit: { ok: true, text } } },
      bytes: Buffer.byteLength(text),
    };
  }
  const go = loadParseInput("go", "mixed");
  const events = go.reports["events"];
  const packages = go.reports["packages"];
  if (!events?.ok || !packages?.ok) throw new Error("the go golden lacks its events or packages report");
  const perReplica = adapterById("go")!.parse(go).tests.length;
  const goSample = join(SAMPLES, "go/mixed");
  for (const n of sizes) {
    const replicas = Math.ceil(n / perReplica);
    const scaled = scaleGo(events.text, packages.text, replicas);
    yield {
      framework: "go",
      tests: replicas * perReplica,
      input: {
        ...go,
        stdout: scaled.events.slice(-1024 * 1024), // what the engine keeps: the capped tail
        reports: { events: { ok: true, text: scaled.events }, packages: { ok: true, text: scaled.packages } },
        readSource: (rel) => readSourceFile(goSample, rel.replace(/^r\d+\//, "")),
      },
      bytes: Buffer.byteLength(scaled.events) + Buffer.byteLength(scaled.packages),
    };
  }
}

function exposeGc(): (() => void) | null {
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return null;
  }
}

interface ParseReport {
  framework: string;
  tests: number;
  parsed_tests: number;
  bytes: number;
  repetitions: number;
  median_ms: number;
  min_ms: number;
  ms_per_mb: number;
  heap_growth_bytes: number | null;
  heap_growth_ratio: number | null;
  retained_bytes: number | null;
  retained_ratio: number | null;
}

/** Parse time in steady state: no forced GC around it (a full GC just before a parse slows it ~3×). */
function timeParse(adapter: FrameworkAdapter, input: ParseInput): { ms: number; tests: number } {
  const t0 = performance.now();
  const parsed = adapter.parse(input);
  return { ms: performance.now() - t0, tests: parsed.tests.length };
}

/**
 * Heap growth of one parse, in its own stack frame: the result is unreachable once this
 * returns, so the next baseline does not still hold it (an interpreter register in a
 * shared loop frame would keep the previous result alive across gc()). Untimed.
 */
function heapParse(
  adapter: FrameworkAdapter,
  input: ParseInput,
  gc: () => void,
): { growth: number; retained: number; tests: number } {
  gc();
  const before = process.memoryUsage().heapUsed;
  const parsed = adapter.parse(input);
  const after = process.memoryUsage().heapUsed;
  gc();
  const kept = process.memoryUsage().heapUsed;
  // Read after the second gc(), so the result is alive for that reading.
  return { growth: after - before, retained: kept - before, tests: parsed.tests.length };
}

function parseBench(): ParseReport[] {
  const gc = exposeGc();
  if (!gc) log("bench: no gc() available; heap figures left out");
  // Warm the parsers' code (JIT) untimed, so the smallest size is not charged for it:
  // the time per parse settles after 15-20 parses of the smallest report.
  for (const c of parseCases([SIZES[0]!])) {
    for (let i = 0; i < 25; i++) timeParse(adapterById(c.framework)!, c.input);
  }
  const reports: ParseReport[] = [];
  for (const c of parseCases(SIZES)) {
    const adapter = adapterById(c.framework)!;
    const reps = c.tests >= 10_000 ? 3 : 5;
    const timed = Array.from({ length: reps }, () => timeParse(adapter, c.input));
    const times = timed.map((t) => t.ms);
    const heap = gc ? heapParse(adapter, c.input, gc) : null;
    const ms = median(times);
    reports.push({
      framework: c.framework,
      tests: c.tests,
      parsed_tests: timed[0]!.tests,
      bytes: c.bytes,
      repetitions: reps,
      median_ms: ms,
      min_ms: Math.min(...times),
      ms_per_mb: ms / (c.bytes / 1e6),
      heap_growth_bytes: heap?.growth ?? null,
      heap_growth_ratio: heap ? heap.growth / c.bytes : null,
      retained_bytes: heap?.retained ?? null,
      retained_ratio: heap ? heap.retained / c.bytes : null,
    });
    log(`parse ${c.framework} ${c.tests} tests (${(c.bytes / 1e6).toFixed(1)} MB): ${ms.toFixed(0)} ms`);
  }
  return reports;
}

// ---------------------------------------------------------------------------
// output

function table(rows: string[][], rightAligned: boolean[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

const num = (v: number | null | undefined, digits: number): string => (v == null ? "-" : v.toFixed(digits));
const clip = (text: string, max = 110): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const signed = (v: number | null): string => (v === null ? "-" : `${v >= 0 ? "+" : ""}${v.toFixed(2)}`);

function printOverhead(suites: SuiteReport[]): string {
  const out: string[] = [];
  for (const s of suites) {
    out.push(`\n${s.suite}  (wall seconds over ${ROUNDS} rounds after 1 warm-up; bare = ${s.bare_command})`);
    const rows = [["mode", "median", "min", "max", "×bare", "added s", "peak RSS MB", "note"]];
    for (const m of s.modes) {
      const note =
        m.status === "ok"
          ? m.failed_runs
            ? `${m.failed_runs} failed run(s): ${m.message}`
            : ""
          : `${m.status}: ${m.message ?? ""}`;
      rows.push([
        m.mode,
        num(m.stats?.median_s, 2),
        num(m.stats?.min_s, 2),
        num(m.stats?.max_s, 2),
        num(m.ratio_to_bare, 2),
        signed(m.added_s),
        num(m.stats?.median_rss_mb, 0),
        clip(note),
      ]);
    }
    out.push(table(rows, [false, true, true, true, true, true, true, false]));
  }
  out.push("");
  for (const s of suites) {
    for (const [mode, label, target] of [
      ["docker-runc", "docker (default options)", 1.0],
      ["process", "process (default options)", 0.5],
      ["service", "service (default options)", 0.3],
    ] as const) {
      const m = s.modes.find((x) => x.mode === mode);
      if (!m) continue;
      const value =
        m.added_s === null ? `nothing (${clip(`${m.status}: ${m.message ?? ""}`, 90)})` : `${m.added_s.toFixed(2)} s`;
      out.push(`${s.suite}: ${label} adds ${value} (target ≤ ${target.toFixed(1)} s)`);
    }
  }
  return out.join("\n");
}

function printParse(parse: ParseReport[]): string {
  const rows = [["parse", "tests", "size MB", "median ms", "ms/MB", "heap ×size", "retained ×size"]];
  for (const p of parse) {
    rows.push([
      p.framework,
      String(p.tests),
      num(p.bytes / 1e6, 1),
      num(p.median_ms, 0),
      num(p.ms_per_mb, 1),
      num(p.heap_growth_ratio, 2),
      num(p.retained_ratio, 2),
    ]);
  }
  return `\n${table(rows, [false, true, true, true, true, true, true])}`;
}

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const startedAt = new Date();
  const cli = await snapshotCli();
  const host = {
    node: process.version,
    kernel: release(),
    cpus: availableParallelism(),
    docker: firstLineOf("docker", ["version", "--format", "{{.Server.Version}}"]),
    python: firstLineOf("python3", ["--version"]),
    go: firstLineOf("go", ["version"]),
    rss_method: USE_TIME ? "GNU time %M (ru_maxrss)" : "VmHWM polled every 20 ms",
    loadavg_start: loadavg().map((v) => Number(v.toFixed(2))),
    loadavg_end: [] as number[],
  };
  log(
    `bench: ${ROUNDS} rounds + 1 warm-up, ${SUITES.length} suites × ${MODES.length} modes; cli sha256 ${cli.sha256.slice(0, 12)}`,
  );
  const suites = await overhead(cli.path);
  const parse = parseBench();
  const finishedAt = new Date();
  host.loadavg_end = loadavg().map((v) => Number(v.toFixed(2)));

  process.stdout.write(`${printOverhead(suites)}\n${printParse(parse)}\n`);
  // Other work on the machine widens min..max; interleaving keeps the ratios comparable.
  process.stdout.write(
    `\nload average (1 min) at start ${host.loadavg_start[0]}, at end ${host.loadavg_end[0]}, on ${host.cpus} CPUs\n`,
  );

  const report = {
    version: 1,
    started_at: startedAt.toISOString(),
    finished_at: finishedAt.toISOString(),
    rounds: ROUNDS,
    warmup_rounds: 1,
    cli_sha256: cli.sha256,
    host,
    targets: { docker_added_s: 1.0, service_added_s: 0.3 },
    overhead: suites,
    parse,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const stamped = join(RESULTS_DIR, `bench-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(join(RESULTS_DIR, "latest.json"), json);
  writeFileSync(stamped, json);
  process.stdout.write(`\nresults: bench/results/latest.json (and ${stamped.slice(ROOT.length + 1)})\n`);
}

async function ingestMain(): Promise<void> {
  const startedAt = new Date();
  const sizes = parseSizes(flags.sizes!);
  const cli = await snapshotCli();
  const loadStart = loadavg().map((v) => Number(v.toFixed(2)));
  log(`bench ingest: sizes ${sizes.join(", ")}, ${ROUNDS} round(s); cli sha256 ${cli.sha256.slice(0, 12)}`);
  const rows = await ingestBench({ work, root: ROOT, cli: cli.path, rounds: ROUNDS, sizes, measure, log });
  const loadEnd = loadavg().map((v) => Number(v.toFixed(2)));
  process.stdout.write(`${printIngest(rows, ROUNDS)}\n`);
  process.stdout.write(
    `\nload average (1 min) at start ${loadStart[0]}, at end ${loadEnd[0]}, on ${availableParallelism()} CPUs; node ${process.version}\n`,
  );
  const report = {
    version: 1,
    kind: "ingest",
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    rounds: ROUNDS,
    cli_sha256: cli.sha256,
    host: {
      node: process.version,
      kernel: release(),
      cpus: availableParallelism(),
      rss_method: USE_TIME ? "GNU time %M (ru_maxrss)" : "VmHWM polled every 20 ms",
      loadavg_start: loadStart,
      loadavg_end: loadEnd,
    },
    ingest: rows,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const stamped = join(RESULTS_DIR, `ingest-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(join(RESULTS_DIR, "ingest-latest.json"), json);
  writeFileSync(stamped, json);
  process.stdout.write(`\nresults: bench/results/ingest-latest.json (and ${stamped.slice(ROOT.length + 1)})\n`);
}

async function cacheMain(): Promise<void> {
  const startedAt = new Date();
  const cli = await snapshotCli();
  log(`bench cache: ${ROUNDS} round(s); cli sha256 ${cli.sha256.slice(0, 12)}`);
  const report = await cacheBench({ work, root: ROOT, cli: cli.path, rounds: ROUNDS, measure, log });
  process.stdout.write(`${printCache(report, ROUNDS)}\n`);
  const json = `${JSON.stringify({ version: 1, kind: "cache", started_at: startedAt.toISOString(), rounds: ROUNDS, cli_sha256: cli.sha256, host: { node: process.version, cpus: availableParallelism(), loadavg_end: loadavg() }, cache: report }, null, 2)}\n`;
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, "cache-latest.json"), json);
  process.stdout.write(`\nresults: bench/results/cache-latest.json\n`);
}

async function shardsMain(): Promise<void> {
  const startedAt = new Date();
  const tests = Number(flags.tests);
  if (!Number.isInteger(tests) || tests < 100) {
    process.stderr.write(`bench: --tests must be a whole number of at least 100, not '${flags.tests}'\n`);
    process.exit(2);
  }
  const cli = await snapshotCli();
  const loadStart = loadavg().map((v) => Number(v.toFixed(2)));
  const bench = await shardBench({ work, cli: cli.path, rounds: ROUNDS, tests, measure, log });
  const loadEnd = loadavg().map((v) => Number(v.toFixed(2)));
  process.stdout.write(`${printShards(bench)}\n`);
  process.stdout.write(
    `\nload average (1 min) at start ${loadStart[0]}, at end ${loadEnd[0]}, on ${availableParallelism()} CPUs; node ${process.version}\n`,
  );
  const report = {
    version: 1,
    kind: "shards",
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    cli_sha256: cli.sha256,
    host: {
      node: process.version,
      kernel: release(),
      cpus: availableParallelism(),
      python: firstLineOf("python3", ["--version"]),
      loadavg_start: loadStart,
      loadavg_end: loadEnd,
    },
    targets: { slowest_shard_over_unsharded: 0.35 },
    shards: bench,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const stamped = join(RESULTS_DIR, `shards-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(join(RESULTS_DIR, "shards-latest.json"), json);
  writeFileSync(stamped, json);
  process.stdout.write(`\nresults: bench/results/shards-latest.json (and ${stamped.slice(ROOT.length + 1)})\n`);
}

try {
  await (INGEST ? ingestMain() : CACHE ? cacheMain() : SHARDS ? shardsMain() : main());
} finally {
  cleanup();
}
