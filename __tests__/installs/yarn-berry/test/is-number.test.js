// yarn 2+ (berry) fetches is-number from the registry during the install phase.
const test = require("node:test");
const assert = require("node:assert");
const isNumber = require("is-number");

test("is-number was installed by yarn berry", () => {
  assert.strictEqual(isNumber("42"), true);
});
