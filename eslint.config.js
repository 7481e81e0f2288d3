import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "__tests__/samples/**",
      "__tests__/timeouts/**",
      "__tests__/real-world/vendored/**",
      "__tests__/golden/**",
      "__tests__/exercism/javascript/**",
      ".tmp/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        URL: "readonly",
        AbortController: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The JavaScript harness programs testcage writes into the sandbox (src/harness/files):
    // plain Node scripts, CommonJS where the framework loads them with require.
    files: ["src/harness/files/**/*.cjs", "src/harness/files/**/*.mjs"],
    languageOptions: {
      globals: { setImmediate: "readonly", queueMicrotask: "readonly" },
    },
  },
  {
    files: ["src/harness/files/**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", module: "writable", __filename: "readonly", __dirname: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
