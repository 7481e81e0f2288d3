const assert = require("node:assert");
const { add, mul } = require("../math");

describe("math", function () {
  it("adds", function () {
    assert.strictEqual(add(2, 3), 5);
  });

  describe("mul", function () {
    it("multiplies", function () {
      assert.strictEqual(mul(2, 3), 6);
    });
    it("multiplies by zero", function () {
      assert.strictEqual(mul(7, 0), 0);
    });
  });
});
