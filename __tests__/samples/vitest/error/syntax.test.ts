import { expect, test } from "vitest";

test("never runs either", () => {
  expect(1 +).toBe(1);
});
