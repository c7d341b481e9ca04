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
    files: ["lib/env.ts", "next.config.ts", "playwright.config.ts", "vitest.config.ts", "tests/**", "scripts/**", "eval/**", ".ci/**"],
    rules: { "no-restricted-properties": "off" },
  },
  // Layering (DESIGN.md §2) is checked on resolved paths, relative imports included, by dependency-cruiser
  // (.dependency-cruiser.cjs, `npm run check:cycles`), not here: a lint rule only sees the import's text.
  globalIgnores([".next/**", "node_modules/**", ".data/**", ".data-*/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "dist/**"]),
]);
