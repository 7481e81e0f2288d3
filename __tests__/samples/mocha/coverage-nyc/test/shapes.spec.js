const assert = require("node:assert");
const { area, label } = require("../lib/shapes");

describe("shapes", function () {
  it("squares", function () {
    assert.strictEqual(area("square", 3), 9);
  });

  it("labels small sizes", function () {
    assert.strictEqual(label(1), "small");
  });
});
