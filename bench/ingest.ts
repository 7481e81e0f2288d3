// `npm run bench -- ingest` (options: --sizes 10k,100k,300k,1m  --rounds N): report ingest
// at scale, a MEASUREMENT like the rest of the bench (no thresholds, exit 0).
//
// For each size a workspace is generated: pytest-style JUnit XML (junit_family xunit2,
// so no file= attribute: testcage must find tests/pkg/test_module_K.py from the classname
// tests.pkg.test_module_K.TestGroupN), 100 tests per module, 5% failing with pytest's
// failure text (path:line inside), 1% skipped, and the empty module files. Three tools
// run on it as child processes, in an order rotated every round so drift hits all alike:
//   read      node: readFileSync(file, "utf8"), the cost of holding the text at all;
//   fxp-dom   node: readFileSync + fast-xml-parser's XMLParser.parse (attributes on, no
//             validation), the DOM-parse floor the targets are written against;
//   testcage  node <cli> run <workspace> --report-paths junit.xml --out <dir>: the whole
//             run, results.json, ctrf.json, junit.xml and the Exercism file written.
// Wall seconds (median over the rounds), CPU seconds (user + system, GNU time %U + %S:
// steadier than wall time on a machine shared with other work) and max RSS (GNU time %M)
// per tool; ×fxp and ×read are testcage's median over theirs. Counts are checked against what was
// generated, and "placed" is the failures results.json gives a file and line.

