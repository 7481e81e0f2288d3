import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The harness programs reach src/ through a generated module: tests run on the
// programs as they are now, edited or not (scripts/harness-sources.mjs).
execFileSync(process.execPath, [fileURLToPath(new URL("scripts/harness-sources.mjs", import.meta.url))], {
  stdio: "inherit",
});

export default defineConfig({
  test: {
    include: ["__tests__/**/*.test.ts"],
    globalSetup: ["__tests__/global-setup.ts"],
    // Samples, timeout cases and vendored real-world projects are projects the tests run, not suites of ours
    // (a timeout case hangs on purpose).
    exclude: [
      "**/node_modules/**",
      "__tests__/samples/**",
      "__tests__/timeouts/**",
      "__tests__/real-world/vendored/**",
      "__tests__/fixtures/vitest-typecheck/project/**",
    ],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Integration tests run real frameworks; two cores are all a runner has.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
