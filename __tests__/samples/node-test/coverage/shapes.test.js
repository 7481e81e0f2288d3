import { test } from "node:test";
import assert from "node:assert/strict";
import { area, describe } from "./shapes.js";

test("square", () => {
  assert.equal(area("square", 3), 9);
});

test("small", () => {
  assert.equal(describe(1), "small");
});
