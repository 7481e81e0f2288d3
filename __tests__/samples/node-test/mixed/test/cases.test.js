import { describe, it, test } from "node:test";
import assert from "node:assert/strict";

describe("math", () => {
  describe("addition", () => {
    it("works", () => {
      assert.equal(1 + 1, 2);
    });
    it("is wrong on purpose", () => {
      assert.equal(2 + 2, 5);
    });
  });
  describe("subtraction", () => {
    it("works", () => {
      assert.equal(3 - 1, 2);
    });
  });
  it.skip("skipped for now", () => {});
  it.todo("handles overflow");
});

test("parent with subtests", async (t) => {
  await t.test("child passes", () => {
    assert.ok(true);
  });
  await t.test("child fails", () => {
    assert.deepEqual({ a: 1 }, { a: 2 });
  });
});

for (const n of [1, 2, 3]) {
  test(`square of ${n}`, () => {
    assert.equal(n * n, n ** 2);
  });
}

test("prints", () => {
  console.log("hello from stdout");
  console.error("hello from stderr");
});

test("skips itself", (t) => {
  t.skip("not on this platform");
});
