import { expect, test } from "vitest";

test("still runs", () => {
  expect([1, 2, 3]).toHaveLength(3);
});
