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
    files: ["lib/env.ts", "playwright.config.ts", "vitest.config.ts", "tests/**", "scripts/**", "eval/**", ".ci/**"],
    rules: { "no-restricted-properties": "off" },
  },
  // Layering (DESIGN.md §2): app → components → lib; providers never reach into a domain.
  // (Import cycles are checked by dependency-cruiser: `npm run check:cycles`.)
  {
    files: ["lib/**", "emails/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib/ and emails/ never import app/ or components/ (layering, DESIGN.md §2)." }] },
      ],
    },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*"], message: "Components never import app/: pass server actions down as props or use lib/actions." }] },
      ],
    },
  },
  {
    files: ["lib/providers/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/app/*", "@/components/*", "@/emails/*",
                ...["accounts", "actions", "companies", "dashboard", "discoveries", "emails", "events", "http", "jobs", "people", "pipeline", "queue", "reports", "seed", "users"].map((d) => `@/lib/${d}/*`),
              ],
              message: "Providers never import a domain (layering, DESIGN.md §2).",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", "node_modules/**", ".data/**", ".data-*/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "dist/**"]),
]);
