const missing = require("./definitely-not-a-module");

test("never runs", () => {
  expect(missing).toBeDefined();
});
