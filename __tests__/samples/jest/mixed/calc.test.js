const { add } = require("./calc");

describe("calc", () => {
  describe("add", () => {
    test("adds positives", () => {
      expect(add(1, 2)).toBe(3);
    });

    test.each([
      [1, 1, 2],
      [2, 2, 5],
      [3, 3, 6],
    ])("add(%i, %i) = %i", (a, b, expected) => {
      expect(add(a, b)).toBe(expected);
    });
  });

  describe.skip("a skipped block", () => {
    test("never runs", () => {
      expect(true).toBe(false);
    });
  });

  test.skip("a skipped test", () => {
    expect(true).toBe(false);
  });

  test.todo("handles overflow");
});

describe("first group", () => {
  test("same title", () => {
    expect(1).toBe(1);
  });
});

describe("second group", () => {
  test("same title", () => {
    expect(2).toBe(2);
  });
});

test("logs to the console", () => {
  console.log("hello from a test");
  console.error("oops on stderr");
  expect(true).toBe(true);
});
