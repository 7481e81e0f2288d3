import { test } from "node:test";
import assert from "node:assert/strict";
import isNumber from "is-number";

test("is-number was installed by the install phase", () => {
  assert.equal(isNumber(5), true);
});
