const assert = require("node:assert");
const { shout, whisper } = require("../strings");

describe("strings", function () {
  it("shouts", function () {
    assert.strictEqual(shout("hi"), "HI!");
  });

  it("whispers", function () {
    assert.strictEqual(whisper("HI"), "hi.");
  });

  it("throws a TypeError", function () {
    whisper(null);
  });
});
