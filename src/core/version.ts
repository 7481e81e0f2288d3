// Kept in step with package.json by scripts/check-version (run in CI).
export const VERSION = "0.1.0";
