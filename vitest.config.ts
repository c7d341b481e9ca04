import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: { alias: { "@": root } },
  esbuild: { jsx: "automatic" },
  test: {
    // Vitest's default is one file fewer than the cores: one at a time on a 2-core machine. Each integration file
    // has its own scratch databases (tests/integration/helpers/test-database.ts) and spends much of its time
    // waiting on PostgreSQL and timers, so at least two at once finish sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "lib/**/*.test.tsx", "scripts/**/*.test.ts", "components/**/*.test.ts", "components/**/*.test.tsx", "emails/**/*.test.tsx", "app/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
