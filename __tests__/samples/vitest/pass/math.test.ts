import { expect, test } from "vitest";
import { add, divide } from "./math";

test("adds two numbers", () => {
  expect(add(2, 3)).toBe(5);
});

test("divides two numbers", () => {
  expect(divide(9, 3)).toBe(3);
});

test("refuses to divide by zero", () => {
  expect(() => divide(1, 0)).toThrow(RangeError);
});
