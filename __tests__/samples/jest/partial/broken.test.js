const config = require("./config.json");

test("reads the config", () => {
  expect(config.name).toBe("x");
});
