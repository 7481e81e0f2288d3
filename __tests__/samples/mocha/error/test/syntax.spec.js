describe("syntax", function () {
  it("broken", function () {
    const x = ;
  });
});
