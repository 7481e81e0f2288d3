const assert = require("node:assert");

describe("with a failing before hook", function () {
  before(function () {
    throw new Error("database unavailable");
  });

  it("is never run", function () {
    assert.ok(true);
  });

  it("is never run either", function () {
    assert.ok(true);
  });
});

describe("with a failing afterEach hook", function () {
  afterEach(function () {
    assert.strictEqual(1, 2, "cleanup failed");
  });

  it("runs first", function () {
    assert.ok(true);
  });

  it("is skipped after the hook failed", function () {
    assert.ok(true);
  });
});

describe("timing", function () {
  it("times out", function (done) {
    this.timeout(50);
    setTimeout(done, 500);
  });
});
