const { area, describe: size } = require("./shapes");

test("square", () => {
  expect(area("square", 3)).toBe(9);
});

test("small", () => {
  expect(size(1)).toBe("small");
});
