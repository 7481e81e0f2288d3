import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["__tests__/**/*.test.ts"],
    globalSetup: ["__tests__/global-setup.ts"],
    exclude: ["**/node_modules/**", "__tests__/samples/**"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Integration tests run real frameworks; two cores are all a runner has.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
