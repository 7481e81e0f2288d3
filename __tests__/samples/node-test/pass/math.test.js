import { describe, it, test } from "node:test";
import assert from "node:assert/strict";

test("adds two numbers", () => {
  assert.equal(1 + 2, 3);
});

describe("strings", () => {
  it("upper-cases", () => {
    assert.equal("abc".toUpperCase(), "ABC");
  });

  it("splits on commas", async () => {
    await Promise.resolve();
    assert.deepEqual("a,b".split(","), ["a", "b"]);
  });
});
