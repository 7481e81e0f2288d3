import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scanProject } from "../../src/detect/scan.js";
import { chooseFramework } from "../../src/frameworks/index.js";

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "tc-detect-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe("scanProject", () => {
  it("lists files without node_modules or .git, reads small config files and package.json", async () => {
    const dir = project({
      "pyproject.toml": "[tool.pytest.ini_options]\n",
      "tests/test_a.py": "",
      "node_modules/x/test_b.py": "",
      ".git/config": "",
      "package.json": '{"devDependencies":{"jest":"29"}}',
    });
    const facts = await scanProject(dir);
    expect(facts.files).toEqual(["package.json", "pyproject.toml", "tests/test_a.py"]);
    expect(facts.texts["pyproject.toml"]).toContain("tool.pytest");
    expect(facts.packageJson?.devDependencies).toEqual({ jest: "29" });
  });
  it("survives invalid package.json and does not follow symlinked folders", async () => {
    const dir = project({ "package.json": "{not json" });
    symlinkSync("/", join(dir, "root-link"));
    const facts = await scanProject(dir);
    expect(facts.packageJson).toBeNull();
    expect(facts.files).toEqual(["package.json"]);
  });
});

describe("chooseFramework", () => {
  it("explains its choice and the alternatives", async () => {
    const choice = chooseFramework(await scanProject(project({ "pytest.ini": "[pytest]\n", "test_x.py": "" })));
    expect(choice?.adapter.id).toBe("pytest");
    expect(choice?.detection.reason).toBe("pytest.ini present");
  });
  it("returns null when nothing matches", async () => {
    expect(chooseFramework(await scanProject(project({ "README.md": "hi" })))).toBeNull();
  });
});
