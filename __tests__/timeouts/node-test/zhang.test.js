import { test } from "node:test";

test("hangs", async () => {
  await new Promise((resolve) => setTimeout(resolve, 600_000)); // HANG
});
