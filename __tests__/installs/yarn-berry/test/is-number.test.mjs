// yarn 2+ (berry) fetches is-number from the registry during the install phase.
import test from "node:test";
import assert from "node:assert";
import isNumber from "is-number";

test("is-number was installed by yarn berry", () => {
  assert.strictEqual(isNumber("42"), true);
});
