import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through lib/env.ts." },
      ],
    },
  },
  {
    files: ["lib/env.ts", "playwright.config.ts", "vitest.config.ts", "tests/**", "scripts/**", ".ci/**"],
    rules: { "no-restricted-properties": "off" },
  },
  globalIgnores([".next/**", "node_modules/**", ".data/**", ".data-*/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
]);
