// Re-records the golden files: runs each sample project through the real engine
// (process sandbox, the real framework), saves exactly what the parser saw with
// the sandbox path masked, and the parse of that as expected.json.
//
//   npm run record-golden                 every framework and sample
//   npm run record-golden -- pytest       one framework
//   npm run record-golden -- pytest/mixed one sample

import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { runEngine } from "../src/run/engine.js";
import { adapterById } from "../src/frameworks/index.js";
import { resolveOptions } from "../src/options/options.js";
import {
  GOLDEN,
  loadParseInput,
  MASKED_ROOT,
  maskVolatile,
  SAMPLES,
  type RecordedRun,
} from "../__tests__/helpers/golden.js";

function targets(args: string[]): [string, string][] {
  const all: [string, string][] = [];
  // Folders starting with "_" or "." are shared toolchains, not samples.
  const dirs = (path: string): string[] =>
    readdirSync(path, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name))
      .map((d) => d.name)
      .sort();
  for (const fw of dirs(SAMPLES)) {
    for (const sample of dirs(join(SAMPLES, fw))) all.push([fw, sample]);
  }
  if (args.length === 0) return all;
  return all.filter(([fw, s]) => args.some((a) => a === fw || a === `${fw}/${s}`));
}

async function record(framework: string, sample: string): Promise<void> {
  const opts = resolveOptions(
    {
      dir: join(SAMPLES, framework, sample),
      framework,
      sandbox: "process",
      out: join(".tmp/record", framework, sample),
    },
    process.cwd(),
    process.env,
  );
  const run = await runEngine(opts);
  // The recorder asks for no retries: the run's one pass is what the parser saw.
  const seen = run.inputs[0];
  if (!seen) throw new Error(`${framework}/${sample}: the run never reached parsing: ${run.result.message}`);
  const sandboxRoot = dirname(seen.projectPath);
  const mask = (text: string): string => text.split(sandboxRoot).join(MASKED_ROOT);
  const dir = join(GOLDEN, framework, sample);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "reports"), { recursive: true });
  const recorded: RecordedRun = {
    exitCode: seen.exitCode,
    timedOut: seen.timedOut,
    stdout: mask(seen.stdout).slice(-16_000),
    stderr: mask(seen.stderr).slice(-16_000),
    reports: {},
  };
  for (const [name, content] of Object.entries(seen.reports)) {
    if (content.ok) {
      const file = `${name}.txt`;
      writeFileSync(join(dir, "reports", file), mask(content.text));
      recorded.reports[name] = { file };
    } else {
      recorded.reports[name] = { problem: content.problem };
    }
  }
  writeFileSync(join(dir, "run.json"), `${JSON.stringify(recorded, null, 2)}\n`);
  const adapter = adapterById(framework)!;
  const expected = maskVolatile(adapter.parse(loadParseInput(framework, sample)));
  writeFileSync(join(dir, "expected.json"), `${JSON.stringify(expected, null, 2)}\n`);
  console.log(`${framework}/${sample}: ${run.result.status} (${run.result.message})`);
}

for (const [fw, sample] of targets(process.argv.slice(2))) {
  await record(fw, sample);
}
