// Fuzzes every reader of sandbox output (docs/architecture.md §5, §7): generated
// and mutated reports, event streams, coverage files and logs, each reader run
// in a worker thread under a watchdog and a heap limit.
//
//   npm run fuzz                          100 000 inputs over all targets
//   npm run fuzz -- --inputs 20000 --targets junit,trx --seed x --workers 2
//   npm run fuzz -- --seconds 150         stop handing out inputs after 150 s
//   npm run fuzz -- --replay junit .tmp/fuzz/junit/crash-12.min.txt
//
// A crash is an exception other than the reader's own rejection of a bad report
// (targets.ts isRejection); a hang is an input that runs longer than its size
// allows (--hang-ms plus --hang-ms-per-kib per KiB, 3 s + 20 ms/KiB: a reader that
// is linear in its input is far inside that even on a loaded machine, one that is
// quadratic is far outside it at 100 KiB); memory is a worker that runs
// out of its heap (--heap-mb) or an input over which the heap grows more than
// --memory-factor times its size plus 256 MiB. Every failure is written to --out
// with a one-line command that reproduces it; the exit code is 1 when any was found.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { inputOf, ROOT, TARGETS, targetByName, type Target } from "./fuzz/targets.js";
import { PROGRESS_SLOTS, type Job, type TargetStats, type WorkerMessage } from "./fuzz/protocol.js";

interface Options {
  inputs: number;
  seed: string;
  targets: Target[];
  workers: number;
  out: string;
  hangMs: number;
  hangMsPerKiB: number;
  heapMb: number;
  memoryFactor: number;
  chunk: number;
  /** Stop handing out inputs after this many seconds (0: no limit). */
  seconds: number;
}

