const { test } = require("node:test");
const assert = require("node:assert");

test("upper-cases", () => {
  assert.strictEqual("abc".toUpperCase(), "ABC");
});

test("joins in the wrong order", () => {
  const joined = ["a", "b"].join("");
  assert.strictEqual(joined, "ba");
});

test("adds wrongly", () => {
  const sum = 1 + 1;
  assert.strictEqual(sum, 3, "one and one should be three");
});

test("throws outside an assertion", () => {
  const config = undefined;
  console.log("reading the config");
  return config.timeout;
});
