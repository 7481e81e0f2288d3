describe.each([
  { input: "a", expected: "A" },
  { input: "b", expected: "B" },
])("upper($input)", ({ input, expected }) => {
  it("converts", () => {
    expect(input.toUpperCase()).toBe(expected);
  });
});