function usage(message: string): never {
  console.error(`fuzz-readers: ${message}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Options | { replay: string; file: string } {
  const opts: Options = {
    inputs: 100_000,
    seed: "testcage",
    targets: TARGETS,
    workers: Math.max(1, Math.min(2, availableParallelism())),
    out: join(ROOT, ".tmp/fuzz"),
    hangMs: 3000,
    hangMsPerKiB: 20,
    heapMb: 1536,
    memoryFactor: 64,
    chunk: 250,
    seconds: 0,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = (): string => argv[++i] ?? usage(`${flag} needs a value`);
    const int = (): number => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) usage(`${flag} needs a whole number`);
      return n;
    };
    switch (flag) {
      case "--replay":
        return { replay: value(), file: value() };
      case "--inputs":
        opts.inputs = int();
        break;
      case "--seed":
        opts.seed = value();
        break;
      case "--targets": {
        const names = value().split(",");
        opts.targets = names.map(
          (n) => targetByName(n) ?? usage(`unknown target ${n}; known: ${TARGETS.map((t) => t.name).join(", ")}`),
        );
        break;
      }
      case "--seconds":
        opts.seconds = int();
        break;
      case "--workers":
        opts.workers = Math.max(1, int());
        break;
      case "--out":
        opts.out = value();
        break;
      case "--hang-ms":
        opts.hangMs = int();
        break;
      case "--hang-ms-per-kib":
        opts.hangMsPerKiB = int();
        break;
      case "--heap-mb":
        opts.heapMb = int();
        break;
      case "--memory-factor":
        opts.memoryFactor = int();
        break;
      default:
        usage(`unknown flag ${flag}`);
    }
  }
  return opts;
}

function replay(name: string, file: string): void {
  const target = targetByName(name) ?? usage(`unknown target ${name}`);
  const input = target.decode(readFileSync(file, "utf8"));
  const t0 = performance.now();
  const problem = target.run(input);
  const ms = performance.now() - t0;
  console.log(
    `${name}: ${problem === null ? "ok" : `bad output: ${problem}`} in ${ms.toFixed(1)} ms (${target.size(input)} characters)`,
  );
  process.exit(problem === null ? 0 : 1);
}

type Kind = "crash" | "hang" | "memory" | "output";

interface Row extends TargetStats {
  crash: number;
  hang: number;
  memory: number;
  output: number;
}

async function fuzz(opts: Options): Promise<number> {
  const started = performance.now();
  const rows = new Map<string, Row>(
    opts.targets.map((t) => [
      t.name,
      { inputs: 0, ms: 0, maxMs: 0, maxBytes: 0, peakHeap: 0, crash: 0, hang: 0, memory: 0, output: 0 },
    ]),
  );
  const names = opts.targets.map((t) => t.name);
  const jobs: Job[] = [];
  const per = Math.ceil(opts.inputs / opts.targets.length);
  for (let start = 0; start < per; start += opts.chunk) {
    for (const t of opts.targets) jobs.push({ target: t.name, start, count: Math.min(opts.chunk, per - start) });
  }
  const saved = new Map<string, number>();
  const failures: string[] = [];

  const record = (
    kind: Kind,
    target: string,
    index: number,
    message: string,
    input: string,
    minimized: string | null,
  ): void => {
    rows.get(target)![kind]++;
    const key = `${target}/${kind}/${message.split("\n")[0]!.replace(/\d+/g, "N")}`;
    const n = (saved.get(key) ?? 0) + 1;
    saved.set(key, n);
    if (n > 3) return; // the same failure again: counted, not saved again
    const dir = join(opts.out, target);
    mkdirSync(dir, { recursive: true });
    const ext = target.startsWith("adapter-") ? "json" : "txt";
    const file = join(dir, `${kind}-${index}.${ext}`);
    writeFileSync(file, input);
    let repro = file;
    if (minimized !== null) {
      repro = join(dir, `${kind}-${index}.min.${ext}`);
      writeFileSync(repro, minimized);
    }
    const line = `${kind.toUpperCase()} ${target} #${index}: ${message.split("\n")[0]} -> npx tsx scripts/fuzz-readers.ts --replay ${target} ${repro}`;
    failures.push(line);
    console.log(line);
  };

  let next = 0;
  let done = 0;
  let running = 0;

  await new Promise<void>((resolve) => {
    const spawn = (): void => {
      const shared = new SharedArrayBuffer(PROGRESS_SLOTS * 4);
      const state = new Int32Array(shared);
      const worker = new Worker(new URL("./fuzz/worker.mjs", import.meta.url), {
        workerData: {
          seed: opts.seed,
          progress: shared,
          targets: names,
          memoryFactor: opts.memoryFactor,
          memoryBaseBytes: 256 * 1024 * 1024,
        },
        resourceLimits: { maxOldGenerationSizeMb: opts.heapMb, stackSizeMb: 4 },
      });
      let job: Job | null = null;
      let seen = "";
      let since = performance.now();
      let ended = false;
      running++;
      const give = (): void => {
        const late = opts.seconds > 0 && performance.now() - started > opts.seconds * 1000;
        if (next >= jobs.length || late) {
          job = null;
          ended = true;
          clearInterval(watch);
          void worker.terminate();
          if (--running === 0) resolve();
          return;
        }
        job = jobs[next++]!;
        worker.postMessage(job);
      };
      /** The worker is gone mid-job: the input it was on is the culprit; the rest of its job goes back in the queue. */
      const lost = (kind: Kind, message: string, regenerate = true): void => {
        if (ended || !job) return;
        ended = true;
        clearInterval(watch);
        const index = Atomics.load(state, 1);
        const targetName = names[Atomics.load(state, 0)]!;
        const target = targetByName(targetName)!;
        const row = rows.get(targetName)!;
        row.inputs += index - job.start + 1;
        const input = regenerate ? target.encode(inputOf(target, opts.seed, index)) : "";
        record(kind, targetName, index, message, input, null);
        const rest = job.start + job.count - index - 1;
        if (rest > 0) jobs.push({ target: job.target, start: index + 1, count: rest });
        running--;
        void worker.terminate();
        spawn();
      };
      const watch = setInterval(() => {
        const key = `${Atomics.load(state, 0)}/${Atomics.load(state, 1)}/${Atomics.load(state, 3)}`;
        const now = performance.now();
        if (key !== seen) {
          seen = key;
          since = now;
          return;
        }
        const busy = Atomics.load(state, 3);
        const limit = opts.hangMs + opts.hangMsPerKiB * Atomics.load(state, 2);
        if (busy === 1 && now - since > limit)
          lost("hang", `no result after ${Math.round(now - since)} ms (limit ${limit} ms)`);
        if (busy === 2 && now - since > 30_000) lost("crash", "making the input took over 30 s (a fuzzer bug)", false);
      }, 50);
      worker.on("message", (msg: WorkerMessage) => {
        if (msg.type === "failure") {
          record(msg.kind, msg.target, msg.index, msg.message, msg.input, msg.minimized);
          return;
        }
        const row = rows.get(msg.job.target)!;
        row.inputs += msg.stats.inputs;
        row.ms += msg.stats.ms;
        row.maxMs = Math.max(row.maxMs, msg.stats.maxMs);
        row.maxBytes = Math.max(row.maxBytes, msg.stats.maxBytes);
        row.peakHeap = Math.max(row.peakHeap, msg.stats.peakHeap);
        done++;
        if (done % 50 === 0) {
          const inputs = [...rows.values()].reduce((s, r) => s + r.inputs, 0);
          console.log(`.. ${inputs} inputs, ${Math.round((performance.now() - started) / 1000)} s`);
        }
        give();
      });
      worker.on("error", (err: Error & { code?: string }) => {
        if (err.code === "ERR_WORKER_OUT_OF_MEMORY")
          lost("memory", `the worker ran out of its ${opts.heapMb} MiB heap`);
        else lost("crash", `the worker died: ${err.message}`, !err.message.includes("a fuzzer bug"));
      });
      worker.on("exit", () => {
        if (!ended) lost("crash", "the worker exited");
      });
      give();
    };
    for (let i = 0; i < Math.min(opts.workers, jobs.length); i++) spawn();
    if (jobs.length === 0) resolve();
  });

  const seconds = (performance.now() - started) / 1000;
  const mib = (b: number): string => (b / 1048576).toFixed(0);
  console.log("");
  console.log(
    "target".padEnd(22) +
      ["inputs", "crash", "hang", "memory", "output", "max ms", "max KiB", "peak heap MiB"]
        .map((h) => h.padStart(9))
        .join(" "),
  );
  let sum = { inputs: 0, crash: 0, hang: 0, memory: 0, output: 0 };
  for (const [name, r] of rows) {
    sum = {
      inputs: sum.inputs + r.inputs,
      crash: sum.crash + r.crash,
      hang: sum.hang + r.hang,
      memory: sum.memory + r.memory,
      output: sum.output + r.output,
    };
    console.log(
      name.padEnd(22) +
        [
          r.inputs,
          r.crash,
          r.hang,
          r.memory,
          r.output,
          Math.round(r.maxMs),
          Math.round(r.maxBytes / 1024),
          mib(r.peakHeap),
        ]
          .map((v) => String(v).padStart(9))
          .join(" "),
    );
  }
  console.log(
    `total: ${sum.inputs} inputs over ${rows.size} targets in ${seconds.toFixed(1)} s with ${opts.workers} worker(s), seed ${JSON.stringify(opts.seed)}: ` +
      `${sum.crash} crashes, ${sum.hang} hangs, ${sum.memory} memory, ${sum.output} bad outputs`,
  );
  if (failures.length) {
    console.log(`\nfailures (inputs in ${opts.out}):`);
    for (const f of failures) console.log(f);
  }
  return sum.crash + sum.hang + sum.memory + sum.output === 0 ? 0 : 1;
}

const parsed = parseArgs(process.argv.slice(2));
if ("replay" in parsed) replay(parsed.replay, parsed.file);
else process.exitCode = await fuzz(parsed);
