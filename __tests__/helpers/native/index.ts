// Each framework's own count of a sample project, run natively (not through testcage).

import { nativeCounts as go } from "./go.js";
import { nativeCounts as jest } from "./jest.js";
import { nativeCounts as nodeTest } from "./node-test.js";
import { nativeCounts as vitest } from "./vitest.js";
import { nativeCounts as pytest } from "./pytest.js";
import { nativeCounts as mocha } from "./mocha.js";
import { nativeCounts as unittest } from "./unittest.js";
import { nativeCounts as phpunit } from "./phpunit.js";
import { nativeCounts as rspec } from "./rspec.js";
import { nativeCounts as exunit } from "./exunit.js";
import { nativeCounts as maven } from "./maven.js";
import { nativeCounts as cargo } from "./cargo.js";

export type NativeCounts = (dir: string) => Promise<{ total: number; passed: number; failed: number; skipped: number }>;

export const NATIVE: Record<string, NativeCounts> = {
  pytest,
  go,
  jest,
  vitest,
  "node-test": nodeTest,
  mocha,
  unittest,
  phpunit,
  rspec,
  exunit,
  maven,
  cargo,
};