import { createReadStream, createWriteStream, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import { createInterface } from "node:readline";

export interface Measured {
  wallS: number;
  maxRssKb: number | null;
  cpuS: number | null;
  exitCode: number | null;
  signal: string | null;
  output: string;
}

export interface IngestDeps {
  work: string;
  root: string;
  cli: string;
  rounds: number;
  sizes: number[];
  measure: (argv: string[], cwd: string) => Promise<Measured>;
  log: (line: string) => void;
}

const TOOLS = ["read", "fxp-dom", "testcage"] as const;
type Tool = (typeof TOOLS)[number];

export function parseSizes(text: string): number[] {
  return text.split(",").map((s) => {
    const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
    if (!m) throw new Error(`--sizes: '${s}' is not a count like 10k or 1m`);
    const mult = { "": 1, k: 1_000, m: 1_000_000 }[m[2]!.toLowerCase() as "" | "k" | "m"];
    return Math.round(Number(m[1]) * mult);
  });
}

const label = (n: number): string => (n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

/** The workspace for n tests; returns the report's size in bytes. */
export async function generate(dir: string, n: number): Promise<{ bytes: number; failed: number; skipped: number }> {
  const perModule = 100;
  mkdirSync(join(dir, "tests/pkg"), { recursive: true });
  writeFileSync(join(dir, "tests/__init__.py"), "");
  writeFileSync(join(dir, "tests/pkg/__init__.py"), "");
  for (let m = 0; m < Math.ceil(n / perModule); m++) {
    writeFileSync(join(dir, `tests/pkg/test_module_${m}.py`), "");
  }
  let failed = 0;
  let skipped = 0;
  for (let i = 0; i < n; i++) {
    if (i % 20 === 3) failed++;
    else if (i % 100 === 7) skipped++;
  }
  const path = join(dir, "junit.xml");
  const out = createWriteStream(path);
  const write = async (text: string): Promise<void> => {
    if (!out.write(text)) await once(out, "drain");
  };
  await write(
    `<?xml version="1.0" encoding="utf-8"?><testsuites name="pytest tests"><testsuite name="pytest" errors="0" failures="${failed}" skipped="${skipped}" tests="${n}" time="${(n / 1000).toFixed(3)}" timestamp="2026-01-01T00:00:00.000000+00:00" hostname="runner">`,
  );
  let buf: string[] = [];
  for (let i = 0; i < n; i++) {
    const m = Math.floor(i / perModule);
    const cls = `TestGroup${i % 7}`;
    const line = 10 + (i % 90);
    const head = `<testcase classname="tests.pkg.test_module_${m}.${cls}" name="test_case_${i}" time="0.00${i % 10}"`;
    if (i % 20 === 3) {
      buf.push(
        `${head}><failure message="assert ${i} == ${i + 1}">self = &lt;tests.pkg.test_module_${m}.${cls} object at 0x7f3a2c1e4d90&gt;\n\n    def test_case_${i}(self):\n&gt;       assert ${i} == ${i + 1}\nE       assert ${i} == ${i + 1}\n\ntests/pkg/test_module_${m}.py:${line}: AssertionError</failure></testcase>`,
      );
    } else if (i % 100 === 7) {
      buf.push(
        `${head}><skipped type="pytest.skip" message="not on this platform">tests/pkg/test_module_${m}.py:${line}: not on this platform</skipped></testcase>`,
      );
    } else buf.push(`${head} />`);
    if (buf.length >= 10_000) {
      await write(buf.join(""));
      buf = [];
    }
  }
  buf.push("</testsuite></testsuites>\n");
  await write(buf.join(""));
  out.end();
  await once(out, "close");
  return { bytes: statSync(path).size, failed, skipped };
}

const FLOOR_SCRIPT = `import { readFileSync } from "node:fs";
const [mode, file, fxp] = process.argv.slice(2);
const text = readFileSync(file, "utf8");
if (mode === "fxp-dom") {
  const { XMLParser } = await import(fxp);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(text);
  process.stdout.write(String(Object.keys(doc).length) + "\\n");
} else process.stdout.write(String(text.length) + "\\n");
`;

interface ToolRuns {
  wall: number[];
  cpu: number[];
  rss: number[];
  failures: string[];
}

export interface IngestRow {
  tests: number;
  bytes: number;
  tools: Record<
    Tool,
    {
      median_s: number | null;
      median_cpu_s: number | null;
      max_rss_mb: number | null;
      runs: number;
      failures: string[];
    }
  >;
  ratio_to_fxp: number | null;
  /** The same ratio in CPU seconds (user + system). */
  cpu_ratio_to_fxp: number | null;
  ratio_to_read: number | null;
  counts_exact: boolean | null;
  failures_placed: number | null;
  failures_expected: number;
}

function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

interface Summary {
  summary?: { total?: number; failed?: number; skipped?: number; passed?: number };
  tests?: { status: string; file: string | null; line: number | null }[];
}

/** Past this, results.json is more than one string can hold (V8: 2^29 - 24 characters). */
const WHOLE_READ_MAX = 256 * 1024 * 1024;

/**
 * The summary and the failures placed at a file and line in results.json. A big one is
 * read a line at a time: past 10,000 tests it lists a test a line (docs/reports.md).
 */
export async function readSummary(
  path: string,
  wholeReadMax = WHOLE_READ_MAX,
): Promise<{ summary: Summary["summary"]; placed: number }> {
  const isPlaced = (t: { status: string; file: string | null; line: number | null }): boolean =>
    t.status === "failed" && !!t.file && !!t.line;
  if (statSync(path).size < wholeReadMax) {
    const r = JSON.parse(readFileSync(path, "utf8")) as Summary;
    return { summary: r.summary, placed: (r.tests ?? []).filter(isPlaced).length };
  }
  const rest: string[] = [];
  let placed = 0;
  let inTests = false;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (inTests) {
      const item = line.trim().replace(/,$/, "");
      if (item === "]") {
        inTests = false;
        rest.push("[]" + line.trim().slice(1));
      } else if (isPlaced(JSON.parse(item) as { status: string; file: string | null; line: number | null })) placed++;
    } else if (line.trimEnd().endsWith('"tests": [')) {
      inTests = true;
      rest.push(line.trimEnd().slice(0, -1));
    } else rest.push(line);
  }
  return { summary: (JSON.parse(rest.join("\n")) as Summary).summary, placed };
}

export async function ingestBench(deps: IngestDeps): Promise<IngestRow[]> {
  const { work, root, cli, rounds, sizes, measure, log } = deps;
  const fxp = import.meta.resolve("fast-xml-parser");
  const floor = join(work, "ingest-floor.mjs");
  writeFileSync(floor, FLOOR_SCRIPT);
  const rows: IngestRow[] = [];
  for (const n of sizes) {
    const ws = join(work, `ingest-${n}`);
    rmSync(ws, { recursive: true, force: true });
    const gen = await generate(ws, n);
    const report = join(ws, "junit.xml");
    log(`ingest ${label(n)}: ${(gen.bytes / 1e6).toFixed(1)} MB generated`);
    const runs: Record<Tool, ToolRuns> = {
      read: { wall: [], cpu: [], rss: [], failures: [] },
      "fxp-dom": { wall: [], cpu: [], rss: [], failures: [] },
      testcage: { wall: [], cpu: [], rss: [], failures: [] },
    };
    let countsExact: boolean | null = null;
    let placed: number | null = null;
    const out = join(work, `ingest-out-${n}`);
    for (let round = 0; round < rounds; round++) {
      const order = TOOLS.map((_, i) => TOOLS[(i + round) % TOOLS.length]!);
      const parts: string[] = [];
      for (const tool of order) {
        rmSync(out, { recursive: true, force: true });
        const argv =
          tool === "testcage"
            ? [process.execPath, cli, "run", ws, "--report-paths", "junit.xml", "--out", out]
            : [process.execPath, floor, tool, report, fxp];
        const s = await measure(argv, root);
        // testcage exits 1: the generated suite has failing tests.
        const ok = tool === "testcage" ? s.exitCode === 0 || s.exitCode === 1 : s.exitCode === 0;
        if (!ok) {
          // Node ends a crash with its version: the line that says why is the error's.
          const lines = s.output.trim().split("\n");
          let said = lines.findLast((l) => /^\w*Error\b/.test(l.trim())) ?? lines.pop() ?? "";
          if (tool === "testcage") {
            try {
              said =
                (JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as { message?: string }).message ?? said;
            } catch {
              // no results.json: the CLI's last line says why
            }
          }
          const why = `${s.signal ?? `exit ${s.exitCode}`}: ${said}`;
          runs[tool].failures.push(why);
          parts.push(`${tool} FAILED`);
          log(`  ${tool} failed: ${why}`);
          continue;
        }
        runs[tool].wall.push(s.wallS);
        if (s.cpuS !== null) runs[tool].cpu.push(s.cpuS);
        if (s.maxRssKb !== null) runs[tool].rss.push(s.maxRssKb);
        parts.push(`${tool} ${s.wallS.toFixed(2)} s`);
        if (tool === "testcage" && countsExact === null) {
          try {
            const r = await readSummary(join(out, "results.json"));
            countsExact =
              r.summary?.total === n && r.summary.failed === gen.failed && r.summary.skipped === gen.skipped;
            placed = r.placed;
          } catch {
            countsExact = false;
          }
        }
      }
      log(`  round ${round + 1}/${rounds}: ${parts.join(", ")}`);
    }
    rmSync(ws, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    const med = (t: Tool): number | null => median(runs[t].wall);
    const tc = med("testcage");
    const tools = Object.fromEntries(
      TOOLS.map((t) => [
        t,
        {
          median_s: med(t),
          median_cpu_s: median(runs[t].cpu),
          max_rss_mb: runs[t].rss.length ? Math.max(...runs[t].rss) / 1024 : null,
          runs: runs[t].wall.length,
          failures: runs[t].failures,
        },
      ]),
    ) as IngestRow["tools"];
    rows.push({
      tests: n,
      bytes: gen.bytes,
      tools,
      ratio_to_fxp: tc !== null && med("fxp-dom") ? tc / med("fxp-dom")! : null,
      ratio_to_read: tc !== null && med("read") ? tc / med("read")! : null,
      cpu_ratio_to_fxp:
        median(runs.testcage.cpu) !== null && median(runs["fxp-dom"].cpu)
          ? median(runs.testcage.cpu)! / median(runs["fxp-dom"].cpu)!
          : null,
      counts_exact: countsExact,
      failures_placed: placed,
      failures_expected: gen.failed,
    });
  }
  return rows;
}

export function printIngest(rows: IngestRow[], rounds: number): string {
  const num = (v: number | null, d: number): string => (v === null ? "-" : v.toFixed(d));
  const header = [
    "tests",
    "MB",
    "read s",
    "fxp-dom s",
    "testcage s",
    "×fxp",
    "×read",
    "fxp cpu",
    "tc cpu",
    "×fxp cpu",
    "read RSS",
    "fxp RSS",
    "testcage RSS",
    "counts",
    "placed",
  ];
  const table = [header];
  for (const r of rows) {
    table.push([
      label(r.tests),
      num(r.bytes / 1e6, 1),
      num(r.tools.read.median_s, 2),
      num(r.tools["fxp-dom"].median_s, 2),
      num(r.tools.testcage.median_s, 2),
      num(r.ratio_to_fxp, 2),
      num(r.ratio_to_read, 1),
      num(r.tools["fxp-dom"].median_cpu_s, 2),
      num(r.tools.testcage.median_cpu_s, 2),
      num(r.cpu_ratio_to_fxp, 2),
      num(r.tools.read.max_rss_mb, 0),
      num(r.tools["fxp-dom"].max_rss_mb, 0),
      num(r.tools.testcage.max_rss_mb, 0),
      r.counts_exact === null ? "-" : r.counts_exact ? "exact" : "WRONG",
      r.failures_placed === null ? "-" : `${r.failures_placed}/${r.failures_expected}`,
    ]);
  }
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const lines = table.map((row) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "),
  );
  return `\ningest (median wall seconds over ${rounds} round(s), tools rotated; cpu = median user+system seconds; RSS = max MB, GNU time %M)\n${lines.join("\n")}`;
}
