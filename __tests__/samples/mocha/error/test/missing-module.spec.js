const assert = require("node:assert");
const lib = require("./does-not-exist");

describe("missing", function () {
  it("never runs", function () {
    assert.ok(lib);
  });
});
