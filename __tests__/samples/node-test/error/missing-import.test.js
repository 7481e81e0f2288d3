import { test } from "node:test";
import assert from "node:assert/strict";
import { parse } from "./does-not-exist.js";

test("parses", () => {
  assert.deepEqual(parse("a"), ["a"]);
});
