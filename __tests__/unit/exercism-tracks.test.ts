import { describe, expect, it } from "vitest";
import { findGoFunc, goName } from "../../src/formats/exercism-go.js";
import { findJsTest, jsBlocks, taskPerDescribe } from "../../src/formats/exercism-js.js";

const SPEC = `import { f } from './f';

describe('outer', () => {
  test("braces } in a string { stay", () => {
    const s = '}'; // a } in a comment
    expect(f(\`\${s}\`)).toBe('}');
  });

  describe('inner', () => {
    it('same title', async () => {
      expect(1).toBe(1);
    });
  });
  xtest('same title', function () {
    expect(2).toBe(2);
  });
});

describe('second', () => {
  test(\`interpolated \${1}\`, () => {});
  test('same title', () => {
    /* } */
    expect(3).toBe(3);
  });
});
`;

describe("Exercism JavaScript track conventions", () => {
  const blocks = jsBlocks(SPEC);

  it("finds a test's body by describe path, skipping braces in strings and comments", () => {
    expect(findJsTest(blocks, SPEC, ["outer"], "braces } in a string { stay")?.testCode).toBe(
      "const s = '}'; // a } in a comment\nexpect(f(`${s}`)).toBe('}');",
    );
    expect(findJsTest(blocks, SPEC, ["outer", "inner"], "same title")).toMatchObject({
      testCode: "expect(1).toBe(1);",
      top: 1,
    });
    expect(findJsTest(blocks, SPEC, ["second"], "same title")).toMatchObject({
      testCode: "/* } */\nexpect(3).toBe(3);",
      top: 2,
    });
  });

  it("gives nothing for an ambiguous or interpolated title rather than a wrong body", () => {
    expect(findJsTest(blocks, SPEC, ["elsewhere"], "same title")).toBeNull();
    expect(findJsTest(blocks, SPEC, ["second"], "interpolated 1")).toBeNull();
  });

  it("reads flag.tests.task-per-describe from .meta/config.json", () => {
    expect(taskPerDescribe('{"custom":{"flag.tests.task-per-describe":true}}')).toBe(true);
    expect(taskPerDescribe('{"custom":{"flag.tests.task-per-describe":false}}')).toBe(false);
    expect(taskPerDescribe("{not json")).toBe(false);
    expect(taskPerDescribe(undefined)).toBe(false);
  });
});

describe("Exercism Go track conventions", () => {
  const SRC = [
    "package p",
    "",
    "// helper",
    "func helper() {}",
    "",
    "// about it",
    "// testRunnerTaskID=3",
    "func TestIt(t *testing.T) {",
    '\tt.Run("a_b", func(t *testing.T) {',
    "\t})",
    "}",
    "",
    "func TestOne(t *testing.T) { t.Log(1) }",
  ].join("\n");

  it("names subtests as Exercism's Go runner does", () => {
    expect(goName(["TestIt", "outer_case"], "inner_case")).toBe("TestIt/ outer case/ inner case");
    expect(goName([], "TestOne")).toBe("TestOne");
  });

  it("takes the function with the comments above it, and the task id among them", () => {
    expect(findGoFunc(SRC, "TestIt")).toEqual({
      testCode:
        '// about it\n// testRunnerTaskID=3\nfunc TestIt(t *testing.T) {\n\tt.Run("a_b", func(t *testing.T) {\n\t})\n}',
      task: 3,
      line: 8,
    });
    expect(findGoFunc(SRC, "TestOne")).toEqual({
      testCode: "func TestOne(t *testing.T) { t.Log(1) }",
      task: null,
      line: 13,
    });
    expect(findGoFunc(SRC, "TestMissing")).toBeNull();
  });
});
