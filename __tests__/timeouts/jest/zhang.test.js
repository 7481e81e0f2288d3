test("hangs", async () => {
  await new Promise((resolve) => setTimeout(resolve, 600_000)); // HANG
}, 900_000);
