import { test } from "node:test";

test("never runs", () => {
  const x = ;
});
