import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/check-layers.mjs keeps src/ imports running down the layers of
// docs/architecture.md §1; `npm run lint` runs it.
const script = join(__dirname, "..", "..", "scripts", "check-layers.mjs");
const src = join(__dirname, "..", "..", "src");
const copy = mkdtempSync(join(tmpdir(), "layers-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("layer check", () => {
  it("passes on src/ as it is", () => {
    const out = execFileSync(process.execPath, [script], { encoding: "utf8" });
    expect(out).toMatch(/^layers: core < .* no import runs upward/);
  });

  it("fails, naming the file and import, when a lower layer imports a higher one", () => {
    cpSync(src, copy, { recursive: true });
    writeFileSync(
      join(copy, "core", "planted.ts"),
      'import { runEngine } from "../run/engine.js";\nexport const x = runEngine;\n',
    );
    const res = spawnSync(process.execPath, [script, copy], { encoding: "utf8" });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("src/core/planted.ts imports ../run/engine.js (src/run/ is not below src/core/)");
  });

  it("fails on a folder that has no layer", () => {
    writeFileSync(join(copy, "core", "planted.ts"), "export const x = 1;\n");
    cpSync(join(copy, "core", "planted.ts"), join(copy, "stray", "a.ts"), { recursive: true });
    const res = spawnSync(process.execPath, [script, copy], { encoding: "utf8" });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("folder src/stray/ has no layer");
  });
});
