describe("hang", function () {
  it("hangs", function () {
    this.timeout(0);
    return new Promise((resolve) => setTimeout(resolve, 600_000)); // HANG
  });
});
