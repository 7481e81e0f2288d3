import { expect, test } from "vitest";
import { missing } from "./definitely-not-a-module";

test("never runs", () => {
  expect(missing).toBeDefined();
});
