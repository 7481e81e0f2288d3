import { expect, test } from "vitest";
import { area, describe } from "./shapes.js";

test("square", () => {
  expect(area("square", 3)).toBe(9);
});

test("small", () => {
  expect(describe(1)).toBe("small");
});
