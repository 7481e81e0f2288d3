import { describe, expect, test } from "vitest";

test("adds at the top level", () => {
  console.log("top-level output");
  expect(1 + 1).toBe(2);
});

describe("sum", () => {
  test("adds in a describe block", () => {
    expect(2 + 2).toBe(4);
  });

  test("fails in a describe block", () => {
    expect(2 + 2).toBe(5);
  });
});
