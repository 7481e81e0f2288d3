const { shout } = require("./strings");

test("shouts", () => {
  expect(shout("hi")).toBe("HI!");
});

test("shouts wrongly", () => {
  const result = shout("hey");
  expect(result).toBe("HEY");
});

test("compares objects", () => {
  expect({ name: "ada", langs: ["js", "py"] }).toEqual({ name: "ada", langs: ["js", "go"] });
});

test("throws outside an assertion", () => {
  const settings = undefined;
  return settings.verbose;
});
