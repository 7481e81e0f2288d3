import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseReport } from "../../src/ingest/report-paths.js";
import { listProjectFiles, SourceIndex } from "../../src/detect/source-index.js";

const FILES = [
  "README.md",
  "backend/tests/api/test_views.py",
  "module-a/src/test/java/com/x/FooTest.java",
  "module-b/src/test/kotlin/com/x/BarTest.kt",
  "module-b/src/test/scala/com/y/BazSpec.scala",
  "src/Calc.Tests/CalcTests.cs",
  "tests/Unit/Deep/Namespace/OtherTests.cs",
  "spec/models/user_spec.rb",
  "tests/Unit/MoneyTest.php",
  "tests/__init__.py",
  "tests/pkg/__init__.py",
  "tests/pkg/test_module_7.py",
  "test_top.py",
];

describe("source index", () => {
  const index = new SourceIndex(FILES);

  it("finds Python modules by dotted path, from the project root or a subfolder", () => {
    expect(index.forClass("tests.pkg.test_module_7")).toBe("tests/pkg/test_module_7.py");
    expect(index.forClass("tests.pkg.test_module_7.TestThing")).toBe("tests/pkg/test_module_7.py");
    expect(index.forClass("tests.api.test_views.TestList")).toBe("backend/tests/api/test_views.py");
    expect(index.forClass("test_top")).toBe("test_top.py");
  });

  it("finds JVM classes by package under any source root, inner classes in the outer file", () => {
    expect(index.forClass("com.x.FooTest")).toBe("module-a/src/test/java/com/x/FooTest.java");
    expect(index.forClass("com.x.FooTest$Inner$Deeper")).toBe("module-a/src/test/java/com/x/FooTest.java");
    expect(index.forClass("com.x.BarTest")).toBe("module-b/src/test/kotlin/com/x/BarTest.kt");
    expect(index.forClass("com.y.BazSpec")).toBe("module-b/src/test/scala/com/y/BazSpec.scala");
    expect(index.forClass("com.z.Missing")).toBeNull();
  });

  it("finds C# classes by namespace folders or, failing that, by a unique file name", () => {
    const cs = new Set(["cs"]);
    expect(index.forClass("Calc.Tests.CalcTests", cs)).toBe("src/Calc.Tests/CalcTests.cs");
    expect(index.forClass("Company.Product.OtherTests", cs)).toBe("tests/Unit/Deep/Namespace/OtherTests.cs");
    expect(index.forClass("tests.pkg.test_module_7", cs)).toBeNull();
  });

  it("finds Ruby spec paths and PHP namespaced classes", () => {
    expect(index.forClass("spec.models.user_spec")).toBe("spec/models/user_spec.rb");
    expect(index.forClass("App\\Tests\\Unit\\MoneyTest")).toBe("tests/Unit/MoneyTest.php");
    expect(index.forClass("Tests::Unit::MoneyTest")).toBe("tests/Unit/MoneyTest.php");
  });

  it("never guesses between two files of the same simple name, and refuses odd names", () => {
    const twins = new SourceIndex(["a/One.cs", "b/One.cs"]);
    expect(twins.forClass("Other.One")).toBeNull();
    expect(index.forClass("suite one")).toBeNull();
    expect(index.forClass("")).toBeNull();
  });

  it("maps foreign absolute paths by the longest project suffix", () => {
    expect(index.bySuffix("/runner/work/repo/tests/pkg/test_module_7.py")).toBe("tests/pkg/test_module_7.py");
    expect(index.bySuffix("/elsewhere/nothing.py")).toBeNull();
  });

  it("answers in time independent of the project's size", () => {
    const files = Array.from({ length: 50_000 }, (_, i) => `tests/pkg${i % 100}/test_module_${i}.py`);
    const big = new SourceIndex(files);
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) big.forClass(`tests.pkg${i % 100}.test_module_${i % 50_000}.TestX`);
    expect((performance.now() - started) / 1000).toBeLessThan(5);
    expect(big.forClass("tests.pkg3.test_module_103")).toBe("tests/pkg3/test_module_103.py");
  });

  it("places pytest reports without file attributes (the module path is the classname)", () => {
    const xml = `<testsuites><testsuite name="pytest"><testcase classname="tests.pkg.test_module_7.TestA" name="test_x" line="4"><failure message="assert 1 == 2">tests/pkg/test_module_7.py:9: AssertionError</failure></testcase></testsuite></testsuites>`;
    const [t] = parseReport(xml, (p) => p, FILES).tests;
    expect(t).toMatchObject({
      id: "tests/pkg/test_module_7.py::TestA::test_x",
      file: "tests/pkg/test_module_7.py",
      suite: ["TestA"],
      line: 9,
    });
  });

  it("lists a project's files deeper than detection looks, skipping dependencies and symlinks", async () => {
    const root = mkdtempSync(join(tmpdir(), "source-index-"));
    try {
      const deep = "src/test/java/com/example/a/b/c/DeepTest.java";
      for (const f of [deep, "node_modules/x/index.js", "tests/test_a.py"]) {
        mkdirSync(join(root, dirname(f)), { recursive: true });
        writeFileSync(join(root, f), "");
      }
      symlinkSync("/etc", join(root, "etc-link"));
      const files = await listProjectFiles(root);
      expect(files).toEqual([deep, "tests/test_a.py"]);
      expect(new SourceIndex(files).forClass("com.example.a.b.c.DeepTest")).toBe(deep);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
