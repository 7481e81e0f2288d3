// The ingest bench's own check (bench/ingest.ts): a results.json too big for one string
// is read a line at a time, and must give what reading it whole gives.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { generate, readSummary } from "../../bench/ingest.js";

const dir = mkdtempSync(join(tmpdir(), "bench-ingest-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("reads results.json's summary and placed failures a line at a time as it reads them whole", async () => {
  const ws = join(dir, "ws");
  // Past LINES_AFTER (10,000), so results.json lists a test a line.
  const gen = await generate(ws, 10_100);
  const out = join(dir, "out");
  const cli = join(process.cwd(), "src/cli.ts");
  try {
    execFileSync(
      join(process.cwd(), "node_modules/.bin/tsx"),
      [cli, "run", ws, "--report-paths", "junit.xml", "--out", out],
      {
        stdio: "ignore",
      },
    );
  } catch (e) {
    expect((e as { status: number }).status).toBe(1); // the generated suite fails
  }
  const whole = await readSummary(join(out, "results.json"));
  const lines = await readSummary(join(out, "results.json"), 0);
  expect(whole.summary).toMatchObject({ total: 10_100, failed: gen.failed, skipped: gen.skipped });
  expect(whole.placed).toBe(gen.failed);
  expect(lines).toEqual(whole);
});
