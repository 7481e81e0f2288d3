const assert = require("node:assert");
const { div } = require("../calc");

describe("calc", function () {
  it("divides", function () {
    console.log("dividing 6 by 3");
    assert.strictEqual(div(6, 3), 2);
  });

  it("divides badly", function () {
    console.error("about to fail");
    assert.deepStrictEqual({ q: div(1, 2) }, { q: 0.25 });
  });

  it.skip("skipped on purpose", function () {
    assert.fail("not run");
  });

  it("pending without a body");

  describe("async", function () {
    it("resolves", async function () {
      assert.strictEqual(await Promise.resolve(div(9, 3)), 3);
    });

    it("rejects", async function () {
      await Promise.resolve();
      div(1, 0);
    });

    it("skips itself", function () {
      this.skip();
    });
  });

  for (const [a, b, q] of [
    [4, 2, 2],
    [9, 3, 4],
  ]) {
    it(`divides ${a} by ${b}`, function () {
      assert.strictEqual(div(a, b), q);
    });
  }
});
